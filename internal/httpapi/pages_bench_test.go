package httpapi

import (
	"net/http"
	"net/http/httptest"
	"path/filepath"
	"testing"

	"github.com/qrs-site/qrs/internal/uploads"
)

// discardWriter is a ResponseWriter that keeps the headers and drops the body, as a
// connection's writer does once the bytes are sent.
type discardWriter struct {
	h      http.Header
	status int
}

func (w *discardWriter) Header() http.Header         { return w.h }
func (w *discardWriter) Write(b []byte) (int, error) { return len(b), nil }
func (w *discardWriter) WriteHeader(status int)      { w.status = status }

// BenchmarkHomePage measures the whole handler (middleware, routing, counting, the page's
// answer) for the home page as a browser asks for it: in Brotli, in identity, and again
// with its ETag (a 304). go test -run '^$' -bench HomePage -cpuprofile cpu.out ./internal/httpapi
func BenchmarkHomePage(b *testing.B) {
	dir := b.TempDir()
	files, err := uploads.Open(filepath.Join(dir, "uploads"), uploads.Limits{Image: 1 << 20, PDF: 2 << 20})
	if err != nil {
		b.Fatal(err)
	}
	h := newHandler(newDeps(Deps{Web: testWeb, Store: siteTemplate.Open(b, dir), Uploads: files, BaseURL: "http://localhost:8080"}))
	warm := httptest.NewRecorder()
	h.ServeHTTP(warm, httptest.NewRequest("GET", "/", nil))
	etag := warm.Header().Get("ETag")
	for _, c := range []struct{ name, encoding, etag string }{{"br", "br", ""}, {"identity", "", ""}, {"304", "", etag}} {
		b.Run(c.name, func(b *testing.B) {
			req := httptest.NewRequest("GET", "/", nil)
			req.Header.Set("User-Agent", desktopBrowser)
			req.Header.Set("Accept-Encoding", c.encoding)
			if c.etag != "" {
				req.Header.Set("If-None-Match", c.etag)
			}
			b.ReportAllocs()
			for b.Loop() {
				h.ServeHTTP(&discardWriter{h: http.Header{}}, req)
			}
		})
	}
}
