package uploads

import (
	"context"
	"log/slog"
	"time"
)

// SweepGrace is how old an upload no record uses must be before a sweep removes it: long
// enough that a form being filled in keeps the file it just uploaded.
const SweepGrace = 24 * time.Hour

// SweepInterval is how often the server sweeps while it runs.
const SweepInterval = time.Hour

// Forgetter is the store's part of a sweep: in one transaction it answers those of urls
// that no record uses and forgets what it recorded of each, so the caller may delete
// their files after the commit.
type Forgetter interface {
	ForgetUnusedUploads(ctx context.Context, urls ...string) ([]string, error)
}

// Sweep removes the uploads (with their variants and what store recorded of them) that no
// record uses and that were last written more than grace ago: files left by a cancelled
// form or by a bulk upload whose records were never made. It answers the removed URLs.
func (d *Dir) Sweep(ctx context.Context, store Forgetter, grace time.Duration, log *slog.Logger) ([]string, error) {
	all, err := d.UploadsContext(ctx)
	if err != nil {
		return nil, err
	}
	cutoff := time.Now().Add(-grace)
	var old []string
	for _, up := range all {
		if up.Modified.Before(cutoff) {
			old = append(old, up.URL)
		}
	}
	if len(old) == 0 {
		return nil, nil
	}
	unused, err := store.ForgetUnusedUploads(ctx, old...)
	if err != nil {
		return nil, err
	}
	var removed []string
	for _, u := range unused {
		if err := d.Remove(u); err != nil {
			log.Warn("could not remove an unused upload", "url", u, "err", err)
			continue
		}
		log.Info("unused upload removed", "url", u)
		removed = append(removed, u)
	}
	return removed, nil
}

// SweepEvery sweeps at once and then every interval until ctx ends; it returns when the
// sweep under way, if any, has finished.
func (d *Dir) SweepEvery(ctx context.Context, store Forgetter, grace, interval time.Duration, log *slog.Logger) {
	t := time.NewTicker(interval)
	defer t.Stop()
	for {
		if _, err := d.Sweep(ctx, store, grace, log); err != nil && ctx.Err() == nil {
			log.Warn("sweeping unused uploads failed", "err", err)
		}
		select {
		case <-ctx.Done():
			return
		case <-t.C:
		}
	}
}
