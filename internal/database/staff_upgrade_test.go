package database

import (
	"testing"
	"time"

	"github.com/qrs-site/qrs/internal/content"
)

// A site made before staff accounts keeps its admins as owners and their sessions signed in.
func TestEarlierAdminsAreSignedInOwnersAfterTheUpgrade(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	old := openAtVersion(t, dir, 11)
	now := time.Now().UTC().Format(time.RFC3339)
	later := time.Now().Add(time.Hour).UTC().Format(time.RFC3339)
	for _, stmt := range []string{
		`INSERT INTO admins (username, password_hash, created_at) VALUES ('admin', 'h', '` + now + `'), ('second', 'h', '` + now + `')`,
		`INSERT INTO sessions (token_hash, admin_id, created_at, expires_at, last_seen_at) VALUES ('tok', 2, '` + now + `', '` + later + `', '` + now + `')`,
	} {
		if _, err := old.ExecContext(t.Context(), stmt); err != nil {
			t.Fatalf("%s: %v", stmt, err)
		}
	}
	if err := old.Close(); err != nil {
		t.Fatal(err)
	}
	s := upgraded(t, dir)
	acc, err := s.SessionAccount(t.Context(), "tok")
	if err != nil || acc.Username != "second" || acc.Role != content.RoleOwner {
		t.Fatalf("the session after the upgrade = %+v, %v; want second, signed in, an owner", acc, err)
	}
	list, err := s.ListStaff(t.Context())
	if err != nil || len(list) != 2 {
		t.Fatalf("staff = %+v, %v", list, err)
	}
	for _, a := range list {
		if a.Role != content.RoleOwner || a.DeactivatedAt != nil {
			t.Errorf("%s after the upgrade: %+v, want an active owner", a.Username, a)
		}
	}
	sessions, err := s.ListSessions(t.Context(), acc.ID, "tok")
	if err != nil || len(sessions) != 1 || !sessions[0].Current || sessions[0].ID == 0 {
		t.Fatalf("sessions = %+v, %v", sessions, err)
	}
}
