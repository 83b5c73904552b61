package sqlite

import (
	"context"
	"database/sql"
	"encoding/json"

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
	actor, _ := content.ActorFrom(ctx)
	changes := e.Changes
	if changes == nil {
		changes = []AuditChange{}
	}
	data, err := json.Marshal(changes)
	if err != nil {
		return err
	}
	var actorID, targetID any
	if actor.ID != 0 {
		actorID = actor.ID
	}
	if e.TargetID != 0 {
		targetID = e.TargetID
	}
	_, err = tx.ExecContext(ctx, `INSERT INTO audit_log (at, actor_id, actor, ip, action, kind, target_id, target, changes)
		VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
		s.timestamp(), actorID, actor.Username, actor.IP, e.Action, e.Kind, targetID, e.Target, string(data))
	return err
}

// Audit writes e to the audit log on its own, for what changes nothing else in the store
// (a sign-in, a failed sign-in).
func (s *Store) Audit(ctx context.Context, e AuditEntry) error {
	return s.inTx(ctx, false, func(tx *sql.Tx) error { return s.audit(ctx, tx, e) })
}
