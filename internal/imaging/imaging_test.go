package imaging

import (
	"bytes"
	"context"
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
	"github.com/qrs-site/qrs/internal/testutil"
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
	t.Parallel()
	info, vs, err := MakeVariants(t.Context(), pngOf(t, 1000, 500))
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
	t.Parallel()
	_, vs, err := MakeVariants(t.Context(), pngOf(t, 300, 300))
	if err != nil || len(vs) != 0 {
		t.Fatalf("variants = %v, err = %v", sizes(vs), err)
	}
}

// TestInspectRefusesAPixelBombFromItsHeader builds a PNG whose header claims 100000×100000
// pixels; it must be refused without decoding (the test would run out of memory otherwise).
func TestInspectRefusesAPixelBombFromItsHeader(t *testing.T) {
	t.Parallel()
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
	if _, _, err := MakeVariants(t.Context(), b.Bytes()); !errors.Is(err, ErrTooLarge) {
		t.Fatalf("err = %v, want ErrTooLarge", err)
	}
}

func TestInspectRefusesNonImages(t *testing.T) {
	t.Parallel()
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
	t.Parallel()
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
	t.Parallel()
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
	_, vs, err := MakeVariants(t.Context(), b.Bytes())
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

// TestA16BitPNGIsBudgetedByItsDecodedSize: the finding of the review, a 7,071×7,071 PNG of
// 16-bit RGBA pixels, under the 50-megapixel limit but 8 bytes a pixel once decoded (the
// server took 742 MB for it), is refused from its header, before any pixel is decoded.
func TestA16BitPNGIsBudgetedByItsDecodedSize(t *testing.T) {
	t.Parallel()
	bomb := testutil.PNG16(7071, 7071)
	info, err := Inspect(bomb)
	if !errors.Is(err, ErrTooMuchMemory) || info.Decoded != 7071*7071*8 {
		t.Fatalf("Inspect = %+v, %v; want ErrTooMuchMemory for %d bytes", info, err, 7071*7071*8)
	}
	if _, _, err := MakeVariants(t.Context(), bomb); !errors.Is(err, ErrTooMuchMemory) {
		t.Fatalf("MakeVariants err = %v, want ErrTooMuchMemory", err)
	}
	// The same pixels at 8 bits, and a 16-bit picture within the budget, are read.
	if _, err := Inspect(testutil.PNGHeader(7071, 7071)); err != nil {
		t.Fatalf("a 50-megapixel 8-bit PNG: %v", err)
	}
	if info, err := Inspect(testutil.PNG16(4000, 4000)); err != nil || info.Decoded != 4000*4000*8 {
		t.Fatalf("a 16-megapixel 16-bit PNG: %+v, %v", info, err)
	}
}

// TestPNG16DecodesToWhatItsHeaderSays checks the test pictures above are real PNGs.
func TestPNG16DecodesToWhatItsHeaderSays(t *testing.T) {
	t.Parallel()
	img, err := png.Decode(bytes.NewReader(testutil.PNG16(300, 200)))
	if err != nil {
		t.Fatal(err)
	}
	if _, ok := img.(*image.NRGBA64); !ok || img.Bounds() != image.Rect(0, 0, 300, 200) {
		t.Fatalf("decoded %T %v", img, img.Bounds())
	}
	info, vs, err := MakeVariants(t.Context(), testutil.PNG16(900, 450))
	if err != nil || info.Decoded != 900*450*8 || len(vs) != 2 {
		t.Fatalf("variants of a 16-bit PNG: %+v %v %v", info, sizes(vs), err)
	}
}

func encoded(t *testing.T, encode func(*bytes.Buffer) error) []byte {
	t.Helper()
	var b bytes.Buffer
	if err := encode(&b); err != nil {
		t.Fatal(err)
	}
	return b.Bytes()
}

func TestDecodedSizeFollowsWhatEachDecoderAllocates(t *testing.T) {
	t.Parallel()
	const w, h = 64, 48
	rgba := image.NewNRGBA(image.Rect(0, 0, w, h))
	gray := image.NewGray(image.Rect(0, 0, w, h))
	gray16 := image.NewGray16(image.Rect(0, 0, w, h))
	paletted := image.NewPaletted(image.Rect(0, 0, w, h), color.Palette{color.Black, color.White})
	pngOf := func(m image.Image) []byte {
		return encoded(t, func(b *bytes.Buffer) error { return png.Encode(b, m) })
	}
	withTRNS := func(p []byte) []byte { // a tRNS chunk after IHDR: gray becomes NRGBA
		chunk := []byte{0, 0, 0, 2, 't', 'R', 'N', 'S', 0, 0}
		chunk = binary.BigEndian.AppendUint32(chunk, crc32.ChecksumIEEE(chunk[4:]))
		return append(append(append([]byte{}, p[:33]...), chunk...), p[33:]...)
	}
	interlaced := func(p []byte) []byte { // the IHDR's interlace byte, for the header alone
		q := append([]byte{}, p...)
		q[28] = 1
		binary.BigEndian.PutUint32(q[29:], crc32.ChecksumIEEE(q[12:29]))
		return q
	}
	jpegOf := func(m image.Image) []byte {
		return encoded(t, func(b *bytes.Buffer) error { return jpeg.Encode(b, m, nil) })
	}
	progressive := func(j []byte) []byte { // SOF0 marked SOF2: the same frame, scanned progressively
		q := append([]byte{}, j...)
		i := bytes.Index(q, []byte{0xFF, 0xC0})
		q[i+1] = 0xC2
		return q
	}
	const px = w * h
	lossyWebP := encoded(t, func(b *bytes.Buffer) error { return webp.Encode(b, rgba, webp.Options{Quality: 80}) })
	losslessWebP := encoded(t, func(b *bytes.Buffer) error { return webp.Encode(b, rgba, webp.Options{Lossless: true}) })
	// Go's JPEG encoder subsamples colour 4:2:0 in blocks of 16: a 64×48 picture is 4×3
	// blocks of Y (64×48) and of Cb and Cr each (32×24).
	const ycbcr420 = 64*48 + 2*32*24
	for name, c := range map[string]struct {
		data []byte
		want int64
	}{
		"8-bit RGBA PNG":             {pngOf(rgba), 4 * px},
		"8-bit gray PNG":             {pngOf(gray), px},
		"8-bit gray PNG with tRNS":   {withTRNS(pngOf(gray)), 4 * px},
		"16-bit gray PNG":            {pngOf(gray16), 2 * px},
		"16-bit gray PNG with tRNS":  {withTRNS(pngOf(gray16)), 8 * px},
		"16-bit RGBA PNG":            {testutil.PNG16(w, h), 8 * px},
		"interlaced 16-bit RGBA PNG": {interlaced(testutil.PNG16(w, h)), 2 * 8 * px},
		"paletted PNG":               {pngOf(paletted), px},
		"GIF":                        {encoded(t, func(b *bytes.Buffer) error { return gif.Encode(b, paletted, nil) }), px},
		"gray JPEG":                  {jpegOf(gray), px},
		"colour JPEG":                {jpegOf(rgba), ycbcr420},
		// A progressive JPEG keeps every coefficient, 4 bytes a sample, until its last scan.
		"progressive colour JPEG": {progressive(jpegOf(rgba)), ycbcr420 * 5},
		// The decoder's memory: the file, libwebp's YUVA planes (2.5 bytes a pixel) and its
		// own; the planes read back into Go's.
		"lossy WebP": {lossyWebP, encoderFixedBytes + int64(len(lossyWebP)) + 2*(2*px+2*32*24)},
		// A lossless one is decoded to 4-byte ARGB first.
		"lossless WebP": {losslessWebP, encoderFixedBytes + int64(len(losslessWebP)) + 2*(2*px+2*32*24) + 5*px},
	} {
		info, err := Inspect(c.data)
		if err != nil || info.Decoded != c.want {
			t.Errorf("%s: decoded %d bytes (%v), want %d", name, info.Decoded, err, c.want)
		}
	}
}

// TestDecodesShareOneBudget: while decodes under way hold the whole budget, another waits
// for its share (here until its request is given up) instead of adding its pixels to theirs.
//
// Not parallel: it holds the process's whole budget, which the other tests' decodes need.
func TestDecodesShareOneBudget(t *testing.T) {
	small := pngOf(t, 500, 300)
	if err := decoding.Acquire(t.Context(), MaxDecodedBytes); err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(t.Context())
	done := make(chan error)
	go func() {
		_, _, err := MakeVariants(ctx, small)
		done <- err
	}()
	cancel()
	if err := <-done; !errors.Is(err, context.Canceled) {
		t.Fatalf("a decode over the budget left: err = %v, want it waiting until given up", err)
	}
	decoding.Release(MaxDecodedBytes)
	if _, vs, err := MakeVariants(t.Context(), small); err != nil || len(vs) != 1 {
		t.Fatalf("variants = %v, %v", sizes(vs), err)
	}
	// A decode gives its share back when it ends.
	if !decoding.TryAcquire(MaxDecodedBytes) {
		t.Fatal("the budget was not given back")
	}
	decoding.Release(MaxDecodedBytes)
}
