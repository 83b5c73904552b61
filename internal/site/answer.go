package site

import (
	"bytes"
	"compress/gzip"
	"crypto/sha256"
	"encoding/base64"
	"net/http"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"

	"github.com/andybalholm/brotli"
)

// encoding is a content coding an answer is held in.
type encoding int

const (
	identity encoding = iota
	gzipped
	brotlied
	encodings // how many there are
)

// encodingToken and etagSuffix name each coding in Content-Encoding and in the ETag: a
// strong validator must differ between the encodings of one resource.
var (
	encodingToken = [encodings]string{"", "gzip", "br"}
	etagSuffix    = [encodings]string{"", "-gz", "-br"}
)

// Answer is a response held in memory in every encoding a client may ask for, with its
// headers worked out once, so serving it costs a header fill and one write: no file
// system, no compression and no formatting per request. A lazy answer compresses each
// encoding once, for the first request that asks for it.
type Answer struct {
	bodies [encodings][]byte
	etag   [encodings][]string // `"…"` per encoding, ready to go into the header map
	length [encodings][]string
	ctype  []string
	cache  []string
	lazy   *[encodings]lazyBody // the compressed encodings of a lazy answer, else nil
	// wire holds, per encoding, the status line and headers Wire made for a 200 and a 304.
	wire [encodings][2]atomic.Pointer[[]byte]
}

// lazyBody is one encoding of a lazy answer, made on first use.
type lazyBody struct {
	once   sync.Once
	body   []byte
	length []string
}

// Header values shared by every answer; a slice of capacity one, so that a later Add
// copies instead of writing into the shared array.
var (
	varyAcceptEncoding = []string{"Accept-Encoding"}
	encodingHeader     = [encodings][]string{nil, {"gzip"}, {"br"}}
)

// NewAnswer makes an answer of body with the content type and cache policy; compress adds
// the gzip and Brotli encodings (made here). Its ETag is a digest of the body.
func NewAnswer(body []byte, contentType, cacheControl string, compress bool) *Answer {
	a := &Answer{ctype: []string{contentType}, cache: []string{cacheControl}}
	a.bodies[identity] = body
	if compress {
		a.bodies[gzipped] = gzipBytes(body)
		a.bodies[brotlied] = brotliBytes(body)
	}
	a.finish(digest(body))
	return a
}

// newLazyAnswer is newAnswer with compression, which leaves the gzip and Brotli encodings
// to be made on the first request for each: an answer that is replaced often (a list under
// writes) costs no compression for clients that do not ask for it, and at most one per
// encoding for those that do.
func newLazyAnswer(body []byte, contentType, cacheControl string) *Answer {
	a := &Answer{ctype: []string{contentType}, cache: []string{cacheControl}, lazy: &[encodings]lazyBody{}}
	a.bodies[identity] = body
	a.finish(digest(body))
	return a
}

// newAnswerEncoded makes an answer from bodies already encoded (the web build's .gz and
// .br copies; nil when absent).
func newAnswerEncoded(bodies [encodings][]byte, contentType, cacheControl string) *Answer {
	a := &Answer{bodies: bodies, ctype: []string{contentType}, cache: []string{cacheControl}}
	a.finish(digest(bodies[identity]))
	return a
}

func (a *Answer) finish(tag string) {
	for e := range encodings {
		if !a.offers(e) {
			continue
		}
		a.etag[e] = []string{`"` + tag + etagSuffix[e] + `"`}
		if a.lazy == nil || e == identity {
			a.length[e] = []string{strconv.Itoa(len(a.bodies[e]))}
		}
	}
}

// offers reports whether the answer can be sent in encoding e.
func (a *Answer) offers(e encoding) bool {
	return e == identity || a.bodies[e] != nil || a.lazy != nil
}

// body answers the bytes of encoding e and their Content-Length, compressing them first
// when e is a lazy encoding not made yet.
func (a *Answer) body(e encoding) ([]byte, []string) {
	if a.lazy == nil || e == identity {
		return a.bodies[e], a.length[e]
	}
	lb := &a.lazy[e]
	lb.once.Do(func() {
		if e == gzipped {
			lb.body = gzipBytes(a.bodies[identity])
		} else {
			lb.body = brotliBytes(a.bodies[identity])
		}
		lb.length = []string{strconv.Itoa(len(lb.body))}
	})
	return lb.body, lb.length
}

// digest is a short, stable fingerprint of content for an ETag.
func digest(b []byte) string {
	sum := sha256.Sum256(b)
	return base64.RawURLEncoding.EncodeToString(sum[:12])
}

// pick answers the encoding to send for the request's Accept-Encoding.
func (a *Answer) pick(r *http.Request) encoding {
	accept := r.Header.Get("Accept-Encoding")
	if accept == "" {
		return identity
	}
	if a.offers(brotlied) && strings.Contains(accept, "br") {
		return brotlied
	}
	if a.offers(gzipped) && strings.Contains(accept, "gzip") {
		return gzipped
	}
	return identity
}

// Serve writes the answer with status; a GET or HEAD whose If-None-Match holds the
// chosen encoding's ETag gets 304 instead, when status is 200. It answers the status written.
func (a *Answer) Serve(w http.ResponseWriter, r *http.Request, status int) int {
	e, notModified := a.choose(r, status)
	h := w.Header()
	body, length := a.fill(h, e, notModified)
	if notModified {
		w.WriteHeader(http.StatusNotModified)
		return http.StatusNotModified
	}
	h["Content-Length"] = length
	w.WriteHeader(status)
	if r.Method != http.MethodHead {
		_, _ = w.Write(body)
	}
	return status
}

// choose answers the encoding Serve sends to r, and whether it answers 304 (status 200 and
// an If-None-Match holding that encoding's ETag).
func (a *Answer) choose(r *http.Request, status int) (encoding, bool) {
	e := a.pick(r)
	return e, status == http.StatusOK && etagMatches(r.Header.Get("If-None-Match"), a.etag[e][0])
}

// fill sets the answer's own headers for encoding e in h, but its Content-Length, and
// answers its body with that length (nil for a 304, which sends neither).
func (a *Answer) fill(h http.Header, e encoding, notModified bool) ([]byte, []string) {
	h["Content-Type"] = a.ctype
	h["Cache-Control"] = a.cache
	h["Vary"] = varyAcceptEncoding
	h["ETag"] = a.etag[e]
	if e != identity {
		h["Content-Encoding"] = encodingHeader[e]
	}
	if notModified {
		return nil, nil
	}
	return a.body(e)
}

// Wire is the answer to r (a GET or HEAD) for a server that writes it to the connection
// itself: the status, the status line with the header block, and the body (nil for a 304
// or a HEAD), as Serve would send them with status 200. The status line and headers are
// made by build, from the answer's own headers and status, once per encoding and status,
// and kept with the answer: build must answer the same for the same input.
func (a *Answer) Wire(r *http.Request, build func(status int, h http.Header) []byte) (int, []byte, []byte) {
	e, notModified := a.choose(r, http.StatusOK)
	status, kind := http.StatusOK, 0
	if notModified {
		status, kind = http.StatusNotModified, 1
	}
	slot := &a.wire[e][kind]
	head := slot.Load()
	body, length := a.body(e)
	if head == nil {
		h := http.Header{}
		a.fill(h, e, notModified)
		if !notModified {
			h["Content-Length"] = length
		} else {
			// What net/http leaves out of a 304 (RFC 9110: the headers of the 200 that
			// would describe a body).
			delete(h, "Content-Type")
		}
		b := build(status, h)
		head = &b
		slot.Store(head)
	}
	if notModified || r.Method == http.MethodHead {
		body = nil
	}
	return status, *head, body
}

// etagMatches reports whether an If-None-Match header names etag (weak comparison, as
// RFC 9110 asks for If-None-Match) or is "*".
func etagMatches(header, etag string) bool {
	if header == "" {
		return false
	}
	for header != "" {
		var t string
		t, header, _ = strings.Cut(header, ",")
		t = strings.TrimPrefix(strings.TrimSpace(t), "W/")
		if t == etag || t == "*" {
			return true
		}
	}
	return false
}

// The compressors are reused: a new one costs more than compressing a list of a few KB
// (gzip sets up 800 KB of state, Brotli at quality 6 with a 256 KiB window 2 MB), so a
// pooled one makes a 6 KB list's encodings in about a tenth of the time.
var (
	gzipWriters   = sync.Pool{New: func() any { zw, _ := gzip.NewWriterLevel(nil, gzip.BestCompression); return zw }}
	brotliWriters = sync.Pool{New: func() any {
		return brotli.NewWriterOptions(nil, brotli.WriterOptions{Quality: 6, LGWin: 18})
	}}
)

// gzipBytes compresses b at the best gzip level (it runs once per content change).
func gzipBytes(b []byte) []byte {
	var buf bytes.Buffer
	zw := gzipWriters.Get().(*gzip.Writer)
	zw.Reset(&buf)
	_, _ = zw.Write(b)
	_ = zw.Close()
	gzipWriters.Put(zw)
	return buf.Bytes()
}

// brotliBytes compresses b with Brotli at quality 6 and a 256 KiB window: on the 120 KB
// home page about 8 ms and 4 MB of scratch for a result 12 % smaller than gzip's, where
// quality 11 takes one to two seconds and 13 to 44 MB for 12 % less again.
func brotliBytes(b []byte) []byte {
	var buf bytes.Buffer
	bw := brotliWriters.Get().(*brotli.Writer)
	bw.Reset(&buf)
	_, _ = bw.Write(b)
	_ = bw.Close()
	brotliWriters.Put(bw)
	return buf.Bytes()
}
