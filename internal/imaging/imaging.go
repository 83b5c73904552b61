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

	_ "github.com/gen2brain/webp" // decoder registration
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
	// Widths are the widths of the copies MakeVariants makes: those of Widths narrower
	// than the picture, widest first left out while making them would not fit the budget.
	Widths []int
	// Peak is the memory decoding the picture and making those copies take at their
	// peak, in bytes: what the budget is charged (see plan).
	Peak int64
	// alpha is whether the picture may have transparent pixels, which the encoder keeps.
	alpha bool
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
	info := Info{Format: format, Width: cfg.Width, Height: cfg.Height, Decoded: decodedBytes(data, format, cfg.Width, cfg.Height),
		alpha: mayBeTransparent(data, format)}
	if info.Decoded > MaxDecodedBytes {
		return info, fmt.Errorf("%w: %d×%d %s takes %d MB", ErrTooMuchMemory, cfg.Width, cfg.Height, format, info.Decoded>>20)
	}
	info.Widths, info.Peak = plan(info)
	return info, nil
}

// MakeVariants decodes an image (after Inspect allowed it) and returns a WebP variant for
// each of info.Widths, keeping the aspect ratio. The work waits for its share of the
// process-wide budget (info.Peak, see MaxDecodedBytes) and holds it until its memory is
// given back; it gives up waiting when ctx ends.
func MakeVariants(ctx context.Context, data []byte) (Info, []Variant, error) {
	info, err := Inspect(data)
	if err != nil {
		return info, nil, err
	}
	if err := decoding.Acquire(ctx, max(info.Peak, 1)); err != nil {
		return info, nil, err
	}
	defer decoding.Release(max(info.Peak, 1))
	vs, err := variants(data, info)
	// The copies' memory is garbage now: give it back before the next decode takes this
	// share, rather than keep the process that much bigger until the runtime's slow
	// background return.
	debug.FreeOSMemory()
	return info, vs, err
}

// variants decodes data and makes the copies info.Widths names, in the two steps plan
// charges: the widest copy is read from the decoded picture, which then goes, and the
// narrower copies are read from the widest before the encoder takes its memory.
func variants(data []byte, info Info) ([]Variant, error) {
	var src image.Image
	var err error
	if info.Format == "webp" {
		src, _, err = decodeWebP(data, decoderBytes(data, info.Width, info.Height, webpLossless(data)))
	} else {
		src, _, err = image.Decode(bytes.NewReader(data))
	}
	if err != nil {
		return nil, fmt.Errorf("decoding image: %w", err)
	}
	if len(info.Widths) == 0 {
		return nil, nil
	}
	sizes := copySizes(info)
	widest := sizes[len(sizes)-1]
	copies := make([]*image.NRGBA, len(sizes))
	copies[len(copies)-1] = shrink(src, widest.X, widest.Y)
	// The decoded picture is garbage from here on: its memory is given back before the
	// encoder takes its own, so that the two never add up (see plan).
	debug.FreeOSMemory()
	for i, size := range sizes[:len(sizes)-1] {
		copies[i] = shrink(copies[len(copies)-1], size.X, size.Y)
	}
	enc := newEncoder(int64(widest.X)*int64(widest.Y), info.alpha)
	out := make([]Variant, len(copies))
	// Widest first: the narrower copies then fit in the memory libwebp let go, where
	// the widest after them might not.
	for i := len(copies) - 1; i >= 0; i-- {
		encoded, err := enc.encode(copies[i])
		if err != nil {
			return nil, fmt.Errorf("encoding %dpx variant: %w", sizes[i].X, err)
		}
		out[i] = Variant{Width: sizes[i].X, Height: sizes[i].Y, WebP: encoded}
	}
	return out, nil
}

// copySizes answers the width and height of each copy info.Widths names, narrowest first.
func copySizes(info Info) []image.Point {
	out := make([]image.Point, len(info.Widths))
	for i, w := range info.Widths {
		out[i] = image.Pt(w, max(1, (info.Height*w+info.Width/2)/info.Width))
	}
	return out
}

// shrink answers src scaled down to w×h (no side larger than src's), each pixel the mean of
// the part of src it covers: every source pixel counts for the share of it that falls in
// it, in premultiplied colour as compositing counts. It reads src one row at a time
// through draw.Draw, whose fast paths cover the decoders' types, so it holds no converted
// copy of src, only the result and a few rows of sums (see shrinkBytes).
func shrink(src image.Image, w, h int) *image.NRGBA {
	b := src.Bounds()
	sw, sh := b.Dx(), b.Dy()
	// Measured in units of which a source column is w wide and a copy's column sw wide,
	// source column x starts at x·w and falls in the copy's column col[x], for share[x]
	// of its width, the rest in the next (source columns are narrower than the copy's).
	col := make([]int32, sw)
	share := make([]uint32, sw)
	for x := range sw {
		start := int64(x) * int64(w)
		c := start / int64(sw)
		col[x], share[x] = int32(c), uint32(min(start+int64(w), (c+1)*int64(sw))-start)
	}
	row := image.NewRGBA(image.Rect(0, 0, sw, 1))
	sums := make([]uint64, 4*(w+1))  // one source row's sums, column by column
	acc := make([]uint64, 2*4*(w+1)) // the copy's row being made and the next
	next := acc[4*(w+1):]            // the share of the next row
	whole := uint64(sw) * uint64(sh) // what a copy's pixel adds up to: its area
	dst := image.NewNRGBA(image.Rect(0, 0, w, h))
	emit := func(y int) {
		px := dst.Pix[y*dst.Stride:]
		for x := range w {
			s := acc[4*x : 4*x+4]
			if s[3] == 0 {
				continue // transparent: zeros
			}
			for k := range 3 {
				px[4*x+k] = uint8(min(255, (s[k]*255+s[3]/2)/s[3]))
			}
			px[4*x+3] = uint8((s[3] + whole/2) / whole)
		}
		copy(acc, next)
		clear(next)
	}
	y0 := 0 // the copy's row being made
	for y := range sh {
		draw.Draw(row, row.Bounds(), src, image.Pt(b.Min.X, b.Min.Y+y), draw.Src)
		clear(sums)
		for x := range sw {
			p := row.Pix[4*x : 4*x+4]
			c := 4 * int(col[x])
			in, out := uint64(share[x]), uint64(w)-uint64(share[x])
			for k := range 4 {
				v := uint64(p[k])
				sums[c+k] += v * in
				sums[c+4+k] += v * out
			}
		}
		start := int64(y) * int64(h)
		r := int(start / int64(sh))
		in := uint64(min(start+int64(h), int64(r+1)*int64(sh)) - start)
		if r > y0 {
			emit(y0)
			y0 = r
		}
		for i := range 4 * w {
			acc[i] += sums[i] * in
			next[i] += sums[i] * (uint64(h) - in)
		}
	}
	emit(y0)
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
