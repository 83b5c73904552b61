package httpapi

import (
	"context"
	"net/http"
	"strconv"
	"strings"
	"time"
	"unicode"
	"unicode/utf8"

	"github.com/qrs-site/qrs/internal/auth"
	"github.com/qrs-site/qrs/internal/content"
	"github.com/qrs-site/qrs/internal/database"
)

// signInLinkTTL is how long a one-time sign-in link an owner hands over stays good: long
// enough for a colleague to find the message after a weekend, short enough that a link
// forgotten in a mailbox does not open the panel months later.
const signInLinkTTL = 7 * 24 * time.Hour

// staffRoutes are the routes of staff accounts and sessions: owners manage the accounts,
// everyone sees and ends their own sessions, and a sign-in link lets its holder choose a
// password and sign in.
func staffRoutes(d *deps) []route {
	return []route{
		{"GET /api/staff", ownerOnly, handleStaffList(d)},
		{"POST /api/staff", ownerOnly, handleStaffCreate(d)},
		{"PATCH /api/staff/{id}", ownerOnly, handleStaffChange(d)},
		{"POST /api/staff/{id}/access", ownerOnly, handleStaffAccess(d)},
		{"GET /api/staff/{id}/sessions", ownerOnly, handleSessionsOf(d, false)},
		{"DELETE /api/staff/{id}/sessions", ownerOnly, handleEndSessions(d, false)},
		{"DELETE /api/staff/{id}/sessions/{session}", ownerOnly, handleEndSessions(d, false)},

		{"GET /api/auth/sessions", viewer, handleSessionsOf(d, true)},
		{"DELETE /api/auth/sessions", viewer, handleEndSessions(d, true)},
		{"DELETE /api/auth/sessions/{session}", viewer, handleEndSessions(d, true)},

		{"POST /api/auth/link/check", public, handleSignInLinkCheck(d)},
		{"POST /api/auth/link", public, handleSignInLinkUse(d)},
	}
}

// staffAccess is how an owner lets someone in: a temporary password to be replaced at the
// first sign-in, or a one-time sign-in link through which they choose their own.
type staffAccess string

const (
	accessPassword staffAccess = "password"
	accessLink     staffAccess = "link"
)

// staffGrant answers an account created or reset: the account and, once, what lets its
// holder in (the temporary password or the sign-in link), for the owner to pass on.
type staffGrant struct {
	Account           content.StaffAccount `json:"account"`
	TemporaryPassword string               `json:"temporaryPassword,omitempty"`
	SignInLink        string               `json:"signInLink,omitempty"`
	LinkExpiresAt     string               `json:"linkExpiresAt,omitempty"`
}

// checkUsername answers why a username cannot be an account's, or "": 2 to 100 bytes of
// letters, digits and . _ - @ +, so it reads the same in the log and in the panel.
func checkUsername(name string) string {
	if name == "" {
		return content.MsgRequired
	}
	if len(name) < 2 || len(name) > maxUsernameBytes || !utf8.ValidString(name) {
		return "Use 2 to 100 characters"
	}
	for _, r := range name {
		if !unicode.IsLetter(r) && !unicode.IsDigit(r) && !strings.ContainsRune("._-@+", r) {
			return "Use letters, digits and . _ - @ + only"
		}
	}
	return ""
}

// checkRole answers why role cannot be given, or "".
func checkRole(role content.Role) string {
	if role == "" {
		return content.MsgRequired
	}
	if !role.Valid() {
		var names []string
		for _, r := range content.Staff.Roles {
			names = append(names, string(r.Value))
		}
		return "Choose " + strings.Join(names[:len(names)-1], ", ") + " or " + names[len(names)-1]
	}
	return ""
}

// handleStaffList answers GET /api/staff: every account.
func handleStaffList(d *deps) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		list, err := d.store.ListStaff(r.Context())
		if err != nil {
			writeError(w, r, d.log, err)
			return
		}
		encode(w, http.StatusOK, list)
	})
}

// newStaff is the body of POST /api/staff.
type newStaff struct {
	Username string       `json:"username"`
	Role     content.Role `json:"role"`
	Access   staffAccess  `json:"access"`
}

// handleStaffCreate answers POST /api/staff {username, role, access}: 201 with the account
// and its temporary password or sign-in link (staffGrant); 400 with field errors; 409 for a
// username taken.
func handleStaffCreate(d *deps) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		var req newStaff
		if err := decode(w, r, &req); err != nil {
			writeError(w, r, d.log, err)
			return
		}
		req.Username = strings.TrimSpace(req.Username)
		fields := content.FieldErrors{}
		if msg := checkUsername(req.Username); msg != "" {
			fields["username"] = msg
		}
		if msg := checkRole(req.Role); msg != "" {
			fields["role"] = msg
		}
		if req.Access != accessPassword && req.Access != accessLink {
			fields["access"] = "Choose a temporary password or a sign-in link"
		}
		if err := validate(fields); err != nil {
			writeError(w, r, d.log, err)
			return
		}
		// An account let in by a link has a random password nobody knows until its holder
		// chooses one through the link.
		password, err := auth.GeneratePassword()
		var hash string
		if err == nil {
			hash, err = d.passwordCost.Hash(r.Context(), password)
		}
		if err != nil {
			writeError(w, r, d.log, err)
			return
		}
		acc, err := d.store.CreateStaff(r.Context(), req.Username, req.Role, hash, req.Access == accessPassword)
		if err != nil {
			writeError(w, r, d.log, err)
			return
		}
		grant, err := d.grant(r, acc, req.Access, password)
		if err != nil {
			writeError(w, r, d.log, err)
			return
		}
		d.log.Info("staff account created", "username", acc.Username, "role", acc.Role, "by", signedInAdmin(r))
		encode(w, http.StatusCreated, grant)
	})
}

// grant makes what lets the holder of acc in: the temporary password given, or a new
// sign-in link.
func (d *deps) grant(r *http.Request, acc content.StaffAccount, access staffAccess, password string) (staffGrant, error) {
	if access == accessPassword {
		return staffGrant{Account: acc, TemporaryPassword: password}, nil
	}
	link, expires, err := NewSignInLink(r.Context(), d.store, d.baseURL, acc.ID, signInLinkTTL)
	if err != nil {
		return staffGrant{}, err
	}
	return staffGrant{Account: acc, SignInLink: link, LinkExpiresAt: expires.UTC().Format(time.RFC3339)}, nil
}

// NewSignInLink makes a one-time sign-in link of the account id, good for ttl (an earlier
// unused one of it ends), and answers its address under the site's public origin baseURL
// and when it ends. Its holder chooses a password and is signed in (POST /api/auth/link),
// past the sign-in limits, which count guesses and a link is not one.
func NewSignInLink(ctx context.Context, store *database.Store, baseURL string, id int64, ttl time.Duration) (string, time.Time, error) {
	token, err := auth.NewToken()
	if err != nil {
		return "", time.Time{}, err
	}
	expires, err := store.CreateSignInLink(ctx, id, auth.HashToken(token), ttl)
	if err != nil {
		return "", time.Time{}, err
	}
	// The token travels in the fragment, which browsers never send: it stays out of every
	// request log and Referer on its way to the panel.
	return strings.TrimRight(baseURL, "/") + "/admin#welcome=" + token, expires, nil
}

// staffChange is the body of PATCH /api/staff/{id}: a new role, or active false/true.
type staffChange struct {
	Role   *content.Role `json:"role"`
	Active *bool         `json:"active"`
}

// handleStaffChange answers PATCH /api/staff/{id} {role?, active?}: 200 with the account;
// 409 when no active owner would be left. Deactivating ends the account's sessions.
func handleStaffChange(d *deps) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		id, err := pathID(r)
		if err != nil {
			writeError(w, r, d.log, err)
			return
		}
		var req staffChange
		if err := decode(w, r, &req); err != nil {
			writeError(w, r, d.log, err)
			return
		}
		fields := content.FieldErrors{}
		if req.Role == nil && req.Active == nil {
			fields["role"] = "Give a role or whether the account is active"
		}
		if req.Role != nil {
			if msg := checkRole(*req.Role); msg != "" {
				fields["role"] = msg
			}
		}
		if err := validate(fields); err != nil {
			writeError(w, r, d.log, err)
			return
		}
		var acc content.StaffAccount
		if req.Role != nil {
			acc, err = d.store.SetStaffRole(r.Context(), id, *req.Role)
		}
		if err == nil && req.Active != nil {
			acc, err = d.store.SetStaffActive(r.Context(), id, *req.Active)
		}
		if err != nil {
			writeError(w, r, d.log, err)
			return
		}
		encode(w, http.StatusOK, acc)
	})
}

// handleStaffAccess answers POST /api/staff/{id}/access {access}: the account's password
// is replaced by a temporary one (or a random one and a sign-in link), its sessions end,
// and the answer carries what lets its holder back in (staffGrant).
func handleStaffAccess(d *deps) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		id, err := pathID(r)
		if err != nil {
			writeError(w, r, d.log, err)
			return
		}
		var req struct {
			Access staffAccess `json:"access"`
		}
		if err := decode(w, r, &req); err != nil {
			writeError(w, r, d.log, err)
			return
		}
		if req.Access != accessPassword && req.Access != accessLink {
			writeError(w, r, d.log, content.ValidationError(content.FieldErrors{"access": "Choose a temporary password or a sign-in link"}))
			return
		}
		password, err := auth.GeneratePassword()
		var hash string
		if err == nil {
			hash, err = d.passwordCost.Hash(r.Context(), password)
		}
		var acc content.StaffAccount
		if err == nil {
			acc, err = d.store.ResetStaffAccess(r.Context(), id, hash)
		}
		var grant staffGrant
		if err == nil {
			grant, err = d.grant(r, acc, req.Access, password)
		}
		if err != nil {
			writeError(w, r, d.log, err)
			return
		}
		d.log.Info("staff access reset", "username", acc.Username, "by", signedInAdmin(r))
		encode(w, http.StatusOK, grant)
	})
}

// sessionsAccount answers whose sessions a request names: the signed-in account's own, or
// the account {id} of the path.
func sessionsAccount(r *http.Request, own bool) (int64, error) {
	if own {
		a, _ := content.ActorFrom(r.Context())
		return a.ID, nil
	}
	return pathID(r)
}

// handleSessionsOf answers GET /api/auth/sessions (own) and GET /api/staff/{id}/sessions:
// the live sessions, the request's own marked current.
func handleSessionsOf(d *deps, own bool) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		id, err := sessionsAccount(r, own)
		var list []content.StaffSession
		if err == nil {
			list, err = d.store.ListSessions(r.Context(), id, auth.HashToken(sessionToken(r, d.signIn.session)))
		}
		if err != nil {
			writeError(w, r, d.log, err)
			return
		}
		encode(w, http.StatusOK, list)
	})
}

// handleEndSessions answers DELETE of a session ({session}) or of all of them: one's own
// sessions keep the current one when ending "all" (signing out is POST /api/auth/logout);
// an owner ending someone's ends them all.
func handleEndSessions(d *deps, own bool) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		id, err := sessionsAccount(r, own)
		if err != nil {
			writeError(w, r, d.log, err)
			return
		}
		var session int64
		if v := r.PathValue("session"); v != "" {
			if session, err = strconv.ParseInt(v, 10, 64); err != nil || session <= 0 {
				writeError(w, r, d.log, content.Errorf(content.NotFound, "Session not found"))
				return
			}
		}
		keep := ""
		if own {
			keep = auth.HashToken(sessionToken(r, d.signIn.session))
		}
		n, err := d.store.EndSessions(r.Context(), id, session, keep)
		if err != nil {
			writeError(w, r, d.log, err)
			return
		}
		encode(w, http.StatusOK, msgf("%d %s ended", n, plural(n, "session", "sessions")))
	})
}

// plural picks the word for n things.
func plural(n int64, one, many string) string {
	if n == 1 {
		return one
	}
	return many
}

// signInLinkBody is the body of POST /api/auth/link/check and POST /api/auth/link.
type signInLinkBody struct {
	Token       string `json:"token"`
	NewPassword string `json:"newPassword"`
}

// linkTake counts a use of a sign-in link against the client address's sign-in limit, so
// nobody can try tokens at speed; it answers false, having answered 429, when spent.
func (d *deps) linkTake(w http.ResponseWriter, r *http.Request) bool {
	if wait := d.signIn.perIP.Take(d.proxies.clientKey(r)); wait > 0 {
		tooMany(w, r, d.log, wait, "Too many attempts. Please try again later.")
		return false
	}
	return true
}

// handleSignInLinkCheck answers POST /api/auth/link/check {token}: 200 {username} while the
// link can be used, 404 with the words to show otherwise.
func handleSignInLinkCheck(d *deps) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		var req signInLinkBody
		if err := decode(w, r, &req); err != nil {
			writeError(w, r, d.log, err)
			return
		}
		if len(req.Token) > maxPasswordBytes {
			writeError(w, r, d.log, errLinkInput)
			return
		}
		name, err := d.store.SignInLinkAccount(r.Context(), auth.HashToken(req.Token))
		if err != nil {
			if !d.linkTake(w, r) {
				return
			}
			writeError(w, r, d.log, err)
			return
		}
		encode(w, http.StatusOK, map[string]string{"username": name})
	})
}

// errLinkInput refuses a link token no link has.
var errLinkInput = content.ValidationError(content.FieldErrors{"token": content.MsgInvalidInput})

// handleSignInLinkUse answers POST /api/auth/link {token, newPassword}: the holder of a
// sign-in link chooses their password and is signed in (the session and device cookies, as
// a sign-in gives); the link is spent. 400 for a password the rules refuse; 404 for a link
// spent, expired or unknown.
func handleSignInLinkUse(d *deps) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		var req signInLinkBody
		if err := decode(w, r, &req); err != nil {
			writeError(w, r, d.log, err)
			return
		}
		fields := content.FieldErrors{}
		if msg := newPasswordError(req.NewPassword); msg != "" {
			fields["newPassword"] = msg
		}
		if len(req.Token) > maxPasswordBytes {
			fields["token"] = content.MsgInvalidInput
		}
		if err := validate(fields); err != nil {
			writeError(w, r, d.log, err)
			return
		}
		tokenHash := auth.HashToken(req.Token)
		if _, err := d.store.SignInLinkAccount(r.Context(), tokenHash); err != nil {
			if d.linkTake(w, r) {
				writeError(w, r, d.log, err)
			}
			return
		}
		hash, err := d.passwordCost.Hash(r.Context(), req.NewPassword)
		if err != nil {
			writeError(w, r, d.log, err)
			return
		}
		ctx := content.WithActor(r.Context(), content.Actor{IP: d.proxies.clientIP(r)})
		acc, err := d.store.UseSignInLink(ctx, tokenHash, hash)
		if err != nil {
			writeError(w, r, d.log, err)
			return
		}
		startSession(d, w, r, database.SignInAccount{SessionAccount: acc}, "sign-in link")
	})
}
