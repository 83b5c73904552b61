package database

import (
	"context"
	"database/sql"
	"fmt"
	"strings"

	"github.com/qrs-site/qrs/internal/content"
)

// table is how a declared collection (content.Collection) maps to its SQL table: the plain
// CRUD of every collection is written once, here, from the declaration.
type table struct {
	c     *content.Collection
	name  string   // SQL table
	what  string   // record kind for messages, e.g. "Team member"
	cols  []string // columns after id and created_at, in the order of the declared fields
	order string   // ORDER BY of the list
}

// tables holds the table of every declared collection, by the collection.
var tables = map[*content.Collection]*table{}

// tableOf answers the table of the declared collection c.
func tableOf(c *content.Collection) *table {
	if t, ok := tables[c]; ok {
		return t
	}
	panic("database: collection " + c.Name + " is not declared")
}

func init() {
	for _, c := range content.Collections() {
		t := &table{c: c, name: c.Table, what: c.Label, order: c.Order}
		for _, f := range c.Fields {
			t.cols = append(t.cols, f.Column)
		}
		tables[c] = t
	}
}

// field answers pointers to rec's declared fields, in cols order.
func (t *table) field(rec any) []any {
	out := make([]any, len(t.c.Fields))
	for i, f := range t.c.Fields {
		out[i] = t.c.Ptr(rec, f.Name)
	}
	return out
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
	case *content.RichValue:
		return string(*v)
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

func (t *table) selectSQL() string {
	return "SELECT id, created_at, " + strings.Join(t.cols, ", ") + " FROM " + t.name
}

func (t *table) scan(row interface{ Scan(...any) error }) (any, error) {
	rec := t.c.Zero()
	dest := []any{t.c.ID(rec), t.c.CreatedAt(rec)}
	for _, p := range t.field(rec) {
		dest = append(dest, scanTarget(p))
	}
	err := row.Scan(dest...)
	return rec, err
}

func (t *table) args(rec any) []any {
	var out []any
	for _, p := range t.field(rec) {
		out = append(out, argValue(p))
	}
	return out
}

// list answers every record in the table's order.
func (t *table) list(ctx context.Context, q queryer, where string, args ...any) ([]any, error) {
	rows, err := q.QueryContext(ctx, t.selectSQL()+" "+where+" ORDER BY "+t.order, args...)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	out := []any{}
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
func (t *table) get(ctx context.Context, q queryer, id int64) (any, error) {
	rec, err := t.scan(q.QueryRowContext(ctx, t.selectSQL()+" WHERE id = ?", id))
	return rec, errNoRows(err, t.what)
}

// insert adds rec, filling in its id and createdAt.
func (t *table) insert(ctx context.Context, tx *sql.Tx, rec any, now string) error {
	*t.c.CreatedAt(rec) = now
	return tx.QueryRowContext(ctx, t.insertSQL(), t.insertArgs(rec)...).Scan(t.c.ID(rec))
}

// insertSQL is the statement of insert, which answers the new id; insertArgs are its
// arguments for rec, whose createdAt is set. An import prepares it once for all its records.
func (t *table) insertSQL() string {
	return "INSERT INTO " + t.name + " (created_at, " + strings.Join(t.cols, ", ") +
		") VALUES (?" + strings.Repeat(", ?", len(t.cols)) + ") RETURNING id"
}

func (t *table) insertArgs(rec any) []any { return append([]any{*t.c.CreatedAt(rec)}, t.args(rec)...) }

// write stores rec's fields over the record with the id.
func (t *table) write(ctx context.Context, tx *sql.Tx, id int64, rec any) error {
	sets := strings.Join(t.cols, " = ?, ") + " = ?"
	_, err := tx.ExecContext(ctx, "UPDATE "+t.name+" SET "+sets+" WHERE id = ?", append(t.args(rec), id)...)
	return err
}

// queryer is what both *sql.DB and *sql.Tx offer for reading.
type queryer interface {
	QueryContext(ctx context.Context, query string, args ...any) (*sql.Rows, error)
	QueryRowContext(ctx context.Context, query string, args ...any) *sql.Row
}

// crud gives a table the store's standard create, update and delete, each one transaction,
// answering the uploaded files that no record uses any more.
type crud struct {
	s *Store
	t *table
}

func (c crud) list(ctx context.Context) ([]any, error) {
	recs, err := c.t.list(ctx, c.s.db, "")
	if err != nil {
		return nil, err
	}
	return recs, attachImages(ctx, c.s.db, c.t, recs...)
}

func (c crud) get(ctx context.Context, id int64) (any, error) {
	rec, err := c.t.get(ctx, c.s.db, id)
	if err != nil {
		return rec, err
	}
	return rec, attachImages(ctx, c.s.db, c.t, rec)
}

// create stores rec; a record of a collection declared NewLast without an order goes
// after every other one (one past the largest order in use, in the same transaction).
func (c crud) create(ctx context.Context, rec any) error {
	var order *content.FlexInt
	if c.t.c.NewLast {
		order = c.t.c.Ptr(rec, c.t.c.OrderField).(*content.FlexInt)
	}
	last := order != nil && *order == 0
	err := c.s.inTx(ctx, collectionChanges(c.t.c), func(tx *sql.Tx) error {
		if last {
			var next int64
			col := c.t.c.Field(c.t.c.OrderField).Column
			if err := tx.QueryRowContext(ctx, "SELECT COALESCE(MAX("+col+") + 1, 0) FROM "+c.t.name).Scan(&next); err != nil {
				return err
			}
			*order = content.FlexInt(next)
		}
		if err := c.t.among(ctx, tx, rec, 0); err != nil {
			return err
		}
		if err := c.t.insert(ctx, tx, rec, c.s.timestamp()); err != nil {
			return err
		}
		if err := keepUploads(ctx, tx, c.t.uploadTexts(rec)...); err != nil {
			return err
		}
		return auditCreate(ctx, c.s, tx, c.t, rec)
	})
	if err != nil {
		return c.conflict(err)
	}
	return attachImages(ctx, c.s.db, c.t, rec)
}

// conflict answers the declared conflict of a unique field for a write that broke it.
func (c crud) conflict(err error) error { return c.t.conflict(err) }

// conflict answers the declared conflict of t's unique field for a write that broke it.
func (t *table) conflict(err error) error {
	if !isUnique(err) {
		return err
	}
	if f := t.unique(); f != nil {
		return &content.Error{Code: content.Conflict, Message: f.Conflict, Fields: content.FieldErrors{f.Name: f.Conflict}}
	}
	return err
}

// unique answers the table's unique field, nil for none.
func (t *table) unique() *content.Field {
	for i, f := range t.c.Fields {
		if f.Unique {
			return &t.c.Fields[i]
		}
	}
	return nil
}

// among runs the collection's Among check of rec against the other records in tx, the
// stored record of id left out (0 for a record not stored yet): its field errors are a
// validation error, and the transaction stores nothing.
func (t *table) among(ctx context.Context, tx *sql.Tx, rec any, id int64) error {
	if t.c.Among == nil {
		return nil
	}
	others, err := t.list(ctx, tx, "WHERE id <> ?", id)
	if err != nil {
		return err
	}
	if errs := t.c.Among(ctx, rec, others); len(errs) > 0 {
		return content.ValidationError(errs)
	}
	return nil
}

// update reads the record with the id, lets change edit it, and writes it back, all in
// one transaction, so two updates at once each see the other's fields; an error from
// change changes nothing. The id and createdAt stay the stored ones. A record whose name
// changed takes the records referring to it along (follow). It answers the record as
// stored and the uploads no record uses any more. The translations of a field whose text
// changed wait for a review.
func (c crud) update(ctx context.Context, id int64, change func(any) error) (rec any, unused []string, err error) {
	err = c.s.inTx(ctx, collectionChanges(c.t.c), func(tx *sql.Tx) error {
		unused = nil
		old, err := c.t.get(ctx, tx, id)
		if err != nil {
			return err
		}
		rec = c.t.c.Copy(old)
		if err := change(rec); err != nil {
			return err
		}
		*c.t.c.ID(rec), *c.t.c.CreatedAt(rec) = id, *c.t.c.CreatedAt(old)
		if err := c.t.among(ctx, tx, rec, id); err != nil {
			return err
		}
		if err := keepUploads(ctx, tx, c.t.uploadTexts(rec)...); err != nil {
			return err
		}
		if err := c.t.write(ctx, tx, id, rec); err != nil {
			return err
		}
		if err := c.follow(ctx, tx, id, old, rec); err != nil {
			return err
		}
		if err := markSourceChanged(ctx, tx, c.t, id, old, rec, c.s.timestamp()); err != nil {
			return err
		}
		if err := auditUpdate(ctx, c.s, tx, c.t, old, rec); err != nil {
			return err
		}
		for _, f := range c.t.c.Uploads() {
			if was := c.t.c.Text(old, f.Name); was != c.t.c.Text(rec, f.Name) {
				gone, err := orphans(ctx, tx, was)
				if err != nil {
					return err
				}
				unused = append(unused, gone...)
			}
		}
		return nil
	})
	if err != nil {
		return nil, nil, c.conflict(err)
	}
	return rec, unused, attachImages(ctx, c.s.db, c.t, rec)
}

// uploadTexts answers the texts of rec that may hold the address of an upload (see
// Collection.UploadHolders).
func (t *table) uploadTexts(rec any) []string {
	var out []string
	for _, f := range t.c.UploadHolders() {
		if v := t.c.Text(rec, f.Name); v != "" {
			out = append(out, v)
		}
	}
	return out
}

// auditCreate writes the audit entry of rec, just inserted into t: the fields it was given.
func auditCreate(ctx context.Context, s *Store, tx *sql.Tx, t *table, rec any) error {
	return s.audit(ctx, tx, t.created(rec))
}

// created is the audit entry of rec, just inserted into t.
func (t *table) created(rec any) AuditEntry {
	return AuditEntry{Action: "create", Kind: t.c.Kind, TargetID: *t.c.ID(rec), Target: t.label(rec), Changes: auditCreated(rec)}
}

// auditUpdate writes the audit entry of a record of t changed from old to rec: the fields
// that differ, each from its old value to its new one. A write that changed nothing writes
// no entry.
func auditUpdate(ctx context.Context, s *Store, tx *sql.Tx, t *table, old, rec any) error {
	changes := auditUpdated(old, rec)
	if len(changes) == 0 {
		return nil
	}
	return s.audit(ctx, tx, AuditEntry{Action: "update", Kind: t.c.Kind, TargetID: *t.c.ID(rec),
		Target: t.label(rec), Changes: changes})
}

// label answers the name a person knows rec by in the audit log: its name, title or subject,
// else its collection's first title field (a redirect's from).
func (t *table) label(rec any) string {
	if v := auditLabel(rec); v != "" {
		return v
	}
	return t.c.Text(rec, t.c.Title[0])
}
