package database

import (
	"context"
	"database/sql"
	"errors"
	"time"

	"github.com/qrs-site/qrs/internal/content"
)

// errLastOwner refuses a change that would leave the site without an active owner.
var errLastOwner = content.Errorf(content.Conflict, "The site needs at least one active owner: make another account an owner first")

// accountKind names staff accounts in the audit log.
const accountKind = "account"

// staffSelect reads an account as the owners' list shows it.
const staffSelect = `SELECT a.id, a.username, a.role, a.created_at, a.created_by, a.deactivated_at, a.must_change_password,
	(SELECT MAX(last_seen_at) FROM sessions s WHERE s.admin_id = a.id),
	(SELECT COUNT(*) FROM sessions s WHERE s.admin_id = a.id AND s.expires_at > ?1 AND s.last_seen_at > ?2),
	a.totp_enabled_at IS NOT NULL
	FROM admins a`

func scanStaff(row interface{ Scan(...any) error }) (content.StaffAccount, error) {
	var a content.StaffAccount
	var seen sql.NullString
	err := row.Scan(&a.ID, &a.Username, &a.Role, &a.CreatedAt, &a.CreatedBy, &a.DeactivatedAt, &a.MustChangePassword, &seen, &a.Sessions, &a.TwoFactor)
	if seen.Valid && seen.String != "" {
		a.LastSeenAt = &seen.String
	}
	return a, err
}

// liveSince answers the bounds a session must be past to be live now: its end and its last use.
func (s *Store) liveSince() (string, string) {
	now := s.now().UTC()
	return now.Format(time.RFC3339), now.Add(-SessionIdleLimit).Format(time.RFC3339)
}

// ListStaff answers every staff account, active ones first, then by name (without regard to
// case, as the username column compares on both engines).
func (s *Store) ListStaff(ctx context.Context) ([]content.StaffAccount, error) {
	end, idle := s.liveSince()
	rows, err := s.db.QueryContext(ctx, staffSelect+` ORDER BY a.deactivated_at IS NOT NULL, a.username`, end, idle)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	out := []content.StaffAccount{}
	for rows.Next() {
		a, err := scanStaff(rows)
		if err != nil {
			return nil, err
		}
		out = append(out, a)
	}
	return out, rows.Err()
}

// GetStaff answers one account, or not found.
func (s *Store) GetStaff(ctx context.Context, id int64) (content.StaffAccount, error) {
	return s.getStaff(ctx, s.db, id)
}

func (s *Store) getStaff(ctx context.Context, q queryer, id int64) (content.StaffAccount, error) {
	end, idle := s.liveSince()
	a, err := scanStaff(q.QueryRowContext(ctx, staffSelect+` WHERE a.id = ?3`, end, idle, id))
	return a, errNoRows(err, "Staff account")
}

// CreateStaff creates an account with a role and a password hash; mustChange makes its
// holder choose another password at the first sign-in (a temporary password an owner
// handed over). A username taken, whatever its case, is a conflict.
func (s *Store) CreateStaff(ctx context.Context, username string, role content.Role, hash string, mustChange bool) (content.StaffAccount, error) {
	var a content.StaffAccount
	by, _ := content.ActorFrom(ctx)
	err := s.inTx(ctx, nil, func(tx *sql.Tx) error {
		var id int64
		err := tx.QueryRowContext(ctx, `INSERT INTO admins (username, password_hash, created_at, must_change_password, role, created_by)
			VALUES (?, ?, ?, ?, ?, ?) RETURNING id`, username, hash, s.timestamp(), flag(mustChange), role, by.Username).Scan(&id)
		if isUnique(err) {
			return content.Errorf(content.Conflict, "A staff account named “%s” exists", username)
		}
		if err != nil {
			return err
		}
		if a, err = s.getStaff(ctx, tx, id); err != nil {
			return err
		}
		return s.audit(ctx, tx, AuditEntry{Action: "create", Kind: accountKind, TargetID: id, Target: username,
			Changes: []AuditChange{{Field: "username", To: username}, {Field: "role", To: role}}})
	})
	return a, err
}

// ownersLeft refuses, inside a change, a state with no active owner.
func ownersLeft(ctx context.Context, tx *sql.Tx) error {
	var n int
	if err := tx.QueryRowContext(ctx, `SELECT COUNT(*) FROM admins WHERE role = 'owner' AND deactivated_at IS NULL`).Scan(&n); err != nil {
		return err
	}
	if n == 0 {
		return errLastOwner
	}
	return nil
}

// changeStaff runs change on the account with the id inside one transaction that also
// makes sure an active owner is left and writes the audit entry change answers; it answers
// the account as it is afterwards.
func (s *Store) changeStaff(ctx context.Context, id int64, change func(tx *sql.Tx, old content.StaffAccount) (AuditEntry, error)) (content.StaffAccount, error) {
	var a content.StaffAccount
	err := s.inTx(ctx, nil, func(tx *sql.Tx) error {
		old, err := s.getStaff(ctx, tx, id)
		if err != nil {
			return err
		}
		entry, err := change(tx, old)
		if err != nil {
			return err
		}
		if err := ownersLeft(ctx, tx); err != nil {
			return err
		}
		if a, err = s.getStaff(ctx, tx, id); err != nil {
			return err
		}
		if entry.Action == "" {
			return nil // nothing changed
		}
		entry.Kind, entry.TargetID, entry.Target = accountKind, id, old.Username
		return s.audit(ctx, tx, entry)
	})
	return a, err
}

// SetStaffRole gives an account another role; the last active owner keeps theirs.
func (s *Store) SetStaffRole(ctx context.Context, id int64, role content.Role) (content.StaffAccount, error) {
	return s.changeStaff(ctx, id, func(tx *sql.Tx, old content.StaffAccount) (AuditEntry, error) {
		if old.Role == role {
			return AuditEntry{}, nil
		}
		_, err := tx.ExecContext(ctx, `UPDATE admins SET role = ? WHERE id = ?`, role, id)
		return AuditEntry{Action: "update", Changes: []AuditChange{{Field: "role", From: old.Role, To: role}}}, err
	})
}

// SetStaffActive deactivates an account, ending its sessions and its sign-in links, or
// makes it active again; the last active owner stays active.
func (s *Store) SetStaffActive(ctx context.Context, id int64, active bool) (content.StaffAccount, error) {
	return s.changeStaff(ctx, id, func(tx *sql.Tx, old content.StaffAccount) (AuditEntry, error) {
		if (old.DeactivatedAt == nil) == active {
			return AuditEntry{}, nil
		}
		if active {
			_, err := tx.ExecContext(ctx, `UPDATE admins SET deactivated_at = NULL WHERE id = ?`, id)
			return AuditEntry{Action: "reactivate"}, err
		}
		if _, err := tx.ExecContext(ctx, `UPDATE admins SET deactivated_at = ? WHERE id = ?`, s.timestamp(), id); err != nil {
			return AuditEntry{}, err
		}
		return AuditEntry{Action: "deactivate"}, endAccess(ctx, tx, id)
	})
}

// endAccess ends every session and unused sign-in link of an account.
func endAccess(ctx context.Context, tx *sql.Tx, id int64) error {
	if _, err := tx.ExecContext(ctx, `DELETE FROM sessions WHERE admin_id = ?`, id); err != nil {
		return err
	}
	_, err := tx.ExecContext(ctx, `DELETE FROM sign_in_links WHERE admin_id = ? AND used_at IS NULL`, id)
	return err
}

// ResetStaffAccess replaces an account's password by hash, which its holder must replace at
// the next sign-in, turns its two-factor sign-in off (with its recovery codes), and ends its
// sessions and sign-in links: for a colleague who forgot their password or lost their phone,
// or whose access must be taken back at once. They enrol again, as the site may require.
func (s *Store) ResetStaffAccess(ctx context.Context, id int64, hash string) (content.StaffAccount, error) {
	return s.changeStaff(ctx, id, func(tx *sql.Tx, _ content.StaffAccount) (AuditEntry, error) {
		if _, err := tx.ExecContext(ctx, `UPDATE admins SET password_hash = ?, must_change_password = 1, totp_secret = NULL,
			totp_enabled_at = NULL, totp_pending_secret = NULL, totp_last_step = NULL WHERE id = ?`, hash, id); err != nil {
			return AuditEntry{}, err
		}
		for _, q := range []string{`DELETE FROM recovery_codes WHERE admin_id = ?`, `DELETE FROM sign_in_challenges WHERE admin_id = ?`} {
			if _, err := tx.ExecContext(ctx, q, id); err != nil {
				return AuditEntry{}, err
			}
		}
		return AuditEntry{Action: "reset-access"}, endAccess(ctx, tx, id)
	})
}

// CreateSignInLink stores a one-time sign-in link of an account by the hash of its token,
// good for ttl, and answers when it ends; the account's earlier unused links end.
func (s *Store) CreateSignInLink(ctx context.Context, id int64, tokenHash string, ttl time.Duration) (expires time.Time, err error) {
	// The link ends by the store's clock, the one its use is checked against.
	expires = s.now().UTC().Add(ttl)
	_, err = s.changeStaff(ctx, id, func(tx *sql.Tx, old content.StaffAccount) (AuditEntry, error) {
		if old.DeactivatedAt != nil {
			return AuditEntry{}, content.Errorf(content.Conflict, "Reactivate the account first")
		}
		if _, err := tx.ExecContext(ctx, `DELETE FROM sign_in_links WHERE admin_id = ? AND used_at IS NULL`, id); err != nil {
			return AuditEntry{}, err
		}
		_, err := tx.ExecContext(ctx, `INSERT INTO sign_in_links (token_hash, admin_id, created_at, expires_at) VALUES (?, ?, ?, ?)`,
			tokenHash, id, s.timestamp(), expires.UTC().Format(time.RFC3339))
		return AuditEntry{Action: "sign-in-link", Changes: []AuditChange{{Field: "expiresAt", To: expires.UTC().Format(time.RFC3339)}}}, err
	})
	return expires, err
}

// errLinkGone answers a sign-in link that is unknown, used, expired or of a deactivated account.
var errLinkGone = content.Errorf(content.NotFound, "This sign-in link has expired or was used already. Ask an owner for a new one.")

// SignInLinkAccount answers the username of a sign-in link that can still be used.
func (s *Store) SignInLinkAccount(ctx context.Context, tokenHash string) (string, error) {
	var name string
	err := s.db.QueryRowContext(ctx, `SELECT a.username FROM sign_in_links l JOIN admins a ON a.id = l.admin_id
		WHERE l.token_hash = ? AND l.used_at IS NULL AND l.expires_at > ? AND a.deactivated_at IS NULL`,
		tokenHash, s.timestamp()).Scan(&name)
	if errors.Is(err, sql.ErrNoRows) {
		return "", errLinkGone
	}
	return name, err
}

// UseSignInLink spends a sign-in link: its account gets the password of hash (chosen by its
// holder, so no further change is asked) and every earlier session of it ends. It answers
// the account, to open a session for (which must set up two-factor sign-in first when the
// owners require it).
func (s *Store) UseSignInLink(ctx context.Context, tokenHash, hash string) (SessionAccount, error) {
	var a SessionAccount
	err := s.inTx(ctx, nil, func(tx *sql.Tx) error {
		err := tx.QueryRowContext(ctx, `SELECT a.id, a.username, a.role, `+mustEnrolSQL+` FROM sign_in_links l JOIN admins a ON a.id = l.admin_id
			WHERE l.token_hash = ? AND l.used_at IS NULL AND l.expires_at > ? AND a.deactivated_at IS NULL`,
			tokenHash, s.timestamp()).Scan(&a.ID, &a.Username, &a.Role, &a.MustEnrolTwoFactor)
		if errors.Is(err, sql.ErrNoRows) {
			return errLinkGone
		}
		if err != nil {
			return err
		}
		if _, err := tx.ExecContext(ctx, `UPDATE sign_in_links SET used_at = ? WHERE token_hash = ?`, s.timestamp(), tokenHash); err != nil {
			return err
		}
		if _, err := tx.ExecContext(ctx, `UPDATE admins SET password_hash = ?, must_change_password = 0 WHERE id = ?`, hash, a.ID); err != nil {
			return err
		}
		if _, err := tx.ExecContext(ctx, `DELETE FROM sessions WHERE admin_id = ?`, a.ID); err != nil {
			return err
		}
		ctx := content.WithActor(ctx, content.Actor{ID: a.ID, Username: a.Username, Role: a.Role, IP: actorIP(ctx)})
		return s.audit(ctx, tx, AuditEntry{Action: "use-sign-in-link", Kind: accountKind, TargetID: a.ID, Target: a.Username})
	})
	return a, err
}

// actorIP answers the address ctx's actor came from, if any.
func actorIP(ctx context.Context) string {
	a, _ := content.ActorFrom(ctx)
	return a.IP
}

// ListSessions answers the live sessions of an account, the latest used first; the one of
// currentHash is marked.
func (s *Store) ListSessions(ctx context.Context, adminID int64, currentHash string) ([]content.StaffSession, error) {
	end, idle := s.liveSince()
	rows, err := s.db.QueryContext(ctx, `SELECT id, user_agent, ip, created_at, last_seen_at, token_hash = ?
		FROM sessions WHERE admin_id = ? AND expires_at > ? AND last_seen_at > ? ORDER BY last_seen_at DESC, id DESC`,
		currentHash, adminID, end, idle)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	out := []content.StaffSession{}
	for rows.Next() {
		var x content.StaffSession
		if err := rows.Scan(&x.ID, &x.UserAgent, &x.IP, &x.CreatedAt, &x.LastSeenAt, &x.Current); err != nil {
			return nil, err
		}
		out = append(out, x)
	}
	return out, rows.Err()
}

// EndSessions ends sessions of an account: the one with sessionID, or when sessionID is 0
// every one but the session of keepHash (empty: all). It answers how many ended; ending an
// unknown session of the account is not found.
func (s *Store) EndSessions(ctx context.Context, adminID, sessionID int64, keepHash string) (int64, error) {
	var n int64
	err := s.inTx(ctx, nil, func(tx *sql.Tx) error {
		var name string
		if err := tx.QueryRowContext(ctx, `SELECT username FROM admins WHERE id = ?`, adminID).Scan(&name); err != nil {
			return errNoRows(err, "Staff account")
		}
		var res sql.Result
		var err error
		if sessionID != 0 {
			res, err = tx.ExecContext(ctx, `DELETE FROM sessions WHERE admin_id = ? AND id = ?`, adminID, sessionID)
		} else {
			res, err = tx.ExecContext(ctx, `DELETE FROM sessions WHERE admin_id = ? AND token_hash <> ?`, adminID, keepHash)
		}
		if err != nil {
			return err
		}
		if n, err = res.RowsAffected(); err != nil {
			return err
		}
		if sessionID != 0 && n == 0 {
			return notFound("Session")
		}
		if n == 0 {
			return nil
		}
		return s.audit(ctx, tx, AuditEntry{Action: "end-sessions", Kind: accountKind, TargetID: adminID, Target: name,
			Changes: []AuditChange{{Field: "sessionsEnded", To: n}}})
	})
	return n, err
}
