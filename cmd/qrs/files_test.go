package main

import (
	"bytes"
	"context"
	"encoding/json"
	"io"
	"io/fs"
	"mime/multipart"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"

	"github.com/qrs-site/qrs/internal/database"
	"github.com/qrs-site/qrs/internal/testutil"
)

// looseUmask makes the test process create files as most shells do (group and others may
// read), so that only the program's own care keeps its files private; it is put back after.
func looseUmask(t *testing.T) {
	old := syscall.Umask(0o022)
	t.Cleanup(func() { syscall.Umask(old) })
}

// expectPrivate fails for each file or folder under dir that anyone but its owner may read,
// write or enter; it answers the names it saw.
func expectPrivate(t *testing.T, dir string) map[string]fs.FileMode {
	t.Helper()
	seen := map[string]fs.FileMode{}
	err := filepath.WalkDir(dir, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		info, err := d.Info()
		if err != nil {
			return err
		}
		rel, _ := filepath.Rel(dir, path)
		seen[rel] = info.Mode().Perm()
		if info.Mode().Perm()&0o077 != 0 {
			t.Errorf("%s is %v: others than the server's user may use it", rel, info.Mode().Perm())
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return seen
}

// Not parallel: it sets the process's umask, which every test shares.
func TestDataFolderDatabaseAndBackupsAreTheServersAlone(t *testing.T) {
	looseUmask(t)
	dir := filepath.Join(t.TempDir(), "data")
	env := map[string]string{"QRS_DATA_DIR": dir, "QRS_ADMIN_USERNAME": "editor", "QRS_ADMIN_PASSWORD": "a long password"}
	base := startProgram(t, env)
	token := signIn(t, base, "editor", "a long password")
	req, _ := http.NewRequest("POST", base+"/api/categories", strings.NewReader(`{"name":"Written"}`))
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("Authorization", "Bearer "+token)
	res, err := http.DefaultClient.Do(req)
	if err != nil || res.StatusCode != http.StatusCreated {
		t.Fatalf("create = %v %v", res, err)
	}
	res.Body.Close()

	seen := expectPrivate(t, dir)
	if seen["."] != 0o700 {
		t.Errorf("the data folder is %v, want drwx------", seen["."])
	}
	for _, name := range []string{"qrs.db", "qrs.db-wal", "qrs.db-shm"} {
		if mode, ok := seen[name]; !ok || mode != 0o600 {
			t.Errorf("%s: present %v, mode %v; want -rw-------", name, ok, mode)
		}
	}

	backups := t.TempDir()
	if err := os.Chmod(backups, 0o755); err != nil {
		t.Fatal(err)
	}
	copyPath := filepath.Join(backups, "copy.db")
	if err := run(context.Background(), []string{"qrs", "backup", copyPath}, func(k string) string { return env[k] }, io.Discard); err != nil {
		t.Fatal(err)
	}
	if info, err := os.Stat(copyPath); err != nil || info.Mode().Perm() != 0o600 {
		t.Fatalf("backup: %v %v, want -rw-------", info.Mode(), err)
	}
}

// postFile uploads data to route as the form field field, signed in with token, and
// answers the stored file's URL.
func postFile(t *testing.T, base, token, route, field, name string, data []byte) string {
	t.Helper()
	var body bytes.Buffer
	mw := multipart.NewWriter(&body)
	part, err := mw.CreateFormFile(field, name)
	if err != nil {
		t.Fatal(err)
	}
	part.Write(data)
	mw.Close()
	req, _ := http.NewRequest("POST", base+route, &body)
	req.Header.Set("Content-Type", mw.FormDataContentType())
	req.Header.Set("Authorization", "Bearer "+token)
	res, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer res.Body.Close()
	var answer struct{ URL string }
	if res.StatusCode != http.StatusCreated || json.NewDecoder(res.Body).Decode(&answer) != nil || answer.URL == "" {
		t.Fatalf("upload of %s = %d", name, res.StatusCode)
	}
	return answer.URL
}

// Not parallel: it sets the process's umask, which every test shares.
func TestUploadsTheirCopiesAndTheSitePackageAreTheServersAlone(t *testing.T) {
	looseUmask(t)
	dir := filepath.Join(t.TempDir(), "data")
	env := map[string]string{"QRS_DATA_DIR": dir, "QRS_ADMIN_USERNAME": "editor", "QRS_ADMIN_PASSWORD": "a long password"}
	base := startProgram(t, env)
	token := signIn(t, base, "editor", "a long password")
	photo := postFile(t, base, token, "/api/upload/image", "image", "photo.png", testutil.PNG(t, 900, 300))
	logo := postFile(t, base, token, "/api/upload/image", "image", "logo.svg",
		[]byte(`<svg xmlns="http://www.w3.org/2000/svg"><rect width="5" height="5"/></svg>`))
	paper := postFile(t, base, token, "/api/upload/pdf", "pdf", "paper.pdf", testutil.PDF())
	body, _ := json.Marshal(map[string]string{"name": "Dr. Private", "title": "Physician", "company": "QRS",
		"description": "Keeps to herself.", "imageUrl": photo})
	req, _ := http.NewRequest("POST", base+"/api/team-members", bytes.NewReader(body))
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("Authorization", "Bearer "+token)
	res, err := http.DefaultClient.Do(req)
	if err != nil || res.StatusCode != http.StatusCreated {
		t.Fatalf("create = %v %v", res, err)
	}
	res.Body.Close()
	// The site package is built on its first download and kept in cache/.
	res, err = http.Get(base + "/get-deployment-package")
	if err != nil || res.StatusCode != http.StatusOK {
		t.Fatalf("site package = %v %v", res, err)
	}
	io.Copy(io.Discard, res.Body)
	res.Body.Close()

	seen := expectPrivate(t, dir)
	stem := strings.TrimSuffix(strings.TrimPrefix(photo, "/uploads/"), ".png")
	want := map[string]fs.FileMode{"uploads": 0o700, "cache": 0o700,
		"uploads/" + stem + ".png": 0o600, "uploads/" + stem + "-400w.webp": 0o600, "uploads/" + stem + "-800w.webp": 0o600,
		strings.TrimPrefix(logo, "/"): 0o600, strings.TrimPrefix(paper, "/"): 0o600}
	for name, mode := range want {
		if got, ok := seen[name]; !ok || got != mode {
			t.Errorf("%s: present %v, mode %v; want %v", name, ok, got, mode)
		}
	}
	packages := 0
	for name, mode := range seen {
		if strings.HasPrefix(name, "cache/site-package-") {
			packages++
			if mode != 0o600 {
				t.Errorf("%s is %v, want -rw-------", name, mode)
			}
		}
	}
	if packages != 1 {
		t.Errorf("%d site packages in cache/: %v", packages, seen)
	}
}

// Not parallel: it sets the process's umask and the package's stdin, which every test shares.
func TestLooserDataFolderOfAnEarlierInstallIsTightenedAndSaysSo(t *testing.T) {
	looseUmask(t)
	dir := filepath.Join(t.TempDir(), "data")
	if err := os.Mkdir(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	// The database of an earlier release, made readable by everyone.
	store, err := database.Open(context.Background(), filepath.Join(dir, "qrs.db"))
	if err != nil {
		t.Fatal(err)
	}
	store.Close()
	if err := os.Chmod(filepath.Join(dir, "qrs.db"), 0o644); err != nil {
		t.Fatal(err)
	}
	out := &syncBuffer{}
	env := map[string]string{"QRS_DATA_DIR": dir, "QRS_ADMIN_USERNAME": "editor", "QRS_ADMIN_PASSWORD": "a long password"}
	startLogged(t, env, out)
	seen := expectPrivate(t, dir)
	if seen["."] != 0o700 || seen["qrs.db"] != 0o600 {
		t.Errorf("data folder %v, database %v; want drwx------ and -rw-------", seen["."], seen["qrs.db"])
	}
	if !strings.Contains(out.String(), "data folder") || !strings.Contains(out.String(), "0700") {
		t.Errorf("the log does not say the data folder was tightened:\n%s", out.String())
	}

	// The command line tightens it too.
	if err := os.Chmod(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	var cli strings.Builder
	stdin = strings.NewReader("another long password\n")
	t.Cleanup(func() { stdin = os.Stdin })
	if err := run(context.Background(), []string{"qrs", "admin", "set-password", "owner"}, func(k string) string { return env[k] }, &cli); err != nil {
		t.Fatal(err)
	}
	if info, err := os.Stat(dir); err != nil || info.Mode().Perm() != 0o700 || !strings.Contains(cli.String(), "0700") {
		t.Errorf("after set-password the data folder is %v (%v); said %q", info.Mode(), err, cli.String())
	}
}
