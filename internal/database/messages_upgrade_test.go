package database

import "testing"

func TestMessagesReceivedBeforeTheInboxKeptStateCountAsReadAndNotAnswered(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	old := openAtVersion(t, dir, 8)
	if _, err := old.ExecContext(t.Context(), `INSERT INTO contact_messages (name, email, subject, message, created_at)
		VALUES ('Maria', 'maria@example.com', 'other', 'Sent before the upgrade.', '2026-01-05T10:00:00Z')`); err != nil {
		t.Fatal(err)
	}
	old.Close()

	s := upgraded(t, dir)
	list, err := s.ListContactMessages(t.Context())
	if err != nil {
		t.Fatal(err)
	}
	if len(list) != 1 || list[0].Message != "Sent before the upgrade." {
		t.Fatalf("after the upgrade the inbox holds %+v", list)
	}
	if list[0].ReadAt == nil || list[0].AnsweredAt != nil {
		t.Fatalf("a message from before the upgrade: read %v answered %v, want read and not answered",
			list[0].ReadAt, list[0].AnsweredAt)
	}
}
