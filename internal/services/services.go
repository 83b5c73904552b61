// Package services starts, on loopback and in a temporary folder, the servers a site on
// several instances needs: PostgreSQL (Debian's, started as its own user) and an
// S3-compatible object store (versitygw serving a local folder). The tests, `make test` and
// `make cluster` use it; every credential is made up at start.
package services

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"errors"
	"fmt"
	"net"
	"net/http"
	"net/url"
	"os"
	"os/exec"
	"os/user"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"syscall"
	"time"

	"github.com/jackc/pgx/v5"
	"github.com/minio/minio-go/v7"
	"github.com/minio/minio-go/v7/pkg/credentials"
)

// VersityModule is the S3-compatible server the tests run, built with `go install`.
const VersityModule = "github.com/versity/versitygw/cmd/versitygw@v1.8.0"

// Server is one started server: Stop ends it and removes its folder.
type Server struct {
	cmd  *exec.Cmd
	dir  string
	done chan error
}

// Stop ends the server (SIGINT, then SIGKILL after 10 s) and removes its folder.
func (s *Server) Stop() error {
	if s == nil || s.cmd == nil {
		return nil
	}
	_ = s.cmd.Process.Signal(os.Interrupt)
	select {
	case <-s.done:
	case <-time.After(10 * time.Second):
		_ = s.cmd.Process.Kill()
		<-s.done
	}
	return os.RemoveAll(s.dir)
}

// Postgres is a started PostgreSQL server.
type Postgres struct {
	*Server
	// URL reaches its administrative database as a superuser, who may create databases.
	URL string
}

// Secret answers n random bytes as hex: passwords and keys made up at run time.
func Secret(n int) string {
	b := make([]byte, n)
	_, _ = rand.Read(b)
	return hex.EncodeToString(b)
}

// FreePort answers a TCP port on 127.0.0.1 that nothing listens on just now.
func FreePort() (int, error) {
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return 0, err
	}
	defer l.Close()
	return l.Addr().(*net.TCPAddr).Port, nil
}

// postgresBin answers the folder of the newest installed PostgreSQL server, installing
// Debian's package first when none is and this process may.
func postgresBin() (string, error) {
	find := func() string {
		found, _ := filepath.Glob("/usr/lib/postgresql/*/bin/postgres")
		sort.Slice(found, func(i, j int) bool { return version(found[i]) < version(found[j]) })
		if len(found) == 0 {
			return ""
		}
		return filepath.Dir(found[len(found)-1])
	}
	if dir := find(); dir != "" {
		return dir, nil
	}
	if os.Geteuid() != 0 {
		return "", errors.New("PostgreSQL is not installed: sudo apt-get install postgresql")
	}
	for _, args := range [][]string{{"update", "-qq"}, {"install", "-y", "-qq", "postgresql"}} {
		cmd := exec.Command("apt-get", args...)
		cmd.Env = append(os.Environ(), "DEBIAN_FRONTEND=noninteractive")
		if out, err := cmd.CombinedOutput(); err != nil {
			return "", fmt.Errorf("apt-get %s: %v\n%s", strings.Join(args, " "), err, out)
		}
	}
	if dir := find(); dir != "" {
		return dir, nil
	}
	return "", errors.New("PostgreSQL was installed but its server is not in /usr/lib/postgresql")
}

// version answers the major version in a path like /usr/lib/postgresql/15/bin/postgres.
func version(path string) int {
	n, _ := strconv.Atoi(filepath.Base(filepath.Dir(filepath.Dir(path))))
	return n
}

// asPostgresUser makes cmd run as the postgres user when this process is root (the
// server refuses to run as root), and answers that user's ids for the folders it owns.
func asPostgresUser(cmd *exec.Cmd) (uid, gid int, err error) {
	if os.Geteuid() != 0 {
		return os.Getuid(), os.Getgid(), nil
	}
	u, err := user.Lookup("postgres")
	if err != nil {
		return 0, 0, fmt.Errorf("PostgreSQL runs as its own user, and there is none: %w", err)
	}
	uid, _ = strconv.Atoi(u.Uid)
	gid, _ = strconv.Atoi(u.Gid)
	if cmd != nil {
		cmd.SysProcAttr = &syscall.SysProcAttr{Credential: &syscall.Credential{Uid: uint32(uid), Gid: uint32(gid)}}
	}
	return uid, gid, nil
}

// StartPostgres initialises a new cluster in a temporary folder and starts it on a free
// port of 127.0.0.1, with C collation (text sorts by bytes, as SQLite's does). durable
// false turns fsync off, for tests.
func StartPostgres(ctx context.Context, durable bool) (*Postgres, error) {
	bin, err := postgresBin()
	if err != nil {
		return nil, err
	}
	dir, err := os.MkdirTemp("", "qrs-postgres-")
	if err != nil {
		return nil, err
	}
	fail := func(err error) (*Postgres, error) {
		os.RemoveAll(dir)
		return nil, err
	}
	uid, gid, err := asPostgresUser(nil)
	if err != nil {
		return fail(err)
	}
	password := Secret(16)
	if err := os.WriteFile(filepath.Join(dir, "pw"), []byte(password+"\n"), 0o600); err != nil {
		return fail(err)
	}
	for _, p := range []string{dir, filepath.Join(dir, "pw")} {
		if err := os.Chown(p, uid, gid); err != nil {
			return fail(err)
		}
	}
	initdb := exec.CommandContext(ctx, filepath.Join(bin, "initdb"), "-D", filepath.Join(dir, "data"), "-U", "qrs",
		"--pwfile", filepath.Join(dir, "pw"), "-A", "scram-sha-256", "--no-locale", "-E", "UTF8", "--no-sync")
	if _, _, err := asPostgresUser(initdb); err != nil {
		return fail(err)
	}
	if out, err := initdb.CombinedOutput(); err != nil {
		return fail(fmt.Errorf("initdb: %v\n%s", err, out))
	}
	port, err := FreePort()
	if err != nil {
		return fail(err)
	}
	args := []string{"-D", filepath.Join(dir, "data"), "-h", "127.0.0.1", "-p", strconv.Itoa(port),
		"-k", dir, "-c", "max_connections=400", "-c", "shared_buffers=64MB"}
	if !durable {
		args = append(args, "-c", "fsync=off", "-c", "full_page_writes=off", "-c", "synchronous_commit=off")
	}
	cmd := exec.Command(filepath.Join(bin, "postgres"), args...)
	if _, _, err := asPostgresUser(cmd); err != nil {
		return fail(err)
	}
	logFile, err := os.Create(filepath.Join(dir, "server.log"))
	if err != nil {
		return fail(err)
	}
	defer logFile.Close()
	cmd.Stdout, cmd.Stderr = logFile, logFile
	cmd.SysProcAttr.Setpgid = true
	if err := cmd.Start(); err != nil {
		return fail(err)
	}
	srv := &Server{cmd: cmd, dir: dir, done: make(chan error, 1)}
	go func() { srv.done <- cmd.Wait() }()
	pg := &Postgres{Server: srv, URL: fmt.Sprintf("postgres://qrs:%s@127.0.0.1:%d/postgres?sslmode=disable", password, port)}
	deadline := time.Now().Add(30 * time.Second)
	for {
		conn, err := pgx.Connect(ctx, pg.URL)
		if err == nil {
			conn.Close(ctx)
			return pg, nil
		}
		select {
		case err := <-srv.done:
			log, _ := os.ReadFile(filepath.Join(dir, "server.log"))
			os.RemoveAll(dir)
			return nil, fmt.Errorf("postgres ended at start: %v\n%s", err, log)
		case <-time.After(100 * time.Millisecond):
		}
		if time.Now().After(deadline) {
			srv.Stop()
			return nil, fmt.Errorf("postgres did not answer within 30 s: %w", err)
		}
	}
}

// NewDatabase creates an empty database on the server and answers its URL.
func (p *Postgres) NewDatabase(ctx context.Context, name string) (string, error) {
	return CreateDatabase(ctx, p.URL, name)
}

// CreateDatabase creates the database name on the server that adminURL reaches (as a
// user who may) and answers the URL of the new database.
func CreateDatabase(ctx context.Context, adminURL, name string) (string, error) {
	return CreateDatabaseFrom(ctx, adminURL, name, "")
}

// CreateDatabaseFrom is CreateDatabase making the database a copy of the database template
// (which nobody may be connected to meanwhile); an empty template is the server's default.
func CreateDatabaseFrom(ctx context.Context, adminURL, name, template string) (string, error) {
	conn, err := pgx.Connect(ctx, adminURL)
	if err != nil {
		return "", err
	}
	defer conn.Close(ctx)
	create := "CREATE DATABASE " + pgx.Identifier{name}.Sanitize()
	if template != "" {
		create += " TEMPLATE " + pgx.Identifier{template}.Sanitize()
	}
	if _, err := conn.Exec(ctx, create); err != nil {
		return "", err
	}
	u, err := url.Parse(adminURL)
	if err != nil {
		return "", err
	}
	u.Path = "/" + name
	return u.String(), nil
}

// DropDatabase drops the database name, ending whatever connections are left to it.
func DropDatabase(ctx context.Context, adminURL, name string) error {
	conn, err := pgx.Connect(ctx, adminURL)
	if err != nil {
		return err
	}
	defer conn.Close(ctx)
	_, err = conn.Exec(ctx, "DROP DATABASE IF EXISTS "+pgx.Identifier{name}.Sanitize()+" WITH (FORCE)")
	return err
}

// S3 is a started S3-compatible server.
type S3 struct {
	*Server
	// Endpoint is its http://127.0.0.1:PORT; AccessKey and SecretKey sign requests to it.
	Endpoint, AccessKey, SecretKey string
}

// StorageURL answers the QRS_STORAGE_URL of bucket (and prefix) on this server.
func (s *S3) StorageURL(bucket, prefix string) string {
	return "s3://" + bucket + "/" + prefix + "?endpoint=" + url.QueryEscape(s.Endpoint) + "&region=us-east-1&path_style=true"
}

// Env answers the credentials as the standard variables the site reads them from.
func (s *S3) Env() []string {
	return []string{"AWS_ACCESS_KEY_ID=" + s.AccessKey, "AWS_SECRET_ACCESS_KEY=" + s.SecretKey}
}

// versitygw answers the path of the versitygw binary in toolsDir, building it first with
// `go install` when it is missing (about two minutes the first time).
func versitygw(ctx context.Context, toolsDir string) (string, error) {
	bin := filepath.Join(toolsDir, "versitygw")
	if _, err := os.Stat(bin); err == nil {
		return bin, nil
	}
	if err := os.MkdirAll(toolsDir, 0o755); err != nil {
		return "", err
	}
	abs, err := filepath.Abs(toolsDir)
	if err != nil {
		return "", err
	}
	cmd := exec.CommandContext(ctx, "go", "install", VersityModule)
	cmd.Env = append(os.Environ(), "GOBIN="+abs, "CGO_ENABLED=0", "GOFLAGS=")
	if out, err := cmd.CombinedOutput(); err != nil {
		return "", fmt.Errorf("go install %s: %v\n%s", VersityModule, err, out)
	}
	return bin, nil
}

// StartS3 starts versitygw (built into toolsDir when missing) serving a temporary folder
// on a free port of 127.0.0.1, with buckets made for each name in buckets.
func StartS3(ctx context.Context, toolsDir string, buckets ...string) (*S3, error) {
	bin, err := versitygw(ctx, toolsDir)
	if err != nil {
		return nil, err
	}
	dir, err := os.MkdirTemp("", "qrs-s3-")
	if err != nil {
		return nil, err
	}
	root := filepath.Join(dir, "buckets")
	if err := os.Mkdir(root, 0o700); err != nil {
		os.RemoveAll(dir)
		return nil, err
	}
	port, err := FreePort()
	if err != nil {
		os.RemoveAll(dir)
		return nil, err
	}
	s := &S3{Endpoint: fmt.Sprintf("http://127.0.0.1:%d", port), AccessKey: "qrs" + Secret(6), SecretKey: Secret(20)}
	cmd := exec.Command(bin, "--port", fmt.Sprintf("127.0.0.1:%d", port), "posix", root)
	cmd.Env = append(os.Environ(), "ROOT_ACCESS_KEY="+s.AccessKey, "ROOT_SECRET_KEY="+s.SecretKey)
	logFile, err := os.Create(filepath.Join(dir, "server.log"))
	if err != nil {
		os.RemoveAll(dir)
		return nil, err
	}
	defer logFile.Close()
	cmd.Stdout, cmd.Stderr = logFile, logFile
	cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true}
	if err := cmd.Start(); err != nil {
		os.RemoveAll(dir)
		return nil, err
	}
	s.Server = &Server{cmd: cmd, dir: dir, done: make(chan error, 1)}
	go func() { s.done <- cmd.Wait() }()
	deadline := time.Now().Add(30 * time.Second)
	for {
		resp, err := http.Get(s.Endpoint + "/")
		if err == nil {
			resp.Body.Close()
			break
		}
		select {
		case err := <-s.done:
			log, _ := os.ReadFile(filepath.Join(dir, "server.log"))
			os.RemoveAll(dir)
			return nil, fmt.Errorf("versitygw ended at start: %v\n%s", err, log)
		case <-time.After(100 * time.Millisecond):
		}
		if time.Now().After(deadline) {
			s.Stop()
			return nil, errors.New("versitygw did not answer within 30 s")
		}
	}
	for _, b := range buckets {
		if err := s.MakeBucket(ctx, b); err != nil {
			s.Stop()
			return nil, err
		}
	}
	return s, nil
}

// MakeBucket creates the bucket name on the server.
func (s *S3) MakeBucket(ctx context.Context, name string) error {
	u, err := url.Parse(s.Endpoint)
	if err != nil {
		return err
	}
	c, err := minio.New(u.Host, &minio.Options{Creds: credentials.NewStaticV4(s.AccessKey, s.SecretKey, ""),
		Region: "us-east-1", BucketLookup: minio.BucketLookupPath})
	if err != nil {
		return err
	}
	if err := c.MakeBucket(ctx, name, minio.MakeBucketOptions{Region: "us-east-1"}); err != nil {
		return fmt.Errorf("make bucket %s: %w", name, err)
	}
	return nil
}
