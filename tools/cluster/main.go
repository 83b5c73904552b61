// Command cluster runs the site as several instances on one machine, for trying by hand
// what an operator runs on many: PostgreSQL, an S3-compatible store (versitygw), a number of
// qrs instances sharing both, and nginx in front of them, all on loopback. It prints the
// address and the owner's sign-in, and stops everything at Ctrl-C.
//
//	go run ./tools/cluster -bin bin/qrs -instances 3 [-import site.tar.gz]
package main

import (
	"context"
	"flag"
	"fmt"
	"os"
	"os/exec"
	"os/signal"
	"path/filepath"
	"strings"
	"syscall"
	"time"

	"github.com/qrs-site/qrs/internal/config"
	"github.com/qrs-site/qrs/internal/services"
)

func main() {
	bin := flag.String("bin", "bin/qrs", "the qrs binary")
	n := flag.Int("instances", 3, "how many instances")
	archive := flag.String("import", "", "an archive of qrs export to load before the instances start")
	flag.Parse()
	if err := run(*bin, *n, *archive); err != nil {
		fmt.Fprintln(os.Stderr, "cluster:", err)
		os.Exit(1)
	}
}

func run(bin string, n int, archive string) error {
	if _, err := exec.LookPath("nginx"); err != nil {
		return fmt.Errorf("nginx is not installed: sudo apt-get install nginx-light")
	}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	c, err := services.Start(ctx, services.Options{Bin: bin, Instances: n, Durable: true, Log: os.Stderr, Import: archive})
	if err != nil {
		return err
	}
	defer c.Stop()
	ngx, err := StartNginx(c.Addrs())
	if err != nil {
		return err
	}
	defer ngx.Stop()
	signIn := fmt.Sprintf("sign in at %s/admin as %q with the password %q", ngx.Base, c.AdminUser, c.AdminPassword)
	if c.AdminUser == "" {
		signIn = fmt.Sprintf("sign in at %s/admin with an account of the archive", ngx.Base)
	}
	var lines []string
	for i, in := range c.Instances {
		lines = append(lines, fmt.Sprintf("  instance %d  %s  (log %s)", i+1, in.Base, in.LogPath))
	}
	fmt.Printf(`
The site runs on %d instances behind nginx:

  %s

  %s

%s
  PostgreSQL  %s
  S3 bucket   %s (keys in each instance's environment)

Ctrl-C stops everything.
`, n, ngx.Base, signIn, strings.Join(lines, "\n"),
		config.Redacted(c.DatabaseURL), c.StorageURL)
	<-ctx.Done()
	fmt.Println("\nstopping")
	return nil
}

// nginxConf is the load balancer: requests go round the instances, and one that fails or
// answers 502/503/504 is skipped for ten seconds while the others serve.
const nginxConf = `daemon off;
worker_processes 1;
error_log %[1]s/error.log warn;
pid %[1]s/nginx.pid;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path %[1]s/body;
  proxy_temp_path %[1]s/proxy;
  fastcgi_temp_path %[1]s/fastcgi;
  uwsgi_temp_path %[1]s/uwsgi;
  scgi_temp_path %[1]s/scgi;
  client_max_body_size 0;
  upstream qrs {
%[2]s    keepalive 32;
  }
  server {
    listen 127.0.0.1:%[3]d;
    location / {
      proxy_pass http://qrs;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $remote_addr;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_next_upstream error timeout http_502 http_503 http_504 non_idempotent;
      proxy_request_buffering off;
      proxy_buffering off;
    }
  }
}
`

// Nginx is a running nginx in front of the instances.
type Nginx struct {
	Base string
	dir  string
	cmd  *exec.Cmd
}

// StartNginx starts nginx on a free port of 127.0.0.1, balancing over addrs.
func StartNginx(addrs []string) (*Nginx, error) {
	dir, err := os.MkdirTemp("", "qrs-nginx-")
	if err != nil {
		return nil, err
	}
	port, err := services.FreePort()
	if err != nil {
		return nil, err
	}
	var upstream strings.Builder
	for _, a := range addrs {
		fmt.Fprintf(&upstream, "    server %s max_fails=1 fail_timeout=10s;\n", a)
	}
	conf := filepath.Join(dir, "nginx.conf")
	if err := os.WriteFile(conf, fmt.Appendf(nil, nginxConf, dir, upstream.String(), port), 0o644); err != nil {
		return nil, err
	}
	cmd := exec.Command("nginx", "-p", dir, "-c", conf)
	cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true}
	if err := cmd.Start(); err != nil {
		return nil, err
	}
	g := &Nginx{Base: fmt.Sprintf("http://127.0.0.1:%d", port), dir: dir, cmd: cmd}
	if err := services.WaitHealthy(g.Base, 10*time.Second); err != nil {
		g.Stop()
		log, _ := os.ReadFile(filepath.Join(dir, "error.log"))
		return nil, fmt.Errorf("nginx: %w\n%s", err, log)
	}
	return g, nil
}

// Stop ends nginx and removes its folder.
func (g *Nginx) Stop() {
	_ = g.cmd.Process.Signal(syscall.SIGQUIT)
	done := make(chan struct{})
	go func() { g.cmd.Wait(); close(done) }() //nolint:errcheck // it was asked to stop
	select {
	case <-done:
	case <-time.After(5 * time.Second):
		_ = g.cmd.Process.Kill()
		<-done
	}
	os.RemoveAll(g.dir)
}
