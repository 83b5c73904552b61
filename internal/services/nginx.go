package services

import (
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"time"
)

// nginxConf is the load balancer: requests go round the instances, and one that fails or
// answers 502/503/504 is skipped for ten seconds while the others serve. It runs a worker a
// core; up to 128 idle connections to the instances are kept open, more than a benchmark's
// clients use at once, so none is closed and opened again between requests. Answers are
// read from an instance in 16 kB buffers (up to 256 kB a request, so a page is passed on in
// a few large writes rather than many small ones) and never spooled to disk: a larger
// answer, such as a download, streams through at the client's pace. Request bodies stream
// to the instance as they arrive.
const nginxConf = `daemon off;
worker_processes auto;
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
%[2]s    keepalive 128;
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
      proxy_buffer_size 16k;
      proxy_buffers 16 16k;
      proxy_busy_buffers_size 32k;
      proxy_max_temp_file_size 0;
    }
  }
}
`

// Nginx is a running nginx in front of the instances.
type Nginx struct {
	Base string // http://127.0.0.1:PORT
	dir  string
	cmd  *exec.Cmd
	done chan struct{}
}

// StartNginx starts nginx on port of 127.0.0.1 (0: a free one), balancing over addrs.
func StartNginx(port int, addrs []string) (*Nginx, error) {
	if _, err := exec.LookPath("nginx"); err != nil {
		return nil, fmt.Errorf("nginx is not installed: sudo apt-get install nginx-light")
	}
	dir, err := os.MkdirTemp("", "qrs-nginx-")
	if err != nil {
		return nil, err
	}
	if port == 0 {
		if port, err = FreePort(); err != nil {
			os.RemoveAll(dir)
			return nil, err
		}
	}
	var upstream strings.Builder
	for _, a := range addrs {
		fmt.Fprintf(&upstream, "    server %s max_fails=1 fail_timeout=10s;\n", a)
	}
	conf := filepath.Join(dir, "nginx.conf")
	if err := os.WriteFile(conf, fmt.Appendf(nil, nginxConf, dir, upstream.String(), port), 0o644); err != nil {
		os.RemoveAll(dir)
		return nil, err
	}
	cmd := exec.Command("nginx", "-p", dir, "-c", conf)
	cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true}
	if err := cmd.Start(); err != nil {
		os.RemoveAll(dir)
		return nil, err
	}
	g := &Nginx{Base: fmt.Sprintf("http://127.0.0.1:%d", port), dir: dir, cmd: cmd, done: make(chan struct{})}
	go func() { cmd.Wait(); close(g.done) }() //nolint:errcheck // its end is seen through done
	if err := WaitHealthy(g.Base, 10*time.Second); err != nil {
		log, _ := os.ReadFile(filepath.Join(dir, "error.log"))
		g.Stop()
		return nil, fmt.Errorf("nginx: %w\n%s", err, log)
	}
	return g, nil
}

// Stop ends nginx (a graceful SIGQUIT, SIGKILL to its process group after 5 s) and removes
// its folder.
func (g *Nginx) Stop() {
	_ = g.cmd.Process.Signal(syscall.SIGQUIT)
	select {
	case <-g.done:
	case <-time.After(5 * time.Second):
		_ = syscall.Kill(-g.cmd.Process.Pid, syscall.SIGKILL) // the master and its worker
		<-g.done
	}
	os.RemoveAll(g.dir)
}
