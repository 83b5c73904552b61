package database

import (
	"context"
	"database/sql"
)

// reorder sets the order field of each id's record to its position, failing whole when one
// is unknown. The audit log gets one entry with the order before and after, by the records'
// names.
func (s *Store) reorder(ctx context.Context, t *table, ids []int64) error {
	col := t.c.Field(t.c.OrderField).Column
	return s.inTx(ctx, collectionChanges(t.c), func(tx *sql.Tx) error {
		before, err := auditOrder(ctx, tx, t)
		if err != nil {
			return err
		}
		for i, id := range ids {
			res, err := tx.ExecContext(ctx, "UPDATE "+t.name+" SET "+col+" = ? WHERE id = ?", i, id)
			if err != nil {
				return err
			}
			if n, _ := res.RowsAffected(); n == 0 {
				return notFound(t.what)
			}
		}
		after, err := auditOrder(ctx, tx, t)
		if err != nil {
			return err
		}
		return s.audit(ctx, tx, AuditEntry{Action: "reorder", Kind: t.c.Kind,
			Changes: []AuditChange{{Field: "order", From: before, To: after}}})
	})
}

// auditOrder answers the names of the records of t in the order of their order field (ties
// by id), for the audit log's entry of a reorder.
func auditOrder(ctx context.Context, tx *sql.Tx, t *table) ([]string, error) {
	rows, err := tx.QueryContext(ctx, "SELECT "+titleColumn(t.c)+" FROM "+t.name+" ORDER BY "+
		t.c.Field(t.c.OrderField).Column+", id")
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
