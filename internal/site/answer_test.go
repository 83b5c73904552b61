package site

import (
	"compress/gzip"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"

	"github.com/andybalholm/brotli"
)

// TestLazyListAnswerIsEncodedAsAskedByConcurrentClients serves one list answer to many
// clients at once in each encoding: each gets the list whole, with a length and an ETag of
// its encoding, a HEAD the same headers and no body, and a client holding the ETag a 304.
func TestLazyListAnswerIsEncodedAsAskedByConcurrentClients(t *testing.T) {
	t.Parallel()
	var members []map[string]any
	for i := range 40 {
		members = append(members, map[string]any{"id": i, "name": fmt.Sprintf("Member <%d>", i), "description": strings.Repeat("Supports clinics. ", 5)})
	}
	body, err := marshalHTMLSafe(members)
	if err != nil {
		t.Fatal(err)
	}
	a := newLazyAnswer(body, "application/json; charset=utf-8", "no-cache")
	type got struct {
		enc, etag string
		body      []byte
	}
	serve := func(method, accept, ifNoneMatch string) *httptest.ResponseRecorder {
		req := httptest.NewRequest(method, "/api/team-members", nil)
		req.Header.Set("Accept-Encoding", accept)
		req.Header.Set("If-None-Match", ifNoneMatch)
		rec := httptest.NewRecorder()
		a.Serve(rec, req, http.StatusOK)
		return rec
	}
	results := make(chan got, 48)
	var wg sync.WaitGroup
	for i := range 48 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			rec := serve("GET", []string{"br, gzip", "gzip", ""}[i%3], "")
			if rec.Header().Get("Content-Length") != fmt.Sprint(rec.Body.Len()) {
				t.Errorf("Content-Length %q for %d bytes", rec.Header().Get("Content-Length"), rec.Body.Len())
			}
			results <- got{rec.Header().Get("Content-Encoding"), strings.Join(rec.Header()["ETag"], ","), rec.Body.Bytes()}
		}()
	}
	wg.Wait()
	close(results)
	etags := map[string]string{}
	for r := range results {
		var rd io.Reader = strings.NewReader(string(r.body))
		switch r.enc {
		case "br":
			rd = brotli.NewReader(rd)
		case "gzip":
			if rd, err = gzip.NewReader(rd); err != nil {
				t.Fatal(err)
			}
		}
		plain, err := io.ReadAll(rd)
		if err != nil || string(plain) != string(body) {
			t.Fatalf("%q answer decodes to %.80q (%v)", r.enc, plain, err)
		}
		if prev, ok := etags[r.enc]; ok && prev != r.etag {
			t.Fatalf("%q answered with ETags %s and %s", r.enc, prev, r.etag)
		}
		etags[r.enc] = r.etag
	}
	if len(etags) != 3 || etags["br"] == etags["gzip"] || etags["br"] == etags[""] || etags["gzip"] == etags[""] {
		t.Fatalf("ETags by encoding: %v", etags)
	}
	for enc, accept := range map[string]string{"br": "br", "gzip": "gzip", "": ""} {
		get := serve("GET", accept, "")
		head := serve("HEAD", accept, "")
		if head.Body.Len() != 0 || head.Header().Get("Content-Length") != get.Header().Get("Content-Length") ||
			head.Header().Get("Content-Encoding") != enc {
			t.Errorf("HEAD in %q: %d bytes, Content-Length %q (GET %q)", enc, head.Body.Len(),
				head.Header().Get("Content-Length"), get.Header().Get("Content-Length"))
		}
		if rec := serve("GET", accept, etags[enc]); rec.Code != http.StatusNotModified || rec.Body.Len() != 0 {
			t.Errorf("GET in %q with its ETag = %d, %d bytes", enc, rec.Code, rec.Body.Len())
		}
	}
}
