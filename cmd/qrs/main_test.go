package main

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"mime/multipart"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/qrs-site/qrs/internal/auth"
	"github.com/qrs-site/qrs/internal/testutil"
)

// syncBuffer lets the test read the log while the server writes it.
type syncBuffer struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (s *syncBuffer) Write(p []byte) (int, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.Write(p)
}

func (s *syncBuffer) String() string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.String()
}

// startProgram runs the whole program on a free port and returns its base URL.
func startProgram(t *testing.T, env map[string]string) string {
	t.Helper()
	base, _ := startStoppable(t, env)
	return base
}

// startLimit is how long a start or a stop may take before the test gives up: a start
// migrates, seeds and hashes a password under the race detector, which on a busy machine of
// two cores took more than ten seconds. It bounds a hang; it measures nothing.
const startLimit = time.Minute

// startStoppable is startProgram that also answers a function stopping the program.
func startStoppable(t *testing.T, env map[string]string) (string, func()) {
	t.Helper()
	return startLogged(t, env, &syncBuffer{})
}

// startLogged is startStoppable writing the program's log to out.
func startLogged(t *testing.T, env map[string]string, out *syncBuffer) (string, func()) {
	t.Helper()
	ctx, cancel := context.WithCancel(context.Background())
	env["QRS_ADDR"] = "127.0.0.1:0"
	if env["QRS_DATA_DIR"] == "" {
		env["QRS_DATA_DIR"] = t.TempDir()
	}
	done := make(chan error, 1)
	go func() { done <- run(ctx, []string{"qrs", "serve"}, func(k string) string { return env[k] }, out) }()
	var once sync.Once
	stop := func() {
		once.Do(func() {
			cancel()
			select {
			case err := <-done:
				if err != nil {
					t.Errorf("run returned %v", err)
				}
			case <-time.After(startLimit):
				t.Error("server did not shut down")
			}
		})
	}
	t.Cleanup(stop)
	deadline := time.Now().Add(startLimit)
	for time.Now().Before(deadline) {
		for _, line := range strings.Split(out.String(), "\n") {
			var rec struct{ Msg, Addr string }
			if json.Unmarshal([]byte(line), &rec) == nil && rec.Msg == "listening" {
				base := "http://" + rec.Addr
				if res, err := http.Get(base + "/healthz"); err == nil {
					res.Body.Close()
					if res.StatusCode == http.StatusOK {
						return base, stop
					}
				}
			}
		}
		time.Sleep(20 * time.Millisecond)
	}
	t.Fatalf("server never became healthy; log:\n%s", out.String())
	return "", nil
}

func TestServeAnswersHealthAndHomePage(t *testing.T) {
	t.Parallel()
	base := startProgram(t, map[string]string{})
	res, err := http.Get(base + "/")
	if err != nil {
		t.Fatal(err)
	}
	defer res.Body.Close()
	body, _ := io.ReadAll(res.Body)
	if res.StatusCode != http.StatusOK {
		t.Fatalf("GET / = %d", res.StatusCode)
	}
	if !strings.Contains(res.Header.Get("Content-Type"), "text/html") || !strings.Contains(string(body), "<html") {
		t.Fatalf("GET / did not answer the web app: %q", body)
	}
}

// signIn answers a session token for the admin.
func signIn(t *testing.T, base, user, password string) string {
	t.Helper()
	body, _ := json.Marshal(map[string]string{"username": user, "password": password})
	res, err := http.Post(base+"/api/auth/login", "application/json", bytes.NewReader(body))
	if err != nil {
		t.Fatal(err)
	}
	defer res.Body.Close()
	var answer struct{ AuthToken string }
	if res.StatusCode != http.StatusOK || json.NewDecoder(res.Body).Decode(&answer) != nil {
		t.Fatalf("sign-in as %s = %d", user, res.StatusCode)
	}
	return answer.AuthToken
}

func TestRestartKeepsAllData(t *testing.T) {
	t.Parallel()
	env := map[string]string{"QRS_DATA_DIR": t.TempDir(), "QRS_ADMIN_USERNAME": "editor", "QRS_ADMIN_PASSWORD": "first password"}
	base, stop := startStoppable(t, env)
	token := signIn(t, base, "editor", "first password")
	req, _ := http.NewRequest("POST", base+"/api/categories", strings.NewReader(`{"name":"Survives"}`))
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("Authorization", "Bearer "+token)
	res, err := http.DefaultClient.Do(req)
	if err != nil || res.StatusCode != http.StatusCreated {
		t.Fatalf("create = %v %v", res, err)
	}
	res.Body.Close()
	stop()

	base = startProgram(t, env)
	res, err = http.Get(base + "/api/categories")
	if err != nil {
		t.Fatal(err)
	}
	body, _ := io.ReadAll(res.Body)
	res.Body.Close()
	if !strings.Contains(string(body), "Survives") {
		t.Fatalf("after restart: %s", body)
	}
	// The session of the first run is still valid.
	req, _ = http.NewRequest("GET", base+"/api/auth/me", nil)
	req.Header.Set("Authorization", "Bearer "+token)
	if res, err := http.DefaultClient.Do(req); err != nil || res.StatusCode != http.StatusOK {
		t.Fatalf("session after restart = %v %v", res, err)
	}
}

// Not parallel: it sets the package's stdin, which every test shares.
func TestAdminSetPasswordReadsStdinAndBackupCopiesDatabase(t *testing.T) {
	dir := t.TempDir()
	env := map[string]string{"QRS_DATA_DIR": dir}
	getenv := func(k string) string { return env[k] }
	stdin = strings.NewReader("a new long password\n")
	t.Cleanup(func() { stdin = os.Stdin })
	var out bytes.Buffer
	if err := run(context.Background(), []string{"qrs", "admin", "set-password", "owner"}, getenv, &out); err != nil {
		t.Fatal(err)
	}
	stdin = strings.NewReader("short\n")
	if err := run(context.Background(), []string{"qrs", "admin", "set-password", "owner"}, getenv, &out); err == nil {
		t.Fatal("a short password was accepted")
	}
	base := startProgram(t, env)
	signIn(t, base, "owner", "a new long password")

	copyPath := filepath.Join(t.TempDir(), "copy.db")
	if err := run(context.Background(), []string{"qrs", "backup", copyPath}, getenv, &out); err != nil {
		t.Fatal(err)
	}
	env2 := map[string]string{"QRS_DATA_DIR": t.TempDir()}
	if err := os.Rename(copyPath, filepath.Join(env2["QRS_DATA_DIR"], "qrs.db")); err != nil {
		t.Fatal(err)
	}
	signIn(t, startProgram(t, env2), "owner", "a new long password")
	if err := run(context.Background(), []string{"qrs", "backup", filepath.Join(env2["QRS_DATA_DIR"], "qrs.db")}, getenv, &out); err == nil {
		t.Fatal("backup overwrote an existing file")
	}
}

// Not parallel: it sets the process's umask, which every test shares.
func TestGeneratedAdminPasswordIsWrittenOnceToAPrivateFileAndMustBeChanged(t *testing.T) {
	looseUmask(t)
	dir := t.TempDir()
	out := &syncBuffer{}
	env := map[string]string{"QRS_DATA_DIR": dir}
	base, stop := startLogged(t, env, out)
	file := filepath.Join(dir, "initial-admin-password")
	info, err := os.Stat(file)
	if err != nil || info.Mode().Perm() != 0o600 {
		t.Fatalf("password file: %v %v, want -rw-------", info, err)
	}
	data, _ := os.ReadFile(file)
	password := strings.TrimSpace(string(data))
	if len(password) < 16 {
		t.Fatalf("password file holds %q", data)
	}
	if strings.Contains(out.String(), password) {
		t.Fatalf("the log shows the generated password:\n%s", out.String())
	}
	var said bool
	for _, line := range strings.Split(out.String(), "\n") {
		var rec struct{ Username, PasswordFile string }
		if json.Unmarshal([]byte(line), &rec) == nil && rec.Username == "admin" && rec.PasswordFile == file {
			said = true
		}
	}
	if !said {
		t.Fatalf("the log does not say where the password is:\n%s", out.String())
	}

	token := signIn(t, base, "admin", password)
	post := func(path, token, body string) *http.Response {
		t.Helper()
		req, _ := http.NewRequest("POST", base+path, strings.NewReader(body))
		req.Header.Set("Content-Type", "application/json")
		req.Header.Set("Authorization", "Bearer "+token)
		res, err := http.DefaultClient.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		res.Body.Close()
		return res
	}
	if res := post("/api/categories", token, `{"name":"Early"}`); res.StatusCode != http.StatusForbidden {
		t.Fatalf("a write before choosing a new password = %d, want 403", res.StatusCode)
	}

	// A restart neither writes the file again nor makes another password.
	stop()
	startLogged(t, env, out)
	if again, _ := os.ReadFile(file); string(again) != string(data) {
		t.Fatalf("the file changed on restart: %q, was %q", again, data)
	}
	if strings.Count(out.String(), "initial-admin-password") != 1 {
		t.Fatalf("the restart made another password:\n%s", out.String())
	}
}

func TestGeneratedPasswordIsGoneOnceReplacedAndAStaleFileIsNeverOverwritten(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	env := map[string]string{"QRS_DATA_DIR": dir}
	base, stop := startStoppable(t, env)
	file := filepath.Join(dir, "initial-admin-password")
	data, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	token := signIn(t, base, "admin", strings.TrimSpace(string(data)))
	req, _ := http.NewRequest("POST", base+"/api/auth/password", strings.NewReader(
		`{"currentPassword":"`+strings.TrimSpace(string(data))+`","newPassword":"chosen by the admin"}`))
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("Authorization", "Bearer "+token)
	if res, err := http.DefaultClient.Do(req); err != nil || res.StatusCode != http.StatusOK {
		t.Fatalf("choosing a new password = %v %v", res, err)
	}
	if _, err := os.Stat(file); !os.IsNotExist(err) {
		t.Fatalf("the password file is still there: %v", err)
	}
	stop()

	// A data folder whose database was removed but whose password file was not: the start
	// is refused rather than the file overwritten.
	stale := t.TempDir()
	staleFile := filepath.Join(stale, "initial-admin-password")
	if err := os.WriteFile(staleFile, []byte("an older password\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	err = run(ctx, []string{"qrs", "serve"}, func(k string) string {
		return map[string]string{"QRS_DATA_DIR": stale, "QRS_ADDR": "127.0.0.1:0"}[k]
	}, io.Discard)
	if err == nil || !strings.Contains(err.Error(), staleFile) {
		t.Fatalf("start with a stale password file: %v, want an error naming it", err)
	}
	if kept, _ := os.ReadFile(staleFile); string(kept) != "an older password\n" {
		t.Fatalf("the stale file was overwritten: %q", kept)
	}
}

// Not parallel: it sets the package's stdin, which every test shares.
func TestAdminSetPasswordOfTheFirstAdminNeedsNoChangeAfterwards(t *testing.T) {
	dir := t.TempDir()
	env := map[string]string{"QRS_DATA_DIR": dir}
	_, stop := startStoppable(t, env)
	stop()
	stdin = strings.NewReader("set by the operator\n")
	t.Cleanup(func() { stdin = os.Stdin })
	if err := run(context.Background(), []string{"qrs", "admin", "set-password", "admin"}, func(k string) string { return env[k] }, io.Discard); err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(filepath.Join(dir, "initial-admin-password")); !os.IsNotExist(err) {
		t.Fatalf("the generated password's file outlived it: %v", err)
	}
	base := startProgram(t, env)
	token := signIn(t, base, "admin", "set by the operator")
	req, _ := http.NewRequest("POST", base+"/api/categories", strings.NewReader(`{"name":"Allowed"}`))
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("Authorization", "Bearer "+token)
	if res, err := http.DefaultClient.Do(req); err != nil || res.StatusCode != http.StatusCreated {
		t.Fatalf("write after set-password = %v %v", res, err)
	}
}

func TestBackupWithoutADatabaseFailsAndCreatesNothing(t *testing.T) {
	t.Parallel()
	dir := filepath.Join(t.TempDir(), "data")
	getenv := func(k string) string { return map[string]string{"QRS_DATA_DIR": dir}[k] }
	copyPath := filepath.Join(t.TempDir(), "copy.db")
	err := run(context.Background(), []string{"qrs", "backup", copyPath}, getenv, io.Discard)
	if err == nil || !strings.Contains(err.Error(), "no database to back up") {
		t.Fatalf("backup of a missing database: %v", err)
	}
	for _, p := range []string{copyPath, filepath.Join(dir, "qrs.db")} {
		if _, err := os.Stat(p); err == nil {
			t.Fatalf("%s was created", p)
		}
	}
}

func TestServeRefusesBadSettingsBeforeStarting(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		name string
		args []string
		env  map[string]string
		want string
	}{
		{"short start-up admin password", nil, map[string]string{"QRS_ADMIN_USERNAME": "owner", "QRS_ADMIN_PASSWORD": "short"},
			"QRS_ADMIN_PASSWORD must be at least 8 characters"},
		{"base URL flag not http(s)", []string{"--base-url", "qrs.example"}, nil, "--base-url"},
		{"limit flag not positive", []string{"--max-pdf-mb=0"}, nil, "--max-pdf-mb"},
		{"notify address not an e-mail address", nil, map[string]string{"QRS_NOTIFY_EMAIL": "staff"}, "QRS_NOTIFY_EMAIL"},
	} {
		t.Run(c.name, func(t *testing.T) {
			dir := filepath.Join(t.TempDir(), "data")
			env := map[string]string{"QRS_DATA_DIR": dir, "QRS_ADDR": "127.0.0.1:0"}
			for k, v := range c.env {
				env[k] = v
			}
			ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
			defer cancel()
			err := run(ctx, append([]string{"qrs", "serve"}, c.args...), func(k string) string { return env[k] }, io.Discard)
			if err == nil || !strings.Contains(err.Error(), c.want) {
				t.Fatalf("error = %v, want one containing %q", err, c.want)
			}
			if _, err := os.Stat(dir); err == nil {
				t.Fatal("the data folder was created before the settings were checked")
			}
		})
	}
}

func TestExportAndImportMoveASiteToANewDataFolder(t *testing.T) {
	t.Parallel()
	env := map[string]string{"QRS_DATA_DIR": t.TempDir(), "QRS_ADMIN_USERNAME": "owner", "QRS_ADMIN_PASSWORD": "the owner's password"}
	getenv := func(k string) string { return env[k] }
	base, stop := startStoppable(t, env)
	token := signIn(t, base, "owner", "the owner's password")
	body, _ := json.Marshal(map[string]string{"name": "Dr. Moved", "title": "Physician", "company": "QRS", "description": "Moves along."})
	req, _ := http.NewRequest("POST", base+"/api/team-members", bytes.NewReader(body))
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("Authorization", "Bearer "+token)
	res, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	res.Body.Close()
	// A file of the media library, described in German.
	var form bytes.Buffer
	mw := multipart.NewWriter(&form)
	part, _ := mw.CreateFormFile("file", "Broschüre.pdf")
	_, _ = part.Write(testutil.PDF())
	mw.Close()
	req, _ = http.NewRequest("POST", base+"/api/media", &form)
	req.Header.Set("Content-Type", mw.FormDataContentType())
	req.Header.Set("Authorization", "Bearer "+token)
	var asset struct {
		ID  int64  `json:"id"`
		URL string `json:"url"`
	}
	if res, err = http.DefaultClient.Do(req); err != nil || res.StatusCode != http.StatusCreated {
		t.Fatalf("uploading into the library: %v %v", res, err)
	}
	_ = json.NewDecoder(res.Body).Decode(&asset)
	res.Body.Close()
	req, _ = http.NewRequest("PATCH", fmt.Sprintf("%s/api/media/%d?locale=de", base, asset.ID), strings.NewReader(`{"alt":"Unsere Broschüre"}`))
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("Authorization", "Bearer "+token)
	if res, err = http.DefaultClient.Do(req); err != nil || res.StatusCode != http.StatusOK {
		t.Fatalf("describing it: %v %v", res, err)
	}
	res.Body.Close()
	stop()

	file := filepath.Join(t.TempDir(), "site.tar.gz")
	var out bytes.Buffer
	if err := run(context.Background(), []string{"qrs", "export", file}, getenv, &out); err != nil {
		t.Fatalf("export: %v\n%s", err, out.String())
	}
	if info, err := os.Stat(file); err != nil || info.Mode().Perm() != 0o600 {
		t.Fatalf("the archive: %v, mode %v (it holds password hashes)", err, info.Mode().Perm())
	}
	if err := run(context.Background(), []string{"qrs", "export", file}, getenv, &out); err == nil {
		t.Fatal("export overwrote an existing archive")
	}

	moved := map[string]string{"QRS_DATA_DIR": t.TempDir()}
	if err := run(context.Background(), []string{"qrs", "import", file}, func(k string) string { return moved[k] }, &out); err != nil {
		t.Fatalf("import: %v\n%s", err, out.String())
	}
	if !strings.Contains(out.String(), "site loaded from") {
		t.Fatalf("import said: %s", out.String())
	}
	base = startProgram(t, moved)
	signIn(t, base, "owner", "the owner's password")
	res, err = http.Get(base + "/api/team-members")
	if err != nil {
		t.Fatal(err)
	}
	list, _ := io.ReadAll(res.Body)
	res.Body.Close()
	if !strings.Contains(string(list), "Dr. Moved") {
		t.Fatalf("the moved site's team: %s", list)
	}
	// The library came along: the file, its name and its German words.
	req, _ = http.NewRequest("GET", base+"/api/media", nil)
	req.Header.Set("Authorization", "Bearer "+signIn(t, base, "owner", "the owner's password"))
	if res, err = http.DefaultClient.Do(req); err != nil {
		t.Fatal(err)
	}
	library, _ := io.ReadAll(res.Body)
	res.Body.Close()
	if !strings.Contains(string(library), `"name":"Broschüre.pdf"`) || !strings.Contains(string(library), `"alt":"Unsere Broschüre"`) ||
		!strings.Contains(string(library), asset.URL) {
		t.Fatalf("the moved site's library: %s", library)
	}
	if res, err = http.Get(base + asset.URL); err != nil || res.StatusCode != http.StatusOK {
		t.Fatalf("the moved file: %v %v", res, err)
	}
	res.Body.Close()
	// The moved site, started once, holds a site: a second import is refused.
	out.Reset()
	err = run(context.Background(), []string{"qrs", "import", file}, func(k string) string { return moved[k] }, &out)
	if err == nil || !strings.Contains(err.Error(), "not empty") {
		t.Fatalf("a second import: %v", err)
	}
}

func TestBackupOfAPostgreSQLSiteSaysHowToCopyIt(t *testing.T) {
	t.Parallel()
	env := map[string]string{"QRS_DATA_DIR": t.TempDir(), "QRS_DATABASE_URL": "postgres://qrs@127.0.0.1:1/qrs"}
	err := run(context.Background(), []string{"qrs", "backup", filepath.Join(t.TempDir(), "copy.db")}, func(k string) string { return env[k] }, io.Discard)
	if err == nil || !strings.Contains(err.Error(), "pg_dump") {
		t.Fatalf("backup of a PostgreSQL site: %v", err)
	}
}

func TestAdminSignInLinkLetsTheOwnerInWhileNewBrowsersWait(t *testing.T) {
	t.Parallel()
	env := map[string]string{"QRS_ADMIN_USERNAME": "owner", "QRS_ADMIN_PASSWORD": "the owner's first password",
		"QRS_BASE_URL": "https://qrs.example"}
	base := startProgram(t, env)
	call := func(path, token string, body map[string]string, answer any, cookies ...*http.Cookie) *http.Response {
		t.Helper()
		data, _ := json.Marshal(body)
		req, _ := http.NewRequest("POST", base+path, bytes.NewReader(data))
		req.Header.Set("Content-Type", "application/json")
		if token != "" {
			req.Header.Set("Authorization", "Bearer "+token)
		}
		for _, c := range cookies {
			req.AddCookie(c)
		}
		res, err := http.DefaultClient.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		defer res.Body.Close()
		if answer != nil {
			if err := json.NewDecoder(res.Body).Decode(answer); err != nil {
				t.Fatalf("%s answered %d: %v", path, res.StatusCode, err)
			}
		}
		return res
	}
	post := func(path string, body map[string]string, cookies ...*http.Cookie) *http.Response {
		t.Helper()
		return call(path, "", body, nil, cookies...)
	}
	// The owner has two-factor sign-in.
	token := signIn(t, base, "owner", "the owner's first password")
	var setup struct{ Secret string }
	call("/api/auth/two-factor/setup", token, nil, &setup)
	code, err := auth.TOTPCode(setup.Secret, time.Now())
	if err != nil {
		t.Fatal(err)
	}
	if res := call("/api/auth/two-factor/enable", token, map[string]string{"password": "the owner's first password", "code": code}, nil); res.StatusCode != http.StatusOK {
		t.Fatalf("turning two-factor sign-in on answered %d", res.StatusCode)
	}
	// Someone guesses from the owner's own address until new browsers there must wait.
	for res := post("/api/auth/login", map[string]string{"username": "owner", "password": "a guess"}); res.StatusCode != http.StatusTooManyRequests; {
		res = post("/api/auth/login", map[string]string{"username": "owner", "password": "a guess"})
	}
	if res := post("/api/auth/login", map[string]string{"username": "owner", "password": "the owner's first password"}); res.StatusCode != http.StatusTooManyRequests {
		t.Fatalf("the right password from a new browser answered %d, want 429", res.StatusCode)
	}

	var out bytes.Buffer
	if err := run(context.Background(), []string{"qrs", "admin", "sign-in-link", "owner"}, func(k string) string { return env[k] }, &out); err != nil {
		t.Fatal(err)
	}
	_, token, ok := strings.Cut(out.String(), "https://qrs.example/admin#welcome=")
	if !ok {
		t.Fatalf("the command printed no link: %q", out.String())
	}
	token = strings.TrimSpace(token)
	res := post("/api/auth/link", map[string]string{"token": token, "newPassword": "the owner's new password"})
	if res.StatusCode != http.StatusOK {
		t.Fatalf("the link answered %d", res.StatusCode)
	}
	// The browser that used it is known now: it signs in with the new password alone (two-factor
	// sign-in is off, to be set up again), while others still wait. The old password is gone.
	if again := post("/api/auth/login", map[string]string{"username": "owner", "password": "the owner's first password"}, res.Cookies()...); again.StatusCode != http.StatusUnauthorized {
		t.Fatalf("the old password from the browser of the link answered %d, want 401", again.StatusCode)
	}
	var answer struct {
		AuthToken         string
		TwoFactorRequired bool
	}
	if again := call("/api/auth/login", "", map[string]string{"username": "owner", "password": "the owner's new password"}, &answer, res.Cookies()...); again.StatusCode != http.StatusOK ||
		answer.AuthToken == "" || answer.TwoFactorRequired {
		t.Fatalf("the browser of the link signing in again answered %d %+v", again.StatusCode, answer)
	}
	// Spent, the link is one more wrong token, which this address has no attempts left for.
	if res := post("/api/auth/link", map[string]string{"token": token, "newPassword": "yet another password"}); res.StatusCode != http.StatusTooManyRequests {
		t.Fatalf("the link used again answered %d, want 429", res.StatusCode)
	}
	if !strings.Contains(out.String(), "two-factor sign-in and sessions ended") {
		t.Errorf("the command does not say what it reset: %q", out.String())
	}
	if err := run(context.Background(), []string{"qrs", "admin", "sign-in-link", "nobody"}, func(k string) string { return env[k] }, io.Discard); err == nil ||
		!strings.Contains(err.Error(), `no account "nobody"`) {
		t.Fatalf("a link of an unknown account: %v", err)
	}
}
