package httpapi

import (
	"fmt"
	"net/http"
	"testing"
)

// The gallery shows images and videos in the order the editors give them, new ones last.
func TestGalleryImagesReorderAndNewOnesGoLast(t *testing.T) {
	t.Parallel()
	site := newSite(t, nil)
	var ids []int
	for _, title := range []string{"Opening", "Award night", "Team day"} {
		m := decodeAs[map[string]any](t, site.admin("POST", "/api/gallery/images", map[string]any{
			"title": title, "description": "d", "imageUrl": "/a.png", "category": "Events"}), http.StatusCreated)
		ids = append(ids, int(m["id"].(float64)))
	}
	if got := titles(t, site, "/api/gallery/images"); got != "Opening Award night Team day" {
		t.Fatalf("order = %s, want the order they were made in", got)
	}
	expectStatus(t, site.admin("POST", "/api/gallery/images/reorder", map[string]any{"ids": []int{ids[2], ids[0], ids[1]}}), http.StatusOK)
	if got := titles(t, site, "/api/gallery/images"); got != "Team day Opening Award night" {
		t.Fatalf("after reorder = %s", got)
	}
	list := decodeAs[[]map[string]any](t, site.do("GET", "/api/gallery/images", "", nil), http.StatusOK)
	for i, img := range list {
		if img["orderIndex"] != float64(i) {
			t.Fatalf("image %d has orderIndex %v, want %d", i, img["orderIndex"], i)
		}
	}

	// A new picture (the spec's create sends no orderIndex) goes after the reordered ones.
	expectStatus(t, site.admin("POST", "/api/gallery/images", map[string]any{
		"title": "Closing", "description": "d", "imageUrl": "/b.png", "category": "Events"}), http.StatusCreated)
	if got := titles(t, site, "/api/gallery/images"); got != "Team day Opening Award night Closing" {
		t.Fatalf("after a create = %s", got)
	}
	// Renaming (as the bulk upload's review list does) keeps the place.
	expectStatus(t, site.admin("PUT", fmt.Sprintf("/api/gallery/images/%d", ids[2]), map[string]any{"title": "Team picnic", "description": "On the lake"}), http.StatusOK)
	if got := titles(t, site, "/api/gallery/images"); got != "Team picnic Opening Award night Closing" {
		t.Fatalf("after a rename = %s", got)
	}
	// An unknown id changes nothing; a visitor cannot reorder.
	expectStatus(t, site.admin("POST", "/api/gallery/images/reorder", map[string]any{"ids": []int{ids[1], 999}}), http.StatusNotFound)
	expectStatus(t, site.do("POST", "/api/gallery/images/reorder", "", map[string]any{"ids": []int{ids[1], ids[0]}}), http.StatusUnauthorized)
	if got := titles(t, site, "/api/gallery/images"); got != "Team picnic Opening Award night Closing" {
		t.Fatalf("after refused reorders = %s", got)
	}
}

func TestGalleryVideosReorder(t *testing.T) {
	t.Parallel()
	site := newSite(t, nil)
	var ids []int
	for _, title := range []string{"Intro", "Interview", "Workshop"} {
		m := decodeAs[map[string]any](t, site.admin("POST", "/api/gallery/videos", map[string]any{
			"title": title, "description": "d", "youtubeId": "dQw4w9WgXcQ", "category": "Talks"}), http.StatusCreated)
		ids = append(ids, int(m["id"].(float64)))
	}
	expectStatus(t, site.admin("POST", "/api/gallery/videos/reorder", map[string]any{"ids": []int{ids[1], ids[2], ids[0]}}), http.StatusOK)
	if got := titles(t, site, "/api/gallery/videos"); got != "Interview Workshop Intro" {
		t.Fatalf("after reorder = %s", got)
	}
	expectStatus(t, site.admin("POST", "/api/gallery/videos", map[string]any{
		"title": "Outro", "description": "d", "youtubeId": "dQw4w9WgXcQ", "category": "Talks"}), http.StatusCreated)
	if got := titles(t, site, "/api/gallery/videos"); got != "Interview Workshop Intro Outro" {
		t.Fatalf("after a create = %s", got)
	}
}
