package httpapi

import (
	"fmt"
	"net/http"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/qrs-site/qrs/internal/testutil"
)

// crudCase is one collection's round trip: create, read, update, delete.
type crudCase struct {
	path           string
	create, update string
	field, want    string // a field of the updated record and its expected value
}

var crudCases = []crudCase{
	{"/api/team-members",
		`{"name":"Ann Example","title":"Lead","company":"QRS","description":"Leads the team.","imageUrl":"/x.png","orderIndex":2}`,
		`{"title":"Chief Scientist"}`, "title", "Chief Scientist"},
	{"/api/gallery/images",
		`{"title":"Device","description":"The device.","imageUrl":"/a.png","category":"Devices"}`,
		`{"title":"Device 2","description":"The device.","imageUrl":"/a.png","category":"Devices"}`, "title", "Device 2"},
	{"/api/gallery/videos",
		`{"title":"Intro","description":"An intro.","youtubeId":"dQw4w9WgXcQ","category":"Videos"}`,
		`{"youtubeId":"https://www.youtube.com/watch?v=abcdefghijk"}`, "youtubeId", "abcdefghijk"},
	{"/api/research-papers",
		`{"title":"Study","description":"A study.","pdfUrl":"/a.pdf","category":"Papers","authors":"","journal":"","publicationDate":"2023-04-05T00:00:00.000Z","orderIndex":0}`,
		`{"journal":"Journal of Tests"}`, "journal", "Journal of Tests"},
	{"/api/categories", `{"name":"Papers","description":"All papers"}`, `{"description":"Updated"}`, "description", "Updated"},
	{"/api/global-partners",
		`{"name":"Clinic One","partnerType":"clinic","country":"Liechtenstein","city":"Vaduz","services":"a, b","email":"c@example.com","website":"clinic.example"}`,
		`{"city":"Schaan"}`, "city", "Schaan"},
	{"/api/partner-categories", `{"name":"Clinic","description":"Clinics","displayOrder":"3","isActive":"true"}`,
		`{"isActive":"false"}`, "isActive", "false"},
}

func TestCRUDRoundTripForEveryCollection(t *testing.T) {
	t.Parallel()
	site := newSite(t, nil)
	for _, c := range crudCases {
		t.Run(c.path, func(t *testing.T) {
			created := decodeAs[map[string]any](t, site.admin("POST", c.path, c.create), http.StatusCreated)
			id, ok := created["id"].(float64)
			if !ok || id < 1 || created["createdAt"] == "" {
				t.Fatalf("created = %v", created)
			}
			item := fmt.Sprintf("%s/%d", c.path, int(id))
			list := decodeAs[[]map[string]any](t, site.do("GET", c.path, "", nil), http.StatusOK)
			if len(list) != 1 || list[0]["id"] != id {
				t.Fatalf("list = %v", list)
			}
			updated := decodeAs[map[string]any](t, site.admin("PUT", item, c.update), http.StatusOK)
			if fmt.Sprint(updated[c.field]) != c.want {
				t.Fatalf("updated %s = %v, want %s", c.field, updated[c.field], c.want)
			}
			got := decodeAs[map[string]any](t, site.do("GET", item, "", nil), http.StatusOK)
			if fmt.Sprint(got[c.field]) != c.want || got["createdAt"] != created["createdAt"] {
				t.Fatalf("read back = %v", got)
			}
			for k, v := range created { // fields the update did not name keep their value
				if k != c.field && fmt.Sprint(got[k]) != fmt.Sprint(v) {
					t.Fatalf("field %s changed from %v to %v", k, v, got[k])
				}
			}
			expectStatus(t, site.admin("DELETE", item, nil), http.StatusOK)
			expectStatus(t, site.do("GET", item, "", nil), http.StatusNotFound)
			expectStatus(t, site.admin("DELETE", item, nil), http.StatusNotFound)
			expectStatus(t, site.admin("PUT", item, c.update), http.StatusNotFound)
		})
	}
}

func TestResearchPaperAnswersSpecFieldsAndDateOnly(t *testing.T) {
	t.Parallel()
	site := newSite(t, nil)
	got := decodeAs[map[string]any](t, site.admin("POST", "/api/research-papers", crudCases[3].create), http.StatusCreated)
	if got["publicationDate"] != "2023-04-05" {
		t.Fatalf("publicationDate = %v", got["publicationDate"])
	}
	for _, k := range []string{"id", "title", "description", "pdfUrl", "authors", "journal", "publicationDate", "category", "orderIndex", "createdAt"} {
		if _, ok := got[k]; !ok {
			t.Fatalf("field %s missing from %v", k, got)
		}
	}
}

func TestDefaultsOfSpecNine(t *testing.T) {
	t.Parallel()
	site := newSite(t, nil)
	k := decodeAs[map[string]any](t, site.admin("POST", "/api/partner-categories", `{"name":"Clinic"}`), http.StatusCreated)
	if k["isActive"] != true || k["displayOrder"] != 0.0 {
		t.Fatalf("partner category defaults = %v", k)
	}
	m := decodeAs[map[string]any](t, site.admin("POST", "/api/team-members",
		`{"name":"A B","title":"T","company":"C","description":"D","orderIndex":"first"}`), http.StatusCreated)
	if m["orderIndex"] != 0.0 {
		t.Fatalf("non-numeric orderIndex = %v, want 0", m["orderIndex"])
	}
	k = decodeAs[map[string]any](t, site.admin("POST", "/api/partner-categories", `{"name":"Off","isActive":false}`), http.StatusCreated)
	if k["isActive"] != false {
		t.Fatalf("isActive false = %v", k["isActive"])
	}
}

func TestTeamMemberAcceptsImageAlias(t *testing.T) {
	t.Parallel()
	site := newSite(t, nil)
	m := decodeAs[map[string]any](t, site.admin("POST", "/api/team-members",
		`{"name":"A B","title":"T","company":"C","description":"D","image":"/uploads/x.png"}`), http.StatusCreated)
	if m["imageUrl"] != "/uploads/x.png" {
		t.Fatalf("imageUrl = %v", m["imageUrl"])
	}
}

func TestImageInfoIsReadOnlyAndImageStaysAURLForTeamMembers(t *testing.T) {
	t.Parallel()
	site := newSite(t, nil)
	url := site.uploadPNG(900, 300).URL
	m := decodeAs[map[string]any](t, site.admin("POST", "/api/team-members", map[string]any{
		"name": "A B", "title": "T", "company": "C", "description": "D", "image": url}), http.StatusCreated)
	info, _ := m["imageInfo"].(map[string]any)
	if _, has := m["image"]; has || m["imageUrl"] != url || info == nil || info["width"] != 900.0 {
		t.Fatalf("created member = %v", m)
	}
	// A client sending back what it read, or made-up sizes, changes nothing of them.
	m["imageInfo"] = map[string]any{"width": 1, "height": 1, "variants": []any{}}
	m["title"] = "Lead"
	m = decodeAs[map[string]any](t, site.admin("PUT", fmt.Sprintf("/api/team-members/%v", m["id"]), m), http.StatusOK)
	if info, _ := m["imageInfo"].(map[string]any); m["title"] != "Lead" || m["imageUrl"] != url || info == nil || info["width"] != 900.0 {
		t.Fatalf("updated member = %v", m)
	}

	g := decodeAs[map[string]any](t, site.admin("POST", "/api/gallery/images", map[string]any{
		"title": "G", "description": "D", "imageUrl": url, "category": "F", "imageInfo": "not an object"}), http.StatusCreated)
	if info, _ := g["imageInfo"].(map[string]any); info == nil || info["height"] != 300.0 {
		t.Fatalf("created gallery image = %v", g)
	}
	for _, path := range []string{"/api/team-members", "/api/gallery/images"} {
		for _, rec := range decodeAs[[]map[string]any](t, site.do("GET", path, "", nil), http.StatusOK) {
			if _, has := rec["image"]; has || rec["imageInfo"] == nil {
				t.Fatalf("%s lists %v", path, rec)
			}
		}
	}
}

func TestResearchPapersSortByOrderIndexThenNewestDate(t *testing.T) {
	t.Parallel()
	site := newSite(t, nil)
	for _, p := range []struct {
		title, date string
		order       any
	}{{"c", "2020-01-01", 1}, {"a", "2019-01-01", nil}, {"b", "2024-06-01", 0}, {"d", "", 0}} {
		body := map[string]any{"title": p.title, "description": "x", "pdfUrl": "/x.pdf", "category": "P", "publicationDate": p.date}
		if p.order != nil {
			body["orderIndex"] = p.order
		}
		expectStatus(t, site.admin("POST", "/api/research-papers", body), http.StatusCreated)
	}
	if got := titles(t, site, "/api/research-papers"); got != "b a d c" {
		t.Fatalf("order = %s, want b a d c", got)
	}
}

func titles(t *testing.T, site *testSite, path string) string {
	t.Helper()
	var out []string
	for _, r := range decodeAs[[]map[string]any](t, site.do("GET", path, "", nil), http.StatusOK) {
		for _, k := range []string{"name", "title"} {
			if v, ok := r[k].(string); ok && v != "" {
				out = append(out, v)
				break
			}
		}
	}
	return strings.Join(out, " ")
}

func TestTeamSortsByOrderIndexAndReorderSetsPositions(t *testing.T) {
	t.Parallel()
	site := newSite(t, nil)
	var ids []int
	for i, name := range []string{"Cara", "Abe", "Bo"} {
		m := decodeAs[map[string]any](t, site.admin("POST", "/api/team-members", map[string]any{
			"name": name, "title": "t", "company": "c", "description": "d", "orderIndex": 3 - i}), http.StatusCreated)
		ids = append(ids, int(m["id"].(float64)))
	}
	if got := titles(t, site, "/api/team-members"); got != "Bo Abe Cara" {
		t.Fatalf("order = %s", got)
	}
	expectStatus(t, site.admin("POST", "/api/team-members/reorder", map[string]any{"ids": []int{ids[1], ids[0], ids[2]}}), http.StatusOK)
	if got := titles(t, site, "/api/team-members"); got != "Abe Cara Bo" {
		t.Fatalf("after reorder = %s", got)
	}
	// An unknown id changes nothing.
	expectStatus(t, site.admin("POST", "/api/team-members/reorder", map[string]any{"ids": []int{ids[2], 999}}), http.StatusNotFound)
	if got := titles(t, site, "/api/team-members"); got != "Abe Cara Bo" {
		t.Fatalf("after failed reorder = %s", got)
	}
	// PUT of orderIndex alone moves one member.
	expectStatus(t, site.admin("PUT", fmt.Sprintf("/api/team-members/%d", ids[2]), `{"orderIndex":-1}`), http.StatusOK)
	if got := titles(t, site, "/api/team-members"); got != "Bo Abe Cara" {
		t.Fatalf("after PUT = %s", got)
	}
}

func TestResearchPapersReorder(t *testing.T) {
	t.Parallel()
	site := newSite(t, nil)
	var ids []int
	for _, title := range []string{"x", "y", "z"} {
		p := decodeAs[map[string]any](t, site.admin("POST", "/api/research-papers", map[string]any{
			"title": title, "description": "d", "pdfUrl": "/a.pdf", "category": "P"}), http.StatusCreated)
		ids = append(ids, int(p["id"].(float64)))
	}
	expectStatus(t, site.admin("POST", "/api/research-papers/reorder", map[string]any{"ids": []int{ids[2], ids[0], ids[1]}}), http.StatusOK)
	if got := titles(t, site, "/api/research-papers"); got != "z x y" {
		t.Fatalf("order = %s", got)
	}
}

func TestPartnerCategoriesSortByDisplayOrder(t *testing.T) {
	t.Parallel()
	site := newSite(t, nil)
	for _, k := range []string{`{"name":"B","displayOrder":2}`, `{"name":"A","displayOrder":1}`, `{"name":"C"}`} {
		expectStatus(t, site.admin("POST", "/api/partner-categories", k), http.StatusCreated)
	}
	if got := titles(t, site, "/api/partner-categories"); got != "C A B" {
		t.Fatalf("order = %s", got)
	}
}

func TestListsAnswerETagAnd304(t *testing.T) {
	t.Parallel()
	site := newSite(t, nil)
	res := site.do("GET", "/api/team-members", "", nil)
	expectStatus(t, res, http.StatusOK)
	etag := res.Header.Get("ETag")
	if etag == "" {
		t.Fatal("no ETag")
	}
	expectStatus(t, site.do("GET", "/api/team-members", "", nil, "If-None-Match", etag), http.StatusNotModified)
	// A write elsewhere leaves this list, and so its ETag, as it was.
	expectStatus(t, site.admin("POST", "/api/categories", `{"name":"New"}`), http.StatusCreated)
	expectStatus(t, site.do("GET", "/api/team-members", "", nil, "If-None-Match", etag), http.StatusNotModified)
	expectStatus(t, site.admin("POST", "/api/team-members", map[string]any{
		"name": "Ann Example", "title": "Chief", "company": "QRS", "description": "Leads the team."}), http.StatusCreated)
	res = site.do("GET", "/api/team-members", "", nil, "If-None-Match", etag)
	if body := expectStatus(t, res, http.StatusOK); !strings.Contains(body, "Ann Example") {
		t.Fatalf("list after the write = %s", body)
	}
}

func TestConcurrentWritesLoseNothing(t *testing.T) {
	t.Parallel()
	site := newSite(t, nil)
	const writers, each = 8, 6
	var wg sync.WaitGroup
	errs := make(chan string, writers*each)
	for w := range writers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range each {
				res := site.do("POST", "/api/global-partners", site.token, map[string]string{
					"name": fmt.Sprintf("P%d-%d", w, i), "partnerType": "clinic", "country": "LI"})
				if res.StatusCode != http.StatusCreated {
					errs <- fmt.Sprintf("status %d", res.StatusCode)
				}
				res.Body.Close()
			}
		}()
	}
	wg.Wait()
	close(errs)
	for e := range errs {
		t.Error(e)
	}
	list := decodeAs[[]map[string]any](t, site.do("GET", "/api/global-partners", "", nil), http.StatusOK)
	if len(list) != writers*each {
		t.Fatalf("stored %d partners, want %d", len(list), writers*each)
	}
}

func TestFolderRenameMovesItsRecords(t *testing.T) {
	t.Parallel()
	site := newSite(t, nil)
	folder := decodeAs[map[string]any](t, site.admin("POST", "/api/categories", `{"name":"Old"}`), http.StatusCreated)
	expectStatus(t, site.admin("POST", "/api/gallery/images", `{"title":"t","description":"d","imageUrl":"/a.png","category":"Old"}`), http.StatusCreated)
	expectStatus(t, site.admin("POST", "/api/gallery/videos", `{"title":"t","description":"d","youtubeId":"dQw4w9WgXcQ","category":"Old"}`), http.StatusCreated)
	expectStatus(t, site.admin("POST", "/api/research-papers", `{"title":"t","description":"d","pdfUrl":"/a.pdf","category":"Old"}`), http.StatusCreated)
	expectStatus(t, site.admin("PUT", fmt.Sprintf("/api/categories/%v", folder["id"]), `{"name":"New"}`), http.StatusOK)
	for _, list := range []string{"/api/gallery/images", "/api/gallery/videos", "/api/research-papers"} {
		records := decodeAs[[]map[string]any](t, site.do("GET", list, "", nil), http.StatusOK)
		if records[0]["category"] != "New" {
			t.Fatalf("%s category = %v after the folder was renamed", list, records[0]["category"])
		}
	}
	got := decodeAs[envelope](t, site.admin("POST", "/api/categories", `{"name":"new"}`), http.StatusConflict)
	if got.Errors["name"] == "" {
		t.Fatalf("conflict without field error: %+v", got)
	}
}

func TestDeletingFolderDeletesItsGalleryVideos(t *testing.T) {
	t.Parallel()
	site := newSite(t, nil)
	folder := decodeAs[map[string]any](t, site.admin("POST", "/api/categories", `{"name":"Talks"}`), http.StatusCreated)
	expectStatus(t, site.admin("POST", "/api/categories", `{"name":"Keep"}`), http.StatusCreated)
	expectStatus(t, site.admin("POST", "/api/gallery/videos", `{"title":"gone","description":"d","youtubeId":"dQw4w9WgXcQ","category":"Talks"}`), http.StatusCreated)
	expectStatus(t, site.admin("POST", "/api/gallery/videos", `{"title":"kept","description":"d","youtubeId":"dQw4w9WgXcQ","category":"Keep"}`), http.StatusCreated)
	expectStatus(t, site.admin("DELETE", fmt.Sprintf("/api/categories/%v", folder["id"]), nil), http.StatusOK)
	if got := titles(t, site, "/api/gallery/videos"); got != "kept" {
		t.Fatalf("videos left = %q, want only the one of the kept folder", got)
	}
}

func TestConcurrentPartialUpdatesOfDifferentFieldsKeepEveryField(t *testing.T) {
	t.Parallel()
	site := newSite(t, nil)
	p := decodeAs[map[string]any](t, site.admin("POST", "/api/global-partners",
		`{"name":"Clinic One","partnerType":"clinic","country":"Liechtenstein"}`), http.StatusCreated)
	item := fmt.Sprintf("/api/global-partners/%v", p["id"])
	want := map[string]string{
		"name": "Clinic Two", "country": "Austria", "city": "Vienna", "partnerType": "distributor",
		"description": "Sells the devices.", "services": "Sales, Service", "contactPerson": "Eve Example",
		"email": "eve@example.com", "phone": "+43 1 234", "website": "https://clinic.example",
	}
	// While the write lock is held, every update is in flight at once: each has read the
	// record (or is waiting to) before any of them writes.
	release := testutil.HoldWriteLock(t, site.dir)
	var wg sync.WaitGroup
	errs := make(chan string, len(want))
	for field, value := range want {
		wg.Go(func() {
			res := site.do("PUT", item, site.token, map[string]string{field: value})
			if res.StatusCode != http.StatusOK {
				errs <- fmt.Sprintf("PUT %s: status %d", field, res.StatusCode)
			}
			res.Body.Close()
		})
	}
	time.Sleep(300 * time.Millisecond)
	release()
	wg.Wait()
	close(errs)
	for e := range errs {
		t.Error(e)
	}
	got := decodeAs[map[string]any](t, site.do("GET", item, "", nil), http.StatusOK)
	for field, value := range want {
		if got[field] != value {
			t.Errorf("%s = %v after the concurrent updates, want %q", field, got[field], value)
		}
	}
}
