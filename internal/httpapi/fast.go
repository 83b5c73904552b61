package httpapi

import (
	"bufio"
	"bytes"
	"context"
	"errors"
	"maps"
	"net"
	"net/http"
	"net/netip"
	"net/textproto"
	"net/url"
	"path"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"golang.org/x/net/http/httpguts"
)

// The pages' fast path. A public page whose last render is current is a few kilobytes in
// memory with its headers known in advance; net/http spends more on the request around it
// (a context and a background read per request, the header map copied and sorted, the
// headers and the body in two writes) than on the answer. So the server reads each
// connection's requests itself first: a GET or HEAD of such a page, over HTTP/1.1, with no
// body, is answered here with the headers made once and the body in one write, with the
// same security headers, request log line and visit counting as the handler. Anything else
// (another path, a page to render again, any request it does not fully understand) hands
// the connection, with every byte read so far, to the http.Server, which answers that
// request and the connection's later ones as it always did.
//
// The request is parsed by a strict parser of its own (fastConn.parse), which reads only the
// plain requests browsers send and fills them as net/http would; the checks the http.Server
// makes after parsing (one valid Host, valid header names and values) are made there too,
// and any request it does not take is handed over, for the http.Server to parse, answer or
// refuse. The same limits hold: the headers within headerTime, an idle
// connection closed after the server's idle timeout, the answer written within its write
// timeout; a head larger than the fast path's buffer goes to the http.Server, with its
// own larger limit.

// fastBuffer is the fast path's read buffer per connection: a browser's request head fits
// several times over; a larger one is handed over.
const fastBuffer = 8 << 10

// FastListener answers the fast path's requests on the connections of ln itself and
// passes every other connection on through Accept, for srv to serve. Close (called by
// srv.Shutdown) stops it taking requests; Wait waits for the connections it still holds.
type FastListener struct {
	net.Listener
	d       *deps
	srv     *http.Server
	handoff chan net.Conn
	closed  chan struct{}
	once    sync.Once
	// answered counts the answers written by the fast path.
	answered atomic.Int64
	// routed holds, for each page path asked for with GET, whether the route table gives it
	// to the pages (pagesPattern): the table is fixed once the server is made, and only the
	// paths of current pages are kept, a few dozen. Copied on write; reads take no lock.
	routed   atomic.Pointer[map[string]bool]
	routedMu sync.Mutex

	mu        sync.Mutex
	closing   bool
	idle      map[net.Conn]bool // the connections the fast path holds: true while waiting for a request
	done      sync.WaitGroup
	acceptErr error
}

// Listen answers a listener for srv (the server of HTTPServer) to serve: it answers the
// pages' fast path on ln's connections, and hands srv the rest.
func (s *Server) Listen(ln net.Listener, srv *http.Server) *FastListener { return s.d.listen(ln, srv) }

func (d *deps) listen(ln net.Listener, srv *http.Server) *FastListener {
	l := &FastListener{Listener: ln, d: d, srv: srv, handoff: make(chan net.Conn), closed: make(chan struct{}),
		idle: map[net.Conn]bool{}}
	go l.acceptLoop()
	return l
}

// acceptLoop takes each new connection to the fast path, until ln is closed.
func (l *FastListener) acceptLoop() {
	var delay time.Duration
	for {
		c, err := l.Listener.Accept()
		if err != nil {
			var ne net.Error
			if errors.As(err, &ne) && ne.Timeout() {
				// Out of file descriptors and the like: wait, as http.Server does.
				delay = min(max(2*delay, 5*time.Millisecond), time.Second)
				time.Sleep(delay)
				continue
			}
			l.mu.Lock()
			l.acceptErr = err
			l.mu.Unlock()
			l.Close()
			return
		}
		delay = 0
		l.mu.Lock()
		if l.closing {
			l.mu.Unlock()
			c.Close()
			continue
		}
		l.idle[c] = false
		l.done.Add(1)
		l.mu.Unlock()
		go l.serve(c)
	}
}

// Accept answers the next connection the fast path hands over.
func (l *FastListener) Accept() (net.Conn, error) {
	select {
	case c := <-l.handoff:
		return c, nil
	case <-l.closed:
		l.mu.Lock()
		err := l.acceptErr
		l.mu.Unlock()
		if err == nil {
			err = net.ErrClosed
		}
		return nil, err
	}
}

// Close stops taking connections and requests: the connections waiting for a request
// close, the others once their answer is written.
func (l *FastListener) Close() error {
	var err error
	l.once.Do(func() {
		err = l.Listener.Close()
		l.mu.Lock()
		l.closing = true
		for c, idle := range l.idle {
			if idle {
				_ = c.SetReadDeadline(time.Now()) // wakes its read; the loop sees closing
			}
		}
		l.mu.Unlock()
		close(l.closed)
	})
	return err
}

// Wait waits until the fast path holds no connection, or ctx ends.
func (l *FastListener) Wait(ctx context.Context) error {
	done := make(chan struct{})
	go func() { l.done.Wait(); close(done) }()
	select {
	case <-done:
		return nil
	case <-ctx.Done():
		return ctx.Err()
	}
}

// setIdle marks c waiting for a request (or not); it answers false when the listener is
// closing, and c should close.
func (l *FastListener) setIdle(c net.Conn, idle bool) bool {
	l.mu.Lock()
	defer l.mu.Unlock()
	l.idle[c] = idle
	return !l.closing
}

// release forgets c, which the fast path closed or handed over.
func (l *FastListener) release(c net.Conn) {
	l.mu.Lock()
	delete(l.idle, c)
	l.mu.Unlock()
	l.done.Done()
}

// pass hands c over to the http.Server with the bytes read from it but not answered.
func (l *FastListener) pass(c net.Conn, rd *bufio.Reader) {
	var rest []byte
	if n := rd.Buffered(); n > 0 {
		b, _ := rd.Peek(n)
		rest = bytes.Clone(b)
	}
	_ = c.SetReadDeadline(time.Time{})
	hc := handedConn(c, rest)
	l.release(c)
	select {
	case l.handoff <- hc:
	case <-l.closed:
		c.Close()
	}
}

// serve answers c's requests while they are the fast path's, then hands c over.
func (l *FastListener) serve(c net.Conn) {
	rd := bufio.NewReaderSize(c, fastBuffer)
	fc := &fastConn{remote: c.RemoteAddr().String()}
	fc.peer, fc.peerOK = parseForwardedAddr(fc.remote)
	first := true
	for {
		if !first {
			if !l.setIdle(c, true) {
				break
			}
			// Between requests the connection may idle for the server's idle timeout.
			now := time.Now()
			fc.readDeadline(c, now, now.Add(l.srv.IdleTimeout))
			if _, err := rd.Peek(1); err != nil {
				break
			}
			if !l.setIdle(c, false) {
				break
			}
		}
		first = false
		head, found := readHead(rd, c, fc, l.srv.ReadHeaderTimeout)
		if found == headFailed {
			break
		}
		if found == headElse {
			l.pass(c, rd)
			return
		}
		req, ok := fc.parse(head)
		if !ok {
			l.pass(c, rd)
			return
		}
		req.RemoteAddr = fc.remote
		keep, answered := l.answer(c, fc, req)
		if !answered {
			l.pass(c, rd)
			return
		}
		_, _ = rd.Discard(len(head))
		if !keep {
			break
		}
	}
	c.Close()
	l.release(c)
}

// headRead is what readHead found.
type headRead int

const (
	headComplete headRead = iota // a head, for the fast path to parse
	headElse                     // bytes the http.Server should read (too long, bare LFs)
	headFailed                   // the connection ended or its time ran out
)

// readHead answers the head of the next request in rd (the request line and headers, up
// to the empty line ending them), without taking it from rd. A head that does not fit in
// the buffer, whose lines do not all end in CRLF, or with a header folded over lines, is
// the http.Server's (net/http reads bare LFs and unfolds headers).
//
// The rest of the head must come within headerTime of its first byte (the read deadline of
// c is set once a head is not all there).
func readHead(rd *bufio.Reader, c net.Conn, fc *fastConn, headerTime time.Duration) ([]byte, headRead) {
	timed := false
	for {
		b, _ := rd.Peek(rd.Buffered())
		end := bytes.Index(b, []byte("\n\r\n"))
		if bare := bytes.Index(b, []byte("\n\n")); bare >= 0 && (end < 0 || bare < end) {
			return nil, headElse
		}
		if end >= 0 {
			head := b[:end+3]
			if bytes.Count(head, []byte("\n")) != bytes.Count(head, []byte("\r\n")) ||
				bytes.Contains(head, []byte("\n ")) || bytes.Contains(head, []byte("\n\t")) {
				return nil, headElse // bare LFs, or a header folded over lines
			}
			return head, headComplete
		}
		if len(b) == rd.Size() {
			return nil, headElse
		}
		if !timed {
			now := time.Now()
			fc.readDeadline(c, now, now.Add(headerTime))
			timed = true
		}
		if _, err := rd.Peek(len(b) + 1); err != nil {
			return nil, headFailed
		}
	}
}

// fastConn is what the fast path keeps for one connection: its address, read once, and the
// request each of its requests is read into in turn (nothing holds a request past its
// answer, so its struct, URL, header map and values are used again).
type fastConn struct {
	remote string
	peer   netip.Addr // remote, parsed; peerOK when it parsed
	peerOK bool
	req    http.Request
	url    url.URL
	header http.Header
	values [24]string // the header values of a request, one each, for the header's slices
	// readBy and writeBy are the deadlines last set on the connection (Unix nanoseconds, 0
	// for none).
	readBy, writeBy int64
}

// deadlineSlack is how much earlier than asked a deadline set before may fall and be kept:
// setting one costs more than the rest of answering a 304, and a connection's requests come
// a few milliseconds apart, each asking for a deadline a few milliseconds later. A deadline
// kept leaves at least seven eighths of the time asked for, however short.
const deadlineSlack = time.Second

// readDeadline sets the connection's read deadline to t, asked for at now, unless the one set
// before may stand (keepDeadline).
func (fc *fastConn) readDeadline(c net.Conn, now, t time.Time) {
	if keepDeadline(fc.readBy, now, t) {
		return
	}
	fc.readBy = t.UnixNano()
	_ = c.SetReadDeadline(t)
}

// writeDeadline is readDeadline for the write deadline.
func (fc *fastConn) writeDeadline(c net.Conn, now, t time.Time) {
	if keepDeadline(fc.writeBy, now, t) {
		return
	}
	fc.writeBy = t.UnixNano()
	_ = c.SetWriteDeadline(t)
}

// keepDeadline reports whether a deadline set before at by (Unix nanoseconds, 0 for none) may
// stand for t, asked for at now: it is no later than t, and earlier by less than
// deadlineSlack and than an eighth of the time asked for.
func keepDeadline(by int64, now, t time.Time) bool {
	n := t.UnixNano()
	return by != 0 && n >= by && n-by < min(int64(deadlineSlack), (n-now.UnixNano())/8)
}

// parse reads head into the connection's request, and answers it when the fast path may
// answer it: a GET or HEAD over HTTP/1.1 of a clean origin-form path, with no body, one
// valid Host, and header names and values of plain ASCII. It reads a strict part of what net/http reads,
// and fills the request as http.ReadRequest would (the Host header taken out into
// req.Host, Pragma: no-cache read as Cache-Control, Connection: close as req.Close); any
// head outside that part, however valid, is the http.Server's, which parses it itself.
// TestTheFastParserReadsOnlyWhatNetHTTPReadsTheSame holds it to http.ReadRequest. The
// request answered is the connection's own, read into again by the next parse.
func (fc *fastConn) parse(head []byte) (*http.Request, bool) {
	s := string(head) // one copy: the request's strings are parts of it
	eol := strings.Index(s, "\r\n")
	if eol < 0 {
		return nil, false
	}
	line := s[:eol]
	var method string
	switch {
	case strings.HasPrefix(line, "GET "):
		method = http.MethodGet
	case strings.HasPrefix(line, "HEAD "):
		method = http.MethodHead
	default:
		return nil, false
	}
	uri, proto, ok := strings.Cut(line[len(method)+1:], " ")
	if !ok || proto != "HTTP/1.1" {
		return nil, false
	}
	p, query, hasQuery := strings.Cut(uri, "?")
	if p == "" || p[0] != '/' || p != path.Clean(p) || !pathBytes(p) || (hasQuery && (query == "" || !queryBytes(query))) {
		return nil, false
	}
	if fc.header == nil {
		fc.header = make(http.Header, 16)
	}
	h := fc.header
	clear(h)
	values := fc.values[:0]
	host, hosts := "", 0
	for rest := s[eol+2:]; rest != "\r\n"; {
		eol := strings.Index(rest, "\r\n")
		if eol <= 0 {
			return nil, false
		}
		name, value, ok := strings.Cut(rest[:eol], ":")
		rest = rest[eol+2:]
		if !ok || !httpguts.ValidHeaderFieldName(name) {
			return nil, false
		}
		value = strings.Trim(value, " \t")
		if !valueBytes(value) {
			return nil, false
		}
		key := textproto.CanonicalMIMEHeaderKey(name)
		switch key {
		case "Host":
			host, hosts = value, hosts+1
			continue
		case "Content-Length", "Transfer-Encoding", "Expect", "Upgrade", "Trailer":
			return nil, false
		}
		if vv := h[key]; vv != nil || len(values) == cap(values) {
			h[key] = append(vv, value)
		} else {
			values = append(values, value)
			h[key] = values[len(values)-1 : len(values) : len(values)]
		}
	}
	if hosts != 1 || host == "" || !httpguts.ValidHostHeader(host) {
		return nil, false
	}
	if pragma := h["Pragma"]; len(pragma) > 0 && pragma[0] == "no-cache" && h["Cache-Control"] == nil {
		h["Cache-Control"] = []string{"no-cache"}
	}
	fc.url = url.URL{Path: p, RawQuery: query}
	fc.req = http.Request{
		Method: method, URL: &fc.url, Proto: proto, ProtoMajor: 1, ProtoMinor: 1,
		Header: h, Body: http.NoBody, Host: host, RequestURI: uri,
		Close: httpguts.HeaderValuesContainsToken(h["Connection"], "close"),
	}
	return &fc.req, true
}

// pathBytes reports whether p has only the bytes a path keeps unescaped (letters, digits,
// "-._~" and "$&+,/:;=@"): net/url keeps no raw form of such a path, and the site looks it
// up as sent.
func pathBytes(p string) bool {
	for i := 0; i < len(p); i++ {
		if c := p[i]; !('a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' || '0' <= c && c <= '9' || strings.IndexByte("-._~$&+,/:;=@", c) >= 0) {
			return false
		}
	}
	return true
}

// queryBytes reports whether q has only visible ASCII, no escapes and no fragment.
func queryBytes(q string) bool {
	for i := 0; i < len(q); i++ {
		if c := q[i]; c <= ' ' || c >= 0x7f || c == '%' || c == '#' {
			return false
		}
	}
	return true
}

// valueBytes reports whether a header value has only visible ASCII, spaces and tabs.
func valueBytes(v string) bool {
	for i := 0; i < len(v); i++ {
		if c := v[i]; (c < ' ' && c != '\t') || c >= 0x7f {
			return false
		}
	}
	return true
}

// answer answers req on c when it is a page whose answer is current, and says whether
// it answered and whether the connection stays open for the next request.
func (l *FastListener) answer(c net.Conn, fc *fastConn, req *http.Request) (keep, answered bool) {
	d := l.d
	p := req.URL.Path
	a, visit := d.site.CurrentPage(p)
	if a == nil || !l.toPages(req) {
		return false, false // not a current page, or a route of its own
	}
	start := time.Now()
	id := d.ids.id()
	status, head, body := a.Wire(req, d.wireHead)
	keep = !req.Close
	var line [128]byte
	extra := append(line[:0], "Date: "...)
	extra = append(extra, httpDate(start)...)
	extra = append(extra, "\r\nX-Request-Id: "...)
	extra = append(extra, id...)
	extra = append(extra, "\r\n"...)
	if !keep {
		extra = append(extra, "Connection: close\r\n"...)
	}
	extra = append(extra, "\r\n"...)
	if l.srv.WriteTimeout > 0 {
		fc.writeDeadline(c, start, start.Add(l.srv.WriteTimeout))
	}
	l.answered.Add(1) // before the client can read it
	bufs := net.Buffers{head, extra, body}
	_, err := bufs.WriteTo(c)
	if err != nil {
		keep = false
	}
	if d.insights != nil && visit.Page {
		client, _ := d.proxies.clientOf(fc.peer, fc.peerOK, req)
		d.insights.PageView(req, client, p)
	}
	logRequest(d.log, req, id, status, int64(len(body)), start)
	return keep, true
}

// toPages reports whether the route table gives req, a request of a current page's path,
// to the pages: asked of the table the first time for a GET of a path, then remembered.
func (l *FastListener) toPages(req *http.Request) bool {
	if req.Method != http.MethodGet {
		_, pattern := l.d.mux.Handler(req)
		return pattern == pagesPattern
	}
	p := req.URL.Path
	if m := l.routed.Load(); m != nil {
		if pages, ok := (*m)[p]; ok {
			return pages
		}
	}
	_, pattern := l.d.mux.Handler(req)
	pages := pattern == pagesPattern
	l.routedMu.Lock()
	defer l.routedMu.Unlock()
	next := map[string]bool{}
	if m := l.routed.Load(); m != nil {
		maps.Copy(next, *m)
	}
	next[strings.Clone(p)] = pages // not a part of the request's head, kept for good
	l.routed.Store(&next)
	return pages
}

// wireHead makes the status line and headers of a page's answer for the fast path: the
// answer's own headers h and the security headers every answer carries, ending before the
// per-request Date and X-Request-Id.
func (d *deps) wireHead(status int, h http.Header) []byte {
	all := d.fixed.Clone()
	for k, v := range h {
		all[k] = v
	}
	var b bytes.Buffer
	b.WriteString("HTTP/1.1 ")
	b.WriteString(strconv.Itoa(status))
	b.WriteByte(' ')
	b.WriteString(http.StatusText(status))
	b.WriteString("\r\n")
	_ = all.Write(&b)
	// all.Write ends each header with CRLF; the caller adds Date, X-Request-Id and the
	// empty line.
	return b.Bytes()
}

// httpDate answers t in the Date header's format, made once a second.
func httpDate(t time.Time) string {
	sec := t.Unix()
	if d := lastDate.Load(); d != nil && d.sec == sec {
		return d.text
	}
	d := &dateText{sec: sec, text: t.UTC().Format(http.TimeFormat)}
	lastDate.Store(d)
	return d.text
}

type dateText struct {
	sec  int64
	text string
}

var lastDate atomic.Pointer[dateText]

// handedConn answers c reading rest first: the bytes the fast path read but did not
// answer. A TCP connection keeps its ReadFrom, which lets net/http send files with
// sendfile.
func handedConn(c net.Conn, rest []byte) net.Conn {
	if tc, ok := c.(*net.TCPConn); ok {
		return &handedTCPConn{TCPConn: tc, rest: rest}
	}
	return &handedOtherConn{Conn: c, rest: rest}
}

type handedTCPConn struct {
	*net.TCPConn
	rest []byte
}

func (h *handedTCPConn) Read(p []byte) (int, error) {
	if len(h.rest) > 0 {
		n := copy(p, h.rest)
		h.rest = h.rest[n:]
		return n, nil
	}
	return h.TCPConn.Read(p)
}

type handedOtherConn struct {
	net.Conn
	rest []byte
}

func (h *handedOtherConn) Read(p []byte) (int, error) {
	if len(h.rest) > 0 {
		n := copy(p, h.rest)
		h.rest = h.rest[n:]
		return n, nil
	}
	return h.Conn.Read(p)
}
