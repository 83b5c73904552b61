package httpapi

import (
	"errors"
	"log/slog"
	"math"
	"net/http"
	"strconv"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/qrs-site/qrs/internal/auth"
	"github.com/qrs-site/qrs/internal/content"
)

// sessionCookie is the plain name of the HttpOnly session cookie; a site on https sets it
// __Host- prefixed (cookieName).
const sessionCookie = "qrs_session"

// sessionTTL is how long a sign-in lasts.
const sessionTTL = 7 * 24 * time.Hour

// sessionToken answers the token the request presents: the Bearer header first, then the
// session cookie of the site, named cookie (signIn.session): on https only the __Host- one
// counts, which no other host can have set.
func sessionToken(r *http.Request, cookie string) string {
	if h := r.Header.Get("Authorization"); len(h) > 7 && strings.EqualFold(h[:7], "Bearer ") {
		return strings.TrimSpace(h[7:])
	}
	if c, err := r.Cookie(cookie); err == nil {
		return c.Value
	}
	return ""
}

// requireRole lets the request through only with a live session of an active account whose
// role has at least the rights of min: 401 without one, 403 (content.Staff.NotAllowed) for
// a lesser role. An account that still has the generated first password gets 403 from
// every staff route but the one choosing a new password. The request goes on carrying its
// actor (content.ActorFrom), which the audit log and the handlers read.
func requireRole(d *deps, min content.Role, next http.Handler) http.Handler {
	store, log := d.store, d.log
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		token := sessionToken(r, d.signIn.session)
		if token == "" {
			writeError(w, r, log, content.Errorf(content.Unauthorized, "Not signed in"))
			return
		}
		acc, err := store.SessionAccount(r.Context(), auth.HashToken(token))
		if err != nil {
			writeError(w, r, log, err)
			return
		}
		if acc.MustChangePassword && r.Pattern != passwordRoute {
			encode(w, http.StatusForbidden, envelope{Message: content.Password.MustChoose})
			return
		}
		if acc.MustEnrolTwoFactor && !enrolRoute(r.Pattern) {
			encode(w, http.StatusForbidden, envelope{Message: content.TwoFactor.MustEnrol})
			return
		}
		if !acc.Role.AtLeast(min) {
			writeError(w, r, log, content.Errorf(content.Forbidden, "%s", content.Staff.NotAllowed))
			return
		}
		actor := content.Actor{ID: acc.ID, Username: acc.Username, Role: acc.Role, IP: d.proxies.clientIP(r)}
		// The store's checks of what staff save read who they are and, for a redirect,
		// which addresses the site answers itself.
		ctx := content.WithOwnPaths(content.WithActor(r.Context(), actor), d.site.AnswersItself)
		next.ServeHTTP(w, r.WithContext(ctx))
	})
}

// loginRequest is the body of POST /api/auth/login.
type loginRequest struct {
	Username string `json:"username"`
	Password string `json:"password"`
}

// loginAnswer is the answer to a successful sign-in; MustChangePassword is there, true,
// while the admin still has the generated first password.
type loginAnswer struct {
	AuthToken          string       `json:"authToken"`
	Username           string       `json:"username"`
	Role               content.Role `json:"role"`
	MustChangePassword bool         `json:"mustChangePassword,omitempty"`
}

// tooMany answers 429 with a Retry-After of wait, rounded up to whole seconds.
func tooMany(w http.ResponseWriter, r *http.Request, log *slog.Logger, wait time.Duration, msg string) {
	setRetryAfter(w, wait)
	writeError(w, r, log, content.Errorf(content.TooMany, "%s", msg))
}

// setRetryAfter tells the client how many whole seconds to wait before trying again, and
// answers them.
func setRetryAfter(w http.ResponseWriter, wait time.Duration) (seconds int) {
	seconds = int(math.Ceil(wait.Seconds()))
	w.Header().Set("Retry-After", strconv.Itoa(seconds))
	return seconds
}

// takeFrom names one limiter and the key to take a token of.
type takeFrom struct {
	limiter auth.Limit
	key     string
}

// takeAll takes a token from every limiter, or from none: when one refuses, the tokens
// already taken go back and the answer is the longest wait.
func takeAll(from ...takeFrom) time.Duration {
	var wait time.Duration
	taken := from[:0:0]
	for _, f := range from {
		if w := f.limiter.Take(f.key); w > 0 {
			wait = max(wait, w)
		} else {
			taken = append(taken, f)
		}
	}
	if wait > 0 {
		for _, f := range taken {
			f.limiter.Return(f.key)
		}
	}
	return wait
}

// handleLogin answers POST /api/auth/login: 200 {authToken}, the session cookie and a fresh
// device cookie, or for an account with two-factor sign-in 200 {twoFactorRequired,
// challenge} and no session yet, which POST /api/auth/login/two-factor completes with a
// code; while the owners require two-factor sign-in of an account without it, the answer
// says twoFactorSetupRequired and the session can only set it up. 400 when a field is
// empty or too long (maxUsernameBytes, maxPasswordBytes), before anything is counted or
// hashed; 401 for wrong credentials (written to the audit log); 429 (Retry-After) after
// too many failures (signIn.take: per device cookie for a browser that signed in as the
// username before, else per client address, per network, per username and all together); 503
// (Retry-After) at once when more sign-ins wait for a password check than can be worked
// off soon. Every attempt takes its tokens before the password is checked, so parallel
// requests cannot slip past a limit together; a success, or a check that never ran, gives
// them back.
func handleLogin(d *deps) http.Handler {
	store, in, log := d.store, d.signIn, d.log
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		var req loginRequest
		if err := decode(w, r, &req); err != nil {
			writeError(w, r, log, err)
			return
		}
		req.Username = strings.TrimSpace(req.Username)
		fields := content.FieldErrors{}
		switch {
		case req.Username == "":
			fields["username"] = content.MsgRequired
		case len(req.Username) > maxUsernameBytes:
			fields["username"] = content.MsgInvalidInput
		}
		switch {
		case req.Password == "":
			fields["password"] = content.MsgRequired
		case len(req.Password) > maxPasswordBytes:
			fields["password"] = content.MsgInvalidInput
		}
		if err := validate(fields); err != nil {
			writeError(w, r, log, err)
			return
		}
		ip, user := d.proxies.clientIP(r), strings.ToLower(req.Username)
		// The attempt is counted before the password is checked; a success, or a check that
		// never ran, gives it back.
		refund, knownDevice, wait := in.attempt(r, user)
		if wait > 0 {
			tooMany(w, r, log, wait, "Too many sign-in attempts. Please try again later.")
			return
		}
		acc, err := store.SignInAccount(r.Context(), req.Username)
		if err != nil && content.ErrorCode(err) != content.Unauthorized {
			refund()
			writeError(w, r, log, err)
			return
		}
		ok, err := auth.CheckPassword(r.Context(), acc.PasswordHash, req.Password)
		if errors.Is(err, auth.ErrBusy) {
			refund()
			busy(w)
			return
		}
		if err != nil {
			refund()
			log.Info("sign-in abandoned while waiting to check the password", "ip", ip, "err", err)
			return
		}
		if !ok {
			log.Warn("failed sign-in", "username", req.Username, "ip", ip, "knownDevice", knownDevice)
			auditFailedSignIn(d, r, req.Username, "wrong password")
			writeError(w, r, log, content.Errorf(content.Unauthorized, "Invalid username or password"))
			return
		}
		if acc.Deactivated {
			// The right password of a deactivated account still counts as an attempt.
			log.Warn("sign-in of a deactivated account", "username", req.Username, "ip", ip)
			auditFailedSignIn(d, r, acc.Username, "deactivated")
			writeError(w, r, log, content.Errorf(content.Forbidden, "%s", content.Staff.Deactivated))
			return
		}
		refund()
		if acc.TwoFactor {
			// The code is counted on its own, by the second step.
			askSecondFactor(d, w, r, acc)
			return
		}
		startSession(d, w, r, acc, "password")
	})
}

// busyMessage answers a password check refused while too many wait for one.
const busyMessage = "The server is busy. Please try again in a moment."

// busy answers 503 with a Retry-After of a second: more password checks wait than the
// hashing slots can take soon (auth.ErrBusy).
func busy(w http.ResponseWriter) {
	setRetryAfter(w, time.Second)
	encode(w, http.StatusServiceUnavailable, envelope{Message: busyMessage})
}

// meAnswer is the answer of GET /api/auth/me; MustChangePassword as in loginAnswer, and
// MustEnrolTwoFactor, true while the owners require two-factor sign-in of this account and
// it has none (the panel then shows the setup alone).
type meAnswer struct {
	Username           string       `json:"username"`
	Role               content.Role `json:"role"`
	MustChangePassword bool         `json:"mustChangePassword,omitempty"`
	MustEnrolTwoFactor bool         `json:"mustEnrolTwoFactor,omitempty"`
}

// handleMe answers GET /api/auth/me: 200 {username, role} for a live session, 401 otherwise.
func handleMe(d *deps) http.Handler {
	store, log := d.store, d.log
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		token := sessionToken(r, d.signIn.session)
		if token == "" {
			writeError(w, r, log, content.Errorf(content.Unauthorized, "Not signed in"))
			return
		}
		acc, err := store.SessionAccount(r.Context(), auth.HashToken(token))
		if err != nil {
			writeError(w, r, log, err)
			return
		}
		encode(w, http.StatusOK, meAnswer{Username: acc.Username, Role: acc.Role, MustChangePassword: acc.MustChangePassword,
			MustEnrolTwoFactor: acc.MustEnrolTwoFactor})
	})
}

// newPasswordError answers why a password cannot be chosen, or "": it is missing, longer than
// maxPasswordBytes, or shorter than content.Password.MinLength characters.
func newPasswordError(password string) string {
	switch {
	case password == "":
		return content.MsgRequired
	case len(password) > maxPasswordBytes:
		return content.MsgInvalidInput
	case utf8.RuneCountInString(password) < content.Password.MinLength:
		return content.Password.TooShort
	}
	return ""
}

// passwordRoute is the one admin route open to an admin who must choose a new password.
const passwordRoute = "POST /api/auth/password"

// passwordChange is the body of POST /api/auth/password.
type passwordChange struct {
	CurrentPassword string `json:"currentPassword"`
	NewPassword     string `json:"newPassword"`
}

// handlePasswordChange answers POST /api/auth/password: the signed-in admin replaces their
// password, giving the current one. 400 with field errors for a missing or wrong current
// password, or a new one shorter than content.Password.MinLength characters or equal to the
// current one, worded by content.Password (web/content/rules.json, which the panel reads), or
// either over maxPasswordBytes; 429 after too many wrong current passwords; 503 as a
// sign-in's when too many password checks wait. On success the admin's other sessions end, the
// mark of a generated password is cleared and its file deleted.
func handlePasswordChange(d *deps) http.Handler {
	store, log := d.store, d.log
	wrongGuesses := d.limit("password-change", nil, 5, time.Minute) // per admin, so a session cannot guess at speed
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		var req passwordChange
		if err := decode(w, r, &req); err != nil {
			writeError(w, r, log, err)
			return
		}
		fields := content.FieldErrors{}
		switch {
		case req.CurrentPassword == "":
			fields["currentPassword"] = content.MsgRequired
		case len(req.CurrentPassword) > maxPasswordBytes:
			fields["currentPassword"] = content.MsgInvalidInput
		case newPasswordError(req.NewPassword) != "":
			fields["newPassword"] = newPasswordError(req.NewPassword)
		case req.NewPassword == req.CurrentPassword:
			fields["newPassword"] = content.Password.SameAsCurrent
		}
		if err := validate(fields); err != nil {
			writeError(w, r, log, err)
			return
		}
		name := signedInAdmin(r)
		if wait := wrongGuesses.Take(strings.ToLower(name)); wait > 0 {
			tooMany(w, r, log, wait, "Too many wrong passwords. Please try again later.")
			return
		}
		_, hash, err := store.AdminPasswordHash(r.Context(), name)
		if err != nil {
			writeError(w, r, log, err)
			return
		}
		ok, err := auth.CheckPassword(r.Context(), hash, req.CurrentPassword)
		if err != nil {
			wrongGuesses.Return(strings.ToLower(name))
			if errors.Is(err, auth.ErrBusy) {
				busy(w)
			} else {
				writeError(w, r, log, err)
			}
			return
		}
		if !ok {
			log.Warn("wrong current password in a password change", "username", name)
			writeError(w, r, log, content.ValidationError(content.FieldErrors{"currentPassword": content.Password.WrongCurrent}))
			return
		}
		wrongGuesses.Return(strings.ToLower(name))
		newHash, err := d.passwordCost.Hash(r.Context(), req.NewPassword)
		if err == nil {
			err = store.ChangeOwnPassword(r.Context(), name, newHash, auth.HashToken(sessionToken(r, d.signIn.session)))
		}
		if err != nil {
			writeError(w, r, log, err)
			return
		}
		log.Info("admin chose a new password; their other sessions ended", "username", name)
		encode(w, http.StatusOK, message{Message: content.Password.Changed})
	})
}

// handleLogout answers POST /api/auth/logout: the presented session ends on the server and
// the cookie is cleared; 200 even without a session.
func handleLogout(d *deps) http.Handler {
	store, log := d.store, d.log
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if token := sessionToken(r, d.signIn.session); token != "" {
			if err := store.DeleteSession(r.Context(), auth.HashToken(token)); err != nil {
				writeError(w, r, log, err)
				return
			}
		}
		d.signIn.setSession(w, "")
		encode(w, http.StatusOK, msgf("Signed out"))
	})
}
