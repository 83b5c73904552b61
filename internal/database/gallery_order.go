package database

import (
	"context"
	"database/sql"

	"github.com/qrs-site/qrs/internal/content"
)

// ReorderGalleryImages sets each listed image's orderIndex to its position, in one transaction.
func (s *Store) ReorderGalleryImages(ctx context.Context, ids []int64) error {
	return s.reorder(ctx, imageTable.name, imageTable.what, ids)
}

// ReorderGalleryVideos sets each listed video's orderIndex to its position, in one transaction.
func (s *Store) ReorderGalleryVideos(ctx context.Context, ids []int64) error {
	return s.reorder(ctx, videoTable.name, videoTable.what, ids)
}

// createLast stores a new record after every other one of its table: a record created
// without an orderIndex (or with 0) is given one past the largest in use, in the same
// transaction, so a new picture or video shows at the end of the gallery, as before the
// gallery could be reordered, even after a reorder numbered the others from 0.
func createLast[T any](ctx context.Context, s *Store, t *table[T], rec *T, order func(*T) *content.FlexInt) error {
	last := *order(rec) == 0
	err := s.inTx(ctx, true, func(tx *sql.Tx) error {
		if idx := order(rec); last {
			var next int64
			if err := tx.QueryRowContext(ctx, "SELECT COALESCE(MAX(order_index) + 1, 0) FROM "+t.name).Scan(&next); err != nil {
				return err
			}
			*idx = content.FlexInt(next)
		}
		if err := t.insert(ctx, tx, rec, s.timestamp()); err != nil {
			return err
		}
		return auditCreate(ctx, s, tx, t, rec)
	})
	if err != nil {
		return err
	}
	return attachImages(ctx, s.db, t, rec)
}

// reorder sets order_index to the position of each id, failing whole when one is unknown.
// The audit log gets one entry with the order before and after, by the records' names.
func (s *Store) reorder(ctx context.Context, tableName, what string, ids []int64) error {
	return s.inTx(ctx, true, func(tx *sql.Tx) error {
		before, err := auditOrder(ctx, tx, tableName)
		if err != nil {
			return err
		}
		for i, id := range ids {
			res, err := tx.ExecContext(ctx, "UPDATE "+tableName+" SET order_index = ? WHERE id = ?", i, id)
			if err != nil {
				return err
			}
			if n, _ := res.RowsAffected(); n == 0 {
				return notFound(what)
			}
		}
		after, err := auditOrder(ctx, tx, tableName)
		if err != nil {
			return err
		}
		return s.audit(ctx, tx, AuditEntry{Action: "reorder", Kind: auditKind(tableName),
			Changes: []AuditChange{{Field: "order", From: before, To: after}}})
	})
}

// auditOrder answers the names of the records of the table in the order of their
// order_index (ties by id), for the audit log's entry of a reorder.
func auditOrder(ctx context.Context, tx *sql.Tx, tableName string) ([]string, error) {
	rows, err := tx.QueryContext(ctx, "SELECT "+auditLabelColumn(tableName)+" FROM "+tableName+" ORDER BY order_index, id")
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	out := []string{}
	for rows.Next() {
		var name string
		if err := rows.Scan(&name); err != nil {
			return nil, err
		}
		out = append(out, name)
	}
	return out, rows.Err()
}
