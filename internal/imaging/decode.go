package imaging

import (
	"encoding/binary"
	"errors"
	"image"

	"github.com/gen2brain/webp"
)

// The WebP decoder runs in the same module as the encoder (see encode.go), whose memory,
// grown a step at a time, took three times what a decode needs (163 MB for a lossless
// picture of 6 megapixels). decodeWebP takes the memory once instead.

// decoderBytes answers the memory the module takes to decode a still WebP of data, w×h:
// the file, the picture it writes (YUVA, 4:2:0: 2.5 bytes a pixel) and libwebp's own: for
// a lossless picture, which it decodes to ARGB first, 4 bytes a pixel and its row caches
// and code tables, counted as 5 bytes a pixel in all.
func decoderBytes(data []byte, w, h int, lossless bool) int64 {
	size := encoderFixedBytes + int64(len(data)) + yuvaBytes(w, h)
	if lossless {
		size += 5 * int64(w) * int64(h)
	}
	return size
}

// yuvaBytes answers the size of a w×h picture as YUVA 4:2:0 planes.
func yuvaBytes(w, h int) int64 {
	cw, ch := int64((w+1)/2), int64((h+1)/2)
	return 2*int64(w)*int64(h) + 2*cw*ch
}

var errDecodeWebP = errors.New("imaging: the WebP could not be decoded")

// decodeWebP decodes a still WebP into the picture the library's decoder makes, with the
// module's memory taken at once for size bytes (see decoderBytes); grew reports whether
// the module needed more.
func decodeWebP(data []byte, size int64) (img *image.NYCbCrA, grew bool, err error) {
	mod := webp.New()
	mod.X_initialize()
	mem := mod.Xmemory().Slice()
	taken := make([]byte, len(*mem), int64(len(*mem))+size)
	copy(taken, *mem)
	*mem = taken
	defer func() { grew = &(*mem)[0] != &taken[0] }()
	in := mod.Xmalloc(int32(len(data)))
	fields := mod.Xmalloc(4 * 4) // width, height, frames, animated
	if in == 0 || fields == 0 {
		return nil, false, errDecodeWebP
	}
	copy((*mem)[in:], data)
	field := func(i int32) int { return int(binary.LittleEndian.Uint32((*mem)[fields+4*i:])) }
	if mod.Xdecode(in, int32(len(data)), 1, 0, fields, fields+4, fields+8, fields+12, 0, 0) == 0 || field(3) != 0 {
		return nil, false, errDecodeWebP // an animation is never decoded here
	}
	w, h := field(0), field(1)
	cw, ch := (w+1)/2, (h+1)/2
	n := yuvaBytes(w, h)
	out := mod.Xmalloc(int32(n))
	if out == 0 || mod.Xdecode(in, int32(len(data)), 0, 0, fields, fields+4, fields+8, fields+12, 0, out) == 0 {
		return nil, false, errDecodeWebP
	}
	pix := make([]byte, n)
	copy(pix, (*mem)[out:])
	y, c := w*h, cw*ch
	return &image.NYCbCrA{
		YCbCr: image.YCbCr{Y: pix[:y:y], Cb: pix[y : y+c : y+c], Cr: pix[y+c : y+2*c : y+2*c], YStride: w, CStride: cw,
			SubsampleRatio: image.YCbCrSubsampleRatio420, Rect: image.Rect(0, 0, w, h)},
		A: pix[y+2*c:], AStride: w,
	}, false, nil
}
