package database

import (
	"testing"

	"github.com/qrs-site/qrs/internal/content"
)

// A site upgraded to ordered galleries shows its pictures as before: oldest first.
func TestGalleryKeepsItsOrderOverTheUpgrade(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	old := openAtVersion(t, dir, 8)
	for _, title := range []string{"First", "Second", "Third"} {
		if _, err := old.ExecContext(t.Context(), `INSERT INTO gallery_images (title, description, image_url, category, created_at)
			VALUES (?, 'd', '/a.png', 'Events', '2026-01-05T10:00:00Z')`, title); err != nil {
			t.Fatal(err)
		}
	}
	old.Close()

	s := upgraded(t, dir)
	list, err := ListOf[content.GalleryImage](t.Context(), s, content.GalleryImages)
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, img := range list {
		got = append(got, img.Title)
	}
	if len(got) != 3 || got[0] != "First" || got[1] != "Second" || got[2] != "Third" {
		t.Fatalf("after the upgrade the gallery reads %v, want First Second Third", got)
	}
}
