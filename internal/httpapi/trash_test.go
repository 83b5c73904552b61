package httpapi

import (
	"fmt"
	"net/http"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/qrs-site/qrs/internal/content"
	"github.com/qrs-site/qrs/internal/testutil"
)

// trashSite is a test site whose store's clock the test can move on, to see the purge.
type trashSite struct {
	*testSite
	later atomic.Int64 // how far the store's clock is ahead of the real one, in nanoseconds
}

func newTrashSite(t *testing.T) *trashSite {
	ts := &trashSite{}
	ts.testSite = newSite(t, func(d *Deps) {
		d.Store.SetClock(func() time.Time { return time.Now().Add(time.Duration(ts.later.Load())) })
	})
	return ts
}

// purgeAfter runs the server's purge as it would run the given number of days from now,
// and answers the uploads it removed; the clock then comes back to now.
func (s *trashSite) purgeAfter(days int) []string {
	s.t.Helper()
	s.later.Store(int64(time.Duration(days) * 24 * time.Hour))
	defer s.later.Store(0)
	removed, err := PurgeTrash(s.t.Context(), s.store, s.uploads, s.deps.log)
	if err != nil {
		s.t.Fatal(err)
	}
	return removed
}

// trashEntry is an entry of GET /api/trash.
type trashEntry struct {
	ID        int64  `json:"id"`
	Kind      string `json:"kind"`
	What      string `json:"what"`
	Label     string `json:"label"`
	DeletedBy string `json:"deletedBy"`
	DeletedAt string `json:"deletedAt"`
	PurgeAt   string `json:"purgeAt"`
	Contents  struct {
		Images, Videos, Downloads, Messages int
	} `json:"contents"`
}

func (s *testSite) trash() []trashEntry {
	s.t.Helper()
	return decodeAs[[]trashEntry](s.t, s.admin("GET", "/api/trash", nil), http.StatusOK)
}

// deleteAnswer is what a delete answers.
type deleteAnswer struct {
	Message string `json:"message"`
	TrashID int64  `json:"trashId"`
}

func TestEachDeleteAnswersItsTrashEntryAndARestoreBringsTheRecordBack(t *testing.T) {
	t.Parallel()
	site := newSite(t, nil)
	expectStatus(t, site.admin("POST", "/api/categories", `{"name":"Talks"}`), http.StatusCreated)
	cases := []struct {
		path, body, name, message, kind string
	}{
		{"/api/team-members", `{"name":"Ann Example","title":"Lead","company":"QRS","description":"Leads."}`,
			"Ann Example", "Team member deleted", "team-member"},
		{"/api/gallery/images", `{"title":"Device","description":"d","imageUrl":"/x.png","category":"Talks"}`,
			"Device", "Gallery image deleted", "gallery-image"},
		{"/api/gallery/videos", `{"title":"Talk","description":"d","youtubeId":"dQw4w9WgXcQ","category":"Talks"}`,
			"Talk", "Gallery video deleted", "gallery-video"},
		{"/api/research-papers", `{"title":"Study","description":"d","pdfUrl":"/x.pdf","category":"Talks"}`,
			"Study", "Download deleted", "download"},
		{"/api/global-partners", `{"name":"Clinic One","partnerType":"clinic","country":"Austria"}`,
			"Clinic One", "Global partner deleted", "partner"},
		{"/api/partner-categories", `{"name":"Spas","isActive":true}`,
			"Spas", "Partner category deleted", "partner-category"},
		{"/api/categories", `{"name":"Posters"}`, "Posters", "Folder deleted", "folder"},
	}
	for _, c := range cases {
		rec := decodeAs[map[string]any](t, site.admin("POST", c.path, c.body), http.StatusCreated)
		item := fmt.Sprintf("%s/%v", c.path, rec["id"])
		got := decodeAs[deleteAnswer](t, site.admin("DELETE", item, nil), http.StatusOK)
		if got.Message != c.message || got.TrashID == 0 {
			t.Fatalf("DELETE %s answered %+v, want %q with its trash entry", item, got, c.message)
		}
		if strings.Contains(titles(t, site, c.path), c.name) {
			t.Fatalf("%s still lists %s after the delete", c.path, c.name)
		}
		expectStatus(t, site.admin("GET", item, nil), http.StatusNotFound)
		list := site.trash()
		if len(list) == 0 || list[0].ID != got.TrashID || list[0].Kind != c.kind || list[0].Label != c.name || list[0].DeletedBy != testAdmin {
			t.Fatalf("trash after deleting %s = %+v, want it first, deleted by %s", c.name, list, testAdmin)
		}
		back := decodeAs[map[string]any](t, site.admin("POST", fmt.Sprintf("/api/trash/%d/restore", got.TrashID), nil), http.StatusOK)
		if back["message"] != list[0].What+" restored" {
			t.Errorf("restore answered %v", back)
		}
		if !strings.Contains(titles(t, site, c.path), c.name) {
			t.Errorf("%s does not list %s after the restore", c.path, c.name)
		}
		if again := decodeAs[map[string]any](t, site.admin("GET", item, nil), http.StatusOK); again["id"] != rec["id"] {
			t.Errorf("restored %s has id %v, want %v", c.name, again["id"], rec["id"])
		}
		expectStatus(t, site.admin("POST", fmt.Sprintf("/api/trash/%d/restore", got.TrashID), nil), http.StatusNotFound)
	}
	if list := site.trash(); len(list) != 0 {
		t.Errorf("trash after every restore = %+v, want empty", list)
	}
}

func TestATrashedTeamMemberLeavesThePublicPageAndComesBackWithTheRestore(t *testing.T) {
	t.Parallel()
	site := newSite(t, nil)
	m := decodeAs[map[string]any](t, site.admin("POST", "/api/team-members", map[string]any{
		"name": "Ann Example", "title": "Lead", "company": "QRS", "description": "Leads."}), http.StatusCreated)
	if !strings.Contains(visible(readBody(t, site.do("GET", "/team", "", nil))), "Ann Example") {
		t.Fatal("the team page does not show the new member")
	}
	del := decodeAs[deleteAnswer](t, site.admin("DELETE", fmt.Sprintf("/api/team-members/%v", m["id"]), nil), http.StatusOK)
	if strings.Contains(visible(readBody(t, site.do("GET", "/team", "", nil))), "Ann Example") {
		t.Fatal("the team page shows a member in the trash")
	}
	expectStatus(t, site.admin("POST", fmt.Sprintf("/api/trash/%d/restore", del.TrashID), nil), http.StatusOK)
	if !strings.Contains(visible(readBody(t, site.do("GET", "/team", "", nil))), "Ann Example") {
		t.Fatal("the team page does not show the restored member")
	}
}

func TestAFolderWithFilesIsTrashedRestoredAndAfter30DaysPurgedWithItsFiles(t *testing.T) {
	t.Parallel()
	site := newTrashSite(t)
	folder := decodeAs[map[string]any](t, site.admin("POST", "/api/categories", `{"name":"Brochures"}`), http.StatusCreated)
	img := decodeAs[uploadAnswer](t, site.upload("/api/upload/image", formFile{"image", "a.png", testutil.PNG(t, 900, 300)}), http.StatusCreated).URL
	pdf := decodeAs[uploadAnswer](t, site.upload("/api/upload/pdf", formFile{"pdf", "b.pdf", testutil.PDF()}), http.StatusCreated).URL
	expectStatus(t, site.admin("POST", "/api/gallery/images", map[string]string{"title": "Front cover", "description": "d", "imageUrl": img, "category": "Brochures"}), http.StatusCreated)
	expectStatus(t, site.admin("POST", "/api/gallery/videos", map[string]string{"title": "Launch talk", "description": "d", "youtubeId": "dQw4w9WgXcQ", "category": "Brochures"}), http.StatusCreated)
	expectStatus(t, site.admin("POST", "/api/research-papers", map[string]string{"title": "Price list", "description": "d", "pdfUrl": pdf, "category": "Brochures"}), http.StatusCreated)
	stored, _ := site.uploads.List()

	del := decodeAs[deleteAnswer](t, site.admin("DELETE", fmt.Sprintf("/api/categories/%v", folder["id"]), nil), http.StatusOK)
	if got := titles(t, site.testSite, "/api/gallery/images") + titles(t, site.testSite, "/api/research-papers") + titles(t, site.testSite, "/api/categories"); got != "" {
		t.Fatalf("the lists show %q of a trashed folder", got)
	}
	if strings.Contains(visible(readBody(t, site.do("GET", "/gallery", "", nil))), "Front cover") {
		t.Fatal("the gallery page shows an image of a trashed folder")
	}
	for _, u := range []string{img, pdf} {
		expectStatus(t, site.do("GET", u, "", nil), http.StatusOK)
	}
	list := site.trash()
	if len(list) != 1 || list[0].Kind != "folder" || list[0].Contents.Images != 1 || list[0].Contents.Videos != 1 || list[0].Contents.Downloads != 1 {
		t.Fatalf("trash = %+v, want the folder with 1 image, 1 video and 1 download", list)
	}
	if removed := site.purgeAfter(29); len(removed) != 0 {
		t.Fatalf("the purge 29 days on removed %v", removed)
	}
	if files, _ := site.uploads.List(); len(files) != len(stored) {
		t.Fatalf("files after a sweep and a purge while trashed = %v, want %v", files, stored)
	}

	expectStatus(t, site.admin("POST", fmt.Sprintf("/api/trash/%d/restore", del.TrashID), nil), http.StatusOK)
	if got := titles(t, site.testSite, "/api/categories"); got != "Brochures" {
		t.Fatalf("folders after the restore = %q", got)
	}
	if got := titles(t, site.testSite, "/api/gallery/images") + "|" + titles(t, site.testSite, "/api/gallery/videos") + "|" + titles(t, site.testSite, "/api/research-papers"); got != "Front cover|Launch talk|Price list" {
		t.Fatalf("the folder's contents after the restore = %q", got)
	}
	page := visible(readBody(t, site.do("GET", "/gallery", "", nil)))
	if !strings.Contains(page, "Front cover") {
		t.Fatal("the gallery page does not show the restored image")
	}
	images := decodeAs[[]imaged](t, site.do("GET", "/api/gallery/images", "", nil), http.StatusOK)
	if images[0].ImageInfo == nil || len(images[0].ImageInfo.Variants) == 0 {
		t.Fatalf("the restored image lost its variants: %+v", images[0])
	}
	for _, u := range []string{img, pdf, images[0].ImageInfo.Variants[0].URL} {
		expectStatus(t, site.do("GET", u, "", nil), http.StatusOK)
	}

	expectStatus(t, site.admin("DELETE", fmt.Sprintf("/api/categories/%v", folder["id"]), nil), http.StatusOK)
	// The folder's records go for good; their files stay in the media library, until an
	// editor deletes them there and the next purge comes.
	if removed := site.purgeAfter(31); len(removed) != 0 {
		t.Fatalf("the purge 31 days on removed %v, files the library keeps", removed)
	}
	if list := site.trash(); len(list) != 0 {
		t.Fatalf("trash after the purge = %+v", list)
	}
	site.deleteFromLibrary(img)
	site.deleteFromLibrary(pdf)
	if removed := site.purgeAfter(31); len(removed) != 2 {
		t.Fatalf("the purge after the library's deletes removed %v, want the image and the PDF", removed)
	}
	if files, _ := site.uploads.List(); len(files) != 0 {
		t.Fatalf("left behind after the purge: %v", files)
	}
	for _, u := range []string{img, pdf} {
		expectStatus(t, site.do("GET", u, "", nil), http.StatusNotFound)
	}

	// The audit log has each step: the deletes and the restore by the admin, the purge by nobody.
	log := decodeAs[auditPageAnswer](t, site.admin("GET", "/api/audit?kind=folder", nil), http.StatusOK)
	var steps []string
	for _, e := range log.Entries {
		if e.Target == "Brochures" && e.Action != "create" {
			by := e.Actor
			if by == "" {
				by = "nobody"
			}
			steps = append(steps, e.Action+" by "+by)
		}
	}
	if got := strings.Join(steps, ", "); got != "purge by nobody, delete by admin, restore by admin, delete by admin" {
		t.Errorf("the folder's audit entries, newest first: %s", got)
	}
	imageLog := decodeAs[auditPageAnswer](t, site.admin("GET", "/api/audit?kind=gallery-image", nil), http.StatusOK)
	var imageSteps []string
	for _, e := range imageLog.Entries {
		imageSteps = append(imageSteps, e.Action)
	}
	if got := strings.Join(imageSteps, " "); got != "delete restore delete create" {
		t.Errorf("the image's audit entries, newest first: %s; want it deleted and restored with its folder", got)
	}
}

func TestARestoreThatWouldClashAnswers409WithWhatToDo(t *testing.T) {
	t.Parallel()
	site := newSite(t, nil)
	folder := decodeAs[map[string]any](t, site.admin("POST", "/api/categories", `{"name":"Brochures"}`), http.StatusCreated)
	del := decodeAs[deleteAnswer](t, site.admin("DELETE", fmt.Sprintf("/api/categories/%v", folder["id"]), nil), http.StatusOK)
	expectStatus(t, site.admin("POST", "/api/categories", `{"name":"Brochures"}`), http.StatusCreated)
	got := decodeAs[envelope](t, site.admin("POST", fmt.Sprintf("/api/trash/%d/restore", del.TrashID), nil), http.StatusConflict)
	if got.Message != "A folder named “Brochures” exists; rename it, then restore" {
		t.Fatalf("restore over a new folder of the same name answered %+v", got)
	}
	if len(site.trash()) != 1 {
		t.Fatal("a refused restore took the folder out of the trash")
	}
}

func TestEveryoneSeesTheTrashButOnlyEditorsAndOwnersRestore(t *testing.T) {
	t.Parallel()
	site := newSite(t, nil)
	viewer := site.staffToken("vera.viewer", content.RoleViewer)
	editor := site.staffToken("eddie.editor", content.RoleEditor)
	m := decodeAs[map[string]any](t, site.do("POST", "/api/team-members", editor, map[string]any{
		"name": "Ann Example", "title": "Lead", "company": "QRS", "description": "Leads."}), http.StatusCreated)
	del := decodeAs[deleteAnswer](t, site.do("DELETE", fmt.Sprintf("/api/team-members/%v", m["id"]), editor, nil), http.StatusOK)

	list := decodeAs[[]trashEntry](t, site.do("GET", "/api/trash", viewer, nil), http.StatusOK)
	if len(list) != 1 || list[0].DeletedBy != "eddie.editor" || list[0].What != "Team member" {
		t.Fatalf("the viewer sees %+v, want the member deleted by eddie.editor", list)
	}
	deleted, err1 := time.Parse(time.RFC3339, list[0].DeletedAt)
	purge, err2 := time.Parse(time.RFC3339, list[0].PurgeAt)
	if err1 != nil || err2 != nil || purge.Sub(deleted) != 30*24*time.Hour {
		t.Errorf("deleted %q, goes for good %q; want 30 days later", list[0].DeletedAt, list[0].PurgeAt)
	}
	restore := fmt.Sprintf("/api/trash/%d/restore", del.TrashID)
	expectStatus(t, site.do("POST", restore, viewer, nil), http.StatusForbidden)
	expectStatus(t, site.do("POST", restore, "", nil), http.StatusUnauthorized)
	if got := titles(t, site, "/api/team-members"); got != "" {
		t.Fatalf("after the viewer's refused restore the team is %q", got)
	}
	expectStatus(t, site.do("POST", restore, editor, nil), http.StatusOK)
	if got := titles(t, site, "/api/team-members"); got != "Ann Example" {
		t.Fatalf("after the editor's restore the team is %q", got)
	}
}

func TestDeletedMessagesGoToTheTrashAndComeBack(t *testing.T) {
	t.Parallel()
	site := newSite(t, nil)
	var ids []int64
	for _, name := range []string{"Jo", "Kim", "Lu"} {
		m := content.ContactMessage{Name: name, Email: "x@example.com", Subject: "Hello", Message: "A question for you."}
		if err := site.store.CreateContactMessage(t.Context(), &m); err != nil {
			t.Fatal(err)
		}
		ids = append(ids, m.ID)
	}
	one := decodeAs[deleteAnswer](t, site.admin("DELETE", fmt.Sprintf("/api/contact-messages/%d", ids[0]), nil), http.StatusOK)
	bulk := decodeAs[deletedMessages](t, site.admin("POST", "/api/contact-messages/delete", map[string]any{"ids": ids[1:]}), http.StatusOK)
	if one.TrashID == 0 || bulk.Deleted != 2 || bulk.TrashID == 0 || bulk.TrashID == one.TrashID {
		t.Fatalf("the deletes answered %+v and %+v, want a trash entry each", one, bulk)
	}
	if inbox := decodeAs[[]map[string]any](t, site.admin("GET", "/api/contact-messages", nil), http.StatusOK); len(inbox) != 0 {
		t.Fatalf("inbox after the deletes = %v", inbox)
	}
	list := site.trash()
	if len(list) != 2 || list[0].Label != "2 messages" || list[0].Contents.Messages != 2 || list[1].Label != "Jo: Hello" {
		t.Fatalf("trash = %+v, want the two messages together, then Jo's", list)
	}
	for _, id := range []int64{bulk.TrashID, one.TrashID} {
		expectStatus(t, site.admin("POST", fmt.Sprintf("/api/trash/%d/restore", id), nil), http.StatusOK)
	}
	if inbox := decodeAs[[]map[string]any](t, site.admin("GET", "/api/contact-messages", nil), http.StatusOK); len(inbox) != 3 {
		t.Fatalf("inbox after the restores has %d messages, want 3", len(inbox))
	}
}
