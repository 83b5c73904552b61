package database_test

import (
	"fmt"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/qrs-site/qrs/internal/content"
	"github.com/qrs-site/qrs/internal/database"
	"github.com/qrs-site/qrs/internal/testutil"
)

// Several instances of the site write one database at once (on PostgreSQL; on SQLite, two
// stores on one file). What is taken once is taken once whichever instance asks, and what is
// numbered in turn is numbered without gaps or repeats.

// twoInstances opens two stores on one database, as two instances of the site have it.
func twoInstances(t *testing.T) [2]*database.Store {
	t.Helper()
	dir := t.TempDir()
	return [2]*database.Store{testutil.MustOpenStore(t, dir), testutil.MustOpenStore(t, dir)}
}

// race runs try from n goroutines on each instance at once and answers how many got true.
func race(t *testing.T, stores [2]*database.Store, n int, try func(s *database.Store) (bool, error)) int {
	t.Helper()
	var wg sync.WaitGroup
	var mu sync.Mutex
	won := 0
	for i := range 2 * n {
		wg.Go(func() {
			ok, err := try(stores[i%2])
			mu.Lock()
			defer mu.Unlock()
			if err != nil {
				t.Errorf("try %d: %v", i, err)
			}
			if ok {
				won++
			}
		})
	}
	wg.Wait()
	return won
}

func TestASignInLinkIsSpentOnceWhenInstancesRaceForIt(t *testing.T) {
	t.Parallel()
	stores := twoInstances(t)
	ctx := t.Context()
	if err := stores[0].SetAdminPassword(ctx, "owner", "hash"); err != nil {
		t.Fatal(err)
	}
	a, err := stores[0].CreateStaff(ctx, "nina", content.RoleEditor, "old", true)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := stores[0].CreateSignInLink(ctx, a.ID, "link", time.Hour); err != nil {
		t.Fatal(err)
	}
	won := race(t, stores, 4, func(s *database.Store) (bool, error) {
		_, err := s.UseSignInLink(ctx, "link", "new")
		if content.ErrorCode(err) == content.NotFound {
			return false, nil
		}
		return err == nil, err
	})
	if won != 1 {
		t.Fatalf("the link signed in %d times, want once", won)
	}
	acc, err := stores[1].SignInAccount(ctx, "nina")
	if err != nil || acc.PasswordHash != "new" || acc.MustChangePassword {
		t.Fatalf("after the link: %+v, %v; want the new password, chosen by its holder", acc, err)
	}
}

func TestAStepACodeAndAChallengeAreEachTakenOnceAcrossInstances(t *testing.T) {
	t.Parallel()
	stores := twoInstances(t)
	ctx := t.Context()
	s := stores[0]
	if err := s.SetAdminPassword(ctx, "editor", "hash"); err != nil {
		t.Fatal(err)
	}
	id, _, err := s.AdminPasswordHash(ctx, "editor")
	if err != nil {
		t.Fatal(err)
	}
	if err := s.StartTwoFactorSetup(ctx, id, "SECRET"); err != nil {
		t.Fatal(err)
	}
	if err := s.EnableTwoFactor(ctx, id, "editor", "SECRET", 100, []string{"r1", "r2"}, ""); err != nil {
		t.Fatal(err)
	}
	if err := s.CreateSignInChallenge(ctx, "challenge", id, 5*time.Minute); err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		what string
		try  func(s *database.Store) (bool, error)
	}{
		{"the code of step 101", func(s *database.Store) (bool, error) { return s.UseTwoFactorStep(ctx, id, 101) }},
		{"the recovery code r1", func(s *database.Store) (bool, error) { return s.UseRecoveryCode(ctx, id, "r1") }},
		{"the sign-in challenge", func(s *database.Store) (bool, error) { return s.EndSignInChallenge(ctx, "challenge") }},
	} {
		if won := race(t, stores, 4, c.try); won != 1 {
			t.Errorf("%s was taken %d times, want once", c.what, won)
		}
	}
	st, err := stores[1].TwoFactorState(ctx, id)
	if err != nil || st.RecoveryCodesLeft != 1 {
		t.Fatalf("two-factor state %+v, %v; want one recovery code left", st, err)
	}
}

func TestPicturesAddedAtOnceOnTwoInstancesEachGoLastInTurn(t *testing.T) {
	t.Parallel()
	stores := twoInstances(t)
	ctx := t.Context()
	const n = 4
	race(t, stores, n, func(s *database.Store) (bool, error) {
		g := content.GalleryImage{Title: "Room", Description: "A room", ImageURL: "/uploads/a.png", Category: "rooms"}
		return true, s.Create(ctx, content.GalleryImages, &g)
	})
	list, err := database.ListOf[content.GalleryImage](ctx, stores[1], content.GalleryImages)
	if err != nil {
		t.Fatal(err)
	}
	var places []int
	for _, g := range list {
		places = append(places, int(g.OrderIndex))
	}
	if want := []int{0, 1, 2, 3, 4, 5, 6, 7}; !slices.Equal(places, want) {
		t.Fatalf("the gallery's places after %d pictures added at once: %v, want %v", 2*n, places, want)
	}
}

func TestATrashEntryRestoredFromTwoInstancesAtOnceComesBackOnce(t *testing.T) {
	t.Parallel()
	stores := twoInstances(t)
	ctx := t.Context()
	m := content.TeamMember{Name: "Anna Beck", Title: "CTO", Company: "QRS", Description: "Engineering"}
	if err := stores[0].Create(ctx, content.Team, &m); err != nil {
		t.Fatal(err)
	}
	ctx, receipt := database.WithTrashReceipt(ctx)
	if _, err := stores[0].Delete(ctx, content.Team, m.ID); err != nil {
		t.Fatal(err)
	}
	won := race(t, stores, 3, func(s *database.Store) (bool, error) {
		_, err := s.RestoreTrash(ctx, receipt.ID)
		if content.ErrorCode(err) == content.NotFound {
			return false, nil
		}
		return err == nil, err
	})
	if won != 1 {
		t.Fatalf("the entry was restored %d times, want once", won)
	}
	team, err := database.ListOf[content.TeamMember](ctx, stores[1], content.Team)
	if err != nil || len(team) != 1 || team[0].ID != m.ID {
		t.Fatalf("the team after the restore: %+v, %v; want Anna back once, with her id %d", team, err, m.ID)
	}
}

func TestPublishesOnTwoInstancesAtOnceEachGetTheirOwnVersion(t *testing.T) {
	t.Parallel()
	stores := twoInstances(t)
	ctx := t.Context()
	var mu sync.Mutex
	var versions []int
	race(t, stores, 3, func(s *database.Store) (bool, error) {
		doc, err := s.PublishContent(ctx, "site", "en", []byte(`{"title":"`+fmt.Sprint(time.Now().UnixNano())+`"}`), "w")
		mu.Lock()
		versions = append(versions, int(doc.Version))
		mu.Unlock()
		return true, err
	})
	slices.Sort(versions)
	if want := []int{1, 2, 3, 4, 5, 6}; !slices.Equal(versions, want) {
		t.Fatalf("versions published at once: %v, want %v", versions, want)
	}
}

// A username or a folder name is one whatever its capitals: on either engine it is found,
// refused a second time and sorted without regard to case.
func TestUsernamesAndFolderNamesAreTheSameWhateverTheirCase(t *testing.T) {
	t.Parallel()
	s := testutil.MustOpenStore(t, "")
	ctx := t.Context()
	for _, name := range []string{"bob", "Carl", "anna"} {
		if _, err := s.CreateStaff(ctx, name, content.RoleEditor, "hash", false); err != nil {
			t.Fatal(err)
		}
	}
	if _, err := s.CreateStaff(ctx, "ANNA", content.RoleViewer, "hash", false); content.ErrorCode(err) != content.Conflict {
		t.Fatalf("a second anna in capitals: %v, want a conflict", err)
	}
	acc, err := s.SignInAccount(ctx, "CaRl")
	if err != nil || acc.Username != "Carl" {
		t.Fatalf("signing in as CaRl: %+v, %v; want Carl's account", acc, err)
	}
	staff, err := s.ListStaff(ctx)
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, a := range staff {
		names = append(names, a.Username)
	}
	if got := strings.Join(names, ","); got != "anna,bob,Carl" {
		t.Fatalf("staff in order: %s, want anna,bob,Carl", got)
	}

	if err := s.Create(ctx, content.Categories, &content.Category{Name: "Studies"}); err != nil {
		t.Fatal(err)
	}
	if err := s.Create(ctx, content.Categories, &content.Category{Name: "STUDIES"}); content.ErrorCode(err) != content.Conflict {
		t.Fatalf("a second folder Studies in capitals: %v, want a conflict", err)
	}
}

// Whether an upload is in use is found in every place a record names it, a JSON text of a
// content document included.
func TestAnUploadNamedOnlyInAPublishedTextIsInUse(t *testing.T) {
	t.Parallel()
	s := testutil.MustOpenStore(t, "")
	ctx := t.Context()
	const used, free = "/uploads/0123456789abcdef0123456789abcdef.png", "/uploads/aaaabbbbccccddddeeeeffff00001111.png"
	if _, err := s.PublishContent(ctx, "home", "en", []byte(`{"hero":"`+used+`"}`), "w"); err != nil {
		t.Fatal(err)
	}
	got, err := s.UploadsInUse(ctx, used, free)
	if err != nil || !slices.Equal(got, []string{used}) {
		t.Fatalf("uploads in use: %v, %v; want only %s", got, err, used)
	}
}

func TestAChallengeTakesItsAttemptsOnceEachWhateverInstanceCounts(t *testing.T) {
	stores := twoInstances(t)
	ctx := t.Context()
	s := stores[0]
	if err := s.SetAdminPassword(ctx, "editor", "hash"); err != nil {
		t.Fatal(err)
	}
	id, _, err := s.AdminPasswordHash(ctx, "editor")
	if err != nil {
		t.Fatal(err)
	}
	if err := s.CreateSignInChallenge(ctx, "challenge", id, 5*time.Minute); err != nil {
		t.Fatal(err)
	}
	var mu sync.Mutex
	var numbers []int
	won := race(t, stores, 6, func(s *database.Store) (bool, error) {
		n, err := s.TakeSignInChallengeAttempt(ctx, "challenge", 5)
		if n > 0 {
			mu.Lock()
			numbers = append(numbers, n)
			mu.Unlock()
		}
		return n > 0, err
	})
	slices.Sort(numbers)
	if won != 5 || !slices.Equal(numbers, []int{1, 2, 3, 4, 5}) {
		t.Fatalf("12 attempts at once took %d (numbered %v), want 5 numbered 1 to 5", won, numbers)
	}
}
