package httpapi

import (
	"fmt"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/qrs-site/qrs/internal/auth"
)

// behindProxy makes the test client's loopback address a trusted proxy, so that each
// request names its client in X-Forwarded-For.
func behindProxy(d *Deps) { d.TrustedProxies = prefixes("127.0.0.1/32", "::1/128") }

// signIn posts a sign-in from the client address from, with the given cookies.
func (s *testSite) signIn(username, password, from string, cookies ...*http.Cookie) *http.Response {
	s.t.Helper()
	return s.do("POST", "/api/auth/login", "", map[string]string{"username": username, "password": password}, fromHeaders(from, cookies)...)
}

// fromHeaders are the headers of a request from the client address from (through the test's
// trusted proxy) with the given cookies.
func fromHeaders(from string, cookies []*http.Cookie) []string {
	headers := []string{"X-Forwarded-For", from}
	if len(cookies) > 0 {
		var parts []string
		for _, c := range cookies {
			parts = append(parts, c.Name+"="+c.Value)
		}
		headers = append(headers, "Cookie", strings.Join(parts, "; "))
	}
	return headers
}

// signInStatus signs in as signIn does and answers the status.
func (s *testSite) signInStatus(username, password, from string, cookies ...*http.Cookie) int {
	s.t.Helper()
	res := s.signIn(username, password, from, cookies...)
	readBody(s.t, res)
	return res.StatusCode
}

// expectSignIns checks the status of each sign-in attempt.
func expectSignIn(t *testing.T, s *testSite, want int, username, password, from string, cookies ...*http.Cookie) {
	t.Helper()
	if got := s.signInStatus(username, password, from, cookies...); got != want {
		t.Fatalf("sign-in as %q from %s with %d cookies = %d, want %d", username, from, len(cookies), got, want)
	}
}

// deviceCookieOf signs in successfully from the address from and answers the device
// cookie the browser was given.
func (s *testSite) deviceCookieOf(username, password, from string) *http.Cookie {
	s.t.Helper()
	res := s.signIn(username, password, from)
	expectStatus(s.t, res, http.StatusOK)
	for _, c := range res.Cookies() {
		if c.Name == cookieName(deviceCookie, s.deps.secure) {
			return c
		}
	}
	s.t.Fatalf("a successful sign-in gave no device cookie: %v", res.Cookies())
	return nil
}

func TestWrongPasswordsFromOneAddressDoNotLockTheAdminOutOfAnother(t *testing.T) {
	t.Parallel()
	site := newSite(t, behindProxy) // the product's own limits
	for range 10 {
		expectSignIn(t, site, http.StatusUnauthorized, testAdmin, "a wrong guess", "203.0.113.66")
	}
	expectSignIn(t, site, http.StatusTooManyRequests, testAdmin, testPassword, "203.0.113.66")
	expectSignIn(t, site, http.StatusOK, testAdmin, testPassword, "198.51.100.7")
}

func TestGuessesSpreadOverAddressesLockTheUsernameButNotABrowserThatSignedInBefore(t *testing.T) {
	t.Parallel()
	site := newSite(t, func(d *Deps) {
		behindProxy(d)
		d.LoginPerUser = auth.NewLimiter(5, time.Hour)
	})
	device := site.deviceCookieOf(testAdmin, testPassword, "192.0.2.10")
	for i := range 5 {
		expectSignIn(t, site, http.StatusUnauthorized, testAdmin, "a wrong guess", fmt.Sprintf("203.0.113.%d", i+1))
	}
	expectSignIn(t, site, http.StatusTooManyRequests, testAdmin, "a wrong guess", "203.0.113.99")
	// The right password from a browser that never signed in waits like the guesser...
	res := site.signIn(testAdmin, testPassword, "198.51.100.7")
	expectStatus(t, res, http.StatusTooManyRequests)
	if res.Header.Get("Retry-After") == "" {
		t.Fatal("429 without Retry-After")
	}
	// ...and so does one with a forged device cookie, or another username's;
	forged := *device
	forged.Value = strings.Replace(device.Value, ".", ".x", 1)
	expectSignIn(t, site, http.StatusTooManyRequests, testAdmin, testPassword, "198.51.100.7", &forged)
	// but the admin's own browser gets in, from any address, as often as it likes.
	for _, from := range []string{"192.0.2.10", "198.51.100.8", "203.0.113.1"} {
		expectSignIn(t, site, http.StatusOK, testAdmin, testPassword, from, device)
	}
}

func TestADeviceCookieIsGoodForItsOwnUsernameOnly(t *testing.T) {
	t.Parallel()
	site := newSite(t, func(d *Deps) {
		behindProxy(d)
		d.LoginPerUser = auth.NewLimiter(1, time.Hour)
	})
	if err := site.store.SetAdminPassword(t.Context(), "editor", mustTestHash(t, "the editor's password")); err != nil {
		t.Fatal(err)
	}
	adminsDevice := site.deviceCookieOf(testAdmin, testPassword, "192.0.2.10")
	expectSignIn(t, site, http.StatusUnauthorized, "editor", "a wrong guess", "203.0.113.1")
	expectSignIn(t, site, http.StatusTooManyRequests, "EDITOR", "the editor's password", "192.0.2.10", adminsDevice)
	expectSignIn(t, site, http.StatusUnauthorized, testAdmin, "a wrong guess", "203.0.113.2")
	expectSignIn(t, site, http.StatusOK, "Admin", testPassword, "192.0.2.10", adminsDevice)
}

func TestADeviceCookiesOwnWrongPasswordsAreLimited(t *testing.T) {
	t.Parallel()
	site := newSite(t, func(d *Deps) {
		behindProxy(d)
		d.LoginPerUser = auth.NewLimiter(2, time.Hour)
		d.LoginPerDevice = auth.NewLimiter(3, time.Hour)
	})
	device := site.deviceCookieOf(testAdmin, testPassword, "192.0.2.10")
	for i := range 2 {
		expectSignIn(t, site, http.StatusUnauthorized, testAdmin, "a wrong guess", fmt.Sprintf("203.0.113.%d", i+1))
	}
	expectSignIn(t, site, http.StatusTooManyRequests, testAdmin, testPassword, "198.51.100.7")
	// Someone with the admin's browser guesses: three wrong passwords are checked, then its
	// cookie counts for nothing and the locked username waits.
	for range 3 {
		expectSignIn(t, site, http.StatusUnauthorized, testAdmin, "a wrong guess", "192.0.2.10", device)
	}
	expectSignIn(t, site, http.StatusTooManyRequests, testAdmin, testPassword, "192.0.2.10", device)
}

func TestTooManyFailedSignInsAcrossUsernamesAndAddressesStopEveryNewBrowser(t *testing.T) {
	t.Parallel()
	site := newSite(t, func(d *Deps) {
		behindProxy(d)
		d.LoginGlobal = auth.NewLimiter(4, time.Hour)
	})
	device := site.deviceCookieOf(testAdmin, testPassword, "192.0.2.10")
	for i := range 4 {
		expectSignIn(t, site, http.StatusUnauthorized, fmt.Sprint("user", i), "a wrong guess", fmt.Sprintf("203.0.113.%d", i+1))
	}
	res := site.signIn("someone-else", "a wrong guess", "203.0.113.50")
	expectStatus(t, res, http.StatusTooManyRequests)
	if res.Header.Get("Retry-After") == "" {
		t.Fatal("429 without Retry-After")
	}
	expectSignIn(t, site, http.StatusTooManyRequests, testAdmin, testPassword, "198.51.100.7")
	expectSignIn(t, site, http.StatusOK, testAdmin, testPassword, "198.51.100.7", device)
}

func TestADeviceCookieStillCountsAfterARestart(t *testing.T) {
	t.Parallel()
	site := newSite(t, behindProxy)
	device := site.deviceCookieOf(testAdmin, testPassword, "192.0.2.10")
	restarted := siteOn(t, site.dir, site.store, func(d *Deps) {
		behindProxy(d)
		d.LoginPerUser = auth.NewLimiter(1, time.Hour)
	})
	expectSignIn(t, restarted, http.StatusUnauthorized, testAdmin, "a wrong guess", "203.0.113.1")
	expectSignIn(t, restarted, http.StatusTooManyRequests, testAdmin, testPassword, "198.51.100.7")
	expectSignIn(t, restarted, http.StatusOK, testAdmin, testPassword, "198.51.100.7", device)
}

func TestDeviceCookieIsLongLivedHttpOnlyAndStrict(t *testing.T) {
	t.Parallel()
	site := newSite(t, nil)
	c := site.deviceCookieOf(testAdmin, testPassword, "")
	if c.Name != "qrs_device" || !c.HttpOnly || c.SameSite != http.SameSiteStrictMode || c.Path != "/" ||
		c.Secure || c.Domain != "" || c.MaxAge < 364*24*60*60 {
		t.Fatalf("device cookie on http = %+v", c)
	}
}

func TestOverlongUsernameOrPasswordIsRefusedBeforeAnyLimitOrCheck(t *testing.T) {
	t.Parallel()
	site := newSite(t, func(d *Deps) { d.LoginPerIP = auth.NewLimiter(1, time.Hour) })
	longName := strings.Repeat("n", maxUsernameBytes+1)
	for _, c := range []struct{ username, password, field string }{
		{longName, "a wrong guess", "username"},
		{"nobody", strings.Repeat("p", maxPasswordBytes+1), "password"},
		{strings.Repeat("é", 51), "a wrong guess", "username"}, // 102 bytes in 51 characters
	} {
		for range 3 {
			got := decodeAs[envelope](t, site.do("POST", "/api/auth/login", "", map[string]string{"username": c.username,
				"password": c.password}), http.StatusBadRequest)
			if got.Errors[c.field] != "Invalid input" || len(got.Errors) != 1 {
				t.Fatalf("errors = %v, want %s refused", got.Errors, c.field)
			}
		}
	}
	if strings.Contains(site.logs(), longName) {
		t.Fatal("an overlong username was logged")
	}
	// None of them was counted: the one attempt the address has is still there, and a name
	// of exactly the longest length is checked.
	expectStatus(t, site.do("POST", "/api/auth/login", "", map[string]string{"username": strings.Repeat("n", maxUsernameBytes),
		"password": strings.Repeat("p", maxPasswordBytes)}), http.StatusUnauthorized)
	expectStatus(t, site.do("POST", "/api/auth/login", "", map[string]string{"username": "nobody", "password": "x"}),
		http.StatusTooManyRequests)
	// Once the address has waited its turn, the overlong name is still refused as such.
	expectStatus(t, site.do("POST", "/api/auth/login", "", map[string]string{"username": longName, "password": "x"}),
		http.StatusBadRequest)
}

func TestOverlongPasswordInAPasswordChangeIsRefused(t *testing.T) {
	t.Parallel()
	site := newSite(t, nil)
	long := strings.Repeat("p", maxPasswordBytes+1)
	for _, c := range []struct{ current, next, field string }{
		{long, "a new long password", "currentPassword"},
		{testPassword, long, "newPassword"},
	} {
		got := decodeAs[envelope](t, site.admin("POST", "/api/auth/password", map[string]string{"currentPassword": c.current,
			"newPassword": c.next}), http.StatusBadRequest)
		if got.Errors[c.field] != "Invalid input" {
			t.Fatalf("errors = %v, want %s refused", got.Errors, c.field)
		}
	}
	expectSignIn(t, site, http.StatusOK, testAdmin, testPassword, "")
}

// Not parallel: it fills the process's hashing slots and their queue (package auth), so
// other tests' sign-ins meanwhile would be told to come back.
func TestSignInsBeyondWhatTheHashingSlotsCanTakeSoonAreToldToComeBack(t *testing.T) {
	site := newSite(t, func(d *Deps) {
		d.LoginPerIP = auth.NewLimiter(1000, time.Minute)
		d.LoginPerNetwork = auth.NewLimiter(1000, time.Minute)
		d.LoginPerUser = auth.NewLimiter(1000, time.Minute)
		d.LoginGlobal = auth.NewLimiter(1000, time.Minute)
	})
	// Checks at the product's cost, which keep the hashing slots busy while the others
	// arrive (the test accounts' cheap hashes are checked before the next request is in).
	hash, err := auth.HashPassword(t.Context(), testPassword)
	if err != nil {
		t.Fatal(err)
	}
	if err := site.store.SetAdminPassword(t.Context(), testAdmin, hash); err != nil {
		t.Fatal(err)
	}
	const tries = 64
	busy := 0
	for _, a := range parallelSignIns(t, site, tries, "a wrong guess") {
		switch a.status {
		case http.StatusServiceUnavailable:
			busy++
			if a.retryAfter != "1" || !strings.Contains(a.body, busyMessage) {
				t.Fatalf("503 with Retry-After %q and body %s", a.retryAfter, a.body)
			}
		case http.StatusUnauthorized:
		default:
			t.Fatalf("status %d: %s", a.status, a.body)
		}
	}
	if busy == 0 {
		t.Fatalf("all %d parallel sign-ins waited for a password check; want those beyond the queue told to come back", tries)
	}
	expectSignIn(t, site, http.StatusOK, testAdmin, testPassword, "")
}

func TestIPv6ClientsShareTheSignInLimitOfTheirSlash64(t *testing.T) {
	t.Parallel()
	site := newSite(t, func(d *Deps) {
		behindProxy(d)
		d.LoginPerIP = auth.NewLimiter(2, time.Hour)
	})
	expectSignIn(t, site, http.StatusUnauthorized, "user1", "a wrong guess", "2001:db8::1")
	expectSignIn(t, site, http.StatusUnauthorized, "user2", "a wrong guess", "2001:db8::2")
	expectSignIn(t, site, http.StatusTooManyRequests, "user3", "a wrong guess", "2001:db8::ffff:1")
	expectSignIn(t, site, http.StatusUnauthorized, "user4", "a wrong guess", "2001:db8:0:1::1")
	expectSignIn(t, site, http.StatusUnauthorized, "user5", "a wrong guess", "198.51.100.1")
	expectSignIn(t, site, http.StatusUnauthorized, "user6", "a wrong guess", "198.51.100.2")
	if logs := site.logs(); !strings.Contains(logs, "ip=2001:db8::2") {
		t.Fatalf("the log does not name the client's own address:\n%s", logs)
	}
}

func TestOneNetworkCannotSpendTheAttemptsOfAUsernameOrOfEveryone(t *testing.T) {
	t.Parallel()
	site := newSite(t, behindProxy) // the product's own limits
	if err := site.store.SetAdminPassword(t.Context(), "editor", mustTestHash(t, "the editor's password")); err != nil {
		t.Fatal(err)
	}
	// One party with an IPv6 /48 guesses from 40 of its /64s, ten times each, at the owner's
	// username and at others: more than a username's 100 and everyone's 300 attempts.
	checked := 0
	for i := range 40 {
		from := fmt.Sprintf("2001:db8:77:%x::1", i)
		for j := range 10 {
			user := testAdmin
			if j%2 == 1 {
				user = fmt.Sprintf("user-%d-%d", i, j)
			}
			switch got := site.signInStatus(user, "a wrong guess", from); got {
			case http.StatusUnauthorized:
				checked++
			case http.StatusTooManyRequests:
			default:
				t.Fatalf("a guess from %s answered %d", from, got)
			}
		}
	}
	if checked > 30 {
		t.Errorf("one /48 had %d passwords checked, want its network's 30 at most", checked)
	}
	// Its own new browsers wait; the owner and a colleague from anywhere else get in.
	expectSignIn(t, site, http.StatusTooManyRequests, testAdmin, testPassword, "2001:db8:77:ffff::1")
	expectSignIn(t, site, http.StatusOK, testAdmin, testPassword, "198.51.100.7")
	expectSignIn(t, site, http.StatusOK, "editor", "the editor's password", "2001:db8:78::1")
}

func TestOneAddressGuessingForHoursKeepsNoOneElseOut(t *testing.T) {
	t.Parallel()
	site := newClockedSite(t, behindProxy) // the product's own limits, on the site's clock
	const attacker, hours = "203.0.113.66", 6
	checked := 0
	for hour := range hours {
		// Within the hour the guesser tries without pause, waiting only as told.
		for left := time.Hour; left > 0; {
			res := site.signIn(testAdmin, "a wrong guess", attacker)
			readBody(t, res)
			if res.StatusCode == http.StatusUnauthorized {
				checked++
				continue
			}
			wait, err := time.ParseDuration(res.Header.Get("Retry-After") + "s")
			if res.StatusCode != http.StatusTooManyRequests || err != nil || wait <= 0 {
				t.Fatalf("a guess answered %d with Retry-After %q", res.StatusCode, res.Header.Get("Retry-After"))
			}
			site.pass(min(wait, left))
			left -= wait
		}
		// Meanwhile the owner signs in from a new browser.
		expectSignIn(t, site.testSite, http.StatusOK, testAdmin, testPassword, fmt.Sprintf("198.51.100.%d", hour+1))
	}
	// The network's pace: 30 at once, then one every 20 minutes.
	if most := 30 + 3*hours + 1; checked < 30 || checked > most {
		t.Errorf("one address had %d passwords checked in %d hours, want 30 to %d", checked, hours, most)
	}
}
