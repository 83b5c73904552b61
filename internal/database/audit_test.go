package database_test

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/qrs-site/qrs/internal/content"
	"github.com/qrs-site/qrs/internal/database"
	"github.com/qrs-site/qrs/internal/testutil"
)

// asAnna is a request of the editor Anna from 203.0.113.7.
func asAnna(t *testing.T) context.Context {
	return content.WithActor(t.Context(), content.Actor{ID: 7, Username: "anna", Role: content.RoleEditor, IP: "203.0.113.7"})
}

// auditLog answers every entry of the log, newest first.
func auditLog(t *testing.T, s *database.Store) []database.AuditRecord {
	t.Helper()
	all, err := s.ListAudit(t.Context(), database.AuditFilter{})
	if err != nil {
		t.Fatal(err)
	}
	return all
}

// changesOf answers an entry's changes as "field: from → to" lines, for comparing.
func changesOf(r database.AuditRecord) string {
	var lines []string
	for _, c := range r.Changes {
		from, _ := json.Marshal(c.From)
		to, _ := json.Marshal(c.To)
		lines = append(lines, fmt.Sprintf("%s: %s → %s", c.Field, from, to))
	}
	return strings.Join(lines, "\n")
}

func TestCreatingAndChangingATeamMemberIsLoggedFieldByFieldWithWhoAndWhence(t *testing.T) {
	t.Parallel()
	s := testutil.MustOpenStore(t, "")
	ctx := asAnna(t)
	m := content.TeamMember{Name: "Dr. Lena Voss", Title: "Chief Medical Officer", Company: "QRS"}
	if err := s.Create(ctx, content.Team, &m); err != nil {
		t.Fatal(err)
	}
	log := auditLog(t, s)
	if len(log) != 1 {
		t.Fatalf("log after a create = %d entries, want 1", len(log))
	}
	e := log[0]
	if e.Action != "create" || e.Kind != "team-member" || e.Target != "Dr. Lena Voss" || e.TargetID == nil || *e.TargetID != m.ID {
		t.Errorf("create entry = %+v", e)
	}
	if e.Actor != "anna" || e.ActorID == nil || *e.ActorID != 7 || e.IP != "203.0.113.7" {
		t.Errorf("create entry names %q #%v from %q, want anna #7 from 203.0.113.7", e.Actor, e.ActorID, e.IP)
	}
	want := `company: null → "QRS"` + "\n" + `name: null → "Dr. Lena Voss"` + "\n" + `title: null → "Chief Medical Officer"`
	if got := changesOf(e); got != want {
		t.Errorf("create lists\n%s\nwant\n%s", got, want)
	}

	_, _, err := database.UpdateOf(ctx, s, content.Team, m.ID, func(r *content.TeamMember) error {
		r.Title = "Medical Director"
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	log = auditLog(t, s)
	if len(log) != 2 || log[0].Action != "update" {
		t.Fatalf("log after an update = %+v", log)
	}
	if got, want := changesOf(log[0]), `title: "Chief Medical Officer" → "Medical Director"`; got != want {
		t.Errorf("update lists %q, want only the changed field: %q", got, want)
	}

	// Saving the same fields again changes nothing and writes nothing.
	if _, _, err := database.UpdateOf(ctx, s, content.Team, m.ID, func(*content.TeamMember) error { return nil }); err != nil {
		t.Fatal(err)
	}
	if n := len(auditLog(t, s)); n != 2 {
		t.Errorf("an update that changed nothing left %d entries, want 2", n)
	}
}

func TestEveryRecordKindIsLoggedUnderItsName(t *testing.T) {
	t.Parallel()
	s := testutil.MustOpenStore(t, "")
	ctx := asAnna(t)
	must := func(err error) {
		t.Helper()
		if err != nil {
			t.Fatal(err)
		}
	}
	must(s.Create(ctx, content.Team, &content.TeamMember{Name: "Lena"}))
	must(s.Create(ctx, content.GalleryImages, &content.GalleryImage{Title: "Lab", ImageURL: "/uploads/a.jpg"}))
	must(s.Create(ctx, content.GalleryVideos, &content.GalleryVideo{Title: "Demo", YoutubeID: "dQw4w9WgXcQ"}))
	must(s.Create(ctx, content.ResearchPapers, &content.ResearchPaper{Title: "Study", PdfURL: "/uploads/s.pdf"}))
	must(s.Create(ctx, content.Categories, &content.Category{Name: "Events"}))
	must(s.Create(ctx, content.GlobalPartners, &content.GlobalPartner{Name: "MedCo"}))
	must(s.Create(ctx, content.PartnerCategories, &content.PartnerCategory{Name: "Distributors"}))
	var got []string
	for _, e := range auditLog(t, s) {
		got = append([]string{e.Action + " " + e.Kind + " " + e.Target}, got...)
	}
	want := []string{"create team-member Lena", "create gallery-image Lab", "create gallery-video Demo",
		"create download Study", "create folder Events", "create partner MedCo", "create partner-category Distributors"}
	if strings.Join(got, "|") != strings.Join(want, "|") {
		t.Errorf("entries =\n%v\nwant\n%v", got, want)
	}
}

func TestAChangeThatFailsWritesNoEntry(t *testing.T) {
	t.Parallel()
	s := testutil.MustOpenStore(t, "")
	ctx := asAnna(t)
	m := content.TeamMember{Name: "Lena"}
	if err := s.Create(ctx, content.Team, &m); err != nil {
		t.Fatal(err)
	}
	refused := errors.New("refused")
	_, _, err := database.UpdateOf(ctx, s, content.Team, m.ID, func(r *content.TeamMember) error {
		r.Name = "Somebody else"
		return refused
	})
	if !errors.Is(err, refused) {
		t.Fatalf("update = %v, want the change's error", err)
	}
	// A folder whose name is taken rolls back after the entry was written in the transaction.
	if err := s.Create(ctx, content.Categories, &content.Category{Name: "Events"}); err != nil {
		t.Fatal(err)
	}
	if err := s.Create(ctx, content.Categories, &content.Category{Name: "Events"}); content.ErrorCode(err) != content.Conflict {
		t.Fatalf("second folder Events = %v, want a conflict", err)
	}
	log := auditLog(t, s)
	if len(log) != 2 || log[0].Kind != "folder" || log[1].Kind != "team-member" {
		t.Errorf("log = %+v, want only the two changes that happened", log)
	}
}

func TestAReorderIsOneEntryWithTheNewOrder(t *testing.T) {
	t.Parallel()
	s := testutil.MustOpenStore(t, "")
	ctx := asAnna(t)
	var ids []int64
	for _, n := range []string{"A", "B", "C"} {
		m := content.TeamMember{Name: n}
		if err := s.Create(ctx, content.Team, &m); err != nil {
			t.Fatal(err)
		}
		ids = append(ids, m.ID)
	}
	if err := s.Reorder(ctx, content.Team, []int64{ids[2], ids[0], ids[1]}); err != nil {
		t.Fatal(err)
	}
	e := auditLog(t, s)[0]
	want := `order: ["A","B","C"] → ["C","A","B"]`
	if e.Action != "reorder" || e.Kind != "team-member" || changesOf(e) != want {
		t.Errorf("reorder entry = %s %s %q, want reorder team-member %q", e.Action, e.Kind, changesOf(e), want)
	}
	// A reorder naming an unknown id fails whole and is not logged.
	if err := s.Reorder(ctx, content.Team, []int64{ids[0], 999}); content.ErrorCode(err) != content.NotFound {
		t.Fatalf("reorder with an unknown id = %v", err)
	}
	if n := len(auditLog(t, s)); n != 4 {
		t.Errorf("log has %d entries after a failed reorder, want 4", n)
	}
}

func TestContentDraftsPublishingAndSchedulesAreLoggedByJSONPointer(t *testing.T) {
	t.Parallel()
	s := testutil.MustOpenStore(t, "")
	c := &clock{now: time.Date(2026, 3, 2, 9, 0, 0, 0, time.UTC)}
	s.SetClock(c.read)
	if _, err := s.SeedDefaultContent(t.Context(), map[string]json.RawMessage{"home": raw(`{"hero":{"title":"Hello","lead":"Welcome"},"items":["a","b"]}`)}); err != nil {
		t.Fatal(err)
	}
	ctx := asAnna(t)
	if _, err := s.SaveContentDraft(ctx, "home", "", raw(`{"hero":{"title":"Hi","lead":"Welcome"},"items":["a","b","c"]}`), "anna", content.AnyRevision); err != nil {
		t.Fatal(err)
	}
	e := auditLog(t, s)[0]
	want := `/hero/title: "Hello" → "Hi"` + "\n" + `/items/2: null → "c"`
	if e.Action != "save-draft" || e.Kind != "content" || e.Target != "home" || changesOf(e) != want {
		t.Errorf("draft entry = %s %s %s\n%s\nwant\n%s", e.Action, e.Kind, e.Target, changesOf(e), want)
	}
	at := c.at(time.Hour)
	if _, err := s.ScheduleContentDraft(ctx, "home", "", at, "anna", content.AnyRevision); err != nil {
		t.Fatal(err)
	}
	e = auditLog(t, s)[0]
	if e.Action != "schedule" || changesOf(e) != `publishAt: null → "2026-03-02T10:00:00Z"` {
		t.Errorf("schedule entry = %s %q", e.Action, changesOf(e))
	}
	if _, err := s.UnscheduleContentDraft(ctx, "home", "", content.AnyRevision); err != nil {
		t.Fatal(err)
	}
	e = auditLog(t, s)[0]
	if e.Action != "unschedule" || changesOf(e) != `publishAt: "2026-03-02T10:00:00Z" → null` {
		t.Errorf("unschedule entry = %s %q", e.Action, changesOf(e))
	}
	if _, err := s.PublishContentDraft(ctx, "home", "", "anna", content.AnyRevision); err != nil {
		t.Fatal(err)
	}
	e = auditLog(t, s)[0]
	if e.Action != "publish" || e.Actor != "anna" || changesOf(e) != want {
		t.Errorf("publish entry = %s by %q\n%s\nwant\n%s", e.Action, e.Actor, changesOf(e), want)
	}

	// A scheduled draft published by the server names nobody.
	if _, err := s.SaveContentDraft(ctx, "home", "", raw(`{"hero":{"title":"Later","lead":"Welcome"},"items":["a","b","c"]}`), "anna", content.AnyRevision); err != nil {
		t.Fatal(err)
	}
	if _, err := s.ScheduleContentDraft(ctx, "home", "", c.at(time.Hour), "anna", content.AnyRevision); err != nil {
		t.Fatal(err)
	}
	c.pass(2 * time.Hour)
	if keys, err := s.PublishDueContent(t.Context()); err != nil || len(keys) != 1 {
		t.Fatalf("due = %v, %v", keys, err)
	}
	e = auditLog(t, s)[0]
	if e.Action != "publish" || e.Actor != "" || e.ActorID != nil || changesOf(e) != `/hero/title: "Hi" → "Later"` {
		t.Errorf("scheduled publish entry = %s by %q %q", e.Action, e.Actor, changesOf(e))
	}

	// Restoring version 1 logs the version and what it changes back.
	if _, err := s.RestoreContentVersion(ctx, "home", "", 1, "anna", content.AnyRevision); err != nil {
		t.Fatal(err)
	}
	e = auditLog(t, s)[0]
	wantRestore := "version: null → 1\n" + `/hero/title: "Later" → "Hello"` + "\n" + `/items/2: "c" → null`
	if e.Action != "restore-version" || changesOf(e) != wantRestore {
		t.Errorf("restore entry = %s\n%s\nwant\n%s", e.Action, changesOf(e), wantRestore)
	}
	if _, err := s.DiscardContentDraft(ctx, "home", "", content.AnyRevision); err != nil {
		t.Fatal(err)
	}
	if e = auditLog(t, s)[0]; e.Action != "discard-draft" {
		t.Errorf("discard entry = %s", e.Action)
	}
}

// A change inside a rich text is logged as one change of its field, whole, not as the
// inner pointers of its nodes.
func TestAChangeInsideARichTextIsLoggedAtItsField(t *testing.T) {
	t.Parallel()
	s := testutil.MustOpenStore(t, "")
	if _, err := s.SeedDefaultContent(t.Context(), map[string]json.RawMessage{"home": raw(`{"hero":{"title":"Hello","lead":"Welcome"}}`)}); err != nil {
		t.Fatal(err)
	}
	bold := `{"type":"doc","content":[{"type":"paragraph","content":[{"type":"text","text":"Welcome","marks":[{"type":"bold"}]}]}]}`
	if _, err := s.SaveContentDraft(asAnna(t), "home", "", raw(`{"hero":{"title":"Hello","lead":`+bold+`}}`), "anna", content.AnyRevision); err != nil {
		t.Fatal(err)
	}
	// The log writes each value as JSON with its keys in order.
	asLogged := func(doc string) string {
		var v any
		if err := json.Unmarshal([]byte(doc), &v); err != nil {
			t.Fatal(err)
		}
		b, _ := json.Marshal(v)
		return string(b)
	}
	if got, want := changesOf(auditLog(t, s)[0]), `/hero/lead: "Welcome" → `+asLogged(bold); got != want {
		t.Errorf("draft entry:\n%s\nwant\n%s", got, want)
	}
	italic := strings.Replace(bold, "bold", "italic", 1)
	if _, err := s.SaveContentDraft(asAnna(t), "home", "", raw(`{"hero":{"title":"Hello","lead":`+italic+`}}`), "anna", content.AnyRevision); err != nil {
		t.Fatal(err)
	}
	if got, want := changesOf(auditLog(t, s)[0]), `/hero/lead: `+asLogged(bold)+` → `+asLogged(italic); got != want {
		t.Errorf("draft entry:\n%s\nwant\n%s", got, want)
	}
}

func TestAPublishChangingManyValuesListsFiftyAndSaysHowManyMore(t *testing.T) {
	t.Parallel()
	s := testutil.MustOpenStore(t, "")
	var before, after []string
	for i := range 80 {
		before = append(before, fmt.Sprintf(`"k%02d":"old"`, i))
		after = append(after, fmt.Sprintf(`"k%02d":"new"`, i))
	}
	if _, err := s.PublishContent(asAnna(t), "big", "", raw("{"+strings.Join(before, ",")+"}"), "anna"); err != nil {
		t.Fatal(err)
	}
	if _, err := s.PublishContent(asAnna(t), "big", "", raw("{"+strings.Join(after, ",")+"}"), "anna"); err != nil {
		t.Fatal(err)
	}
	e := auditLog(t, s)[0]
	if len(e.Changes) != 51 || e.Changes[0].Field != "/k00" || e.Changes[50].To != "30 more changes" {
		t.Errorf("a publish of 80 changes lists %d: first %+v last %+v", len(e.Changes), e.Changes[0], e.Changes[len(e.Changes)-1])
	}
}

func TestUploadsAndFocalPointsAreLogged(t *testing.T) {
	t.Parallel()
	s := testutil.MustOpenStore(t, "")
	ctx := asAnna(t)
	img := content.Image{Width: 1200, Height: 800, Variants: []content.ImageVariant{}}
	if _, err := s.SaveUpload(ctx, database.Upload{URL: "/uploads/ab.jpg", Name: "lab photo.jpg", Size: 48213, Kind: "jpg"}, &img); err != nil {
		t.Fatal(err)
	}
	e := auditLog(t, s)[0]
	want := `name: null → "lab photo.jpg"` + "\n" + "size: null → 48213\n" + `kind: null → "jpg"` + "\n" +
		`url: null → "/uploads/ab.jpg"` + "\nwidth: null → 1200\nheight: null → 800"
	if e.Action != "upload" || e.Kind != "upload" || e.Target != "lab photo.jpg" || changesOf(e) != want {
		t.Errorf("upload entry = %s %s %s\n%s\nwant\n%s", e.Action, e.Kind, e.Target, changesOf(e), want)
	}
	if got, _ := s.Image(t.Context(), "/uploads/ab.jpg"); got == nil || got.Width != 1200 {
		t.Errorf("the image's size was not recorded with its upload: %+v", got)
	}
	if _, err := s.SaveUpload(ctx, database.Upload{URL: "/uploads/cd.pdf", Name: "study.pdf", Size: 9000, Kind: "pdf"}, nil); err != nil {
		t.Fatal(err)
	}
	if e := auditLog(t, s)[0]; e.Target != "study.pdf" || e.Action != "upload" {
		t.Errorf("pdf upload entry = %+v", e)
	}
	if err := s.SetImageFocus(ctx, "/uploads/ab.jpg", 30, 50); err != nil {
		t.Fatal(err)
	}
	if e := auditLog(t, s)[0]; e.Action != "focus" || changesOf(e) != "focusX: 50 → 30" {
		t.Errorf("focus entry = %s %q", e.Action, changesOf(e))
	}
}

func TestMarkingAMessageIsLoggedWithTheStateItChanged(t *testing.T) {
	t.Parallel()
	s, _, ids := inbox(t, "Maria")
	if n := len(auditLog(t, s)); n != 0 {
		t.Fatalf("a visitor's message wrote %d entries; the log is of the staff's changes", n)
	}
	ctx := asAnna(t)
	if _, err := s.SetContactMessageState(ctx, ids[0], content.MessageState{Answered: yes()}); err != nil {
		t.Fatal(err)
	}
	e := auditLog(t, s)[0]
	if e.Kind != "message" || e.Action != "update" || changesOf(e) != "read: false → true\nanswered: false → true" ||
		!strings.HasPrefix(e.Target, "Maria") {
		t.Errorf("answered entry = %s %s %s %q", e.Kind, e.Action, e.Target, changesOf(e))
	}
	if _, err := s.SetContactMessageState(ctx, ids[0], content.MessageState{Read: no()}); err != nil {
		t.Fatal(err)
	}
	if e := auditLog(t, s)[0]; changesOf(e) != "read: true → false" {
		t.Errorf("unread entry = %q", changesOf(e))
	}
	// Marking unread what is unread already changes nothing and writes nothing more.
	if _, err := s.SetContactMessageState(ctx, ids[0], content.MessageState{Read: no()}); err != nil {
		t.Fatal(err)
	}
	if n := len(auditLog(t, s)); n != 2 {
		t.Errorf("log has %d entries, want 2", n)
	}
}

func TestTheLogFiltersByPersonKindAndTimeAndPagesNewestFirst(t *testing.T) {
	t.Parallel()
	s := testutil.MustOpenStore(t, "")
	c := &clock{now: time.Date(2026, 3, 2, 9, 0, 0, 0, time.UTC)}
	s.SetClock(c.read)
	anna := asAnna(t)
	ben := content.WithActor(t.Context(), content.Actor{ID: 8, Username: "ben", IP: "198.51.100.4"})
	for i := range 5 {
		if err := s.Create(anna, content.Team, &content.TeamMember{Name: fmt.Sprint("member ", i)}); err != nil {
			t.Fatal(err)
		}
		if err := s.Create(ben, content.GlobalPartners, &content.GlobalPartner{Name: fmt.Sprint("partner ", i)}); err != nil {
			t.Fatal(err)
		}
		c.pass(24 * time.Hour)
	}
	bens := "ben"
	page, err := s.ListAudit(t.Context(), database.AuditFilter{Actor: &bens, Limit: 2})
	if err != nil {
		t.Fatal(err)
	}
	if len(page) != 2 || page[0].Target != "partner 4" || page[1].Target != "partner 3" {
		t.Fatalf("first page of ben = %+v", page)
	}
	next, _ := s.ListAudit(t.Context(), database.AuditFilter{Actor: &bens, Limit: 2, Before: page[1].ID})
	if len(next) != 2 || next[0].Target != "partner 2" {
		t.Errorf("second page of ben = %+v", next)
	}
	days, _ := s.ListAudit(t.Context(), database.AuditFilter{Kind: "team-member",
		From: time.Date(2026, 3, 3, 0, 0, 0, 0, time.UTC), To: time.Date(2026, 3, 5, 0, 0, 0, 0, time.UTC)})
	if len(days) != 2 || days[0].Target != "member 2" || days[1].Target != "member 1" {
		t.Errorf("team members on 3 and 4 March = %+v", days)
	}
	actors, kinds, err := s.AuditFacets(t.Context())
	if err != nil || strings.Join(actors, ",") != "anna,ben" || strings.Join(kinds, ",") != "partner,team-member" {
		t.Errorf("facets = %v %v %v", actors, kinds, err)
	}
}

func TestRetentionKeepsAYearAndRemovesWhatIsOlderThanTwo(t *testing.T) {
	t.Parallel()
	s := testutil.MustOpenStore(t, "")
	now := time.Date(2026, 3, 2, 9, 0, 0, 0, time.UTC)
	for _, age := range []time.Duration{3 * 365 * 24 * time.Hour, 364 * 24 * time.Hour} {
		s.SetClock(func() time.Time { return now.Add(-age) })
		if err := s.Audit(asAnna(t), database.AuditEntry{Action: "sign-in", Kind: "account", Target: fmt.Sprint(age)}); err != nil {
			t.Fatal(err)
		}
	}
	s.SetClock(func() time.Time { return now })
	n, err := s.PurgeAudit(t.Context())
	if err != nil || n != 1 {
		t.Fatalf("purge removed %d, %v; want the one of three years ago", n, err)
	}
	log := auditLog(t, s)
	if len(log) != 1 || log[0].Target != fmt.Sprint(364*24*time.Hour) {
		t.Errorf("left after the purge: %+v, want the entry of 364 days ago", log)
	}
}
