package database

import (
	"context"

	"github.com/qrs-site/qrs/internal/content"
)

// The records of every declared collection (content.Collections) are read and written by
// these functions, from the collection's declaration: a record is a pointer to the
// collection's Go type (content.Collection.Zero).

// List answers the records of c in its declared order.
func (s *Store) List(ctx context.Context, c *content.Collection) ([]any, error) {
	return crud{s, tableOf(c)}.list(ctx)
}

// Get answers one record of c or a not-found error.
func (s *Store) Get(ctx context.Context, c *content.Collection, id int64) (any, error) {
	return crud{s, tableOf(c)}.get(ctx, id)
}

// Create stores a new record of c, filling in its id and createdAt; a value a unique field
// has already is the field's declared conflict.
func (s *Store) Create(ctx context.Context, c *content.Collection, rec any) error {
	return crud{s, tableOf(c)}.create(ctx, rec)
}

// Update changes a record of c in one transaction: change edits the stored record (its
// error changes nothing). It answers the record as stored and the uploads no record uses
// any more.
func (s *Store) Update(ctx context.Context, c *content.Collection, id int64, change func(rec any) error) (any, []string, error) {
	return crud{s, tableOf(c)}.update(ctx, id, change)
}

// Delete moves a record of c to the trash, with the records filed under it (fields that
// refer to c with Cascade), in one transaction.
func (s *Store) Delete(ctx context.Context, c *content.Collection, id int64) ([]string, error) {
	return crud{s, tableOf(c)}.remove(ctx, id)
}

// Reorder sets c's order field of each listed record to its position, in one transaction.
func (s *Store) Reorder(ctx context.Context, c *content.Collection, ids []int64) error {
	return s.reorder(ctx, tableOf(c), ids)
}

// Typed forms of the above, for Go callers that know the record's type T (the type the
// collection c was declared with).

// ListOf answers the records of c as values of T.
func ListOf[T any](ctx context.Context, s *Store, c *content.Collection) ([]T, error) {
	recs, err := s.List(ctx, c)
	out := make([]T, len(recs))
	for i, r := range recs {
		out[i] = *r.(*T)
	}
	return out, err
}

// GetOf answers one record of c as a value of T, or a not-found error.
func GetOf[T any](ctx context.Context, s *Store, c *content.Collection, id int64) (T, error) {
	rec, err := s.Get(ctx, c, id)
	if err != nil {
		var zero T
		return zero, err
	}
	return *rec.(*T), nil
}

// UpdateOf changes a record of c with change, which edits it as a *T (see Update).
func UpdateOf[T any](ctx context.Context, s *Store, c *content.Collection, id int64, change func(*T) error) (T, []string, error) {
	rec, unused, err := s.Update(ctx, c, id, func(rec any) error { return change(rec.(*T)) })
	if err != nil {
		var zero T
		return zero, nil, err
	}
	return *rec.(*T), unused, nil
}
