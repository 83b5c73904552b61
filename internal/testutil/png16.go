package testutil

import (
	"bytes"
	"encoding/binary"
	"hash/crc32"
)

// PNG16 answers a real w×h PNG of 16-bit RGBA pixels, all transparent black, that any
// decoder reads in full: a small file that decodes to w×h×8 bytes. Its pixel data is one
// hand-made deflate block that repeats the zero byte 258 at a time in two bits, so even
// a picture that decodes to hundreds of megabytes is made at once and takes a few hundred
// kilobytes.
func PNG16(w, h uint32) []byte {
	n := uint64(h) * (1 + uint64(w)*8) // each row: the filter byte, then w zero pixels
	var z bitWriter
	z.out = append(z.out, 0x78, 0x01) // zlib: deflate, no dictionary
	z.bits(1, 1)                      // the final block
	z.bits(2, 2)                      // with codes of its own
	z.bits(286-257, 5)                // literal/length codes: up to 285 (length 258)
	z.bits(0, 5)                      // one distance code: 0 (distance 1)
	z.bits(18-4, 4)                   // code length codes given: 18, in the order below
	// The code length alphabet: 18 (a run of 11 to 138 zeros) takes 1 bit, 1 and 2 take 2;
	// its lengths come in the order 16 17 18 0 8 7 9 6 10 5 11 4 12 3 13 2 14 1.
	for _, l := range []uint32{0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 2, 0, 2} {
		z.bits(l, 3)
	}
	// Its canonical codes: 18 = 0, 1 = 10, 2 = 11. With them, the code lengths of literal
	// 0 (2), 1 to 255 (none), the end of the block 256 (2), lengths 257 to 284 (none),
	// length 258 (285: 1), then of distance code 0 (1).
	zeros := func(count uint32) { z.code(0b0, 1); z.bits(count-11, 7) }
	z.code(0b11, 2)
	zeros(138)
	zeros(117)
	z.code(0b11, 2)
	zeros(28)
	z.code(0b10, 2)
	z.code(0b10, 2)
	// Canonical codes: 285 = 0, literal 0 = 10, end = 11; distance 0 = 0.
	z.code(0b10, 2) // the first zero byte
	rest := n - 1
	for range rest / 258 {
		z.code(0b0, 1) // length 258
		z.code(0b0, 1) // at distance 1
	}
	for range rest % 258 {
		z.code(0b10, 2)
	}
	z.code(0b11, 2)
	z.flush()
	// Adler-32 of n zero bytes: a stays 1, b adds it n times.
	z.out = binary.BigEndian.AppendUint32(z.out, uint32(n%65521)<<16|1)

	var b bytes.Buffer
	b.WriteString("\x89PNG\r\n\x1a\n")
	ihdr := make([]byte, 13)
	binary.BigEndian.PutUint32(ihdr[0:], w)
	binary.BigEndian.PutUint32(ihdr[4:], h)
	ihdr[8], ihdr[9] = 16, 6 // 16-bit RGBA
	for _, c := range []struct {
		kind string
		data []byte
	}{{"IHDR", ihdr}, {"IDAT", z.out}, {"IEND", nil}} {
		_ = binary.Write(&b, binary.BigEndian, uint32(len(c.data)))
		b.WriteString(c.kind)
		b.Write(c.data)
		_ = binary.Write(&b, binary.BigEndian, crc32.ChecksumIEEE(append([]byte(c.kind), c.data...)))
	}
	return b.Bytes()
}

// bitWriter writes a deflate stream: values least significant bit first, Huffman codes
// most significant bit first.
type bitWriter struct {
	out   []byte
	acc   uint64
	count uint
}

func (z *bitWriter) bits(v uint32, n uint) {
	z.acc |= uint64(v) << z.count
	z.count += n
	for z.count >= 8 {
		z.out = append(z.out, byte(z.acc))
		z.acc >>= 8
		z.count -= 8
	}
}

func (z *bitWriter) code(c uint32, n uint) {
	for i := int(n) - 1; i >= 0; i-- {
		z.bits(c>>uint(i)&1, 1)
	}
}

func (z *bitWriter) flush() {
	if z.count > 0 {
		z.out = append(z.out, byte(z.acc))
		z.acc, z.count = 0, 0
	}
}
