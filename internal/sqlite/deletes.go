package sqlite

import (
	"context"
	"database/sql"
	"encoding/json"
)

// remove deletes the record with the id in one transaction and answers the uploads no
// record uses any more.
func (c crud[T]) remove(ctx context.Context, id int64) (unused []string, err error) {
	err = c.s.inTx(ctx, true, func(tx *sql.Tx) error {
		old, err := c.t.remove(ctx, tx, id)
		if err != nil {
			return err
		}
		if c.t.file != nil {
			unused, err = orphans(ctx, tx, c.t.file(&old))
		}
		return err
	})
	return unused, err
}

// DeleteCategory deletes a folder with every gallery image, gallery video and download in
// it, in one transaction, so nothing is left filed under a folder that no longer exists,
// and answers the uploads no record uses any more.
func (s *Store) DeleteCategory(ctx context.Context, id int64) (unused []string, err error) {
	err = s.inTx(ctx, true, func(tx *sql.Tx) error {
		old, err := categoryTable.remove(ctx, tx, id)
		if err != nil {
			return err
		}
		images, err := imageTable.list(ctx, tx, "WHERE category = ?", old.Name)
		if err != nil {
			return err
		}
		papers, err := paperTable.list(ctx, tx, "WHERE category = ?", old.Name)
		if err != nil {
			return err
		}
		var files []string
		for _, g := range images {
			files = append(files, g.ImageURL)
		}
		for _, p := range papers {
			files = append(files, p.PdfURL)
		}
		for _, t := range []string{imageTable.name, videoTable.name, paperTable.name} {
			if _, err := tx.ExecContext(ctx, "DELETE FROM "+t+" WHERE category = ?", old.Name); err != nil {
				return err
			}
		}
		unused, err = orphans(ctx, tx, dedupe(files)...)
		return err
	})
	return unused, err
}

// DeleteContactMessage deletes a contact message.
func (s *Store) DeleteContactMessage(ctx context.Context, id int64) error {
	return s.inTx(ctx, false, func(tx *sql.Tx) error {
		_, err := contactTable.remove(ctx, tx, id)
		return err
	})
}

// DeleteContactMessages deletes the messages with the ids in one transaction and answers
// how many there were; ids no message has (one deleted meanwhile) are passed over.
func (s *Store) DeleteContactMessages(ctx context.Context, ids []int64) (int64, error) {
	list, err := json.Marshal(ids)
	if err != nil {
		return 0, err
	}
	var n int64
	err = s.inTx(ctx, false, func(tx *sql.Tx) error {
		res, err := tx.ExecContext(ctx,
			"DELETE FROM contact_messages WHERE id IN (SELECT value FROM json_each(?))", string(list))
		if err != nil {
			return err
		}
		n, err = res.RowsAffected()
		return err
	})
	return n, err
}
