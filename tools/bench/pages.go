package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"net"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"time"
)

// The page comparison: a page of the site served by qrs, by nginx from files holding the
// same bytes (sendfile, with the gzip and Brotli copies chosen by Accept-Encoding), and by a
// bare Go handler from memory, in every way a browser asks for it. The three are measured
// in turn, round after round, so that a change in the machine's load during the run falls
// on all of them; each figure is the median of its rounds, and the ratio to nginx is the
// median of the rounds' own ratios.

// pageAsk is one way a browser asks for a page.
type pageAsk struct {
	name   string
	query  string // added to the page's path
	accept string // Accept-Encoding
	// revalidate sends the ETag of the answer the server gave for the same request, as a
	// browser does with a page it has (a 304 answers it).
	revalidate bool
}

// Chrome's Accept-Encoding; the servers pick Brotli from it.
const browserEncodings = "gzip, deflate, br, zstd"

var pageAsks = []pageAsk{
	{name: "identity"},
	{name: "gzip", accept: "gzip, deflate"},
	{name: "Brotli", accept: browserEncodings},
	{name: "Brotli, query string", query: "?utm_source=newsletter&utm_medium=email", accept: browserEncodings},
	{name: "304 (If-None-Match)", accept: browserEncodings, revalidate: true},
}

// pageServer is one server of the comparison.
type pageServer struct {
	name string
	base string
}

// pageFigure is what a server did for one ask over the rounds.
type pageFigure struct {
	rps  []float64
	p99  []string
	errs int
}

// pageBodies are a page's bytes in each encoding, as qrs answers them.
type pageBodies struct {
	identity, gzip, br []byte
}

// fetchEncoded answers the body of url as sent for accept, undecoded, with its ETag.
func fetchEncoded(url, accept string) ([]byte, string, error) {
	req, err := http.NewRequest(http.MethodGet, url, nil)
	if err != nil {
		return nil, "", err
	}
	// Set by hand, Accept-Encoding leaves the body as sent: the client decodes only what it
	// asked for itself.
	req.Header.Set("Accept-Encoding", accept)
	if accept == "" {
		req.Header.Set("Accept-Encoding", "identity")
	}
	res, err := http.DefaultTransport.RoundTrip(req)
	if err != nil {
		return nil, "", err
	}
	defer res.Body.Close()
	body, err := io.ReadAll(res.Body)
	if err != nil {
		return nil, "", err
	}
	if res.StatusCode != http.StatusOK {
		return nil, "", fmt.Errorf("%s answered %s", url, res.Status)
	}
	return body, res.Header.Get("ETag"), nil
}

// fetchPage reads a page of qrs in the three encodings.
func fetchPage(url string) (pageBodies, error) {
	var b pageBodies
	var err error
	if b.identity, _, err = fetchEncoded(url, ""); err != nil {
		return b, err
	}
	if b.gzip, _, err = fetchEncoded(url, "gzip"); err != nil {
		return b, err
	}
	b.br, _, err = fetchEncoded(url, "br")
	return b, err
}

// comparePages measures the page at path of qrs (at base) against nginx and a bare Go
// handler serving its bytes, for every ask, over rounds of d each; work is a folder for
// nginx. It prints the table and answers qrs's ratio to nginx per ask.
func comparePages(ctx context.Context, o options, work, base, path string) (map[string]float64, error) {
	bodies, err := fetchPage(base + path)
	if err != nil {
		return nil, err
	}
	ngx, err := startNginxPage(work, bodies)
	if err != nil {
		return nil, err
	}
	defer ngx.stop()
	bare, err := startBareGoPage(bodies)
	if err != nil {
		return nil, err
	}
	defer bare.Close()
	servers := []pageServer{{"qrs", base}, {"nginx", ngx.base}, {"bare Go", "http://" + bare.Addr().String()}}
	// The same bytes: what nginx and the bare handler send is what qrs sent.
	for _, s := range servers[1:] {
		for _, enc := range []struct {
			accept string
			want   []byte
		}{{"", bodies.identity}, {"gzip", bodies.gzip}, {"br", bodies.br}} {
			got, _, err := fetchEncoded(s.base+"/", enc.accept)
			if err != nil {
				return nil, fmt.Errorf("%s: %w", s.name, err)
			}
			if !slices.Equal(got, enc.want) {
				return nil, fmt.Errorf("%s does not send qrs's bytes for Accept-Encoding %q", s.name, enc.accept)
			}
		}
	}
	figures := map[string]map[string]*pageFigure{}
	ratios := map[string][]float64{}
	fmt.Printf("\n%s: %d bytes, gzip %d, Brotli %d; %d rounds of wrk -t%d -c%d -d%s per server and ask\n",
		path, len(bodies.identity), len(bodies.gzip), len(bodies.br), o.pageRounds, o.threads, o.conns, o.pageDuration)
	for round := 0; round < o.pageRounds; round++ {
		for _, ask := range pageAsks {
			rps := map[string]float64{}
			for _, s := range servers {
				url := s.base + path + ask.query
				if s.name != "qrs" {
					url = s.base + "/" + ask.query // the baselines serve the page at /
				}
				var headers []string // and a browser's User-Agent (runWrkArgs)
				if ask.accept != "" {
					headers = append(headers, "Accept-Encoding: "+ask.accept)
				}
				if ask.revalidate {
					_, etag, err := fetchEncoded(url, ask.accept)
					if err != nil || etag == "" {
						return nil, fmt.Errorf("%s gave no ETag to revalidate (%v)", s.name, err)
					}
					headers = append(headers, "If-None-Match: "+etag)
				}
				r, err := runWrkWith(ctx, url, o.pageDuration, o.conns, o.threads, headers)
				if err != nil {
					return nil, fmt.Errorf("%s, %s: %w", s.name, ask.name, err)
				}
				if figures[ask.name] == nil {
					figures[ask.name] = map[string]*pageFigure{}
				}
				f := figures[ask.name][s.name]
				if f == nil {
					f = &pageFigure{}
					figures[ask.name][s.name] = f
				}
				f.rps = append(f.rps, r.rps)
				f.p99 = append(f.p99, r.p99)
				f.errs += r.errors
				rps[s.name] = r.rps
			}
			ratios[ask.name] = append(ratios[ask.name], ratio(rps["qrs"], rps["nginx"]))
		}
	}
	fmt.Printf("%-22s %11s %11s %11s %17s %9s %9s %7s\n", "ask", "qrs req/s", "nginx", "bare Go", "qrs/nginx (range)", "qrs p99", "nginx p99", "errors")
	out := map[string]float64{}
	for _, ask := range pageAsks {
		q, n, b := figures[ask.name]["qrs"], figures[ask.name]["nginx"], figures[ask.name]["bare Go"]
		rs := ratios[ask.name]
		out[ask.name] = median(rs)
		fmt.Printf("%-22s %11.0f %11.0f %11.0f %6.2f (%.2f–%.2f) %9s %9s %7d\n", ask.name, median(q.rps), median(n.rps), median(b.rps),
			median(rs), slices.Min(rs), slices.Max(rs), q.p99[len(q.p99)/2], n.p99[len(n.p99)/2], q.errs)
	}
	return out, nil
}

// median answers the middle of xs (the mean of the two middle ones for an even count).
func median(xs []float64) float64 {
	if len(xs) == 0 {
		return 0
	}
	s := slices.Clone(xs)
	slices.Sort(s)
	if len(s)%2 == 1 {
		return s[len(s)/2]
	}
	return (s[len(s)/2-1] + s[len(s)/2]) / 2
}

// startNginxPage serves the page at / from files: index.html, and its .gz and .br copies
// chosen by Accept-Encoding (as gzip_static would, for both), with an ETag of its own.
func startNginxPage(dir string, b pageBodies) (*process, error) {
	root := filepath.Join(dir, "root")
	if err := os.MkdirAll(root, 0o755); err != nil {
		return nil, err
	}
	for name, body := range map[string][]byte{"index.html": b.identity, "index.html.gz": b.gzip, "index.html.br": b.br} {
		if err := os.WriteFile(filepath.Join(root, name), body, 0o644); err != nil {
			return nil, err
		}
	}
	return startNginxWith(dir, `
  map $http_accept_encoding $page_suffix {
    default "";
    "~*\bbr\b" ".br";
    "~*\bgzip\b" ".gz";
  }
  map $page_suffix $page_encoding {
    default "";
    ".br" "br";
    ".gz" "gzip";
  }
  server {
    listen %[2]s;
    root %[1]s/root;
    location = / {
      add_header Vary Accept-Encoding;
      add_header Content-Encoding $page_encoding;
      try_files /index.html$page_suffix =404;
    }
  }`)
}

// startNginxWith runs nginx with a worker a core, sendfile on and no access log, with the
// http block's servers given (%[1]s is dir, %[2]s the address it listens on).
func startNginxWith(dir, servers string) (*process, error) {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return nil, err
	}
	addr := ln.Addr().String()
	ln.Close()
	conf := fmt.Sprintf(`worker_processes 2;
daemon off;
pid %[1]s/nginx.pid;
error_log %[1]s/error.log;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path %[1]s/tmp;
  proxy_temp_path %[1]s/tmp;
  fastcgi_temp_path %[1]s/tmp;
  uwsgi_temp_path %[1]s/tmp;
  scgi_temp_path %[1]s/tmp;
  types { }
  default_type text/html;
  sendfile on;
`+servers+`
}
`, dir, addr)
	confPath := filepath.Join(dir, "nginx.conf")
	if err := os.WriteFile(confPath, []byte(conf), 0o644); err != nil {
		return nil, err
	}
	p := &process{base: "http://" + addr}
	p.cmd = exec.Command("nginx", "-p", dir, "-c", confPath)
	p.cmd.Stderr = os.Stderr
	if err := p.cmd.Start(); err != nil {
		return nil, err
	}
	for i := 0; i < 100; i++ {
		if _, err := fetch(p.base + "/"); err == nil {
			return p, nil
		}
		time.Sleep(50 * time.Millisecond)
	}
	p.stop()
	return nil, errors.New("nginx did not start")
}

// startBareGoPage serves the page from memory with nothing but net/http, in this process:
// the encodings by Accept-Encoding and a 304 for its ETag, the ceiling a Go server reaches
// on this machine, measured in the same run.
func startBareGoPage(b pageBodies) (net.Listener, error) {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return nil, err
	}
	type encoded struct {
		body     []byte
		encoding string
		etag     string
	}
	id := encoded{b.identity, "", `"page"`}
	gz := encoded{b.gzip, "gzip", `"page-gz"`}
	br := encoded{b.br, "br", `"page-br"`}
	go func() {
		_ = http.Serve(ln, http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			e := id
			accept := r.Header.Get("Accept-Encoding")
			switch {
			case strings.Contains(accept, "br"):
				e = br
			case strings.Contains(accept, "gzip"):
				e = gz
			}
			h := w.Header()
			h.Set("Content-Type", "text/html; charset=utf-8")
			h.Set("Vary", "Accept-Encoding")
			h.Set("ETag", e.etag)
			if e.encoding != "" {
				h.Set("Content-Encoding", e.encoding)
			}
			if r.Header.Get("If-None-Match") == e.etag {
				w.WriteHeader(http.StatusNotModified)
				return
			}
			h.Set("Content-Length", fmt.Sprint(len(e.body)))
			_, _ = w.Write(e.body)
		}))
	}()
	return ln, nil
}
