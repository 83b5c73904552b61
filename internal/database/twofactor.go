package database

import (
	"context"
	"database/sql"
	"errors"
	"time"

	"github.com/qrs-site/qrs/internal/content"
)

// Now answers the time as the store reads it (the system clock, or the one SetClock gave),
// so the server checks two-factor codes against the same clock that ends its sessions.
func (s *Store) Now() time.Time { return s.now() }

// The kinds of the audit log's entries of sign-ins and settings, for the HTTP side's entries.
const (
	// AccountKind is the kind of what is done to or by an account: a sign-in, a failed one,
	// its two-factor sign-in.
	AccountKind = accountKind
	// SettingsKind is the kind of a change to a site setting.
	SettingsKind = "settings"
)

// requireTwoFactorKey is the site setting that requires two-factor sign-in of every account.
const requireTwoFactorKey = "require_two_factor"

// mustEnrolSQL is true for the admin row a while the owners require two-factor sign-in and
// the account has none.
const mustEnrolSQL = `(a.totp_enabled_at IS NULL AND EXISTS (SELECT 1 FROM site_settings
	WHERE key = '` + requireTwoFactorKey + `' AND value = 'true'))`

// TwoFactorState is an account's two-factor sign-in as its owner sees it.
type TwoFactorState struct {
	Enabled           bool    `json:"enabled"`
	EnabledAt         *string `json:"enabledAt"`
	RecoveryCodesLeft int     `json:"recoveryCodesLeft"`
	Required          bool    `json:"required"`
}

// TwoFactorState answers the two-factor sign-in of the admin.
func (s *Store) TwoFactorState(ctx context.Context, adminID int64) (TwoFactorState, error) {
	var st TwoFactorState
	err := s.db.QueryRowContext(ctx, `SELECT a.totp_enabled_at,
			(SELECT COUNT(*) FROM recovery_codes r WHERE r.admin_id = a.id AND r.used_at IS NULL),
			EXISTS (SELECT 1 FROM site_settings WHERE key = ? AND value = 'true')
		FROM admins a WHERE a.id = ?`, requireTwoFactorKey, adminID).Scan(&st.EnabledAt, &st.RecoveryCodesLeft, &st.Required)
	if errors.Is(err, sql.ErrNoRows) {
		return st, notFound("account")
	}
	st.Enabled = st.EnabledAt != nil
	return st, err
}

// TwoFactorSecret answers the secret of the admin's two-factor sign-in, empty when it is off.
func (s *Store) TwoFactorSecret(ctx context.Context, adminID int64) (string, error) {
	var secret sql.NullString
	err := s.db.QueryRowContext(ctx, `SELECT totp_secret FROM admins WHERE id = ? AND totp_enabled_at IS NOT NULL`, adminID).Scan(&secret)
	if errors.Is(err, sql.ErrNoRows) {
		return "", nil
	}
	return secret.String, err
}

// StartTwoFactorSetup keeps secret as the admin's enrolment under way, replacing an earlier
// one; a conflict (content.TwoFactor.AlreadyOn) while two-factor sign-in is on.
func (s *Store) StartTwoFactorSetup(ctx context.Context, adminID int64, secret string) error {
	return s.inTx(ctx, nil, func(tx *sql.Tx) error {
		return changeOne(ctx, tx, content.TwoFactor.AlreadyOn,
			`UPDATE admins SET totp_pending_secret = ? WHERE id = ? AND totp_enabled_at IS NULL`, secret, adminID)
	})
}

// PendingTwoFactorSecret answers the secret of the admin's enrolment under way, or an
// invalid error (content.TwoFactor.NoSetup) without one.
func (s *Store) PendingTwoFactorSecret(ctx context.Context, adminID int64) (string, error) {
	var secret sql.NullString
	err := s.db.QueryRowContext(ctx, `SELECT totp_pending_secret FROM admins WHERE id = ?`, adminID).Scan(&secret)
	if err != nil && !errors.Is(err, sql.ErrNoRows) {
		return "", err
	}
	if !secret.Valid {
		return "", content.Errorf(content.Conflict, "%s", content.TwoFactor.NoSetup)
	}
	return secret.String, nil
}

// EnableTwoFactor turns on the admin's two-factor sign-in with secret, the enrolment under
// way, whose code of step confirmed it (that step is used: its code does not sign in), with
// the recovery codes of codeHashes, and ends every session of the admin but the one of
// keepTokenHash (the one asking). A conflict when secret is no longer the enrolment under
// way (another tab started a new one, or turned it on).
func (s *Store) EnableTwoFactor(ctx context.Context, adminID int64, username, secret string, step int64, codeHashes []string, keepTokenHash string) error {
	return s.inTx(ctx, nil, func(tx *sql.Tx) error {
		if err := changeOne(ctx, tx, content.TwoFactor.NoSetup, `UPDATE admins SET totp_secret = totp_pending_secret, totp_pending_secret = NULL,
			totp_enabled_at = ?, totp_last_step = ? WHERE id = ? AND totp_pending_secret = ? AND totp_enabled_at IS NULL`,
			s.timestamp(), step, adminID, secret); err != nil {
			return err
		}
		if err := s.replaceRecoveryCodes(ctx, tx, adminID, codeHashes); err != nil {
			return err
		}
		ended, err := endOtherSessions(ctx, tx, adminID, keepTokenHash)
		if err != nil {
			return err
		}
		return s.audit(ctx, tx, AuditEntry{Action: "enable-two-factor", Kind: accountKind, TargetID: adminID, Target: username,
			Changes: ended})
	})
}

// endOtherSessions ends every session of the admin but the one of keepTokenHash, answering
// how many ended as the audit entry's change (none when none did).
func endOtherSessions(ctx context.Context, tx *sql.Tx, adminID int64, keepTokenHash string) ([]AuditChange, error) {
	res, err := tx.ExecContext(ctx, `DELETE FROM sessions WHERE admin_id = ? AND token_hash <> ?`, adminID, keepTokenHash)
	if err != nil {
		return nil, err
	}
	n, err := res.RowsAffected()
	if err != nil || n == 0 {
		return nil, err
	}
	return []AuditChange{{Field: "sessionsEnded", To: n}}, nil
}

// DisableTwoFactor turns off the admin's two-factor sign-in, forgets its recovery codes and
// ends every session of the admin but the one of keepTokenHash (the one asking); a conflict
// (content.TwoFactor.RequiredCannotDisable) while the owners require it.
func (s *Store) DisableTwoFactor(ctx context.Context, adminID int64, username, keepTokenHash string) error {
	return s.inTx(ctx, nil, func(tx *sql.Tx) error {
		required, err := requireTwoFactor(ctx, tx)
		if err != nil {
			return err
		}
		if required {
			return content.Errorf(content.Conflict, "%s", content.TwoFactor.RequiredCannotDisable)
		}
		if err := changeOne(ctx, tx, content.TwoFactor.NotEnabled, `UPDATE admins SET totp_secret = NULL, totp_enabled_at = NULL,
			totp_pending_secret = NULL, totp_last_step = NULL WHERE id = ? AND totp_enabled_at IS NOT NULL`, adminID); err != nil {
			return err
		}
		if _, err := tx.ExecContext(ctx, `DELETE FROM recovery_codes WHERE admin_id = ?`, adminID); err != nil {
			return err
		}
		ended, err := endOtherSessions(ctx, tx, adminID, keepTokenHash)
		if err != nil {
			return err
		}
		return s.audit(ctx, tx, AuditEntry{Action: "disable-two-factor", Kind: accountKind, TargetID: adminID, Target: username,
			Changes: ended})
	})
}

// ReplaceRecoveryCodes gives the admin the recovery codes of codeHashes instead of the ones
// it had; a conflict (content.TwoFactor.NotEnabled) without two-factor sign-in.
func (s *Store) ReplaceRecoveryCodes(ctx context.Context, adminID int64, username string, codeHashes []string) error {
	return s.inTx(ctx, nil, func(tx *sql.Tx) error {
		var on bool
		if err := tx.QueryRowContext(ctx, `SELECT totp_enabled_at IS NOT NULL FROM admins WHERE id = ?`, adminID).Scan(&on); err != nil {
			return err
		}
		if !on {
			return content.Errorf(content.Conflict, "%s", content.TwoFactor.NotEnabled)
		}
		if err := s.replaceRecoveryCodes(ctx, tx, adminID, codeHashes); err != nil {
			return err
		}
		return s.audit(ctx, tx, AuditEntry{Action: "new-recovery-codes", Kind: accountKind, TargetID: adminID, Target: username})
	})
}

// replaceRecoveryCodes deletes the admin's recovery codes and stores codeHashes instead.
func (s *Store) replaceRecoveryCodes(ctx context.Context, tx *sql.Tx, adminID int64, codeHashes []string) error {
	if _, err := tx.ExecContext(ctx, `DELETE FROM recovery_codes WHERE admin_id = ?`, adminID); err != nil {
		return err
	}
	now := s.timestamp()
	for _, h := range codeHashes {
		if _, err := tx.ExecContext(ctx, `INSERT INTO recovery_codes (admin_id, code_hash, created_at) VALUES (?, ?, ?)`,
			adminID, h, now); err != nil {
			return err
		}
	}
	return nil
}

// UseTwoFactorStep takes the code of step as the admin's second factor: true the first time
// a step later than any taken before is used, false for a code used already (a replay, or
// an older one), so a code seen over someone's shoulder does not sign in again.
func (s *Store) UseTwoFactorStep(ctx context.Context, adminID, step int64) (bool, error) {
	return s.changedOne(ctx, `UPDATE admins SET totp_last_step = ?
			WHERE id = ? AND totp_enabled_at IS NOT NULL AND (totp_last_step IS NULL OR totp_last_step < ?)`, step, adminID, step)
}

// UseRecoveryCode spends the admin's unused recovery code of codeHash: true when there was
// one, false otherwise.
func (s *Store) UseRecoveryCode(ctx context.Context, adminID int64, codeHash string) (bool, error) {
	return s.changedOne(ctx, `UPDATE recovery_codes SET used_at = ? WHERE id = (SELECT id FROM recovery_codes
			WHERE admin_id = ? AND code_hash = ? AND used_at IS NULL LIMIT 1)`, s.timestamp(), adminID, codeHash)
}

// CreateSignInChallenge keeps the second step of a sign-in of the admin, by the hash of its
// token, until ttl has passed; ended ones are cleared at the same time.
func (s *Store) CreateSignInChallenge(ctx context.Context, tokenHash string, adminID int64, ttl time.Duration) error {
	return s.inTx(ctx, nil, func(tx *sql.Tx) error {
		now := s.now().UTC()
		if _, err := tx.ExecContext(ctx, `DELETE FROM sign_in_challenges WHERE expires_at <= ?`, now.Format(time.RFC3339)); err != nil {
			return err
		}
		_, err := tx.ExecContext(ctx, `INSERT INTO sign_in_challenges (token_hash, admin_id, created_at, expires_at) VALUES (?, ?, ?, ?)`,
			tokenHash, adminID, now.Format(time.RFC3339), now.Add(ttl).Format(time.RFC3339))
		return err
	})
}

// SignInChallenge answers the account whose sign-in waits on the challenge of tokenHash, or
// an unauthorized error (content.TwoFactor.ChallengeExpired) when there is none: it ended,
// was completed, or the account was deactivated or lost its two-factor sign-in meanwhile.
func (s *Store) SignInChallenge(ctx context.Context, tokenHash string) (SignInAccount, error) {
	var a SignInAccount
	err := s.db.QueryRowContext(ctx, `SELECT a.id, a.username, a.role, a.must_change_password, a.password_hash
		FROM sign_in_challenges c JOIN admins a ON a.id = c.admin_id
		WHERE c.token_hash = ? AND c.expires_at > ? AND a.deactivated_at IS NULL AND a.totp_enabled_at IS NOT NULL`,
		tokenHash, s.now().UTC().Format(time.RFC3339)).
		Scan(&a.ID, &a.Username, &a.Role, &a.MustChangePassword, &a.PasswordHash)
	if errors.Is(err, sql.ErrNoRows) {
		return a, content.Errorf(content.Unauthorized, "%s", content.TwoFactor.ChallengeExpired)
	}
	a.TwoFactor = true
	return a, err
}

// TakeSignInChallengeAttempt counts one code tried on the challenge of tokenHash, before the
// code is checked, so that requests sent together cannot try more than most codes on it: it
// answers the attempt's number (1 for the first), or 0 when the challenge has had most
// attempts already, or ended. A right code ends the challenge (EndSignInChallenge); a wrong
// one leaves its attempt counted.
func (s *Store) TakeSignInChallengeAttempt(ctx context.Context, tokenHash string, most int) (int, error) {
	var n int
	err := s.inTx(ctx, nil, func(tx *sql.Tx) error {
		err := tx.QueryRowContext(ctx, `UPDATE sign_in_challenges SET attempts = attempts + 1
			WHERE token_hash = ? AND expires_at > ? AND attempts < ? RETURNING attempts`,
			tokenHash, s.now().UTC().Format(time.RFC3339), most).Scan(&n)
		if errors.Is(err, sql.ErrNoRows) {
			n = 0
			return nil
		}
		return err
	})
	return n, err
}

// EndSignInChallenge ends the challenge of tokenHash, answering whether it was still there:
// of two requests completing the same challenge, only one gets true.
func (s *Store) EndSignInChallenge(ctx context.Context, tokenHash string) (bool, error) {
	return s.changedOne(ctx, `DELETE FROM sign_in_challenges WHERE token_hash = ?`, tokenHash)
}

// RequireTwoFactor reports whether the owners require two-factor sign-in of every account.
func (s *Store) RequireTwoFactor(ctx context.Context) (bool, error) {
	return requireTwoFactor(ctx, s.db)
}

// requireTwoFactor reads the setting through q, a transaction or the database.
func requireTwoFactor(ctx context.Context, q queryer) (bool, error) {
	var on bool
	err := q.QueryRowContext(ctx, `SELECT EXISTS (SELECT 1 FROM site_settings WHERE key = ? AND value = 'true')`,
		requireTwoFactorKey).Scan(&on)
	return on, err
}

// SetRequireTwoFactor sets whether every account must sign in with two factors, as the
// owner in ctx (content.ActorFrom) asks: a conflict (content.TwoFactor.EnrolBeforeRequiring)
// when that owner has no two-factor sign-in of their own, who would otherwise shut
// themselves out of the panel but for enrolment. The change is audited; setting the value
// it has already changes and audits nothing.
func (s *Store) SetRequireTwoFactor(ctx context.Context, required bool) error {
	actor, _ := content.ActorFrom(ctx)
	return s.inTx(ctx, nil, func(tx *sql.Tx) error {
		was, err := requireTwoFactor(ctx, tx)
		if err != nil || was == required {
			return err
		}
		if required {
			var own bool
			if err := tx.QueryRowContext(ctx, `SELECT EXISTS (SELECT 1 FROM admins WHERE id = ? AND totp_enabled_at IS NOT NULL)`,
				actor.ID).Scan(&own); err != nil {
				return err
			}
			if !own {
				return content.Errorf(content.Conflict, "%s", content.TwoFactor.EnrolBeforeRequiring)
			}
		}
		value := "false"
		if required {
			value = "true"
		}
		if _, err := tx.ExecContext(ctx, `INSERT INTO site_settings (key, value, updated_at, updated_by) VALUES (?, ?, ?, ?)
			ON CONFLICT (key) DO UPDATE SET value = excluded.value, updated_at = excluded.updated_at, updated_by = excluded.updated_by`,
			requireTwoFactorKey, value, s.timestamp(), actor.Username); err != nil {
			return err
		}
		return s.audit(ctx, tx, AuditEntry{Action: "update", Kind: SettingsKind, Target: "Security",
			Changes: []AuditChange{{Field: "requireTwoFactor", From: was, To: required}}})
	})
}

// changeOne runs a change that must hit one row; none hit is a conflict said by conflict
// (the state it needs is gone: another tab or request changed it first).
func changeOne(ctx context.Context, tx *sql.Tx, conflict, query string, args ...any) error {
	res, err := tx.ExecContext(ctx, query, args...)
	if err != nil {
		return err
	}
	n, err := res.RowsAffected()
	if err == nil && n == 0 {
		err = content.Errorf(content.Conflict, "%s", conflict)
	}
	return err
}

// changedOne runs a change in a transaction of its own and answers whether it changed a row:
// a step, a code or a challenge taken once, by the first request that comes.
func (s *Store) changedOne(ctx context.Context, query string, args ...any) (bool, error) {
	var changed bool
	err := s.inTx(ctx, nil, func(tx *sql.Tx) error {
		res, err := tx.ExecContext(ctx, query, args...)
		if err != nil {
			return err
		}
		n, err := res.RowsAffected()
		changed = n == 1
		return err
	})
	return changed, err
}
