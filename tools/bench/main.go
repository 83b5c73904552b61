// Command bench measures bin/qrs on loopback: requests per second and p50/p99 latency of
// the home page, a rendered page, two public list APIs and an uploaded image under a fixed
// concurrency (wrk), the same page bytes served by nginx and by a bare Go handler in the
// same run, the server's memory, pages and lists read in turn alone and while admins write
// team members and partners at full speed, and how long each page takes to render after a
// change.
//
// It measures one instance on SQLite first; then, unless -instances is 0, the same
// scenarios against that many instances sharing PostgreSQL and an S3-compatible store
// behind nginx; and it ends with a table of the two side by side.
//
//	go run ./tools/bench -bin bin/qrs [-instances 2] [-mixed-only]
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
	"os/signal"
	"path/filepath"
	"regexp"
	"runtime"
	"slices"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"syscall"
	"time"

	"github.com/qrs-site/qrs/internal/render"
	"github.com/qrs-site/qrs/internal/services"
)

// options are the command's flags.
type options struct {
	bin                                         string
	duration                                    time.Duration
	conns, threads, records, writers, instances int
	changes, restarts                           int
	mixedOnly                                   bool
	pagesOnly                                   bool
	rendersOnly                                 bool
	pageRounds                                  int
	pageDuration                                time.Duration
}

func main() {
	var o options
	flag.StringVar(&o.bin, "bin", "bin/qrs", "the qrs binary to measure")
	flag.DurationVar(&o.duration, "duration", 10*time.Second, "how long each load runs")
	flag.IntVar(&o.conns, "connections", 64, "concurrent connections")
	flag.IntVar(&o.threads, "threads", 2, "wrk threads")
	flag.IntVar(&o.records, "records", 20, "records seeded in each list")
	flag.IntVar(&o.writers, "writers", 32, "concurrent admin writers in the mixed read/write load")
	flag.IntVar(&o.instances, "instances", 2, "instances on PostgreSQL and S3 behind nginx measured after the single SQLite one (0: none)")
	flag.IntVar(&o.changes, "changes", 0, "changes of the site-wide document, each followed by a request of every page, before the memory after renders is read (0: as many as make 1,000 page renders)")
	flag.IntVar(&o.restarts, "restarts", 5, "kill -9 and restarts of a site with records, for the time to its first page")
	flag.BoolVar(&o.mixedOnly, "mixed-only", false, "measure only the reads of pages and lists, alone and under writes")
	flag.BoolVar(&o.rendersOnly, "renders-only", false, "measure only the renders after changes and the memory after them, on one instance on SQLite")
	flag.BoolVar(&o.pagesOnly, "pages-only", false, "measure only the pages beside nginx and a bare Go handler, on one instance on SQLite")
	flag.IntVar(&o.pageRounds, "page-rounds", 3, "rounds of the page comparison with nginx")
	flag.DurationVar(&o.pageDuration, "page-duration", 3*time.Second, "how long each load of the page comparison runs")
	flag.Parse()
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	err := run(ctx, o)
	stop()
	if err != nil {
		fmt.Fprintln(os.Stderr, "bench:", err)
		os.Exit(1)
	}
}

// site is one installation under load.
type site struct {
	title  string // what it is, for headings
	short  string // a column heading
	base   string // where the load goes: the instance, or the load balancer
	direct string // one instance, for the render timings
	user   string
	pass   string
	pids   []int  // the qrs processes, for their memory
	memOf  string // whose memory is reported
}

type pageRatio struct {
	path  string
	byAsk map[string]float64
}

// figures are one site's results.
type figures struct {
	targets         map[string]wrkResult
	readOnly, mixed wrkResult
	writesPerSec    float64
	failedWrites    int64
	routes          []string
	renders         map[string]time.Duration
	idleKB, peakKB  int
	afterRendersKB  int
	atRestKB        int           // afterRendersKB's process once it has been quiet for restAfterRenders
	renderCount     int           // page renders before afterRendersKB was read
	startKB         int           // a fresh start on an empty site, before any request
	restart         time.Duration // from a restart after kill -9 to the first page answered (median)
	save            time.Duration // a change of the site-wide document, with its renders
	// pageRatios are an instance's rates to nginx's for the same bytes, by page and ask.
	pageRatios []pageRatio
}

// scenarios are what both runs measure, in order; the image's path comes from seeding.
var scenarios = []struct{ key, label, path string }{
	{"/", "/ (qrs)", "/"},
	{"/de", "/de (qrs, German home)", "/de"},
	{"/team", "/team (qrs, rendered page)", "/team"},
	{"/api/team-members", "/api/team-members", "/api/team-members"},
	{"/api/gallery/images", "/api/gallery/images", "/api/gallery/images"},
	{"image", "uploaded image", ""},
}

func run(ctx context.Context, o options) error {
	for _, tool := range []string{"wrk", "nginx"} {
		if _, err := exec.LookPath(tool); err != nil {
			return fmt.Errorf("%s is not installed (Debian: apt-get install %s)", tool, tool)
		}
	}
	fmt.Printf("This machine has %d cores (load average %s at the start). Everything of a run shares them:\n", runtime.NumCPU(), loadAverage())
	fmt.Printf("the load generator (wrk) and the site's own processes, so the figures compare set-ups on one\n")
	fmt.Printf("machine; they are not what separate machines for the database, the instances and the\n")
	fmt.Printf("load balancer would give.\n")
	fmt.Printf("wrk -t%d -c%d -d%s --latency; %d records a list; %d admin writers in the mixed load\n",
		o.threads, o.conns, o.duration, o.records, o.writers)

	var start startFigures
	if !o.pagesOnly && !o.mixedOnly && !o.rendersOnly {
		var err error
		if start, err = measureStart(ctx, o); err != nil {
			return fmt.Errorf("start: %w", err)
		}
	}
	single, err := runSingle(ctx, o)
	if err != nil {
		return fmt.Errorf("one instance on SQLite: %w", err)
	}
	if o.pagesOnly || o.rendersOnly {
		return nil
	}
	single.startKB, single.restart = start.startKB, start.restart
	if o.instances <= 0 {
		return nil
	}
	cluster, s, err := runCluster(ctx, o)
	if err != nil {
		return fmt.Errorf("%d instances on PostgreSQL: %w", o.instances, err)
	}
	compare(o, single, cluster, s)
	fmt.Printf("\nload average at the end: %s\n", loadAverage())
	return nil
}

// runSingle measures one instance on SQLite, with nginx and a bare Go handler serving the
// home page's bytes beside it; everything it starts is stopped when it returns.
func runSingle(ctx context.Context, o options) (*figures, error) {
	work, err := os.MkdirTemp("", "qrs-bench-")
	if err != nil {
		return nil, err
	}
	defer os.RemoveAll(work)
	// nginx workers drop root and must be able to read the page.
	if err := os.Chmod(work, 0o755); err != nil {
		return nil, err
	}
	srv, err := startQRS(o.bin, filepath.Join(work, "data"))
	if err != nil {
		return nil, err
	}
	defer srv.stop()
	s := &site{title: "one instance on SQLite", short: "1 × SQLite", base: srv.base, direct: srv.base,
		user: srv.user, pass: srv.pass, pids: []int{srv.cmd.Process.Pid}, memOf: "qrs"}
	fmt.Printf("\n== %s: %s ==\n", s.title, s.base)
	imageURL, err := seed(s.base, s.user, s.pass, o.records)
	if err != nil {
		return nil, fmt.Errorf("seeding: %w", err)
	}
	var ratios []pageRatio
	if !o.mixedOnly && !o.rendersOnly {
		for _, path := range []string{"/", "/de"} {
			r, err := comparePages(ctx, o, filepath.Join(work, "nginx"+strings.ReplaceAll(path, "/", "-")), srv.base, path)
			if err != nil {
				return nil, fmt.Errorf("%s beside nginx: %w", path, err)
			}
			ratios = append(ratios, pageRatio{path, r})
		}
		if o.pagesOnly {
			return nil, nil
		}
	}
	f, err := measure(ctx, o, s, imageURL)
	if f != nil {
		f.pageRatios = ratios
	}
	return f, err
}

// runCluster starts PostgreSQL (fsync on), the S3 store, o.instances instances and nginx
// in front of them, seeds the site through nginx and measures it; everything it starts is
// stopped when it returns.
func runCluster(ctx context.Context, o options) (*figures, *site, error) {
	fmt.Printf("\n== %d instances on PostgreSQL and an S3 store (versitygw), behind nginx: starting ==\n", o.instances)
	c, err := services.Start(ctx, services.Options{Bin: o.bin, Instances: o.instances, Durable: true, Log: os.Stdout})
	if err != nil {
		return nil, nil, err
	}
	defer c.Stop()
	ngx, err := services.StartNginx(0, c.Addrs())
	if err != nil {
		return nil, nil, err
	}
	defer ngx.Stop()
	s := &site{
		title: fmt.Sprintf("%d instances on PostgreSQL + S3 behind nginx", o.instances),
		short: fmt.Sprintf("%d × PostgreSQL", o.instances),
		base:  ngx.Base, direct: c.Instances[0].Base, user: c.AdminUser, pass: c.AdminPassword,
		pids: serving(c.Addrs()), memOf: "the larger instance",
	}
	fmt.Printf("== %s: %s in front of %s; PostgreSQL with fsync on, nginx with a worker a core ==\n",
		s.title, s.base, strings.Join(c.Addrs(), ", "))
	if len(s.pids) != len(c.Instances) {
		fmt.Printf("(found %d of the %d instances' processes; memory figures cover those)\n", len(s.pids), len(c.Instances))
	}
	imageURL, err := seed(s.base, s.user, s.pass, o.records)
	if err != nil {
		return nil, nil, fmt.Errorf("seeding: %w", err)
	}
	// One instance's pages beside nginx, as for SQLite: the store's version is read from
	// memory (the instances tell each other what changed), never asked of PostgreSQL per request.
	var ratios []pageRatio
	if !o.mixedOnly {
		work, err := os.MkdirTemp("", "qrs-bench-")
		if err != nil {
			return nil, nil, err
		}
		defer os.RemoveAll(work)
		if err := os.Chmod(work, 0o755); err != nil {
			return nil, nil, err
		}
		fmt.Printf("\none instance of the %d, directly:", o.instances)
		r, err := comparePages(ctx, o, filepath.Join(work, "nginx"), s.direct, "/")
		if err != nil {
			return nil, nil, fmt.Errorf("/ beside nginx: %w", err)
		}
		ratios = append(ratios, pageRatio{"/", r})
	}
	f, err := measure(ctx, o, s, imageURL)
	if f != nil {
		f.pageRatios = ratios
	}
	return f, s, err
}

type target struct{ key, name, url string }

// measure runs the scenarios against s and prints them as it goes; baselines are
// measured right after the home page.
func measure(ctx context.Context, o options, s *site, imageURL string) (*figures, error) {
	f := &figures{targets: map[string]wrkResult{}}
	time.Sleep(2 * time.Second)
	f.idleKB = memKB(s.pids, "VmRSS")
	if o.mixedOnly {
		return f, measureMixed(ctx, o, s, f)
	}
	if o.rendersOnly {
		return f, measureRenders(ctx, o, s, f)
	}
	var targets []target
	for _, sc := range scenarios {
		path := sc.path
		if sc.key == "image" {
			path = imageURL
		}
		targets = append(targets, target{sc.key, sc.label, s.base + path})
	}
	fmt.Printf("%-28s %12s %10s %10s %8s\n", "target", "requests/s", "p50", "p99", "errors")
	results := map[string]wrkResult{}
	for _, t := range targets {
		stopSampling := sampleMem(s.pids, &f.peakKB)
		r, err := runWrk(ctx, t.url, o.duration, o.conns, o.threads)
		stopSampling()
		if err != nil {
			return nil, fmt.Errorf("%s: %w", t.name, err)
		}
		results[t.name] = r
		if t.key != "" {
			f.targets[t.key] = r
		}
		fmt.Printf("%-28s %12.0f %10s %10s %8d\n", t.name, r.rps, r.p50, r.p99, r.errors)
	}
	fmt.Printf("resident memory of %s: idle %.1f MB, peak under load %.1f MB\n", s.memOf, mb(f.idleKB), mb(f.peakKB))
	if err := measureMixed(ctx, o, s, f); err != nil {
		return nil, fmt.Errorf("mixed load: %w", err)
	}
	if err := measureRenders(ctx, o, s, f); err != nil {
		return nil, fmt.Errorf("renders: %w", err)
	}
	return f, nil
}

// mixedReads are what the mixed load reads, in turn on every connection: pages and public
// lists, some showing what the writers change (the team and the partners), most not.
var mixedReads = []string{
	"/", "/team", "/global-partners", "/research-papers", "/gallery", "/privacy", "/downloads",
	"/de", "/de/team", "/de/partner-weltweit",
	"/api/team-members", "/api/global-partners", "/api/research-papers", "/api/gallery/images",
	"/api/testimonials", "/api/content/site",
}

// measureMixed reads pages and lists in turn (mixedReads) with wrk, first alone and then
// while writers, each in a loop at full speed, create a record through the admin API,
// change it and delete it: half of them team members, half partners, so every write
// changes some of what is read and leaves the rest as it was. Both runs use the same
// connections. It reports the reads under writes beside the read-only figure, and the
// writes done meanwhile.
func measureMixed(ctx context.Context, o options, s *site, f *figures) error {
	tok, err := login(s.base, s.user, s.pass)
	if err != nil {
		return err
	}
	client := &http.Client{Transport: &http.Transport{MaxIdleConns: o.writers, MaxIdleConnsPerHost: o.writers}}
	defer client.CloseIdleConnections()
	send := func(method, path string, v any, into any) error {
		var body []byte
		if v != nil {
			body, _ = json.Marshal(v)
		}
		req, err := http.NewRequest(method, s.base+path, bytes.NewReader(body))
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
	// The partners' type is a partner category's.
	if err := send(http.MethodPost, "/api/partner-categories", map[string]any{"name": "Clinics", "displayOrder": 1}, nil); err != nil &&
		!strings.Contains(err.Error(), ": 409 ") {
		return err
	}
	for _, p := range mixedReads {
		res, err := http.Get(s.base + p)
		if err != nil {
			return err
		}
		_, _ = io.Copy(io.Discard, res.Body)
		res.Body.Close()
		if res.StatusCode != http.StatusOK {
			return fmt.Errorf("GET %s: %d, not a read of the mix", p, res.StatusCode)
		}
	}
	script, err := rotationScript(mixedReads)
	if err != nil {
		return err
	}
	defer os.Remove(script)
	readOnly, err := runWrkArgs(ctx, o.duration, "-t"+strconv.Itoa(o.threads), "-c"+strconv.Itoa(o.conns),
		"-s", script, s.base)
	if err != nil {
		return err
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
	wctx, cancel := context.WithCancel(ctx)
	var wg sync.WaitGroup
	for w := range o.writers {
		path := "/api/team-members"
		rec := map[string]any{"name": fmt.Sprintf("Writer %d", w), "title": "Therapy Specialist", "company": "QRS",
			"description": "Supports clinics and families with pulsed electromagnetic field therapy.", "orderIndex": 100 + w}
		field, before, after := "title", "Therapy Specialist", "Senior Therapy Specialist"
		if w%2 == 1 {
			path = "/api/global-partners"
			rec = map[string]any{"name": fmt.Sprintf("Writer %d", w), "partnerType": "Clinics", "country": "Germany",
				"city": "Berlin", "description": "A certified therapy centre."}
			field, before, after = "city", "Berlin", "Hamburg"
		}
		wg.Go(func() {
			for wctx.Err() == nil {
				var created struct{ ID int64 }
				if !note(send(http.MethodPost, path, rec, &created)) {
					continue
				}
				one := fmt.Sprintf("%s/%d", path, created.ID)
				rec[field] = after
				note(send(http.MethodPut, one, rec, nil))
				rec[field] = before
				note(send(http.MethodDelete, one, nil, nil))
			}
		})
	}
	start := time.Now()
	mixed, err := runWrkArgs(ctx, o.duration, "-t"+strconv.Itoa(o.threads), "-c"+strconv.Itoa(o.conns),
		"-s", script, s.base)
	elapsed := time.Since(start)
	done := writes.Load()
	cancel()
	wg.Wait()
	if err != nil {
		return err
	}
	f.readOnly, f.mixed, f.writesPerSec, f.failedWrites = readOnly, mixed, float64(done)/elapsed.Seconds(), failed.Load()
	fmt.Printf("\nreads of %d pages and lists in turn, alone and while %d admins write (each: create, change,\n", len(mixedReads), o.writers)
	fmt.Printf("delete a team member or a partner), %d connections:\n", o.conns)
	fmt.Printf("%-28s %12s %10s %10s %8s\n", "target", "requests/s", "p50", "p99", "errors")
	fmt.Printf("%-28s %12.0f %10s %10s %8d\n", "reads alone", readOnly.rps, readOnly.p50, readOnly.p99, readOnly.errors)
	fmt.Printf("%-28s %12.0f %10s %10s %8d\n", fmt.Sprintf("reads, %d writers", o.writers), mixed.rps, mixed.p50, mixed.p99, mixed.errors)
	fmt.Printf("writes: %.0f/s, %d refused or failed", f.writesPerSec, f.failedWrites)
	if e, ok := firstErr.Load().(string); ok {
		fmt.Printf(" (first: %.200s)", e)
	}
	fmt.Printf("\nreads under writes keep %.0f%% of the read-only throughput; p99 %s\n", 100*ratio(mixed.rps, readOnly.rps), mixed.p99)
	return nil
}

// rotationScript writes a wrk script that requests paths in turn, and answers its file.
func rotationScript(paths []string) (string, error) {
	var b strings.Builder
	b.WriteString("local paths = {")
	for _, p := range paths {
		b.WriteString(strconv.Quote(p) + ", ")
	}
	b.WriteString("}\nlocal i = 0\nrequest = function()\n  i = i + 1\n  return wrk.format(\"GET\", paths[(i % #paths) + 1])\nend\n")
	f, err := os.CreateTemp("", "qrs-bench-*.lua")
	if err != nil {
		return "", err
	}
	defer f.Close()
	_, err = f.WriteString(b.String())
	return f.Name(), err
}

// restAfterRenders is how long the site is left without requests after the renders before
// its memory at rest is read: past the time an idle page renderer is kept.
const restAfterRenders = render.DefaultIdleFor + 5*time.Second

// renderRounds is how often each route is rendered again for its timing.
const renderRounds = 5

// measureRenders reports how long a change of the site-wide document (which every page
// shows) takes to save, as the site renders every page again before it answers, and how
// long each public page's first request after it takes: the medians of a few rounds. Then
// the resident memory after o.changes more changes, each followed by a request of /team.
// The changes and the requests go to one instance.
func measureRenders(ctx context.Context, o options, s *site, f *figures) error {
	base := s.direct
	tok, err := login(base, s.user, s.pass)
	if err != nil {
		return err
	}
	sitemap, err := fetch(base + "/sitemap.xml")
	if err != nil {
		return err
	}
	var routes []string
	for _, m := range regexp.MustCompile(`<loc>[a-z]+://[^/<]+(/[^<]*)</loc>`).FindAllSubmatch(sitemap, -1) {
		routes = append(routes, string(m[1]))
	}
	var doc map[string]any
	if err := call(http.MethodGet, base+"/api/content/site", "", "", nil, &doc); err != nil {
		return err
	}
	footer, _ := doc["footer"].(map[string]any)
	tagline, _ := footer["tagline"].(string)
	if footer == nil || tagline == "" {
		return fmt.Errorf("the site document has no footer tagline to change")
	}
	edit := 0
	changeSite := func() error {
		edit++
		footer["tagline"] = fmt.Sprintf("%s (%d)", tagline, edit)
		body, _ := json.Marshal(doc)
		return call(http.MethodPut, base+"/api/content/site", tok, "application/json", body, nil)
	}
	for _, r := range routes { // the first render of each page loads its code
		if _, err := fetch(base + r); err != nil {
			return err
		}
	}
	times := map[string][]time.Duration{}
	var saves []time.Duration
	for range renderRounds {
		start := time.Now()
		if err := changeSite(); err != nil {
			return err
		}
		saves = append(saves, time.Since(start))
		for _, r := range routes {
			start := time.Now()
			if _, err := fetch(base + r); err != nil {
				return err
			}
			times[r] = append(times[r], time.Since(start))
		}
	}
	slices.Sort(saves)
	f.routes, f.renders, f.save = routes, map[string]time.Duration{}, saves[len(saves)/2]
	fmt.Printf("\nchange of the site-wide document, saved once its %d pages are rendered again (median of %d): %.1f ms\n",
		len(routes), renderRounds, ms(f.save))
	fmt.Printf("first request of each page after the change (median of %d):\n", renderRounds)
	for _, r := range routes {
		slices.Sort(times[r])
		f.renders[r] = times[r][len(times[r])/2]
		fmt.Printf("  %-20s %8.1f ms\n", r, ms(f.renders[r]))
	}
	// Then changes, each followed by a request of every page, until 1,000 pages were
	// rendered (or -changes changes): a page whose bytes changed was rendered again.
	last := map[string][]byte{}
	for _, r := range routes {
		if last[r], err = fetch(base + r); err != nil {
			return err
		}
	}
	changes := 0
	for (o.changes == 0 && f.renderCount < 1000) || changes < o.changes {
		if err := ctx.Err(); err != nil {
			return err
		}
		if err := changeSite(); err != nil {
			return err
		}
		changes++
		for _, r := range routes {
			body, err := fetch(base + r)
			if err != nil {
				return err
			}
			if prev, ok := last[r]; ok && !bytes.Equal(prev, body) {
				f.renderCount++
			}
			last[r] = body
		}
	}
	f.afterRendersKB = memKB(s.pids, "VmRSS")
	fmt.Printf("resident memory of %s after %d more changes of the site document, each followed by a request of every page (%d pages rendered again): %.1f MB\n",
		s.memOf, changes, f.renderCount, mb(f.afterRendersKB))
	// At rest: the site drops the page renderers no render used for render.DefaultIdleFor
	// and gives their memory back.
	select {
	case <-ctx.Done():
		return ctx.Err()
	case <-time.After(restAfterRenders):
	}
	f.atRestKB = memKB(s.pids, "VmRSS")
	fmt.Printf("and at rest, %s after the last request: %.1f MB\n", restAfterRenders, mb(f.atRestKB))
	return nil
}

// startFigures are what measureStart finds.
type startFigures struct {
	startKB int
	restart time.Duration
}

// measureStart reads the resident memory of a fresh start on an empty site, 2 s after it
// listens, before any request; then it fills another site with records, requests every
// page, and kills it (SIGKILL) and starts it again o.restarts times, timing each restart
// from the start of the process to its first page answered (200 for /): the median.
func measureStart(ctx context.Context, o options) (startFigures, error) {
	var sf startFigures
	work, err := os.MkdirTemp("", "qrs-bench-start-")
	if err != nil {
		return sf, err
	}
	defer os.RemoveAll(work)
	fmt.Printf("\n== start and restart: one instance on SQLite ==\n")
	fresh, err := startQRS(o.bin, filepath.Join(work, "empty"))
	if err != nil {
		return sf, err
	}
	time.Sleep(2 * time.Second)
	sf.startKB = memKB([]int{fresh.cmd.Process.Pid}, "VmRSS")
	fresh.stop()
	fmt.Printf("resident memory after start on an empty site (2 s after it listens, before any request): %.1f MB\n", mb(sf.startKB))

	addr, err := freeAddr()
	if err != nil {
		return sf, err
	}
	dataDir := filepath.Join(work, "records")
	srv, err := startQRSAs(o.bin, dataDir, addr, "bench-admin", "bench restart password")
	if err != nil {
		return sf, err
	}
	kill := func(p *process) { _ = p.cmd.Process.Kill(); _ = p.cmd.Wait() }
	if _, err := seed(srv.base, srv.user, srv.pass, o.records); err != nil {
		kill(srv)
		return sf, fmt.Errorf("seeding: %w", err)
	}
	sitemap, err := fetch(srv.base + "/sitemap.xml")
	if err != nil {
		kill(srv)
		return sf, err
	}
	pages := regexp.MustCompile(`<loc>[a-z]+://[^/<]+(/[^<]*)</loc>`).FindAllSubmatch(sitemap, -1)
	for _, m := range pages {
		if _, err := fetch(srv.base + string(m[1])); err != nil {
			kill(srv)
			return sf, err
		}
	}
	kill(srv)
	var times []time.Duration
	for range o.restarts {
		if err := ctx.Err(); err != nil {
			return sf, err
		}
		p := &process{}
		p.cmd = exec.Command(o.bin, "serve")
		p.cmd.Env = append(os.Environ(), "QRS_ADDR="+addr, "QRS_DATA_DIR="+dataDir,
			"QRS_ADMIN_USERNAME=bench-admin", "QRS_ADMIN_PASSWORD=bench restart password")
		start := time.Now()
		if err := p.cmd.Start(); err != nil {
			return sf, err
		}
		var took time.Duration
		for took == 0 {
			if time.Since(start) > 30*time.Second {
				kill(p)
				return sf, errors.New("a restarted bin/qrs answered no page within 30 s")
			}
			if res, err := http.Get("http://" + addr + "/"); err == nil {
				_, _ = io.Copy(io.Discard, res.Body)
				res.Body.Close()
				if res.StatusCode == http.StatusOK {
					took = time.Since(start)
				}
			}
			if took == 0 {
				time.Sleep(5 * time.Millisecond)
			}
		}
		times = append(times, took)
		kill(p)
	}
	if len(times) > 0 {
		fmt.Printf("restart after kill -9 on a site with records (%d pages), to its first page answered:", len(pages))
		for _, t := range times {
			fmt.Printf(" %.0f", ms(t))
		}
		slices.Sort(times)
		sf.restart = times[len(times)/2]
		fmt.Printf(" ms; median %.0f ms\n", ms(sf.restart))
	}
	return sf, nil
}

// freeAddr answers a loopback address with a port free at the moment.
func freeAddr() (string, error) {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return "", err
	}
	defer ln.Close()
	return ln.Addr().String(), nil
}

// compare prints the two runs side by side.
func compare(o options, a, b *figures, bs *site) {
	fmt.Printf("\n== side by side: one instance on SQLite | %s ==\n", bs.title)
	fmt.Printf("(same machine, same wrk settings; the second run's requests pass through nginx)\n")
	colA, colB := "1 × SQLite", bs.short
	if !o.mixedOnly && len(a.pageRatios) > 0 && len(b.pageRatios) > 0 {
		fmt.Printf("\n%-32s %14s %16s\n", "/ beside nginx (qrs / nginx)", colA, "one of "+colB)
		for _, ask := range pageAsks {
			fmt.Printf("%-32s %14.2f %16.2f\n", "  "+ask.name, a.pageRatios[0].byAsk[ask.name], b.pageRatios[0].byAsk[ask.name])
		}
	}
	if !o.mixedOnly {
		fmt.Printf("\n%-28s %29s   %29s %8s\n", "", center(colA, 29), center(colB, 29), "")
		fmt.Printf("%-28s %11s %8s %8s   %11s %8s %8s %8s\n", "scenario", "requests/s", "p50", "p99", "requests/s", "p50", "p99", "rps B/A")
		for _, sc := range scenarios {
			ra, rb := a.targets[sc.key], b.targets[sc.key]
			fmt.Printf("%-28s %11.0f %8s %8s   %11.0f %8s %8s %8.2f\n", sc.label, ra.rps, ra.p50, ra.p99, rb.rps, rb.p50, rb.p99, ratio(rb.rps, ra.rps))
		}
	}
	fmt.Printf("\n%-40s %14s %16s\n", fmt.Sprintf("pages and lists read, %d admins writing", o.writers), colA, colB)
	row := func(name, va, vb string) { fmt.Printf("%-40s %14s %16s\n", name, va, vb) }
	row("read-only requests/s", fmt.Sprintf("%.0f", a.readOnly.rps), fmt.Sprintf("%.0f", b.readOnly.rps))
	row("requests/s under writes", fmt.Sprintf("%.0f", a.mixed.rps), fmt.Sprintf("%.0f", b.mixed.rps))
	row("kept (under writes / read-only)", fmt.Sprintf("%.0f%%", 100*ratio(a.mixed.rps, a.readOnly.rps)), fmt.Sprintf("%.0f%%", 100*ratio(b.mixed.rps, b.readOnly.rps)))
	row("p99 read-only", a.readOnly.p99, b.readOnly.p99)
	row("p99 under writes", a.mixed.p99, b.mixed.p99)
	row("writes/s (create, change, delete)", fmt.Sprintf("%.0f", a.writesPerSec), fmt.Sprintf("%.0f", b.writesPerSec))
	row("writes refused or failed", strconv.FormatInt(a.failedWrites, 10), strconv.FormatInt(b.failedWrites, 10))
	if o.mixedOnly {
		return
	}
	fmt.Printf("\n%-40s %14s %16s\n", "a change of the site document (median, ms)", colA, colB)
	row("  saved, every page rendered again", fmt.Sprintf("%.1f", ms(a.save)), fmt.Sprintf("%.1f", ms(b.save)))
	row("  then the first request of:", "", "")
	for _, r := range a.routes {
		vb := "-"
		if d, ok := b.renders[r]; ok {
			vb = fmt.Sprintf("%.1f", ms(d))
		}
		row("    "+r, fmt.Sprintf("%.1f", ms(a.renders[r])), vb)
	}
	fmt.Printf("\n%-40s %14s %16s\n", "resident memory (MB, a qrs process)", colA, colB+"*")
	row("idle, after seeding", fmt.Sprintf("%.1f", mb(a.idleKB)), fmt.Sprintf("%.1f", mb(b.idleKB)))
	row("peak under load", fmt.Sprintf("%.1f", mb(a.peakKB)), fmt.Sprintf("%.1f", mb(b.peakKB)))
	row("after the renders (changes of the site)", fmt.Sprintf("%.1f", mb(a.afterRendersKB)), fmt.Sprintf("%.1f", mb(b.afterRendersKB)))
	row("  pages rendered again", strconv.Itoa(a.renderCount), strconv.Itoa(b.renderCount))
	row(fmt.Sprintf("  then at rest (%s later)", restAfterRenders), fmt.Sprintf("%.1f", mb(a.atRestKB)), fmt.Sprintf("%.1f", mb(b.atRestKB)))
	row("after start, empty site", fmt.Sprintf("%.1f", mb(a.startKB)), "-")
	row("restart after kill -9 to first page (ms)", fmt.Sprintf("%.0f", ms(a.restart)), "-")
	fmt.Printf("* the larger of the instances; PostgreSQL, versitygw and nginx are not counted\n")
}

func center(s string, w int) string {
	n := len([]rune(s))
	if n >= w {
		return s
	}
	left := (w - n) / 2
	return strings.Repeat(" ", left) + s + strings.Repeat(" ", w-n-left)
}

func ratio(x, y float64) float64 {
	if y == 0 {
		return 0
	}
	return x / y
}

func ms(d time.Duration) float64 { return float64(d.Microseconds()) / 1000 }

func mb(kb int) float64 { return float64(kb) / 1024 }

// loadAverage answers the machine's load averages over 1, 5 and 15 minutes.
func loadAverage() string {
	data, err := os.ReadFile("/proc/loadavg")
	if err != nil {
		return "unknown"
	}
	return strings.Join(strings.Fields(string(data))[:3], ", ")
}

// serving answers the processes of qrs serve listening on addrs: those whose environment
// sets QRS_ADDR to one of them.
func serving(addrs []string) []int {
	var pids []int
	dirs, _ := filepath.Glob("/proc/[0-9]*")
	for _, d := range dirs {
		pid, err := strconv.Atoi(filepath.Base(d))
		if err != nil || pid == os.Getpid() {
			continue
		}
		env, err := os.ReadFile(filepath.Join(d, "environ"))
		if err != nil {
			continue
		}
		vars := strings.Split(string(env), "\x00")
		for _, a := range addrs {
			if slices.Contains(vars, "QRS_ADDR="+a) {
				pids = append(pids, pid)
				break
			}
		}
	}
	return pids
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
	return startQRSAs(bin, dataDir, "127.0.0.1:0", "bench-admin", hex.EncodeToString(secret))
}

// startQRSAs starts bin serve on listen with the admin user and password, and answers once it
// listens.
func startQRSAs(bin, dataDir, listen, user, pass string) (*process, error) {
	p := &process{user: user, pass: pass}
	p.cmd = exec.Command(bin, "serve")
	p.cmd.Env = append(os.Environ(), "QRS_ADDR="+listen, "QRS_DATA_DIR="+dataDir,
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

// login signs in and answers the session token.
func login(base, user, pass string) (string, error) {
	body, _ := json.Marshal(map[string]string{"username": user, "password": pass})
	var answer struct{ AuthToken string }
	err := call(http.MethodPost, base+"/api/auth/login", "", "application/json", body, &answer)
	return answer.AuthToken, err
}

// seed fills the lists the benchmark reads and uploads one photo-sized PNG.
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

// browserAgent is the User-Agent of the load: a desktop browser's.
const browserAgent = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36"

// runWrk loads url as a browser asks for it.
func runWrk(ctx context.Context, url string, d time.Duration, conns, threads int) (wrkResult, error) {
	return runWrkArgs(ctx, d, "-t"+strconv.Itoa(threads), "-c"+strconv.Itoa(conns), url)
}

// runWrkWith loads url as a browser would, with the request headers given besides.
func runWrkWith(ctx context.Context, url string, d time.Duration, conns, threads int, headers []string) (wrkResult, error) {
	args := []string{"-t" + strconv.Itoa(threads), "-c" + strconv.Itoa(conns)}
	for _, h := range headers {
		args = append(args, "-H", h)
	}
	return runWrkArgs(ctx, d, append(args, url)...)
}

// runWrkArgs runs wrk for d with args (threads, connections, a script, the URL) and reads
// its figures.
func runWrkArgs(ctx context.Context, d time.Duration, args ...string) (wrkResult, error) {
	ctx, cancel := context.WithTimeout(ctx, d+30*time.Second)
	defer cancel()
	// A browser's User-Agent, so the site counts the page views (package insights) as it
	// does a visitor's: the bench measures the pages with their counting.
	args = append([]string{"-d" + strconv.Itoa(int(d.Seconds())) + "s", "--latency", "-H", "User-Agent: " + browserAgent}, args...)
	out, err := exec.CommandContext(ctx, "wrk", args...).CombinedOutput()
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

// memKB reads a memory figure (VmRSS, VmHWM) of processes, in kB: the largest of them.
func memKB(pids []int, field string) int {
	largest := 0
	for _, pid := range pids {
		data, err := os.ReadFile(fmt.Sprintf("/proc/%d/status", pid))
		if err != nil {
			continue
		}
		for _, line := range strings.Split(string(data), "\n") {
			if strings.HasPrefix(line, field+":") {
				if kb, err := strconv.Atoi(strings.Fields(line)[1]); err == nil && kb > largest {
					largest = kb
				}
			}
		}
	}
	return largest
}

// sampleMem records the largest resident size of a process of pids seen until the returned
// stop is called.
func sampleMem(pids []int, peak *int) (stop func()) {
	done := make(chan struct{})
	finished := make(chan struct{})
	go func() {
		defer close(finished)
		t := time.NewTicker(100 * time.Millisecond)
		defer t.Stop()
		for {
			if kb := memKB(pids, "VmRSS"); kb > *peak {
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
