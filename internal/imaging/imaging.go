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
