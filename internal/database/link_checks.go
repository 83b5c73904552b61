package database

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"

	"github.com/qrs-site/qrs/internal/content"
)

// The link checker's state and the results of its last run (internal/linkcheck). One run
// at a time: a check asked for (RequestLinkCheck) waits until the instance that holds the
// checker's lease starts it (StartLinkCheck), which replaces the results whole when it
// finishes (FinishLinkCheck).

// LinkUse is one place a link is used: in a content document (Document, Locale and the
// JSON pointer of the field) or in a record (Collection and ID), with a label and the
// field's name in the panel's words.
type LinkUse struct {
	// Label names what holds the link: `Global partner “Acme”`, `Site content “home”`.
	Label string `json:"label"`
	// Where names the field: "Website", "Hero › Primary button › Link".
	Where      string `json:"where"`
	Document   string `json:"document,omitempty"`
	Locale     string `json:"locale,omitempty"`
	Pointer    string `json:"pointer,omitempty"`
	Collection string `json:"collection,omitempty"`
	ID         int64  `json:"id,omitempty"`
}

// LinkResult is what the link checker found of one address: whether it answered (OK), the
// HTTP status of its last answer (0 for none), a short reason when it did not, when it was
// checked and everywhere it is used.
type LinkResult struct {
	URL       string    `json:"url"`
	Kind      string    `json:"kind"`
	OK        bool      `json:"ok"`
	Status    int       `json:"status"`
	Reason    string    `json:"reason"`
	CheckedAt string    `json:"checkedAt"`
	UsedIn    []LinkUse `json:"usedIn"`
}

// LinkCheckRun is the state of the link checker: a check asked for and not yet started
// (RequestedAt, by RequestedBy), a run under way (InProgress, with how many addresses it has
// and has checked), when the last run started and when the last one finished, and how
// many addresses that one checked and found broken.
type LinkCheckRun struct {
	RequestedAt string
	RequestedBy string
	InProgress  bool
	StartedAt   string
	FinishedAt  string
	Total       int
	Done        int
	Checked     int
	Broken      int
}

// Running reports whether a check was asked for or is under way (or was cut short by a
// stop, and runs again when the checker starts).
func (r LinkCheckRun) Running() bool { return r.RequestedAt != "" || r.InProgress }

// MsgLinkCheckRunning refuses a check asked for while one is under way.
const MsgLinkCheckRunning = "A link check is already running"

// LinkCheckRun answers the state of the link checker; the zero state when no check was
// ever asked for or run.
func (s *Store) LinkCheckRun(ctx context.Context) (LinkCheckRun, error) {
	return linkCheckRun(ctx, s.db)
}

func linkCheckRun(ctx context.Context, q queryer) (LinkCheckRun, error) {
	var r LinkCheckRun
	var running int
	err := q.QueryRowContext(ctx, `SELECT requested_at, requested_by, running, started_at, finished_at, total, done, checked, broken
		FROM link_check_runs WHERE name = 'links'`).Scan(&r.RequestedAt, &r.RequestedBy, &running, &r.StartedAt, &r.FinishedAt,
		&r.Total, &r.Done, &r.Checked, &r.Broken)
	if errors.Is(err, sql.ErrNoRows) {
		return LinkCheckRun{}, nil
	}
	r.InProgress = running == 1
	return r, err
}

// RequestLinkCheck asks for a check of every link, for the checker to start as soon as it
// looks, as the account in ctx (content.ActorFrom), in the audit log; a conflict
// (MsgLinkCheckRunning) when one was asked for or runs already.
func (s *Store) RequestLinkCheck(ctx context.Context) (LinkCheckRun, error) {
	actor, _ := content.ActorFrom(ctx)
	var out LinkCheckRun
	err := s.inTx(ctx, nil, func(tx *sql.Tx) error {
		r, err := linkCheckRun(ctx, tx)
		if err != nil {
			return err
		}
		if r.Running() {
			return content.Errorf(content.Conflict, MsgLinkCheckRunning)
		}
		now := s.timestamp()
		if _, err := tx.ExecContext(ctx, `INSERT INTO link_check_runs (name, requested_at, requested_by) VALUES ('links', ?, ?)
			ON CONFLICT (name) DO UPDATE SET requested_at = excluded.requested_at, requested_by = excluded.requested_by`,
			now, actor.Username); err != nil {
			return err
		}
		r.RequestedAt, r.RequestedBy = now, actor.Username
		out = r
		return s.audit(ctx, tx, AuditEntry{Action: "start", Kind: "link-check", Target: "Every link of the site"})
	})
	return out, err
}

// StartLinkCheck notes that a run starts now, which answers a check asked for.
func (s *Store) StartLinkCheck(ctx context.Context) error {
	return s.inTx(ctx, nil, func(tx *sql.Tx) error {
		_, err := tx.ExecContext(ctx, `INSERT INTO link_check_runs (name, running, started_at) VALUES ('links', 1, ?)
			ON CONFLICT (name) DO UPDATE SET requested_at = '', requested_by = '', running = 1,
			started_at = excluded.started_at, total = 0, done = 0`, s.timestamp())
		return err
	})
}

// LinkCheckProgress notes how many addresses the run under way has, and how many it checked.
func (s *Store) LinkCheckProgress(ctx context.Context, total, done int) error {
	return s.inTx(ctx, nil, func(tx *sql.Tx) error {
		_, err := tx.ExecContext(ctx, `UPDATE link_check_runs SET total = ?, done = ? WHERE name = 'links'`, total, done)
		return err
	})
}

// LinkKindSecure is the kind of the https: twin of an http: address the link checker asks
// too, to tell the publish checks that the address works over https: (a link to switch),
// never a broken link of its own.
const LinkKindSecure = "secure"

// FinishLinkCheck replaces the results of the last run with results, in one transaction,
// and notes that the run finished now.
func (s *Store) FinishLinkCheck(ctx context.Context, results []LinkResult) error {
	return s.inTx(ctx, nil, func(tx *sql.Tx) error {
		if _, err := tx.ExecContext(ctx, `DELETE FROM link_check_results`); err != nil {
			return err
		}
		broken, links := 0, 0 // the https: twins are asked for the publish checks, not counted as links
		for _, r := range results {
			if r.Kind != LinkKindSecure {
				links++
			}
			uses := r.UsedIn
			if uses == nil {
				uses = []LinkUse{}
			}
			data, err := json.Marshal(uses)
			if err != nil {
				return err
			}
			ok := 0
			if r.OK {
				ok = 1
			} else if r.Kind != LinkKindSecure {
				broken++
			}
			if _, err := tx.ExecContext(ctx, `INSERT INTO link_check_results (url, kind, ok, status, reason, checked_at, used_in)
				VALUES (?, ?, ?, ?, ?, ?, ?)`, r.URL, r.Kind, ok, r.Status, r.Reason, r.CheckedAt, string(data)); err != nil {
				return err
			}
		}
		_, err := tx.ExecContext(ctx, `INSERT INTO link_check_runs (name, running, started_at, finished_at, total, done, checked, broken)
			VALUES ('links', 0, ?1, ?1, ?2, ?2, ?3, ?4)
			ON CONFLICT (name) DO UPDATE SET running = 0, finished_at = excluded.finished_at, total = excluded.total,
			done = excluded.done, checked = excluded.checked, broken = excluded.broken`, s.timestamp(), len(results), links, broken)
		return err
	})
}

// LinkCheckResults answers the results of the last finished run, by address: only the
// broken ones when brokenOnly (an https: twin that did not answer is not one).
func (s *Store) LinkCheckResults(ctx context.Context, brokenOnly bool) ([]LinkResult, error) {
	q := `SELECT url, kind, ok, status, reason, checked_at, used_in FROM link_check_results`
	if brokenOnly {
		q += ` WHERE ok = 0 AND kind <> '` + LinkKindSecure + `'`
	}
	rows, err := s.db.QueryContext(ctx, q+` ORDER BY url`)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	out := []LinkResult{}
	for rows.Next() {
		var r LinkResult
		var ok int
		var uses string
		if err := rows.Scan(&r.URL, &r.Kind, &ok, &r.Status, &r.Reason, &r.CheckedAt, &uses); err != nil {
			return nil, err
		}
		r.OK = ok == 1
		if err := json.Unmarshal([]byte(uses), &r.UsedIn); err != nil {
			return nil, err
		}
		out = append(out, r)
	}
	return out, rows.Err()
}
