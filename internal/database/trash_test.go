package database

import (
	"context"
	"errors"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/qrs-site/qrs/internal/content"
)

// tables of the idCases' kinds, to see whether a record is in its table.
var idCaseTables = map[string]string{
	"team member": "team_members", "gallery image": "gallery_images", "gallery video": "gallery_videos",
	"research paper": "research_papers", "global partner": "global_partners",
	"partner category": "partner_categories", "research folder": "categories",
	"contact message": "contact_messages",
}

// Uploaded files the records of the tests use (names as the upload folder gives them).
const (
	roomPNG  = "/uploads/0123456789abcdef0123456789abcdef.png"
	studyPDF = "/uploads/11112222333344445555666677778888.pdf"
	otherPNG = "/uploads/aaaabbbbccccddddeeeeffff00001111.png"
	boPNG    = "/uploads/99998888777766665555444433332222.png"
)

var editorAnn = content.Actor{ID: 7, Username: "ann", Role: content.Role("editor"), IP: "192.0.2.7"}

func asAnn(t *testing.T) context.Context { return content.WithActor(t.Context(), editorAnn) }

func present(t *testing.T, s *Store, table string, id int64) bool {
	t.Helper()
	var n int
	if err := s.db.QueryRowContext(t.Context(), "SELECT COUNT(*) FROM "+table+" WHERE id = ?", id).Scan(&n); err != nil {
		t.Fatal(err)
	}
	return n == 1
}

// auditLines answers the audit log as "action kind target by actor" lines, oldest first.
func auditLines(t *testing.T, s *Store) []string {
	t.Helper()
	rows, err := s.db.QueryContext(t.Context(), `SELECT action, kind, target, actor FROM audit_log ORDER BY id`)
	if err != nil {
		t.Fatal(err)
	}
	defer rows.Close()
	var out []string
	for rows.Next() {
		var action, kind, target, actor string
		if err := rows.Scan(&action, &kind, &target, &actor); err != nil {
			t.Fatal(err)
		}
		out = append(out, action+" "+kind+" "+target+" by "+actor)
	}
	return out
}

func mustTrash(t *testing.T, s *Store) []TrashEntry {
	t.Helper()
	list, err := s.ListTrash(t.Context())
	if err != nil {
		t.Fatal(err)
	}
	return list
}

func TestEveryKindOfDeleteGoesToTheTrashAndComesBackWithItsOwnID(t *testing.T) {
	t.Parallel()
	s := openFresh(t)
	kinds := map[string]string{
		"team member": "team-member", "gallery image": "gallery-image", "gallery video": "gallery-video",
		"research paper": "download", "global partner": "partner", "partner category": "partner-category",
		"research folder": "folder", "contact message": "message",
	}
	for _, c := range idCases {
		id := mustCreate(t, s, c)
		table := idCaseTables[c.kind]
		ctx, receipt := WithTrashReceipt(asAnn(t))
		if err := c.delete(ctx, s, id); err != nil {
			t.Fatalf("delete %s: %v", c.kind, err)
		}
		if present(t, s, table, id) {
			t.Fatalf("%s %d is still in its table after the delete", c.kind, id)
		}
		list := mustTrash(t, s)
		if len(list) != 1 || list[0].ID != receipt.ID || list[0].Kind != kinds[c.kind] || list[0].DeletedBy != "ann" {
			t.Fatalf("trash after deleting a %s = %+v (receipt %d), want one %s entry by ann", c.kind, list, receipt.ID, kinds[c.kind])
		}
		deleted, _ := time.Parse(time.RFC3339, list[0].DeletedAt)
		purge, _ := time.Parse(time.RFC3339, list[0].PurgeAt)
		if purge.Sub(deleted) != 30*24*time.Hour {
			t.Errorf("%s: deleted %s, goes for good %s; want 30 days later", c.kind, list[0].DeletedAt, list[0].PurgeAt)
		}
		e, err := s.RestoreTrash(asAnn(t), receipt.ID)
		if err != nil {
			t.Fatalf("restore %s: %v", c.kind, err)
		}
		if e.Kind != kinds[c.kind] {
			t.Errorf("restore answered kind %q, want %q", e.Kind, kinds[c.kind])
		}
		if !present(t, s, table, id) {
			t.Errorf("%s %d is not back in its table with its own id after the restore", c.kind, id)
		}
		if list := mustTrash(t, s); len(list) != 0 {
			t.Errorf("trash after restoring a %s = %+v, want empty", c.kind, list)
		}
		lines := auditLines(t, s)
		want := []string{"delete " + kinds[c.kind], "restore " + kinds[c.kind]}
		var got []string
		for _, l := range lines[len(lines)-2:] {
			if !strings.HasSuffix(l, " by ann") {
				t.Errorf("audit entry %q does not name ann", l)
			}
			f := strings.Fields(l)
			got = append(got, f[0]+" "+f[1])
		}
		if !slices.Equal(got, want) {
			t.Errorf("audit entries of a %s's delete and restore = %q, want %q", c.kind, got, want)
		}
	}
}

func TestAFolderGoesToTheTrashWithItsContentsKeepsTheirFilesAndComesBackWhole(t *testing.T) {
	t.Parallel()
	s := openFresh(t)
	ctx := asAnn(t)
	folder := content.Category{Name: "Clinic", Description: "Our clinic"}
	if err := s.Create(ctx, content.Categories, &folder); err != nil {
		t.Fatal(err)
	}
	img := content.GalleryImage{Title: "Room", Description: "The room", ImageURL: roomPNG, Category: "Clinic"}
	vid := content.GalleryVideo{Title: "Tour", Description: "A tour", YoutubeID: "dQw4w9WgXcQ", Category: "Clinic"}
	pdf := content.ResearchPaper{Title: "Study", Description: "A study", PdfURL: studyPDF, Category: "Clinic"}
	other := content.GalleryImage{Title: "Elsewhere", Description: "d", ImageURL: otherPNG, Category: "Other"}
	for _, err := range []error{s.Create(ctx, content.GalleryImages, &img), s.Create(ctx, content.GalleryVideos, &vid),
		s.Create(ctx, content.ResearchPapers, &pdf), s.Create(ctx, content.GalleryImages, &other)} {
		if err != nil {
			t.Fatal(err)
		}
	}
	if unused, err := s.Delete(ctx, content.Categories, folder.ID); err != nil || len(unused) != 0 {
		t.Fatalf("delete folder: unused %v, %v; want no file given up while in the trash", unused, err)
	}
	images, _ := ListOf[content.GalleryImage](ctx, s, content.GalleryImages)
	videos, _ := ListOf[content.GalleryVideo](ctx, s, content.GalleryVideos)
	papers, _ := ListOf[content.ResearchPaper](ctx, s, content.ResearchPapers)
	folders, _ := ListOf[content.Category](ctx, s, content.Categories)
	if len(images) != 1 || images[0].Title != "Elsewhere" || len(videos) != 0 || len(papers) != 0 || len(folders) != 0 {
		t.Fatalf("lists after trashing the folder: images %v, videos %v, papers %v, folders %v; want only the other image",
			images, videos, papers, folders)
	}
	list := mustTrash(t, s)
	if len(list) != 1 || list[0].Label != "Clinic" ||
		list[0].Contents != (TrashContents{Images: 1, Videos: 1, Downloads: 1}) {
		t.Fatalf("trash = %+v, want the folder Clinic holding 1 image, 1 video, 1 download", list)
	}
	inUse, err := s.UploadsInUse(ctx, roomPNG, studyPDF)
	if err != nil || len(inUse) != 2 {
		t.Fatalf("uploads in use while trashed = %v, %v; want both (the sweep must keep them)", inUse, err)
	}
	if unused, err := s.ForgetUnusedUploads(ctx, roomPNG, studyPDF); err != nil || len(unused) != 0 {
		t.Fatalf("the sweep would remove %v, %v; want nothing while the folder is in the trash", unused, err)
	}

	if _, err := s.RestoreTrash(ctx, list[0].ID); err != nil {
		t.Fatal(err)
	}
	folders, _ = ListOf[content.Category](ctx, s, content.Categories)
	if len(folders) != 1 || folders[0] != folder {
		t.Errorf("folders after the restore = %+v, want %+v as it was", folders, folder)
	}
	back, err := GetOf[content.GalleryImage](ctx, s, content.GalleryImages, img.ID)
	if err != nil || back.Title != "Room" || back.Category != "Clinic" || back.OrderIndex != img.OrderIndex || back.CreatedAt != img.CreatedAt {
		t.Errorf("image after the restore = %+v, %v; want %+v", back, err, img)
	}
	if v, err := GetOf[content.GalleryVideo](ctx, s, content.GalleryVideos, vid.ID); err != nil || v.YoutubeID != vid.YoutubeID {
		t.Errorf("video after the restore = %+v, %v", v, err)
	}
	if p, err := GetOf[content.ResearchPaper](ctx, s, content.ResearchPapers, pdf.ID); err != nil || p.PdfURL != studyPDF {
		t.Errorf("download after the restore = %+v, %v", p, err)
	}
}

func TestThePurgeRemovesWhatWasDeletedMoreThan30DaysAgoAndGivesUpItsFiles(t *testing.T) {
	t.Parallel()
	s := openFresh(t)
	now := time.Date(2026, 3, 1, 12, 0, 0, 0, time.UTC)
	s.SetClock(func() time.Time { return now })
	ctx := asAnn(t)
	folder := content.Category{Name: "Clinic"}
	img := content.GalleryImage{Title: "Room", Description: "d", ImageURL: roomPNG, Category: "Clinic"}
	pdf := content.ResearchPaper{Title: "Study", Description: "d", PdfURL: studyPDF, Category: "Clinic"}
	m := content.TeamMember{Name: "Bo", Title: "CEO", Company: "QRS", Description: "d", ImageURL: boPNG}
	for _, err := range []error{s.Create(ctx, content.Categories, &folder), s.Create(ctx, content.GalleryImages, &img),
		s.Create(ctx, content.ResearchPapers, &pdf), s.Create(ctx, content.Team, &m)} {
		if err != nil {
			t.Fatal(err)
		}
	}
	if _, err := s.Delete(ctx, content.Categories, folder.ID); err != nil {
		t.Fatal(err)
	}
	now = now.Add(2 * 24 * time.Hour)
	if _, err := s.Delete(ctx, content.Team, m.ID); err != nil {
		t.Fatal(err)
	}

	now = now.Add(27 * 24 * time.Hour) // the folder 29 days in the trash, the member 27
	unused, err := s.PurgeTrash(t.Context(), TrashKeep)
	if err != nil || len(unused) != 0 || len(mustTrash(t, s)) != 2 {
		t.Fatalf("purge after 29 days: unused %v, %v, trash %+v; want everything kept", unused, err, mustTrash(t, s))
	}
	now = now.Add(2 * 24 * time.Hour) // 31 days and 29 days
	unused, err = s.PurgeTrash(t.Context(), TrashKeep)
	if err != nil {
		t.Fatal(err)
	}
	slices.Sort(unused)
	if !slices.Equal(unused, []string{roomPNG, studyPDF}) {
		t.Errorf("files given up by the purge = %v, want the folder's image and PDF", unused)
	}
	list := mustTrash(t, s)
	if len(list) != 1 || list[0].Kind != "team-member" {
		t.Fatalf("trash after the purge = %+v, want only the member deleted 29 days ago", list)
	}
	lines := auditLines(t, s)
	if last := lines[len(lines)-1]; last != "purge folder Clinic by " {
		t.Errorf("last audit entry = %q, want the folder's purge by nobody", last)
	}
	if _, err := GetOf[content.GalleryImage](ctx, s, content.GalleryImages, img.ID); err == nil {
		t.Error("the purged image came back")
	}
	now = now.Add(2 * 24 * time.Hour)
	if unused, err := s.PurgeTrash(t.Context(), TrashKeep); err != nil || !slices.Equal(unused, []string{boPNG}) {
		t.Errorf("purging the member after 31 days gave up %v, %v; want the portrait", unused, err)
	}
}

func wantConflict(t *testing.T, err error, message string) {
	t.Helper()
	var ce *content.Error
	if !errors.As(err, &ce) || ce.Code != content.Conflict || ce.Message != message {
		t.Fatalf("err = %v, want the conflict %q", err, message)
	}
}

func TestARestoreThatWouldClashIsRefusedWithWhatToDo(t *testing.T) {
	t.Parallel()
	s := openFresh(t)
	ctx := asAnn(t)
	folder := content.Category{Name: "Clinic"}
	img := content.GalleryImage{Title: "Room", Description: "d", ImageURL: roomPNG, Category: "Clinic"}
	if err := s.Create(ctx, content.Categories, &folder); err != nil {
		t.Fatal(err)
	}
	if err := s.Create(ctx, content.GalleryImages, &img); err != nil {
		t.Fatal(err)
	}
	ctxImg, imgEntry := WithTrashReceipt(ctx)
	if _, err := s.Delete(ctxImg, content.GalleryImages, img.ID); err != nil {
		t.Fatal(err)
	}
	ctxFolder, folderEntry := WithTrashReceipt(ctx)
	if _, err := s.Delete(ctxFolder, content.Categories, folder.ID); err != nil {
		t.Fatal(err)
	}
	_, err := s.RestoreTrash(ctx, imgEntry.ID)
	wantConflict(t, err, "Its folder “Clinic” is in the trash: restore the folder first, then this")

	newer := content.Category{Name: "clinic"}
	if err := s.Create(ctx, content.Categories, &newer); err != nil {
		t.Fatal(err)
	}
	_, err = s.RestoreTrash(ctx, folderEntry.ID)
	wantConflict(t, err, "A folder named “Clinic” exists; rename it, then restore")
	if len(mustTrash(t, s)) != 2 {
		t.Fatal("a refused restore took the entry out of the trash")
	}

	if _, _, err := UpdateOf(ctx, s, content.Categories, newer.ID, func(c *content.Category) error { c.Name = "Clinic 2"; return nil }); err != nil {
		t.Fatal(err)
	}
	if _, err := s.RestoreTrash(ctx, folderEntry.ID); err != nil {
		t.Fatalf("restore the folder once the name is free: %v", err)
	}
	if _, err := s.RestoreTrash(ctx, imgEntry.ID); err != nil {
		t.Fatalf("restore the image once its folder is back: %v", err)
	}
	if g, err := GetOf[content.GalleryImage](ctx, s, content.GalleryImages, img.ID); err != nil || g.Category != "Clinic" {
		t.Errorf("image = %+v, %v; want it back in Clinic", g, err)
	}
	var nf *content.Error
	if _, err := s.RestoreTrash(ctx, imgEntry.ID); !errors.As(err, &nf) || nf.Code != content.NotFound {
		t.Errorf("restoring twice: %v, want not found", err)
	}
}

func TestMessagesDeletedTogetherComeBackTogetherWithTheirState(t *testing.T) {
	t.Parallel()
	s := openFresh(t)
	ctx := asAnn(t)
	var ids []int64
	for _, name := range []string{"Jo", "Kim", "Lu"} {
		m := content.ContactMessage{Name: name, Email: "x@example.com", Subject: "Hello", Message: "A question for you."}
		if err := s.CreateContactMessage(ctx, &m); err != nil {
			t.Fatal(err)
		}
		ids = append(ids, m.ID)
	}
	yes := true
	if _, err := s.SetContactMessageState(ctx, ids[1], content.MessageState{Answered: &yes}); err != nil {
		t.Fatal(err)
	}
	before, _ := s.GetContactMessage(ctx, ids[1])
	rctx, receipt := WithTrashReceipt(ctx)
	if n, err := s.DeleteContactMessages(rctx, ids); err != nil || n != 3 {
		t.Fatalf("bulk delete: %d, %v", n, err)
	}
	list := mustTrash(t, s)
	if len(list) != 1 || list[0].ID != receipt.ID || list[0].Label != "3 messages" || list[0].Contents.Messages != 3 {
		t.Fatalf("trash = %+v, want one entry of 3 messages", list)
	}
	if inbox, _ := s.ListContactMessages(ctx); len(inbox) != 0 {
		t.Fatalf("inbox after the delete = %v, want empty", inbox)
	}
	if _, err := s.RestoreTrash(ctx, receipt.ID); err != nil {
		t.Fatal(err)
	}
	inbox, _ := s.ListContactMessages(ctx)
	if len(inbox) != 3 {
		t.Fatalf("inbox after the restore has %d messages, want 3", len(inbox))
	}
	after, _ := s.GetContactMessage(ctx, ids[1])
	if after.AnsweredAt == nil || *after.AnsweredAt != *before.AnsweredAt || after.ReadAt == nil {
		t.Errorf("Kim's message after the restore = %+v, want it answered and read as before", after)
	}
	lines := auditLines(t, s)
	deletes := 0
	for _, l := range lines {
		if strings.HasPrefix(l, "delete message ") {
			deletes++
		}
	}
	if deletes != 3 {
		t.Errorf("audit has %d message deletes, want one per message: %q", deletes, lines)
	}
}

func TestTheAuditLogSaysWhatADeleteTookAndARestoreBroughtBack(t *testing.T) {
	t.Parallel()
	s := openFresh(t)
	ctx := asAnn(t)
	m := content.TeamMember{Name: "Bo", Title: "CEO", Company: "QRS", Description: "Leads.", ImageURL: boPNG}
	if err := s.Create(ctx, content.Team, &m); err != nil {
		t.Fatal(err)
	}
	rctx, receipt := WithTrashReceipt(ctx)
	if _, err := s.Delete(rctx, content.Team, m.ID); err != nil {
		t.Fatal(err)
	}
	if _, err := s.RestoreTrash(ctx, receipt.ID); err != nil {
		t.Fatal(err)
	}
	rows, err := s.db.QueryContext(t.Context(), `SELECT action, actor, ip, target_id, changes FROM audit_log
		WHERE kind = 'team-member' AND action IN ('delete', 'restore') ORDER BY id`)
	if err != nil {
		t.Fatal(err)
	}
	defer rows.Close()
	var got []string
	for rows.Next() {
		var action, actor, ip, changes string
		var target int64
		if err := rows.Scan(&action, &actor, &ip, &target, &changes); err != nil {
			t.Fatal(err)
		}
		if actor != "ann" || ip != "192.0.2.7" || target != m.ID {
			t.Errorf("%s entry by %q from %q for %d, want ann from 192.0.2.7 for %d", action, actor, ip, target, m.ID)
		}
		got = append(got, action+" "+changes)
	}
	want := []string{
		`delete [{"field":"company","from":"QRS","to":null},{"field":"description","from":"Leads.","to":null},` +
			`{"field":"imageUrl","from":"` + boPNG + `","to":null},{"field":"name","from":"Bo","to":null},` +
			`{"field":"orderIndex","from":0,"to":null},{"field":"title","from":"CEO","to":null}]`,
		`restore [{"field":"company","from":null,"to":"QRS"},{"field":"description","from":null,"to":"Leads."},` +
			`{"field":"imageUrl","from":null,"to":"` + boPNG + `"},{"field":"name","from":null,"to":"Bo"},` +
			`{"field":"orderIndex","from":null,"to":0},{"field":"title","from":null,"to":"CEO"}]`,
	}
	if !slices.Equal(got, want) {
		t.Errorf("audit entries =\n%s\nwant\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
}
