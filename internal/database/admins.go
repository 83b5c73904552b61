package database

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"time"

	"github.com/qrs-site/qrs/internal/content"
)

// errBadLogin hides whether a username exists.
var errBadLogin = content.Errorf(content.Unauthorized, "Invalid username or password")

// SignInAccount is what a sign-in needs to know of an account: its id, role and password
// hash, whether it is deactivated, whether it must replace a generated password, and
// whether it signs in with a second factor (TwoFactor).
type SignInAccount struct {
	SessionAccount
	PasswordHash string
	Deactivated  bool
	TwoFactor    bool
}

// SignInAccount answers the account of a username, or an unauthorized error that does not
// tell whether the username exists.
func (s *Store) SignInAccount(ctx context.Context, username string) (SignInAccount, error) {
	var a SignInAccount
	err := s.db.QueryRowContext(ctx, `SELECT a.id, a.username, a.role, a.must_change_password, a.password_hash,
			a.deactivated_at IS NOT NULL, a.totp_enabled_at IS NOT NULL, `+mustEnrolSQL+`
		FROM admins a WHERE a.username = ?`, username).
		Scan(&a.ID, &a.Username, &a.Role, &a.MustChangePassword, &a.PasswordHash, &a.Deactivated, &a.TwoFactor, &a.MustEnrolTwoFactor)
	if errors.Is(err, sql.ErrNoRows) {
		return a, errBadLogin
	}
	return a, err
}

// AdminPasswordHash answers the id and password hash of the admin, or an unauthorized error.
func (s *Store) AdminPasswordHash(ctx context.Context, username string) (int64, string, error) {
	var id int64
	var hash string
	err := s.db.QueryRowContext(ctx, `SELECT id, password_hash FROM admins WHERE username = ?`, username).Scan(&id, &hash)
	if errors.Is(err, sql.ErrNoRows) {
		return 0, "", errBadLogin
	}
	return id, hash, err
}

// CountAdmins answers how many admins exist.
func (s *Store) CountAdmins(ctx context.Context) (int, error) {
	var n int
	err := s.db.QueryRowContext(ctx, `SELECT COUNT(*) FROM admins`).Scan(&n)
	return n, err
}

// InitialPasswordFile is the file of the data folder that holds the password the server
// generated for the first admin, until that admin has another.
const InitialPasswordFile = "initial-admin-password"

// InitialPasswordPath answers where the generated password of the first admin is kept: the
// file InitialPasswordFile beside the database.
func (s *Store) InitialPasswordPath() string { return filepath.Join(s.dir, InitialPasswordFile) }

// SetAdminPassword creates the admin or replaces its password hash, ending all its sessions
// and second steps of a sign-in under way; the admin need not choose another password
// afterwards. The account is an active owner
// afterwards: this is how the operator (QRS_ADMIN_USERNAME, qrs admin set-password) makes
// sure someone can always manage the site.
func (s *Store) SetAdminPassword(ctx context.Context, username, hash string) error {
	var generated bool
	err := s.inTx(ctx, nil, func(tx *sql.Tx) error {
		if err := tx.QueryRowContext(ctx, `SELECT EXISTS (SELECT 1 FROM admins WHERE username = ? AND must_change_password <> 0)`,
			username).Scan(&generated); err != nil {
			return err
		}
		_, err := tx.ExecContext(ctx, `INSERT INTO admins (username, password_hash, created_at) VALUES (?, ?, ?)
			ON CONFLICT (username) DO UPDATE SET password_hash = excluded.password_hash, must_change_password = 0,
				role = 'owner', deactivated_at = NULL`,
			username, hash, s.timestamp())
		if err != nil {
			return err
		}
		for _, q := range []string{`DELETE FROM sessions WHERE admin_id = (SELECT id FROM admins WHERE username = ?)`,
			`DELETE FROM sign_in_challenges WHERE admin_id = (SELECT id FROM admins WHERE username = ?)`} {
			if _, err = tx.ExecContext(ctx, q, username); err != nil {
				return err
			}
		}
		// The operator set it, from the environment or the command line: the entry names nobody.
		return s.audit(ctx, tx, AuditEntry{Action: "set-password", Kind: accountKind, Target: username})
	})
	if err == nil && generated {
		err = s.forgetInitialPassword()
	}
	return err
}

// CreateFirstAdmin creates the admin with a generated password, which it must change before
// anything else, when no admin exists; it answers whether it did.
func (s *Store) CreateFirstAdmin(ctx context.Context, username, hash string) (bool, error) {
	var created bool
	err := s.inTx(ctx, nil, func(tx *sql.Tx) error {
		res, err := tx.ExecContext(ctx, `INSERT INTO admins (username, password_hash, created_at, must_change_password)
			SELECT ?, ?, ?, 1 WHERE NOT EXISTS (SELECT 1 FROM admins) ON CONFLICT DO NOTHING`, username, hash, s.timestamp())
		if err != nil {
			return err
		}
		n, err := res.RowsAffected()
		created = n == 1
		return err
	})
	return created, err
}

// MustChangePassword reports whether the admin still has the password the server generated.
func (s *Store) MustChangePassword(ctx context.Context, username string) (bool, error) {
	var must bool
	err := s.db.QueryRowContext(ctx, `SELECT must_change_password FROM admins WHERE username = ?`, username).Scan(&must)
	if errors.Is(err, sql.ErrNoRows) {
		return false, errBadLogin
	}
	return must, err
}

// ChangeOwnPassword replaces the password hash of an admin who chose a new password, ending
// every session of theirs but the one of keepTokenHash, and every second step of a sign-in
// under way; a generated password, and its file, are gone afterwards.
func (s *Store) ChangeOwnPassword(ctx context.Context, username, hash, keepTokenHash string) error {
	var generated bool
	err := s.inTx(ctx, nil, func(tx *sql.Tx) error {
		var id int64
		err := tx.QueryRowContext(ctx, `SELECT id, must_change_password FROM admins WHERE username = ?`, username).Scan(&id, &generated)
		if errors.Is(err, sql.ErrNoRows) {
			return errBadLogin
		}
		if err != nil {
			return err
		}
		if _, err := tx.ExecContext(ctx, `UPDATE admins SET password_hash = ?, must_change_password = 0 WHERE id = ?`, hash, id); err != nil {
			return err
		}
		if _, err = tx.ExecContext(ctx, `DELETE FROM sessions WHERE admin_id = ? AND token_hash <> ?`, id, keepTokenHash); err != nil {
			return err
		}
		// A second step under way was opened with the old password.
		if _, err = tx.ExecContext(ctx, `DELETE FROM sign_in_challenges WHERE admin_id = ?`, id); err != nil {
			return err
		}
		return s.audit(ctx, tx, AuditEntry{Action: "change-password", Kind: accountKind, TargetID: id, Target: username})
	})
	if err == nil && generated {
		err = s.forgetInitialPassword()
	}
	return err
}

// forgetInitialPassword deletes the file of the generated password once it no longer signs in.
func (s *Store) forgetInitialPassword() error {
	if err := os.Remove(s.InitialPasswordPath()); err != nil && !errors.Is(err, fs.ErrNotExist) {
		return fmt.Errorf("delete the generated password's file: %w", err)
	}
	return nil
}

// SessionIdleLimit ends a session unused for this long, before its absolute end. Two hours
// let an editor write a long page, take a meeting or a lunch break and save without
// signing in again (a save refused for an ended session asks to sign in in place and keeps
// the work), while a panel left open on a shared or lost computer is closed the same
// afternoon rather than a week later.
const SessionIdleLimit = 2 * time.Hour

// sessionSeenEvery is how stale a session's last use may grow before a request refreshes
// it: the panel's many calls then write at most once a minute per session.
const sessionSeenEvery = time.Minute

// SetClock makes the store read the time from now instead of the system clock, so a test
// can let hours pass at once; set it before the store is used.
func (s *Store) SetClock(now func() time.Time) { s.now = now }

// SessionInfo is what a new session remembers of the browser that opened it, for the
// lists of sessions: its User-Agent (clipped) and address.
type SessionInfo struct {
	UserAgent string
	IP        string
}

// maxUserAgent is as much of a browser's User-Agent as a session keeps.
const maxUserAgent = 300

// CreateSession stores a session by the hash of its token, used now; sessions past their
// end or idle too long are cleared at the same time.
func (s *Store) CreateSession(ctx context.Context, tokenHash string, adminID int64, expires time.Time, info SessionInfo) error {
	if len(info.UserAgent) > maxUserAgent {
		info.UserAgent = strings.ToValidUTF8(info.UserAgent[:maxUserAgent], "")
	}
	return s.inTx(ctx, nil, func(tx *sql.Tx) error {
		now := s.now().UTC()
		if _, err := tx.ExecContext(ctx, `DELETE FROM sessions WHERE expires_at <= ? OR last_seen_at <= ?`,
			now.Format(time.RFC3339), now.Add(-SessionIdleLimit).Format(time.RFC3339)); err != nil {
			return err
		}
		_, err := tx.ExecContext(ctx, `INSERT INTO sessions (token_hash, admin_id, created_at, expires_at, last_seen_at, user_agent, ip)
			VALUES (?1, ?2, ?3, ?4, ?3, ?5, ?6)`, tokenHash, adminID, now.Format(time.RFC3339), expires.UTC().Format(time.RFC3339),
			info.UserAgent, info.IP)
		return err
	})
}

// SessionAccount is the account of a live session: who it is, with which role, and whether
// they must still replace a generated password, or set up two-factor sign-in the owners
// require (MustEnrolTwoFactor), before anything else.
type SessionAccount struct {
	ID                 int64
	Username           string
	Role               content.Role
	MustChangePassword bool
	MustEnrolTwoFactor bool
}

// liveSessionSQL selects the session of a token hash and its account while the session
// lives (see SessionAccount); liveSessionArgs are its arguments at the moment now.
const liveSessionSQL = `FROM sessions s JOIN admins a ON a.id = s.admin_id
		WHERE s.token_hash = ? AND s.expires_at > ? AND s.last_seen_at > ? AND a.deactivated_at IS NULL`

func liveSessionArgs(tokenHash string, now time.Time) []any {
	return []any{tokenHash, now.Format(time.RFC3339), now.Add(-SessionIdleLimit).Format(time.RFC3339)}
}

// SessionAccount answers the account of a live session, or an unauthorized error: a
// session lives until its absolute end as long as it is never unused for SessionIdleLimit,
// and only while its account is active. Each use counts, refreshing the session's last use
// when it is more than a minute old.
func (s *Store) SessionAccount(ctx context.Context, tokenHash string) (SessionAccount, error) {
	now := s.now().UTC()
	var a SessionAccount
	var seen string
	err := s.db.QueryRowContext(ctx, `SELECT a.id, a.username, a.role, a.must_change_password, `+mustEnrolSQL+`, s.last_seen_at
		`+liveSessionSQL, liveSessionArgs(tokenHash, now)...).
		Scan(&a.ID, &a.Username, &a.Role, &a.MustChangePassword, &a.MustEnrolTwoFactor, &seen)
	if errors.Is(err, sql.ErrNoRows) {
		return a, content.Errorf(content.Unauthorized, "Not signed in")
	}
	if err != nil {
		return a, err
	}
	if stale := now.Add(-sessionSeenEvery).Format(time.RFC3339); seen < stale {
		err = s.inTx(ctx, nil, func(tx *sql.Tx) error {
			_, err := tx.ExecContext(ctx, `UPDATE sessions SET last_seen_at = ? WHERE token_hash = ? AND last_seen_at < ?`,
				now.Format(time.RFC3339), tokenHash, stale)
			return err
		})
	}
	return a, err
}

// SessionLive reports whether tokenHash is a live session's (as SessionAccount finds it),
// without counting this as a use of it.
func (s *Store) SessionLive(ctx context.Context, tokenHash string) (bool, error) {
	now := s.now().UTC()
	var one int
	err := s.db.QueryRowContext(ctx, `SELECT 1 `+liveSessionSQL, liveSessionArgs(tokenHash, now)...).Scan(&one)
	if errors.Is(err, sql.ErrNoRows) {
		return false, nil
	}
	return err == nil, err
}

// SessionUsername answers the username of a live session, or an unauthorized error, as
// SessionAccount does.
func (s *Store) SessionUsername(ctx context.Context, tokenHash string) (string, error) {
	a, err := s.SessionAccount(ctx, tokenHash)
	return a.Username, err
}

// DeleteSession ends a session; an unknown one is no error.
func (s *Store) DeleteSession(ctx context.Context, tokenHash string) error {
	return s.inTx(ctx, nil, func(tx *sql.Tx) error {
		_, err := tx.ExecContext(ctx, `DELETE FROM sessions WHERE token_hash = ?`, tokenHash)
		return err
	})
}
