package imaging

import (
	"bytes"
	"encoding/binary"
	"errors"
	"image"

	"github.com/gen2brain/webp"
)

// The WebP encoder is libwebp compiled to WebAssembly and run as Go code. Its memory is a
// byte slice that the module grows a step at a time as libwebp asks for more, each step a
// new, larger copy, while the steps before wait as garbage: encoding a copy 1600 px square
// raised the process's peak by 208 MB, 85 bytes a pixel, where libwebp uses 12.
// An encoder here takes the memory once, as large as its largest picture needs, so that
// what it holds is what libwebp uses and what the budget is charged.

// encoderBytesPerPixel is the most memory libwebp takes for each pixel of a picture it
// encodes as the copies are encoded, its input among it; with an alpha channel, which it
// encodes losslessly, about three times as much. Measured on random noise, the worst
// case, from 1600×50 to 1600×1600 pixels: at most 12.3 and 38.5 bytes a pixel (a
// photograph takes 10); a smaller picture takes up to a megabyte and a half whatever its
// size, which encoderFixedBytes holds.
const (
	encoderBytesPerPixel      = 15
	encoderBytesPerPixelAlpha = 42
	encoderFixedBytes         = 2 << 20 // the module's own memory, and libwebp's for a tiny picture
)

// The copies are lossy WebPs of quality 78, made by libwebp's fastest method (0).
const (
	quality = 78
	method  = 0
)

// encoderBytes answers the memory an encoder takes for pictures of at most px pixels.
func encoderBytes(px int64, alpha bool) int64 {
	if alpha {
		return encoderFixedBytes + encoderBytesPerPixelAlpha*px
	}
	return encoderFixedBytes + encoderBytesPerPixel*px
}

// encoder encodes pictures of up to a given size to lossy WebP in one instance of the
// module, whose memory is taken at the start.
type encoder struct {
	mod   *webp.Module
	mem   *[]byte
	first *byte // the memory's first byte: another once the module grew it past what was taken
}

// newEncoder answers an encoder for pictures of at most px pixels.
func newEncoder(px int64, alpha bool) *encoder {
	mod := webp.New()
	mod.X_initialize()
	mem := mod.Xmemory().Slice()
	taken := make([]byte, len(*mem), int64(len(*mem))+encoderBytes(px, alpha))
	copy(taken, *mem)
	*mem = taken
	return &encoder{mod: mod, mem: mem, first: &taken[0]}
}

// grew reports whether the module needed more memory than the encoder took for it.
func (e *encoder) grew() bool { return &(*e.mem)[0] != e.first }

var errEncode = errors.New("imaging: the WebP encoder could not encode a copy")

// encode answers img as a lossy WebP.
func (e *encoder) encode(img *image.NRGBA) ([]byte, error) {
	w, h := img.Rect.Dx(), img.Rect.Dy()
	in := e.mod.Xmalloc(int32(4 * w * h))
	if in == 0 {
		return nil, errEncode
	}
	defer e.mod.Xfree(in)
	for y := range h {
		copy((*e.mem)[int(in)+4*w*y:], img.Pix[img.Stride*y:img.Stride*y+4*w])
	}
	size := e.mod.Xmalloc(4)
	if size == 0 {
		return nil, errEncode
	}
	defer e.mod.Xfree(size)
	// The input in non-premultiplied RGBA (colorspace 0), lossy and not exact.
	out := e.mod.Xencode(in, int32(w), int32(h), size, 0, quality, method, 0, 0)
	if out == 0 {
		return nil, errEncode
	}
	defer e.mod.Xfree(out)
	mem := *e.mem
	n := uint64(binary.LittleEndian.Uint32(mem[size:])) // a size_t of WebAssembly's 32 bits
	if n == 0 || uint64(out)+n > uint64(len(mem)) {
		return nil, errEncode
	}
	return bytes.Clone(mem[out : uint64(out)+n]), nil
}
