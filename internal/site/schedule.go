package site

import (
	"context"
	"slices"
	"time"

	"github.com/qrs-site/qrs/internal/database"
)

// RenderShowing makes anew every page and PDF that shows the document of key (each only
// if what it shows changed), so visitors get the published text without waiting for it.
func (s *Site) RenderShowing(ctx context.Context, keys ...string) {
	ctx = context.WithoutCancel(ctx)
	seen := map[*page]bool{}
	for _, key := range keys {
		for _, pg := range s.app.pagesShowing(key) {
			if seen[pg] {
				continue
			}
			seen[pg] = true
			if _, err := pg.fresh(ctx); err != nil {
				s.log.Warn("making a page after publishing", "route", pg.route, "err", err)
			}
		}
	}
	for _, src := range AllPDFs() {
		if slices.ContainsFunc(keys, func(k string) bool { return slices.Contains(src.Keys, k) }) {
			if _, err := s.pdfs.Get(ctx, src); err != nil {
				s.log.Error("making a PDF after publishing", "pdf", src.Path, "err", err)
			}
		}
	}
}

// Schedule publishes scheduled drafts when they are due.
type Schedule struct {
	site   *Site
	wakeup chan struct{}
}

// wake makes the scheduler look at the schedules again (one was set or cancelled).
func (s *Schedule) wake() {
	select {
	case s.wakeup <- struct{}{}:
	default:
	}
}

// Changed makes the scheduler look at the schedules again after one was set or
// cancelled: this instance's at once and, on PostgreSQL, the one of the instance that holds
// the schedule's lease, which learns of it as of any change of the site (Touch).
func (s *Schedule) Changed() {
	s.wake()
	if store := s.site.store; store.Engine() == database.Postgres {
		store.Touch()
	}
}

// Run publishes each scheduled draft when it is due, and renders the pages and PDFs that
// show it, until ctx ends: on one instance of the site at a time, the one that holds the
// schedule's lease (another takes it over should that one stop or die).
func (s *Schedule) Run(ctx context.Context) {
	s.site.store.RunLeased(ctx, "content-schedule", s.run)
}

// run publishes every draft whose time has come, then sleeps until the next one is due, a
// schedule changes, or an hour has passed, until ctx ends. Schedules live in the database,
// so one set before a restart is published after it (at once, if its time passed meanwhile).
//
// On PostgreSQL a schedule may be set or cancelled through another instance: the scheduler
// looks again whenever the site changes (the store learns of every instance's changes), and
// at least once a minute, should the news of a schedule set through an instance that died
// at once be lost. Publishing the due drafts is one serializable transaction, so a draft is
// published once whichever instance gets to it.
func (s *Schedule) run(ctx context.Context) {
	store, log := s.site.store, s.site.log
	idle := time.Hour
	if store.Engine() == database.Postgres {
		idle = time.Minute
	}
	year := time.Now().Year()
	for {
		// A new year: every page's footer names it, so every page is rendered anew (on
		// PostgreSQL, every instance's, as Touch tells them all).
		if now := time.Now(); now.Year() != year {
			year = now.Year()
			log.Info("a new year: the pages are rendered anew", "year", year)
			store.Touch()
		}
		var changed <-chan struct{} // nil on SQLite, where wake tells of every schedule
		if store.Engine() == database.Postgres {
			changed = store.Changed()
		}
		keys, err := store.PublishDueContent(ctx)
		if err != nil && ctx.Err() == nil {
			log.Error("publishing scheduled content", "err", err)
		}
		if len(keys) > 0 {
			log.Info("published scheduled content", "keys", keys)
			s.site.RenderShowing(ctx, keys...)
		}
		wait := min(idle, time.Until(time.Date(year+1, time.January, 1, 0, 0, 0, 0, time.Local)))
		if at, ok, err := store.NextContentSchedule(ctx); err == nil && ok {
			wait = min(wait, max(0, time.Until(at)))
		} else if err != nil && ctx.Err() == nil {
			log.Error("reading content schedules", "err", err)
			wait = time.Minute
		}
		if !database.Sleep(ctx, wait, s.wakeup, changed) {
			return
		}
	}
}
