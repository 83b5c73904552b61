package httpapi

import (
	"fmt"
	"net/http"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/qrs-site/qrs/internal/auth"
	"github.com/qrs-site/qrs/internal/content"
	"github.com/qrs-site/qrs/internal/database"
)

// challengeFrom signs in as the admin with the right password from the client address from,
// with cookies, and answers the challenge of the second step.
func (c *clockedSite) challengeFrom(from string, cookies ...*http.Cookie) string {
	c.t.Helper()
	got := decodeAs[twoFactorChallenge](c.t, c.signIn(testAdmin, testPassword, from, cookies...), http.StatusOK)
	if !got.TwoFactorRequired || got.Challenge == "" {
		c.t.Fatalf("the password step from %s answered %+v, want a challenge", from, got)
	}
	return got.Challenge
}

// secondFrom sends the second step of a sign-in from the client address from, with cookies.
func (c *clockedSite) secondFrom(body secondFactor, from string, cookies ...*http.Cookie) *http.Response {
	c.t.Helper()
	return c.do("POST", "/api/auth/login/two-factor", "", body, fromHeaders(from, cookies)...)
}

// countOf answers how many of lines are line.
func countOf(lines []string, line string) int {
	n := 0
	for _, l := range lines {
		if l == line {
			n++
		}
	}
	return n
}

// wrongCodeEntry is the audit log's line of a wrong authenticator code of the admin.
const wrongCodeEntry = "admin sign-in-failed admin reason=wrong authentication code"

func TestATwoFactorChallengeTakesFiveCodesThenThePasswordAgain(t *testing.T) {
	t.Parallel()
	site := newClockedSite(t, nil)
	secret, codes := site.enrol(site.token, testPassword)
	site.pass(auth.TOTPPeriod) // the enrolment used the code of its step
	challenge := site.challenge(testAdmin, testPassword)
	for i := range 4 {
		if msg := refusal(t, site.second(secondFactor{Challenge: challenge, Code: site.codeAt(secret, 4+i)}), http.StatusUnauthorized); msg != content.TwoFactor.WrongCode {
			t.Fatalf("wrong code %d was refused with %q", i+1, msg)
		}
	}
	// The fifth wrong code ends the challenge, and says so.
	if msg := refusal(t, site.second(secondFactor{Challenge: challenge, Code: site.codeAt(secret, 9)}), http.StatusUnauthorized); msg != content.TwoFactor.TooManyCodes {
		t.Fatalf("the fifth wrong code was refused with %q, want %q", msg, content.TwoFactor.TooManyCodes)
	}
	// A sixth try on it is refused even with the right code, or a recovery code (which is not spent).
	if msg := refusal(t, site.second(secondFactor{Challenge: challenge, Code: site.code(secret)}), http.StatusUnauthorized); msg != content.TwoFactor.TooManyCodes {
		t.Fatalf("the right code after five wrong ones was refused with %q, want %q", msg, content.TwoFactor.TooManyCodes)
	}
	if msg := refusal(t, site.second(secondFactor{Challenge: challenge, RecoveryCode: codes[0]}), http.StatusUnauthorized); msg != content.TwoFactor.TooManyCodes {
		t.Fatalf("a recovery code after five wrong codes was refused with %q", msg)
	}
	if st := decodeAs[database.TwoFactorState](t, site.admin("GET", "/api/auth/two-factor", nil), http.StatusOK); st.RecoveryCodesLeft != 10 {
		t.Errorf("a recovery code tried on a spent challenge was spent: %d left", st.RecoveryCodesLeft)
	}
	// The password again gives a new challenge, which the right code completes.
	site.signedInWith(secondFactor{Challenge: site.challenge(testAdmin, testPassword), Code: site.code(secret)})
	got := auditActions(t, site.store, "account")
	if n := countOf(got, wrongCodeEntry); n != 5 {
		t.Errorf("the audit log has %d wrong codes, want the 5 that were checked:\n%s", n, strings.Join(got, "\n"))
	}
	if !containsInOrder(got, []string{wrongCodeEntry, "admin sign-in admin method=authentication code"}) {
		t.Errorf("the audit log misses the sign-in after the wrong codes:\n%s", strings.Join(got, "\n"))
	}
}

func TestCodesSentTogetherTryAtMostFiveOnAChallenge(t *testing.T) {
	t.Parallel()
	site := newClockedSite(t, func(d *Deps) {
		// Only the challenge bounds these tries.
		d.LoginPerIP = auth.NewLimiter(100, time.Hour)
		d.TwoFactorPerAccount = auth.NewLimiter(100, time.Hour)
	})
	secret, _ := site.enrol(site.token, testPassword)
	site.pass(auth.TOTPPeriod)
	challenge := site.challenge(testAdmin, testPassword)
	const tries = 20
	messages := make([]string, tries)
	var wg sync.WaitGroup
	start := make(chan struct{})
	for i := range tries {
		wg.Go(func() {
			<-start
			messages[i] = refusal(t, site.second(secondFactor{Challenge: challenge, Code: site.codeAt(secret, 4+i)}), http.StatusUnauthorized)
		})
	}
	close(start)
	wg.Wait()
	if n := countOf(messages, content.TwoFactor.WrongCode); n != 4 {
		t.Errorf("%d of %d codes sent together were answered as wrong, want 4 (and the fifth ending the challenge): %q", n, tries, messages)
	}
	if n := countOf(messages, content.TwoFactor.TooManyCodes); n != tries-4 {
		t.Errorf("%d of %d codes sent together were told to start again, want %d: %q", n, tries, tries-4, messages)
	}
	if n := countOf(auditActions(t, site.store, "account"), wrongCodeEntry); n != 5 {
		t.Errorf("%d codes were checked, want 5", n)
	}
	if msg := refusal(t, site.second(secondFactor{Challenge: challenge, Code: site.code(secret)}), http.StatusUnauthorized); msg != content.TwoFactor.TooManyCodes {
		t.Errorf("the right code afterwards was refused with %q", msg)
	}
}

func TestEachAccountHasItsOwnLimitOfWrongCodesAcrossChallengesAndAddresses(t *testing.T) {
	t.Parallel()
	site := newClockedSite(t, behindProxy) // the product's own limits: 10 wrong codes at once
	ownBrowser := site.deviceCookieOf(testAdmin, testPassword, "192.0.2.10")
	secret, codes := site.enrol(site.token, testPassword)
	site.pass(auth.TOTPPeriod)
	// Someone with the password tries five codes on each of two challenges, from two addresses.
	for i, from := range []string{"203.0.113.1", "198.51.100.1"} {
		challenge := site.challengeFrom(from)
		for j := range 5 {
			expectStatus(t, site.secondFrom(secondFactor{Challenge: challenge, Code: site.codeAt(secret, 4+5*i+j)}, from), http.StatusUnauthorized)
		}
	}
	// From a third address and a fresh challenge, even the right code waits now.
	challenge := site.challengeFrom("192.0.2.99")
	res := site.secondFrom(secondFactor{Challenge: challenge, Code: site.code(secret)}, "192.0.2.99")
	if res.Header.Get("Retry-After") == "" {
		t.Error("the refusal of a code over the account's limit has no Retry-After")
	}
	if msg := refusal(t, res, http.StatusTooManyRequests); !strings.Contains(msg, "recovery code") {
		t.Errorf("the refusal of a code over the account's limit says %q; want it to offer a recovery code", msg)
	}
	// A recovery code still signs in, on the same challenge,
	site.signedInWith(secondFactor{Challenge: challenge, RecoveryCode: codes[0]})
	// and so does the owner's own browser with the app's code: its codes count on their own.
	got := decodeAs[signedIn](t, site.secondFrom(secondFactor{Challenge: site.challengeFrom("192.0.2.10", ownBrowser), Code: site.code(secret)},
		"192.0.2.10", ownBrowser), http.StatusOK)
	expectStatus(t, site.do("GET", "/api/auth/me", got.AuthToken, nil), http.StatusOK)
}

func TestTurningTwoFactorOnAsksForThePasswordAndEndsTheOtherSessions(t *testing.T) {
	t.Parallel()
	site := newClockedSite(t, nil)
	other := site.tokenOf(testAdmin, testPassword) // another browser
	setup := decodeAs[twoFactorSetup](t, site.admin("POST", "/api/auth/two-factor/setup", nil), http.StatusOK)
	code := site.code(setup.Secret)
	// Without the password, or with a wrong one, nothing changes.
	if e := decodeAs[envelope](t, site.admin("POST", "/api/auth/two-factor/enable", map[string]string{"code": code}), http.StatusBadRequest); e.Errors["password"] != content.MsgRequired {
		t.Fatalf("turning it on without the password was refused with %+v", e)
	}
	if msg := refusal(t, site.admin("POST", "/api/auth/two-factor/enable", map[string]string{"password": "not it", "code": code}), http.StatusBadRequest); msg != content.Password.WrongCurrent {
		t.Fatalf("turning it on with a wrong password was refused with %q", msg)
	}
	if st := decodeAs[database.TwoFactorState](t, site.admin("GET", "/api/auth/two-factor", nil), http.StatusOK); st.Enabled {
		t.Fatal("a refused request turned two-factor sign-in on")
	}
	expectStatus(t, site.do("GET", "/api/auth/me", other, nil), http.StatusOK)
	// With both it is on: the other browser is signed out, this one stays.
	decodeAs[recoveryCodes](t, site.admin("POST", "/api/auth/two-factor/enable", map[string]string{"password": testPassword, "code": code}), http.StatusOK)
	expectStatus(t, site.do("GET", "/api/auth/me", other, nil), http.StatusUnauthorized)
	expectStatus(t, site.admin("GET", "/api/auth/me", nil), http.StatusOK)
	if got := auditActions(t, site.store, "account"); !containsInOrder(got, []string{"admin enable-two-factor admin sessionsEnded=1"}) {
		t.Errorf("the audit log does not say the other session ended:\n%s", strings.Join(got, "\n"))
	}
}

func TestTurningTwoFactorOffAsksForThePasswordAndACurrentCode(t *testing.T) {
	t.Parallel()
	site := newClockedSite(t, nil)
	secret, _ := site.enrol(site.token, testPassword)
	// Another browser signs in with the app's next code.
	other := site.signedInWith(secondFactor{Challenge: site.challenge(testAdmin, testPassword), Code: site.codeAt(secret, 1)})
	site.pass(2 * auth.TOTPPeriod)
	disable := func(body map[string]string, status int) string {
		t.Helper()
		return refusal(t, site.admin("POST", "/api/auth/two-factor/disable", body), status)
	}
	// The password alone no longer turns it off, nor with a wrong code, nor a wrong password with the right code.
	if msg := disable(map[string]string{"password": testPassword}, http.StatusBadRequest); msg != content.MsgRequired {
		t.Fatalf("turning it off with the password alone was refused with %q", msg)
	}
	if msg := disable(map[string]string{"password": testPassword, "code": site.codeAt(secret, 5)}, http.StatusBadRequest); msg != content.TwoFactor.WrongCode {
		t.Fatalf("turning it off with a wrong code was refused with %q", msg)
	}
	if msg := disable(map[string]string{"password": "not it", "code": site.code(secret)}, http.StatusBadRequest); msg != content.Password.WrongCurrent {
		t.Fatalf("turning it off with a wrong password was refused with %q", msg)
	}
	if msg := disable(map[string]string{"password": testPassword, "recoveryCode": "aaaaa-bbbbb"}, http.StatusBadRequest); msg != content.TwoFactor.WrongRecoveryCode {
		t.Fatalf("turning it off with a wrong recovery code was refused with %q", msg)
	}
	if st := decodeAs[database.TwoFactorState](t, site.admin("GET", "/api/auth/two-factor", nil), http.StatusOK); !st.Enabled {
		t.Fatal("a refused request turned two-factor sign-in off")
	}
	expectStatus(t, site.do("GET", "/api/auth/me", other, nil), http.StatusOK)
	// The password and a code of the app now turn it off: the other browser is signed out.
	st := decodeAs[database.TwoFactorState](t, site.admin("POST", "/api/auth/two-factor/disable",
		map[string]string{"password": testPassword, "code": site.code(secret)}), http.StatusOK)
	if st.Enabled {
		t.Fatalf("after turning it off the state is %+v", st)
	}
	expectStatus(t, site.do("GET", "/api/auth/me", other, nil), http.StatusUnauthorized)
	expectStatus(t, site.admin("GET", "/api/auth/me", nil), http.StatusOK)

	// A recovery code stands in for the app's code.
	site.pass(auth.TOTPPeriod)
	_, codes := site.enrol(site.token, testPassword)
	decodeAs[database.TwoFactorState](t, site.admin("POST", "/api/auth/two-factor/disable",
		map[string]string{"password": testPassword, "recoveryCode": codes[3]}), http.StatusOK)
	site.tokenOf(testAdmin, testPassword) // the password alone signs in again
	got := auditActions(t, site.store, "account")
	if want := []string{"admin disable-two-factor admin sessionsEnded=1", "admin disable-two-factor admin"}; !containsInOrder(got, want) {
		t.Errorf("the audit log's account entries are\n%s\nwant among them, in order,\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
}

func TestAnOwnerKeptOutOfNewBrowsersGetsInWithASignInLinkFromAnotherOwner(t *testing.T) {
	t.Parallel()
	site := newClockedSite(t, func(d *Deps) {
		behindProxy(d)
		d.LoginPerUser = auth.NewLimiter(2, time.Hour)
	})
	colleague := site.staffToken("olga", content.RoleOwner)
	for i := range 2 {
		expectSignIn(t, site.testSite, http.StatusUnauthorized, testAdmin, "a wrong guess", fmt.Sprintf("203.0.113.%d", i+1))
	}
	expectSignIn(t, site.testSite, http.StatusTooManyRequests, testAdmin, testPassword, "198.51.100.7")
	id := accountID(t, site.testSite, testAdmin)
	grant := decodeAs[staffGrant](t, site.do("POST", "/api/staff/"+id+"/access", colleague, map[string]string{"access": "link"}), http.StatusOK)
	_, token, ok := strings.Cut(grant.SignInLink, "#welcome=")
	if !ok {
		t.Fatalf("the grant has no sign-in link: %+v", grant)
	}
	const chosen = "the owner's own new password"
	res := site.do("POST", "/api/auth/link", "", map[string]string{"token": token, "newPassword": chosen}, fromHeaders("198.51.100.7", nil)...)
	expectStatus(t, res, http.StatusOK)
	var device *http.Cookie
	for _, c := range res.Cookies() {
		if c.Name == site.deps.signIn.device {
			device = c
		}
	}
	if device == nil {
		t.Fatal("the sign-in link gave the browser no device cookie")
	}
	// That browser now signs in with the new password, while new browsers still wait.
	expectSignIn(t, site.testSite, http.StatusOK, testAdmin, chosen, "198.51.100.7", device)
	expectSignIn(t, site.testSite, http.StatusTooManyRequests, testAdmin, chosen, "192.0.2.55")
}

func TestChangingThePasswordEndsTheSecondStepsUnderWay(t *testing.T) {
	t.Parallel()
	site := newClockedSite(t, nil)
	secret, _ := site.enrol(site.token, testPassword)
	site.pass(auth.TOTPPeriod)
	// Someone who knows the password is at the second step when the owner changes it.
	challenge := site.challenge(testAdmin, testPassword)
	expectStatus(t, site.admin("POST", "/api/auth/password", map[string]string{"currentPassword": testPassword,
		"newPassword": "the owner's next password"}), http.StatusOK)
	if msg := refusal(t, site.second(secondFactor{Challenge: challenge, Code: site.code(secret)}), http.StatusUnauthorized); msg != content.TwoFactor.ChallengeExpired {
		t.Errorf("the right code on a challenge of the old password was refused with %q", msg)
	}
	site.signedInWith(secondFactor{Challenge: site.challenge(testAdmin, "the owner's next password"), Code: site.code(secret)})
}
