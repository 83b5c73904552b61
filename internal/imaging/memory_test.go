package imaging

import (
	"bytes"
	"context"
	"image"
	"image/color"
	"image/png"
	"math/rand/v2"
	"slices"
	"testing"
	"time"

	"github.com/gen2brain/webp"
	"github.com/qrs-site/qrs/internal/testutil"
)

// TestCopiesAreMadeWithinTheShareTheyAreCharged: with the budget held but for a picture's
// peak, its copies are made in what is left.
//
// Not parallel: it holds the process's decode budget, which the other tests' decodes need.
func TestCopiesAreMadeWithinTheShareTheyAreCharged(t *testing.T) {
	data := testutil.PNG16(700, 500)
	info, err := Inspect(data)
	if err != nil || info.Peak <= info.Decoded || len(info.Widths) != 1 {
		t.Fatalf("Inspect = %+v, %v", info, err)
	}
	if err := decoding.Acquire(t.Context(), MaxDecodedBytes-info.Peak); err != nil {
		t.Fatal(err)
	}
	defer decoding.Release(MaxDecodedBytes - info.Peak)
	// The deadline only keeps a decode that waits for more from hanging the test.
	ctx, cancel := context.WithTimeout(t.Context(), 2*time.Minute)
	defer cancel()
	if _, vs, err := MakeVariants(ctx, data); err != nil || len(vs) != 1 {
		t.Fatalf("variants %v, %v", sizes(vs), err)
	}
}

// TestThePeakCoversEachStepOfMakingTheCopies checks the accounting of plan: what is held
// at once while the widest copy is read, then while the copies are encoded, for pictures
// the budget takes whole, one near its limit, and a very tall one.
//
// Not parallel: it makes pictures of up to 256 MB, which are best not made beside others.
func TestThePeakCoversEachStepOfMakingTheCopies(t *testing.T) {
	for _, c := range []struct {
		name   string
		data   []byte
		widths []int
	}{
		{"a 16-bit PNG of 4,000 px square", testutil.PNG16(4000, 4000), Widths},
		{"a 16-bit PNG of 5,600 px square", testutil.PNG16(5600, 5600), Widths},
		// 256 MB once decoded, the most the budget takes: no room for a copy beside it.
		{"a 16-bit PNG of 5,792 px square", testutil.PNG16(5792, 5792), nil},
		{"an 8-bit PNG of 50 megapixels", testutil.PNGHeader(7071, 7071), Widths},
		// A copy 1,600 px wide would be 1600×20000: its encoder alone would take 1.8 GB.
		{"a picture 1,700 px wide and 20,000 tall", testutil.PNGHeader(1700, 20000), []int{400}},
	} {
		info, err := Inspect(c.data)
		if err != nil {
			t.Fatalf("%s: %v", c.name, err)
		}
		if !slices.Equal(info.Widths, c.widths) {
			t.Errorf("%s: copies %v, want %v", c.name, info.Widths, c.widths)
		}
		if info.Peak > MaxDecodedBytes {
			t.Errorf("%s: charged %d MB, more than the budget", c.name, info.Peak>>20)
		}
		if len(info.Widths) == 0 {
			if info.Peak != info.Decoded {
				t.Errorf("%s: charged %d bytes for a decode of %d", c.name, info.Peak, info.Decoded)
			}
			continue
		}
		sizes := copySizes(info)
		widest := sizes[len(sizes)-1]
		widestPx := int64(widest.X) * int64(widest.Y)
		var copies int64
		for _, s := range sizes {
			copies += 4 * int64(s.X) * int64(s.Y)
		}
		if read := info.Decoded + 4*widestPx; info.Peak < read {
			t.Errorf("%s: charged %d bytes, less than the decoded picture and the widest copy, %d", c.name, info.Peak, read)
		}
		if encode := copies + encoderBytes(widestPx, info.alpha); info.Peak < encode {
			t.Errorf("%s: charged %d bytes, less than the copies and their encoder, %d", c.name, info.Peak, encode)
		}
	}
}

// noise answers a w×h picture of random pixels, the costliest to encode; opaque unless
// alpha.
func noise(w, h int, alpha bool) *image.NRGBA {
	img := image.NewNRGBA(image.Rect(0, 0, w, h))
	r := rand.New(rand.NewPCG(uint64(w), uint64(h)))
	for i := range img.Pix {
		img.Pix[i] = byte(r.Uint32())
		if i%4 == 3 && !alpha {
			img.Pix[i] = 255
		}
	}
	return img
}

// TestTheEncoderHoldsToTheMemoryItTakes: whatever the pictures hold, encoding a copy and
// then the narrower ones, as variants does, needs no more memory than the encoder took for
// it, which is what the budget is charged; and the copies are WebPs of their sizes.
func TestTheEncoderHoldsToTheMemoryItTakes(t *testing.T) {
	t.Parallel()
	for _, alpha := range []bool{false, true} {
		for _, size := range []image.Point{{1, 1}, {17, 3}, {1000, 16}, {800, 600}} {
			enc := newEncoder(int64(size.X)*int64(size.Y), alpha)
			for _, img := range []*image.NRGBA{noise(size.X, size.Y, alpha), noise(size.X/2+1, size.Y/2+1, alpha), image.NewNRGBA(image.Rect(0, 0, size.X/4+1, size.Y/4+1))} {
				out, err := enc.encode(img)
				if err != nil {
					t.Fatalf("%v alpha %v: %v", img.Rect, alpha, err)
				}
				cfg, err := webp.DecodeConfig(bytes.NewReader(out))
				if err != nil || cfg.Width != img.Rect.Dx() || cfg.Height != img.Rect.Dy() {
					t.Fatalf("%v alpha %v: encoded as %+v, %v", img.Rect, alpha, cfg, err)
				}
			}
			if enc.grew() {
				t.Errorf("encoding pictures of %v (alpha %v) took more than the %d bytes taken for them", size, alpha, encoderBytes(int64(size.X)*int64(size.Y), alpha))
			}
		}
	}
}

// TestTheWebPDecoderHoldsToTheMemoryItTakesAndReadsWhatTheLibraryReads: a lossy and a
// lossless WebP, with and without alpha, decode within what they are charged, to the
// picture the library's own decoder makes.
func TestTheWebPDecoderHoldsToTheMemoryItTakesAndReadsWhatTheLibraryReads(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		name string
		img  image.Image
		opts webp.Options
	}{
		{"lossy", noise(300, 200, false), webp.Options{Quality: 80}},
		{"lossy with alpha", noise(300, 200, true), webp.Options{Quality: 80}},
		{"lossless", noise(300, 200, false), webp.Options{Lossless: true}},
		{"lossless with alpha", noise(150, 300, true), webp.Options{Lossless: true}},
	} {
		var b bytes.Buffer
		if err := webp.Encode(&b, c.img, c.opts); err != nil {
			t.Fatal(err)
		}
		data := b.Bytes()
		info, err := Inspect(data)
		if err != nil {
			t.Fatal(err)
		}
		got, grew, err := decodeWebP(data, decoderBytes(data, info.Width, info.Height, webpLossless(data)))
		if err != nil || grew {
			t.Fatalf("%s: decoded %v, needing more memory than it took: %v", c.name, err, grew)
		}
		want, err := webp.Decode(bytes.NewReader(data))
		if err != nil {
			t.Fatal(err)
		}
		w := want.(*image.NYCbCrA)
		if got.Rect != w.Rect || !bytes.Equal(got.Y, w.Y) || !bytes.Equal(got.Cb, w.Cb) || !bytes.Equal(got.Cr, w.Cr) || !bytes.Equal(got.A, w.A) {
			t.Errorf("%s: decoded to another picture than the library's", c.name)
		}
	}
}

// TestCopiesAreTheMeanOfWhatTheyCover: a copy of stripes one pixel wide, at half the width,
// is their mean, and transparent pixels lend no colour to the opaque ones beside them.
func TestCopiesAreTheMeanOfWhatTheyCover(t *testing.T) {
	t.Parallel()
	src := image.NewNRGBA(image.Rect(0, 0, 800, 480))
	for y := range 480 {
		for x := range 800 {
			c := color.NRGBA{200, 40, 40, 255}
			if x%2 == 1 {
				c = color.NRGBA{0, 0, 255, 0} // transparent blue
			}
			src.SetNRGBA(x, y, c)
		}
	}
	got := shrink(src, 400, 240)
	for _, p := range []image.Point{{0, 0}, {200, 120}, {399, 239}} {
		if c := got.NRGBAAt(p.X, p.Y); c != (color.NRGBA{200, 40, 40, 128}) {
			t.Errorf("copy at %v = %v, want the red at half opacity", p, c)
		}
	}
	var b bytes.Buffer
	if err := png.Encode(&b, src); err != nil {
		t.Fatal(err)
	}
	_, vs, err := MakeVariants(t.Context(), b.Bytes())
	if err != nil || len(vs) != 1 {
		t.Fatalf("variants %v, %v", sizes(vs), err)
	}
	for _, v := range vs {
		img, err := webp.Decode(bytes.NewReader(v.WebP))
		if err != nil {
			t.Fatal(err)
		}
		c := color.NRGBAModel.Convert(img.At(v.Width/2, v.Height/2)).(color.NRGBA)
		if c.R < 180 || c.G > 60 || c.B > 60 || c.A != 128 {
			t.Errorf("the %d px copy's centre = %v, want the red at half opacity", v.Width, c)
		}
	}
}
