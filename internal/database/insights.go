package database

import (
	"context"
	"database/sql"
	"strings"
	"time"

	"github.com/qrs-site/qrs/internal/content"
)

// The store's side of the site's insights (package insights): the visits counted per hour,
// the log of paths not found, and the settings staff change in the panel. Counts are added
// to what is stored (an upsert that adds), so every instance of a site on PostgreSQL writes
// its own batches and the sums are the site's.

// InsightCount is the count of one hour, dimension and value: views (downloads, messages)
// and the visitors first seen with it that day.
type InsightCount struct {
	Hour     int64 // the hour's start, Unix seconds, UTC
	Dim      string
	Value    string
	Views    int64
	Visitors int64
}

// NotFoundHit is a batch of requests for a path the site does not have, from bots or not.
type NotFoundHit struct {
	Path      string
	Bot       bool
	Hits      int64
	First     time.Time
	Last      time.Time
	Referrers map[string]int64 // host → hits
}

// NotFoundEntry is one path of the not-found log.
type NotFoundEntry struct {
	Path        string `json:"path"`
	Bot         bool   `json:"bot"`
	Hits        int64  `json:"hits"`
	FirstSeen   string `json:"firstSeen"`
	LastSeen    string `json:"lastSeen"`
	TopReferrer string `json:"topReferrer"`
}

// NotFoundLogRows bounds the not-found log: past it, the paths last seen longest ago go.
const NotFoundLogRows = 1000

// NotFoundReferrers bounds the referring hosts kept per path of the not-found log: its most
// frequent ones. With NotFoundLogRows and the values' own bound this bounds the whole log.
const NotFoundReferrers = 20

// Refused is a row of a batch of insights that the database refused (PostgreSQL's checks of
// text are stricter than SQLite's): it was left out, and the rest of the batch stored.
type Refused struct {
	Dim, Value string // the count's dimension and value, or "not-found" and its path or referrer
	Err        error
}

// AddInsights adds counts and not-found hits to the stored ones, in one transaction. A row
// the database refuses for its data (as PostgreSQL does text that is not UTF-8, holds a NUL,
// or is too long for an index) would fail every batch it goes with, so it is left out and
// answered among refused, and the rest is stored; any other failure stores nothing.
func (s *Store) AddInsights(ctx context.Context, counts []InsightCount, hits []NotFoundHit) (refused []Refused, err error) {
	if len(counts) == 0 && len(hits) == 0 {
		return nil, nil
	}
	err = s.lockedTx(ctx, func(tx *sql.Tx) error { return addInsights(ctx, tx, counts, hits, nil) })
	if err == nil || !refusedData(err) {
		return nil, err
	}
	// Again, each row behind a savepoint of its own, so that a refused one leaves the
	// transaction usable for the rest.
	err = s.lockedTx(ctx, func(tx *sql.Tx) error {
		refused = refused[:0]
		return addInsights(ctx, tx, counts, hits, &refused)
	})
	if err != nil {
		return nil, err
	}
	return refused, nil
}

// refusedData reports whether err is the database refusing a row for its data: PostgreSQL's
// data exceptions (class 22: text that is not UTF-8 or holds a NUL, a value out of range)
// and exceeded limits (class 54: a key too long for an index).
func refusedData(err error) bool {
	code := pgCode(err)
	return strings.HasPrefix(code, "22") || strings.HasPrefix(code, "54")
}

// addInsights writes the batch in tx. With refused, each row is written behind a savepoint
// and a row refused for its data is rolled back and added there rather than failing tx.
func addInsights(ctx context.Context, tx *sql.Tx, counts []InsightCount, hits []NotFoundHit, refused *[]Refused) error {
	write := func(dim, value, query string, args ...any) (bool, error) {
		if refused == nil {
			_, err := tx.ExecContext(ctx, query, args...)
			return err == nil, err
		}
		if _, err := tx.ExecContext(ctx, `SAVEPOINT insight_row`); err != nil {
			return false, err
		}
		if _, err := tx.ExecContext(ctx, query, args...); err != nil {
			if !refusedData(err) {
				return false, err
			}
			*refused = append(*refused, Refused{Dim: dim, Value: value, Err: err})
			_, err = tx.ExecContext(ctx, `ROLLBACK TO SAVEPOINT insight_row`)
			return false, err
		}
		_, err := tx.ExecContext(ctx, `RELEASE SAVEPOINT insight_row`)
		return err == nil, err
	}
	for _, c := range counts {
		if _, err := write(c.Dim, c.Value, `INSERT INTO insight_counts (hour, dim, value, views, visitors) VALUES (?, ?, ?, ?, ?)
			ON CONFLICT (hour, dim, value) DO UPDATE SET views = insight_counts.views + excluded.views,
			visitors = insight_counts.visitors + excluded.visitors`,
			c.Hour, c.Dim, c.Value, c.Views, c.Visitors); err != nil {
			return err
		}
	}
	for _, h := range hits {
		ok, err := write("not-found", h.Path, `INSERT INTO not_found_log (path, bot, hits, first_seen, last_seen) VALUES (?, ?, ?, ?, ?)
			ON CONFLICT (path, bot) DO UPDATE SET hits = not_found_log.hits + excluded.hits,
			last_seen = CASE WHEN excluded.last_seen > not_found_log.last_seen THEN excluded.last_seen ELSE not_found_log.last_seen END`,
			h.Path, boolInt(h.Bot), h.Hits, stamp(h.First), stamp(h.Last))
		if err != nil {
			return err
		}
		if !ok || len(h.Referrers) == 0 {
			continue
		}
		for host, n := range h.Referrers {
			if _, err := write("not-found referrer", host, `INSERT INTO not_found_referrers (path, bot, host, hits) VALUES (?, ?, ?, ?)
				ON CONFLICT (path, bot, host) DO UPDATE SET hits = not_found_referrers.hits + excluded.hits`,
				h.Path, boolInt(h.Bot), host, n); err != nil {
				return err
			}
		}
		// The path keeps its most frequent referrers alone, so that made-up ones, batch
		// after batch, cannot grow its list.
		if _, err := tx.ExecContext(ctx, `DELETE FROM not_found_referrers WHERE path = ? AND bot = ? AND host NOT IN
			(SELECT host FROM not_found_referrers WHERE path = ? AND bot = ? ORDER BY hits DESC, host LIMIT ?)`,
			h.Path, boolInt(h.Bot), h.Path, boolInt(h.Bot), NotFoundReferrers); err != nil {
			return err
		}
	}
	if len(hits) == 0 {
		return nil
	}
	// The log keeps its newest NotFoundLogRows paths (a tie at the edge may keep a few more).
	var edge sql.NullString
	err := tx.QueryRowContext(ctx, `SELECT last_seen FROM not_found_log ORDER BY last_seen DESC LIMIT 1 OFFSET ?`, NotFoundLogRows-1).Scan(&edge)
	if err == sql.ErrNoRows || !edge.Valid {
		return nil
	}
	if err != nil {
		return err
	}
	if _, err := tx.ExecContext(ctx, `DELETE FROM not_found_log WHERE last_seen < ?`, edge.String); err != nil {
		return err
	}
	_, err = tx.ExecContext(ctx, `DELETE FROM not_found_referrers WHERE NOT EXISTS (SELECT 1 FROM not_found_log l
		WHERE l.path = not_found_referrers.path AND l.bot = not_found_referrers.bot)`)
	return err
}

// stamp is a moment as the store writes them.
func stamp(t time.Time) string { return t.UTC().Format(time.RFC3339) }

// boolInt is b as the integer column stores it.
func boolInt(b bool) int64 {
	if b {
		return 1
	}
	return 0
}

// InsightCounts answers the counts of the hours from from (included) to to (excluded) of
// the dimensions dims, summed per bucket of `bucket` seconds from from (0: one bucket), per
// dimension and value.
func (s *Store) InsightCounts(ctx context.Context, from, to time.Time, dims []string, bucket int64) ([]InsightCount, error) {
	if len(dims) == 0 {
		return nil, nil
	}
	args := []any{from.Unix(), to.Unix()}
	in := ""
	for i, d := range dims {
		if i > 0 {
			in += ", "
		}
		in += "?"
		args = append(args, d)
	}
	start := from.Unix()
	group := "0"
	if bucket > 0 {
		group = "((hour - ?) / ?) * ? + ?"
		args = append([]any{start, bucket, bucket, start}, args...)
	}
	rows, err := s.db.QueryContext(ctx, `SELECT `+group+` AS b, dim, value, CAST(SUM(views) AS BIGINT), CAST(SUM(visitors) AS BIGINT) FROM insight_counts
		WHERE hour >= ? AND hour < ? AND dim IN (`+in+`) GROUP BY b, dim, value ORDER BY b, dim, value`, args...)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []InsightCount
	for rows.Next() {
		var c InsightCount
		if err := rows.Scan(&c.Hour, &c.Dim, &c.Value, &c.Views, &c.Visitors); err != nil {
			return nil, err
		}
		out = append(out, c)
	}
	return out, rows.Err()
}

// PruneInsights deletes the hourly counts of the hours before before, and answers how many.
func (s *Store) PruneInsights(ctx context.Context, before time.Time) (int64, error) {
	var n int64
	err := s.lockedTx(ctx, func(tx *sql.Tx) error {
		res, err := tx.ExecContext(ctx, `DELETE FROM insight_counts WHERE hour < ?`, before.Unix())
		if err != nil {
			return err
		}
		n, err = res.RowsAffected()
		return err
	})
	return n, err
}

// NotFoundLog answers the not-found log, the most asked for first, bots' apart.
func (s *Store) NotFoundLog(ctx context.Context, bot bool) ([]NotFoundEntry, error) {
	rows, err := s.db.QueryContext(ctx, `SELECT l.path, l.hits, l.first_seen, l.last_seen,
		COALESCE((SELECT r.host FROM not_found_referrers r WHERE r.path = l.path AND r.bot = l.bot
			ORDER BY r.hits DESC, r.host LIMIT 1), '')
		FROM not_found_log l WHERE l.bot = ? ORDER BY l.hits DESC, l.last_seen DESC, l.path`, boolInt(bot))
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	out := []NotFoundEntry{}
	for rows.Next() {
		e := NotFoundEntry{Bot: bot}
		if err := rows.Scan(&e.Path, &e.Hits, &e.FirstSeen, &e.LastSeen, &e.TopReferrer); err != nil {
			return nil, err
		}
		out = append(out, e)
	}
	return out, rows.Err()
}

// ForgetNotFound deletes a path from the not-found log (a redirect now answers it).
func (s *Store) ForgetNotFound(ctx context.Context, path string) error {
	return s.lockedTx(ctx, func(tx *sql.Tx) error {
		if _, err := tx.ExecContext(ctx, `DELETE FROM not_found_referrers WHERE path = ?`, path); err != nil {
			return err
		}
		_, err := tx.ExecContext(ctx, `DELETE FROM not_found_log WHERE path = ?`, path)
		return err
	})
}

// Setting answers the site setting key, "" when it was never set.
func (s *Store) Setting(ctx context.Context, key string) (string, error) {
	var v string
	err := s.db.QueryRowContext(ctx, `SELECT value FROM site_settings WHERE key = ?`, key).Scan(&v)
	if err == sql.ErrNoRows {
		return "", nil
	}
	return v, err
}

// SetSetting sets the site setting key to value, and records who did in the audit log.
func (s *Store) SetSetting(ctx context.Context, key, value string, e AuditEntry) error {
	return s.inTx(ctx, nil, func(tx *sql.Tx) error {
		actor, _ := content.ActorFrom(ctx)
		if _, err := tx.ExecContext(ctx, `INSERT INTO site_settings (key, value, updated_at, updated_by) VALUES (?, ?, ?, ?)
			ON CONFLICT (key) DO UPDATE SET value = excluded.value, updated_at = excluded.updated_at, updated_by = excluded.updated_by`,
			key, value, s.timestamp(), actor.Username); err != nil {
			return err
		}
		return s.audit(ctx, tx, e)
	})
}
