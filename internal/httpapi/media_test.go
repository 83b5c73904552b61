package httpapi

import (
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"log/slog"
	"net/http"
	"os"
	"path"
	"slices"
	"strings"
	"testing"

	"github.com/qrs-site/qrs/internal/content"
	"github.com/qrs-site/qrs/internal/database"
	"github.com/qrs-site/qrs/internal/testutil"
)

func TestTheSameBytesUploadedAgainAnswerTheFileTheLibraryHolds(t *testing.T) {
	t.Parallel()
	site := newSite(t, nil)
	picture := testutil.PNG(t, 900, 300)
	first := decodeAs[uploadAnswer](t, site.upload("/api/upload/image", formFile{"image", "clinic-lobby.png", picture}), http.StatusCreated)
	if first.Existing != nil || first.URL == "" {
		t.Fatalf("a first upload = %+v", first)
	}
	again := decodeAs[uploadAnswer](t, site.upload("/api/upload/image", formFile{"image", "lobby (copy).png", picture}), http.StatusCreated)
	if again.URL != first.URL || again.Existing == nil || again.Existing.Name != "clinic-lobby.png" ||
		again.Existing.Message != database.MsgSameFile || again.ImageInfo == nil || len(again.ImageInfo.Variants) != len(first.ImageInfo.Variants) {
		t.Fatalf("the same bytes again = %+v (existing %+v), want the first file, %s", again, again.Existing, first.URL)
	}
	// In one bulk upload too: a file of the same bytes as another, or as a stored one.
	bulk := decodeAs[bulkAnswer](t, site.upload("/api/upload/images", formFile{"images", "a.png", picture},
		formFile{"images", "b.pdf", testutil.PDF()}), http.StatusOK)
	if len(bulk.Results) != 2 || bulk.Results[0].URL != first.URL || bulk.Results[0].Existing == nil || bulk.Results[1].Existing != nil {
		t.Fatalf("bulk = %+v", bulk.Results)
	}
	all, err := site.uploads.Uploads()
	if err != nil {
		t.Fatal(err)
	}
	if len(all) != 2 {
		t.Fatalf("stored %d uploads, want the picture and the PDF once each: %+v", len(all), all)
	}
	assets, err := site.store.Assets(t.Context())
	if err != nil || len(assets) != 2 {
		t.Fatalf("the library = %+v, %v", assets, err)
	}
}

func TestFilesStoredBeforeTheLibraryBecomeAssetsWithTheirDigests(t *testing.T) {
	t.Parallel()
	site := newSite(t, nil)
	// A site from before the library: its files on disk, nothing in the library.
	old := map[string][]byte{
		"0123456789abcdef0123456789abcdef.png": testutil.PNG(t, 30, 20),
		"fedcba9876543210fedcba9876543210.pdf": testutil.PDF(),
	}
	for name, data := range old {
		if err := os.WriteFile(site.uploads.Path(name), data, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	if err := os.WriteFile(site.uploads.Path("0123456789abcdef0123456789abcdef-400w.webp"), []byte("RIFF"), 0o644); err != nil {
		t.Fatal(err)
	}
	added, err := site.uploads.Adopt(t.Context(), site.store, slog.New(slog.DiscardHandler))
	if err != nil || added != 2 {
		t.Fatalf("adopted %d, %v; want the two originals", added, err)
	}
	assets, err := site.store.Assets(t.Context())
	if err != nil {
		t.Fatal(err)
	}
	for _, a := range assets {
		data := old[strings.TrimPrefix(a.URL, "/uploads/")]
		sum := sha256.Sum256(data)
		if data == nil || a.SHA256 != hex.EncodeToString(sum[:]) || a.Size != int64(len(data)) || a.Kept ||
			a.Kind != strings.TrimPrefix(path.Ext(a.URL), ".") {
			t.Errorf("adopted %+v", a)
		}
	}
	// Uploaded again, the old picture's bytes answer the adopted file.
	again := decodeAs[uploadAnswer](t, site.upload("/api/upload/image", formFile{"image", "again.png", old["0123456789abcdef0123456789abcdef.png"]}), http.StatusCreated)
	if again.URL != "/uploads/0123456789abcdef0123456789abcdef.png" || again.Existing == nil {
		t.Errorf("the old picture uploaded again = %+v", again)
	}
}

// mediaItemOf is an asset of GET /api/media as a client reads it.
type mediaItemOf struct {
	ID     int64  `json:"id"`
	URL    string `json:"url"`
	Name   string `json:"name"`
	Kind   string `json:"kind"`
	Size   int64  `json:"size"`
	Kept   bool   `json:"kept"`
	Texts  map[string]struct{ Alt, Caption string }
	Image  *struct{ Width, Height, FocusX, FocusY int }
	UsedIn []struct {
		Label, Where, Document, Locale, Pointer, Collection string
		ID                                                  int64
	} `json:"usedIn"`
	Existing string `json:"existing"`
}

func (it mediaItemOf) uses() string {
	var out []string
	for _, u := range it.UsedIn {
		out = append(out, u.Label+" / "+u.Where)
	}
	return strings.Join(out, "\n")
}

func TestTheLibraryListsDescribesAndGuardsEachFileWithItsUses(t *testing.T) {
	t.Parallel()
	site := newSite(t, nil)
	portrait := decodeAs[mediaItemOf](t, site.upload("/api/media", formFile{"file", "Anna portrait.png", testutil.PNG(t, 600, 800)}), http.StatusCreated)
	brochure := decodeAs[mediaItemOf](t, site.upload("/api/media", formFile{"file", "Brochure 2026.pdf", testutil.PDF()}), http.StatusCreated)
	if portrait.Name != "Anna portrait.png" || portrait.Kind != "png" || !portrait.Kept || portrait.Image == nil ||
		portrait.Image.Width != 600 || len(portrait.UsedIn) != 0 || brochure.Kind != "pdf" || brochure.Image != nil {
		t.Fatalf("uploaded %+v and %+v", portrait, brochure)
	}

	// Described in German, with its focal point moved.
	described := decodeAs[mediaItemOf](t, site.admin("PATCH", fmt.Sprintf("/api/media/%d?locale=de", portrait.ID),
		`{"alt":"Anna im Labor","caption":"Vaduz","focusX":30,"focusY":20}`), http.StatusOK)
	if described.Texts["de"].Alt != "Anna im Labor" || described.Texts["de"].Caption != "Vaduz" || described.Image.FocusX != 30 {
		t.Fatalf("described %+v", described)
	}
	caption := decodeAs[mediaItemOf](t, site.admin("PATCH", fmt.Sprintf("/api/media/%d?locale=de", portrait.ID), `{"caption":""}`), http.StatusOK)
	if caption.Texts["de"].Alt != "Anna im Labor" || caption.Texts["de"].Caption != "" {
		t.Fatalf("a caption emptied alone left %+v", caption.Texts)
	}

	// Picked for a team member and as the home page's social image (a draft): two uses.
	expectStatus(t, site.admin("POST", "/api/team-members", map[string]string{"name": "Anna", "title": "CTO", "company": "QRS",
		"description": "Builds.", "imageUrl": portrait.URL}), http.StatusCreated)
	home := decodeAs[map[string]any](t, site.do("GET", "/api/content/home", "", nil), http.StatusOK)
	home["seo"].(map[string]any)["image"] = portrait.URL
	home["seo"].(map[string]any)["imageAlt"] = "Anna"
	expectStatus(t, site.write("PUT", "/api/content/home/draft", site.editorState("home").Revision, home), http.StatusOK)
	got := decodeAs[mediaItemOf](t, site.admin("GET", fmt.Sprintf("/api/media/%d", portrait.ID), nil), http.StatusOK)
	if want := "Site content “home”, draft / Search engines and sharing › Social preview image\nTeam member “Anna” / Profile image"; got.uses() != want {
		t.Fatalf("the portrait is used in\n%s\nwant\n%s", got.uses(), want)
	}

	// Listed, searched, filtered and sorted.
	list := func(query string) []string {
		var names []string
		for _, it := range decodeAs[[]mediaItemOf](t, site.admin("GET", "/api/media"+query, nil), http.StatusOK) {
			names = append(names, it.Name)
		}
		return names
	}
	for query, want := range map[string][]string{
		"":                   {"Brochure 2026.pdf", "Anna portrait.png"},
		"?sort=name":         {"Anna portrait.png", "Brochure 2026.pdf"},
		"?sort=size":         {"Anna portrait.png", "Brochure 2026.pdf"},
		"?type=pdf":          {"Brochure 2026.pdf"},
		"?type=image":        {"Anna portrait.png"},
		"?unused=true":       {"Brochure 2026.pdf"},
		"?q=labor":           {"Anna portrait.png"},
		"?q=BROCHURE":        {"Brochure 2026.pdf"},
		"?q=nothing+matches": nil,
	} {
		if got := list(query); !slices.Equal(got, want) {
			t.Errorf("GET /api/media%s = %q, want %q", query, got, want)
		}
	}
	for _, bad := range []string{"?type=video", "?sort=colour", "?unused=maybe"} {
		expectStatus(t, site.admin("GET", "/api/media"+bad, nil), http.StatusBadRequest)
	}

	// Deleting a file in use is refused with its uses; an unused one goes to the trash and back.
	refused := decodeAs[struct {
		Message string
		UsedIn  []struct{ Label string }
	}](t, site.admin("DELETE", fmt.Sprintf("/api/media/%d", portrait.ID), nil), http.StatusConflict)
	if refused.Message != database.MsgAssetInUse || len(refused.UsedIn) != 2 || refused.UsedIn[1].Label != "Team member “Anna”" {
		t.Fatalf("deleting the portrait in use = %+v", refused)
	}
	gone := decodeAs[struct {
		Message string
		TrashID int64
	}](t, site.admin("DELETE", fmt.Sprintf("/api/media/%d", brochure.ID), nil), http.StatusOK)
	if gone.Message != "File deleted" || gone.TrashID == 0 {
		t.Fatalf("deleted: %+v", gone)
	}
	if got := list(""); !slices.Equal(got, []string{"Anna portrait.png"}) {
		t.Fatalf("the library after the delete = %q", got)
	}
	trash := decodeAs[[]struct {
		ID    int64
		Kind  string
		Label string
	}](t, site.admin("GET", "/api/trash", nil), http.StatusOK)
	if len(trash) != 1 || trash[0].Label != "Brochure 2026.pdf" || trash[0].ID != gone.TrashID {
		t.Fatalf("the trash = %+v", trash)
	}
	expectStatus(t, site.admin("POST", fmt.Sprintf("/api/trash/%d/restore", trash[0].ID), nil), http.StatusOK)
	if got := list("?sort=name"); !slices.Equal(got, []string{"Anna portrait.png", "Brochure 2026.pdf"}) {
		t.Fatalf("the library after the restore = %q", got)
	}
	expectStatus(t, site.admin("GET", "/api/media/99", nil), http.StatusNotFound)
	expectStatus(t, site.admin("PATCH", fmt.Sprintf("/api/media/%d?locale=fr", portrait.ID), `{"alt":"x"}`), http.StatusBadRequest)
	expectStatus(t, site.admin("PATCH", fmt.Sprintf("/api/media/%d", portrait.ID), `{"focusX":10}`), http.StatusBadRequest)
}

func TestOnlyStaffReadTheLibraryAndOnlyEditorsChangeIt(t *testing.T) {
	t.Parallel()
	site := newSite(t, nil)
	item := decodeAs[mediaItemOf](t, site.upload("/api/media", formFile{"file", "a.pdf", testutil.PDF()}), http.StatusCreated)
	viewer := site.staffToken("vera.viewer", content.RoleViewer)
	expectStatus(t, site.do("GET", "/api/media", "", nil), http.StatusUnauthorized)
	expectStatus(t, site.do("GET", "/api/media", viewer, nil), http.StatusOK)
	expectStatus(t, site.do("PATCH", fmt.Sprintf("/api/media/%d", item.ID), viewer, `{"alt":"x"}`), http.StatusForbidden)
	expectStatus(t, site.do("DELETE", fmt.Sprintf("/api/media/%d", item.ID), viewer, nil), http.StatusForbidden)
}

// libraryID answers the id of the media library's file at url, failing the test without one.
func (s *testSite) libraryID(url string) int64 {
	s.t.Helper()
	for _, it := range decodeAs[[]mediaItemOf](s.t, s.admin("GET", "/api/media", nil), http.StatusOK) {
		if it.URL == url {
			return it.ID
		}
	}
	s.t.Fatalf("the library holds no file at %s", url)
	return 0
}

// deleteFromLibrary deletes the media library's file at url, as an editor does there.
func (s *testSite) deleteFromLibrary(url string) {
	s.t.Helper()
	expectStatus(s.t, s.admin("DELETE", fmt.Sprintf("/api/media/%d", s.libraryID(url)), nil), http.StatusOK)
}

func TestAReplacedFileShowsOnEveryPageAndItsOldAddressLeadsToIt(t *testing.T) {
	t.Parallel()
	site := newSite(t, nil)
	portrait := decodeAs[mediaItemOf](t, site.upload("/api/media", formFile{"file", "Anna 2025.png", testutil.PNG(t, 600, 800)}), http.StatusCreated)
	brochure := decodeAs[mediaItemOf](t, site.upload("/api/media", formFile{"file", "Brochure 2025.pdf", testutil.PDF()}), http.StatusCreated)
	// The portrait shows on /team and as the home page's social image; the brochure on /downloads.
	expectStatus(t, site.admin("POST", "/api/team-members", map[string]string{"name": "Anna", "title": "CTO", "company": "QRS",
		"description": "Builds.", "imageUrl": portrait.URL}), http.StatusCreated)
	home := defaultDocument(t, "home")
	home["seo"].(map[string]any)["image"], home["seo"].(map[string]any)["imageAlt"] = portrait.URL, "Anna"
	expectStatus(t, site.admin("PUT", "/api/content/home", home), http.StatusOK)
	expectStatus(t, site.admin("POST", "/api/categories", map[string]string{"name": "Brochures"}), http.StatusCreated)
	expectStatus(t, site.admin("POST", "/api/research-papers", map[string]string{"title": "Brochure", "description": "All of it.",
		"category": "Brochures", "pdfUrl": brochure.URL}), http.StatusCreated)

	newPortrait := testutil.PNG(t, 640, 800)
	replaced := decodeAs[mediaItemOf](t, site.upload(fmt.Sprintf("/api/media/%d/replace", portrait.ID),
		formFile{"file", "Anna 2026.png", newPortrait}), http.StatusOK)
	if replaced.ID != portrait.ID || replaced.URL == portrait.URL || replaced.Name != "Anna 2026.png" || replaced.Image == nil ||
		replaced.Image.Width != 640 || len(replaced.UsedIn) != 2 {
		t.Fatalf("replaced: %+v", replaced)
	}
	for page, want := range map[string]string{
		"/team": `src="` + replaced.URL + `"`,
		"/":     `<meta property="og:image" content="http://localhost:8080` + replaced.URL + `">`,
	} {
		body := expectStatus(t, site.do("GET", page, "", nil), http.StatusOK)
		if !strings.Contains(body, want) || strings.Contains(body, uploadsStem(portrait.URL)) {
			t.Errorf("%s after the replace lacks %s or still shows %s", page, want, portrait.URL)
		}
	}
	if got := expectStatus(t, site.do("GET", replaced.URL, "", nil), http.StatusOK); got != string(newPortrait) {
		t.Error("the new address does not serve the new picture")
	}
	// The old address, held by other sites, leads to the new file; so do its resized copies'.
	noFollow := &http.Client{CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse }}
	for _, old := range []string{portrait.URL, uploadsStem(portrait.URL) + "-320w.webp"} {
		res, err := noFollow.Get(site.srv.URL + old)
		if err != nil {
			t.Fatal(err)
		}
		res.Body.Close()
		if res.StatusCode != http.StatusMovedPermanently || res.Header.Get("Location") != replaced.URL || res.Header.Get("Cache-Control") != "no-cache" {
			t.Errorf("GET %s = %d to %q (%s), want 301 to %s", old, res.StatusCode, res.Header.Get("Location"), res.Header.Get("Cache-Control"), replaced.URL)
		}
	}

	// A PDF is replaced by a PDF only; the new one is linked from /downloads at once.
	kind := decodeAs[struct{ Message string }](t, site.upload(fmt.Sprintf("/api/media/%d/replace", brochure.ID),
		formFile{"file", "b.png", testutil.PNG(t, 40, 40)}), http.StatusUnsupportedMediaType)
	if kind.Message != database.MsgReplacePDF {
		t.Errorf("replacing a PDF by a picture: %+v", kind)
	}
	newBrochure := decodeAs[mediaItemOf](t, site.upload(fmt.Sprintf("/api/media/%d/replace", brochure.ID),
		formFile{"file", "Brochure 2026.pdf", testutil.PDF()}), http.StatusOK)
	if downloads := expectStatus(t, site.do("GET", "/downloads", "", nil), http.StatusOK); !strings.Contains(downloads, newBrochure.URL) ||
		strings.Contains(downloads, brochure.URL) {
		t.Errorf("/downloads does not link the new brochure %s alone", newBrochure.URL)
	}
	// The same file again, the file of another asset in use, a viewer, an unknown asset: refused.
	expectStatus(t, site.upload(fmt.Sprintf("/api/media/%d/replace", brochure.ID), formFile{"file", "again.pdf", testutil.PDF()}), http.StatusOK)
	same := decodeAs[struct{ Message string }](t, site.upload(fmt.Sprintf("/api/media/%d/replace", portrait.ID),
		formFile{"file", "Anna 2026 again.png", newPortrait}), http.StatusConflict)
	if same.Message != database.MsgReplaceSameFile {
		t.Errorf("replacing by the same file: %+v", same)
	}
	viewer := site.staffToken("vera.viewer", content.RoleViewer)
	expectStatus(t, site.do("POST", fmt.Sprintf("/api/media/%d/replace", portrait.ID), viewer, nil), http.StatusForbidden)
	expectStatus(t, site.upload("/api/media/999/replace", formFile{"file", "x.pdf", testutil.PDF()}), http.StatusNotFound)

	// The old portrait waits in the trash; putting it back makes it the asset's file again.
	trash := decodeAs[[]struct {
		ID    int64
		Label string
	}](t, site.admin("GET", "/api/trash", nil), http.StatusOK)
	i := slices.IndexFunc(trash, func(e struct {
		ID    int64
		Label string
	}) bool {
		return e.Label == "Anna 2025.png, replaced by Anna 2026.png"
	})
	if i < 0 {
		t.Fatalf("the trash = %+v", trash)
	}
	expectStatus(t, site.admin("POST", fmt.Sprintf("/api/trash/%d/restore", trash[i].ID), nil), http.StatusOK)
	if team := expectStatus(t, site.do("GET", "/team", "", nil), http.StatusOK); !strings.Contains(team, `src="`+portrait.URL+`"`) {
		t.Errorf("/team after putting the old portrait back does not show %s", portrait.URL)
	}
}

// uploadsStem answers an upload's address without its extension: what its resized copies' addresses begin with.
func uploadsStem(url string) string { return strings.TrimSuffix(url, path.Ext(url)) }

func TestPagesDescribeAPictureWithTheLibrarysWordsInTheirLanguage(t *testing.T) {
	t.Parallel()
	site := newSite(t, nil)
	portrait := decodeAs[mediaItemOf](t, site.upload("/api/media", formFile{"file", "anna.png", testutil.PNG(t, 600, 800)}), http.StatusCreated)
	expectStatus(t, site.admin("POST", "/api/team-members", map[string]string{"name": "Anna", "title": "CTO", "company": "QRS",
		"description": "Builds.", "imageUrl": portrait.URL}), http.StatusCreated)
	lobby := site.uploadPNG(900, 600)
	expectStatus(t, site.admin("POST", "/api/gallery/images", map[string]any{"title": "Clinic lobby", "description": "Where patients wait.", "category": "Clinic", "imageUrl": lobby.URL}), http.StatusCreated)
	// Not described yet: the person's name, the picture's title.
	if team := expectStatus(t, site.do("GET", "/team", "", nil), http.StatusOK); !strings.Contains(team, `alt="Portrait of Anna"`) {
		t.Error("/team does not describe the undescribed portrait by the person's name")
	}
	// Described in the library, in English and in German: each page says it in its language.
	expectStatus(t, site.admin("PATCH", fmt.Sprintf("/api/media/%d?locale=en", portrait.ID), `{"alt":"Anna at the lab bench, smiling"}`), http.StatusOK)
	expectStatus(t, site.admin("PATCH", fmt.Sprintf("/api/media/%d?locale=de", portrait.ID), `{"alt":"Anna lächelnd am Labortisch"}`), http.StatusOK)
	expectStatus(t, site.admin("PATCH", fmt.Sprintf("/api/media/%d?locale=en", site.libraryID(lobby.URL)), `{"alt":"The bright waiting room"}`), http.StatusOK)
	for page, want := range map[string]string{
		"/team":       `alt="Anna at the lab bench, smiling"`,
		"/de/team":    `alt="Anna lächelnd am Labortisch"`,
		"/gallery":    `alt="The bright waiting room"`,
		"/de/galerie": `alt="Clinic lobby"`, // no German words in the library: the title, as before
	} {
		if body := expectStatus(t, site.do("GET", page, "", nil), http.StatusOK); !strings.Contains(body, want) {
			t.Errorf("%s lacks %s", page, want)
		}
	}
}

func TestADocumentsPictureIsDescribedByTheLibraryUnlessItSaysItDifferently(t *testing.T) {
	t.Parallel()
	site := newSite(t, nil)
	device := decodeAs[mediaItemOf](t, site.upload("/api/media", formFile{"file", "home-device.png", testutil.PNG(t, 800, 600)}), http.StatusCreated)
	home := defaultDocument(t, "home")
	first := home["products"].(map[string]any)["devices"].([]any)[0].(map[string]any)
	first["image"] = device.URL
	delete(first, "imageAlt")
	// Neither the document nor the library describes it: an error of the publish checks.
	checked := decodeAs[checksOf](t, site.admin("POST", "/api/content/home/check", home), http.StatusOK)
	if f, ok := findingAt(checked.Findings, "/products/devices/0/imageAlt", "imageAlt"); !ok || f.Severity != content.SeverityError || len(checked.Findings) != 1 {
		t.Fatalf("the checks of an undescribed picture: %+v", checked.Findings)
	}
	// Described in the library: no finding, and the page says the library's words.
	expectStatus(t, site.admin("PATCH", fmt.Sprintf("/api/media/%d?locale=en", device.ID), `{"alt":"The home device on a bedside table"}`), http.StatusOK)
	if checked := decodeAs[checksOf](t, site.admin("POST", "/api/content/home/check", home), http.StatusOK); len(checked.Findings) != 0 {
		t.Fatalf("the checks of a picture the library describes: %+v", checked.Findings)
	}
	expectStatus(t, site.admin("PUT", "/api/content/home", home), http.StatusOK)
	page := func() string { return expectStatus(t, site.do("GET", "/", "", nil), http.StatusOK) }
	if !strings.Contains(page(), `alt="The home device on a bedside table"`) {
		t.Fatal("/ does not describe the picture with the library's words")
	}
	// New words in the library show at once; words of the document's own stand instead.
	expectStatus(t, site.admin("PATCH", fmt.Sprintf("/api/media/%d?locale=en", device.ID), `{"alt":"The home device, switched on"}`), http.StatusOK)
	if !strings.Contains(page(), `alt="The home device, switched on"`) {
		t.Error("/ does not follow the library's new words")
	}
	first["imageAlt"] = "QRS Home System beside a bed"
	expectStatus(t, site.admin("PUT", "/api/content/home", home), http.StatusOK)
	if got := page(); !strings.Contains(got, `alt="QRS Home System beside a bed"`) || strings.Contains(got, "switched on") {
		t.Error("/ does not describe the picture with the document's own words")
	}
}
