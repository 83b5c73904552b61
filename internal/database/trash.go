package database

import (
	"bytes"
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"sort"
	"strings"
	"time"

	"github.com/qrs-site/qrs/internal/content"
)

// TrashKeep is how long a deleted record waits in the trash before the purge removes it
// (and the uploads only it used) for good.
var TrashKeep = time.Duration(content.Trash.KeepDays) * 24 * time.Hour

// trashedRow is one deleted row as it stood, column by column, so a restore puts it back
// exactly, its id and createdAt included. Its kind is the audit log's (the collection's Kind).
type trashedRow struct {
	Table string         `json:"table"`
	Row   map[string]any `json:"row"`
}

func (r trashedRow) text(col string) string {
	s, _ := r.Row[col].(string)
	return s
}

func (r trashedRow) id() int64 {
	switch v := r.Row["id"].(type) {
	case int64:
		return v
	case json.Number:
		n, _ := v.Int64()
		return n
	}
	return 0
}

// label is the name a person knows the record by: its collection's Title fields.
func (r trashedRow) label() string {
	c := content.CollectionOfTable(r.Table)
	if c == nil {
		return r.text("name")
	}
	parts := make([]string, len(c.Title))
	for i, name := range c.Title {
		parts[i] = r.text(c.Field(name).Column)
	}
	return strings.Join(parts, ": ")
}

// logged says the row is an entry of its own in the audit log: an asset's words go with
// the asset, whose entry names it.
func (r trashedRow) logged() bool { return r.Table != "media_texts" && r.Table != "media_former" }

// files answers the uploads the row uses: a library's asset, its own file.
func (r trashedRow) files() []string {
	var out []string
	if r.Table == "media" || r.Table == replacedTable {
		return []string{r.text("url")}
	}
	if c := content.CollectionOfTable(r.Table); c != nil {
		for _, f := range c.Uploads() {
			if v := r.text(f.Column); v != "" {
				out = append(out, v)
			}
		}
	}
	return out
}

// changes lists the row's fields that are not empty, by their JSON names (image_url as
// imageUrl), in name order: each from its value to nothing for a delete (gone), from nothing
// to its value for a restore. The id and creation time are not listed, as for a create.
func (r trashedRow) changes(gone bool) []AuditChange {
	out := []AuditChange{}
	for col, v := range r.Row {
		if col == "id" || col == "created_at" || v == nil || v == "" {
			continue
		}
		if n, ok := v.(json.Number); ok {
			if i, err := n.Int64(); err == nil {
				v = i
			}
		}
		c := AuditChange{Field: jsonName(col), To: v}
		if gone {
			c.From, c.To = v, nil
		}
		out = append(out, c)
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Field < out[j].Field })
	return out
}

// jsonName turns a column's name into its field's JSON name: image_url as imageUrl.
func jsonName(col string) string {
	parts := strings.Split(col, "_")
	for i := 1; i < len(parts); i++ {
		if parts[i] != "" {
			parts[i] = strings.ToUpper(parts[i][:1]) + parts[i][1:]
		}
	}
	return strings.Join(parts, "")
}

// takeRows deletes the rows of table that where matches and answers them as they were.
func takeRows(ctx context.Context, tx *sql.Tx, table, where string, args ...any) ([]trashedRow, error) {
	rows, err := tx.QueryContext(ctx, "SELECT * FROM "+table+" "+where+" ORDER BY 1", args...) // its id (a key's first column)
	if err != nil {
		return nil, err
	}
	cols, err := rows.Columns()
	if err != nil {
		rows.Close()
		return nil, err
	}
	var out []trashedRow
	for rows.Next() {
		vals := make([]any, len(cols))
		ptrs := make([]any, len(cols))
		for i := range vals {
			ptrs[i] = &vals[i]
		}
		if err := rows.Scan(ptrs...); err != nil {
			rows.Close()
			return nil, err
		}
		row := make(map[string]any, len(cols))
		for i, c := range cols {
			if b, ok := vals[i].([]byte); ok {
				vals[i] = string(b)
			}
			row[c] = vals[i]
		}
		out = append(out, trashedRow{Table: table, Row: row})
	}
	if err := rows.Close(); err != nil {
		return nil, err
	}
	if err := rows.Err(); err != nil {
		return nil, err
	}
	if len(out) > 0 {
		if _, err := tx.ExecContext(ctx, "DELETE FROM "+table+" "+where, args...); err != nil {
			return nil, err
		}
	}
	return out, nil
}

// TrashReceipt learns the id of the trash entry a delete made: pass the context
// WithTrashReceipt answers to a Delete method, then read ID (0 when nothing was deleted).
type TrashReceipt struct{ ID int64 }

type trashReceiptKey struct{}

// WithTrashReceipt answers ctx carrying a receipt the store fills in when a delete moves
// records to the trash.
func WithTrashReceipt(ctx context.Context) (context.Context, *TrashReceipt) {
	r := &TrashReceipt{}
	return context.WithValue(ctx, trashReceiptKey{}, r), r
}

// trash moves rows, deleted in tx, to a new trash entry named label (the first row's kind
// and name when label is empty), keeps their uploads, and writes a "delete" audit entry for
// each row. The first row is the record deleted; the others went with it.
func (s *Store) trash(ctx context.Context, tx *sql.Tx, label string, rows []trashedRow) (int64, error) {
	id, err := s.fileTrash(ctx, tx, label, rows)
	if err != nil {
		return 0, err
	}
	for _, r := range rows {
		if !r.logged() {
			continue
		}
		if err := s.audit(ctx, tx, AuditEntry{Action: "delete", Kind: auditKind(r.Table), TargetID: r.id(), Target: r.label(),
			Changes: r.changes(true)}); err != nil {
			return 0, err
		}
	}
	return id, nil
}

// fileTrash files rows in a new trash entry as trash does, without a "delete" entry in the
// audit log: for what the log tells otherwise (a file replaced).
func (s *Store) fileTrash(ctx context.Context, tx *sql.Tx, label string, rows []trashedRow) (int64, error) {
	kind := auditKind(rows[0].Table)
	if label == "" {
		label = rows[0].label()
	}
	data, err := json.Marshal(rows)
	if err != nil {
		return 0, err
	}
	actor, _ := content.ActorFrom(ctx)
	var actorID any
	if actor.ID != 0 {
		actorID = actor.ID
	}
	var id int64
	if err := tx.QueryRowContext(ctx, `INSERT INTO trash (kind, label, rows, deleted_by_id, deleted_by, deleted_at)
		VALUES (?, ?, ?, ?, ?, ?) RETURNING id`, kind, label, string(data), actorID, actor.Username, s.timestamp()).Scan(&id); err != nil {
		return 0, err
	}
	for _, r := range rows {
		for _, url := range r.files() {
			if _, err := tx.ExecContext(ctx, `INSERT INTO trash_files (trash_id, url) VALUES (?, ?)`, id, url); err != nil {
				return 0, err
			}
		}
	}
	if receipt, ok := ctx.Value(trashReceiptKey{}).(*TrashReceipt); ok {
		receipt.ID = id
	}
	return id, nil
}

// TrashContents counts what a trashed folder (or a bulk delete of messages) holds.
type TrashContents struct {
	Images    int `json:"images"`
	Videos    int `json:"videos"`
	Downloads int `json:"downloads"`
	Messages  int `json:"messages"`
}

// TrashEntry is one entry of the trash as the panel lists it: what was deleted (Kind,
// Label), by whom and when, when the purge removes it for good, and what went with it.
type TrashEntry struct {
	ID        int64         `json:"id"`
	Kind      string        `json:"kind"`
	Label     string        `json:"label"`
	DeletedBy string        `json:"deletedBy"`
	DeletedAt string        `json:"deletedAt"`
	PurgeAt   string        `json:"purgeAt"`
	Contents  TrashContents `json:"contents"`
}

// storedTrash is one stored entry with its rows.
type storedTrash struct {
	TrashEntry
	rows []trashedRow
}

func scanTrash(row interface{ Scan(...any) error }) (storedTrash, error) {
	var e storedTrash
	var data string
	if err := row.Scan(&e.ID, &e.Kind, &e.Label, &data, &e.DeletedBy, &e.DeletedAt); err != nil {
		return e, err
	}
	dec := json.NewDecoder(strings.NewReader(data))
	dec.UseNumber()
	if err := dec.Decode(&e.rows); err != nil {
		return e, fmt.Errorf("trash entry %d: %w", e.ID, err)
	}
	if len(e.rows) == 0 {
		return e, fmt.Errorf("trash entry %d holds no record", e.ID)
	}
	if at, err := time.Parse(time.RFC3339, e.DeletedAt); err == nil {
		e.PurgeAt = at.Add(TrashKeep).UTC().Format(time.RFC3339)
	}
	for _, r := range e.rows[1:] {
		switch r.Table {
		case "gallery_images":
			e.Contents.Images++
		case "gallery_videos":
			e.Contents.Videos++
		case "research_papers":
			e.Contents.Downloads++
		case "contact_messages":
			e.Contents.Messages++
		}
	}
	if e.Kind == "message" && len(e.rows) > 1 {
		e.Contents.Messages++ // the first message of a bulk delete
	}
	return e, nil
}

const trashSelect = `SELECT id, kind, label, rows, deleted_by, deleted_at FROM trash`

// ListTrash answers the trash, the newest deletes first.
func (s *Store) ListTrash(ctx context.Context) ([]TrashEntry, error) {
	rows, err := s.db.QueryContext(ctx, trashSelect+" ORDER BY id DESC")
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	out := []TrashEntry{}
	for rows.Next() {
		e, err := scanTrash(rows)
		if err != nil {
			return nil, err
		}
		out = append(out, e.TrashEntry)
	}
	return out, rows.Err()
}

// errHolderInTrash refuses to restore an item filed in a folder that is itself in the trash.
func errHolderInTrash(holder *content.Collection, name string) error {
	return content.Errorf(content.Conflict, "Its %s “%s” is in the trash: restore the %s first, then this",
		strings.ToLower(holder.Label), name, strings.ToLower(holder.Label))
}

// errNameTaken refuses to restore a folder whose name another one has taken meanwhile.
func errNameTaken(c *content.Collection, name string) error {
	return content.Errorf(content.Conflict, "A %s named “%s” exists; rename it, then restore", strings.ToLower(c.Label), name)
}

// holdsItems reports whether records of other collections are filed under c's (a folder).
func holdsItems(c *content.Collection) bool {
	for _, fields := range referrers(c) {
		for _, f := range fields {
			if f.Cascade {
				return true
			}
		}
	}
	return false
}

// RestoreTrash puts the records of a trash entry back where they were, with their own ids
// (a folder with its contents), removes the entry and writes a "restore" audit entry for
// each record. It refuses with a conflict when it cannot: a folder of the same name was
// made meanwhile, or an item's folder is in the trash.
func (s *Store) RestoreTrash(ctx context.Context, id int64) (TrashEntry, error) {
	var e storedTrash
	err := s.inTx(ctx, everything, func(tx *sql.Tx) error {
		var err error
		// The entry stays locked until the commit: of two restores of it at once, the
		// second finds it gone rather than putting its records back a second time.
		e, err = scanTrash(tx.QueryRowContext(ctx, trashSelect+" WHERE id = ?"+s.forUpdate(), id))
		if err != nil {
			return errNoRows(err, "Trash entry")
		}
		restoring := map[string]bool{} // folders this entry brings back, by table and name
		for _, r := range e.rows {
			c := content.CollectionOfTable(r.Table)
			if c == nil || !holdsItems(c) {
				continue
			}
			name := r.text(titleColumn(c))
			var taken bool
			if err := tx.QueryRowContext(ctx, `SELECT EXISTS (SELECT 1 FROM `+c.Table+` WHERE `+titleColumn(c)+` = ?)`, name).Scan(&taken); err != nil {
				return err
			}
			if taken {
				return errNameTaken(c, name)
			}
			restoring[c.Table+"/"+strings.ToLower(name)] = true
		}
		for _, r := range e.rows {
			c := content.CollectionOfTable(r.Table)
			if c == nil {
				continue
			}
			for _, f := range c.Fields {
				holder := content.CollectionNamed(f.Refers)
				if !f.Cascade || holder == nil || restoring[holder.Table+"/"+strings.ToLower(r.text(f.Column))] {
					continue
				}
				folder := r.text(f.Column)
				var exists, trashed bool
				if err := tx.QueryRowContext(ctx, `SELECT EXISTS (SELECT 1 FROM `+holder.Table+` WHERE `+titleColumn(holder)+` = ?)`, folder).Scan(&exists); err != nil {
					return err
				}
				if exists {
					continue
				}
				if err := tx.QueryRowContext(ctx, `SELECT EXISTS (SELECT 1 FROM trash WHERE kind = ? AND lower(label) = lower(?))`,
					holder.Kind, folder).Scan(&trashed); err != nil {
					return err
				}
				if trashed {
					return errHolderInTrash(holder, folder)
				}
			}
		}
		for _, r := range e.rows {
			if err := s.putBack(ctx, tx, r); err != nil {
				return err
			}
			if err := restoredAmong(ctx, tx, r); err != nil {
				return err
			}
			if !r.logged() {
				continue
			}
			if err := s.audit(ctx, tx, AuditEntry{Action: "restore", Kind: auditKind(r.Table), TargetID: r.id(), Target: r.label(),
				Changes: r.changes(false)}); err != nil {
				return err
			}
		}
		_, err = tx.ExecContext(ctx, `DELETE FROM trash WHERE id = ?`, id)
		return err
	})
	return e.TrashEntry, err
}

// putBack inserts a trashed row into its table as it was.
func (s *Store) putBack(ctx context.Context, tx *sql.Tx, r trashedRow) error {
	c := content.CollectionOfTable(r.Table)
	switch {
	case r.Table == "media":
		// The same bytes uploaded while this file was in the trash are another asset now:
		// both come back, the digest staying with the one stored meanwhile.
		sum, err := freeDigest(ctx, tx, r.text("sha256"), 0)
		if err != nil {
			return err
		}
		r.Row["sha256"] = sum
	case r.Table == replacedTable:
		return s.putBackReplaced(ctx, tx, r)
	case r.Table == "media_texts", r.Table == "media_former":
	case c == nil:
		return fmt.Errorf("restore into unknown table %q", r.Table)
	}
	cols := make([]string, 0, len(r.Row))
	for c := range r.Row {
		cols = append(cols, c)
	}
	sort.Strings(cols)
	args := make([]any, len(cols))
	for i, c := range cols {
		v := r.Row[c]
		if n, ok := v.(json.Number); ok {
			if i, err := n.Int64(); err == nil {
				v = i
			} else if f, err := n.Float64(); err == nil {
				v = f
			}
		}
		args[i] = v
	}
	var q bytes.Buffer
	q.WriteString("INSERT INTO " + r.Table + " (")
	q.WriteString(strings.Join(cols, ", "))
	q.WriteString(") VALUES (?" + strings.Repeat(", ?", len(cols)-1) + ")")
	_, err := tx.ExecContext(ctx, q.String(), args...)
	if c == nil {
		return err
	}
	if isUnique(err) && holdsItems(c) {
		return errNameTaken(c, r.text(titleColumn(c)))
	}
	return tableOf(c).conflict(err)
}

// restoredAmong checks a record just put back against the others of its collection (its
// Among rules: a redirect restored must not make a chain with one saved meanwhile), and
// refuses the restore with a conflict saying why.
func restoredAmong(ctx context.Context, tx *sql.Tx, r trashedRow) error {
	c := content.CollectionOfTable(r.Table)
	if c == nil || c.Among == nil {
		return nil
	}
	t := tableOf(c)
	rec, err := t.get(ctx, tx, r.id())
	if err != nil {
		return err
	}
	err = t.among(ctx, tx, rec, r.id())
	var invalid *content.Error
	if errors.As(err, &invalid) && len(invalid.Fields) > 0 {
		return &content.Error{Code: content.Conflict, Fields: invalid.Fields,
			Message: fmt.Sprintf("%s “%s” cannot come back: %s", c.Label, r.label(), firstMessage(c, invalid.Fields))}
	}
	return err
}

// firstMessage answers the message of the first of c's fields that has one in errs.
func firstMessage(c *content.Collection, errs content.FieldErrors) string {
	for _, f := range c.Fields {
		if m, ok := errs[f.Name]; ok {
			return m
		}
	}
	return ""
}

// PurgeTrash removes for good the trash entries deleted more than olderThan ago, writing a
// "purge" audit entry for each, and answers the uploads no record uses any more: the caller
// deletes their files after the commit. The translations of the records purged go with them.
func (s *Store) PurgeTrash(ctx context.Context, olderThan time.Duration) (unused []string, err error) {
	cutoff := s.now().Add(-olderThan).UTC().Format(time.RFC3339)
	ctx = content.WithActor(ctx, content.Actor{}) // the server purges, nobody in particular
	err = s.inTx(ctx, nil, func(tx *sql.Tx) error {
		unused = nil
		rows, err := tx.QueryContext(ctx, trashSelect+" WHERE deleted_at < ? ORDER BY id", cutoff)
		if err != nil {
			return err
		}
		var old []storedTrash
		for rows.Next() {
			e, err := scanTrash(rows)
			if err != nil {
				rows.Close()
				return err
			}
			old = append(old, e)
		}
		if err := rows.Close(); err != nil {
			return err
		}
		if len(old) == 0 {
			return nil
		}
		var files []string
		for _, e := range old {
			urls, err := tx.QueryContext(ctx, `SELECT url FROM trash_files WHERE trash_id = ?`, e.ID)
			if err != nil {
				return err
			}
			for urls.Next() {
				var u string
				if err := urls.Scan(&u); err != nil {
					urls.Close()
					return err
				}
				files = append(files, u)
			}
			if err := urls.Close(); err != nil {
				return err
			}
			if _, err := tx.ExecContext(ctx, `DELETE FROM trash WHERE id = ?`, e.ID); err != nil {
				return err
			}
			// A record in the trash kept its translations, for a restore; gone for good, so are they.
			if err := forgetTranslations(ctx, tx, e.rows); err != nil {
				return err
			}
			if err := s.audit(ctx, tx, AuditEntry{Action: "purge", Kind: e.Kind, TargetID: e.rows[0].id(), Target: e.Label}); err != nil {
				return err
			}
		}
		unused, err = orphans(ctx, tx, dedupe(files)...)
		return err
	})
	return unused, err
}
