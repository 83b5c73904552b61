package services

import (
	"context"
	"errors"
	"fmt"
	"io"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"sync"
	"syscall"
	"time"
)

// Options says what cluster to start.
type Options struct {
	Bin       string // the qrs binary
	Instances int
	// Durable keeps PostgreSQL's fsync on (by hand and in benchmarks); tests turn it off.
	Durable bool
	// Env is added to every instance's environment.
	Env []string
	// Log receives a line per started server; nil means none.
	Log io.Writer
	// Import, when set, is an archive of qrs export loaded into the new stores before the
	// instances start.
	Import string
}

// Cluster is PostgreSQL, an S3-compatible store and qrs instances sharing both: what
// `make cluster`, the cluster test and the benchmark of several instances run.
type Cluster struct {
	Instances     []*Instance
	DatabaseURL   string
	StorageURL    string
	AdminUser     string
	AdminPassword string
	pg            *Postgres
	s3            *S3
	opts          Options
	env           []string
}

// Instance is one running qrs serve.
type Instance struct {
	Base    string // http://127.0.0.1:PORT
	Addr    string
	LogPath string
	DataDir string
	env     []string
	bin     string
	mu      sync.Mutex
	cmd     *exec.Cmd
	done    chan struct{}
}

// Start starts PostgreSQL, the S3 store and the instances. The first instance starts alone
// (it migrates the new database and makes the owner's account); the others then start
// together.
func Start(ctx context.Context, o Options) (*Cluster, error) {
	bin, err := filepath.Abs(o.Bin)
	if err != nil {
		return nil, err
	}
	if _, err := os.Stat(bin); err != nil {
		return nil, fmt.Errorf("no qrs binary at %s: run make build first", o.Bin)
	}
	o.Bin = bin
	c := &Cluster{opts: o, AdminUser: "owner", AdminPassword: Secret(10)}
	if c.pg, err = StartPostgres(ctx, o.Durable); err != nil {
		return nil, err
	}
	say := func(format string, args ...any) {
		if o.Log != nil {
			fmt.Fprintf(o.Log, format+"\n", args...)
		}
	}
	say("PostgreSQL is up")
	if c.DatabaseURL, err = c.pg.NewDatabase(ctx, "qrs"); err != nil {
		c.Stop()
		return nil, err
	}
	if c.s3, err = StartS3(ctx, ToolsDir(), "qrs"); err != nil {
		c.Stop()
		return nil, err
	}
	say("S3 store is up at %s", c.s3.Endpoint)
	c.StorageURL = c.s3.StorageURL("qrs", "site")
	c.env = append(append([]string{
		"QRS_DATABASE_URL=" + c.DatabaseURL, "QRS_STORAGE_URL=" + c.StorageURL,
		"QRS_TRUSTED_PROXIES=127.0.0.1",
	}, c.s3.Env()...), o.Env...)
	if o.Import != "" {
		cmd := exec.CommandContext(ctx, o.Bin, "import", o.Import)
		dir, err := os.MkdirTemp("", "qrs-import-")
		if err != nil {
			c.Stop()
			return nil, err
		}
		defer os.RemoveAll(dir)
		cmd.Env = append(os.Environ(), append([]string{"QRS_DATA_DIR=" + dir}, c.env...)...)
		if out, err := cmd.CombinedOutput(); err != nil {
			c.Stop()
			return nil, fmt.Errorf("qrs import: %v\n%s", err, out)
		}
		say("imported %s", o.Import)
		c.AdminUser, c.AdminPassword = "", "" // the archive's accounts sign in
	}
	for i := range o.Instances {
		in, err := c.newInstance()
		if err != nil {
			c.Stop()
			return nil, err
		}
		c.Instances = append(c.Instances, in)
		if i == 0 {
			if err := in.Start(c.AdminUser, c.AdminPassword); err != nil {
				c.Stop()
				return nil, err
			}
			say("instance 1 is up at %s", in.Base)
		}
	}
	errs := make([]error, len(c.Instances))
	var wg sync.WaitGroup
	for i, in := range c.Instances[1:] {
		wg.Go(func() { errs[i] = in.Start("", "") })
	}
	wg.Wait()
	if err := errors.Join(errs...); err != nil {
		c.Stop()
		return nil, err
	}
	for i, in := range c.Instances[1:] {
		say("instance %d is up at %s", i+2, in.Base)
	}
	return c, nil
}

// ToolsDir is where the S3 server's binary is built: the repository's .tools/bin, found
// from the working folder up.
func ToolsDir() string {
	dir, _ := os.Getwd()
	for d := dir; d != filepath.Dir(d); d = filepath.Dir(d) {
		if _, err := os.Stat(filepath.Join(d, "go.mod")); err == nil {
			return filepath.Join(d, ".tools", "bin")
		}
	}
	return filepath.Join(dir, ".tools", "bin")
}

// newInstance prepares an instance of the cluster.
func (c *Cluster) newInstance() (*Instance, error) { return NewInstance(c.opts.Bin, c.env...) }

// NewInstance prepares an instance of bin with its own data folder and port, and env added
// to its environment; Start starts it.
func NewInstance(bin string, env ...string) (*Instance, error) {
	dir, err := os.MkdirTemp("", "qrs-instance-")
	if err != nil {
		return nil, err
	}
	port, err := FreePort()
	if err != nil {
		return nil, err
	}
	in := &Instance{Addr: fmt.Sprintf("127.0.0.1:%d", port), DataDir: dir, LogPath: filepath.Join(dir, "qrs.log"), bin: bin}
	in.Base = "http://" + in.Addr
	in.env = append(os.Environ(), append([]string{"QRS_ADDR=" + in.Addr, "QRS_DATA_DIR=" + filepath.Join(dir, "data")}, env...)...)
	return in, nil
}

// Command runs `qrs ARGS...` with the instance's settings and answers its output.
func (in *Instance) Command(args ...string) ([]byte, error) {
	cmd := exec.Command(in.bin, args...)
	cmd.Env = in.env
	return cmd.CombinedOutput()
}

// AddInstance starts one more instance.
func (c *Cluster) AddInstance() (*Instance, error) {
	in, err := c.newInstance()
	if err != nil {
		return nil, err
	}
	if err := in.Start("", ""); err != nil {
		return nil, err
	}
	c.Instances = append(c.Instances, in)
	return in, nil
}

// Addrs answers the instances' addresses.
func (c *Cluster) Addrs() []string {
	var out []string
	for _, in := range c.Instances {
		out = append(out, in.Addr)
	}
	return out
}

// Stop stops the instances, then the servers, and removes their folders.
func (c *Cluster) Stop() {
	for _, in := range c.Instances {
		in.Stop()
		os.RemoveAll(in.DataDir)
	}
	if c.s3 != nil {
		c.s3.Stop()
	}
	if c.pg != nil {
		c.pg.Stop()
	}
}

// Start starts the instance (again) and waits until it answers /healthz; adminUser and
// adminPassword, when given, make the owner's account at start.
func (in *Instance) Start(adminUser, adminPassword string) error {
	in.mu.Lock()
	defer in.mu.Unlock()
	logFile, err := os.OpenFile(in.LogPath, os.O_CREATE|os.O_APPEND|os.O_WRONLY, 0o600)
	if err != nil {
		return err
	}
	defer logFile.Close()
	cmd := exec.Command(in.bin, "serve")
	cmd.Env = in.env
	if adminUser != "" {
		cmd.Env = append(cmd.Env, "QRS_ADMIN_USERNAME="+adminUser, "QRS_ADMIN_PASSWORD="+adminPassword)
	}
	cmd.Stdout, cmd.Stderr = logFile, logFile
	cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true}
	if err := cmd.Start(); err != nil {
		return err
	}
	done := make(chan struct{})
	go func() { cmd.Wait(); close(done) }() //nolint:errcheck // its end is seen through done
	in.cmd, in.done = cmd, done
	if err := WaitHealthy(in.Base, 2*time.Minute); err != nil {
		log, _ := os.ReadFile(in.LogPath)
		return fmt.Errorf("instance %s: %w\n%s", in.Addr, err, log)
	}
	return nil
}

// PID answers the process id of the running instance, 0 when it is not running.
func (in *Instance) PID() int {
	in.mu.Lock()
	defer in.mu.Unlock()
	if in.cmd == nil || in.cmd.Process == nil {
		return 0
	}
	return in.cmd.Process.Pid
}

// Stop ends the instance as an operator would (SIGTERM: it finishes its requests).
func (in *Instance) Stop() { in.end(syscall.SIGTERM) }

// Kill ends the instance at once (SIGKILL), as a crashed machine would.
func (in *Instance) Kill() { in.end(syscall.SIGKILL) }

func (in *Instance) end(sig syscall.Signal) {
	in.mu.Lock()
	defer in.mu.Unlock()
	if in.cmd == nil {
		return
	}
	_ = in.cmd.Process.Signal(sig)
	select {
	case <-in.done:
	case <-time.After(time.Minute):
		_ = in.cmd.Process.Kill()
		<-in.done
	}
	in.cmd = nil
}

// WaitHealthy waits until base answers /healthz with 200.
func WaitHealthy(base string, limit time.Duration) error {
	deadline := time.Now().Add(limit)
	for {
		res, err := http.Get(base + "/healthz")
		if err == nil {
			res.Body.Close()
			if res.StatusCode == http.StatusOK {
				return nil
			}
		}
		if time.Now().After(deadline) {
			return fmt.Errorf("no healthy answer within %s (last: %v)", limit, err)
		}
		time.Sleep(50 * time.Millisecond)
	}
}
