package database_test

import (
	"encoding/json"
	"errors"
	"slices"
	"strings"
	"testing"

	"github.com/qrs-site/qrs/internal/content"
	"github.com/qrs-site/qrs/internal/database"
	"github.com/qrs-site/qrs/internal/testutil"
	"github.com/qrs-site/qrs/internal/uploads"
)

// upload records an upload of the bytes of digest sum at url, as the upload route does.
func upload(t *testing.T, s *database.Store, url, name, sum string) *database.Asset {
	t.Helper()
	same, err := s.SaveUpload(asAnna(t), database.Upload{URL: url, Name: name, Size: 1234, Kind: "pdf", SHA256: sum}, nil)
	if err != nil {
		t.Fatal(err)
	}
	return same
}

func assetAt(t *testing.T, s *database.Store, url string) database.Asset {
	t.Helper()
	all, err := s.Assets(t.Context())
	if err != nil {
		t.Fatal(err)
	}
	i := slices.IndexFunc(all, func(a database.Asset) bool { return a.URL == url })
	if i < 0 {
		t.Fatalf("no asset at %s among %+v", url, all)
	}
	return all[i]
}

const (
	brochure    = "/uploads/0123456789abcdef0123456789abcdef.pdf"
	brochureToo = "/uploads/fedcba9876543210fedcba9876543210.pdf"
	leaflet     = "/uploads/00000000000000000000000000000001.pdf"
)

func TestTheSameBytesAreOneAssetWhoeverUploadsThemAgain(t *testing.T) {
	t.Parallel()
	s := testutil.MustOpenStore(t, "")
	if same := upload(t, s, brochure, "Brochure 2026.pdf", strings.Repeat("a", 64)); same != nil {
		t.Fatalf("a first upload found %+v", same)
	}
	a := assetAt(t, s, brochure)
	if a.Name != "Brochure 2026.pdf" || a.Kind != "pdf" || a.Size != 1234 || a.UploadedBy != "anna" || a.Kept || a.UploadedAt == "" {
		t.Errorf("the asset = %+v", a)
	}
	found, err := s.AssetOfBytes(t.Context(), strings.Repeat("a", 64))
	if err != nil || found == nil || found.URL != brochure {
		t.Fatalf("the asset of the bytes = %+v, %v", found, err)
	}
	// A second upload of the same bytes (at the same moment as the first, past the check
	// before storing) records nothing and answers the first.
	same := upload(t, s, brochureToo, "brochure (1).pdf", strings.Repeat("a", 64))
	if same == nil || same.URL != brochure {
		t.Fatalf("the same bytes again answered %+v", same)
	}
	all, _ := s.Assets(t.Context())
	if len(all) != 1 {
		t.Errorf("the library holds %d assets, want 1: %+v", len(all), all)
	}
	if img, _ := s.Image(t.Context(), brochureToo); img != nil {
		t.Errorf("the second copy was recorded: %+v", img)
	}
}

func TestAnUploadNoSavedRecordUsedGoesAndOneUsedOnceStaysUntilDeleted(t *testing.T) {
	t.Parallel()
	s := testutil.MustOpenStore(t, "")
	upload(t, s, brochure, "brochure.pdf", strings.Repeat("b", 64))
	upload(t, s, leaflet, "leaflet.pdf", strings.Repeat("c", 64))
	if err := s.Create(asAnna(t), content.Categories, &content.Category{Name: "Studies"}); err != nil {
		t.Fatal(err)
	}
	paper := content.ResearchPaper{Title: "Study", Description: "A study.", Category: "Studies", PdfURL: brochure}
	if err := s.Create(asAnna(t), content.ResearchPapers, &paper); err != nil {
		t.Fatal(err)
	}
	gone, err := s.ForgetUnusedUploads(t.Context(), brochure, leaflet)
	if err != nil {
		t.Fatal(err)
	}
	if !slices.Equal(gone, []string{leaflet}) {
		t.Fatalf("forgotten %q, want the leaflet no record uses", gone)
	}
	all, _ := s.Assets(t.Context())
	if len(all) != 1 || all[0].URL != brochure || !all[0].Kept {
		t.Errorf("the library after the sweep = %+v, want the brochure alone, kept", all)
	}
	// The download links another file now: the brochure stays in the library, for an editor
	// to delete there or to use again.
	_, gone, err = s.Update(asAnna(t), content.ResearchPapers, paper.ID, func(rec any) error {
		rec.(*content.ResearchPaper).PdfURL = "/uploads/00000000000000000000000000000002.pdf"
		return nil
	})
	if err != nil || len(gone) != 0 {
		t.Fatalf("changing the download's file: forgotten %q, %v", gone, err)
	}
	if gone, _ := s.ForgetUnusedUploads(t.Context(), brochure); len(gone) != 0 {
		t.Errorf("the sweep took a kept file: %q", gone)
	}
	if err := s.DeleteAsset(asAnna(t), assetAt(t, s, brochure).ID); err != nil {
		t.Errorf("deleting the unused brochure: %v", err)
	}
	if same, _ := s.AssetOfBytes(t.Context(), strings.Repeat("c", 64)); same != nil {
		t.Errorf("the leaflet's bytes still lead to %+v", same)
	}
}

func TestAnAssetIsDescribedPerLanguageWithinItsLimitsAndTheLogSaysSo(t *testing.T) {
	t.Parallel()
	s := testutil.MustOpenStore(t, "")
	upload(t, s, brochure, "lobby.pdf", strings.Repeat("d", 64))
	id := assetAt(t, s, brochure).ID
	a, err := s.SetAssetText(asAnna(t), id, "de", database.AssetText{Alt: "  Der Empfang der Klinik ", Caption: "Vaduz, 2026"})
	if err != nil {
		t.Fatal(err)
	}
	if got := a.Texts["de"]; got.Alt != "Der Empfang der Klinik" || got.Caption != "Vaduz, 2026" || !a.Kept {
		t.Errorf("described = %+v", a)
	}
	if e := auditLog(t, s)[0]; e.Action != "describe" || e.Target != "lobby.pdf" ||
		!strings.Contains(changesOf(e), `alt.de: "" → "Der Empfang der Klinik"`) {
		t.Errorf("the log says %s %s\n%s", e.Action, e.Target, changesOf(e))
	}
	for _, c := range []struct {
		locale string
		text   database.AssetText
		field  string
	}{
		{"fr", database.AssetText{Alt: "Accueil"}, "locale"},
		{"en", database.AssetText{Alt: strings.Repeat("x", database.MaxAssetAlt+1)}, "alt"},
		{"en", database.AssetText{Caption: strings.Repeat("x", database.MaxAssetCaption+1)}, "caption"},
	} {
		_, err := s.SetAssetText(asAnna(t), id, c.locale, c.text)
		var invalid *content.Error
		if !errors.As(err, &invalid) || invalid.Fields[c.field] == "" {
			t.Errorf("%s %+v: %v, want refused at %s", c.locale, c.text, err, c.field)
		}
	}
	if _, err := s.SetAssetText(asAnna(t), id+99, "en", database.AssetText{Alt: "x"}); content.ErrorCode(err) != content.NotFound {
		t.Errorf("an unknown asset: %v", err)
	}
	a, _ = s.SetAssetText(asAnna(t), id, "de", database.AssetText{})
	if _, ok := a.Texts["de"]; ok {
		t.Errorf("emptied words stayed: %+v", a.Texts)
	}
}

func TestUploadsStoredBeforeTheLibraryAreAdoptedWithTheNamesTheLogGives(t *testing.T) {
	t.Parallel()
	s := testutil.MustOpenStore(t, "")
	upload(t, s, brochure, "Brochure.pdf", "")
	// The leaflet was uploaded before the library: the log knows it, the library does not.
	upload(t, s, leaflet, "Leaflet 2019.pdf", "")
	if gone, err := s.ForgetUnusedUploads(t.Context(), leaflet); err != nil || len(gone) != 1 {
		t.Fatalf("forgetting the leaflet's asset: %q, %v", gone, err)
	}
	stored := map[string]int64{brochure: 1234, leaflet: 99}
	kinds := map[string]string{brochure: "pdf", leaflet: "pdf"}
	added, err := s.AdoptUploads(asAnna(t), stored, kinds, func(url string) string { return strings.Repeat("e", 64) })
	if err != nil || added != 1 {
		t.Fatalf("adopted %d, %v; want the leaflet alone", added, err)
	}
	a := assetAt(t, s, leaflet)
	// Nothing uses the leaflet: it is not kept, and the sweep takes it as it took such a file before.
	if a.Name != "Leaflet 2019.pdf" || a.UploadedBy != "anna" || a.Size != 99 || a.Kind != "pdf" || a.Kept || a.SHA256 != strings.Repeat("e", 64) {
		t.Errorf("the adopted leaflet = %+v", a)
	}
	if again, err := s.AdoptUploads(asAnna(t), stored, kinds, func(string) string { return "" }); err != nil || again != 0 {
		t.Errorf("adopting again added %d, %v", again, err)
	}
}

func TestAnUploadTheLogDoesNotKnowIsAdoptedUnderItsFileName(t *testing.T) {
	t.Parallel()
	s := testutil.MustOpenStore(t, "")
	added, err := s.AdoptUploads(asAnna(t), map[string]int64{leaflet: 99}, map[string]string{leaflet: "pdf"}, func(string) string { return "" })
	if err != nil || added != 1 {
		t.Fatalf("adopted %d, %v", added, err)
	}
	if a := assetAt(t, s, leaflet); a.Name != "00000000000000000000000000000001.pdf" || a.SHA256 != "" {
		t.Errorf("the adopted file = %+v", a)
	}
}

func TestTheSameBytesStoredTwiceBeforeTheLibraryAreBothAdopted(t *testing.T) {
	t.Parallel()
	s := testutil.MustOpenStore(t, "")
	stored := map[string]int64{brochure: 10, brochureToo: 10}
	kinds := map[string]string{brochure: "pdf", brochureToo: "pdf"}
	added, err := s.AdoptUploads(asAnna(t), stored, kinds, func(string) string { return strings.Repeat("f", 64) })
	if err != nil || added != 2 {
		t.Fatalf("adopted %d, %v; want both copies", added, err)
	}
	found, err := s.AssetOfBytes(t.Context(), strings.Repeat("f", 64))
	if err != nil || found == nil {
		t.Fatalf("the bytes lead to %+v, %v", found, err)
	}
	other := brochureToo
	if found.URL == brochureToo {
		other = brochure
	}
	if a := assetAt(t, s, other); a.SHA256 != "" {
		t.Errorf("the second copy = %+v, want it without the digest its twin holds", a)
	}
}

func TestAFileInUseIsNotDeletedAndAnUnusedOneGoesToTheTrashAndComesBackDescribed(t *testing.T) {
	t.Parallel()
	s := testutil.MustOpenStore(t, "")
	ctx := asAnna(t)
	upload(t, s, brochure, "brochure.pdf", strings.Repeat("1", 64))
	upload(t, s, leaflet, "leaflet.pdf", strings.Repeat("2", 64))
	if err := s.Create(ctx, content.Categories, &content.Category{Name: "Studies"}); err != nil {
		t.Fatal(err)
	}
	paper := content.ResearchPaper{Title: "Study", Description: "A study.", Category: "Studies", PdfURL: brochure}
	if err := s.Create(ctx, content.ResearchPapers, &paper); err != nil {
		t.Fatal(err)
	}
	// A team member's bio links the leaflet, in German only.
	m := content.TeamMember{Name: "Bo", Title: "CEO", Company: "QRS", Description: "Leads."}
	if err := s.Create(ctx, content.Team, &m); err != nil {
		t.Fatal(err)
	}
	bio := `{"type":"doc","content":[{"type":"paragraph","content":[{"type":"text","text":"Faltblatt","marks":[{"type":"link","attrs":{"href":"` + leaflet + `"}}]}]}]}`
	if _, err := s.SaveTranslations(ctx, content.Team, m.ID, "de", map[string]string{"description": bio}, "anna"); err != nil {
		t.Fatal(err)
	}
	for _, url := range []string{brochure, leaflet} {
		if err := s.DeleteAsset(ctx, assetAt(t, s, url).ID); content.ErrorCode(err) != content.Conflict || content.ErrorMessage(err) != database.MsgAssetInUse {
			t.Errorf("deleting %s, in use: %v", url, err)
		}
	}
	if _, err := s.SaveTranslations(ctx, content.Team, m.ID, "de", map[string]string{"description": ""}, "anna"); err != nil {
		t.Fatal(err)
	}
	a := assetAt(t, s, leaflet)
	if _, err := s.SetAssetText(ctx, a.ID, "en", database.AssetText{Alt: "The leaflet", Caption: "2019"}); err != nil {
		t.Fatal(err)
	}
	rctx, receipt := database.WithTrashReceipt(ctx)
	if err := s.DeleteAsset(rctx, a.ID); err != nil {
		t.Fatal(err)
	}
	if all, _ := s.Assets(t.Context()); len(all) != 1 || all[0].URL != brochure {
		t.Fatalf("the library after the delete = %+v", all)
	}
	trash, err := s.ListTrash(t.Context())
	if err != nil || len(trash) != 1 || trash[0].Kind != "upload" || trash[0].Label != "leaflet.pdf" || trash[0].ID != receipt.ID {
		t.Fatalf("the trash = %+v, %v", trash, err)
	}
	if gone, _ := s.ForgetUnusedUploads(t.Context(), leaflet); len(gone) != 0 {
		t.Errorf("the sweep took the file of an asset in the trash: %q", gone)
	}
	if _, err := s.RestoreTrash(ctx, receipt.ID); err != nil {
		t.Fatal(err)
	}
	back := assetAt(t, s, leaflet)
	if back.ID != a.ID || back.Name != "leaflet.pdf" || back.SHA256 != strings.Repeat("2", 64) || back.Texts["en"].Alt != "The leaflet" || back.Texts["en"].Caption != "2019" {
		t.Errorf("the restored asset = %+v", back)
	}
	if e := auditLog(t, s)[0]; e.Action != "restore" || e.Kind != "upload" || e.Target != "leaflet.pdf" {
		t.Errorf("the log's last entry = %s %s %s", e.Action, e.Kind, e.Target)
	}
	if err := s.DeleteAsset(ctx, a.ID+99); content.ErrorCode(err) != content.NotFound {
		t.Errorf("deleting an unknown file: %v", err)
	}
}

func TestAFileWhoseBytesCameAgainWhileInTheTrashComesBackBesideThem(t *testing.T) {
	t.Parallel()
	s := testutil.MustOpenStore(t, "")
	ctx := asAnna(t)
	upload(t, s, leaflet, "leaflet.pdf", strings.Repeat("3", 64))
	rctx, receipt := database.WithTrashReceipt(ctx)
	if err := s.DeleteAsset(rctx, assetAt(t, s, leaflet).ID); err != nil {
		t.Fatal(err)
	}
	if same := upload(t, s, brochure, "leaflet again.pdf", strings.Repeat("3", 64)); same != nil {
		t.Fatalf("bytes of a trashed file answered %+v", same)
	}
	if _, err := s.RestoreTrash(ctx, receipt.ID); err != nil {
		t.Fatal(err)
	}
	if a := assetAt(t, s, leaflet); a.SHA256 != "" {
		t.Errorf("the restored copy = %+v, want it without the digest the new one holds", a)
	}
	if found, _ := s.AssetOfBytes(t.Context(), strings.Repeat("3", 64)); found == nil || found.URL != brochure {
		t.Errorf("the bytes lead to %+v", found)
	}
}

func TestAReplacedFileIsTheAssetsEverywhereItsOldAddressLeadsOnAndTheTrashPutsItBack(t *testing.T) {
	t.Parallel()
	s := testutil.MustOpenStore(t, "")
	ctx := asAnna(t)
	upload(t, s, brochure, "brochure 2025.pdf", strings.Repeat("4", 64))
	old := assetAt(t, s, brochure)
	if _, err := s.SetAssetText(ctx, old.ID, "en", database.AssetText{Alt: "The brochure"}); err != nil {
		t.Fatal(err)
	}
	// Used by a download, a German bio's link, the published privacy policy and a draft.
	if err := s.Create(ctx, content.Categories, &content.Category{Name: "Studies"}); err != nil {
		t.Fatal(err)
	}
	paper := content.ResearchPaper{Title: "Study", Description: "A study.", Category: "Studies", PdfURL: brochure}
	if err := s.Create(ctx, content.ResearchPapers, &paper); err != nil {
		t.Fatal(err)
	}
	m := content.TeamMember{Name: "Bo", Title: "CEO", Company: "QRS", Description: "Leads."}
	if err := s.Create(ctx, content.Team, &m); err != nil {
		t.Fatal(err)
	}
	bio := func(href string) string {
		return `{"type":"doc","content":[{"type":"paragraph","content":[{"type":"text","text":"Broschüre","marks":[{"type":"link","attrs":{"href":"` + href + `"}}]}]}]}`
	}
	if _, err := s.SaveTranslations(ctx, content.Team, m.ID, "de", map[string]string{"description": bio(brochure)}, "anna"); err != nil {
		t.Fatal(err)
	}
	doc := func(href string) json.RawMessage { return json.RawMessage(`{"file":"` + href + `"}`) }
	if _, err := s.PublishContent(ctx, "privacy", "en", doc(brochure), "anna"); err != nil {
		t.Fatal(err)
	}
	if _, err := s.SaveContentDraft(ctx, "privacy", "en", doc(brochure+"#page=2"), "anna", 1); err != nil {
		t.Fatal(err)
	}
	// The new file, of another kind, is refused; a new PDF is taken.
	upload(t, s, leaflet, "brochure 2026.pdf", strings.Repeat("5", 64))
	if _, err := s.ReplaceAsset(ctx, old.ID, brochure); content.ErrorCode(err) != content.Conflict || content.ErrorMessage(err) != database.MsgReplaceSameFile {
		t.Errorf("replacing by its own file: %v", err)
	}
	a, err := s.ReplaceAsset(ctx, old.ID, leaflet)
	if err != nil {
		t.Fatal(err)
	}
	if a.ID != old.ID || a.URL != leaflet || a.Name != "brochure 2026.pdf" || a.SHA256 != strings.Repeat("5", 64) || a.Texts["en"].Alt != "The brochure" {
		t.Errorf("the asset after the replace = %+v", a)
	}
	if all, _ := s.Assets(t.Context()); len(all) != 1 {
		t.Errorf("the library holds %d assets, want the one: %+v", len(all), all)
	}
	uses := func(want, not string) {
		t.Helper()
		rec, err := s.Get(t.Context(), content.ResearchPapers, paper.ID)
		if p, _ := rec.(*content.ResearchPaper); err != nil || p.PdfURL != want {
			t.Errorf("the download = %+v, %v; want its file %s", rec, err, want)
		}
		tr, err := s.Translations(t.Context(), content.Team, m.ID, "de")
		text, _ := json.Marshal(tr)
		if err != nil || !strings.Contains(string(text), want) || strings.Contains(string(text), not) {
			t.Errorf("the German bio = %s, %v; want its link to %s", text, err, want)
		}
		st, err := s.ContentState(t.Context(), "privacy", "en")
		if err != nil || string(st.Published.Body) != string(doc(want)) || st.Draft == nil || string(st.Draft.Body) != string(doc(want+"#page=2")) {
			t.Errorf("the privacy policy = %s, draft %+v, %v", st.Published.Body, st.Draft, err)
		}
	}
	uses(leaflet, brochure)
	leads, err := s.FormerAddresses(t.Context())
	if err != nil || leads[uploads.Stem(brochure)] != leaflet || len(leads) != 1 {
		t.Errorf("the former addresses = %v, %v", leads, err)
	}
	trash, err := s.ListTrash(t.Context())
	if err != nil || len(trash) != 1 || trash[0].Kind != "upload" || trash[0].Label != "brochure 2025.pdf, replaced by brochure 2026.pdf" {
		t.Fatalf("the trash = %+v, %v", trash, err)
	}
	if gone, _ := s.ForgetUnusedUploads(t.Context(), brochure); len(gone) != 0 {
		t.Errorf("the sweep took the old file the trash keeps: %q", gone)
	}
	if e := auditLog(t, s)[0]; e.Action != "replace" || e.Kind != "upload" || e.Target != "brochure 2026.pdf" {
		t.Errorf("the log's last entry = %s %s %s", e.Action, e.Kind, e.Target)
	}
	// Putting the old file back replaces the file again, the other way round.
	if _, err := s.RestoreTrash(ctx, trash[0].ID); err != nil {
		t.Fatal(err)
	}
	uses(brochure, leaflet)
	if back := assetAt(t, s, brochure); back.ID != old.ID || back.Name != "brochure 2025.pdf" || back.SHA256 != strings.Repeat("4", 64) {
		t.Errorf("the asset put back = %+v", back)
	}
	if leads, _ := s.FormerAddresses(t.Context()); leads[uploads.Stem(leaflet)] != brochure || len(leads) != 1 {
		t.Errorf("the former addresses after putting back = %v", leads)
	}
	if trash, _ := s.ListTrash(t.Context()); len(trash) != 1 || trash[0].Label != "brochure 2026.pdf, replaced by brochure 2025.pdf" {
		t.Errorf("the trash after putting back = %+v", trash)
	}
}

func TestAFileIsNotReplacedByAnotherKindOrByAFileUsedElsewhere(t *testing.T) {
	t.Parallel()
	s := testutil.MustOpenStore(t, "")
	ctx := asAnna(t)
	upload(t, s, brochure, "brochure.pdf", strings.Repeat("6", 64))
	upload(t, s, leaflet, "leaflet.pdf", strings.Repeat("7", 64))
	picture := "/uploads/00000000000000000000000000000003.png"
	if _, err := s.SaveUpload(ctx, database.Upload{URL: picture, Name: "logo.png", Size: 99, Kind: "png", SHA256: strings.Repeat("8", 64)}, nil); err != nil {
		t.Fatal(err)
	}
	id := assetAt(t, s, brochure).ID
	if _, err := s.ReplaceAsset(ctx, id, picture); content.ErrorCode(err) != content.Invalid {
		t.Errorf("replacing a PDF by a picture: %v", err)
	}
	if err := s.Create(ctx, content.Categories, &content.Category{Name: "Studies"}); err != nil {
		t.Fatal(err)
	}
	if err := s.Create(ctx, content.ResearchPapers, &content.ResearchPaper{Title: "Study", Description: "A study.", Category: "Studies", PdfURL: leaflet}); err != nil {
		t.Fatal(err)
	}
	_, err := s.ReplaceAsset(ctx, id, leaflet)
	if content.ErrorCode(err) != content.Conflict || content.ErrorMessage(err) != database.MsgReplaceInLibrary("leaflet.pdf") {
		t.Errorf("replacing by a file in use elsewhere: %v", err)
	}
	if a := assetAt(t, s, brochure); a.ID != id {
		t.Errorf("the refused replace changed the asset: %+v", a)
	}
}
