package database

import (
	"context"
	"database/sql"
	"encoding/json"
	"strings"
	"time"

	"github.com/qrs-site/qrs/internal/content"
)

// AuditChange is one field of a record that a change set from one value to another.
type AuditChange struct {
	Field string `json:"field"`
	From  any    `json:"from"`
	To    any    `json:"to"`
}

// AuditEntry is one entry of the audit log as a change writes it: what was done (Action:
// "create", "update", "delete", "restore", "publish", "sign-in", ...) to which kind of
// thing (Kind: "team-member", "folder", "content", "account", ...), which one (TargetID when
// it has an id, Target: a name a person recognises) and, for a change, its fields.
type AuditEntry struct {
	Action   string
	Kind     string
	TargetID int64
	Target   string
	Changes  []AuditChange
}

// audit writes e to the audit log inside tx, so the entry is there exactly when the change
// is. Who and from where come from ctx (content.ActorFrom); without an actor (the server
// itself: a scheduled publish, the sweep) the entry names nobody.
func (s *Store) audit(ctx context.Context, tx *sql.Tx, e AuditEntry) error {
	args, err := s.auditArgs(ctx, e)
	if err != nil {
		return err
	}
	_, err = tx.ExecContext(ctx, auditInsertSQL, args...)
	return err
}

// auditInsertSQL writes an entry of the audit log, from auditArgs: an import prepares it
// once for all its records.
const auditInsertSQL = `INSERT INTO audit_log (at, actor_id, actor, ip, action, kind, target_id, target, changes)
		VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`

// auditArgs answers the arguments of auditInsertSQL for e, by the actor of ctx, now.
func (s *Store) auditArgs(ctx context.Context, e AuditEntry) ([]any, error) {
	actor, _ := content.ActorFrom(ctx)
	changes := e.Changes
	if changes == nil {
		changes = []AuditChange{}
	}
	data, err := json.Marshal(changes)
	if err != nil {
		return nil, err
	}
	var actorID, targetID any
	if actor.ID != 0 {
		actorID = actor.ID
	}
	if e.TargetID != 0 {
		targetID = e.TargetID
	}
	return []any{s.timestamp(), actorID, actor.Username, actor.IP, e.Action, e.Kind, targetID, e.Target, string(data)}, nil
}

// Audit writes e to the audit log on its own, for what changes nothing else in the store
// (a sign-in, a failed sign-in).
func (s *Store) Audit(ctx context.Context, e AuditEntry) error {
	return s.inTx(ctx, nil, func(tx *sql.Tx) error { return s.audit(ctx, tx, e) })
}

// AuditRecord is one entry of the audit log as read back. Actor is "" (and ActorID nil) for
// what the server did by itself.
type AuditRecord struct {
	ID       int64         `json:"id"`
	At       string        `json:"at"`
	ActorID  *int64        `json:"actorId"`
	Actor    string        `json:"actor"`
	IP       string        `json:"ip"`
	Action   string        `json:"action"`
	Kind     string        `json:"kind"`
	TargetID *int64        `json:"targetId"`
	Target   string        `json:"target"`
	Changes  []AuditChange `json:"changes"`
}

// AuditFilter chooses entries of the audit log: by whom (Actor, the account's name; the
// server's own entries have the name ""), of which kind, from and before which times (zero:
// no bound), older than the entry Before (0: from the newest), at most Limit (0: all).
type AuditFilter struct {
	Actor    *string
	Kind     string
	From, To time.Time
	Before   int64
	Limit    int
}

func (f AuditFilter) where() (string, []any) {
	var conds []string
	var args []any
	if f.Actor != nil {
		conds, args = append(conds, "actor = ?"), append(args, *f.Actor)
	}
	if f.Kind != "" {
		conds, args = append(conds, "kind = ?"), append(args, f.Kind)
	}
	if !f.From.IsZero() {
		conds, args = append(conds, "at >= ?"), append(args, f.From.UTC().Format(time.RFC3339))
	}
	if !f.To.IsZero() {
		conds, args = append(conds, "at < ?"), append(args, f.To.UTC().Format(time.RFC3339))
	}
	if f.Before > 0 {
		conds, args = append(conds, "id < ?"), append(args, f.Before)
	}
	if len(conds) == 0 {
		return "", nil
	}
	return " WHERE " + strings.Join(conds, " AND "), args
}

// EachAudit calls fn with every entry f chooses, newest first, stopping at fn's first error.
func (s *Store) EachAudit(ctx context.Context, f AuditFilter, fn func(AuditRecord) error) error {
	where, args := f.where()
	q := `SELECT id, at, actor_id, actor, ip, action, kind, target_id, target, changes FROM audit_log` + where +
		` ORDER BY id DESC`
	if f.Limit > 0 {
		q += " LIMIT ?"
		args = append(args, f.Limit)
	}
	rows, err := s.db.QueryContext(ctx, q, args...)
	if err != nil {
		return err
	}
	defer rows.Close()
	for rows.Next() {
		var r AuditRecord
		var actorID, targetID sql.NullInt64
		var changes string
		if err := rows.Scan(&r.ID, &r.At, &actorID, &r.Actor, &r.IP, &r.Action, &r.Kind, &targetID, &r.Target,
			&changes); err != nil {
			return err
		}
		if actorID.Valid {
			r.ActorID = &actorID.Int64
		}
		if targetID.Valid {
			r.TargetID = &targetID.Int64
		}
		if err := json.Unmarshal([]byte(changes), &r.Changes); err != nil || r.Changes == nil {
			r.Changes = []AuditChange{}
		}
		if err := fn(r); err != nil {
			return err
		}
	}
	return rows.Err()
}

// ListAudit answers the entries f chooses, newest first.
func (s *Store) ListAudit(ctx context.Context, f AuditFilter) ([]AuditRecord, error) {
	out := []AuditRecord{}
	err := s.EachAudit(ctx, f, func(r AuditRecord) error {
		out = append(out, r)
		return nil
	})
	return out, err
}

// AuditFacets answers the names of everyone and the kinds of everything the audit log has
// entries of, each sorted, for the panel's filters; the server's own entries are under "".
func (s *Store) AuditFacets(ctx context.Context) (actors, kinds []string, err error) {
	read := func(col string) ([]string, error) {
		rows, err := s.db.QueryContext(ctx, "SELECT DISTINCT "+col+" FROM audit_log ORDER BY "+col)
		if err != nil {
			return nil, err
		}
		defer rows.Close()
		out := []string{}
		for rows.Next() {
			var v string
			if err := rows.Scan(&v); err != nil {
				return nil, err
			}
			out = append(out, v)
		}
		return out, rows.Err()
	}
	if actors, err = read("actor"); err != nil {
		return nil, nil, err
	}
	kinds, err = read("kind")
	return actors, kinds, err
}

// AuditRetention is how long the audit log keeps an entry: two years, so a year's entries
// are always there.
const AuditRetention = 2 * 365 * 24 * time.Hour

// PurgeAudit removes the entries older than AuditRetention and answers how many it removed.
// It is the only way an entry ever leaves the log.
func (s *Store) PurgeAudit(ctx context.Context) (int64, error) {
	cutoff := s.now().Add(-AuditRetention).UTC().Format(time.RFC3339)
	var n int64
	err := s.inTx(ctx, nil, func(tx *sql.Tx) error {
		res, err := tx.ExecContext(ctx, `DELETE FROM audit_log WHERE at < ?`, cutoff)
		if err != nil {
			return err
		}
		n, err = res.RowsAffected()
		return err
	})
	return n, err
}
