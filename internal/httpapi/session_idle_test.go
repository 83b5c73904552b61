package httpapi

import (
	"net/http"
	"sync/atomic"
	"testing"
	"time"

	"github.com/qrs-site/qrs/internal/database"
)

func TestAnAdminWhoLeavesThePanelUnusedIsSignedOut(t *testing.T) {
	t.Parallel()
	start := time.Now()
	var passed atomic.Int64 // how much time the test let pass, in nanoseconds
	site := newSite(t, func(d *Deps) {
		d.Store.SetClock(func() time.Time { return start.Add(time.Duration(passed.Load())) })
	})
	pass := func(d time.Duration) { passed.Add(int64(d)) }
	// Two sign-ins: the panel's cookie and a script's bearer token.
	cookie := signInCookie(t, site)

	pass(database.SessionIdleLimit - time.Minute)
	expectStatus(t, site.browser("GET", "/api/auth/me", cookie, nil), http.StatusOK)
	expectStatus(t, site.admin("GET", "/api/contact-messages", nil), http.StatusOK)
	// Each use starts the idle time anew: the panel is used again, the script is not.
	pass(database.SessionIdleLimit - time.Minute)
	expectStatus(t, site.browser("GET", "/api/contact-messages", cookie, nil), http.StatusOK)
	pass(2 * time.Minute)
	expectStatus(t, site.admin("GET", "/api/contact-messages", nil), http.StatusUnauthorized)
	expectStatus(t, site.browser("GET", "/api/auth/me", cookie, nil), http.StatusOK)

	pass(database.SessionIdleLimit + time.Minute)
	expectStatus(t, site.browser("GET", "/api/auth/me", cookie, nil), http.StatusUnauthorized)
	expectStatus(t, site.browser("POST", "/api/team-members", cookie, newMember, "Sec-Fetch-Site", "same-origin"), http.StatusUnauthorized)
	if got := teamNames(t, site); got != "" {
		t.Errorf("a write with the ended session made the team %q", got)
	}
}
