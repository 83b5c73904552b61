package database_test

import (
	"encoding/json"
	"errors"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/qrs-site/qrs/internal/content"
	"github.com/qrs-site/qrs/internal/database"
	"github.com/qrs-site/qrs/internal/testutil"
)

// translator is the editor who saves the translations of these tests.
var translator = content.Actor{ID: 3, Username: "greta", Role: content.RoleEditor, IP: "192.0.2.3"}

func mustMember(t *testing.T, s *database.Store, name, title, bio string) int64 {
	t.Helper()
	m := content.TeamMember{Name: name, Title: title, Company: "QRS", Description: content.RichValue(bio)}
	if err := s.Create(t.Context(), content.Team, &m); err != nil {
		t.Fatal(err)
	}
	return m.ID
}

func mustTranslate(t *testing.T, s *database.Store, c *content.Collection, id int64, texts map[string]string) database.RecordTranslations {
	t.Helper()
	out, err := s.SaveTranslations(content.WithActor(t.Context(), translator), c, id, "de", texts, translator.Username)
	if err != nil {
		t.Fatal(err)
	}
	return out
}

// germanList answers c's list in German as the API sends it.
func germanList(t *testing.T, s *database.Store, c *content.Collection) []map[string]any {
	t.Helper()
	list, err := s.ListIn(t.Context(), c, "de")
	if err != nil {
		t.Fatal(err)
	}
	data, err := json.Marshal(list)
	if err != nil {
		t.Fatal(err)
	}
	var out []map[string]any
	if err := json.Unmarshal(data, &out); err != nil {
		t.Fatalf("%s: %v", data, err)
	}
	return out
}

func fieldOf(t *testing.T, tr database.RecordTranslations, name string) database.FieldTranslation {
	t.Helper()
	for _, f := range tr.Fields {
		if f.Field == name {
			return f
		}
	}
	t.Fatalf("no field %s in %+v", name, tr)
	return database.FieldTranslation{}
}

func TestAGermanListShowsTheTranslationsAndNamesTheFieldsLeftInEnglish(t *testing.T) {
	t.Parallel()
	s := testutil.MustOpenStore(t, "")
	ann := mustMember(t, s, "Ann Example", "Physician", "Ann treats patients.")
	mustMember(t, s, "Bo Example", "Engineer", "Bo builds devices.")
	mustTranslate(t, s, content.Team, ann, map[string]string{"title": "  Ärztin ", "description": "Ann behandelt Patienten."})

	list := germanList(t, s, content.Team)
	if len(list) != 2 {
		t.Fatalf("German list = %v", list)
	}
	a, b := list[0], list[1]
	if a["name"] != "Ann Example" || a["title"] != "Ärztin" || a["description"] != "Ann behandelt Patienten." || a["company"] != "QRS" {
		t.Fatalf("Ann in German = %v", a)
	}
	if u := a["untranslated"].([]any); len(u) != 0 {
		t.Fatalf("Ann's untranslated fields = %v, want none", u)
	}
	if b["title"] != "Engineer" || !slices.Equal(b["untranslated"].([]any), []any{"title", "description"}) {
		t.Fatalf("Bo in German = %v, want his English title and bio named untranslated", b)
	}

	// The English list is the records as they are, with nothing added.
	english, err := s.ListIn(t.Context(), content.Team, "en")
	if err != nil {
		t.Fatal(err)
	}
	data, _ := json.Marshal(english)
	if strings.Contains(string(data), "untranslated") || strings.Contains(string(data), "Ärztin") {
		t.Fatalf("English list = %s", data)
	}
	if _, err := s.ListIn(t.Context(), content.Team, "fr"); content.ErrorCode(err) != content.Invalid {
		t.Fatalf("a list in French answered %v, want invalid", err)
	}
}

func TestAnEnglishChangeMarksTheGermanFieldUntilItIsSavedAgain(t *testing.T) {
	t.Parallel()
	s := testutil.MustOpenStore(t, "")
	id := mustMember(t, s, "Ann Example", "Physician", "Ann treats patients.")
	saved := mustTranslate(t, s, content.Team, id, map[string]string{"description": "Ann behandelt Patienten."})
	bio := fieldOf(t, saved, "description")
	if bio.Source != "Ann treats patients." || bio.Value != "Ann behandelt Patienten." || bio.SavedAt == nil || bio.Stale || bio.SourceChangedAt != nil {
		t.Fatalf("the saved German bio = %+v", bio)
	}
	if title := fieldOf(t, saved, "title"); title.Value != "" || title.SavedAt != nil || title.Stale {
		t.Fatalf("the German title, never saved = %+v", title)
	}

	// The English company (not translated) and title (no German one) change: the German bio stays as it was.
	if _, _, err := database.UpdateOf(t.Context(), s, content.Team, id, func(m *content.TeamMember) error {
		m.Company, m.Title = "QRS AG", "Senior Physician"
		return nil
	}); err != nil {
		t.Fatal(err)
	}
	tr, err := s.Translations(t.Context(), content.Team, id, "de")
	if err != nil {
		t.Fatal(err)
	}
	if fieldOf(t, tr, "description").Stale || fieldOf(t, tr, "title").Stale {
		t.Fatalf("German after other English changes = %+v", tr)
	}

	// The English bio changes: the German one is marked, with the English text beside it.
	if _, _, err := database.UpdateOf(t.Context(), s, content.Team, id, func(m *content.TeamMember) error {
		m.Description = "Ann treats patients in Vaduz."
		return nil
	}); err != nil {
		t.Fatal(err)
	}
	tr, _ = s.Translations(t.Context(), content.Team, id, "de")
	bio = fieldOf(t, tr, "description")
	if !bio.Stale || bio.SourceChangedAt == nil || bio.Source != "Ann treats patients in Vaduz." || bio.Value != "Ann behandelt Patienten." {
		t.Fatalf("German bio after the English one changed = %+v", bio)
	}
	// The list still shows the German text: it is a translation waiting for review, not none.
	if got := germanList(t, s, content.Team)[0]; got["description"] != "Ann behandelt Patienten." {
		t.Fatalf("German list = %v", got)
	}

	// Saving the German bio as it is confirms it; the audit log says it was reviewed.
	tr = mustTranslate(t, s, content.Team, id, map[string]string{"description": "Ann behandelt Patienten."})
	if bio := fieldOf(t, tr, "description"); bio.Stale || bio.SourceChangedAt != nil {
		t.Fatalf("German bio after it was saved again = %+v", bio)
	}
	entries, err := s.ListAudit(t.Context(), database.AuditFilter{})
	if err != nil {
		t.Fatal(err)
	}
	if e := entries[0]; e.Action != "review" || e.Kind != "team-member" || e.Target != "Ann Example (de)" || e.Actor != "greta" {
		t.Fatalf("newest audit entry = %+v", e)
	}
	if e := entries[3]; e.Action != "translate" || len(e.Changes) != 1 || e.Changes[0].Field != "description" || e.Changes[0].To != "Ann behandelt Patienten." {
		t.Fatalf("the first translation's audit entry = %+v", e)
	}

	// Changed again, then saved changed: the mark goes as well.
	if _, _, err := database.UpdateOf(t.Context(), s, content.Team, id, func(m *content.TeamMember) error {
		m.Description = "Ann treats patients in Vaduz and Zurich."
		return nil
	}); err != nil {
		t.Fatal(err)
	}
	tr = mustTranslate(t, s, content.Team, id, map[string]string{"description": "Ann behandelt Patienten in Vaduz und Zürich."})
	if bio := fieldOf(t, tr, "description"); bio.Stale || bio.Value != "Ann behandelt Patienten in Vaduz und Zürich." {
		t.Fatalf("German bio saved anew = %+v", bio)
	}
}

func TestAnEmptyTranslationRemovesItAndTheEnglishTextShowsAgain(t *testing.T) {
	t.Parallel()
	s := testutil.MustOpenStore(t, "")
	id := mustMember(t, s, "Ann Example", "Physician", "Ann treats patients.")
	mustTranslate(t, s, content.Team, id, map[string]string{"title": "Ärztin"})
	tr := mustTranslate(t, s, content.Team, id, map[string]string{"title": " "})
	if title := fieldOf(t, tr, "title"); title.Value != "" || title.SavedAt != nil {
		t.Fatalf("German title after it was emptied = %+v", title)
	}
	if got := germanList(t, s, content.Team)[0]; got["title"] != "Physician" || !slices.Contains(got["untranslated"].([]any), any("title")) {
		t.Fatalf("German list = %v", got)
	}
}

func TestATranslationTheDeclarationsRefuseChangesNothing(t *testing.T) {
	t.Parallel()
	s := testutil.MustOpenStore(t, "")
	id := mustMember(t, s, "Ann Example", "Physician", "Ann treats patients.")
	ctx := content.WithActor(t.Context(), translator)
	cases := []struct {
		name   string
		locale string
		texts  map[string]string
		field  string
		want   string
	}{
		{"a name is not translated", "de", map[string]string{"title": "Ärztin", "name": "Anna"}, "name", content.MsgNotTranslated},
		{"a field the record lacks", "de", map[string]string{"hobby": "Lesen"}, "hobby", content.MsgNotTranslated},
		{"longer than the field takes", "de", map[string]string{"title": strings.Repeat("x", content.MaxShort+1)}, "title", content.Generic.TooLong(content.MaxShort)},
		{"a language the site does not speak", "fr", map[string]string{"title": "Médecin"}, "locale", database.MsgUnknownLanguage},
		{"the default language", "en", map[string]string{"title": "Doctor"}, "locale", ""},
	}
	for _, tc := range cases {
		_, err := s.SaveTranslations(ctx, content.Team, id, tc.locale, tc.texts, translator.Username)
		var e *content.Error
		if !errors.As(err, &e) || e.Code != content.Invalid || e.Fields[tc.field] == "" || (tc.want != "" && e.Fields[tc.field] != tc.want) {
			t.Errorf("%s: %v (%+v), want %q at %s", tc.name, err, e, tc.want, tc.field)
		}
	}
	if _, err := s.SaveTranslations(ctx, content.Team, id+100, "de", map[string]string{"title": "Ärztin"}, "greta"); content.ErrorCode(err) != content.NotFound {
		t.Errorf("a translation of no record answered %v", err)
	}
	tr, _ := s.Translations(t.Context(), content.Team, id, "de")
	for _, f := range tr.Fields {
		if f.Value != "" {
			t.Errorf("a refused save stored %+v", f)
		}
	}
}

func TestTranslationsWaitInTheTrashWithTheirRecordAndGoWithThePurge(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	s := testutil.MustOpenStore(t, dir)
	now := time.Now()
	s.SetClock(func() time.Time { return now })
	id := mustMember(t, s, "Ann Example", "Physician", "Ann treats patients.")
	mustTranslate(t, s, content.Team, id, map[string]string{"title": "Ärztin"})

	ctx, receipt := database.WithTrashReceipt(t.Context())
	if _, err := s.Delete(ctx, content.Team, id); err != nil {
		t.Fatal(err)
	}
	if list := germanList(t, s, content.Team); len(list) != 0 {
		t.Fatalf("German list with Ann in the trash = %v", list)
	}
	if _, err := s.RestoreTrash(t.Context(), receipt.ID); err != nil {
		t.Fatal(err)
	}
	if list := germanList(t, s, content.Team); len(list) != 1 || list[0]["title"] != "Ärztin" {
		t.Fatalf("German list after the restore = %v", list)
	}

	if _, err := s.Delete(t.Context(), content.Team, id); err != nil {
		t.Fatal(err)
	}
	db := testutil.OpenDatabase(t, dir)
	var left int
	if err := db.QueryRowContext(t.Context(), `SELECT COUNT(*) FROM record_translations`).Scan(&left); err != nil || left != 1 {
		t.Fatalf("%d translations wait in the trash with their record (%v), want 1", left, err)
	}
	now = now.Add(database.TrashKeep + time.Hour)
	if _, err := s.PurgeTrash(t.Context(), database.TrashKeep); err != nil {
		t.Fatal(err)
	}
	if err := db.QueryRowContext(t.Context(), `SELECT COUNT(*) FROM record_translations`).Scan(&left); err != nil {
		t.Fatal(err)
	}
	if left != 0 {
		t.Fatalf("%d translations outlived their purged record", left)
	}
}

func TestAFoldersGermanNameShowsOnItsItemsAndItKeepsItsEnglishNameAsSource(t *testing.T) {
	t.Parallel()
	s := testutil.MustOpenStore(t, "")
	papers := content.Category{Name: "Papers"}
	if err := s.Create(t.Context(), content.Categories, &papers); err != nil {
		t.Fatal(err)
	}
	if err := s.Create(t.Context(), content.Categories, &content.Category{Name: "Catalogues"}); err != nil {
		t.Fatal(err)
	}
	for _, folder := range []string{"Papers", "Catalogues"} {
		if err := s.Create(t.Context(), content.ResearchPapers, &content.ResearchPaper{Title: "In " + folder, Description: "A study.",
			PdfURL: "/legal/terms-of-service.pdf", Category: folder}); err != nil {
			t.Fatal(err)
		}
	}
	mustTranslate(t, s, content.Categories, papers.ID, map[string]string{"name": "Fachartikel"})

	items := germanList(t, s, content.ResearchPapers)
	byTitle := map[string]map[string]any{}
	for _, it := range items {
		byTitle[it["title"].(string)] = it
	}
	if p := byTitle["In Papers"]; p["category"] != "Fachartikel" || slices.Contains(p["untranslated"].([]any), any("category")) {
		t.Fatalf("a paper in the translated folder = %v", p)
	}
	if c := byTitle["In Catalogues"]; c["category"] != "Catalogues" || !slices.Contains(c["untranslated"].([]any), any("category")) {
		t.Fatalf("a paper in a folder without a German name = %v", c)
	}
	folders := germanList(t, s, content.Categories)
	for _, f := range folders {
		source := f["source"].(map[string]any)
		if (f["name"] == "Fachartikel" && source["name"] != "Papers") || (f["name"] == "Catalogues" && source["name"] != "Catalogues") {
			t.Fatalf("German folders = %v", folders)
		}
	}
}

// germanMarks answers the marked texts of the German document of key, by pointer.
func germanMarks(t *testing.T, s *database.Store, key string) []string {
	t.Helper()
	marks, err := s.ContentSourceChanges(t.Context(), key, "de")
	if err != nil {
		t.Fatal(err)
	}
	var out []string
	for _, m := range marks {
		if m.ChangedAt == "" {
			t.Fatalf("a mark without a time: %+v", m)
		}
		out = append(out, m.Path)
	}
	return out
}

func TestAnEnglishTextChangeMarksTheGermanTextUntilItIsSavedOrReviewed(t *testing.T) {
	t.Parallel()
	s := testutil.MustOpenStore(t, "")
	ctx := content.WithActor(t.Context(), translator)
	if _, err := s.SeedContent(ctx, map[string]map[string]json.RawMessage{
		"en": {"team": raw(`{"hero":{"title":"Our team","lead":"People"},"items":["One"],"count":3}`)},
		"de": {"team": raw(`{"hero":{"title":"Unser Team","lead":"Menschen"},"items":[]}`)},
	}); err != nil {
		t.Fatal(err)
	}
	if marks := germanMarks(t, s, "team"); len(marks) != 0 {
		t.Fatalf("a new site's German document is marked at %v", marks)
	}

	// An English draft changes the title and the lead, adds an item (German has none there)
	// and a number: the German title and lead are marked.
	if _, err := s.SaveContentDraft(ctx, "team", "en",
		raw(`{"hero":{"title":"Our people","lead":"Who we are"},"items":["One","Two"],"count":4}`), "greta", content.AnyRevision); err != nil {
		t.Fatal(err)
	}
	if marks := germanMarks(t, s, "team"); !slices.Equal(marks, []string{"/hero/lead", "/hero/title"}) {
		t.Fatalf("German marks after the English draft = %v", marks)
	}
	// Publishing the draft changes nothing more to review.
	if _, err := s.PublishContentDraft(ctx, "team", "en", "greta", content.AnyRevision); err != nil {
		t.Fatal(err)
	}

	// The German title saved anew loses its mark; the lead keeps its own.
	if _, err := s.SaveContentDraft(ctx, "team", "de", raw(`{"hero":{"title":"Unsere Leute","lead":"Menschen"},"items":[]}`), "greta", content.AnyRevision); err != nil {
		t.Fatal(err)
	}
	if marks := germanMarks(t, s, "team"); !slices.Equal(marks, []string{"/hero/lead"}) {
		t.Fatalf("German marks after the German title was saved = %v", marks)
	}

	// The lead is right as it is: confirmed, its mark goes too, and the audit log says so.
	left, err := s.MarkContentReviewed(ctx, "team", "de", "/hero/lead")
	if err != nil || len(left) != 0 {
		t.Fatalf("marks after the review = %v, %v", left, err)
	}
	entries, _ := s.ListAudit(t.Context(), database.AuditFilter{})
	if e := entries[0]; e.Action != "review" || e.Target != "team (de)" || e.Changes[0].Field != "/hero/lead" {
		t.Fatalf("newest audit entry = %+v", e)
	}

	// A publish straight away marks as a draft does; the English document is never marked.
	if _, err := s.PublishContent(ctx, "team", "en", raw(`{"hero":{"title":"Our staff","lead":"Who we are"},"items":["One","Two"],"count":4}`), "greta"); err != nil {
		t.Fatal(err)
	}
	if marks := germanMarks(t, s, "team"); !slices.Equal(marks, []string{"/hero/title"}) {
		t.Fatalf("German marks after the English publish = %v", marks)
	}
	if marks, _ := s.ContentSourceChanges(t.Context(), "team", "en"); len(marks) != 0 {
		t.Fatalf("English marks = %v", marks)
	}
	if _, err := s.MarkContentReviewed(ctx, "team", "en", "/hero/title"); content.ErrorCode(err) != content.Invalid {
		t.Fatalf("reviewing an English text answered %v", err)
	}
}

func TestAnEnglishChangeInsideARichTextMarksTheGermanParagraphWhole(t *testing.T) {
	t.Parallel()
	s := testutil.MustOpenStore(t, "")
	ctx := content.WithActor(t.Context(), translator)
	doc := func(paragraph string) string { return `{"type":"doc","content":[` + paragraph + `]}` }
	plain := func(text string) string {
		return `{"type":"paragraph","content":[{"type":"text","text":"` + text + `"}]}`
	}
	policy := func(first, second string) json.RawMessage {
		return raw(`{"title":"Privacy","sections":[{"heading":"Rights","paragraphs":[` + first + `,` + second + `]}]}`)
	}
	if _, err := s.SeedContent(ctx, map[string]map[string]json.RawMessage{
		"en": {"privacy": policy(`"Write to us within 30 days."`, `"Ask us."`)},
		"de": {"privacy": policy(`"Schreiben Sie uns binnen 30 Tagen."`, `"Fragen Sie uns."`)},
	}); err != nil {
		t.Fatal(err)
	}
	// The English paragraphs become documents of the same text: nothing to review.
	if _, err := s.SaveContentDraft(ctx, "privacy", "en", policy(doc(plain("Write to us within 30 days.")), doc(plain("Ask us."))), "greta", content.AnyRevision); err != nil {
		t.Fatal(err)
	}
	if marks := germanMarks(t, s, "privacy"); len(marks) != 0 {
		t.Fatalf("the same texts as documents mark the German ones at %v", marks)
	}
	// A word changed in the first, a link set on the second: each is marked at its
	// paragraph, not inside the document.
	linked := `{"type":"paragraph","content":[{"type":"text","text":"Ask us.","marks":[{"type":"link","attrs":{"href":"/#contact"}}]}]}`
	if _, err := s.SaveContentDraft(ctx, "privacy", "en", policy(doc(plain("Write to us within 14 days.")), doc(linked)), "greta", content.AnyRevision); err != nil {
		t.Fatal(err)
	}
	if marks := germanMarks(t, s, "privacy"); !slices.Equal(marks, []string{"/sections/0/paragraphs/0", "/sections/0/paragraphs/1"}) {
		t.Fatalf("German marks after the English change = %v", marks)
	}
	// The German paragraph saved anew as a document loses its mark.
	if _, err := s.SaveContentDraft(ctx, "privacy", "de", policy(doc(plain("Schreiben Sie uns binnen 14 Tagen.")), `"Fragen Sie uns."`), "greta", content.AnyRevision); err != nil {
		t.Fatal(err)
	}
	if marks := germanMarks(t, s, "privacy"); !slices.Equal(marks, []string{"/sections/0/paragraphs/1"}) {
		t.Fatalf("German marks after the German paragraph was saved = %v", marks)
	}
}
