package database_test

import (
	"testing"
	"time"

	"github.com/qrs-site/qrs/internal/content"
	"github.com/qrs-site/qrs/internal/database"
	"github.com/qrs-site/qrs/internal/testutil"
)

// clock is a time a test moves by hand.
type clock struct{ now time.Time }

func (c *clock) read() time.Time              { return c.now }
func (c *clock) pass(d time.Duration)         { c.now = c.now.Add(d) }
func (c *clock) at(d time.Duration) time.Time { return c.now.Add(d) }

// signedIn opens a store on the test's clock with an admin signed in once, for a week.
func signedIn(t *testing.T) (*database.Store, *clock) {
	t.Helper()
	c := &clock{now: time.Date(2026, 3, 2, 9, 0, 0, 0, time.UTC)}
	s := testutil.MustOpenStore(t, "")
	s.SetClock(c.read)
	if err := s.SetAdminPassword(t.Context(), "editor", "hash"); err != nil {
		t.Fatal(err)
	}
	id, _, err := s.AdminPasswordHash(t.Context(), "editor")
	if err != nil {
		t.Fatal(err)
	}
	if err := s.CreateSession(t.Context(), "token", id, c.at(7*24*time.Hour), database.SessionInfo{}); err != nil {
		t.Fatal(err)
	}
	return s, c
}

// signedInAs answers whose the session is, or "" once it has ended.
func signedInAs(t *testing.T, s *database.Store) string {
	t.Helper()
	name, err := s.SessionUsername(t.Context(), "token")
	if content.ErrorCode(err) == content.Unauthorized {
		return ""
	}
	if err != nil {
		t.Fatal(err)
	}
	return name
}

func TestASessionUnusedForTheIdleLimitEnds(t *testing.T) {
	t.Parallel()
	s, c := signedIn(t)
	c.pass(database.SessionIdleLimit - time.Minute)
	if got := signedInAs(t, s); got != "editor" {
		t.Fatalf("a session used %v after sign-in answered %q", database.SessionIdleLimit-time.Minute, got)
	}
	// Each use starts the idle time anew.
	c.pass(database.SessionIdleLimit - time.Minute)
	if got := signedInAs(t, s); got != "editor" {
		t.Fatalf("a session used again within the idle limit answered %q", got)
	}
	c.pass(database.SessionIdleLimit + time.Second)
	if got := signedInAs(t, s); got != "" {
		t.Fatalf("a session unused for longer than %v still signs in %q", database.SessionIdleLimit, got)
	}
	// It stays ended: a later use does not bring it back.
	c.pass(time.Minute)
	if got := signedInAs(t, s); got != "" {
		t.Fatalf("an ended session came back for %q", got)
	}
}

func TestASessionInUseStillEndsAtItsAbsoluteEnd(t *testing.T) {
	t.Parallel()
	s, c := signedIn(t)
	for used := time.Duration(0); used < 7*24*time.Hour-time.Hour; used += time.Hour {
		c.pass(time.Hour)
		if got := signedInAs(t, s); got != "editor" {
			t.Fatalf("a session used every hour ended after %v", used+time.Hour)
		}
	}
	c.pass(time.Hour)
	if got := signedInAs(t, s); got != "" {
		t.Fatalf("a session used every hour outlived its week for %q", got)
	}
}

func TestASignInAfterAnIdleSessionStartsAFreshOne(t *testing.T) {
	t.Parallel()
	s, c := signedIn(t)
	c.pass(database.SessionIdleLimit + time.Minute)
	id, _, err := s.AdminPasswordHash(t.Context(), "editor")
	if err != nil {
		t.Fatal(err)
	}
	if err := s.CreateSession(t.Context(), "another", id, c.at(7*24*time.Hour), database.SessionInfo{}); err != nil {
		t.Fatal(err)
	}
	if name, err := s.SessionUsername(t.Context(), "another"); err != nil || name != "editor" {
		t.Fatalf("the new session answered %q, %v", name, err)
	}
	if got := signedInAs(t, s); got != "" {
		t.Fatalf("the idle session signs in %q again after another sign-in", got)
	}
}
