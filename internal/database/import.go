package database

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
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
// them (see Import).
func (s *Store) importRecords(ctx context.Context, c *content.Collection, recs []any, store bool) (ImportResult, error) {
	t := tableOf(c)
	key := t.unique()
	if key == nil || len(c.Uploads()) > 0 {
		return ImportResult{}, fmt.Errorf("database: collection %s cannot be imported", c.Name)
	}
	var res ImportResult
	var cs changes
	if store {
		cs = collectionChanges(c)
	}
	err := s.inTx(ctx, cs, func(tx *sql.Tx) error {
		res = ImportResult{}
		stored, err := t.list(ctx, tx, "")
		if err != nil {
			return err
		}
		// after is every record as the import leaves them; at, the place of each stored key.
		after := append([]any(nil), stored...)
		at := map[string]int{}
		for i, rec := range stored {
			at[c.Text(rec, key.Name)] = i
		}
		olds := make([]any, len(recs)) // the stored record each import replaces, nil for none
		places := make([]int, len(recs))
		firstRow := map[string]int{}
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
		if c.Among != nil {
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
			return errs
		}
		if !store {
			return nil
		}
		now := s.timestamp()
		for i, rec := range recs {
			old := olds[i]
			if old == nil {
				if err := t.insert(ctx, tx, rec, now); err != nil {
					return err
				}
				if err := auditCreate(ctx, s, tx, t, rec); err != nil {
					return err
				}
				res.Added++
				continue
			}
			if len(auditUpdated(old, rec)) == 0 {
				res.Unchanged++
				continue
			}
			id := *c.ID(rec)
			cr := crud{s, t}
			if err := t.write(ctx, tx, id, rec); err != nil {
				return err
			}
			if err := cr.follow(ctx, tx, id, old, rec); err != nil {
				return err
			}
			if err := markSourceChanged(ctx, tx, t, id, old, rec, now); err != nil {
				return err
			}
			if err := auditUpdate(ctx, s, tx, t, old, rec); err != nil {
				return err
			}
			res.Updated++
		}
		return nil
	})
	if err != nil {
		return ImportResult{}, t.conflict(err)
	}
	return res, nil
}
