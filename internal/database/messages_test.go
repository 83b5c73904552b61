package database_test

import (
	"errors"
	"testing"
	"time"

	"github.com/qrs-site/qrs/internal/content"
	"github.com/qrs-site/qrs/internal/database"
	"github.com/qrs-site/qrs/internal/testutil"
)

// inbox opens a store on the test's clock with the messages sent, oldest first.
func inbox(t *testing.T, names ...string) (*database.Store, *clock, []int64) {
	t.Helper()
	c := &clock{now: time.Date(2026, 3, 2, 9, 0, 0, 0, time.UTC)}
	s := testutil.MustOpenStore(t, "")
	s.SetClock(c.read)
	var ids []int64
	for _, name := range names {
		m := content.ContactMessage{Name: name, Email: "visitor@example.com", Subject: "qrs-coin", Message: "How do I buy coins?"}
		if err := s.CreateContactMessage(t.Context(), &m); err != nil {
			t.Fatal(err)
		}
		ids = append(ids, m.ID)
		c.pass(time.Minute)
	}
	return s, c, ids
}

// stateOf answers the message with the id as the inbox lists it.
func stateOf(t *testing.T, s *database.Store, id int64) content.InboxMessage {
	t.Helper()
	list, err := s.ListContactMessages(t.Context())
	if err != nil {
		t.Fatal(err)
	}
	for _, m := range list {
		if m.ID == id {
			return m
		}
	}
	t.Fatalf("message %d is not in the inbox", id)
	return content.InboxMessage{}
}

func when(p *string) string {
	if p == nil {
		return "never"
	}
	return *p
}

func yes() *bool { b := true; return &b }
func no() *bool  { b := false; return &b }

func TestANewMessageIsUnreadAndNotAnsweredUntilMarked(t *testing.T) {
	t.Parallel()
	s, c, ids := inbox(t, "Maria")
	m := stateOf(t, s, ids[0])
	if m.ReadAt != nil || m.AnsweredAt != nil || m.Name != "Maria" {
		t.Fatalf("new message: %+v read %s answered %s, want unread and not answered", m.ContactMessage, when(m.ReadAt), when(m.AnsweredAt))
	}

	c.pass(time.Hour)
	got, err := s.SetContactMessageState(t.Context(), ids[0], content.MessageState{Read: yes()})
	if err != nil {
		t.Fatal(err)
	}
	if when(got.ReadAt) != "2026-03-02T10:01:00Z" || got.AnsweredAt != nil {
		t.Fatalf("opened: read %s answered %s", when(got.ReadAt), when(got.AnsweredAt))
	}
	c.pass(time.Hour)
	if _, err := s.SetContactMessageState(t.Context(), ids[0], content.MessageState{Read: yes()}); err != nil {
		t.Fatal(err)
	}
	if m := stateOf(t, s, ids[0]); when(m.ReadAt) != "2026-03-02T10:01:00Z" {
		t.Fatalf("opened again: read %s, want the first time kept", when(m.ReadAt))
	}

	if _, err := s.SetContactMessageState(t.Context(), ids[0], content.MessageState{Read: no()}); err != nil {
		t.Fatal(err)
	}
	if m := stateOf(t, s, ids[0]); m.ReadAt != nil {
		t.Fatalf("marked unread: read %s", when(m.ReadAt))
	}
}

func TestAnsweringAMessageMarksItReadAndNotAnsweredKeepsItRead(t *testing.T) {
	t.Parallel()
	s, c, ids := inbox(t, "Maria", "Tom")
	c.pass(time.Hour)
	got, err := s.SetContactMessageState(t.Context(), ids[1], content.MessageState{Answered: yes()})
	if err != nil {
		t.Fatal(err)
	}
	if when(got.AnsweredAt) != "2026-03-02T10:02:00Z" || when(got.ReadAt) != "2026-03-02T10:02:00Z" {
		t.Fatalf("answered: read %s answered %s, want both at 10:02", when(got.ReadAt), when(got.AnsweredAt))
	}
	if m := stateOf(t, s, ids[0]); m.ReadAt != nil || m.AnsweredAt != nil {
		t.Fatal("answering Tom's message changed Maria's")
	}

	c.pass(time.Hour)
	if _, err := s.SetContactMessageState(t.Context(), ids[1], content.MessageState{Answered: no()}); err != nil {
		t.Fatal(err)
	}
	m := stateOf(t, s, ids[1])
	if m.AnsweredAt != nil || when(m.ReadAt) != "2026-03-02T10:02:00Z" {
		t.Fatalf("not answered: read %s answered %s, want read kept and not answered", when(m.ReadAt), when(m.AnsweredAt))
	}

	if _, err := s.SetContactMessageState(t.Context(), ids[0], content.MessageState{Read: no(), Answered: yes()}); err != nil {
		t.Fatal(err)
	}
	if m := stateOf(t, s, ids[0]); m.ReadAt != nil || m.AnsweredAt == nil {
		t.Fatalf("answered and unread at once: read %s answered %s", when(m.ReadAt), when(m.AnsweredAt))
	}
}

func TestMarkingAMessageThatIsGoneIsNotFound(t *testing.T) {
	t.Parallel()
	s, _, ids := inbox(t, "Maria")
	if err := s.DeleteContactMessage(t.Context(), ids[0]); err != nil {
		t.Fatal(err)
	}
	_, err := s.SetContactMessageState(t.Context(), ids[0], content.MessageState{Read: yes()})
	if content.ErrorCode(err) != content.NotFound {
		t.Fatalf("marking a deleted message: %v, want not found", err)
	}
}

func TestDeletingSeveralMessagesKeepsTheOthersAndPassesOverOnesAlreadyGone(t *testing.T) {
	t.Parallel()
	s, _, ids := inbox(t, "Anna", "Ben", "Cleo", "Dora")
	if err := s.DeleteContactMessage(t.Context(), ids[2]); err != nil {
		t.Fatal(err)
	}
	n, err := s.DeleteContactMessages(t.Context(), []int64{ids[0], ids[2], ids[3], ids[3]})
	if err != nil {
		t.Fatal(err)
	}
	if n != 2 {
		t.Fatalf("deleted %d messages, want Anna's and Dora's (Cleo's was gone already)", n)
	}
	list, err := s.ListContactMessages(t.Context())
	if err != nil {
		t.Fatal(err)
	}
	if len(list) != 1 || list[0].Name != "Ben" {
		t.Fatalf("inbox after the delete: %+v, want Ben's message alone", list)
	}
	if n, err := s.DeleteContactMessages(t.Context(), []int64{ids[0]}); err != nil || n != 0 {
		t.Fatalf("deleting what is gone: %d, %v", n, err)
	}
	var nf *content.Error
	if err := s.DeleteContactMessage(t.Context(), ids[0]); !errors.As(err, &nf) || nf.Code != content.NotFound {
		t.Fatalf("deleting one that is gone: %v, want not found", err)
	}
}
