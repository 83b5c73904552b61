package database

import (
	"context"
	"database/sql"

	"github.com/qrs-site/qrs/internal/content"
)

// contactTable stores what visitors send; where each message stands in the inbox (read_at,
// answered_at) is read and written by the inbox functions below, not by the form's insert.
func contactTable() *table { return tableOf(content.ContactMessages) }

// inboxSelect reads messages with their state, in the order scanInbox takes them.
const inboxSelect = `SELECT id, created_at, name, email, subject, message, locale, read_at, answered_at
	FROM contact_messages`

func scanInbox(row interface{ Scan(...any) error }) (content.InboxMessage, error) {
	var m content.InboxMessage
	var read, answered sql.NullString
	err := row.Scan(&m.ID, &m.CreatedAt, &m.Name, &m.Email, &m.Subject, &m.Message, &m.Locale, &read, &answered)
	if read.Valid {
		m.ReadAt = &read.String
	}
	if answered.Valid {
		m.AnsweredAt = &answered.String
	}
	return m, err
}

// ListContactMessages answers the contact messages with their state, newest first.
func (s *Store) ListContactMessages(ctx context.Context) ([]content.InboxMessage, error) {
	rows, err := s.db.QueryContext(ctx, inboxSelect+" ORDER BY id DESC")
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	out := []content.InboxMessage{}
	for rows.Next() {
		m, err := scanInbox(rows)
		if err != nil {
			return nil, err
		}
		out = append(out, m)
	}
	return out, rows.Err()
}

// GetContactMessage answers one message with its state, or a not-found error.
func (s *Store) GetContactMessage(ctx context.Context, id int64) (content.InboxMessage, error) {
	m, err := scanInbox(s.db.QueryRowContext(ctx, inboxSelect+" WHERE id = ?", id))
	return m, errNoRows(err, contactTable().what)
}

// CreateContactMessage stores a visitor's message, unread and not answered.
func (s *Store) CreateContactMessage(ctx context.Context, m *content.ContactMessage) error {
	return s.inTx(ctx, nil, func(tx *sql.Tx) error { return contactTable().insert(ctx, tx, m, s.timestamp()) })
}

// SetContactMessageState marks a message read or unread, answered or not answered, as the
// change says, and answers it as stored. Marking it read or answered again keeps the first
// time; marking it answered marks it read too (an unread answered message is read by then).
// Answered is applied before read, so {"read":false,"answered":true} leaves it answered and
// unread.
func (s *Store) SetContactMessageState(ctx context.Context, id int64, change content.MessageState) (content.InboxMessage, error) {
	var m content.InboxMessage
	err := s.inTx(ctx, nil, func(tx *sql.Tx) error {
		before, err := scanInbox(tx.QueryRowContext(ctx, inboxSelect+" WHERE id = ?", id))
		if err != nil {
			return errNoRows(err, contactTable().what)
		}
		now := s.timestamp()
		set := func(sets string, args ...any) error {
			_, err := tx.ExecContext(ctx, "UPDATE contact_messages SET "+sets+" WHERE id = ?", append(args, id)...)
			return err
		}
		if a := change.Answered; a != nil {
			var err error
			if *a {
				err = set("answered_at = COALESCE(answered_at, ?), read_at = COALESCE(read_at, ?)", now, now)
			} else {
				err = set("answered_at = NULL")
			}
			if err != nil {
				return err
			}
		}
		if r := change.Read; r != nil {
			var err error
			if *r {
				err = set("read_at = COALESCE(read_at, ?)", now)
			} else {
				err = set("read_at = NULL")
			}
			if err != nil {
				return err
			}
		}
		m, err = scanInbox(tx.QueryRowContext(ctx, inboxSelect+" WHERE id = ?", id))
		if err != nil {
			return errNoRows(err, contactTable().what)
		}
		var changes []AuditChange
		if was, is := before.ReadAt != nil, m.ReadAt != nil; was != is {
			changes = append(changes, AuditChange{Field: "read", From: was, To: is})
		}
		if was, is := before.AnsweredAt != nil, m.AnsweredAt != nil; was != is {
			changes = append(changes, AuditChange{Field: "answered", From: was, To: is})
		}
		if changes == nil {
			return nil
		}
		return s.audit(ctx, tx, AuditEntry{Action: "update", Kind: content.ContactMessages.Kind, TargetID: id,
			Target: messageTarget(m), Changes: changes})
	})
	return m, err
}

// messageTarget names a message in the audit log: who sent it and its subject.
func messageTarget(m content.InboxMessage) string {
	if m.Subject == "" {
		return m.Name
	}
	return m.Name + " — " + m.Subject
}
