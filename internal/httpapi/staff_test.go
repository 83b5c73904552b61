package httpapi

import (
	"net/http"
	"net/url"
	"strconv"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/qrs-site/qrs/internal/auth"
	"github.com/qrs-site/qrs/internal/content"
)

// staffPassword is the password of the accounts the tests make of each role.
const staffPassword = "a password of the staff test"

// staffToken makes an account of role named username (with staffPassword, nothing to
// change) and answers a session token of it.
func (s *testSite) staffToken(username string, role content.Role) string {
	s.t.Helper()
	if _, err := s.store.CreateStaff(s.t.Context(), username, role, mustTestHash(s.t, staffPassword), false); err != nil {
		s.t.Fatal(err)
	}
	return s.tokenOf(username, staffPassword)
}

// tokenOfEachRole makes an account of each role and answers a session token of each.
func (s *testSite) tokenOfEachRole() map[content.Role]string {
	s.t.Helper()
	return map[content.Role]string{
		content.RoleViewer: s.staffToken("vera.viewer", content.RoleViewer),
		content.RoleEditor: s.staffToken("eddie.editor", content.RoleEditor),
		content.RoleOwner:  s.staffToken("olga.owner", content.RoleOwner),
	}
}

// tokenOf signs in and answers the session token.
func (s *testSite) tokenOf(username, password string) string {
	s.t.Helper()
	res := s.do("POST", "/api/auth/login", "", map[string]string{"username": username, "password": password})
	return decodeAs[loginAnswer](s.t, res, http.StatusOK).AuthToken
}

// fillWith turns a route pattern into a method and a path whose ids are id.
func fillWith(pattern, id string) (string, string) {
	method, path := fillPattern(pattern)
	if id != "1" {
		r := strings.NewReplacer("/1/", "/"+id+"/", "/1", "/"+id)
		path = r.Replace(path)
	}
	path = strings.NewReplacer("{session}", id, "{version}", id).Replace(path)
	return method, path
}

func TestEveryStaffRouteRefusesTheRolesBelowItsOwnAndChangesNothing(t *testing.T) {
	t.Parallel()
	site := newSite(t, nil)
	site.seed()
	tokens := site.tokenOfEachRole()
	before := site.snapshot()
	checked := 0
	for _, rt := range routes(site.deps) {
		if rt.access == public {
			continue
		}
		min := content.Role(rt.access)
		for role, token := range tokens {
			if role.AtLeast(min) {
				continue
			}
			method, path := fillWith(rt.pattern, "1")
			res := site.do(method, path, token, `{"name":"X","title":"X","company":"X","description":"X","ids":[1],"role":"owner","access":"password"}`)
			body := readBody(t, res)
			if res.StatusCode != http.StatusForbidden || !strings.Contains(body, content.Staff.NotAllowed) {
				t.Errorf("%s %s as %s = %d %s, want 403 %q", method, path, role, res.StatusCode, body, content.Staff.NotAllowed)
			}
			checked++
		}
	}
	if after := site.snapshot(); after != before {
		t.Fatalf("refused requests changed data:\nbefore %s\nafter  %s", before, after)
	}
	if checked < 40 {
		t.Fatalf("only %d refusals checked; the route table lost its roles", checked)
	}
}

func TestEveryStaffRouteLetsItsRoleAndTheOnesAboveIn(t *testing.T) {
	t.Parallel()
	site := newSite(t, nil)
	site.seed()
	tokens := site.tokenOfEachRole()
	for _, rt := range routes(site.deps) {
		if rt.access == public {
			continue
		}
		min := content.Role(rt.access)
		for role, token := range tokens {
			if !role.AtLeast(min) {
				continue
			}
			// Writes aim at an id nobody has, so the call passes the role check and then
			// changes nothing; reads aim at the seeded records.
			method, path := fillWith(rt.pattern, "1")
			if method != "GET" {
				method, path = fillWith(rt.pattern, "987654")
			}
			res := site.do(method, path, token, `{}`)
			body := readBody(t, res)
			if res.StatusCode == http.StatusUnauthorized || res.StatusCode == http.StatusForbidden {
				t.Errorf("%s %s as %s = %d %s; the role may call it", method, path, role, res.StatusCode, body)
			}
		}
	}
}

func TestRolesSeeTheirRoleAndAViewerReadsButCannotWrite(t *testing.T) {
	t.Parallel()
	site := newSite(t, nil)
	viewer := site.staffToken("vera.viewer", content.RoleViewer)
	me := decodeAs[meAnswer](t, site.do("GET", "/api/auth/me", viewer, nil), http.StatusOK)
	if me.Role != content.RoleViewer || me.Username != "vera.viewer" {
		t.Fatalf("me = %+v", me)
	}
	expectStatus(t, site.do("GET", "/api/contact-messages", viewer, nil), http.StatusOK)
	expectStatus(t, site.do("POST", "/api/team-members", viewer, map[string]string{"name": "Ann Example", "title": "Lead",
		"company": "QRS", "description": "Leads."}), http.StatusForbidden)
	editor := site.staffToken("eddie.editor", content.RoleEditor)
	expectStatus(t, site.do("POST", "/api/team-members", editor, map[string]string{"name": "Ann Example", "title": "Lead",
		"company": "QRS", "description": "Leads."}), http.StatusCreated)
	expectStatus(t, site.do("GET", "/api/staff", editor, nil), http.StatusForbidden)
}

func TestAnOwnerCreatesAnAccountWithATemporaryPasswordThatMustBeChanged(t *testing.T) {
	t.Parallel()
	site := newSite(t, nil)
	grant := decodeAs[staffGrant](t, site.admin("POST", "/api/staff",
		map[string]string{"username": "Eddie.Editor", "role": "editor", "access": "password"}), http.StatusCreated)
	if grant.TemporaryPassword == "" || grant.SignInLink != "" || grant.Account.Role != content.RoleEditor ||
		!grant.Account.MustChangePassword || grant.Account.CreatedBy != testAdmin {
		t.Fatalf("grant = %+v", grant)
	}
	res := site.do("POST", "/api/auth/login", "", map[string]string{"username": "eddie.editor", "password": grant.TemporaryPassword})
	login := decodeAs[loginAnswer](t, res, http.StatusOK)
	if !login.MustChangePassword || login.Role != content.RoleEditor {
		t.Fatalf("login = %+v", login)
	}
	expectStatus(t, site.do("GET", "/api/contact-messages", login.AuthToken, nil), http.StatusForbidden)
	expectStatus(t, site.do("POST", "/api/auth/password", login.AuthToken, map[string]string{
		"currentPassword": grant.TemporaryPassword, "newPassword": "eddie's own long password"}), http.StatusOK)
	expectStatus(t, site.do("GET", "/api/contact-messages", login.AuthToken, nil), http.StatusOK)

	// The same name in another case is taken.
	body := expectStatus(t, site.admin("POST", "/api/staff", map[string]string{"username": "eddie.EDITOR", "role": "viewer",
		"access": "password"}), http.StatusConflict)
	if !strings.Contains(body, "exists") {
		t.Fatalf("conflict = %s", body)
	}
	body = expectStatus(t, site.admin("POST", "/api/staff", map[string]string{"username": "x y", "role": "boss", "access": "mail"}),
		http.StatusBadRequest)
	for _, field := range []string{`"username"`, `"role"`, `"access"`} {
		if !strings.Contains(body, field) {
			t.Errorf("no error for %s: %s", field, body)
		}
	}
}

func TestASignInLinkLetsItsHolderChooseAPasswordOnceAndSignsThemIn(t *testing.T) {
	t.Parallel()
	site := newSite(t, nil)
	grant := decodeAs[staffGrant](t, site.admin("POST", "/api/staff",
		map[string]string{"username": "vera", "role": "viewer", "access": "link"}), http.StatusCreated)
	link, err := url.Parse(grant.SignInLink)
	if err != nil || link.Path != "/admin" || !strings.HasPrefix(link.Fragment, "welcome=") || link.RawQuery != "" {
		t.Fatalf("link = %q: the token must travel in the fragment", grant.SignInLink)
	}
	token := strings.TrimPrefix(link.Fragment, "welcome=")
	check := decodeAs[map[string]string](t, site.do("POST", "/api/auth/link/check", "", map[string]string{"token": token}), http.StatusOK)
	if check["username"] != "vera" {
		t.Fatalf("check = %v", check)
	}
	body := expectStatus(t, site.do("POST", "/api/auth/link", "", map[string]string{"token": token, "newPassword": "short"}), http.StatusBadRequest)
	if !strings.Contains(body, content.Password.TooShort) {
		t.Fatalf("short password = %s", body)
	}
	res := site.do("POST", "/api/auth/link", "", map[string]string{"token": token, "newPassword": "vera chose this herself"})
	login := decodeAs[loginAnswer](t, res, http.StatusOK)
	if login.Username != "vera" || login.Role != content.RoleViewer || login.MustChangePassword {
		t.Fatalf("login = %+v", login)
	}
	if !strings.Contains(strings.Join(res.Header.Values("Set-Cookie"), ";"), sessionCookie+"=") {
		t.Fatalf("no session cookie: %v", res.Header.Values("Set-Cookie"))
	}
	expectStatus(t, site.do("GET", "/api/contact-messages", login.AuthToken, nil), http.StatusOK)
	site.tokenOf("vera", "vera chose this herself")

	// Spent: the link works once.
	body = expectStatus(t, site.do("POST", "/api/auth/link", "", map[string]string{"token": token, "newPassword": "someone else's try"}), http.StatusNotFound)
	if !strings.Contains(body, "expired or was used") {
		t.Fatalf("spent link = %s", body)
	}
	expectStatus(t, site.do("POST", "/api/auth/link/check", "", map[string]string{"token": token}), http.StatusNotFound)
}

func TestASignInLinkExpiresAfterAWeek(t *testing.T) {
	t.Parallel()
	site := newSite(t, nil)
	clock := newTestClock()
	site.store.SetClock(clock.now)
	grant := decodeAs[staffGrant](t, site.admin("POST", "/api/staff",
		map[string]string{"username": "vera", "role": "viewer", "access": "link"}), http.StatusCreated)
	token := strings.TrimPrefix(grant.SignInLink[strings.Index(grant.SignInLink, "#"):], "#welcome=")
	clock.advance(signInLinkTTL + 1)
	expectStatus(t, site.do("POST", "/api/auth/link", "", map[string]string{"token": token, "newPassword": "vera chose this herself"}), http.StatusNotFound)
}

func TestDeactivatingAnAccountEndsItsSessionsAndSignIns(t *testing.T) {
	t.Parallel()
	site := newSite(t, nil)
	editor := site.staffToken("eddie", content.RoleEditor)
	list := decodeAs[[]content.StaffAccount](t, site.admin("GET", "/api/staff", nil), http.StatusOK)
	var id int64
	for _, a := range list {
		if a.Username == "eddie" {
			id = a.ID
			if a.Sessions != 1 || a.LastSeenAt == nil {
				t.Fatalf("eddie = %+v, want one session", a)
			}
		}
	}
	acc := decodeAs[content.StaffAccount](t, site.admin("PATCH", "/api/staff/"+itoa(id), map[string]bool{"active": false}), http.StatusOK)
	if acc.Username != "eddie" {
		t.Fatalf("deactivated %+v", acc)
	}
	if acc.DeactivatedAt == nil || acc.Sessions != 0 {
		t.Fatalf("deactivated = %+v", acc)
	}
	expectStatus(t, site.do("GET", "/api/auth/me", editor, nil), http.StatusUnauthorized)
	body := expectStatus(t, site.do("POST", "/api/auth/login", "", map[string]string{"username": "eddie", "password": staffPassword}), http.StatusForbidden)
	if !strings.Contains(body, content.Staff.Deactivated) {
		t.Fatalf("deactivated sign-in = %s", body)
	}
	expectStatus(t, site.do("POST", "/api/auth/login", "", map[string]string{"username": "eddie", "password": "wrong password here"}), http.StatusUnauthorized)
	decodeAs[content.StaffAccount](t, site.admin("PATCH", "/api/staff/"+itoa(id), map[string]bool{"active": true}), http.StatusOK)
	site.tokenOf("eddie", staffPassword)
}

func TestTheLastActiveOwnerCannotBeDemotedOrDeactivated(t *testing.T) {
	t.Parallel()
	site := newSite(t, nil)
	acc, err := site.store.SessionAccount(t.Context(), auth.HashToken(site.token))
	if err != nil {
		t.Fatal(err)
	}
	me := itoa(acc.ID)
	for _, change := range []map[string]any{{"role": "editor"}, {"active": false}} {
		body := expectStatus(t, site.admin("PATCH", "/api/staff/"+me, change), http.StatusConflict)
		if !strings.Contains(body, "at least one active owner") {
			t.Fatalf("%v = %s", change, body)
		}
	}
	site.staffToken("olga", content.RoleOwner)
	decodeAs[content.StaffAccount](t, site.admin("PATCH", "/api/staff/"+me, map[string]string{"role": "editor"}), http.StatusOK)
	// Now an editor, the first admin no longer manages staff.
	expectStatus(t, site.admin("GET", "/api/staff", nil), http.StatusForbidden)
}

func TestResettingAccessEndsSessionsAndGivesATemporaryPassword(t *testing.T) {
	t.Parallel()
	site := newSite(t, nil)
	editor := site.staffToken("eddie", content.RoleEditor)
	id := accountID(t, site, "eddie")
	grant := decodeAs[staffGrant](t, site.admin("POST", "/api/staff/"+id+"/access", map[string]string{"access": "password"}), http.StatusOK)
	if grant.TemporaryPassword == "" || !grant.Account.MustChangePassword {
		t.Fatalf("grant = %+v", grant)
	}
	expectStatus(t, site.do("GET", "/api/auth/me", editor, nil), http.StatusUnauthorized)
	expectStatus(t, site.do("POST", "/api/auth/login", "", map[string]string{"username": "eddie", "password": staffPassword}), http.StatusUnauthorized)
	login := decodeAs[loginAnswer](t, site.do("POST", "/api/auth/login", "", map[string]string{"username": "eddie", "password": grant.TemporaryPassword}), http.StatusOK)
	if !login.MustChangePassword {
		t.Fatal("a temporary password need not be replaced")
	}
}

func TestEveryoneSeesAndEndsTheirOwnSessionsAndAnOwnerEndsAnyones(t *testing.T) {
	t.Parallel()
	site := newSite(t, nil)
	first := site.staffToken("eddie", content.RoleEditor)
	second := site.do("POST", "/api/auth/login", "", map[string]string{"username": "eddie", "password": staffPassword},
		"User-Agent", "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)")
	secondToken := decodeAs[loginAnswer](t, second, http.StatusOK).AuthToken
	third := site.tokenOf("eddie", staffPassword)

	list := decodeAs[[]content.StaffSession](t, site.do("GET", "/api/auth/sessions", first, nil), http.StatusOK)
	if len(list) != 3 {
		t.Fatalf("sessions = %+v", list)
	}
	var current, phone int
	var phoneID int64
	for _, x := range list {
		if x.Current {
			current++
		}
		if strings.Contains(x.UserAgent, "iPhone") {
			phone++
			phoneID = x.ID
		}
		if x.IP == "" || x.CreatedAt == "" || x.LastSeenAt == "" {
			t.Errorf("session without its address or times: %+v", x)
		}
	}
	if current != 1 || phone != 1 {
		t.Fatalf("sessions = %+v", list)
	}
	// End the phone's session from the first browser.
	expectStatus(t, site.do("DELETE", "/api/auth/sessions/"+itoa(phoneID), first, nil), http.StatusOK)
	expectStatus(t, site.do("GET", "/api/auth/me", secondToken, nil), http.StatusUnauthorized)
	expectStatus(t, site.do("GET", "/api/auth/me", third, nil), http.StatusOK)
	// Another account's session id is not one's own to end.
	adminSessions := decodeAs[[]content.StaffSession](t, site.admin("GET", "/api/auth/sessions", nil), http.StatusOK)
	expectStatus(t, site.do("DELETE", "/api/auth/sessions/"+itoa(adminSessions[0].ID), first, nil), http.StatusNotFound)
	expectStatus(t, site.admin("GET", "/api/auth/me", nil), http.StatusOK)
	// Ending all one's others keeps the current one.
	expectStatus(t, site.do("DELETE", "/api/auth/sessions", first, nil), http.StatusOK)
	expectStatus(t, site.do("GET", "/api/auth/me", third, nil), http.StatusUnauthorized)
	expectStatus(t, site.do("GET", "/api/auth/me", first, nil), http.StatusOK)
	// An owner ends every session of someone.
	id := accountID(t, site, "eddie")
	if got := decodeAs[[]content.StaffSession](t, site.admin("GET", "/api/staff/"+id+"/sessions", nil), http.StatusOK); len(got) != 1 || got[0].Current {
		t.Fatalf("the owner sees %+v", got)
	}
	expectStatus(t, site.admin("DELETE", "/api/staff/"+id+"/sessions", nil), http.StatusOK)
	expectStatus(t, site.do("GET", "/api/auth/me", first, nil), http.StatusUnauthorized)
}

// itoa writes an id for a path.
func itoa(id int64) string { return strconv.FormatInt(id, 10) }

// accountID answers the id of the account named username, as the owners' list has it.
func accountID(t *testing.T, site *testSite, username string) string {
	t.Helper()
	for _, a := range decodeAs[[]content.StaffAccount](t, site.admin("GET", "/api/staff", nil), http.StatusOK) {
		if a.Username == username {
			return itoa(a.ID)
		}
	}
	t.Fatalf("no account %q", username)
	return ""
}

// testClock is a clock the test moves on.
type testClock struct{ at atomic.Int64 }

func newTestClock() *testClock {
	c := &testClock{}
	c.at.Store(time.Now().UnixNano())
	return c
}

func (c *testClock) now() time.Time          { return time.Unix(0, c.at.Load()) }
func (c *testClock) advance(d time.Duration) { c.at.Add(int64(d)) }

func TestResettingAccessTurnsTwoFactorOffForALostPhone(t *testing.T) {
	t.Parallel()
	site := newClockedSite(t, nil)
	token := site.staffToken("eddie", content.RoleEditor)
	site.enrol(token, staffPassword)
	id := accountID(t, site.testSite, "eddie")
	if list := decodeAs[[]content.StaffAccount](t, site.admin("GET", "/api/staff", nil), http.StatusOK); !twoFactorOf(list, "eddie") {
		t.Fatal("the owners' list does not show eddie's two-factor sign-in")
	}
	grant := decodeAs[staffGrant](t, site.admin("POST", "/api/staff/"+id+"/access", map[string]string{"access": "password"}), http.StatusOK)
	if grant.Account.TwoFactor {
		t.Fatalf("after the reset: %+v", grant.Account)
	}
	// The temporary password signs in without a code: the lost phone no longer stands in the way.
	login := decodeAs[loginAnswer](t, site.do("POST", "/api/auth/login", "", map[string]string{"username": "eddie",
		"password": grant.TemporaryPassword}), http.StatusOK)
	if login.AuthToken == "" || !login.MustChangePassword {
		t.Fatalf("login = %+v", login)
	}
}

// twoFactorOf answers whether the account named username has two-factor sign-in on.
func twoFactorOf(list []content.StaffAccount, username string) bool {
	for _, a := range list {
		if a.Username == username {
			return a.TwoFactor
		}
	}
	return false
}

func TestStaffChangesAreInTheAuditLog(t *testing.T) {
	t.Parallel()
	site := newSite(t, nil)
	decodeAs[staffGrant](t, site.admin("POST", "/api/staff", map[string]string{"username": "eddie", "role": "editor", "access": "password"}), http.StatusCreated)
	id := accountID(t, site, "eddie")
	decodeAs[content.StaffAccount](t, site.admin("PATCH", "/api/staff/"+id, map[string]string{"role": "viewer"}), http.StatusOK)
	decodeAs[staffGrant](t, site.admin("POST", "/api/staff/"+id+"/access", map[string]string{"access": "link"}), http.StatusOK)
	decodeAs[content.StaffAccount](t, site.admin("PATCH", "/api/staff/"+id, map[string]bool{"active": false}), http.StatusOK)
	got := auditActions(t, site.store, "account")
	var mine []string
	for _, line := range got {
		if strings.Contains(line, "eddie") {
			mine = append(mine, line)
		}
	}
	want := []string{
		"admin create eddie username=eddie role=editor",
		"admin update eddie role=viewer",
		"admin reset-access eddie",
		"admin sign-in-link eddie expiresAt=",
		"admin deactivate eddie",
	}
	if len(mine) != len(want) {
		t.Fatalf("audit log:\n%s\nwant\n%s", strings.Join(mine, "\n"), strings.Join(want, "\n"))
	}
	for i := range want {
		if !strings.HasPrefix(mine[i], want[i]) {
			t.Fatalf("audit log:\n%s\nwant\n%s", strings.Join(mine, "\n"), strings.Join(want, "\n"))
		}
	}
}
