package httpapi

import (
	"compress/gzip"
	"crypto/rand"
	"encoding/hex"
	"log/slog"
	"net/http"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"time"
)

// contentSecurityPolicy allows only what the site needs: its own scripts (no inline script),
// inline style attributes of React, YouTube thumbnails and embeds, a picture an editor chose
// previewed from their own disk before it is uploaded (blob:), and no framing by others: the
// site's own pages may be framed by the site (the content editor's live preview frames them).
const contentSecurityPolicy = "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; " +
	"img-src 'self' data: blob: https://i.ytimg.com https://img.youtube.com; font-src 'self' data:; connect-src 'self'; " +
	"frame-src 'self' https://www.youtube.com https://www.youtube-nocookie.com; media-src 'self'; object-src 'none'; " +
	"base-uri 'self'; form-action 'self'; frame-ancestors 'self'"

// securityHeaders sets the headers every response carries; a handler may narrow the CSP.
// The values are made once and put straight into the header map (the names are already
// canonical), which keeps this off the profile of a request.
func securityHeaders(fixed http.Header, next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		h := w.Header()
		for k, v := range fixed {
			h[k] = v
		}
		next.ServeHTTP(w, r)
	})
}

// securityHeaderSet answers the headers every response carries (HSTS on a site served
// over HTTPS): the handler's (securityHeaders) and the pages' fast path's.
func securityHeaderSet(hsts bool) http.Header {
	fixed := http.Header{
		"Content-Security-Policy":    {contentSecurityPolicy},
		"X-Content-Type-Options":     {"nosniff"},
		"Referrer-Policy":            {"strict-origin-when-cross-origin"},
		"X-Frame-Options":            {"SAMEORIGIN"},
		"Cross-Origin-Opener-Policy": {"same-origin"},
		"Permissions-Policy":         {"camera=(), microphone=(), geolocation=()"},
	}
	if hsts {
		fixed["Strict-Transport-Security"] = []string{"max-age=63072000; includeSubDomains"}
	}
	return fixed
}

// statusRecorder remembers the status and size of a response for the request log.
type statusRecorder struct {
	http.ResponseWriter
	status int
	bytes  int64
}

func (s *statusRecorder) WriteHeader(code int) {
	if s.status == 0 {
		s.status = code
	}
	s.ResponseWriter.WriteHeader(code)
}

func (s *statusRecorder) Write(b []byte) (int, error) {
	if s.status == 0 {
		s.status = http.StatusOK
	}
	n, err := s.ResponseWriter.Write(b)
	s.bytes += int64(n)
	return n, err
}

func (s *statusRecorder) Unwrap() http.ResponseWriter { return s.ResponseWriter }

// requestIDs numbers the requests of this process; the random prefix tells processes apart.
type requestIDs struct {
	prefix []byte
	next   atomic.Uint64
}

func newRequestIDs() *requestIDs {
	b := make([]byte, 4)
	_, _ = rand.Read(b)
	return &requestIDs{prefix: []byte(hex.EncodeToString(b) + "-")}
}

// id answers the next request id, such as "9f3a61c2-1042".
func (ids *requestIDs) id() string {
	var buf [32]byte
	out := append(buf[:0], ids.prefix...)
	return string(strconv.AppendUint(out, ids.next.Add(1), 10))
}

// logRequests logs one line per request (id, method, path, status, bytes, duration) and
// turns a panic into a 500 envelope. The line is built from typed attributes, so logging
// costs no formatting or boxing of values on the way to the handler.
func logRequests(log *slog.Logger, ids *requestIDs, next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		start := time.Now()
		id := ids.id()
		w.Header()["X-Request-Id"] = []string{id}
		rec := &statusRecorder{ResponseWriter: w}
		defer func() {
			if p := recover(); p != nil {
				if p == http.ErrAbortHandler {
					panic(p)
				}
				log.Error("panic", "id", id, "panic", p)
				if rec.status == 0 {
					encode(rec, http.StatusInternalServerError, envelope{Message: "Internal error"})
				}
			}
			logRequest(log, r, id, rec.status, rec.bytes, start)
		}()
		next.ServeHTTP(rec, r)
	})
}

// RequestLineHandler is a log handler that writes the line of a request answered itself,
// without slog's record: the server logs one for every request. RequestLine writes the
// very line the handler would write for the record logRequest makes (message "request" at
// level info, time t, then id, method, path, status, bytes and duration: RequestRecord),
// or answers false to have the record logged.
type RequestLineHandler interface {
	slog.Handler
	RequestLine(t time.Time, id, method, path string, status int, bytes int64, duration time.Duration) bool
}

// logRequest logs the line of a request answered: its id, method, path, status, the bytes
// of the body and how long it took since start.
func logRequest(log *slog.Logger, r *http.Request, id string, status int, bytes int64, start time.Time) {
	now, path := time.Now(), clipForLog(r.URL.Path)
	took := now.Sub(start)
	h := log.Handler()
	if lh, ok := h.(RequestLineHandler); ok && lh.RequestLine(now, id, r.Method, path, status, bytes, took) {
		return
	}
	if ctx := r.Context(); h.Enabled(ctx, slog.LevelInfo) {
		_ = h.Handle(ctx, RequestRecord(now, id, r.Method, path, status, bytes, took))
	}
}

// RequestRecord is the log record of a request answered at t: its id, method, path,
// status, the bytes of its body and how long it took.
func RequestRecord(t time.Time, id, method, path string, status int, bytes int64, duration time.Duration) slog.Record {
	rec := slog.NewRecord(t, slog.LevelInfo, "request", 0)
	rec.AddAttrs(slog.String("id", id), slog.String("method", method), slog.String("path", path), slog.Int("status", status),
		slog.Int64("bytes", bytes), slog.Duration("duration", duration))
	return rec
}

// compressible reports whether a response of this content type is worth gzipping.
func compressible(contentType string) bool {
	ct := strings.ToLower(contentType)
	for _, p := range []string{"application/json", "text/", "application/javascript", "image/svg+xml", "application/xml", "application/manifest+json"} {
		if strings.HasPrefix(ct, p) {
			return true
		}
	}
	return false
}

var gzipPool = sync.Pool{New: func() any { w, _ := gzip.NewWriterLevel(nil, gzip.DefaultCompression); return w }}

// gzipWriter compresses the body when the response's type is text-like.
type gzipWriter struct {
	http.ResponseWriter
	gz      *gzip.Writer
	decided bool
}

func (g *gzipWriter) decide(status int) {
	if g.decided {
		return
	}
	g.decided = true
	h := g.ResponseWriter.Header()
	if status < 200 || status == http.StatusNoContent || status == http.StatusNotModified ||
		status == http.StatusPartialContent || h.Get("Content-Encoding") != "" || !compressible(h.Get("Content-Type")) {
		return
	}
	h.Del("Content-Length")
	h.Set("Content-Encoding", "gzip")
	if etag := h.Get("ETag"); etag != "" && !strings.HasPrefix(etag, "W/") {
		h.Set("ETag", "W/"+etag)
	}
	g.gz = gzipPool.Get().(*gzip.Writer)
	g.gz.Reset(g.ResponseWriter)
}

func (g *gzipWriter) WriteHeader(code int) {
	g.decide(code)
	g.ResponseWriter.WriteHeader(code)
}

func (g *gzipWriter) Write(b []byte) (int, error) {
	if !g.decided {
		if g.Header().Get("Content-Type") == "" {
			g.Header().Set("Content-Type", http.DetectContentType(b))
		}
		g.WriteHeader(http.StatusOK)
	}
	if g.gz != nil {
		return g.gz.Write(b)
	}
	return g.ResponseWriter.Write(b)
}

func (g *gzipWriter) Unwrap() http.ResponseWriter { return g.ResponseWriter }

func (g *gzipWriter) close() {
	if g.gz != nil {
		_ = g.gz.Close()
		gzipPool.Put(g.gz)
	}
}

// varyAcceptEncoding is the Vary header of every answer; a slice of capacity one, so that
// a later Add copies instead of writing into the shared array.
var varyAcceptEncoding = []string{"Accept-Encoding"}

// gzipResponses compresses JSON and text answers for clients that accept gzip.
func gzipResponses(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if h := w.Header(); h["Vary"] == nil {
			h["Vary"] = varyAcceptEncoding
		} else {
			h.Add("Vary", "Accept-Encoding")
		}
		if !strings.Contains(r.Header.Get("Accept-Encoding"), "gzip") || r.Method == http.MethodHead {
			next.ServeHTTP(w, r)
			return
		}
		gw := &gzipWriter{ResponseWriter: w}
		defer gw.close()
		next.ServeHTTP(gw, r)
	})
}

// downloadStall is how long a file download may go without the client taking any of it
// before the connection is cut.
const downloadStall = 2 * time.Minute

// longDownload frees a file download from the server's whole-response write timeout, which
// would cut off a slow client halfway through a large file: before each write the deadline
// moves to downloadStall from now, so a client that keeps reading is never cut off and one
// that stops is, as before.
func longDownload(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		next.ServeHTTP(&progressDeadline{ResponseWriter: w, rc: http.NewResponseController(w)}, r)
	})
}

// progressDeadline moves the write deadline forward at every write of the response.
type progressDeadline struct {
	http.ResponseWriter
	rc *http.ResponseController
}

func (p *progressDeadline) extend() {
	_ = p.rc.SetWriteDeadline(time.Now().Add(downloadStall)) // a writer without deadlines keeps none
}

func (p *progressDeadline) WriteHeader(code int) {
	p.extend()
	p.ResponseWriter.WriteHeader(code)
}

func (p *progressDeadline) Write(b []byte) (int, error) {
	p.extend()
	return p.ResponseWriter.Write(b)
}

func (p *progressDeadline) Unwrap() http.ResponseWriter { return p.ResponseWriter }
