package database

import (
	"context"
	"database/sql"

	"github.com/qrs-site/qrs/internal/content"
)

// errFolderExists is the answer to a second folder of the same name.
var errFolderExists = &content.Error{Code: content.Conflict, Message: "A folder with this name already exists",
	Fields: content.FieldErrors{"name": "A folder with this name already exists"}}

// ListCategories answers every folder.
func (s *Store) ListCategories(ctx context.Context) ([]content.Category, error) {
	return s.categories().list(ctx)
}

// GetCategory answers one folder or a not-found error.
func (s *Store) GetCategory(ctx context.Context, id int64) (content.Category, error) {
	return s.categories().get(ctx, id)
}

// CreateCategory stores a new folder; a name already taken is a conflict.
func (s *Store) CreateCategory(ctx context.Context, c *content.Category) error {
	err := s.categories().create(ctx, c)
	if isUnique(err) {
		return errFolderExists
	}
	return err
}

// UpdateCategory changes a folder in one transaction: change edits the stored record (its
// error changes nothing). A renamed folder takes its images, videos and downloads along,
// so nothing is left under a name the gallery filter no longer shows; a name already taken
// is a conflict.
func (s *Store) UpdateCategory(ctx context.Context, id int64, change func(*content.Category) error) (content.Category, []string, error) {
	rec, unused, err := s.categories().update(ctx, id, change, func(tx *sql.Tx, old, c *content.Category) error {
		if old.Name == c.Name {
			return nil
		}
		for _, t := range []string{imageTable.name, videoTable.name, paperTable.name} {
			if _, err := tx.ExecContext(ctx, "UPDATE "+t+" SET category = ? WHERE category = ?", c.Name, old.Name); err != nil {
				return err
			}
		}
		return nil
	})
	if isUnique(err) {
		return rec, nil, errFolderExists
	}
	return rec, unused, err
}

func dedupe(in []string) []string {
	seen := map[string]bool{}
	var out []string
	for _, v := range in {
		if !seen[v] {
			seen[v] = true
			out = append(out, v)
		}
	}
	return out
}
