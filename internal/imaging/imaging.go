// Package imaging reads raster images safely and makes the resized WebP variants the
// public pages offer through srcset, so a phone never downloads a full-size original.
package imaging

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"image"
	_ "image/gif"  // decoder registration
	_ "image/jpeg" // decoder registration
	_ "image/png"  // decoder registration
	"runtime/debug"

	"github.com/gen2brain/webp" // also registers the WebP decoder
	"golang.org/x/image/draw"
)

// MaxPixels is the largest picture decoded; a larger one is refused from its header
// alone, before any pixel memory is allocated (a "decompression bomb" stays harmless).
const MaxPixels = 50_000_000

// MaxSide is the longest side accepted, in pixels.
const MaxSide = 20_000

// Widths are the variant widths made for every raster upload wider than them.
var Widths = []int{400, 800, 1600}

// ErrTooLarge is returned for an image whose pixel count or side is absurd.
var ErrTooLarge = errors.New("image dimensions are too large")

// ErrTooMuchMemory is returned for an image that would take more than MaxDecodedBytes
// once decoded.
var ErrTooMuchMemory = errors.New("image takes too much memory once decoded")

// Info is what an image's header says.
type Info struct {
	Format        string
	Width, Height int
	// Decoded is the memory decoding the image takes, in bytes (see MaxDecodedBytes).
	Decoded int64
}

// Variant is one resized WebP copy of an image.
type Variant struct {
	Width, Height int
	WebP          []byte
}

// Inspect reads only the header of an image and refuses absurd dimensions (ErrTooLarge) and
// a picture that would take more than MaxDecodedBytes once decoded (ErrTooMuchMemory, with
// the Info that says how much).
func Inspect(data []byte) (Info, error) {
	cfg, format, err := image.DecodeConfig(bytes.NewReader(data))
	if err != nil {
		return Info{}, fmt.Errorf("reading image header: %w", err)
	}
	if cfg.Width <= 0 || cfg.Height <= 0 || cfg.Width > MaxSide || cfg.Height > MaxSide ||
		int64(cfg.Width)*int64(cfg.Height) > MaxPixels {
		return Info{}, fmt.Errorf("%w: %d×%d", ErrTooLarge, cfg.Width, cfg.Height)
	}
	info := Info{Format: format, Width: cfg.Width, Height: cfg.Height, Decoded: decodedBytes(data, format, cfg.Width, cfg.Height)}
	if info.Decoded > MaxDecodedBytes {
		return info, fmt.Errorf("%w: %d×%d %s takes %d MB", ErrTooMuchMemory, cfg.Width, cfg.Height, format, info.Decoded>>20)
	}
	return info, nil
}

// MakeVariants decodes an image (after Inspect allowed it) and returns a WebP variant for
// every width in Widths narrower than the original, keeping the aspect ratio. The decode
// waits for its share of the process-wide budget (see MaxDecodedBytes) and holds it until
// the picture's memory is given back; it gives up waiting when ctx ends.
func MakeVariants(ctx context.Context, data []byte) (Info, []Variant, error) {
	info, err := Inspect(data)
	if err != nil {
		return info, nil, err
	}
	if err := decoding.Acquire(ctx, max(info.Decoded, 1)); err != nil {
		return info, nil, err
	}
	defer decoding.Release(max(info.Decoded, 1))
	vs, err := variants(data, info)
	// The decoded picture is garbage now: give its memory back before the next decode
	// takes this share, rather than keep the process that much bigger until the
	// runtime's slow background return.
	debug.FreeOSMemory()
	return info, vs, err
}

// variants decodes data and makes its variants; the decoded picture lives no longer.
func variants(data []byte, info Info) ([]Variant, error) {
	src, _, err := image.Decode(bytes.NewReader(data))
	if err != nil {
		return nil, fmt.Errorf("decoding image: %w", err)
	}
	var out []Variant
	// Widest first, each from the source halved as far as it stays twice as wide: the
	// halvings are exact 2×2 averages, and the last step, under 2×, a bilinear one. A
	// kernel such as CatmullRom on the full picture would need dst width × src height ×
	// 32 bytes of scratch: over 250 MB for the three variants of a 12-megapixel photo.
	var pyramid image.Image = src
	for i := len(Widths) - 1; i >= 0; i-- {
		w := Widths[i]
		if w >= info.Width {
			continue
		}
		for pyramid.Bounds().Dx() >= 2*w {
			pyramid = halve(pyramid)
		}
		h := max(1, (info.Height*w+info.Width/2)/info.Width)
		dst := image.NewRGBA(image.Rect(0, 0, w, h))
		draw.ApproxBiLinear.Scale(dst, dst.Bounds(), pyramid, pyramid.Bounds(), draw.Src, nil)
		var buf bytes.Buffer
		if err := webp.Encode(&buf, dst, webp.Options{Quality: 78}); err != nil {
			return nil, fmt.Errorf("encoding %dpx variant: %w", w, err)
		}
		out = append([]Variant{{Width: w, Height: h, WebP: buf.Bytes()}}, out...)
	}
	return out, nil
}

// halve answers src at half its width and height, each pixel the average of a 2×2 block
// (an odd last row or column is dropped). It reads src two rows at a time through
// draw.Draw, whose fast paths cover the decoders' types, so no full-size converted copy
// is ever made.
func halve(src image.Image) *image.RGBA {
	b := src.Bounds()
	w, h := b.Dx()/2, b.Dy()/2
	dst := image.NewRGBA(image.Rect(0, 0, w, h))
	pair := image.NewRGBA(image.Rect(0, 0, 2*w, 2))
	for y := range h {
		draw.Draw(pair, pair.Bounds(), src, image.Pt(b.Min.X, b.Min.Y+2*y), draw.Src)
		top, bottom := pair.Pix[:pair.Stride], pair.Pix[pair.Stride:]
		row := dst.Pix[y*dst.Stride:]
		for x := range w {
			for c := range 4 {
				i := 8*x + c
				row[4*x+c] = uint8((uint16(top[i]) + uint16(top[i+4]) + uint16(bottom[i]) + uint16(bottom[i+4]) + 2) / 4)
			}
		}
	}
	return dst
}

// Animated reports whether data is a GIF of more than one frame or an animated WebP: a
// still variant of one would stop the animation, so such an image gets none.
func Animated(data []byte) bool {
	switch {
	case len(data) >= 21 && string(data[:4]) == "RIFF" && string(data[8:12]) == "WEBP" && string(data[12:16]) == "VP8X":
		return data[20]&0x02 != 0 // the animation flag of the extended header
	case len(data) >= 13 && (string(data[:6]) == "GIF87a" || string(data[:6]) == "GIF89a"):
		return gifFrames(data) > 1
	}
	return false
}

// gifFrames counts the image descriptors of a GIF by walking its blocks, without decoding
// any pixels; a truncated file counts the frames seen so far.
func gifFrames(data []byte) int {
	colorTable := func(packed byte) int {
		if packed&0x80 == 0 {
			return 0
		}
		return 3 << (packed&0x07 + 1)
	}
	// skipSubBlocks answers the offset after the sub-blocks starting at i.
	skipSubBlocks := func(i int) int {
		for i < len(data) && data[i] != 0 {
			i += int(data[i]) + 1
		}
		return i + 1
	}
	i := 13 + colorTable(data[10])
	frames := 0
	for i < len(data) {
		switch data[i] {
		case 0x21: // extension: label, then sub-blocks
			i = skipSubBlocks(i + 2)
		case 0x2C: // image descriptor: 9 bytes, a colour table, the LZW code size, sub-blocks
			frames++
			if i+10 > len(data) {
				return frames
			}
			i = skipSubBlocks(i + 10 + colorTable(data[i+9]) + 1)
		default: // 0x3B, the trailer, or garbage
			return frames
		}
	}
	return frames
}
