package httpapi

import (
	"bufio"
	"bytes"
	"fmt"
	"io"
	"mime/multipart"
	"net"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/qrs-site/qrs/internal/testutil"
)

// rawRequest opens a connection to the site and sends head (a request line and headers,
// without the blank line that ends them, which it adds) and then body, as a client that
// may stop halfway would. The connection is closed at cleanup.
func rawRequest(t *testing.T, site *testSite, head string, body []byte) net.Conn {
	t.Helper()
	conn, err := net.Dial("tcp", strings.TrimPrefix(site.srv.URL, "http://"))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { conn.Close() })
	if _, err := conn.Write(append([]byte(head+"\r\n\r\n"), body...)); err != nil {
		t.Fatal(err)
	}
	return conn
}

// rawAnswer reads the answer of a raw request; the deadline only keeps a hung server from
// hanging the test.
func rawAnswer(t *testing.T, conn net.Conn) *http.Response {
	t.Helper()
	_ = conn.SetReadDeadline(time.Now().Add(2 * time.Minute))
	res, err := http.ReadResponse(bufio.NewReader(conn), nil)
	if err != nil {
		t.Fatalf("no answer: %v", err)
	}
	return res
}

func contactHead(length int) string {
	return fmt.Sprintf("POST /api/contact HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: %d", length)
}

func TestABodyDeclaredOverItsRoutesLimitIsRefusedBeforeAByteOfItIsSent(t *testing.T) {
	t.Parallel()
	site := newSite(t, nil)
	for _, head := range []string{
		contactHead(1_000_000), // a contact message is a few kilobytes
		"POST /api/auth/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 70000",
		"PUT /api/content/site/draft HTTP/1.1\r\nHost: localhost\r\nAuthorization: Bearer " + site.token +
			"\r\nContent-Type: application/json\r\nContent-Length: 2000000",
	} {
		conn := rawRequest(t, site, head, nil) // not a byte of the body follows
		res := rawAnswer(t, conn)
		body := readBody(t, res)
		if res.StatusCode != http.StatusRequestEntityTooLarge || !strings.Contains(body, "Request body too large") {
			t.Errorf("%s\n= %d %s", head, res.StatusCode, body)
		}
		if !res.Close {
			t.Errorf("the connection stays open for a body that is never read")
		}
	}
	// The staff's own limit is larger: a draft of 200 kB is read.
	st := site.editorState("privacy")
	body := st.Published.Body
	body["intro"] = []string{strings.Repeat("Long text. ", 1800)}
	expectStatus(t, site.write("PUT", "/api/content/privacy/draft", st.Revision, body), http.StatusOK)
}

func TestSlowHeadersBodiesAndUploadsAreCutOff(t *testing.T) {
	t.Parallel()
	site := newSite(t, nil)
	// Headers that never end: the connection closes after the header time.
	headers, err := net.Dial("tcp", strings.TrimPrefix(site.srv.URL, "http://"))
	if err != nil {
		t.Fatal(err)
	}
	defer headers.Close()
	_, _ = headers.Write([]byte("GET / HTTP/1.1\r\nHost: localhost\r\n"))
	// A body that stops halfway: 408 after the body time.
	body := rawRequest(t, site, contactHead(200), []byte(`{"name": "Slow`))
	// An upload that stops sending: cut off once it falls below the minimum pace.
	var form bytes.Buffer
	mw := multipart.NewWriter(&form)
	part, _ := mw.CreateFormFile("image", "slow.png")
	_, _ = part.Write([]byte("\x89PNG\r\n\x1a\n"))
	upload := rawRequest(t, site, fmt.Sprintf("POST /api/upload/image HTTP/1.1\r\nHost: localhost\r\nAuthorization: Bearer %s\r\n"+
		"Content-Type: %s\r\nContent-Length: 500000", site.token, mw.FormDataContentType()), form.Bytes())

	start := time.Now()
	_ = headers.SetReadDeadline(time.Now().Add(2 * time.Minute))
	if n, err := headers.Read(make([]byte, 512)); err == nil {
		t.Errorf("unfinished headers were answered: %d bytes", n)
	}
	res := rawAnswer(t, body)
	if got := readBody(t, res); res.StatusCode != http.StatusRequestTimeout || !strings.Contains(got, "did not arrive in time") {
		t.Errorf("the unfinished body: %d %s", res.StatusCode, got)
	}
	res = rawAnswer(t, upload)
	if got := readBody(t, res); res.StatusCode < 400 {
		t.Errorf("the stalled upload: %d %s", res.StatusCode, got)
	}
	t.Logf("all three cut off within %v", time.Since(start).Round(time.Second))
}

func TestAnonymousBodiesPastTheCapAreRefusedAtOnceWhileVisitorsAndStaffGoOn(t *testing.T) {
	t.Parallel()
	site := newSite(t, nil)
	// Every slot of the public bodies is taken by a client that sends one byte and waits.
	for range publicBodiesAtOnce {
		rawRequest(t, site, contactHead(5000), []byte("{"))
	}
	deadline := time.Now().Add(time.Minute)
	for len(site.deps.bodies.public) < publicBodiesAtOnce {
		if time.Now().After(deadline) {
			t.Fatalf("only %d slow bodies are being read", len(site.deps.bodies.public))
		}
		time.Sleep(5 * time.Millisecond)
	}
	res := rawAnswer(t, rawRequest(t, site, contactHead(100), []byte(strings.Repeat(" ", 100))))
	if res.StatusCode != http.StatusServiceUnavailable || res.Header.Get("Retry-After") == "" {
		t.Errorf("a body past the cap: %d, Retry-After %q", res.StatusCode, res.Header.Get("Retry-After"))
	}
	res.Body.Close()
	// Visitors read pages and lists; staff write with their own bodies.
	expectStatus(t, site.do("GET", "/", "", nil), http.StatusOK)
	expectStatus(t, site.do("GET", "/api/team-members", "", nil), http.StatusOK)
	expectStatus(t, site.admin("POST", "/api/team-members", map[string]any{
		"name": "Written meanwhile", "title": "Lead", "company": "QRS", "description": "Leads."}), http.StatusCreated)
}

// TestAnUploadSentAtOnceGoesThroughWhole: the pace cuts off only an upload that falls behind.
func TestAnUploadSentAtOnceGoesThroughWhole(t *testing.T) {
	t.Parallel()
	site := newSite(t, nil)
	var form bytes.Buffer
	mw := multipart.NewWriter(&form)
	part, _ := mw.CreateFormFile("pdf", "paper.pdf")
	_, _ = io.Copy(part, bytes.NewReader(testutil.PDF()))
	mw.Close()
	conn := rawRequest(t, site, fmt.Sprintf("POST /api/upload/pdf HTTP/1.1\r\nHost: localhost\r\nAuthorization: Bearer %s\r\n"+
		"Content-Type: %s\r\nContent-Length: %d", site.token, mw.FormDataContentType(), form.Len()), form.Bytes())
	res := rawAnswer(t, conn)
	if got := readBody(t, res); res.StatusCode != http.StatusCreated {
		t.Errorf("an upload sent at once: %d %s", res.StatusCode, got)
	}
}
