// Command bench measures bin/qrs on loopback: requests per second and p50/p99 latency of
// the home page, two public list APIs and an uploaded image under a fixed concurrency
// (wrk), the same page bytes served by nginx and by a bare Go handler in the same run, the
// server's memory, and a public list read while admins write to it at full speed.
package main

import (
	"bufio"
	"bytes"
	"context"
	"crypto/rand"
	"encoding/hex"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"image"
	"image/color"
	"image/png"
	"io"
	"mime/multipart"
	"net"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"time"
)

func main() {
	bin := flag.String("bin", "bin/qrs", "the qrs binary to measure")
	duration := flag.Duration("duration", 10*time.Second, "how long each load runs")
	conns := flag.Int("connections", 64, "concurrent connections")
	threads := flag.Int("threads", 2, "wrk threads")
	records := flag.Int("records", 20, "records seeded in each list")
	writers := flag.Int("writers", 32, "concurrent admin writers in the mixed read/write load")
	mixedOnly := flag.Bool("mixed-only", false, "measure only a public list, read-only and under writes")
	flag.Parse()
	if err := run(*bin, *duration, *conns, *threads, *records, *writers, *mixedOnly); err != nil {
		fmt.Fprintln(os.Stderr, "bench:", err)
		os.Exit(1)
	}
}

func run(bin string, duration time.Duration, conns, threads, records, writers int, mixedOnly bool) error {
	for _, tool := range []string{"wrk", "nginx"} {
		if _, err := exec.LookPath(tool); err != nil {
			return fmt.Errorf("%s is not installed (Debian: apt-get install %s)", tool, tool)
		}
	}
	work, err := os.MkdirTemp("", "qrs-bench-")
	if err != nil {
		return err
	}
	defer os.RemoveAll(work)
	// nginx workers drop root and must be able to read the page.
	if err := os.Chmod(work, 0o755); err != nil {
		return err
	}

	srv, err := startQRS(bin, filepath.Join(work, "data"))
	if err != nil {
		return err
	}
	defer srv.stop()
	imageURL, err := seed(srv.base, srv.user, srv.pass, records)
	if err != nil {
		return fmt.Errorf("seeding: %w", err)
	}
	time.Sleep(2 * time.Second)
	idle, _ := memKB(srv.cmd.Process.Pid, "VmRSS")
	if mixedOnly {
		fmt.Printf("wrk -t%d -c%d -d%s --latency, on %s; %d records a list\n", threads, conns, duration, srv.base, records)
		readOnly, err := runWrk(srv.base+"/api/team-members", duration, conns, threads)
		if err != nil {
			return err
		}
		return measureMixed(srv, readOnly, duration, conns, threads, writers)
	}

	homeBytes, err := fetch(srv.base + "/")
	if err != nil {
		return err
	}
	ngx, err := startNginx(filepath.Join(work, "nginx"), homeBytes)
	if err != nil {
		return err
	}
	defer ngx.stop()
	bare, err := startBareGo(homeBytes)
	if err != nil {
		return err
	}
	defer bare.Close()

	fmt.Printf("wrk -t%d -c%d -d%s --latency, on %s; %d records a list\n\n", threads, conns, duration, srv.base, records)
	fmt.Printf("%-28s %12s %10s %10s %8s\n", "target", "requests/s", "p50", "p99", "errors")
	targets := []struct{ name, url string }{
		{"/ (qrs)", srv.base + "/"},
		{"/ (nginx, same bytes)", ngx.base + "/"},
		{"/ (bare Go, same bytes)", "http://" + bare.Addr().String() + "/"},
		{"/team (qrs, rendered page)", srv.base + "/team"},
		{"/api/team-members", srv.base + "/api/team-members"},
		{"/api/gallery/images", srv.base + "/api/gallery/images"},
		{"uploaded image", srv.base + imageURL},
	}
	results := map[string]wrkResult{}
	var peakLoaded int
	for _, t := range targets {
		stopSampling := sampleMem(srv.cmd.Process.Pid, &peakLoaded)
		r, err := runWrk(t.url, duration, conns, threads)
		stopSampling()
		if err != nil {
			return fmt.Errorf("%s: %w", t.name, err)
		}
		results[t.name] = r
		fmt.Printf("%-28s %12.0f %10s %10s %8d\n", t.name, r.rps, r.p50, r.p99, r.errors)
	}
	nginxRPS := results["/ (nginx, same bytes)"].rps
	fmt.Printf("\nhome page bytes: %d; qrs / nginx: %.2f (a bare Go handler: %.2f)\n", len(homeBytes),
		results["/ (qrs)"].rps/nginxRPS, results["/ (bare Go, same bytes)"].rps/nginxRPS)
	fmt.Printf("qrs resident memory: idle %.1f MB, peak under load %.1f MB\n", float64(idle)/1024, float64(peakLoaded)/1024)
	if err := measureMixed(srv, results["/api/team-members"], duration, conns, threads, writers); err != nil {
		return fmt.Errorf("mixed load: %w", err)
	}
	return measureRenders(srv)
}

// measureMixed reads /api/team-members with wrk while writers, each in a loop at full
// speed, create a team member through the admin API, change it and delete it: every write
// changes the list being read. It reports the reads beside the read-only figure and the
// writes done meanwhile.
func measureMixed(srv *process, readOnly wrkResult, duration time.Duration, conns, threads, writers int) error {
	tok, err := login(srv.base, srv.user, srv.pass)
	if err != nil {
		return err
	}
	client := &http.Client{Transport: &http.Transport{MaxIdleConns: writers, MaxIdleConnsPerHost: writers}}
	defer client.CloseIdleConnections()
	send := func(method, path string, v any, into any) error {
		var body []byte
		if v != nil {
			body, _ = json.Marshal(v)
		}
		req, err := http.NewRequest(method, srv.base+path, bytes.NewReader(body))
		if err != nil {
			return err
		}
		req.Header.Set("Content-Type", "application/json")
		req.Header.Set("Authorization", "Bearer "+tok)
		res, err := client.Do(req)
		if err != nil {
			return err
		}
		defer res.Body.Close()
		data, _ := io.ReadAll(res.Body)
		if res.StatusCode >= 300 {
			return fmt.Errorf("%s %s: %d %s", method, path, res.StatusCode, data)
		}
		if into != nil {
			return json.Unmarshal(data, into)
		}
		return nil
	}
	var writes, failed atomic.Int64
	var firstErr atomic.Value
	note := func(err error) bool {
		if err != nil {
			failed.Add(1)
			firstErr.CompareAndSwap(nil, err.Error())
			return false
		}
		writes.Add(1)
		return true
	}
	ctx, cancel := context.WithCancel(context.Background())
	var wg sync.WaitGroup
	for w := range writers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			member := map[string]any{"name": fmt.Sprintf("Writer %d", w), "title": "Therapy Specialist", "company": "QRS",
				"description": "Supports clinics and families with pulsed electromagnetic field therapy.", "orderIndex": 100 + w}
			for ctx.Err() == nil {
				var created struct{ ID int64 }
				if !note(send(http.MethodPost, "/api/team-members", member, &created)) {
					continue
				}
				path := fmt.Sprintf("/api/team-members/%d", created.ID)
				member["title"] = "Senior Therapy Specialist"
				note(send(http.MethodPut, path, member, nil))
				member["title"] = "Therapy Specialist"
				note(send(http.MethodDelete, path, nil, nil))
			}
		}()
	}
	start := time.Now()
	mixed, err := runWrk(srv.base+"/api/team-members", duration, conns, threads)
	elapsed := time.Since(start)
	done := writes.Load()
	cancel()
	wg.Wait()
	if err != nil {
		return err
	}
	fmt.Printf("\nreads while %d admins write to the list read (each: create, change, delete a team member):\n", writers)
	fmt.Printf("%-28s %12s %10s %10s %8s\n", "target", "requests/s", "p50", "p99", "errors")
	fmt.Printf("%-28s %12.0f %10s %10s %8d\n", "/api/team-members read-only", readOnly.rps, readOnly.p50, readOnly.p99, readOnly.errors)
	fmt.Printf("%-28s %12.0f %10s %10s %8d\n", fmt.Sprintf("/api/team-members, %d writers", writers), mixed.rps, mixed.p50, mixed.p99, mixed.errors)
	fmt.Printf("writes: %.0f/s, %d refused or failed", float64(done)/elapsed.Seconds(), failed.Load())
	if e, ok := firstErr.Load().(string); ok {
		fmt.Printf(" (first: %.200s)", e)
	}
	fmt.Printf("\nreads under writes keep %.0f%% of the read-only throughput; p99 %s\n", 100*mixed.rps/readOnly.rps, mixed.p99)
	return nil
}

// renderRounds is how often each route is rendered again for its timing.
const renderRounds = 5

// measureRenders reports how long each public page takes to render again after a change
// (a new version of the site-wide document, which every page shows), the median of a few
// rounds, and the resident memory after 1,000 more renders of the team page.
func measureRenders(srv *process) error {
	tok, err := login(srv.base, srv.user, srv.pass)
	if err != nil {
		return err
	}
	sitemap, err := fetch(srv.base + "/sitemap.xml")
	if err != nil {
		return err
	}
	var routes []string
	for _, m := range regexp.MustCompile(`<loc>[a-z]+://[^/<]+(/[^<]*)</loc>`).FindAllSubmatch(sitemap, -1) {
		routes = append(routes, string(m[1]))
	}
	var site map[string]any
	if err := call(http.MethodGet, srv.base+"/api/content/site", "", "", nil, &site); err != nil {
		return err
	}
	footer, _ := site["footer"].(map[string]any)
	tagline, _ := footer["tagline"].(string)
	if footer == nil || tagline == "" {
		return fmt.Errorf("the site document has no footer tagline to change")
	}
	edit := 0
	changeSite := func() error {
		edit++
		footer["tagline"] = fmt.Sprintf("%s (%d)", tagline, edit)
		body, _ := json.Marshal(site)
		return call(http.MethodPut, srv.base+"/api/content/site", tok, "application/json", body, nil)
	}
	for _, r := range routes { // the first render of each page loads its code
		if _, err := fetch(srv.base + r); err != nil {
			return err
		}
	}
	times := map[string][]time.Duration{}
	for range renderRounds {
		if err := changeSite(); err != nil {
			return err
		}
		for _, r := range routes {
			start := time.Now()
			if _, err := fetch(srv.base + r); err != nil {
				return err
			}
			times[r] = append(times[r], time.Since(start))
		}
	}
	fmt.Printf("\nrender after a change (first request, median of %d):\n", renderRounds)
	for _, r := range routes {
		slices.Sort(times[r])
		fmt.Printf("  %-20s %8.1f ms\n", r, float64(times[r][len(times[r])/2].Microseconds())/1000)
	}
	for range 1000 {
		if err := changeSite(); err != nil {
			return err
		}
		if _, err := fetch(srv.base + "/team"); err != nil {
			return err
		}
	}
	rendered, _ := memKB(srv.cmd.Process.Pid, "VmRSS")
	fmt.Printf("qrs resident memory after 1,000 more renders of /team: %.1f MB\n", float64(rendered)/1024)
	return nil
}

type process struct {
	cmd              *exec.Cmd
	base, user, pass string
}

func (p *process) stop() {
	_ = p.cmd.Process.Signal(os.Interrupt)
	done := make(chan struct{})
	go func() { _ = p.cmd.Wait(); close(done) }()
	select {
	case <-done:
	case <-time.After(10 * time.Second):
		_ = p.cmd.Process.Kill()
	}
}

func startQRS(bin, dataDir string) (*process, error) {
	secret := make([]byte, 16)
	_, _ = rand.Read(secret)
	p := &process{user: "bench-admin", pass: hex.EncodeToString(secret)}
	p.cmd = exec.Command(bin, "serve")
	p.cmd.Env = append(os.Environ(), "QRS_ADDR=127.0.0.1:0", "QRS_DATA_DIR="+dataDir,
		"QRS_ADMIN_USERNAME="+p.user, "QRS_ADMIN_PASSWORD="+p.pass)
	out, err := p.cmd.StdoutPipe()
	if err != nil {
		return nil, err
	}
	p.cmd.Stderr = os.Stderr
	if err := p.cmd.Start(); err != nil {
		return nil, err
	}
	addr := make(chan string, 1)
	go func() {
		// Read the log until the address, then only drain it: decoding every request
		// line would take CPU from the server being measured.
		rd := bufio.NewReader(out)
		for {
			line, err := rd.ReadBytes('\n')
			if err != nil {
				return
			}
			var rec struct{ Msg, Addr string }
			if json.Unmarshal(line, &rec) == nil && rec.Msg == "listening" {
				addr <- rec.Addr
				break
			}
		}
		_, _ = io.Copy(io.Discard, rd)
	}()
	select {
	case a := <-addr:
		p.base = "http://" + a
		return p, nil
	case <-time.After(15 * time.Second):
		p.stop()
		return nil, errors.New("bin/qrs did not start")
	}
}

// seed fills the lists the benchmark reads and uploads one photo-sized PNG.
// login signs in and answers the session token.
func login(base, user, pass string) (string, error) {
	body, _ := json.Marshal(map[string]string{"username": user, "password": pass})
	var answer struct{ AuthToken string }
	err := call(http.MethodPost, base+"/api/auth/login", "", "application/json", body, &answer)
	return answer.AuthToken, err
}

func seed(base, user, pass string, n int) (string, error) {
	tok, err := login(base, user, pass)
	if err != nil {
		return "", err
	}
	post := func(path string, v any) error {
		b, _ := json.Marshal(v)
		return call(http.MethodPost, base+path, tok, "application/json", b, nil)
	}
	if err := post("/api/categories", map[string]string{"name": "Clinics", "description": "Clinic photos"}); err != nil {
		return "", err
	}
	img := image.NewRGBA(image.Rect(0, 0, 1600, 1000))
	for y := 0; y < 1000; y++ {
		for x := 0; x < 1600; x++ {
			img.Set(x, y, color.RGBA{uint8(x / 7), uint8(y / 4), uint8((x + y) / 11), 255})
		}
	}
	var pngBytes bytes.Buffer
	_ = png.Encode(&pngBytes, img)
	var form bytes.Buffer
	mw := multipart.NewWriter(&form)
	fw, _ := mw.CreateFormFile("image", "clinic.png")
	_, _ = fw.Write(pngBytes.Bytes())
	_ = mw.Close()
	var up struct{ URL string }
	if err := call(http.MethodPost, base+"/api/upload/image", tok, mw.FormDataContentType(), form.Bytes(), &up); err != nil {
		return "", err
	}
	for i := 1; i <= n; i++ {
		if err := post("/api/team-members", map[string]any{
			"name": fmt.Sprintf("Team Member %d", i), "title": "Therapy Specialist", "company": "QRS",
			"description": "Supports clinics and families with pulsed electromagnetic field therapy.",
			"imageUrl":    up.URL, "orderIndex": i,
		}); err != nil {
			return "", err
		}
		if err := post("/api/gallery/images", map[string]any{
			"title": fmt.Sprintf("Clinic %d", i), "description": "A certified therapy centre.",
			"imageUrl": up.URL, "category": "Clinics",
		}); err != nil {
			return "", err
		}
	}
	return up.URL, nil
}

func call(method, url, token, contentType string, body []byte, into any) error {
	req, err := http.NewRequest(method, url, bytes.NewReader(body))
	if err != nil {
		return err
	}
	req.Header.Set("Content-Type", contentType)
	if token != "" {
		req.Header.Set("Authorization", "Bearer "+token)
	}
	res, err := http.DefaultClient.Do(req)
	if err != nil {
		return err
	}
	defer res.Body.Close()
	data, _ := io.ReadAll(res.Body)
	if res.StatusCode >= 300 {
		return fmt.Errorf("%s %s: %d %s", method, url, res.StatusCode, data)
	}
	if into != nil {
		return json.Unmarshal(data, into)
	}
	return nil
}

func fetch(url string) ([]byte, error) {
	res, err := http.Get(url)
	if err != nil {
		return nil, err
	}
	defer res.Body.Close()
	return io.ReadAll(res.Body)
}

func startNginx(dir string, page []byte) (*process, error) {
	if err := os.MkdirAll(filepath.Join(dir, "root"), 0o755); err != nil {
		return nil, err
	}
	if err := os.WriteFile(filepath.Join(dir, "root", "index.html"), page, 0o644); err != nil {
		return nil, err
	}
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
  default_type text/html;
  sendfile on;
  server {
    listen %[2]s;
    root %[1]s/root;
    location / { try_files /index.html =404; }
  }
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

// startBareGo serves page from memory with nothing but net/http, inside this process: the
// ceiling a Go server can reach on this machine, measured in the same run.
func startBareGo(page []byte) (net.Listener, error) {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return nil, err
	}
	go func() {
		_ = http.Serve(ln, http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			w.Header().Set("Content-Type", "text/html; charset=utf-8")
			w.Header().Set("Content-Length", strconv.Itoa(len(page)))
			_, _ = w.Write(page)
		}))
	}()
	return ln, nil
}

type wrkResult struct {
	rps      float64
	p50, p99 string
	errors   int
}

var (
	rpsLine   = regexp.MustCompile(`Requests/sec:\s+([\d.]+)`)
	p50Line   = regexp.MustCompile(`\s50%\s+(\S+)`)
	p99Line   = regexp.MustCompile(`\s99%\s+(\S+)`)
	non2xx    = regexp.MustCompile(`Non-2xx or 3xx responses:\s+(\d+)`)
	sockErrRe = regexp.MustCompile(`Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)`)
)

func runWrk(url string, d time.Duration, conns, threads int) (wrkResult, error) {
	ctx, cancel := context.WithTimeout(context.Background(), d+30*time.Second)
	defer cancel()
	out, err := exec.CommandContext(ctx, "wrk", "-t"+strconv.Itoa(threads), "-c"+strconv.Itoa(conns),
		"-d"+strconv.Itoa(int(d.Seconds()))+"s", "--latency", url).CombinedOutput()
	if err != nil {
		return wrkResult{}, fmt.Errorf("wrk: %v\n%s", err, out)
	}
	s := string(out)
	var r wrkResult
	if m := rpsLine.FindStringSubmatch(s); m != nil {
		r.rps, _ = strconv.ParseFloat(m[1], 64)
	} else {
		return r, fmt.Errorf("no Requests/sec in wrk output:\n%s", s)
	}
	if m := p50Line.FindStringSubmatch(s); m != nil {
		r.p50 = m[1]
	}
	if m := p99Line.FindStringSubmatch(s); m != nil {
		r.p99 = m[1]
	}
	if m := non2xx.FindStringSubmatch(s); m != nil {
		r.errors, _ = strconv.Atoi(m[1])
	}
	if m := sockErrRe.FindStringSubmatch(s); m != nil {
		for _, v := range m[1:] {
			n, _ := strconv.Atoi(v)
			r.errors += n
		}
	}
	return r, nil
}

// memKB reads a memory figure (VmRSS, VmHWM) of a process, in kB.
func memKB(pid int, field string) (int, error) {
	data, err := os.ReadFile(fmt.Sprintf("/proc/%d/status", pid))
	if err != nil {
		return 0, err
	}
	for _, line := range strings.Split(string(data), "\n") {
		if strings.HasPrefix(line, field+":") {
			return strconv.Atoi(strings.Fields(line)[1])
		}
	}
	return 0, fmt.Errorf("%s not found", field)
}

// sampleMem records the largest resident size seen until the returned stop is called.
func sampleMem(pid int, peak *int) (stop func()) {
	done := make(chan struct{})
	finished := make(chan struct{})
	go func() {
		defer close(finished)
		t := time.NewTicker(100 * time.Millisecond)
		defer t.Stop()
		for {
			if kb, err := memKB(pid, "VmRSS"); err == nil && kb > *peak {
				*peak = kb
			}
			select {
			case <-done:
				return
			case <-t.C:
			}
		}
	}()
	return func() { close(done); <-finished }
}
