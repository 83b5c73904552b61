package httpapi

import (
	"bufio"
	"context"
	"errors"
	"io"
	"net"
	"net/http"
	"net/http/httptest"
	"slices"
	"strings"
	"testing"
	"time"
)

// wireAnswer is a response as a client reads it off the connection.
type wireAnswer struct {
	status int
	header http.Header
	body   string
	close  bool // the server said it closes the connection after it
}

// sendRaw writes request as it is on a new connection to addr and reads the answers to
// the count requests it holds.
func sendRaw(t *testing.T, addr, request string, count int) []wireAnswer {
	t.Helper()
	c, err := net.Dial("tcp", addr)
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	_ = c.SetDeadline(time.Now().Add(time.Minute))
	if _, err := io.WriteString(c, request); err != nil {
		t.Fatal(err)
	}
	rd := bufio.NewReader(c)
	var out []wireAnswer
	for range count {
		req := &http.Request{Method: strings.Fields(request)[0]}
		res, err := http.ReadResponse(rd, req)
		if err != nil {
			t.Fatalf("reading answer %d to %q: %v", len(out)+1, request, err)
		}
		body, err := io.ReadAll(res.Body)
		if err != nil {
			t.Fatal(err)
		}
		res.Body.Close()
		out = append(out, wireAnswer{status: res.StatusCode, header: res.Header, body: string(body), close: res.Close})
	}
	return out
}

// sameAnswer fails t unless a and b are the same answer but for the per-request headers.
func sameAnswer(t *testing.T, what string, a, b wireAnswer) {
	t.Helper()
	if a.close != b.close {
		t.Errorf("%s: closes the connection: %v; the handler: %v", what, a.close, b.close)
	}
	if a.status != b.status || a.body != b.body {
		t.Errorf("%s: status %d, %d bytes; the handler answers %d, %d bytes", what, a.status, len(a.body), b.status, len(b.body))
	}
	for _, h := range []http.Header{a.header, b.header} {
		h.Del("Date")
		h.Del("X-Request-Id")
	}
	for k, v := range b.header {
		if !slices.Equal(a.header[k], v) {
			t.Errorf("%s: %s is %q; the handler sends %q", what, k, a.header[k], v)
		}
	}
	for k := range a.header {
		if b.header[k] == nil {
			t.Errorf("%s: sends %s, which the handler does not", what, k)
		}
	}
}

// answeredAsTheHandler sends req to s and to plain (s's handler without the fast path), and
// fails t unless both answer the same, the fast path answering it when fast and not otherwise.
func answeredAsTheHandler(t *testing.T, s *testSite, plain *httptest.Server, req string, fast bool) {
	t.Helper()
	before := s.fastServed()
	got := sendRaw(t, s.srv.Listener.Addr().String(), req, 1)[0]
	if answered := s.fastServed() != before; answered != fast {
		t.Errorf("%q answered by the fast path: %v, want %v", req, answered, fast)
	}
	want := sendRaw(t, plain.Listener.Addr().String(), req, 1)[0]
	sameAnswer(t, strings.SplitN(req, "\r\n", 2)[0], got, want)
}

// fastServed is how many answers the site's fast path has written.
func (s *testSite) fastServed() int64 { return s.srv.Listener.(*FastListener).answered.Load() }

func TestFastPathAnswersPagesAsTheHandlerDoes(t *testing.T) {
	t.Parallel()
	s := newSite(t, nil)
	plain := httptest.NewServer(s.srv.Config.Handler) // the same handler, without the fast path
	t.Cleanup(plain.Close)
	addr := s.srv.Listener.Addr().String()
	for _, p := range []string{"/", "/team", "/de", "/qrsadmin"} {
		expectStatus(t, s.do("GET", p, "", nil), http.StatusOK) // rendered, and current
	}
	brTag := sendRaw(t, addr, "GET / HTTP/1.1\r\nHost: localhost\r\nAccept-Encoding: br\r\n\r\n", 1)[0].header.Get("ETag")
	requests := []string{
		"GET / HTTP/1.1\r\nHost: localhost\r\n\r\n",
		"GET / HTTP/1.1\r\nHost: localhost\r\nAccept-Encoding: gzip, deflate\r\n\r\n",
		"GET / HTTP/1.1\r\nHost: localhost\r\nAccept-Encoding: gzip, deflate, br, zstd\r\n\r\n",
		"HEAD / HTTP/1.1\r\nHost: localhost\r\nAccept-Encoding: br\r\n\r\n",
		"GET / HTTP/1.1\r\nHost: localhost\r\nAccept-Encoding: br\r\nIf-None-Match: " + brTag + "\r\n\r\n",
		"GET / HTTP/1.1\r\nHost: localhost\r\nIf-None-Match: " + brTag + "\r\n\r\n", // another encoding's tag
		"GET /?utm_source=newsletter HTTP/1.1\r\nHost: localhost\r\nAccept-Encoding: br\r\n\r\n",
		"GET /team HTTP/1.1\r\nHost: localhost\r\nAccept-Encoding: gzip\r\n\r\n",
		"GET /de HTTP/1.1\r\nHost: localhost\r\nAccept-Encoding: br\r\n\r\n",
		"GET /qrsadmin HTTP/1.1\r\nHost: localhost\r\n\r\n",
		"GET / HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n",
	}
	for _, req := range requests {
		answeredAsTheHandler(t, s, plain, req, true)
	}
	if got := sendRaw(t, addr, requests[4], 1)[0].status; got != http.StatusNotModified {
		t.Errorf("a GET with the page's ETag got %d, want 304", got)
	}
	if !sendRaw(t, addr, requests[10], 1)[0].close {
		t.Errorf("a request with Connection: close was not told the connection closes")
	}
	// The request log has the fast path's answer, with its id, written just after it.
	id := sendRaw(t, addr, "GET /team HTTP/1.1\r\nHost: localhost\r\n\r\n", 1)[0].header.Get("X-Request-Id")
	line := "id=" + id + " method=GET path=/team status=200"
	for deadline := time.Now().Add(time.Minute); !strings.Contains(s.logs(), line) && time.Now().Before(deadline); {
		time.Sleep(10 * time.Millisecond)
	}
	if !strings.Contains(s.logs(), line) {
		t.Errorf("the request log has no %q:\n%s", line, s.logs())
	}
}

func TestFastPathHandsTheConnectionOverForOtherRequests(t *testing.T) {
	t.Parallel()
	s := newSite(t, nil)
	expectStatus(t, s.do("GET", "/", "", nil), http.StatusOK)
	// Three requests sent at once on one connection: a page, a route of its own, a page.
	answers := sendRaw(t, s.srv.Listener.Addr().String(),
		"GET / HTTP/1.1\r\nHost: localhost\r\n\r\n"+
			"GET /robots.txt HTTP/1.1\r\nHost: localhost\r\n\r\n"+
			"GET / HTTP/1.1\r\nHost: localhost\r\n\r\n", 3)
	if answers[0].status != 200 || !strings.Contains(answers[0].body, "<html") {
		t.Errorf("first answer: %d %.80q", answers[0].status, answers[0].body)
	}
	if answers[1].status != 200 || !strings.Contains(answers[1].body, "Sitemap:") {
		t.Errorf("second answer, /robots.txt: %d %.80q", answers[1].status, answers[1].body)
	}
	if answers[2].status != 200 || answers[2].body != answers[0].body {
		t.Errorf("third answer: %d, %d bytes (the first had %d)", answers[2].status, len(answers[2].body), len(answers[0].body))
	}
}

// Requests the fast path does not fully understand are net/http's: each gets the answer
// the handler's own server gives, whatever it is.
func TestFastPathLeavesOddRequestsToTheHTTPServer(t *testing.T) {
	t.Parallel()
	s := newSite(t, nil)
	plain := httptest.NewUnstartedServer(s.srv.Config.Handler)
	plain.Config = httpServer(s.srv.Config.Handler, s.deps.log)
	plain.Start()
	t.Cleanup(plain.Close)
	for _, p := range []string{"/", "/team"} {
		expectStatus(t, s.do("GET", p, "", nil), http.StatusOK)
	}
	odd := []string{
		"GET / HTTP/1.1\r\nHost: localhost\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n",
		"GET / HTTP/1.1\r\nHost: localhost\r\nContent-Length: 5\r\n\r\nhello",
		"GET / HTTP/1.1\r\nHost: localhost\r\nContent-Length: 0\r\nContent-Length: 5\r\n\r\n",
		"GET / HTTP/1.1\nHost: localhost\n\n",
		"GET / HTTP/1.1\r\nHost: localhost\n\r\n",
		"GET / HTTP/1.1\r\n\r\n",
		"GET / HTTP/1.1\r\nHost: localhost\r\nHost: example.com\r\n\r\n",
		"GET / HTTP/1.1\r\nHost: local host\r\n\r\n",
		"GET http://example.com/ HTTP/1.1\r\nHost: localhost\r\n\r\n",
		"GET / HTTP/1.0\r\nHost: localhost\r\n\r\n",
		"GET / HTTP/2.0\r\nHost: localhost\r\n\r\n",
		"GET /%74eam HTTP/1.1\r\nHost: localhost\r\n\r\n",
		"GET //team HTTP/1.1\r\nHost: localhost\r\n\r\n",
		"GET /team/ HTTP/1.1\r\nHost: localhost\r\n\r\n",
		"GET /team/../team HTTP/1.1\r\nHost: localhost\r\n\r\n",
		"GET /login HTTP/1.1\r\nHost: localhost\r\n\r\n",
		"GET /api/content/home HTTP/1.1\r\nHost: localhost\r\n\r\n",
		"GET / HTTP/1.1\r\nHost: localhost\r\nX-Long: " + strings.Repeat("a", 3*fastBuffer) + "\r\n\r\n",
		"GET / HTTP/1.1\r\nHost: localhost\r\nX-Folded: a\r\n b\r\n\r\n",
		"GET / HTTP/1.1\r\nHost: localhost\r\nBad Name: a\r\n\r\n",
		"GET / HTTP/1.1\r\nHost: localhost\r\nX-Ctl: a\x01b\r\n\r\n",
		"GET / HTTP/1.1\r\nHost: localhost\r\nExpect: 100-continue\r\n\r\n",
		"POST / HTTP/1.1\r\nHost: localhost\r\nContent-Length: 0\r\n\r\n",
		"DELETE /team HTTP/1.1\r\nHost: localhost\r\n\r\n",
		"OPTIONS * HTTP/1.1\r\nHost: localhost\r\n\r\n",
		"PRI * HTTP/2.0\r\n\r\nSM\r\n\r\n",
	}
	for _, req := range odd {
		answeredAsTheHandler(t, s, plain, req, false)
	}
}

// serveFast serves s's handler through a fast path of its own, on a new listener, with the
// real server's settings (change adjusts them); served has Serve's answer once it returns.
func serveFast(t *testing.T, s *testSite, change func(*http.Server)) (*http.Server, *FastListener, <-chan error) {
	t.Helper()
	srv := httpServer(s.srv.Config.Handler, s.deps.log)
	if change != nil {
		change(srv)
	}
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	fast := s.deps.listen(ln, srv)
	served := make(chan error, 1)
	go func() { served <- srv.Serve(fast) }()
	return srv, fast, served
}

func TestFastPathClosesAConnectionWhoseHeadStalls(t *testing.T) {
	t.Parallel()
	s := newSite(t, nil)
	srv, fast, served := serveFast(t, s, func(srv *http.Server) { srv.ReadHeaderTimeout = 300 * time.Millisecond })
	t.Cleanup(func() { _ = srv.Close(); <-served })
	c, err := net.Dial("tcp", fast.Addr().String())
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	if _, err := io.WriteString(c, "GET / HTTP/1.1\r\nHost: localhost\r\n"); err != nil {
		t.Fatal(err)
	}
	// The server closes it; the client's own deadline only ends the test if it never does.
	_ = c.SetReadDeadline(time.Now().Add(time.Minute))
	n, err := c.Read(make([]byte, 512))
	if n != 0 || !errors.Is(err, io.EOF) {
		t.Errorf("a request head never finished: read %d bytes, %v; want the connection closed", n, err)
	}
}

func TestFastPathEndsItsConnectionsAtShutdown(t *testing.T) {
	t.Parallel()
	s := newSite(t, nil)
	expectStatus(t, s.do("GET", "/", "", nil), http.StatusOK)
	srv, fast, served := serveFast(t, s, nil)
	c, err := net.Dial("tcp", fast.Addr().String())
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	rd := bufio.NewReader(c)
	if _, err := io.WriteString(c, "GET / HTTP/1.1\r\nHost: localhost\r\n\r\n"); err != nil {
		t.Fatal(err)
	}
	res, err := http.ReadResponse(rd, nil)
	if err != nil {
		t.Fatal(err)
	}
	_, _ = io.Copy(io.Discard, res.Body)
	if fast.answered.Load() != 1 {
		t.Fatalf("the page was not answered by the fast path")
	}
	// The connection now waits for its next request: shutting down closes it.
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	if err := srv.Shutdown(ctx); err != nil {
		t.Fatal(err)
	}
	if err := fast.Wait(ctx); err != nil {
		t.Fatalf("the fast path still held connections: %v", err)
	}
	if err := <-served; !errors.Is(err, http.ErrServerClosed) {
		t.Errorf("Serve ended with %v", err)
	}
	_ = c.SetReadDeadline(time.Now().Add(time.Minute))
	if n, err := rd.Read(make([]byte, 1)); n != 0 || !errors.Is(err, io.EOF) {
		t.Errorf("after shutdown the idle connection read %d bytes, %v; want it closed", n, err)
	}
	if _, err := net.Dial("tcp", fast.Addr().String()); err == nil {
		t.Errorf("the listener still takes connections after shutdown")
	}
}
