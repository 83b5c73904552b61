package database

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"reflect"
	"sort"
	"strings"

	"github.com/qrs-site/qrs/internal/content"
)

// ImportResult says what an import did: the records it added, those it changed, and those
// it found as they were.
type ImportResult struct {
	Added     int `json:"added"`
	Updated   int `json:"updated"`
	Unchanged int `json:"unchanged"`
}

// RowErrors are the field errors of an import's records, by their index in it.
type RowErrors map[int]content.FieldErrors

// Error lists the rows refused (by their index, counted from 0) and why.
func (e RowErrors) Error() string {
	var rows []string
	for _, i := range e.Rows() {
		rows = append(rows, fmt.Sprintf("%d: %v", i, e[i]))
	}
	return "rows refused: " + strings.Join(rows, "; ")
}

// Rows answers the indexes of the rows refused, in order.
func (e RowErrors) Rows() []int {
	out := make([]int, 0, len(e))
	for i := range e {
		out = append(out, i)
	}
	sort.Ints(out)
	return out
}

// Import stores recs, records of c each checked alone already (c.Check), in one
// transaction: a record whose value of c's unique field is stored already replaces that
// record's fields, any other is added. Each is then checked against the records as the
// whole import leaves them (c.Among), so an import cannot make what a save one by one
// could not (a chain of redirects). A value of the unique field twice in recs, or any
// record refused, stores nothing and answers RowErrors. Every record added or changed is
// audited as its own create or update. c has a unique field and no uploads.
func (s *Store) Import(ctx context.Context, c *content.Collection, recs []any) (ImportResult, error) {
	return s.importRecords(ctx, c, recs, true)
}

// CheckImport checks recs as Import does and stores nothing: the RowErrors of the records
// refused among the others, nil when Import would store them all. An import some of whose
// records were refused alone checks the others with it, so that one answer names every
// record to mend.
func (s *Store) CheckImport(ctx context.Context, c *content.Collection, recs []any) (RowErrors, error) {
	_, err := s.importRecords(ctx, c, recs, false)
	var rows RowErrors
	if errors.As(err, &rows) {
		return rows, nil
	}
	return nil, err
}

// importRecords checks recs among the records as they would stand, and with store, stores
// them (see Import). The checking is done on the records as read before the write
// transaction, so that the transaction, which every other write waits for, mostly writes:
// it reads the records again, and checks anew only when another write changed them
// meanwhile (it would pass against a list without the other's record otherwise).
func (s *Store) importRecords(ctx context.Context, c *content.Collection, recs []any, store bool) (ImportResult, error) {
	t := tableOf(c)
	key := t.unique()
	if key == nil || len(c.Uploads()) > 0 {
		return ImportResult{}, fmt.Errorf("database: collection %s cannot be imported", c.Name)
	}
	before, err := t.list(ctx, s.db, "")
	if err != nil {
		return ImportResult{}, err
	}
	olds, err := planImport(ctx, c, key, before, recs)
	if err != nil || !store {
		return ImportResult{}, err
	}
	entries := importEntries(t, recs, olds)
	var res ImportResult
	err = s.inTx(ctx, collectionChanges(c), func(tx *sql.Tx) error {
		res = ImportResult{}
		stored, err := t.list(ctx, tx, "")
		if err != nil {
			return err
		}
		if !reflect.DeepEqual(stored, before) {
			if olds, err = planImport(ctx, c, key, stored, recs); err != nil {
				return err
			}
			before, entries = stored, importEntries(t, recs, olds)
		}
		res, err = s.writeImport(ctx, tx, t, recs, olds, entries)
		return err
	})
	if err != nil {
		return ImportResult{}, t.conflict(err)
	}
	return res, nil
}

// planImport answers the stored record each of recs replaces (by the unique field key; nil
// for a record added), after checking each against the records as the whole import leaves
// stored: a value of key twice in recs, or a record c's Among rules refuse, answers
// RowErrors. It gives each record the id and createdAt of the one it replaces, none for a
// new one.
func planImport(ctx context.Context, c *content.Collection, key *content.Field, stored, recs []any) ([]any, error) {
	// after is every record as the import leaves them; at, the place of each stored key.
	after := append([]any(nil), stored...)
	at := make(map[string]int, len(stored))
	for i, rec := range stored {
		at[c.Text(rec, key.Name)] = i
	}
	olds := make([]any, len(recs)) // the stored record each import replaces, nil for none
	places := make([]int, len(recs))
	firstRow := make(map[string]int, len(recs))
	errs := RowErrors{}
	for i, rec := range recs {
		k := c.Text(rec, key.Name)
		if first, ok := firstRow[k]; ok {
			errs[i] = content.FieldErrors{key.Name: fmt.Sprintf("%s is in the import twice (rows %d and %d)", k, first+1, i+1)}
			continue
		}
		firstRow[k] = i
		if j, ok := at[k]; ok {
			olds[i] = stored[j]
			*c.ID(rec), *c.CreatedAt(rec) = *c.ID(stored[j]), *c.CreatedAt(stored[j])
			after[j], places[i] = rec, j
			continue
		}
		*c.ID(rec) = 0
		after, places[i] = append(after, rec), len(after)
	}
	switch {
	case c.AmongMany != nil:
		// Every record at once, its indexes built once: an import of thousands of lines
		// is checked in about n log n rather than n².
		var which []int
		rowAt := make(map[int]int, len(recs))
		for i := range recs {
			if errs[i] == nil {
				which = append(which, places[i])
				rowAt[places[i]] = i
			}
		}
		for place, e := range c.AmongMany(ctx, after, which) {
			if len(e) > 0 {
				errs[rowAt[place]] = e
			}
		}
	case c.Among != nil:
		for i, rec := range recs {
			if errs[i] != nil {
				continue
			}
			others := append(append([]any(nil), after[:places[i]]...), after[places[i]+1:]...)
			if e := c.Among(ctx, rec, others); len(e) > 0 {
				errs[i] = e
			}
		}
	}
	if len(errs) > 0 {
		return nil, errs
	}
	return olds, nil
}

// importEntries answers the audit entry of each of recs, made before the write transaction
// that every other write waits for: the fields a record added was given (its id is set
// when it is written), or those a record changed from olds[i], the stored one it replaces
// (none: it is unchanged, and not written).
func importEntries(t *table, recs, olds []any) []AuditEntry {
	out := make([]AuditEntry, len(recs))
	for i, rec := range recs {
		if olds[i] == nil {
			out[i] = t.created(rec)
			continue
		}
		out[i] = AuditEntry{Action: "update", Kind: t.c.Kind, TargetID: *t.c.ID(rec), Target: t.label(rec),
			Changes: auditUpdated(olds[i], rec)}
	}
	return out
}

// writeImport writes recs in tx, each adding a record (its old nil) or replacing old, and
// audits each as its own create or update with its entry (importEntries).
func (s *Store) writeImport(ctx context.Context, tx *sql.Tx, t *table, recs, olds []any, entries []AuditEntry) (ImportResult, error) {
	var res ImportResult
	c := t.c
	now := s.timestamp()
	// The statements of a record added are prepared once: parsing them again for each of
	// thousands of lines took a fifth of the time every other write waits.
	insert, err := tx.PrepareContext(ctx, t.insertSQL())
	if err != nil {
		return res, err
	}
	defer insert.Close()
	audit, err := tx.PrepareContext(ctx, auditInsertSQL)
	if err != nil {
		return res, err
	}
	defer audit.Close()
	for i, rec := range recs {
		old, entry := olds[i], entries[i]
		if old == nil {
			*c.CreatedAt(rec) = now
			if err := insert.QueryRowContext(ctx, t.insertArgs(rec)...).Scan(c.ID(rec)); err != nil {
				return res, err
			}
			entry.TargetID = *c.ID(rec)
			args, err := s.auditArgs(ctx, entry)
			if err == nil {
				_, err = audit.ExecContext(ctx, args...)
			}
			if err != nil {
				return res, err
			}
			res.Added++
			continue
		}
		if len(entry.Changes) == 0 {
			res.Unchanged++
			continue
		}
		id := *c.ID(rec)
		cr := crud{s, t}
		if err := t.write(ctx, tx, id, rec); err != nil {
			return res, err
		}
		if err := cr.follow(ctx, tx, id, old, rec); err != nil {
			return res, err
		}
		if err := markSourceChanged(ctx, tx, t, id, old, rec, now); err != nil {
			return res, err
		}
		if err := s.audit(ctx, tx, entry); err != nil {
			return res, err
		}
		res.Updated++
	}
	return res, nil
}
