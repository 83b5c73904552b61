package database

import (
	"context"
	"database/sql"
	"fmt"
	"strings"
)

// Every delete moves what it deletes to the trash (trash.go) in its own transaction, with
// an audit entry: nothing is final until the purge, 30 days later. The uploads the trashed
// records use stay while they are in the trash, so a delete answers no unused upload; the
// purge answers them.

// remove moves the record with the id to the trash in one transaction, with the records
// filed under it (a folder's images, videos and downloads: fields referring to the
// collection with Cascade), so nothing is left filed under a name that no longer exists and
// a restore brings them all back.
func (c crud) remove(ctx context.Context, id int64) (unused []string, err error) {
	err = c.s.inTx(ctx, collectionChanges(c.t.c), func(tx *sql.Tx) error {
		rows, err := takeRows(ctx, tx, c.t.name, "WHERE id = ?", id)
		if err != nil {
			return err
		}
		if len(rows) == 0 {
			return notFound(c.t.what)
		}
		items, err := cascaded(ctx, tx, c.t.c, rows)
		if err != nil {
			return err
		}
		_, err = c.s.trash(ctx, tx, "", append(rows, items...))
		return err
	})
	return nil, err
}

// DeleteContactMessage moves a contact message to the trash.
func (s *Store) DeleteContactMessage(ctx context.Context, id int64) error {
	return s.inTx(ctx, nil, func(tx *sql.Tx) error {
		rows, err := takeRows(ctx, tx, contactTable().name, "WHERE id = ?", id)
		if err != nil {
			return err
		}
		if len(rows) == 0 {
			return notFound(contactTable().what)
		}
		_, err = s.trash(ctx, tx, "", rows)
		return err
	})
}

// DeleteContactMessages moves the messages with the ids to the trash together (one entry,
// restored together) in one transaction and answers how many there were; ids no message
// has (one deleted meanwhile) are passed over.
func (s *Store) DeleteContactMessages(ctx context.Context, ids []int64) (int64, error) {
	if len(ids) == 0 {
		return 0, nil
	}
	in, args := inList(ids)
	var n int64
	err := s.inTx(ctx, nil, func(tx *sql.Tx) error {
		n = 0
		rows, err := takeRows(ctx, tx, contactTable().name, "WHERE id IN "+in, args...)
		if err != nil || len(rows) == 0 {
			return err
		}
		n = int64(len(rows))
		label := ""
		if n > 1 {
			label = fmt.Sprintf("%d messages", n)
		}
		_, err = s.trash(ctx, tx, label, rows)
		return err
	})
	return n, err
}

// inList answers the placeholders "(?, ?, …)" of an IN list of ids, and the ids as
// arguments; ids must not be empty.
func inList(ids []int64) (string, []any) {
	args := make([]any, len(ids))
	for i, id := range ids {
		args[i] = id
	}
	return "(?" + strings.Repeat(", ?", len(ids)-1) + ")", args
}
