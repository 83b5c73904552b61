package database_test

import (
	"errors"
	"maps"
	"testing"

	"github.com/qrs-site/qrs/internal/content"
	"github.com/qrs-site/qrs/internal/database"
	"github.com/qrs-site/qrs/internal/testutil"
)

// partnerTypes answers each partner's type by name.
func partnerTypes(t *testing.T, s *database.Store) map[string]string {
	t.Helper()
	list, err := database.ListOf[content.GlobalPartner](t.Context(), s, content.GlobalPartners)
	if err != nil {
		t.Fatal(err)
	}
	out := map[string]string{}
	for _, p := range list {
		out[p.Name] = p.PartnerType
	}
	return out
}

func mustCategory(t *testing.T, s *database.Store, name string) int64 {
	t.Helper()
	k := content.PartnerCategory{Name: name, IsActive: true}
	if err := s.Create(t.Context(), content.PartnerCategories, &k); err != nil {
		t.Fatal(err)
	}
	return k.ID
}

func mustPartner(t *testing.T, s *database.Store, name, partnerType string) {
	t.Helper()
	p := content.GlobalPartner{Name: name, Country: "Austria", PartnerType: partnerType}
	if err := s.Create(t.Context(), content.GlobalPartners, &p); err != nil {
		t.Fatal(err)
	}
}

func rename(t *testing.T, s *database.Store, id int64, name string) {
	t.Helper()
	if _, _, err := database.UpdateOf(t.Context(), s, content.PartnerCategories, id, func(k *content.PartnerCategory) error {
		k.Name = name
		return nil
	}); err != nil {
		t.Fatal(err)
	}
}

func TestRenamedPartnerCategoryTakesItsPartnersAlong(t *testing.T) {
	t.Parallel()
	s := testutil.MustOpenStore(t, "")
	wellness := mustCategory(t, s, "Wellness Centers")
	mustCategory(t, s, "Clinic")
	mustPartner(t, s, "Lakeside", "wellnesscenters")
	mustPartner(t, s, "Hilltop", "Wellness Centers") // stored through the API as typed
	mustPartner(t, s, "Vaduz", "clinic")
	mustPartner(t, s, "Lab", "research")

	before := s.Version()
	rename(t, s, wellness, "Wellness Clinics")
	want := map[string]string{"Lakeside": "wellnessclinics", "Hilltop": "wellnessclinics", "Vaduz": "clinic", "Lab": "research"}
	if got := partnerTypes(t, s); !maps.Equal(got, want) {
		t.Fatalf("after the rename the partners' types are %v, want %v", got, want)
	}
	if s.Version() == before {
		t.Fatal("the rename did not bump the store version, so cached lists and pages stay old")
	}

	// A change of capitals or spaces only keeps the type value and moves nobody.
	rename(t, s, wellness, "wellness  clinics")
	if got := partnerTypes(t, s)["Lakeside"]; got != "wellnessclinics" {
		t.Fatalf("Lakeside's type = %q after a rename to the same type value", got)
	}
	// The spaces JavaScript's \s knows are removed as in the web app.
	rename(t, s, wellness, "Wellness\u00a0Spa\u2009Resorts")
	if got := partnerTypes(t, s)["Lakeside"]; got != "wellnesssparesorts" {
		t.Fatalf("Lakeside's type = %q after a rename to a name with no-break and thin spaces", got)
	}
}

func TestRenamingLeavesPartnersOfAnotherCategoryWithTheSameTypeValue(t *testing.T) {
	t.Parallel()
	s := testutil.MustOpenStore(t, "")
	first := mustCategory(t, s, "Wellness Centers")
	mustCategory(t, s, "WellnessCenters")
	mustPartner(t, s, "Lakeside", "wellnesscenters")
	rename(t, s, first, "Spa Resorts")
	if got := partnerTypes(t, s)["Lakeside"]; got != "wellnesscenters" {
		t.Fatalf("Lakeside's type = %q; the other category of its type still exists", got)
	}
}

func TestFailedPartnerCategoryChangeMovesNoPartner(t *testing.T) {
	t.Parallel()
	s := testutil.MustOpenStore(t, "")
	id := mustCategory(t, s, "Wellness Centers")
	mustPartner(t, s, "Lakeside", "wellnesscenters")
	refused := errors.New("refused")
	_, _, err := database.UpdateOf(t.Context(), s, content.PartnerCategories, id, func(k *content.PartnerCategory) error {
		k.Name = "Spa Resorts"
		return refused
	})
	if !errors.Is(err, refused) {
		t.Fatalf("update answered %v", err)
	}
	if got := partnerTypes(t, s)["Lakeside"]; got != "wellnesscenters" {
		t.Fatalf("Lakeside's type = %q after a refused change", got)
	}
}

func TestDeletedPartnerCategoryLeavesItsPartners(t *testing.T) {
	t.Parallel()
	s := testutil.MustOpenStore(t, "")
	id := mustCategory(t, s, "Wellness Centers")
	mustPartner(t, s, "Lakeside", "wellnesscenters")
	if _, err := s.Delete(t.Context(), content.PartnerCategories, id); err != nil {
		t.Fatal(err)
	}
	if got := partnerTypes(t, s); !maps.Equal(got, map[string]string{"Lakeside": "wellnesscenters"}) {
		t.Fatalf("after deleting the category the partners are %v", got)
	}
}
