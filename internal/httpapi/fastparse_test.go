package httpapi

import (
	"bufio"
	"bytes"
	"math/rand/v2"
	"net/http"
	"path"
	"reflect"
	"strings"
	"testing"
	"time"

	"golang.org/x/net/http/httpguts"
)

// netHTTPRequest parses head with net/http's own parser and the checks the http.Server
// makes after it, and answers the request when net/http would serve it as a GET or HEAD of
// a clean origin-form path over HTTP/1.1 with no body: the standard the fast parser is
// held to.
func netHTTPRequest(head []byte) (*http.Request, bool) {
	br := bufio.NewReader(bytes.NewReader(head))
	req, err := http.ReadRequest(br)
	if err != nil || br.Buffered() != 0 {
		return nil, false
	}
	if (req.Method != http.MethodGet && req.Method != http.MethodHead) || req.ProtoMajor != 1 || req.ProtoMinor != 1 ||
		req.ContentLength != 0 || len(req.TransferEncoding) != 0 || req.Body != http.NoBody {
		return nil, false
	}
	if req.Host == "" || !httpguts.ValidHostHeader(req.Host) || req.URL.Host != "" {
		return nil, false
	}
	for k, vv := range req.Header {
		if !httpguts.ValidHeaderFieldName(k) {
			return nil, false
		}
		for _, v := range vv {
			if !httpguts.ValidHeaderFieldValue(v) {
				return nil, false
			}
		}
	}
	p := req.URL.Path
	if !strings.HasPrefix(req.RequestURI, "/") || req.URL.RawPath != "" || p != path.Clean(p) {
		return nil, false
	}
	return req, true
}

// browserHeads are heads as browsers and tools send them; the fast parser takes each.
var browserHeads = []string{
	"GET / HTTP/1.1\r\nHost: localhost:8080\r\nConnection: keep-alive\r\nsec-ch-ua: \"Chromium\";v=\"131\", \"Not_A Brand\";v=\"24\"\r\n" +
		"sec-ch-ua-mobile: ?0\r\nsec-ch-ua-platform: \"Linux\"\r\nUpgrade-Insecure-Requests: 1\r\n" +
		"User-Agent: Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36\r\n" +
		"Accept: text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,*/*;q=0.8\r\n" +
		"Sec-Fetch-Site: none\r\nSec-Fetch-Mode: navigate\r\nSec-Fetch-User: ?1\r\nSec-Fetch-Dest: document\r\n" +
		"Accept-Encoding: gzip, deflate, br, zstd\r\nAccept-Language: de-DE,de;q=0.9,en;q=0.8\r\n" +
		"Cookie: theme=dark; other=1\r\nIf-None-Match: \"abc-br\"\r\n\r\n",
	"GET /de/team?utm_source=newsletter&utm_medium=email HTTP/1.1\r\nHost: qrs.example\r\n" +
		"User-Agent: Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1\r\n" +
		"Accept: text/html\r\nAccept-Language: de-CH\r\nReferer: https://search.example/?q=qrs\r\nAccept-Encoding: gzip, deflate, br\r\n\r\n",
	"HEAD /research-papers HTTP/1.1\r\nHost: 127.0.0.1:8080\r\nUser-Agent: curl/8.5.0\r\nAccept: */*\r\n\r\n",
	"GET / HTTP/1.1\r\nHost: 127.0.0.1:18181\r\n\r\n",
	"GET /team HTTP/1.1\r\nhost: a.example\r\nPragma: no-cache\r\nConnection: close\r\nX-Forwarded-For: 203.0.113.9, 10.0.0.1\r\n\r\n",
}

// TestTheFastParserReadsOnlyWhatNetHTTPReadsTheSame holds the fast path's parser to
// net/http's: every head it takes, net/http takes too and reads into the same request
// (method, address, host, every header, whether the connection closes), over browsers'
// heads and a hundred thousand changed ones. What it does not take, the http.Server parses.
func TestTheFastParserReadsOnlyWhatNetHTTPReadsTheSame(t *testing.T) {
	t.Parallel()
	fc := new(fastConn) // one connection's, as the server reads a connection's requests into it in turn
	same := func(head string) bool {
		got, ok := fc.parse([]byte(head))
		if !ok {
			return false
		}
		want, wok := netHTTPRequest([]byte(head))
		if !wok {
			t.Fatalf("the fast parser takes a head net/http does not serve:\n%q", head)
		}
		type read struct {
			Method, RequestURI, Path, RawQuery, Host string
			Header                                   http.Header
			Close                                    bool
		}
		g := read{got.Method, got.RequestURI, got.URL.Path, got.URL.RawQuery, got.Host, got.Header, got.Close}
		w := read{want.Method, want.RequestURI, want.URL.Path, want.URL.RawQuery, want.Host, want.Header, want.Close}
		if !reflect.DeepEqual(g, w) {
			t.Fatalf("the parsers read %q differently:\nfast     %+v\nnet/http %+v", head, g, w)
		}
		return true
	}
	for _, h := range browserHeads {
		if !same(h) {
			t.Errorf("the fast parser leaves a browser's head to the http.Server:\n%q", h)
		}
	}
	// Changes that make a head odd: bytes that matter to a parser, put in, taken out or
	// doubled anywhere.
	odd := []string{" ", "\t", ":", "\r", "\n", "\r\n", "?", "#", "%", "%2e", "/", "..", "./", "\\", "\x00", "\x7f", "\xc3\xa4", "\xff",
		"\"", "<", ",", ";", "=", "@", "*", "(", "!", "'", "Host: b.example\r\n", "host:\r\n", "Content-Length: 0\r\n",
		"Transfer-Encoding: chunked\r\n", "Connection: close\r\n", "Connection: keep-alive, Close\r\n", "Expect: 100-continue\r\n",
		"Upgrade: websocket\r\n", "Pragma: no-cache\r\n", "Cache-Control: max-age=0\r\n", "X: \r\n", " X: y\r\n", "X : y\r\n",
		"http://a.example", "HTTP/1.0", "HTTP/2.0", "get", "POST", "OPTIONS", "*"}
	rng := rand.New(rand.NewPCG(1, 2))
	taken := 0
	const tries = 100_000
	for range tries {
		b := []byte(browserHeads[rng.IntN(len(browserHeads))])
		for range 1 + rng.IntN(3) {
			at := rng.IntN(len(b) - 4) // the final empty line stays
			switch rng.IntN(4) {
			case 0, 1:
				b = append(b[:at:at], append([]byte(odd[rng.IntN(len(odd))]), b[at:]...)...)
			case 2:
				n := 1 + rng.IntN(4)
				if at+n < len(b)-4 {
					b = append(b[:at:at], b[at+n:]...)
				}
			case 3:
				n := 1 + rng.IntN(8)
				if at+n < len(b)-4 {
					b = append(b[:at+n:at+n], append(bytes.Clone(b[at:at+n]), b[at+n:]...)...)
				}
			}
		}
		if same(string(b)) {
			taken++
		}
	}
	// The changes must leave the parser enough heads to compare, and refuse it enough.
	if taken < tries/20 || taken > tries*9/10 {
		t.Fatalf("the fast parser took %d of %d changed heads", taken, tries)
	}
	t.Logf("the fast parser took %d of %d changed heads, each read as net/http reads it", taken, tries)
}

// TestAConnectionsDeadlineIsSetAgainOnlyWhenItMatters: the fast path keeps a deadline set
// for an earlier request when it falls a little before the one asked for, never when it is
// later, much earlier, or leaves less than seven eighths of a short time.
func TestAConnectionsDeadlineIsSetAgainOnlyWhenItMatters(t *testing.T) {
	t.Parallel()
	now := time.Date(2026, 11, 27, 10, 0, 0, 0, time.UTC)
	at := func(d time.Duration) int64 { return now.Add(d).UnixNano() }
	for _, c := range []struct {
		name string
		by   int64
		ask  time.Duration // from now
		keep bool
	}{
		{"none set", 0, 2 * time.Minute, false},
		{"2 min asked, set 5 ms before", at(2*time.Minute - 5*time.Millisecond), 2 * time.Minute, true},
		{"2 min asked, set 2 s before", at(2*time.Minute - 2*time.Second), 2 * time.Minute, false},
		{"set later than asked", at(2*time.Minute + time.Millisecond), 2 * time.Minute, false},
		{"300 ms asked, set 20 ms before", at(280 * time.Millisecond), 300 * time.Millisecond, true},
		{"300 ms asked, set 100 ms before", at(200 * time.Millisecond), 300 * time.Millisecond, false},
		{"300 ms asked, set in the past", at(-time.Millisecond), 300 * time.Millisecond, false},
	} {
		if got := keepDeadline(c.by, now, now.Add(c.ask)); got != c.keep {
			t.Errorf("%s: kept %v, want %v", c.name, got, c.keep)
		}
	}
}
