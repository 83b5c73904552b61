package httpapi

import (
	"net/http"
	"sync"
	"time"

	"github.com/qrs-site/qrs/internal/auth"
)

// staffVisits tells the requests of signed-in staff, whose visits are not counted and whose
// pages wait for their render (they see what they just saved). Only a live session counts:
// a made-up session cookie or bearer token is a visitor's like any other. A session found
// live is remembered for a while, so a member of staff browsing the site costs the store
// one look-up a minute.
type staffVisits struct {
	d    *deps
	mu   sync.Mutex
	live map[string]time.Time // token hash → until when it counts as live without asking
}

// staffLiveFor is how long a session found live is taken as such without asking the store.
const staffLiveFor = time.Minute

// staffLiveKept bounds the sessions remembered (each a hash and a moment).
const staffLiveKept = 1024

// newStaffVisits answers the staff check of d's requests.
func newStaffVisits(d *deps) *staffVisits {
	return &staffVisits{d: d, live: map[string]time.Time{}}
}

// of reports whether r carries the session of a live staff account, by its cookie or its
// bearer token.
func (s *staffVisits) of(r *http.Request) bool {
	if !hasSessionCookie(r) && r.Header.Get("Authorization") == "" {
		return false // most visitors: told without the server's sign-in settings
	}
	token := sessionToken(r, s.d.signIn.session)
	if token == "" {
		return false
	}
	hash := auth.HashToken(token)
	now := time.Now()
	s.mu.Lock()
	until, ok := s.live[hash]
	s.mu.Unlock()
	if ok && now.Before(until) {
		return true
	}
	live, err := s.d.store.SessionLive(r.Context(), hash)
	if err != nil || !live {
		return false
	}
	s.mu.Lock()
	if len(s.live) >= staffLiveKept {
		clear(s.live)
	}
	s.live[hash] = now.Add(staffLiveFor)
	s.mu.Unlock()
	return true
}
