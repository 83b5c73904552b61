package httpapi

import (
	"bytes"
	"errors"
	"io"
	"log/slog"
	"net"
	"net/http"
	"strconv"
	"time"

	"github.com/qrs-site/qrs/internal/site"
)

// Request bodies are bounded in size and in time, route by route, before a handler sees
// them. A route's limit is the largest body it has a use for; a declared Content-Length
// over it is refused (413) before a byte of the body is read. A body is read whole, under
// its limit, within bodyTime, so no handler waits on a slow client; an upload streams to the
// handler instead, and must keep up a minimum average rate. The bodies anyone may send (the
// public routes) are read a bounded number at a time: past that, 503 at once, so slow
// anonymous clients cannot hold the server's memory; staff routes read theirs after the
// sign-in check, so only signed-in staff reach them.

const (
	// headerTime is how long a client has to send a request's line and headers.
	headerTime = 10 * time.Second

	// bodyTime is how long a client has to send a whole body other than an upload. The
	// largest, a content document of up to 1 MB, takes 8 s over a 1 Mbit/s line; a
	// contact message or a sign-in, a few kilobytes, under a second on the slowest mobile
	// line. 15 s covers the one with room to spare, and bounds what slow senders hold.
	bodyTime = 15 * time.Second

	// uploadGrace and uploadRate are an upload's minimum pace: it may take uploadGrace, plus
	// one second for each uploadRate bytes it has sent (16 kB/s, a slow mobile uplink).
	uploadGrace = 15 * time.Second
	uploadRate  = 16 << 10

	// publicBody is the largest body of a public route by default: a contact message of
	// 5,000 characters escaped as JSON, a sign-in, a two-factor code.
	publicBody = 64 << 10

	// staffBody is the largest JSON body of a staff route by default.
	staffBody = maxJSONBody

	// publicBodiesAtOnce is how many bodies of public routes are read at a time.
	publicBodiesAtOnce = 32
)

// sized is a route's handler with the largest body it reads; streamed, the handler reads
// the body itself (an upload), at no less than the minimum rate.
type sized struct {
	http.Handler
	max      int64
	streamed bool
}

// bodyUpTo declares that h reads a body of at most max bytes.
func bodyUpTo(max int64, h http.Handler) http.Handler { return sized{Handler: h, max: max} }

// streamedUpTo declares that h streams a body (an upload) of at most max bytes.
func streamedUpTo(max int64, h http.Handler) http.Handler {
	return sized{Handler: h, max: max, streamed: true}
}

// bodyGate reads the bodies of one site's routes: it keeps the slots of public bodies.
type bodyGate struct {
	public chan struct{}
	log    *slog.Logger
}

func newBodyGate(log *slog.Logger) *bodyGate {
	return &bodyGate{public: make(chan struct{}, publicBodiesAtOnce), log: log}
}

// route wraps the handler of a route of the given access with its body's bounds.
func (g *bodyGate) route(acc access, h http.Handler) http.Handler {
	limit, streamed := int64(staffBody), false
	if acc == public {
		limit = publicBody
	}
	if s, ok := h.(sized); ok {
		limit, streamed, h = s.max, s.streamed, s.Handler
	}
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		rc := http.NewResponseController(w)
		if r.ContentLength == 0 || r.Body == nil || r.Body == http.NoBody {
			endReadDeadline(rc)
			h.ServeHTTP(w, r)
			return
		}
		if r.ContentLength > limit {
			refuseBody(w, http.StatusRequestEntityTooLarge, "Request body too large")
			return
		}
		if streamed {
			r.Body = &pacedBody{ReadCloser: r.Body, rc: rc, start: time.Now()}
			h.ServeHTTP(w, r)
			return
		}
		if acc == public {
			select {
			case g.public <- struct{}{}:
			default:
				w.Header().Set("Retry-After", strconv.Itoa(site.BusyRetrySeconds))
				refuseBody(w, http.StatusServiceUnavailable, "The server is busy; please try again in a moment")
				return
			}
		}
		body, err := g.read(w, r, rc, limit)
		if acc == public {
			<-g.public
		}
		if err != nil {
			var maxErr *http.MaxBytesError
			var netErr net.Error
			switch {
			case errors.As(err, &maxErr):
				refuseBody(w, http.StatusRequestEntityTooLarge, "Request body too large")
			case errors.As(err, &netErr) && netErr.Timeout():
				refuseBody(w, http.StatusRequestTimeout, "The request body did not arrive in time")
			default:
				refuseBody(w, http.StatusBadRequest, "Could not read the request body")
			}
			return
		}
		r.Body = io.NopCloser(bytes.NewReader(body))
		r.ContentLength = int64(len(body))
		endReadDeadline(rc)
		h.ServeHTTP(w, r)
	})
}

// read reads r's body whole, at most limit bytes, within bodyTime.
func (g *bodyGate) read(w http.ResponseWriter, r *http.Request, rc *http.ResponseController, limit int64) ([]byte, error) {
	_ = rc.SetReadDeadline(time.Now().Add(bodyTime)) // a writer without deadlines (a test's recorder) keeps none
	size := r.ContentLength
	if size < 0 || size > limit {
		size = 512
	}
	buf := bytes.NewBuffer(make([]byte, 0, size+1))
	_, err := buf.ReadFrom(http.MaxBytesReader(w, r.Body, limit))
	return buf.Bytes(), err
}

// refuseBody answers a request whose body is not read, and closes its connection at once
// instead of reading on: nothing more of that body is ever read.
func refuseBody(w http.ResponseWriter, status int, msg string) {
	w.Header().Set("Connection", "close")
	encode(w, status, envelope{Message: msg})
	_ = http.NewResponseController(w).Flush()
	_ = http.NewResponseController(w).SetReadDeadline(time.Now())
}

// pacedBody is an upload's body: before each read, its deadline moves to what the minimum
// pace allows for the bytes sent so far, so a client that keeps sending is never cut off and
// one that falls below the pace is.
type pacedBody struct {
	io.ReadCloser
	rc    *http.ResponseController
	start time.Time
	read  int64
}

func (p *pacedBody) Read(b []byte) (int, error) {
	allowed := uploadGrace + time.Duration(p.read)*time.Second/uploadRate
	_ = p.rc.SetReadDeadline(p.start.Add(allowed))
	n, err := p.ReadCloser.Read(b)
	p.read += int64(n)
	if err == io.EOF {
		endReadDeadline(p.rc) // the whole upload is in: the work on it is not the client's pace
	}
	return n, err
}

// endReadDeadline lifts the read deadline once a request's body is read: the server then
// reads only to notice a client that leaves, which must not end a long answer (a download,
// a page waited for) as if the client had.
func endReadDeadline(rc *http.ResponseController) {
	_ = rc.SetReadDeadline(time.Time{})
}

// deadlines gives every request bodyTime to send its body (a route may take more or less),
// and lets the server's header timeout bound the request line and headers.
func deadlines(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		_ = http.NewResponseController(w).SetReadDeadline(time.Now().Add(bodyTime))
		next.ServeHTTP(w, r)
	})
}

// HTTPServer answers the site's requests as the server of a listener: headers within
// headerTime, each body within its route's bounds, answers written within five minutes
// (file downloads move their own deadline while the client reads).
func (s *Server) HTTPServer() *http.Server { return httpServer(s, s.d.log) }

func httpServer(h http.Handler, log *slog.Logger) *http.Server {
	return &http.Server{
		Handler:           h,
		ReadHeaderTimeout: headerTime,
		MaxHeaderBytes:    64 << 10, // a request line and headers of a real browser fit many times over
		WriteTimeout:      5 * time.Minute,
		IdleTimeout:       2 * time.Minute,
		ErrorLog:          slog.NewLogLogger(log.Handler(), slog.LevelWarn),
	}
}
