package database

import (
	"context"
	"database/sql"
	"fmt"
	"strings"

	"github.com/qrs-site/qrs/internal/content"
)

// table describes how one record kind maps to its SQL table, so that the plain CRUD of the
// seven collections is written once.
type table[T any] struct {
	name  string                     // SQL table
	what  string                     // record kind for messages, e.g. "Team member"
	cols  []string                   // columns after id and created_at, matching fields
	order string                     // ORDER BY of the list
	field func(*T) []any             // pointers to the record's fields, in cols order
	meta  func(*T) (*int64, *string) // pointers to id and createdAt
	file  func(*T) string            // the uploaded file a record uses, or nil
	// image points at a record's image URL and its Image, filled from the recorded
	// uploads on every read (nil for records without an image)
	image func(*T) (string, **content.Image)
}

// scanTarget adapts a field pointer to what database/sql can scan into.
func scanTarget(p any) any {
	switch v := p.(type) {
	case *content.FlexInt:
		return (*flexIntScanner)(v)
	case *content.FlexBool:
		return (*flexBoolScanner)(v)
	}
	return p
}

// argValue turns a field pointer into a driver value; a flag is the integer 0 or 1 that
// both engines store it as.
func argValue(p any) any {
	switch v := p.(type) {
	case *string:
		return *v
	case *content.FlexInt:
		return int64(*v)
	case *content.FlexBool:
		return flag(bool(*v))
	}
	panic(fmt.Sprintf("database: unsupported field type %T", p))
}

// flag answers b as the integer 0 or 1 that both engines store a flag as.
func flag(b bool) int64 {
	if b {
		return 1
	}
	return 0
}

type flexIntScanner content.FlexInt

func (f *flexIntScanner) Scan(src any) error {
	var n sql.NullInt64
	if err := n.Scan(src); err != nil {
		return err
	}
	*f = flexIntScanner(n.Int64)
	return nil
}

type flexBoolScanner content.FlexBool

func (f *flexBoolScanner) Scan(src any) error {
	var b sql.NullBool
	if err := b.Scan(src); err != nil {
		return err
	}
	*f = flexBoolScanner(b.Bool)
	return nil
}

func (t *table[T]) selectSQL() string {
	return "SELECT id, created_at, " + strings.Join(t.cols, ", ") + " FROM " + t.name
}

func (t *table[T]) scan(row interface{ Scan(...any) error }) (T, error) {
	var rec T
	id, created := t.meta(&rec)
	dest := []any{id, created}
	for _, p := range t.field(&rec) {
		dest = append(dest, scanTarget(p))
	}
	err := row.Scan(dest...)
	return rec, err
}

func (t *table[T]) args(rec *T) []any {
	var out []any
	for _, p := range t.field(rec) {
		out = append(out, argValue(p))
	}
	return out
}

// list answers every record in the table's order.
func (t *table[T]) list(ctx context.Context, q queryer, where string, args ...any) ([]T, error) {
	rows, err := q.QueryContext(ctx, t.selectSQL()+" "+where+" ORDER BY "+t.order, args...)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	out := []T{}
	for rows.Next() {
		rec, err := t.scan(rows)
		if err != nil {
			return nil, err
		}
		out = append(out, rec)
	}
	return out, rows.Err()
}

// get answers the record with the id, or a not-found error.
func (t *table[T]) get(ctx context.Context, q queryer, id int64) (T, error) {
	rec, err := t.scan(q.QueryRowContext(ctx, t.selectSQL()+" WHERE id = ?", id))
	return rec, errNoRows(err, t.what)
}

// insert adds rec, filling in its id and createdAt.
func (t *table[T]) insert(ctx context.Context, tx *sql.Tx, rec *T, now string) error {
	id, created := t.meta(rec)
	*created = now
	marks := strings.Repeat(", ?", len(t.cols))
	return tx.QueryRowContext(ctx, "INSERT INTO "+t.name+" (created_at, "+strings.Join(t.cols, ", ")+
		") VALUES (?"+marks+") RETURNING id", append([]any{now}, t.args(rec)...)...).Scan(id)
}

// write stores rec's fields over the record with the id.
func (t *table[T]) write(ctx context.Context, tx *sql.Tx, id int64, rec *T) error {
	sets := strings.Join(t.cols, " = ?, ") + " = ?"
	_, err := tx.ExecContext(ctx, "UPDATE "+t.name+" SET "+sets+" WHERE id = ?", append(t.args(rec), id)...)
	return err
}

// remove deletes the record with the id and returns it.
func (t *table[T]) remove(ctx context.Context, tx *sql.Tx, id int64) (T, error) {
	old, err := t.get(ctx, tx, id)
	if err != nil {
		return old, err
	}
	_, err = tx.ExecContext(ctx, "DELETE FROM "+t.name+" WHERE id = ?", id)
	return old, err
}

// queryer is what both *sql.DB and *sql.Tx offer for reading.
type queryer interface {
	QueryContext(ctx context.Context, query string, args ...any) (*sql.Rows, error)
	QueryRowContext(ctx context.Context, query string, args ...any) *sql.Row
}

// crud gives a table the store's standard create, update and delete, each one transaction,
// answering the uploaded files that no record uses any more.
type crud[T any] struct {
	s *Store
	t *table[T]
}

func (c crud[T]) list(ctx context.Context) ([]T, error) {
	recs, err := c.t.list(ctx, c.s.db, "")
	if err != nil {
		return nil, err
	}
	ptrs := make([]*T, len(recs))
	for i := range recs {
		ptrs[i] = &recs[i]
	}
	return recs, attachImages(ctx, c.s.db, c.t, ptrs...)
}

func (c crud[T]) get(ctx context.Context, id int64) (T, error) {
	rec, err := c.t.get(ctx, c.s.db, id)
	if err != nil {
		return rec, err
	}
	return rec, attachImages(ctx, c.s.db, c.t, &rec)
}

func (c crud[T]) create(ctx context.Context, rec *T) error {
	err := c.s.inTx(ctx, true, func(tx *sql.Tx) error {
		if err := c.t.insert(ctx, tx, rec, c.s.timestamp()); err != nil {
			return err
		}
		return auditCreate(ctx, c.s, tx, c.t, rec)
	})
	if err != nil {
		return err
	}
	return attachImages(ctx, c.s.db, c.t, rec)
}

// update reads the record with the id, lets change edit it, and writes it back, all in
// one transaction, so two updates at once each see the other's fields; an error from
// change (or from then, which runs after the write) changes nothing. The id and createdAt
// stay the stored ones. It answers the record as stored and the uploads no record uses
// any more.
func (c crud[T]) update(ctx context.Context, id int64, change func(*T) error,
	then func(tx *sql.Tx, old, rec *T) error) (rec T, unused []string, err error) {
	err = c.s.inTx(ctx, true, func(tx *sql.Tx) error {
		unused = nil
		old, err := c.t.get(ctx, tx, id)
		if err != nil {
			return err
		}
		rec = old
		if err := change(&rec); err != nil {
			return err
		}
		recID, recCreated := c.t.meta(&rec)
		_, oldCreated := c.t.meta(&old)
		*recID, *recCreated = id, *oldCreated
		if err := c.t.write(ctx, tx, id, &rec); err != nil {
			return err
		}
		if then != nil {
			if err := then(tx, &old, &rec); err != nil {
				return err
			}
		}
		if err := auditUpdate(ctx, c.s, tx, c.t, &old, &rec); err != nil {
			return err
		}
		if c.t.file != nil && c.t.file(&old) != c.t.file(&rec) {
			unused, err = orphans(ctx, tx, c.t.file(&old))
		}
		return err
	})
	if err != nil {
		var zero T
		return zero, nil, err
	}
	return rec, unused, attachImages(ctx, c.s.db, c.t, &rec)
}

// auditCreate writes the audit entry of rec, just inserted into t: the fields it was given.
func auditCreate[T any](ctx context.Context, s *Store, tx *sql.Tx, t *table[T], rec *T) error {
	id, _ := t.meta(rec)
	return s.audit(ctx, tx, AuditEntry{Action: "create", Kind: auditKind(t.name), TargetID: *id,
		Target: auditLabel(rec), Changes: auditCreated(rec)})
}

// auditUpdate writes the audit entry of a record of t changed from old to rec: the fields
// that differ, each from its old value to its new one. A write that changed nothing writes
// no entry.
func auditUpdate[T any](ctx context.Context, s *Store, tx *sql.Tx, t *table[T], old, rec *T) error {
	changes := auditUpdated(old, rec)
	if len(changes) == 0 {
		return nil
	}
	id, _ := t.meta(rec)
	return s.audit(ctx, tx, AuditEntry{Action: "update", Kind: auditKind(t.name), TargetID: *id,
		Target: auditLabel(rec), Changes: changes})
}
