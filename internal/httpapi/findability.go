package httpapi

import (
	"bytes"
	"image"
	"image/png"
	"io/fs"
	"log/slog"
	"math"
	"net/http"
	"sync"

	"github.com/qrs-site/qrs/internal/seo"
	"github.com/qrs-site/qrs/internal/site"
)

// handleRobots answers GET /robots.txt: crawl everything but the admin panel, the sign-in
// pages and the API; the sitemap's address.
func handleRobots(baseURL string) http.Handler {
	a := site.NewAnswer(seo.Robots(baseURL), "text/plain; charset=utf-8", "public, max-age=3600", false)
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) { a.Serve(w, r, http.StatusOK) })
}

// handleSitemap answers GET /sitemap.xml (see site.Sitemap).
func handleSitemap(pages *site.Site, log *slog.Logger) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		a, err := pages.Sitemap(r.Context())
		if err != nil {
			writeError(w, r, log, err)
			return
		}
		a.Serve(w, r, http.StatusOK)
	})
}

// handleOGImage answers GET /og-image.png, the picture link previews show (seo.Decorate
// points og:image and twitter:image at it): the web build's og-image.png when it has one,
// else a 1200×630 picture in the brand's colours drawn on first request.
func handleOGImage(web fs.FS) http.Handler {
	var once sync.Once
	var a *site.Answer
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		once.Do(func() {
			img, err := fs.ReadFile(web, "og-image.png")
			if err != nil {
				img = drawOGImage()
			}
			a = site.NewAnswer(img, "image/png", "public, max-age=86400", false)
		})
		a.Serve(w, r, http.StatusOK)
	})
}

// The size link previews ask for.
const ogWidth, ogHeight = 1200, 630

// drawOGImage draws the preview picture: a diagonal gradient from the brand blue to its
// teal, with the rings of the logo, faint, around its centre.
func drawOGImage() []byte {
	img := image.NewNRGBA(image.Rect(0, 0, ogWidth, ogHeight))
	from := [3]float64{0x0f, 0x5f, 0x8c} // theme colour
	to := [3]float64{0x0b, 0x8a, 0x7a}   // teal
	const cx, cy = ogWidth / 2, ogHeight / 2
	for y := range ogHeight {
		row := img.Pix[y*img.Stride:]
		for x := range ogWidth {
			t := (float64(x)/ogWidth + float64(y)/ogHeight) / 2
			dx, dy := float64(x-cx), float64(y-cy)
			d := math.Sqrt(dx*dx + dy*dy)
			lighten := 0.0
			switch {
			case d < 36:
				lighten = 0.55
			case math.Abs(d-90) < 3, math.Abs(d-170) < 3, math.Abs(d-250) < 3:
				lighten = 0.25
			}
			px := row[x*4 : x*4+4]
			for i := range 3 {
				v := from[i] + (to[i]-from[i])*t
				px[i] = uint8(v + (255-v)*lighten)
			}
			px[3] = 255
		}
	}
	var buf bytes.Buffer
	_ = png.Encode(&buf, img)
	return buf.Bytes()
}
