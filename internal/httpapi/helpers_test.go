package httpapi

import (
	"bytes"
	"context"
	"encoding/json"
	"io"
	"log/slog"
	"mime/multipart"
	"net/http"
	"net/http/httptest"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/qrs-site/qrs/internal/auth"
	"github.com/qrs-site/qrs/internal/database"
	"github.com/qrs-site/qrs/internal/testutil"
	"github.com/qrs-site/qrs/internal/uploads"
	"github.com/qrs-site/qrs/web"
)

const (
	testAdmin    = "admin"
	testPassword = "correct horse battery"
)

// testSite is a running server on a fresh database, with a signed-in admin token.
type testSite struct {
	t       *testing.T
	srv     *httptest.Server
	store   *database.Store
	uploads *uploads.Dir
	dir     string
	token   string
	deps    *deps
	log     *lockedBuffer
}

// lockedBuffer collects the server's log lines; handlers write to it concurrently.
type lockedBuffer struct {
	mu  sync.Mutex
	buf bytes.Buffer
}

func (b *lockedBuffer) Write(p []byte) (int, error) {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.buf.Write(p)
}

// logs answers what the server has logged so far.
func (s *testSite) logs() string {
	s.log.mu.Lock()
	defer s.log.mu.Unlock()
	return s.log.buf.String()
}

// testWeb is the web app built into the binary: pages are rendered by its render bundle,
// so the page tests need `make build` (make test builds first).
var testWeb = web.Dist()

// newSite starts a server on a fresh database holding the admin and the default content;
// change may adjust its Deps before it starts.
func newSite(t *testing.T, change func(*Deps)) *testSite {
	t.Helper()
	dir := t.TempDir()
	return siteOn(t, dir, siteTemplate.Open(t, dir), change)
}

// siteTemplate is the database newSite starts from, made once per test process: migrated,
// with the admin and the default content documents.
var siteTemplate = testutil.NewTemplate(func(ctx context.Context, store *database.Store) error {
	hash, err := testHash(testPassword)
	if err == nil {
		err = store.SetAdminPassword(ctx, testAdmin, hash)
	}
	if err == nil {
		err = seedContent(ctx, store)
	}
	return err
})

// testPasswordCost is the argon2id cost of the test accounts' passwords and of those the
// test servers set: a fraction of a millisecond where the product's cost takes tens of
// them. TestServerHashesPasswordsAtTheProductsCost proves the server uses the product's.
var testPasswordCost = auth.Cost{Time: 1, Memory: 64, Threads: 1}

// testHashes are the hashes of the test accounts' passwords, each made once.
var testHashes sync.Map // password → func() (string, error)

// testHash answers a hash of password at testPasswordCost, the same one each time.
func testHash(password string) (string, error) {
	hash, _ := testHashes.LoadOrStore(password, sync.OnceValues(func() (string, error) {
		return testPasswordCost.Hash(context.Background(), password)
	}))
	return hash.(func() (string, error))()
}

// mustTestHash is testHash failing the test on an error.
func mustTestHash(t *testing.T, password string) string {
	t.Helper()
	hash, err := testHash(password)
	if err != nil {
		t.Fatal(err)
	}
	return hash
}

// siteOn starts a server on the store and data folder of an existing site, as a restart
// does, and signs in as the admin.
func siteOn(t *testing.T, dir string, store *database.Store, change func(*Deps)) *testSite {
	t.Helper()
	files, err := uploads.Open(filepath.Join(dir, "uploads"), uploads.Limits{Image: 1 << 20, PDF: 2 << 20})
	if err != nil {
		t.Fatal(err)
	}
	logs := &lockedBuffer{}
	// Renders are not timed here: under the race detector on a busy machine a page can take
	// longer than the product's 5 s limit, which internal/render tests on its own; and a
	// visitor waits for a page rendered anew as long as it takes, so a test reads what it wrote.
	d := Deps{Web: testWeb, Store: store, Uploads: files, BaseURL: "http://localhost:8080",
		Log: slog.New(slog.NewTextHandler(logs, nil)), RenderTimeLimit: 2 * time.Minute, PageWait: 2 * time.Minute}
	if change != nil {
		change(&d)
	}
	deps := newDeps(d)
	deps.passwordCost = testPasswordCost
	srv := httptest.NewUnstartedServer(nil)
	srv.Config = httpServer(newHandler(deps), deps.log)  // the timeouts of the real server
	srv.Listener = deps.listen(srv.Listener, srv.Config) // and its fast path for pages
	srv.Start()
	t.Cleanup(srv.Close)
	s := &testSite{t: t, srv: srv, store: store, uploads: files, dir: dir, deps: deps, log: logs}
	res := s.do("POST", "/api/auth/login", "", map[string]string{"username": testAdmin, "password": testPassword})
	s.token = decodeAs[loginAnswer](t, res, http.StatusOK).AuthToken
	return s
}

// do sends a request; body may be nil, a string (sent as JSON as is) or a value to encode.
func (s *testSite) do(method, path, token string, body any, headers ...string) *http.Response {
	s.t.Helper()
	var rd io.Reader
	switch b := body.(type) {
	case nil:
	case string:
		rd = strings.NewReader(b)
	case []byte:
		rd = bytes.NewReader(b)
	default:
		data, err := json.Marshal(b)
		if err != nil {
			s.t.Fatal(err)
		}
		rd = bytes.NewReader(data)
	}
	req, err := http.NewRequest(method, s.srv.URL+path, rd)
	if err != nil {
		s.t.Fatal(err)
	}
	if body != nil {
		req.Header.Set("Content-Type", "application/json")
	}
	if token != "" {
		req.Header.Set("Authorization", "Bearer "+token)
	}
	for i := 0; i+1 < len(headers); i += 2 {
		req.Header.Set(headers[i], headers[i+1])
	}
	res, err := noRedirect.Do(req)
	if err != nil {
		s.t.Fatal(err)
	}
	return res
}

// noRedirect's timeout only keeps a hung request from hanging the run; it is not a speed
// check (a site package made under the race detector on a busy machine takes a while).
var noRedirect = &http.Client{
	Timeout:       3 * time.Minute,
	CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse },
}

// admin sends a request as the signed-in admin.
func (s *testSite) admin(method, path string, body any) *http.Response {
	s.t.Helper()
	return s.do(method, path, s.token, body)
}

// upload posts files as multipart form fields to path as the admin.
func (s *testSite) upload(path string, files ...formFile) *http.Response {
	s.t.Helper()
	var buf bytes.Buffer
	mw := multipart.NewWriter(&buf)
	for _, f := range files {
		w, err := mw.CreateFormFile(f.field, f.name)
		if err != nil {
			s.t.Fatal(err)
		}
		_, _ = w.Write(f.data)
	}
	mw.Close()
	req, _ := http.NewRequest("POST", s.srv.URL+path, &buf)
	req.Header.Set("Content-Type", mw.FormDataContentType())
	req.Header.Set("Authorization", "Bearer "+s.token)
	res, err := http.DefaultClient.Do(req)
	if err != nil {
		s.t.Fatal(err)
	}
	return res
}

type formFile struct {
	field, name string
	data        []byte
}

// decodeAs checks the status and decodes the JSON body.
func decodeAs[T any](t *testing.T, res *http.Response, status int) T {
	t.Helper()
	defer res.Body.Close()
	body, _ := io.ReadAll(res.Body)
	if res.StatusCode != status {
		t.Fatalf("%s %s = %d, want %d; body %s", res.Request.Method, res.Request.URL.Path, res.StatusCode, status, body)
	}
	var v T
	if err := json.Unmarshal(body, &v); err != nil {
		t.Fatalf("decode %s: %v", body, err)
	}
	return v
}

// readBody reads and closes the body.
func readBody(t *testing.T, res *http.Response) string {
	t.Helper()
	defer res.Body.Close()
	b, err := io.ReadAll(res.Body)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

// expectStatus checks the status and closes the body.
func expectStatus(t *testing.T, res *http.Response, status int) string {
	t.Helper()
	body := readBody(t, res)
	if res.StatusCode != status {
		t.Fatalf("%s %s = %d, want %d; body %s", res.Request.Method, res.Request.URL.Path, res.StatusCode, status, body)
	}
	return body
}
