// Package imaging reads raster images safely and makes the resized WebP variants the
// public pages offer through srcset, so a phone never downloads a full-size original.
package imaging

import (
	"bytes"
	"errors"
	"fmt"
	"image"
	_ "image/gif"  // decoder registration
	_ "image/jpeg" // decoder registration
	_ "image/png"  // decoder registration

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

// Info is what an image's header says.
type Info struct {
	Format        string
	Width, Height int
}

// Variant is one resized WebP copy of an image.
type Variant struct {
	Width, Height int
	WebP          []byte
}

// Inspect reads only the header of an image and refuses absurd dimensions.
func Inspect(data []byte) (Info, error) {
	cfg, format, err := image.DecodeConfig(bytes.NewReader(data))
	if err != nil {
		return Info{}, fmt.Errorf("reading image header: %w", err)
	}
	if cfg.Width <= 0 || cfg.Height <= 0 || cfg.Width > MaxSide || cfg.Height > MaxSide ||
		int64(cfg.Width)*int64(cfg.Height) > MaxPixels {
		return Info{}, fmt.Errorf("%w: %d×%d", ErrTooLarge, cfg.Width, cfg.Height)
	}
	return Info{Format: format, Width: cfg.Width, Height: cfg.Height}, nil
}

// MakeVariants decodes an image (after Inspect allowed it) and returns a WebP variant for
// every width in Widths narrower than the original, keeping the aspect ratio.
func MakeVariants(data []byte) (Info, []Variant, error) {
	info, err := Inspect(data)
	if err != nil {
		return info, nil, err
	}
	src, _, err := image.Decode(bytes.NewReader(data))
	if err != nil {
		return info, nil, fmt.Errorf("decoding image: %w", err)
	}
	var out []Variant
	for _, w := range Widths {
		if w >= info.Width {
			break
		}
		h := max(1, (info.Height*w+info.Width/2)/info.Width)
		dst := image.NewRGBA(image.Rect(0, 0, w, h))
		draw.CatmullRom.Scale(dst, dst.Bounds(), src, src.Bounds(), draw.Src, nil)
		var buf bytes.Buffer
		if err := webp.Encode(&buf, dst, webp.Options{Quality: 78}); err != nil {
			return info, nil, fmt.Errorf("encoding %dpx variant: %w", w, err)
		}
		out = append(out, Variant{Width: w, Height: h, WebP: buf.Bytes()})
	}
	return info, out, nil
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
