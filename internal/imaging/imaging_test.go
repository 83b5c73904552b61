package imaging

import (
	"bytes"
	"encoding/binary"
	"errors"
	"hash/crc32"
	"image"
	"image/color"
	"image/gif"
	"image/jpeg"
	"image/png"
	"testing"

	"github.com/gen2brain/webp"
)

func pngOf(t *testing.T, w, h int) []byte {
	t.Helper()
	img := image.NewNRGBA(image.Rect(0, 0, w, h))
	for y := 0; y < h; y++ {
		for x := 0; x < w; x++ {
			img.Set(x, y, color.NRGBA{uint8(x), uint8(y), 128, 255})
		}
	}
	var b bytes.Buffer
	if err := png.Encode(&b, img); err != nil {
		t.Fatal(err)
	}
	return b.Bytes()
}

func TestMakeVariantsShrinksToEachNarrowerWidthKeepingAspect(t *testing.T) {
	info, vs, err := MakeVariants(pngOf(t, 1000, 500))
	if err != nil {
		t.Fatal(err)
	}
	if info.Width != 1000 || info.Height != 500 || info.Format != "png" {
		t.Fatalf("info = %+v", info)
	}
	if len(vs) != 2 || vs[0].Width != 400 || vs[0].Height != 200 || vs[1].Width != 800 || vs[1].Height != 400 {
		t.Fatalf("variants = %v", sizes(vs))
	}
	for _, v := range vs {
		img, err := webp.Decode(bytes.NewReader(v.WebP))
		if err != nil {
			t.Fatalf("variant %d is not a WebP: %v", v.Width, err)
		}
		if img.Bounds().Dx() != v.Width || img.Bounds().Dy() != v.Height {
			t.Fatalf("variant %d decodes as %v", v.Width, img.Bounds())
		}
	}
}

func TestMakeVariantsLeavesSmallImagesWithoutVariants(t *testing.T) {
	_, vs, err := MakeVariants(pngOf(t, 300, 300))
	if err != nil || len(vs) != 0 {
		t.Fatalf("variants = %v, err = %v", sizes(vs), err)
	}
}

// TestInspectRefusesAPixelBombFromItsHeader builds a PNG whose header claims 100000×100000
// pixels; it must be refused without decoding (the test would run out of memory otherwise).
func TestInspectRefusesAPixelBombFromItsHeader(t *testing.T) {
	var b bytes.Buffer
	b.Write([]byte("\x89PNG\r\n\x1a\n"))
	ihdr := make([]byte, 13)
	binary.BigEndian.PutUint32(ihdr[0:], 100_000)
	binary.BigEndian.PutUint32(ihdr[4:], 100_000)
	ihdr[8], ihdr[9] = 8, 6 // 8-bit RGBA
	chunk := func(kind string, data []byte) {
		_ = binary.Write(&b, binary.BigEndian, uint32(len(data)))
		b.WriteString(kind)
		b.Write(data)
		_ = binary.Write(&b, binary.BigEndian, crc32.ChecksumIEEE(append([]byte(kind), data...)))
	}
	chunk("IHDR", ihdr)
	chunk("IEND", nil)
	if _, _, err := MakeVariants(b.Bytes()); !errors.Is(err, ErrTooLarge) {
		t.Fatalf("err = %v, want ErrTooLarge", err)
	}
}

func TestInspectRefusesNonImages(t *testing.T) {
	if _, err := Inspect([]byte("%PDF-1.4 not an image")); err == nil {
		t.Fatal("a PDF was read as an image")
	}
}

func sizes(vs []Variant) [][2]int {
	var out [][2]int
	for _, v := range vs {
		out = append(out, [2]int{v.Width, v.Height})
	}
	return out
}

func TestAnimatedTellsStillFromMovingGIFAndWebP(t *testing.T) {
	gifOf := func(frames int) []byte {
		anim := &gif.GIF{}
		for i := range frames {
			img := image.NewPaletted(image.Rect(0, 0, 20, 10), color.Palette{color.Black, color.White})
			img.SetColorIndex(i, 0, 1)
			anim.Image = append(anim.Image, img)
			anim.Delay = append(anim.Delay, 10)
		}
		var b bytes.Buffer
		if err := gif.EncodeAll(&b, anim); err != nil {
			t.Fatal(err)
		}
		return b.Bytes()
	}
	vp8x := func(flags byte) []byte {
		b := []byte("RIFF\x00\x00\x00\x00WEBPVP8X\x0a\x00\x00\x00")
		return append(b, flags, 0, 0, 0, 9, 0, 0, 9, 0, 0)
	}
	for name, c := range map[string]struct {
		data []byte
		want bool
	}{
		"still GIF":     {gifOf(1), false},
		"animated GIF":  {gifOf(3), true},
		"still WebP":    {vp8x(0x10), false},
		"animated WebP": {vp8x(0x02), true},
		"PNG":           {pngOf(t, 10, 10), false},
	} {
		if got := Animated(c.data); got != c.want {
			t.Errorf("%s: Animated = %v", name, got)
		}
	}
}

func TestMakeVariantsOfAJPEGPhotoKeepItsColours(t *testing.T) {
	src := image.NewRGBA(image.Rect(0, 0, 1700, 1001))
	for y := range 1001 {
		for x := range 1700 {
			src.Set(x, y, color.RGBA{200, 40, 40, 255})
		}
	}
	var b bytes.Buffer
	if err := jpeg.Encode(&b, src, &jpeg.Options{Quality: 90}); err != nil {
		t.Fatal(err)
	}
	_, vs, err := MakeVariants(b.Bytes())
	if err != nil || len(vs) != 3 {
		t.Fatalf("variants = %v, err = %v", sizes(vs), err)
	}
	for i, want := range [][2]int{{400, 236}, {800, 471}, {1600, 942}} {
		if vs[i].Width != want[0] || vs[i].Height != want[1] {
			t.Fatalf("variant %d = %v, want %v", i, sizes(vs)[i], want)
		}
		img, err := webp.Decode(bytes.NewReader(vs[i].WebP))
		if err != nil {
			t.Fatal(err)
		}
		r, g, _, _ := img.At(want[0]/2, want[1]/2).RGBA()
		if r>>8 < 170 || g>>8 > 80 {
			t.Fatalf("variant %d centre = %d,%d; the red was lost", want[0], r>>8, g>>8)
		}
	}
}
