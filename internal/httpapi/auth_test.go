package httpapi

import (
	"fmt"
	"github.com/qrs-site/qrs/internal/content"
	"net/http"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/qrs-site/qrs/internal/auth"
)

// publicWrites are the only routes that change something without a signed-in admin
// (POST / and POST /de are the contact form posted without JavaScript, from the English and
// the German home page).
// A sign-in link's holder chooses a password through it without a session; the second
// step of a two-factor sign-in has none yet either.
var publicWrites = []string{"POST /api/auth/login", "POST /api/auth/logout", "POST /api/contact", "POST /{$}", "POST /de",
	"POST /api/auth/link/check", "POST /api/auth/link", "POST /api/auth/login/two-factor",
	// A visitor's web app reports a page it showed by itself, counted as a page's GET is.
	"POST /api/insights/view"}

// viewerReads are POST routes a viewer may call that change nothing: they read what the
// body asks of (the publish checks of a text sent).
var viewerReads = []string{"POST /api/content/{key}/check"}

// adminReads are GET routes that must stay admin-only.
var adminReads = []string{"GET /api/contact-messages", "GET /api/content/{key}/versions"}

func TestEveryWriteRouteNeedsAnEditorOrOwner(t *testing.T) {
	t.Parallel()
	site := newSite(t, nil)
	d := newDeps(Deps{Store: site.store, Uploads: site.uploads, Web: testWeb})
	for _, rt := range routes(d) {
		method, path, _ := strings.Cut(rt.pattern, " ")
		write := method == "POST" || method == "PUT" || method == "DELETE" || method == "PATCH"
		if write && !slices.Contains(publicWrites, rt.pattern) && rt.access == public {
			t.Errorf("%s changes data but is public", rt.pattern)
		}
		// A viewer changes nothing of the site: only their own account, under /api/auth/.
		if write && rt.access == viewer && !strings.HasPrefix(path, "/api/auth/") && !slices.Contains(viewerReads, rt.pattern) {
			t.Errorf("%s changes the site but is open to viewers", rt.pattern)
		}
		if slices.Contains(adminReads, rt.pattern) && rt.access == public {
			t.Errorf("%s reads private data but is public", rt.pattern)
		}
	}
}

// fillPattern turns a route pattern into a concrete method and path.
func fillPattern(pattern string) (string, string) {
	method, path, ok := strings.Cut(pattern, " ")
	if !ok {
		return "GET", pattern
	}
	r := strings.NewReplacer("{id}", "1", "{key}", "privacy", "{width}", "10", "{height}", "10", "{name}", "0123456789abcdef0123456789abcdef.png")
	return method, r.Replace(path)
}

// snapshot answers every list the site serves, admin ones included, to compare before and after.
func (s *testSite) snapshot() string {
	var b strings.Builder
	var lists []string
	for _, c := range content.Collections() {
		lists = append(lists, c.Path)
	}
	for _, p := range append(lists, "/api/content/privacy", "/api/content/privacy/versions") {
		b.WriteString(readBody(s.t, s.admin("GET", p, nil)))
	}
	files, _ := s.uploads.List()
	fmt.Fprint(&b, files)
	return b.String()
}

// seedRecords is a record of each declared collection, by name.
var seedRecords = map[string]string{
	"team-members":       `{"name":"Ann Example","title":"Lead","company":"QRS","description":"Leads."}`,
	"gallery-images":     `{"title":"Device","description":"The device.","imageUrl":"/api/placeholder/10/10","category":"Devices"}`,
	"gallery-videos":     `{"title":"Intro","description":"An intro.","youtubeId":"dQw4w9WgXcQ","category":"Videos"}`,
	"research-papers":    `{"title":"Study","description":"A study.","pdfUrl":"/legal/terms-of-service.pdf","category":"Papers"}`,
	"categories":         `{"name":"Papers","description":"Papers folder"}`,
	"global-partners":    `{"name":"Clinic One","partnerType":"clinic","country":"Liechtenstein"}`,
	"partner-categories": `{"name":"Clinic","displayOrder":1}`,
	"testimonials":       `{"quote":"It helped.","name":"Ann Patient","role":"Patient, Vaduz"}`,
	"redirects":          `{"from":"/old-page","to":"/research"}`,
}

// seed creates one record in each collection so that item routes have an id 1 to hit; a
// collection declared without a record here fails the tests that seed.
func (s *testSite) seed() {
	s.t.Helper()
	for _, c := range content.Collections() {
		if c.Custom {
			continue // the contact messages, sent below
		}
		body, ok := seedRecords[c.Name]
		if !ok {
			s.t.Fatalf("seed has no record of the collection %s", c.Name)
		}
		expectStatus(s.t, s.admin("POST", c.Path, body), http.StatusCreated)
	}
	expectStatus(s.t, s.do("POST", "/api/contact", "", map[string]string{"name": "Visitor", "email": "v@example.com",
		"subject": "other", "message": "Hello there, a question."}), http.StatusOK)
}

func TestAuthMatrixAdminRoutesRefuseAnonymousAndChangeNothing(t *testing.T) {
	t.Parallel()
	site := newSite(t, nil)
	site.seed()
	before := site.snapshot()
	d := newDeps(Deps{Store: site.store, Uploads: site.uploads, Web: testWeb})
	bodies := []string{`{"name":"X","title":"X","company":"X","description":"X","ids":[1]}`}
	for _, rt := range routes(d) {
		method, path := fillPattern(rt.pattern)
		for _, token := range []string{"", "not-a-real-token"} {
			t.Run(rt.pattern+"/token="+token, func(t *testing.T) {
				res := site.do(method, path, token, bodies[0])
				body := readBody(t, res)
				if rt.access != public && res.StatusCode != http.StatusUnauthorized {
					t.Fatalf("%s %s without a session = %d, want 401; %s", method, path, res.StatusCode, body)
				}
				if rt.access == public && res.StatusCode == http.StatusUnauthorized && rt.pattern != "GET /api/auth/me" {
					t.Fatalf("public %s %s = 401", method, path)
				}
				if rt.access != public && !strings.Contains(body, `"message"`) {
					t.Fatalf("401 without the error envelope: %s", body)
				}
			})
		}
	}
	if after := site.snapshot(); after != before {
		t.Fatalf("anonymous requests changed data:\nbefore %s\nafter  %s", before, after)
	}
}

func TestLoginSetsStrictHttpOnlyCookieAndMeAnswersUsername(t *testing.T) {
	t.Parallel()
	site := newSite(t, nil)
	res := site.do("POST", "/api/auth/login", "", map[string]string{"username": testAdmin, "password": testPassword})
	answer := decodeAs[loginAnswer](t, res, http.StatusOK)
	if answer.AuthToken == "" {
		t.Fatal("no authToken")
	}
	var cookie *http.Cookie
	for _, c := range res.Cookies() {
		if c.Name == sessionCookie {
			cookie = c
		}
	}
	if cookie == nil || !cookie.HttpOnly || cookie.SameSite != http.SameSiteStrictMode || cookie.Secure {
		t.Fatalf("session cookie = %+v", cookie)
	}
	me := decodeAs[map[string]string](t, site.do("GET", "/api/auth/me", answer.AuthToken, nil), http.StatusOK)
	if me["username"] != testAdmin {
		t.Fatalf("me = %v", me)
	}
	byCookie := site.do("GET", "/api/auth/me", "", nil, "Cookie", sessionCookie+"="+cookie.Value)
	expectStatus(t, byCookie, http.StatusOK)
	expectStatus(t, site.do("GET", "/api/auth/me", "", nil), http.StatusUnauthorized)
}

func TestSecureHostBoundCookiesWhenBaseURLIsHTTPS(t *testing.T) {
	t.Parallel()
	site := newSite(t, func(d *Deps) { d.BaseURL = "https://qrs.example" })
	res := site.do("POST", "/api/auth/login", "", map[string]string{"username": testAdmin, "password": testPassword})
	token := decodeAs[loginAnswer](t, res, http.StatusOK).AuthToken
	names := map[string]bool{}
	for _, c := range res.Cookies() {
		names[c.Name] = true
		// The __Host- prefix binds a cookie to this origin: Secure, Path=/ and no Domain.
		if !strings.HasPrefix(c.Name, "__Host-") || !c.Secure || c.Path != "/" || c.Domain != "" || !c.HttpOnly ||
			c.SameSite != http.SameSiteStrictMode {
			t.Fatalf("cookie on https = %+v", c)
		}
	}
	if len(names) != 2 || !names["__Host-qrs_session"] || !names["__Host-qrs_device"] {
		t.Fatalf("cookies on https = %v, want __Host-qrs_session and __Host-qrs_device", names)
	}
	if res.Header.Get("Strict-Transport-Security") == "" {
		t.Fatal("no HSTS on https")
	}
	expectStatus(t, site.do("GET", "/api/auth/me", "", nil, "Cookie", "__Host-qrs_session="+token), http.StatusOK)
	// The plain name, which any host of the domain could have set, does not sign anyone in.
	expectStatus(t, site.do("GET", "/api/auth/me", "", nil, "Cookie", "qrs_session="+token), http.StatusUnauthorized)
	out := site.do("POST", "/api/auth/logout", "", nil, "Cookie", "__Host-qrs_session="+token)
	expectStatus(t, out, http.StatusOK)
	if c := out.Cookies(); len(c) != 1 || c[0].Name != "__Host-qrs_session" || c[0].MaxAge >= 0 || !c[0].Secure || c[0].Path != "/" {
		t.Fatalf("sign-out cookies = %+v, want __Host-qrs_session cleared", c)
	}
	expectStatus(t, site.do("GET", "/api/auth/me", token, nil), http.StatusUnauthorized)
}

func TestLoginRefusesWrongPasswordWithSpecMessage(t *testing.T) {
	t.Parallel()
	site := newSite(t, nil)
	for _, body := range []map[string]string{
		{"username": testAdmin, "password": "wrong password"},
		{"username": "nobody", "password": testPassword},
	} {
		got := decodeAs[envelope](t, site.do("POST", "/api/auth/login", "", body), http.StatusUnauthorized)
		if got.Message != "Invalid username or password" {
			t.Fatalf("message = %q", got.Message)
		}
	}
	got := decodeAs[envelope](t, site.do("POST", "/api/auth/login", "", `{"username":""}`), http.StatusBadRequest)
	if got.Errors["username"] != "Required" || got.Errors["password"] != "Required" {
		t.Fatalf("errors = %v", got.Errors)
	}
}

func TestLogoutRevokesTheSession(t *testing.T) {
	t.Parallel()
	site := newSite(t, nil)
	expectStatus(t, site.admin("GET", "/api/auth/me", nil), http.StatusOK)
	expectStatus(t, site.admin("POST", "/api/auth/logout", nil), http.StatusOK)
	expectStatus(t, site.admin("GET", "/api/auth/me", nil), http.StatusUnauthorized)
	expectStatus(t, site.admin("POST", "/api/team-members", `{}`), http.StatusUnauthorized)
}

func TestLoginThrottledPerUsernameWithRetryAfter(t *testing.T) {
	t.Parallel()
	site := newSite(t, func(d *Deps) {
		d.LoginPerUser = auth.NewLimiter(3, time.Hour)
	})
	wrong := map[string]string{"username": testAdmin, "password": "nope nope"}
	for range 3 {
		expectStatus(t, site.do("POST", "/api/auth/login", "", wrong), http.StatusUnauthorized)
	}
	res := site.do("POST", "/api/auth/login", "", map[string]string{"username": "ADMIN", "password": testPassword})
	expectStatus(t, res, http.StatusTooManyRequests)
	if res.Header.Get("Retry-After") == "" {
		t.Fatal("429 without Retry-After")
	}
}

func TestLoginThrottledPerIP(t *testing.T) {
	t.Parallel()
	site := newSite(t, func(d *Deps) { d.LoginPerIP = auth.NewLimiter(2, time.Hour) })
	for i := range 2 {
		expectStatus(t, site.do("POST", "/api/auth/login", "", map[string]string{"username": fmt.Sprint("u", i), "password": "x"}), http.StatusUnauthorized)
	}
	expectStatus(t, site.do("POST", "/api/auth/login", "", map[string]string{"username": "other", "password": "x"}), http.StatusTooManyRequests)
}

func TestSuccessfulSignInsAreNotThrottled(t *testing.T) {
	t.Parallel()
	site := newSite(t, func(d *Deps) { d.LoginPerIP = auth.NewLimiter(2, time.Hour) })
	for range 5 {
		expectStatus(t, site.do("POST", "/api/auth/login", "", map[string]string{"username": testAdmin, "password": testPassword}), http.StatusOK)
	}
}

// signInAnswer is what one of parallelSignIns got.
type signInAnswer struct {
	status     int
	retryAfter string
	body       string
}

// parallelSignIns sends n sign-ins of the test admin with password at the same moment, and
// answers what each got, in order.
func parallelSignIns(t *testing.T, site *testSite, n int, password string) []signInAnswer {
	t.Helper()
	answers := make([]signInAnswer, n)
	var wg sync.WaitGroup
	start := make(chan struct{})
	for i := range n {
		wg.Go(func() {
			<-start
			res := site.do("POST", "/api/auth/login", "", map[string]string{"username": testAdmin, "password": password})
			answers[i] = signInAnswer{status: res.StatusCode, retryAfter: res.Header.Get("Retry-After"), body: readBody(t, res)}
		})
	}
	close(start)
	wg.Wait()
	return answers
}

func TestParallelWrongPasswordsGetNoMoreTriesThanTheLimit(t *testing.T) {
	t.Parallel()
	const limit, tries = 3, 24
	site := newSite(t, func(d *Deps) { d.LoginPerUser = auth.NewLimiter(limit, time.Hour) })
	refused := 0
	for _, a := range parallelSignIns(t, site, tries, "not the password") {
		switch a.status {
		case http.StatusTooManyRequests:
			refused++
			if a.retryAfter == "" {
				t.Fatal("429 without Retry-After")
			}
		case http.StatusUnauthorized:
		default:
			t.Fatalf("status %d", a.status)
		}
	}
	if checked := tries - refused; checked != limit {
		t.Fatalf("%d of %d parallel wrong passwords were checked, want exactly the limit %d", checked, tries, limit)
	}
}

func TestAPIAnswersWrongMethodWith405AndUnknownPathWith404AsJSON(t *testing.T) {
	t.Parallel()
	site := newSite(t, nil)
	for _, c := range []struct {
		method, path string
		status       int
		allow        string
	}{
		{"DELETE", "/api/team-members", http.StatusMethodNotAllowed, "GET, HEAD, POST"},
		{"PATCH", "/api/team-members/1", http.StatusMethodNotAllowed, "GET, HEAD, PUT, DELETE"},
		{"GET", "/api/contact", http.StatusMethodNotAllowed, "POST"},
		{"PUT", "/api/contact-messages", http.StatusMethodNotAllowed, "GET, HEAD"},
		{"GET", "/api/auth/login", http.StatusMethodNotAllowed, "POST"},
		{"GET", "/api/no-such-thing", http.StatusNotFound, ""},
		{"POST", "/api/team-members/1/extra", http.StatusNotFound, ""},
		{"GET", "/api", http.StatusNotFound, ""},
	} {
		for _, token := range []string{"", site.token} {
			res := site.do(c.method, c.path, token, nil)
			got := decodeAs[envelope](t, res, c.status)
			if got.Message == "" || !strings.HasPrefix(res.Header.Get("Content-Type"), "application/json") {
				t.Fatalf("%s %s answered %q as %q", c.method, c.path, got.Message, res.Header.Get("Content-Type"))
			}
			if res.Header.Get("Allow") != c.allow {
				t.Fatalf("%s %s: Allow %q, want %q", c.method, c.path, res.Header.Get("Allow"), c.allow)
			}
		}
	}
}
