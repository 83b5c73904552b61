package database

import (
	"encoding/json"
	"testing"

	"github.com/qrs-site/qrs/internal/content"
)

// watched are the last changes of the team, the partners, their categories and the home
// page's document, as a cache made from each would read them.
type watched struct{ team, partners, categories, home int64 }

func watch(s *Store) watched {
	return watched{
		team:       s.Watch(CollectionSource(content.Team)).LastChange(),
		partners:   s.Watch(CollectionSource(content.GlobalPartners)).LastChange(),
		categories: s.Watch(CollectionSource(content.PartnerCategories)).LastChange(),
		home:       s.Watch(ContentSource("home")).LastChange(),
	}
}

// TestAWriteChangesOnlyWhatItWrites: a cache of the partners made before a write to the team
// is still current after it, one of the team is not; a category's write changes the
// partners, filed under it, too; an upload (whose pictures any list may show) changes all.
func TestAWriteChangesOnlyWhatItWrites(t *testing.T) {
	t.Parallel()
	s := openOn(t, t.TempDir())
	ctx := t.Context()
	before := watch(s)
	if err := s.Create(ctx, content.Team, &content.TeamMember{Name: "Dr. Ada", Title: "Physician", Company: "QRS"}); err != nil {
		t.Fatal(err)
	}
	after := watch(s)
	if after.team <= before.team || after.team != s.Version() {
		t.Errorf("the team's last change %d after a write to it (before %d, version %d)", after.team, before.team, s.Version())
	}
	if after.partners != before.partners || after.categories != before.categories || after.home != before.home {
		t.Errorf("a write to the team changed others: %+v, before %+v", after, before)
	}

	before = after
	if err := s.Create(ctx, content.PartnerCategories, &content.PartnerCategory{Name: "Clinics"}); err != nil {
		t.Fatal(err)
	}
	after = watch(s)
	if after.categories <= before.categories || after.partners <= before.partners {
		t.Errorf("a category's write left the categories or the partners as they were: %+v, before %+v", after, before)
	}
	if after.team != before.team || after.home != before.home {
		t.Errorf("a category's write changed the team or the home page: %+v, before %+v", after, before)
	}

	before = after
	if _, err := s.PublishContent(ctx, "home", content.DefaultLocale, json.RawMessage(`{"hero":{"title":"New"}}`), "editor"); err != nil {
		t.Fatal(err)
	}
	after = watch(s)
	if after.home <= before.home || after.team != before.team || after.partners != before.partners {
		t.Errorf("publishing the home page's document: %+v, before %+v", after, before)
	}

	before = after
	if err := s.SaveImage(ctx, "/uploads/a.jpg", content.Image{Width: 10, Height: 10}); err != nil {
		t.Fatal(err)
	}
	after = watch(s)
	if after.team <= before.team || after.partners <= before.partners || after.home <= before.home {
		t.Errorf("an upload left something as it was: %+v, before %+v", after, before)
	}
}

// TestAWriteThroughOneInstanceChangesTheSameOnTheOther: the other instance learns what a
// write changed, not only that something did.
func TestAWriteThroughOneInstanceChangesTheSameOnTheOther(t *testing.T) {
	t.Parallel()
	a, b := openTwo(t)
	if a.Engine() != Postgres {
		t.Skip("PostgreSQL only: a site on SQLite has one instance")
	}
	ctx := t.Context()
	before := watch(b)
	if err := a.Create(ctx, content.Team, &content.TeamMember{Name: "Dr. Ada Cluster", Title: "Physician", Company: "QRS"}); err != nil {
		t.Fatal(err)
	}
	waitFor(t, "the team's change, on B", func() bool { return watch(b).team > before.team })
	if after := watch(b); after.partners != before.partners || after.home != before.home {
		t.Errorf("a write to the team through A changed others on B: %+v, before %+v", after, before)
	}
}
