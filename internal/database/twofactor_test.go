package database_test

import (
	"fmt"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/qrs-site/qrs/internal/content"
	"github.com/qrs-site/qrs/internal/database"
)

// enrolled opens a store on the test's clock whose admin (signed in, see signedIn) has
// two-factor sign-in, confirmed at step 100, with the recovery codes "r1", "r2", "r3".
func enrolled(t *testing.T) (*database.Store, *clock, int64) {
	t.Helper()
	s, c := signedIn(t)
	id, _, err := s.AdminPasswordHash(t.Context(), "editor")
	if err != nil {
		t.Fatal(err)
	}
	if err := s.EnableTwoFactor(t.Context(), id, "editor", "SECRET", 100, nil, "token"); content.ErrorCode(err) != content.Conflict {
		t.Fatalf("enabling without a setup under way: %v", err)
	}
	if err := s.StartTwoFactorSetup(t.Context(), id, "SECRET"); err != nil {
		t.Fatal(err)
	}
	if err := s.EnableTwoFactor(t.Context(), id, "editor", "SECRET", 100, []string{"r1", "r2", "r3"}, "token"); err != nil {
		t.Fatal(err)
	}
	return s, c, id
}

func TestATwoFactorStepIsTakenOnceAndNeverAnEarlierOne(t *testing.T) {
	t.Parallel()
	s, _, id := enrolled(t)
	for _, step := range []struct {
		step int64
		want bool
	}{{100, false}, {99, false}, {101, true}, {101, false}, {100, false}, {103, true}} {
		got, err := s.UseTwoFactorStep(t.Context(), id, step.step)
		if err != nil {
			t.Fatal(err)
		}
		if got != step.want {
			t.Errorf("step %d taken: %v, want %v", step.step, got, step.want)
		}
	}
}

func TestARecoveryCodeIsSpentOnce(t *testing.T) {
	t.Parallel()
	s, _, id := enrolled(t)
	for _, try := range []struct {
		hash string
		want bool
	}{{"r2", true}, {"r2", false}, {"nope", false}, {"r1", true}} {
		got, err := s.UseRecoveryCode(t.Context(), id, try.hash)
		if err != nil {
			t.Fatal(err)
		}
		if got != try.want {
			t.Errorf("recovery code %q spent: %v, want %v", try.hash, got, try.want)
		}
	}
	st, err := s.TwoFactorState(t.Context(), id)
	if err != nil || !st.Enabled || st.RecoveryCodesLeft != 1 {
		t.Errorf("the state is %+v, %v; want enabled with one code left", st, err)
	}
}

func TestASignInChallengeEndsAfterItsTimeAndWhenCompleted(t *testing.T) {
	t.Parallel()
	s, c, id := enrolled(t)
	if err := s.CreateSignInChallenge(t.Context(), "c1", id, 5*time.Minute); err != nil {
		t.Fatal(err)
	}
	if err := s.CreateSignInChallenge(t.Context(), "c2", id, 5*time.Minute); err != nil {
		t.Fatal(err)
	}
	if acc, err := s.SignInChallenge(t.Context(), "c1"); err != nil || acc.Username != "editor" {
		t.Fatalf("the challenge's account is %+v, %v", acc, err)
	}
	if ended, err := s.EndSignInChallenge(t.Context(), "c1"); err != nil || !ended {
		t.Fatalf("ending the challenge: %v, %v", ended, err)
	}
	if ended, _ := s.EndSignInChallenge(t.Context(), "c1"); ended {
		t.Error("a challenge ended twice")
	}
	if _, err := s.SignInChallenge(t.Context(), "c1"); content.ErrorCode(err) != content.Unauthorized {
		t.Errorf("a completed challenge answered %v", err)
	}
	c.pass(5 * time.Minute)
	if _, err := s.SignInChallenge(t.Context(), "c2"); content.ErrorCode(err) != content.Unauthorized {
		t.Errorf("a challenge five minutes old answered %v", err)
	}
}

func TestRequiringTwoFactorMarksTheSessionsOfAccountsWithoutIt(t *testing.T) {
	t.Parallel()
	s, _, id := enrolled(t)
	if err := s.SetAdminPassword(t.Context(), "other", "hash"); err != nil {
		t.Fatal(err)
	}
	other, _, _ := s.AdminPasswordHash(t.Context(), "other")
	if err := s.CreateSession(t.Context(), "other-token", other, time.Now().Add(time.Hour), database.SessionInfo{}); err != nil {
		t.Fatal(err)
	}
	owner := content.WithActor(t.Context(), content.Actor{ID: id, Username: "editor", Role: content.RoleOwner})
	if err := s.SetRequireTwoFactor(owner, true); err != nil {
		t.Fatal(err)
	}
	if acc, _ := s.SessionAccount(t.Context(), "token"); acc.MustEnrolTwoFactor {
		t.Error("the enrolled account must enrol")
	}
	if acc, _ := s.SessionAccount(t.Context(), "other-token"); !acc.MustEnrolTwoFactor {
		t.Error("the account without two-factor sign-in need not enrol")
	}
	if err := s.DisableTwoFactor(t.Context(), id, "editor", "token"); content.ErrorCode(err) != content.Conflict {
		t.Errorf("turning it off while required: %v", err)
	}
	if err := s.SetRequireTwoFactor(owner, false); err != nil {
		t.Fatal(err)
	}
	if acc, _ := s.SessionAccount(t.Context(), "other-token"); acc.MustEnrolTwoFactor {
		t.Error("no longer required, the account must still enrol")
	}
	if err := s.DisableTwoFactor(t.Context(), id, "editor", "token"); err != nil {
		t.Fatal(err)
	}
	if secret, _ := s.TwoFactorSecret(t.Context(), id); secret != "" {
		t.Errorf("turned off, the secret is still %q", secret)
	}
}

func TestAChallengeTakesMostAttemptsAndNoneOnceItEnded(t *testing.T) {
	s, c, id := enrolled(t)
	if err := s.CreateSignInChallenge(t.Context(), "c1", id, 5*time.Minute); err != nil {
		t.Fatal(err)
	}
	for want := 1; want <= 3; want++ {
		if n, err := s.TakeSignInChallengeAttempt(t.Context(), "c1", 3); err != nil || n != want {
			t.Fatalf("attempt %d answered %d, %v", want, n, err)
		}
	}
	if n, err := s.TakeSignInChallengeAttempt(t.Context(), "c1", 3); err != nil || n != 0 {
		t.Fatalf("a fourth attempt of three answered %d, %v", n, err)
	}
	if err := s.CreateSignInChallenge(t.Context(), "c2", id, 5*time.Minute); err != nil {
		t.Fatal(err)
	}
	c.pass(5 * time.Minute)
	if n, err := s.TakeSignInChallengeAttempt(t.Context(), "c2", 3); err != nil || n != 0 {
		t.Errorf("an attempt on a challenge five minutes old answered %d, %v", n, err)
	}
	if n, err := s.TakeSignInChallengeAttempt(t.Context(), "unknown", 3); err != nil || n != 0 {
		t.Errorf("an attempt on an unknown challenge answered %d, %v", n, err)
	}
}

func TestTurningTwoFactorOnOrOffEndsTheAccountsOtherSessions(t *testing.T) {
	s, c, id := signedInTwice(t)
	if err := s.StartTwoFactorSetup(t.Context(), id, "SECRET"); err != nil {
		t.Fatal(err)
	}
	if err := s.EnableTwoFactor(t.Context(), id, "editor", "SECRET", 100, []string{"r1"}, "token"); err != nil {
		t.Fatal(err)
	}
	if got := signedInAs(t, s); got != "editor" {
		t.Fatalf("turning it on ended the session that asked (%q)", got)
	}
	if _, err := s.SessionUsername(t.Context(), "other"); content.ErrorCode(err) != content.Unauthorized {
		t.Fatalf("turning it on left the other session: %v", err)
	}
	if err := s.CreateSession(t.Context(), "third", id, c.at(time.Hour), database.SessionInfo{}); err != nil {
		t.Fatal(err)
	}
	if err := s.DisableTwoFactor(t.Context(), id, "editor", "token"); err != nil {
		t.Fatal(err)
	}
	if got := signedInAs(t, s); got != "editor" {
		t.Fatalf("turning it off ended the session that asked (%q)", got)
	}
	if _, err := s.SessionUsername(t.Context(), "third"); content.ErrorCode(err) != content.Unauthorized {
		t.Fatalf("turning it off left the other session: %v", err)
	}
	recs, err := s.ListAudit(t.Context(), database.AuditFilter{Kind: database.AccountKind})
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, r := range recs {
		if strings.HasSuffix(r.Action, "-two-factor") {
			line := r.Action
			for _, c := range r.Changes {
				line += fmt.Sprintf(" %s=%v", c.Field, c.To)
			}
			got = append(got, line)
		}
	}
	if want := []string{"disable-two-factor sessionsEnded=1", "enable-two-factor sessionsEnded=1"}; !slices.Equal(got, want) {
		t.Errorf("the audit log says %q, want %q", got, want)
	}
}

// signedInTwice is signedIn with a second session of the admin, "other", as from another
// browser.
func signedInTwice(t *testing.T) (*database.Store, *clock, int64) {
	t.Helper()
	s, c := signedIn(t)
	id, _, err := s.AdminPasswordHash(t.Context(), "editor")
	if err != nil {
		t.Fatal(err)
	}
	if err := s.CreateSession(t.Context(), "other", id, c.at(time.Hour), database.SessionInfo{}); err != nil {
		t.Fatal(err)
	}
	return s, c, id
}
