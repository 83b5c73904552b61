// Package linkcheck checks every link the site holds, in the background: the links and
// pictures of the published content documents in every language, and the partners'
// websites, the gallery's videos, the downloads' files and the records' pictures. A path of
// the site must lead to a page, a redirect or a stored file (checked in-process); another
// site's address must answer 2xx or 3xx (HEAD, then GET when HEAD is refused, up to 5
// redirects); a video must be known to YouTube. Requests are bounded (so many at once, so
// many per host, each within its time, a run within its deadline) and never reach a
// private, loopback or link-local address unless Options.AllowPrivate. It runs on one
// instance of the site at a time (the holder of its lease), once a day and when staff ask
// for it; never on a visitor's request.
package linkcheck

import (
	"context"
	"log/slog"
	"net/url"
	"strings"
	"sync"
	"time"

	"github.com/qrs-site/qrs/internal/contentschema"
	"github.com/qrs-site/qrs/internal/database"
)

// Options bound and direct the checker; a zero field takes its default.
type Options struct {
	// AllowPrivate lets the checker reach private, loopback and link-local addresses
	// (QRS_LINK_CHECK_PRIVATE=1): for tests, whose servers are on loopback.
	AllowPrivate bool
	// Workers is how many links are checked at once (default 4); PerHost how many
	// requests go to one host at once (default 2).
	Workers, PerHost int
	// Timeout is the longest one request may take (default 10 s); Deadline the longest a
	// run may take (default 30 minutes), after which the links left read "not checked".
	Timeout, Deadline time.Duration
	// Every is how long after a run finished the next one starts by itself (default a
	// day); FirstAfter how long after the checker starts it first may (default 5 minutes),
	// so that a restart or a deploy does not set one off at once.
	Every, FirstAfter time.Duration
	// VideoEndpoint is the oEmbed endpoint a video is asked of (default YouTube's).
	VideoEndpoint string
	// SiteOrigin is the site's own origin (QRS_BASE_URL): an absolute link there is checked
	// as the path it names.
	SiteOrigin string
	// Internal reports whether the site answers a path of its own (with its query and
	// fragment, as a link gives it): a page in any language, a redirect, a stored file; an
	// error when it could not tell (its files out of reach).
	Internal func(ctx context.Context, path string) (bool, error)
	// UserAgent names the checker to the sites it asks.
	UserAgent string
	Log       *slog.Logger
}

// defaultVideoEndpoint answers 404 for a video id YouTube does not know.
const defaultVideoEndpoint = "https://www.youtube.com/oembed"

func (o Options) withDefaults() Options {
	if o.Workers <= 0 {
		o.Workers = 4
	}
	if o.PerHost <= 0 {
		o.PerHost = 2
	}
	if o.Timeout <= 0 {
		o.Timeout = 10 * time.Second
	}
	if o.Deadline <= 0 {
		o.Deadline = 30 * time.Minute
	}
	if o.Every <= 0 {
		o.Every = 24 * time.Hour
	}
	if o.FirstAfter <= 0 {
		o.FirstAfter = 5 * time.Minute
	}
	if o.VideoEndpoint == "" {
		o.VideoEndpoint = defaultVideoEndpoint
	}
	if o.UserAgent == "" {
		o.UserAgent = "QRS-link-checker/1"
		if o.SiteOrigin != "" {
			o.UserAgent += " (+" + o.SiteOrigin + ")"
		}
	}
	if o.Internal == nil {
		o.Internal = func(context.Context, string) (bool, error) { return false, nil }
	}
	if o.Log == nil {
		o.Log = slog.New(slog.DiscardHandler)
	}
	o.SiteOrigin = strings.TrimRight(o.SiteOrigin, "/")
	return o
}

// MsgInternalMissing is the reason of a path of the site that leads nowhere.
const MsgInternalMissing = "no page or file of the site at this address"

// Checker checks the site's links and keeps the last run's results in the store.
type Checker struct {
	store   *database.Store
	model   *contentschema.Model
	o       Options
	wakeup  chan struct{}
	started time.Time
}

// New answers a checker of the links of store's content (of model) and records.
func New(store *database.Store, model *contentschema.Model, o Options) *Checker {
	return &Checker{store: store, model: model, o: o.withDefaults(), wakeup: make(chan struct{}, 1), started: store.Now()}
}

// CheckAll checks every target, so many at once and so many per host, and answers a
// result for each, in the targets' order; progress is told how many are done after each.
// Targets left when ctx ends read "not checked".
func (c *Checker) CheckAll(ctx context.Context, targets []Target, progress func(done int)) []database.LinkResult {
	p := newProber(c.o)
	defer p.close()
	results := make([]database.LinkResult, len(targets))
	var mu sync.Mutex
	done := 0
	finish := func(i int, v verdict) {
		mu.Lock()
		defer mu.Unlock()
		results[i] = result(targets[i], v, c.store.Now())
		done++
		if progress != nil {
			progress(done)
		}
	}
	var remote []int
	for i, t := range targets {
		if path, ok := c.internalPath(t); ok {
			finish(i, c.checkInternal(ctx, path))
			continue
		}
		remote = append(remote, i)
	}
	queue := make(chan int)
	var wg sync.WaitGroup
	for range c.o.Workers {
		wg.Go(func() {
			for i := range queue {
				finish(i, c.checkRemote(ctx, p, targets[i]))
			}
		})
	}
	for _, i := range byHostInTurn(targets, remote) {
		queue <- i
	}
	close(queue)
	wg.Wait()
	return results
}

// internalPath answers the path of the site a target names: a path, or an address under
// the site's own origin.
func (c *Checker) internalPath(t Target) (string, bool) {
	if t.Kind == KindInternal {
		return t.URL, true
	}
	if t.Kind == KindExternal && c.o.SiteOrigin != "" {
		if t.URL == c.o.SiteOrigin {
			return "/", true
		}
		if rest, ok := strings.CutPrefix(t.URL, c.o.SiteOrigin); ok && strings.ContainsAny(rest[:1], "/?#") {
			if !strings.HasPrefix(rest, "/") {
				rest = "/" + rest
			}
			return rest, true
		}
	}
	return "", false
}

// checkInternal asks the site itself whether it answers path.
func (c *Checker) checkInternal(ctx context.Context, path string) verdict {
	ok, err := c.o.Internal(ctx, path)
	switch {
	case err != nil:
		c.o.Log.Warn("checking a link of the site", "path", path, "err", err)
		return verdict{reason: "the site's files could not be read"}
	case !ok:
		return verdict{reason: MsgInternalMissing}
	}
	return verdict{ok: true}
}

// checkRemote asks another site (or YouTube, of a video) whether the target answers.
func (c *Checker) checkRemote(ctx context.Context, p *prober, t Target) verdict {
	if ctx.Err() != nil {
		return verdict{reason: "not checked: the run ran out of time"}
	}
	if t.Kind != KindVideo {
		return p.probe(ctx, t.URL)
	}
	v := p.probe(ctx, c.o.VideoEndpoint+"?format=json&url="+url.QueryEscape(t.URL))
	switch v.status {
	case 404, 400:
		v.reason = "YouTube knows no such video (" + v.reason + ")"
	case 401, 403:
		v.reason = "the video is private or may not be embedded (" + v.reason + ")"
	}
	return v
}

// byHostInTurn orders the targets at indexes so that hosts take turns: one of each host,
// then the second of each, so that the workers are not all waiting on one host's slots.
func byHostInTurn(targets []Target, indexes []int) []int {
	var hosts []string
	byHost := map[string][]int{}
	for _, i := range indexes {
		host := ""
		if u, err := url.Parse(targets[i].URL); err == nil {
			host = strings.ToLower(u.Hostname())
		}
		if _, seen := byHost[host]; !seen {
			hosts = append(hosts, host)
		}
		byHost[host] = append(byHost[host], i)
	}
	out := make([]int, 0, len(indexes))
	for round := 0; len(out) < len(indexes); round++ {
		for _, h := range hosts {
			if round < len(byHost[h]) {
				out = append(out, byHost[h][round])
			}
		}
	}
	return out
}

// RunOnce checks every link now: it notes the run's start, gathers the links, checks
// them within the run's deadline (noting the progress now and then) and replaces the
// stored results with the new ones in one transaction. A run cut short by ctx stores
// nothing, and stays noted as under way, so the checker runs it again.
func (c *Checker) RunOnce(ctx context.Context) error {
	if err := c.store.StartLinkCheck(ctx); err != nil {
		return err
	}
	targets, err := Gather(ctx, c.store, c.model)
	if err != nil {
		return err
	}
	if err := c.store.LinkCheckProgress(ctx, len(targets), 0); err != nil {
		return err
	}
	runCtx, cancel := context.WithTimeout(ctx, c.o.Deadline)
	defer cancel()
	var last time.Time
	results := c.CheckAll(runCtx, targets, func(done int) {
		// At most once a second: the panel polls for it, and the store is shared.
		if now := time.Now(); now.Sub(last) >= time.Second || done == len(targets) {
			last = now
			if err := c.store.LinkCheckProgress(ctx, len(targets), done); err != nil && ctx.Err() == nil {
				c.o.Log.Warn("noting the link check's progress", "err", err)
			}
		}
	})
	if ctx.Err() != nil {
		return ctx.Err()
	}
	if err := c.store.FinishLinkCheck(ctx, results); err != nil {
		return err
	}
	broken := 0
	for _, r := range results {
		if !r.OK && r.Kind != KindSecure {
			broken++
		}
	}
	c.o.Log.Info("links checked", "links", len(results), "broken", broken)
	return nil
}

// Request asks for a check of every link now, as the account in ctx: the checker starts it
// at once (on PostgreSQL, the instance holding its lease learns of it as of any change of
// the site). A conflict when one was asked for or runs already.
func (c *Checker) Request(ctx context.Context) (database.LinkCheckRun, error) {
	run, err := c.store.RequestLinkCheck(ctx)
	if err != nil {
		return run, err
	}
	select {
	case c.wakeup <- struct{}{}:
	default:
	}
	if c.store.Engine() == database.Postgres {
		c.store.Touch()
	}
	return run, nil
}

// Run checks the links when a check was asked for, once a day (the first time FirstAfter
// after start at the soonest), and again after a run was cut short, until ctx ends: on one
// instance of the site at a time, the one that holds the checker's lease.
func (c *Checker) Run(ctx context.Context) {
	c.store.RunLeased(ctx, "link-check", c.loop)
}

func (c *Checker) loop(ctx context.Context) {
	for {
		var changed <-chan struct{} // nil on SQLite, where Request wakes the checker itself
		if c.store.Engine() == database.Postgres {
			changed = c.store.Changed()
		}
		wait := time.Minute // after a failure, and on PostgreSQL at the longest
		run, err := c.store.LinkCheckRun(ctx)
		if err == nil {
			due, in := c.due(run, c.store.Now())
			if due {
				if err := c.RunOnce(ctx); err != nil && ctx.Err() == nil {
					c.o.Log.Error("checking the links", "err", err)
				} else {
					wait = 0
				}
			} else if in < wait || c.store.Engine() != database.Postgres {
				wait = in
			}
		} else if ctx.Err() == nil {
			c.o.Log.Error("reading the link check's state", "err", err)
		}
		if !database.Sleep(ctx, wait, c.wakeup, changed) {
			return
		}
	}
}

// due reports whether a run should start now, else how long until one should: when one
// was asked for or cut short, or a day after the last one finished (and not before
// FirstAfter from the checker's start).
func (c *Checker) due(run database.LinkCheckRun, now time.Time) (bool, time.Duration) {
	if run.Running() {
		return true, 0
	}
	next := c.started.Add(c.o.FirstAfter)
	if finished, err := time.Parse(time.RFC3339, run.FinishedAt); err == nil && finished.Add(c.o.Every).After(next) {
		next = finished.Add(c.o.Every)
	}
	if !now.Before(next) {
		return true, 0
	}
	return false, next.Sub(now)
}
