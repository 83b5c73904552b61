package httpapi

import (
	"context"
	"errors"
	"maps"
	"net/http"
	"strings"
	"time"

	"github.com/qrs-site/qrs/internal/auth"
	"github.com/qrs-site/qrs/internal/content"
	"github.com/qrs-site/qrs/internal/database"
)

// twoFactorRoutes are the routes of two-factor sign-in: the second step of a sign-in, each
// account's own enrolment, and the owners' setting that requires it of everyone.
func twoFactorRoutes(d *deps) []route {
	passwords := d.limit("two-factor-password", nil, 5, time.Minute) // wrong passwords, per account, as a password change's
	return []route{
		{"POST /api/auth/login/two-factor", public, handleLoginTwoFactor(d)},
		{twoFactorStateRoute, viewer, handleTwoFactorState(d)},
		{twoFactorSetupRoute, viewer, handleTwoFactorSetup(d)},
		{twoFactorEnableRoute, viewer, handleTwoFactorEnable(d, passwords)},
		{"POST /api/auth/two-factor/disable", viewer, handleTwoFactorDisable(d, passwords)},
		{"POST /api/auth/two-factor/recovery-codes", viewer, handleRecoveryCodes(d, passwords)},
		{"GET /api/settings/security", ownerOnly, handleSecuritySettings(d)},
		{"PUT /api/settings/security", ownerOnly, handleSecuritySettingsPut(d)},
	}
}

// The routes an account the owners require two-factor sign-in of may use before it has it
// (with the password change, requireRole): its state, the setup and its confirmation.
const (
	twoFactorStateRoute  = "GET /api/auth/two-factor"
	twoFactorSetupRoute  = "POST /api/auth/two-factor/setup"
	twoFactorEnableRoute = "POST /api/auth/two-factor/enable"
)

// enrolRoute reports whether pattern is a route open to an account that must first set up
// two-factor sign-in.
func enrolRoute(pattern string) bool {
	switch pattern {
	case twoFactorStateRoute, twoFactorSetupRoute, twoFactorEnableRoute, passwordRoute:
		return true
	}
	return false
}

// challengeTTL is how long the second step of a sign-in waits for its code.
const challengeTTL = 5 * time.Minute

// twoFactorChallenge is the answer to a right password of an account with two-factor
// sign-in: no session yet, a challenge that a code completes (POST /api/auth/login/two-factor).
type twoFactorChallenge struct {
	TwoFactorRequired bool   `json:"twoFactorRequired"`
	Challenge         string `json:"challenge"`
}

// signedIn is the answer to a completed sign-in: loginAnswer, and TwoFactorSetupRequired
// while the owners require two-factor sign-in of an account that has none, whose session
// can do nothing but set it up (requireRole).
type signedIn struct {
	loginAnswer
	TwoFactorSetupRequired bool `json:"twoFactorSetupRequired,omitempty"`
}

// askSecondFactor answers a right password of acc, which has two-factor sign-in, with a
// challenge kept in the database: it outlives a restart, any of several server processes
// can complete it, and completing it deletes it, so it is good once.
func askSecondFactor(d *deps, w http.ResponseWriter, r *http.Request, acc database.SignInAccount) {
	token, err := auth.NewToken()
	if err == nil {
		err = d.store.CreateSignInChallenge(r.Context(), auth.HashToken(token), acc.ID, challengeTTL)
	}
	if err != nil {
		writeError(w, r, d.log, err)
		return
	}
	encode(w, http.StatusOK, twoFactorChallenge{TwoFactorRequired: true, Challenge: token})
}

// startSession signs acc in: a new session, its cookie and a fresh device cookie, an
// audit entry naming how (method), and the answer of a sign-in.
func startSession(d *deps, w http.ResponseWriter, r *http.Request, acc database.SignInAccount, method string) {
	ip := d.proxies.clientIP(r)
	token, err := auth.NewToken()
	if err == nil {
		err = d.store.CreateSession(r.Context(), auth.HashToken(token), acc.ID, time.Now().Add(sessionTTL),
			database.SessionInfo{UserAgent: r.UserAgent(), IP: ip})
	}
	if err != nil {
		writeError(w, r, d.log, err)
		return
	}
	ctx := content.WithActor(r.Context(), content.Actor{ID: acc.ID, Username: acc.Username, Role: acc.Role, IP: ip})
	auditSignIn(ctx, d, database.AuditEntry{Action: "sign-in", Kind: database.AccountKind, TargetID: acc.ID, Target: acc.Username,
		Changes: []database.AuditChange{{Field: "method", To: method}}})
	d.signIn.setSession(w, token)
	d.signIn.setDevice(w, r, strings.ToLower(acc.Username))
	encode(w, http.StatusOK, signedIn{
		loginAnswer:            loginAnswer{AuthToken: token, Username: acc.Username, Role: acc.Role, MustChangePassword: acc.MustChangePassword},
		TwoFactorSetupRequired: acc.MustEnrolTwoFactor,
	})
}

// auditFailedSignIn records a refused sign-in as username from r's address: nobody is
// signed in, so the typed name stands for who.
func auditFailedSignIn(d *deps, r *http.Request, username, reason string) {
	ctx := content.WithActor(r.Context(), content.Actor{Username: username, IP: d.proxies.clientIP(r)})
	auditSignIn(ctx, d, database.AuditEntry{Action: "sign-in-failed", Kind: database.AccountKind, Target: username,
		Changes: []database.AuditChange{{Field: "reason", To: reason}}})
}

// auditSignIn writes e to the audit log; a sign-in's answer does not wait on it, so a
// failure is logged rather than answered.
func auditSignIn(ctx context.Context, d *deps, e database.AuditEntry) {
	if err := d.store.Audit(ctx, e); err != nil {
		d.log.Error("a sign-in could not be written to the audit log", "action", e.Action, "username", e.Target, "err", err)
	}
}

// secondFactor is the body of POST /api/auth/login/two-factor: the challenge of the
// password step and either a code of the authenticator app or a recovery code.
type secondFactor struct {
	Challenge    string `json:"challenge"`
	Code         string `json:"code"`
	RecoveryCode string `json:"recoveryCode"`
}

// maxRecoveryCodeBytes caps a typed recovery code (theirs are 11 characters), and
// maxChallengeBytes a challenge (theirs are 43).
const (
	maxRecoveryCodeBytes = 64
	maxChallengeBytes    = 100
)

// validCode checks the shape of an authenticator code: content.TwoFactor.CodeLength digits.
func validCode(code string) bool {
	if len(code) != content.TwoFactor.CodeLength {
		return false
	}
	for _, c := range code {
		if c < '0' || c > '9' {
			return false
		}
	}
	return true
}

// handleLoginTwoFactor answers POST /api/auth/login/two-factor, the second step of a sign-in:
// with a right code (of the step now, or of the one before or after) or an unused recovery
// code, the answer and cookies of POST /api/auth/login. 400 for a missing challenge or a code
// of the wrong shape (content.TwoFactor.CodeFormat), before anything is counted; 401
// content.TwoFactor.ChallengeExpired when the password step is gone (after challengeTTL, or
// completed), content.TwoFactor.WrongCode for a wrong code or one used already (the same
// step twice), content.TwoFactor.WrongRecoveryCode for a wrong or spent recovery code, and
// content.TwoFactor.TooManyCodes for the last wrong code a challenge takes
// (maxChallengeCodes) and for any code after it, right or wrong: the password must be typed
// again; 429 (Retry-After) as a sign-in's, since every code attempt takes its tokens from
// the sign-in limits as a password does, and when the account's own limit of wrong
// authenticator codes is spent (signIn.codeAttempt; a recovery code is still taken). Only a
// right code gives the tokens back.
func handleLoginTwoFactor(d *deps) http.Handler {
	store, in, log := d.store, d.signIn, d.log
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		var req secondFactor
		if err := decode(w, r, &req); err != nil {
			writeError(w, r, log, err)
			return
		}
		req.Code = strings.TrimSpace(req.Code)
		fields := secondFactorErrors(req)
		switch {
		case req.Challenge == "":
			fields["challenge"] = content.MsgRequired
		case len(req.Challenge) > maxChallengeBytes:
			fields["challenge"] = content.MsgInvalidInput
		}
		if err := validate(fields); err != nil {
			writeError(w, r, log, err)
			return
		}
		challenge := auth.HashToken(req.Challenge)
		acc, err := store.SignInChallenge(r.Context(), challenge)
		if err != nil {
			writeError(w, r, log, err)
			return
		}
		user, ip := strings.ToLower(acc.Username), d.proxies.clientIP(r)
		refund, _, wait := in.attempt(r, user)
		if wait > 0 {
			tooMany(w, r, log, wait, "Too many sign-in attempts. Please try again later.")
			return
		}
		refundCode := func() {}
		if req.RecoveryCode == "" {
			if refundCode, wait = in.codeAttempt(r, user, acc.ID); wait > 0 {
				refund()
				log.Warn("second step refused: too many wrong codes for the account", "username", acc.Username, "ip", ip)
				tooMany(w, r, log, wait, tooManyAccountCodes)
				return
			}
		}
		// The challenge's attempt is taken before the code is checked, so that codes sent
		// together cannot try more than maxChallengeCodes on one challenge.
		attempt, err := store.TakeSignInChallengeAttempt(r.Context(), challenge, maxChallengeCodes)
		if err != nil {
			refund()
			refundCode()
			writeError(w, r, log, err)
			return
		}
		if attempt == 0 {
			// The sign-in limits keep this attempt: it is one more try on a spent challenge.
			refundCode()
			writeError(w, r, log, content.Errorf(content.Unauthorized, "%s", content.TwoFactor.TooManyCodes))
			return
		}
		ok, method, wrong, err := checkSecondFactor(r.Context(), store, acc.ID, req)
		if err != nil {
			refund()
			refundCode()
			writeError(w, r, log, err)
			return
		}
		if !ok {
			log.Warn("failed sign-in: wrong second factor", "username", acc.Username, "ip", ip, "method", method)
			auditFailedSignIn(d, r, acc.Username, "wrong "+method)
			if attempt >= maxChallengeCodes {
				log.Warn("sign-in challenge ended after too many wrong codes", "username", acc.Username, "ip", ip)
				wrong = content.TwoFactor.TooManyCodes
			}
			writeError(w, r, log, content.Errorf(content.Unauthorized, "%s", wrong))
			return
		}
		// Of two requests with right codes, one completes the challenge; the other is too late.
		if ended, err := store.EndSignInChallenge(r.Context(), challenge); err != nil || !ended {
			if err == nil {
				err = content.Errorf(content.Unauthorized, "%s", content.TwoFactor.ChallengeExpired)
			}
			writeError(w, r, log, err)
			return
		}
		refund()
		refundCode()
		startSession(d, w, r, acc, method)
	})
}

// tooManyAccountCodes refuses an authenticator code while the account's limit of wrong ones
// is spent, pointing to what still works.
const tooManyAccountCodes = "Too many wrong authentication codes for this account. Use a recovery code, or try again later."

// secondFactorErrors answers what is wrong with the shape of req's code or recovery code:
// one of them is needed, a code of content.TwoFactor.CodeLength digits, a recovery code of
// at most maxRecoveryCodeBytes. Nothing is counted for a refusal of these.
func secondFactorErrors(req secondFactor) content.FieldErrors {
	fields := content.FieldErrors{}
	switch {
	case req.RecoveryCode != "":
		if len(req.RecoveryCode) > maxRecoveryCodeBytes {
			fields["recoveryCode"] = content.TwoFactor.WrongRecoveryCode
		}
	case req.Code == "":
		fields["code"] = content.MsgRequired
	case !validCode(req.Code):
		fields["code"] = content.TwoFactor.CodeFormat
	}
	return fields
}

// checkSecondFactor checks req's code, or its recovery code, for the account: whether it
// is right (spending it: a code's step, a recovery code), what kind of code it was, and the
// words of its refusal.
func checkSecondFactor(ctx context.Context, store *database.Store, adminID int64, req secondFactor) (ok bool, method, wrong string, err error) {
	if req.RecoveryCode != "" {
		ok, err = store.UseRecoveryCode(ctx, adminID, auth.HashToken(auth.NormalizeRecoveryCode(req.RecoveryCode)))
		return ok, "recovery code", content.TwoFactor.WrongRecoveryCode, err
	}
	method, wrong = "authentication code", content.TwoFactor.WrongCode
	secret, err := store.TwoFactorSecret(ctx, adminID)
	if err != nil || secret == "" {
		return false, method, wrong, err
	}
	step, right := auth.TOTPStep(secret, req.Code, store.Now())
	if !right {
		return false, method, wrong, nil
	}
	ok, err = store.UseTwoFactorStep(ctx, adminID, step)
	return ok, method, wrong, err
}

// handleTwoFactorState answers GET /api/auth/two-factor: the signed-in account's own
// two-factor sign-in {enabled, enabledAt, recoveryCodesLeft, required}.
func handleTwoFactorState(d *deps) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		actor, _ := content.ActorFrom(r.Context())
		st, err := d.store.TwoFactorState(r.Context(), actor.ID)
		if err != nil {
			writeError(w, r, d.log, err)
			return
		}
		encode(w, http.StatusOK, st)
	})
}

// twoFactorSetup is the answer of POST /api/auth/two-factor/setup.
type twoFactorSetup struct {
	Secret string `json:"secret"`
	URL    string `json:"otpauthUrl"`
	QRCode string `json:"qrCode"`
}

// handleTwoFactorSetup answers POST /api/auth/two-factor/setup: a new secret for the
// signed-in account, made and kept by the server until a code of it confirms it (an earlier
// setup under way is replaced): {secret (base32, to type by hand), otpauthUrl, qrCode (a PNG
// data: URL)}. 409 while two-factor sign-in is on (content.TwoFactor.AlreadyOn).
func handleTwoFactorSetup(d *deps) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		actor, _ := content.ActorFrom(r.Context())
		key, err := auth.NewTOTP(content.TwoFactor.Issuer, actor.Username)
		if err == nil {
			err = d.store.StartTwoFactorSetup(r.Context(), actor.ID, key.Secret)
		}
		if err != nil {
			writeError(w, r, d.log, err)
			return
		}
		encode(w, http.StatusOK, twoFactorSetup{Secret: key.Secret, URL: key.URL, QRCode: key.QRCode})
	})
}

// enableRequest is the body of POST /api/auth/two-factor/enable: the account's password and
// a code of the setup under way.
type enableRequest struct {
	Password string `json:"password"`
	Code     string `json:"code"`
}

// recoveryCodes answers a new set of recovery codes, shown this once.
type recoveryCodes struct {
	RecoveryCodes []string `json:"recoveryCodes"`
}

// newRecoveryCodes makes a set of recovery codes and the hashes the store keeps of them.
func newRecoveryCodes() (codes, hashes []string, err error) {
	codes, err = auth.NewRecoveryCodes()
	for _, c := range codes {
		hashes = append(hashes, auth.HashToken(auth.NormalizeRecoveryCode(c)))
	}
	return codes, hashes, err
}

// handleTwoFactorEnable answers POST /api/auth/two-factor/enable {password, code}: the
// account's password and a right code of the setup under way turn two-factor sign-in on,
// end the account's other sessions (the one asking stays) and answer {recoveryCodes}, ten
// one-time codes shown this once. 400 by field for a missing or wrong password
// (content.Password.WrongCurrent) or a code of the wrong shape or a wrong one
// (content.TwoFactor.CodeFormat, WrongCode); 409 without a setup under way
// (content.TwoFactor.NoSetup); 429 after too many wrong passwords or codes (per account);
// 503 as a sign-in's when too many password checks wait.
func handleTwoFactorEnable(d *deps, wrongPasswords auth.Limit) http.Handler {
	wrongCodes := d.limit("two-factor-enable", nil, 10, time.Minute)
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		var req enableRequest
		if err := decode(w, r, &req); err != nil {
			writeError(w, r, d.log, err)
			return
		}
		req.Code = strings.TrimSpace(req.Code)
		fields := passwordErrors(req.Password)
		if !validCode(req.Code) {
			fields["code"] = content.TwoFactor.CodeFormat
		}
		if err := validate(fields); err != nil {
			writeError(w, r, d.log, err)
			return
		}
		actor, _ := content.ActorFrom(r.Context())
		secret, err := d.store.PendingTwoFactorSecret(r.Context(), actor.ID)
		if err != nil {
			writeError(w, r, d.log, err)
			return
		}
		if !checkOwnPassword(d, w, r, wrongPasswords, req.Password) {
			return
		}
		key := actor.Username
		if wait := wrongCodes.Take(key); wait > 0 {
			tooMany(w, r, d.log, wait, "Too many wrong codes. Please try again later.")
			return
		}
		step, ok := auth.TOTPStep(secret, req.Code, d.store.Now())
		if !ok {
			writeError(w, r, d.log, content.ValidationError(content.FieldErrors{"code": content.TwoFactor.WrongCode}))
			return
		}
		wrongCodes.Return(key)
		codes, hashes, err := newRecoveryCodes()
		if err == nil {
			err = d.store.EnableTwoFactor(r.Context(), actor.ID, actor.Username, secret, step, hashes, currentSession(d, r))
		}
		if err != nil {
			writeError(w, r, d.log, err)
			return
		}
		d.log.Info("two-factor sign-in turned on; the account's other sessions ended", "username", actor.Username)
		encode(w, http.StatusOK, recoveryCodes{RecoveryCodes: codes})
	})
}

// currentSession answers the hash of the session r is signed in with, the one a change
// that ends the account's other sessions keeps.
func currentSession(d *deps, r *http.Request) string {
	return auth.HashToken(sessionToken(r, d.signIn.session))
}

// passwordRequest is the body of the routes that ask for the account's password again.
type passwordRequest struct {
	Password string `json:"password"`
}

// passwordErrors answers what is wrong with the shape of a password typed again: missing, or
// longer than maxPasswordBytes.
func passwordErrors(password string) content.FieldErrors {
	switch {
	case password == "":
		return content.FieldErrors{"password": content.MsgRequired}
	case len(password) > maxPasswordBytes:
		return content.FieldErrors{"password": content.MsgInvalidInput}
	}
	return content.FieldErrors{}
}

// checkOwnPassword checks password, typed again, against the signed-in account's, answering
// the refusal itself and false when it is wrong (400, content.Password.WrongCurrent), after
// too many wrong ones (429, per account, counted in wrong) or when the check is busy (503).
// Its shape is checked before (passwordErrors).
func checkOwnPassword(d *deps, w http.ResponseWriter, r *http.Request, wrong auth.Limit, password string) bool {
	actor, _ := content.ActorFrom(r.Context())
	key := strings.ToLower(actor.Username)
	if wait := wrong.Take(key); wait > 0 {
		tooMany(w, r, d.log, wait, "Too many wrong passwords. Please try again later.")
		return false
	}
	_, hash, err := d.store.AdminPasswordHash(r.Context(), actor.Username)
	ok := false
	if err == nil {
		ok, err = auth.CheckPassword(r.Context(), hash, password)
	}
	switch {
	case errors.Is(err, auth.ErrBusy):
		wrong.Return(key)
		busy(w)
		return false
	case err != nil:
		wrong.Return(key)
		writeError(w, r, d.log, err)
		return false
	case !ok:
		d.log.Warn("wrong password to change two-factor sign-in", "username", actor.Username)
		writeError(w, r, d.log, content.ValidationError(content.FieldErrors{"password": content.Password.WrongCurrent}))
		return false
	}
	wrong.Return(key)
	return true
}

// disableRequest is the body of POST /api/auth/two-factor/disable: the account's password and
// a code of its authenticator app, or one of its recovery codes.
type disableRequest struct {
	Password     string `json:"password"`
	Code         string `json:"code"`
	RecoveryCode string `json:"recoveryCode"`
}

// handleTwoFactorDisable answers POST /api/auth/two-factor/disable {password, code} or
// {password, recoveryCode}: with the account's password and a code of its app now (or an
// unused recovery code), its two-factor sign-in and recovery codes are gone and its other
// sessions end (the one asking stays); the answer is the new state. 400 by field for a
// missing or wrong password, a code of the wrong shape, a wrong or used code
// (content.TwoFactor.WrongCode) or recovery code (WrongRecoveryCode); 409 while the owners
// require it (content.TwoFactor.RequiredCannotDisable) or when it is off; 429 after too many
// wrong passwords, or wrong codes (the account's limit of a sign-in's second step).
func handleTwoFactorDisable(d *deps, wrongPasswords auth.Limit) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		var req disableRequest
		if err := decode(w, r, &req); err != nil {
			writeError(w, r, d.log, err)
			return
		}
		req.Code = strings.TrimSpace(req.Code)
		fields := passwordErrors(req.Password)
		maps.Copy(fields, secondFactorErrors(secondFactor{Code: req.Code, RecoveryCode: req.RecoveryCode}))
		if err := validate(fields); err != nil {
			writeError(w, r, d.log, err)
			return
		}
		actor, _ := content.ActorFrom(r.Context())
		st, err := d.store.TwoFactorState(r.Context(), actor.ID)
		switch {
		case err != nil:
		case !st.Enabled:
			err = content.Errorf(content.Conflict, "%s", content.TwoFactor.NotEnabled)
		case st.Required:
			err = content.Errorf(content.Conflict, "%s", content.TwoFactor.RequiredCannotDisable)
		}
		if err != nil {
			writeError(w, r, d.log, err)
			return
		}
		if !checkOwnPassword(d, w, r, wrongPasswords, req.Password) {
			return
		}
		refund := func() {}
		if req.RecoveryCode == "" {
			var wait time.Duration
			if refund, wait = d.signIn.codeAttempt(r, strings.ToLower(actor.Username), actor.ID); wait > 0 {
				tooMany(w, r, d.log, wait, tooManyAccountCodes)
				return
			}
		}
		ok, method, wrong, err := checkSecondFactor(r.Context(), d.store, actor.ID, secondFactor{Code: req.Code, RecoveryCode: req.RecoveryCode})
		if err != nil {
			refund()
			writeError(w, r, d.log, err)
			return
		}
		if !ok {
			d.log.Warn("wrong code to turn two-factor sign-in off", "username", actor.Username, "method", method)
			field := "code"
			if req.RecoveryCode != "" {
				field = "recoveryCode"
			}
			writeError(w, r, d.log, content.ValidationError(content.FieldErrors{field: wrong}))
			return
		}
		refund()
		if err := d.store.DisableTwoFactor(r.Context(), actor.ID, actor.Username, currentSession(d, r)); err != nil {
			writeError(w, r, d.log, err)
			return
		}
		d.log.Info("two-factor sign-in turned off; the account's other sessions ended", "username", actor.Username)
		handleTwoFactorState(d).ServeHTTP(w, r)
	})
}

// handleRecoveryCodes answers POST /api/auth/two-factor/recovery-codes {password}: ten new
// recovery codes {recoveryCodes} replace the account's, shown this once. 400 for a wrong
// password; 409 without two-factor sign-in.
func handleRecoveryCodes(d *deps, wrongPasswords auth.Limit) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		var req passwordRequest
		if err := decode(w, r, &req); err != nil {
			writeError(w, r, d.log, err)
			return
		}
		if err := validate(passwordErrors(req.Password)); err != nil {
			writeError(w, r, d.log, err)
			return
		}
		if !checkOwnPassword(d, w, r, wrongPasswords, req.Password) {
			return
		}
		actor, _ := content.ActorFrom(r.Context())
		codes, hashes, err := newRecoveryCodes()
		if err == nil {
			err = d.store.ReplaceRecoveryCodes(r.Context(), actor.ID, actor.Username, hashes)
		}
		if err != nil {
			writeError(w, r, d.log, err)
			return
		}
		encode(w, http.StatusOK, recoveryCodes{RecoveryCodes: codes})
	})
}

// securitySettings are the owners' security settings: GET and PUT /api/settings/security.
type securitySettings struct {
	RequireTwoFactor *bool `json:"requireTwoFactor"`
}

// handleSecuritySettings answers GET /api/settings/security: {requireTwoFactor}.
func handleSecuritySettings(d *deps) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		required, err := d.store.RequireTwoFactor(r.Context())
		if err != nil {
			writeError(w, r, d.log, err)
			return
		}
		encode(w, http.StatusOK, securitySettings{RequireTwoFactor: &required})
	})
}

// handleSecuritySettingsPut answers PUT /api/settings/security {requireTwoFactor}: whether
// every account must sign in with two factors; an account without afterwards can only set
// it up. 400 without the field; 409 when the owner has no two-factor sign-in of their own
// (content.TwoFactor.EnrolBeforeRequiring).
func handleSecuritySettingsPut(d *deps) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		var req securitySettings
		if err := decode(w, r, &req); err != nil {
			writeError(w, r, d.log, err)
			return
		}
		if req.RequireTwoFactor == nil {
			writeError(w, r, d.log, content.ValidationError(content.FieldErrors{"requireTwoFactor": content.MsgRequired}))
			return
		}
		if err := d.store.SetRequireTwoFactor(r.Context(), *req.RequireTwoFactor); err != nil {
			writeError(w, r, d.log, err)
			return
		}
		handleSecuritySettings(d).ServeHTTP(w, r)
	})
}
