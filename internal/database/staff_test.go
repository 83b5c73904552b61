package database_test

import (
	"testing"

	"github.com/qrs-site/qrs/internal/content"
	"github.com/qrs-site/qrs/internal/testutil"
)

// The operator's way in (QRS_ADMIN_USERNAME, qrs admin set-password) always makes an active
// owner, so a site whose owners demoted or deactivated that account can be managed again.
func TestSettingAnAdminPasswordMakesAnActiveOwner(t *testing.T) {
	t.Parallel()
	s := testutil.MustOpenStore(t, "")
	ctx := t.Context()
	if err := s.SetAdminPassword(ctx, "operator", "hash"); err != nil {
		t.Fatal(err)
	}
	if _, err := s.CreateStaff(ctx, "olga", content.RoleOwner, "hash", false); err != nil {
		t.Fatal(err)
	}
	acc, err := s.SignInAccount(ctx, "operator")
	if err != nil || acc.Role != content.RoleOwner {
		t.Fatalf("first admin = %+v, %v; want an owner", acc, err)
	}
	if _, err := s.SetStaffRole(ctx, acc.ID, content.RoleViewer); err != nil {
		t.Fatal(err)
	}
	if _, err := s.SetStaffActive(ctx, acc.ID, false); err != nil {
		t.Fatal(err)
	}
	if err := s.SetAdminPassword(ctx, "OPERATOR", "another hash"); err != nil {
		t.Fatal(err)
	}
	acc, err = s.SignInAccount(ctx, "operator")
	if err != nil || acc.Role != content.RoleOwner || acc.Deactivated || acc.PasswordHash != "another hash" {
		t.Fatalf("after set-password: %+v, %v; want an active owner with the new password", acc, err)
	}
}
