package httpapi

import (
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/qrs-site/qrs/internal/content"
	"github.com/qrs-site/qrs/internal/testutil"
	"github.com/qrs-site/qrs/internal/uploads"
)

// firstAdminSite starts a server whose only admin has the generated first password, which
// it must replace, and whose password file is in the data folder.
func firstAdminSite(t *testing.T) *testSite {
	t.Helper()
	dir := t.TempDir()
	store := testutil.MustOpenStore(t, dir)
	if created, err := store.CreateFirstAdmin(t.Context(), testAdmin, mustTestHash(t, testPassword)); err != nil || !created {
		t.Fatalf("first admin created %v: %v", created, err)
	}
	if err := os.WriteFile(store.InitialPasswordPath(), []byte(testPassword+"\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	mustSeedContent(t, store)
	return siteOn(t, dir, store, nil)
}

func TestFirstAdminMustChooseANewPasswordBeforeAnythingElse(t *testing.T) {
	t.Parallel()
	site := firstAdminSite(t)
	signIn := decodeAs[struct {
		AuthToken          string `json:"authToken"`
		MustChangePassword bool   `json:"mustChangePassword"`
	}](t, site.do("POST", "/api/auth/login", "", map[string]string{"username": testAdmin, "password": testPassword}), http.StatusOK)
	if !signIn.MustChangePassword {
		t.Fatal("the sign-in answer does not say a new password is needed")
	}
	if me := decodeAs[meAnswer](t, site.admin("GET", "/api/auth/me", nil), http.StatusOK); !me.MustChangePassword || me.Username != testAdmin {
		t.Fatalf("me = %+v", me)
	}
	for _, c := range []struct{ method, path, body string }{
		{"POST", "/api/categories", `{"name":"Too early"}`},
		{"GET", "/api/contact-messages", ""},
		{"GET", "/api/content", ""},
		{"DELETE", "/api/team-members/1", ""},
		{"POST", "/api/upload/image", ""},
		{"GET", "/preview/qrs-coin", ""},
	} {
		var body any
		if c.body != "" {
			body = c.body
		}
		got := decodeAs[envelope](t, site.admin(c.method, c.path, body), http.StatusForbidden)
		if got.Message != content.Password.MustChoose {
			t.Fatalf("%s %s: message %q", c.method, c.path, got.Message)
		}
	}
	if list := readBody(t, site.do("GET", "/api/categories", "", nil)); list != "[]\n" {
		t.Fatalf("a refused write changed data: %s", list)
	}

	const newPassword = "a much longer secret"
	other := signIn.AuthToken // the same admin on another device
	done := decodeAs[envelope](t, site.admin("POST", "/api/auth/password", map[string]string{"currentPassword": testPassword, "newPassword": newPassword}), http.StatusOK)
	if done.Message != content.Password.Changed {
		t.Fatalf("answer %q, want %q", done.Message, content.Password.Changed)
	}
	if _, err := os.Stat(site.store.InitialPasswordPath()); !os.IsNotExist(err) {
		t.Fatalf("the file of the generated password is still there: %v", err)
	}
	if me := decodeAs[meAnswer](t, site.admin("GET", "/api/auth/me", nil), http.StatusOK); me.MustChangePassword {
		t.Fatal("still asked for a new password after choosing one")
	}
	expectStatus(t, site.admin("POST", "/api/categories", `{"name":"Now"}`), http.StatusCreated)
	expectStatus(t, site.do("GET", "/api/auth/me", other, nil), http.StatusUnauthorized)
	expectStatus(t, site.do("POST", "/api/auth/login", "", map[string]string{"username": testAdmin, "password": testPassword}), http.StatusUnauthorized)
	again := decodeAs[map[string]any](t, site.do("POST", "/api/auth/login", "", map[string]string{"username": testAdmin, "password": newPassword}), http.StatusOK)
	if _, ok := again["mustChangePassword"]; ok {
		t.Fatalf("a chosen password still asks for a new one: %v", again)
	}
}

func TestPasswordChangeChecksTheCurrentOneAndTheNewOne(t *testing.T) {
	t.Parallel()
	site := newSite(t, nil)
	minLen := content.Password.MinLength
	if utf8.RuneCountInString(testPassword) < minLen {
		t.Fatalf("the test admin's password is shorter than a new one may be: %d characters", utf8.RuneCountInString(testPassword))
	}
	for _, c := range []struct {
		body  map[string]string
		field string
		want  string
	}{
		{map[string]string{}, "currentPassword", content.MsgRequired},
		{map[string]string{"currentPassword": testPassword}, "newPassword", content.MsgRequired},
		{map[string]string{"currentPassword": testPassword, "newPassword": strings.Repeat("x", minLen-1)}, "newPassword", content.Password.TooShort},
		// Characters are counted, not bytes: these are twice the minimum in bytes.
		{map[string]string{"currentPassword": testPassword, "newPassword": strings.Repeat("é", minLen-1)}, "newPassword", content.Password.TooShort},
		{map[string]string{"currentPassword": testPassword, "newPassword": testPassword}, "newPassword", content.Password.SameAsCurrent},
		{map[string]string{"currentPassword": "not the password", "newPassword": "a much longer secret"}, "currentPassword", content.Password.WrongCurrent},
	} {
		got := decodeAs[envelope](t, site.admin("POST", "/api/auth/password", c.body), http.StatusBadRequest)
		if got.Errors[c.field] != c.want {
			t.Errorf("%v: errors %v, want %s: %q", c.body, got.Errors, c.field, c.want)
		}
	}
	// Nothing changed: the old password still signs in.
	expectStatus(t, site.do("POST", "/api/auth/login", "", map[string]string{"username": testAdmin, "password": testPassword}), http.StatusOK)
	// Guessing the current password through a session is throttled like signing in.
	status := 0
	for range 20 {
		res := site.admin("POST", "/api/auth/password", map[string]string{"currentPassword": "another guess", "newPassword": "a much longer secret"})
		res.Body.Close()
		if status = res.StatusCode; status == http.StatusTooManyRequests {
			if res.Header.Get("Retry-After") == "" {
				t.Fatal("429 without Retry-After")
			}
			break
		}
	}
	if status != http.StatusTooManyRequests {
		t.Fatalf("20 wrong current passwords in a row answered %d, want 429 at some point", status)
	}
}

func TestServerHashesPasswordsAtTheProductsCost(t *testing.T) {
	t.Parallel()
	// The server as the program makes it (NewServer), without the tests' cheaper cost.
	dir := t.TempDir()
	store := siteTemplate.Open(t, dir)
	files, err := uploads.Open(filepath.Join(dir, "uploads"), uploads.Limits{Image: 1 << 20, PDF: 2 << 20})
	if err != nil {
		t.Fatal(err)
	}
	srv := httptest.NewServer(NewServer(Deps{Web: testWeb, Store: store, Uploads: files}))
	t.Cleanup(srv.Close)
	site := &testSite{t: t, srv: srv, store: store, uploads: files, dir: dir}
	site.token = site.tokenOf(testAdmin, testPassword)
	// OWASP's argon2id recommendation: 19 MiB, two passes, one lane.
	const owasp = "$argon2id$v=19$m=19456,t=2,p=1$"

	const newPassword = "a new password of the owner"
	expectStatus(t, site.admin("POST", "/api/auth/password", map[string]string{"currentPassword": testPassword, "newPassword": newPassword}), http.StatusOK)
	if _, hash, err := store.AdminPasswordHash(t.Context(), testAdmin); err != nil || !strings.HasPrefix(hash, owasp) {
		t.Errorf("a changed password is stored as %q (%v), want a hash starting %s", hash, err, owasp)
	}
	site.token = site.tokenOf(testAdmin, newPassword)

	grant := decodeAs[staffGrant](t, site.admin("POST", "/api/staff", map[string]string{"username": "tess.temporary",
		"role": "editor", "access": "password"}), http.StatusCreated)
	if _, hash, err := store.AdminPasswordHash(t.Context(), "tess.temporary"); err != nil || !strings.HasPrefix(hash, owasp) {
		t.Errorf("a temporary password is stored as %q (%v), want a hash starting %s", hash, err, owasp)
	}
	site.tokenOf("tess.temporary", grant.TemporaryPassword)
}
