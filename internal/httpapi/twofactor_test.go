package httpapi

import (
	"fmt"
	"net/http"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/qrs-site/qrs/internal/auth"
	"github.com/qrs-site/qrs/internal/content"
	"github.com/qrs-site/qrs/internal/database"
)

// clockedSite is a test site whose store (and so the server's two-factor checks) reads a
// clock the test moves.
type clockedSite struct {
	*testSite
	start  time.Time
	passed atomic.Int64
}

// newClockedSite starts a site at a fixed time in the middle of a 30-second step.
func newClockedSite(t *testing.T, change func(*Deps)) *clockedSite {
	t.Helper()
	c := &clockedSite{start: time.Now().Truncate(auth.TOTPPeriod).Add(auth.TOTPPeriod / 2)}
	c.testSite = newSite(t, func(d *Deps) {
		d.Store.SetClock(c.now)
		if change != nil {
			change(d)
		}
	})
	return c
}

func (c *clockedSite) now() time.Time            { return c.start.Add(time.Duration(c.passed.Load())) }
func (c *clockedSite) pass(d time.Duration)      { c.passed.Add(int64(d)) }
func (c *clockedSite) code(secret string) string { return c.codeAt(secret, 0) }

// codeAt answers the code an app shows off steps away from now.
func (c *clockedSite) codeAt(secret string, off int) string {
	c.t.Helper()
	code, err := auth.TOTPCode(secret, c.now().Add(time.Duration(off)*auth.TOTPPeriod))
	if err != nil {
		c.t.Fatal(err)
	}
	return code
}

// enrol sets up two-factor sign-in for the account of token, whose password is password,
// and answers its secret and recovery codes; the step of now is used by the confirmation
// afterwards.
func (c *clockedSite) enrol(token, password string) (string, []string) {
	c.t.Helper()
	setup := decodeAs[twoFactorSetup](c.t, c.do("POST", "/api/auth/two-factor/setup", token, nil), http.StatusOK)
	codes := decodeAs[recoveryCodes](c.t, c.do("POST", "/api/auth/two-factor/enable", token,
		enableRequest{Password: password, Code: c.code(setup.Secret)}), http.StatusOK)
	return setup.Secret, codes.RecoveryCodes
}

// challenge signs in with a password and answers the challenge of the second step.
func (c *clockedSite) challenge(username, password string) string {
	c.t.Helper()
	res := c.do("POST", "/api/auth/login", "", map[string]string{"username": username, "password": password})
	for _, ck := range res.Cookies() {
		if ck.Name == c.deps.signIn.session {
			c.t.Errorf("the password step of a two-factor sign-in set the session cookie")
		}
	}
	got := decodeAs[struct {
		twoFactorChallenge
		AuthToken string `json:"authToken"`
	}](c.t, res, http.StatusOK)
	if !got.TwoFactorRequired || got.Challenge == "" || got.AuthToken != "" {
		c.t.Fatalf("the password step answered %+v, want a challenge and no session", got)
	}
	return got.Challenge
}

// second sends the second step of a sign-in.
func (c *clockedSite) second(body secondFactor) *http.Response {
	c.t.Helper()
	return c.do("POST", "/api/auth/login/two-factor", "", body)
}

// signedInWith completes a sign-in and answers its session token, checking that it works.
func (c *clockedSite) signedInWith(body secondFactor) string {
	c.t.Helper()
	got := decodeAs[signedIn](c.t, c.second(body), http.StatusOK)
	expectStatus(c.t, c.do("GET", "/api/contact-messages", got.AuthToken, nil), http.StatusOK)
	return got.AuthToken
}

// refusal answers the message of a refused request with the status want.
func refusal(t *testing.T, res *http.Response, want int) string {
	t.Helper()
	e := decodeAs[envelope](t, res, want)
	for _, m := range e.Errors {
		return m
	}
	return e.Message
}

// auditActions answers the actions of the audit log's entries of kind, oldest first, each
// with its target and its changes' values.
func auditActions(t *testing.T, store *database.Store, kind string) []string {
	t.Helper()
	recs, err := store.ListAudit(t.Context(), database.AuditFilter{Kind: kind})
	if err != nil {
		t.Fatal(err)
	}
	var out []string
	for i := len(recs) - 1; i >= 0; i-- {
		r := recs[i]
		line := r.Actor + " " + r.Action + " " + r.Target
		for _, c := range r.Changes {
			line += fmt.Sprintf(" %s=%v", c.Field, c.To)
		}
		out = append(out, line)
	}
	return out
}

func TestEnrolledAccountSignsInWithAPasswordAndThenACode(t *testing.T) {
	t.Parallel()
	site := newClockedSite(t, nil)
	state := decodeAs[database.TwoFactorState](t, site.admin("GET", "/api/auth/two-factor", nil), http.StatusOK)
	if state.Enabled || state.Required {
		t.Fatalf("a new account's two-factor state is %+v", state)
	}
	setup := decodeAs[twoFactorSetup](t, site.admin("POST", "/api/auth/two-factor/setup", nil), http.StatusOK)
	if !strings.HasPrefix(setup.QRCode, "data:image/png;base64,") || len(setup.QRCode) < 500 {
		t.Errorf("the QR code is %.60q", setup.QRCode)
	}
	if !strings.HasPrefix(setup.URL, "otpauth://totp/") || !strings.Contains(setup.URL, "secret="+setup.Secret) ||
		!strings.Contains(setup.URL, "issuer="+content.TwoFactor.Issuer) {
		t.Errorf("the otpauth URL is %q", setup.URL)
	}
	// Until a code confirms it, the password alone still signs in.
	site.tokenOf(testAdmin, testPassword)

	if msg := refusal(t, site.admin("POST", "/api/auth/two-factor/enable", enableRequest{Password: testPassword, Code: "12345"}), http.StatusBadRequest); msg != content.TwoFactor.CodeFormat {
		t.Errorf("a five-digit code was refused with %q", msg)
	}
	wrong := site.codeAt(setup.Secret, 3)
	if msg := refusal(t, site.admin("POST", "/api/auth/two-factor/enable", enableRequest{Password: testPassword, Code: wrong}), http.StatusBadRequest); msg != content.TwoFactor.WrongCode {
		t.Errorf("a wrong code was refused with %q", msg)
	}
	codes := decodeAs[recoveryCodes](t, site.admin("POST", "/api/auth/two-factor/enable", enableRequest{Password: testPassword, Code: site.code(setup.Secret)}), http.StatusOK)
	if len(codes.RecoveryCodes) != 10 {
		t.Fatalf("enrolment gave %d recovery codes, want 10", len(codes.RecoveryCodes))
	}
	state = decodeAs[database.TwoFactorState](t, site.admin("GET", "/api/auth/two-factor", nil), http.StatusOK)
	if !state.Enabled || state.RecoveryCodesLeft != 10 {
		t.Errorf("after enrolment the state is %+v", state)
	}
	// Moving it to another phone takes the password: turned off first, then set up again.
	if msg := refusal(t, site.admin("POST", "/api/auth/two-factor/setup", nil), http.StatusConflict); msg != content.TwoFactor.AlreadyOn {
		t.Errorf("a new setup while it is on was refused with %q", msg)
	}

	site.pass(auth.TOTPPeriod) // the enrolment used the code of its step
	challenge := site.challenge(testAdmin, testPassword)
	if msg := refusal(t, site.second(secondFactor{Challenge: challenge, Code: "abcdef"}), http.StatusBadRequest); msg != content.TwoFactor.CodeFormat {
		t.Errorf("letters were refused with %q", msg)
	}
	if msg := refusal(t, site.second(secondFactor{Challenge: "made-up", Code: site.code(setup.Secret)}), http.StatusUnauthorized); msg != content.TwoFactor.ChallengeExpired {
		t.Errorf("a made-up challenge was refused with %q", msg)
	}
	if msg := refusal(t, site.second(secondFactor{Challenge: challenge, Code: site.codeAt(setup.Secret, 5)}), http.StatusUnauthorized); msg != content.TwoFactor.WrongCode {
		t.Errorf("a wrong code was refused with %q", msg)
	}
	// A wrong code leaves the challenge open; the right one completes it, once.
	site.signedInWith(secondFactor{Challenge: challenge, Code: site.code(setup.Secret)})
	site.pass(auth.TOTPPeriod)
	if msg := refusal(t, site.second(secondFactor{Challenge: challenge, Code: site.code(setup.Secret)}), http.StatusUnauthorized); msg != content.TwoFactor.ChallengeExpired {
		t.Errorf("a completed challenge was taken again, refused with %q", msg)
	}
	// A challenge waits five minutes for its code.
	late := site.challenge(testAdmin, testPassword)
	site.pass(challengeTTL + time.Second)
	if msg := refusal(t, site.second(secondFactor{Challenge: late, Code: site.code(setup.Secret)}), http.StatusUnauthorized); msg != content.TwoFactor.ChallengeExpired {
		t.Errorf("a challenge past five minutes was refused with %q", msg)
	}

	got := auditActions(t, site.store, "account")
	want := []string{
		"admin sign-in admin method=password",
		"admin enable-two-factor admin sessionsEnded=1", // the sign-in with the password alone, above
		"admin sign-in-failed admin reason=wrong authentication code",
		"admin sign-in admin method=authentication code",
	}
	if !containsInOrder(got, want) {
		t.Errorf("the audit log's account entries are\n%s\nwant among them, in order,\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
}

// containsInOrder reports whether want are among got, in the same order.
func containsInOrder(got, want []string) bool {
	i := 0
	for _, g := range got {
		if i < len(want) && g == want[i] {
			i++
		}
	}
	return i == len(want)
}

func TestCodesOfTheNeighbouringStepsSignInButNotTwoStepsOff(t *testing.T) {
	t.Parallel()
	site := newClockedSite(t, nil)
	secret, _ := site.enrol(site.token, testPassword)
	site.pass(10 * time.Minute)
	for _, off := range []int{-2, 2} {
		challenge := site.challenge(testAdmin, testPassword)
		if msg := refusal(t, site.second(secondFactor{Challenge: challenge, Code: site.codeAt(secret, off)}), http.StatusUnauthorized); msg != content.TwoFactor.WrongCode {
			t.Errorf("the code of %d steps off was refused with %q", off, msg)
		}
	}
	// The app's clock a step behind, then a step ahead.
	site.signedInWith(secondFactor{Challenge: site.challenge(testAdmin, testPassword), Code: site.codeAt(secret, -1)})
	site.signedInWith(secondFactor{Challenge: site.challenge(testAdmin, testPassword), Code: site.codeAt(secret, 1)})
}

func TestACodeSignsInOnlyOnce(t *testing.T) {
	t.Parallel()
	site := newClockedSite(t, nil)
	secret, _ := site.enrol(site.token, testPassword)
	site.pass(auth.TOTPPeriod)
	code := site.code(secret)
	site.signedInWith(secondFactor{Challenge: site.challenge(testAdmin, testPassword), Code: code})
	if msg := refusal(t, site.second(secondFactor{Challenge: site.challenge(testAdmin, testPassword), Code: code}), http.StatusUnauthorized); msg != content.TwoFactor.WrongCode {
		t.Errorf("the same code again was refused with %q", msg)
	}
	// Nor one of an earlier step, still within the skew, once a later one signed in.
	if msg := refusal(t, site.second(secondFactor{Challenge: site.challenge(testAdmin, testPassword), Code: site.codeAt(secret, -1)}), http.StatusUnauthorized); msg != content.TwoFactor.WrongCode {
		t.Errorf("the code of the step before was refused with %q", msg)
	}
	site.pass(auth.TOTPPeriod)
	site.signedInWith(secondFactor{Challenge: site.challenge(testAdmin, testPassword), Code: site.code(secret)})
}

func TestARecoveryCodeSignsInOnce(t *testing.T) {
	t.Parallel()
	site := newClockedSite(t, nil)
	_, codes := site.enrol(site.token, testPassword)
	site.signedInWith(secondFactor{Challenge: site.challenge(testAdmin, testPassword), RecoveryCode: codes[0]})
	if msg := refusal(t, site.second(secondFactor{Challenge: site.challenge(testAdmin, testPassword), RecoveryCode: codes[0]}), http.StatusUnauthorized); msg != content.TwoFactor.WrongRecoveryCode {
		t.Errorf("a spent recovery code was refused with %q", msg)
	}
	// Typed in capitals, without its dash, with spaces around.
	typed := " " + strings.ToUpper(strings.ReplaceAll(codes[1], "-", "")) + " "
	site.signedInWith(secondFactor{Challenge: site.challenge(testAdmin, testPassword), RecoveryCode: typed})
	state := decodeAs[database.TwoFactorState](t, site.admin("GET", "/api/auth/two-factor", nil), http.StatusOK)
	if state.RecoveryCodesLeft != 8 {
		t.Errorf("after two recovery codes %d are left, want 8", state.RecoveryCodesLeft)
	}

	// New codes need the password, and end the old ones.
	if msg := refusal(t, site.admin("POST", "/api/auth/two-factor/recovery-codes", passwordRequest{Password: "not it"}), http.StatusBadRequest); msg != content.Password.WrongCurrent {
		t.Errorf("a wrong password was refused with %q", msg)
	}
	fresh := decodeAs[recoveryCodes](t, site.admin("POST", "/api/auth/two-factor/recovery-codes", passwordRequest{Password: testPassword}), http.StatusOK)
	if len(fresh.RecoveryCodes) != 10 {
		t.Fatalf("new recovery codes: %d, want 10", len(fresh.RecoveryCodes))
	}
	expectStatus(t, site.second(secondFactor{Challenge: site.challenge(testAdmin, testPassword), RecoveryCode: codes[2]}), http.StatusUnauthorized)
	site.signedInWith(secondFactor{Challenge: site.challenge(testAdmin, testPassword), RecoveryCode: fresh.RecoveryCodes[9]})
}

func TestWrongCodesCountTowardTheSignInLimits(t *testing.T) {
	t.Parallel()
	site := newClockedSite(t, func(d *Deps) { d.LoginPerIP = auth.NewLimiter(3, time.Hour) })
	secret, _ := site.enrol(site.token, testPassword)
	site.pass(auth.TOTPPeriod)
	challenge := site.challenge(testAdmin, testPassword) // a right password gives its token back
	for range 3 {
		expectStatus(t, site.second(secondFactor{Challenge: challenge, Code: site.codeAt(secret, 4)}), http.StatusUnauthorized)
	}
	res := site.second(secondFactor{Challenge: challenge, Code: site.code(secret)})
	if res.Header.Get("Retry-After") == "" {
		t.Error("the refusal after too many wrong codes has no Retry-After")
	}
	expectStatus(t, res, http.StatusTooManyRequests)
	expectStatus(t, site.do("POST", "/api/auth/login", "", map[string]string{"username": testAdmin, "password": testPassword}),
		http.StatusTooManyRequests)
}

func TestRequiredTwoFactorLimitsAnAccountWithoutItToSettingItUp(t *testing.T) {
	t.Parallel()
	site := newClockedSite(t, nil)
	editor := site.staffToken("erin", content.RoleEditor)
	// An owner without it cannot require it, which would shut them out too.
	if msg := refusal(t, site.admin("PUT", "/api/settings/security", map[string]bool{"requireTwoFactor": true}), http.StatusConflict); msg != content.TwoFactor.EnrolBeforeRequiring {
		t.Errorf("requiring it without having it was refused with %q", msg)
	}
	site.enrol(site.token, testPassword)
	got := decodeAs[securitySettings](t, site.admin("PUT", "/api/settings/security", map[string]bool{"requireTwoFactor": true}), http.StatusOK)
	if got.RequireTwoFactor == nil || !*got.RequireTwoFactor {
		t.Fatalf("the setting answered %+v", got)
	}

	// The editor's open session, and a new sign-in, can set it up and nothing else.
	if msg := refusal(t, site.do("GET", "/api/contact-messages", editor, nil), http.StatusForbidden); msg != content.TwoFactor.MustEnrol {
		t.Errorf("the editor's session was refused with %q", msg)
	}
	res := site.do("POST", "/api/auth/login", "", map[string]string{"username": "erin", "password": staffPassword})
	answer := decodeAs[signedIn](t, res, http.StatusOK)
	if !answer.TwoFactorSetupRequired || answer.AuthToken == "" {
		t.Fatalf("the editor's sign-in answered %+v", answer)
	}
	editor = answer.AuthToken
	me := decodeAs[meAnswer](t, site.do("GET", "/api/auth/me", editor, nil), http.StatusOK)
	if !me.MustEnrolTwoFactor {
		t.Error("GET /api/auth/me does not say the editor must set up two-factor sign-in")
	}
	expectStatus(t, site.do("POST", "/api/team-members", editor, newMember), http.StatusForbidden)
	state := decodeAs[database.TwoFactorState](t, site.do("GET", "/api/auth/two-factor", editor, nil), http.StatusOK)
	if !state.Required || state.Enabled {
		t.Errorf("the editor's state is %+v", state)
	}
	editorSecret, _ := site.enrol(editor, staffPassword)
	expectStatus(t, site.do("GET", "/api/contact-messages", editor, nil), http.StatusOK)
	site.pass(auth.TOTPPeriod) // the enrolment used the code of its step
	if msg := refusal(t, site.do("POST", "/api/auth/two-factor/disable", editor,
		disableRequest{Password: staffPassword, Code: site.code(editorSecret)}), http.StatusConflict); msg != content.TwoFactor.RequiredCannotDisable {
		t.Errorf("turning it off while required was refused with %q", msg)
	}

	// Once no longer required, it can be turned off, and the password alone signs in again.
	expectStatus(t, site.admin("PUT", "/api/settings/security", map[string]bool{"requireTwoFactor": false}), http.StatusOK)
	state = decodeAs[database.TwoFactorState](t, site.do("POST", "/api/auth/two-factor/disable", editor,
		disableRequest{Password: staffPassword, Code: site.code(editorSecret)}), http.StatusOK)
	if state.Enabled || state.RecoveryCodesLeft != 0 {
		t.Errorf("after turning it off the state is %+v", state)
	}
	site.tokenOf("erin", staffPassword)

	settings := auditActions(t, site.store, "settings")
	if want := []string{"admin update Security requireTwoFactor=true", "admin update Security requireTwoFactor=false"}; strings.Join(settings, "\n") != strings.Join(want, "\n") {
		t.Errorf("the audit log's settings entries are %q, want %q", settings, want)
	}
	if !containsInOrder(auditActions(t, site.store, "account"), []string{"erin enable-two-factor erin sessionsEnded=1", "erin disable-two-factor erin"}) {
		t.Errorf("the audit log misses the editor's enrolment or its end: %q", auditActions(t, site.store, "account"))
	}
}

func TestOnlyOwnersReadAndChangeTheSecuritySettings(t *testing.T) {
	t.Parallel()
	site := newClockedSite(t, nil)
	for _, role := range []content.Role{content.RoleViewer, content.RoleEditor} {
		token := site.staffToken("someone-"+string(role), role)
		expectStatus(t, site.do("GET", "/api/settings/security", token, nil), http.StatusForbidden)
		expectStatus(t, site.do("PUT", "/api/settings/security", token, map[string]bool{"requireTwoFactor": false}), http.StatusForbidden)
		// Their own two-factor sign-in is theirs to set up.
		expectStatus(t, site.do("GET", "/api/auth/two-factor", token, nil), http.StatusOK)
	}
	got := decodeAs[securitySettings](t, site.admin("GET", "/api/settings/security", nil), http.StatusOK)
	if got.RequireTwoFactor == nil || *got.RequireTwoFactor {
		t.Errorf("the owner reads %+v", got)
	}
	expectStatus(t, site.do("GET", "/api/settings/security", "", nil), http.StatusUnauthorized)
}
