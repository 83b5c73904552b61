package httpapi

import (
	"bytes"
	"fmt"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/gen2brain/webp"
	"github.com/qrs-site/qrs/internal/content"
	"github.com/qrs-site/qrs/internal/testutil"
)

// imaged is a record with an image, as a client reads it.
type imaged struct {
	ID        int64          `json:"id"`
	ImageURL  string         `json:"imageUrl"`
	ImageInfo *content.Image `json:"imageInfo"`
}

func TestRasterUploadGetsWebPVariantsListedWithItsRecords(t *testing.T) {
	t.Parallel()
	site := newSite(t, nil)
	got := decodeAs[uploadAnswer](t, site.upload("/api/upload/image", formFile{"image", "clinic.png", testutil.PNG(t, 1000, 600)}), http.StatusCreated)
	if got.ImageInfo == nil || got.ImageInfo.Width != 1000 || got.ImageInfo.Height != 600 || len(got.ImageInfo.Variants) != 2 {
		t.Fatalf("upload answer = %+v", got)
	}
	stem := strings.TrimSuffix(got.URL, ".png")
	for i, want := range []int{400, 800} {
		v := got.ImageInfo.Variants[i]
		if v.Width != want || v.URL != fmt.Sprintf("%s-%dw.webp", stem, want) {
			t.Fatalf("variant %d = %+v", i, v)
		}
		res := site.do("GET", v.URL, "", nil)
		body := expectStatus(t, res, http.StatusOK)
		cfg, err := webp.DecodeConfig(strings.NewReader(body))
		if err != nil || cfg.Width != want || cfg.Height != want*600/1000 || res.Header.Get("Content-Type") != "image/webp" {
			t.Fatalf("variant %s: %v %+v %q", v.URL, err, cfg, res.Header.Get("Content-Type"))
		}
	}

	expectStatus(t, site.admin("POST", "/api/gallery/images", map[string]any{
		"title": "Clinic", "description": "A clinic.", "imageUrl": got.URL, "category": "Clinics"}), http.StatusCreated)
	member := decodeAs[imaged](t, site.admin("POST", "/api/team-members", map[string]any{
		"name": "Ann Example", "title": "Lead", "company": "QRS", "description": "Leads.", "imageUrl": got.URL}), http.StatusCreated)
	if member.ImageInfo == nil || len(member.ImageInfo.Variants) != 2 {
		t.Fatalf("created member = %+v", member)
	}
	images := decodeAs[[]imaged](t, site.do("GET", "/api/gallery/images", "", nil), http.StatusOK)
	team := decodeAs[[]imaged](t, site.do("GET", "/api/team-members", "", nil), http.StatusOK)
	for _, img := range []*content.Image{images[0].ImageInfo, team[0].ImageInfo} {
		if img == nil || img.Width != 1000 || img.Height != 600 || len(img.Variants) != 2 || img.Variants[1].URL != got.ImageInfo.Variants[1].URL {
			t.Fatalf("listed image = %+v", img)
		}
	}
	body := readBody(t, site.do("GET", "/gallery", "", nil))
	embeddedImages := embeddedList(t, body, "/api/gallery/images")
	if img, _ := embeddedImages[0]["imageInfo"].(map[string]any); img == nil || img["width"] != 1000.0 {
		t.Fatalf("the gallery page embeds %v", embeddedImages)
	}
	// The rendered grid offers the variants to the browser before any script runs.
	if !strings.Contains(visible(body), got.ImageInfo.Variants[1].URL+" ") {
		t.Fatalf("the gallery page's HTML does not offer %s", got.ImageInfo.Variants[1].URL)
	}
}

// A picture stays in the media library when its last record is purged, and leaves with its
// variants once an editor deletes it there and the purge comes.
func TestAPictureLeavesWithItsVariantsWhenDeletedFromTheLibraryAndPurged(t *testing.T) {
	t.Parallel()
	site := newTrashSite(t)
	got := decodeAs[uploadAnswer](t, site.upload("/api/upload/image", formFile{"image", "a.png", testutil.PNG(t, 900, 300)}), http.StatusCreated)
	created := decodeAs[content.GalleryImage](t, site.admin("POST", "/api/gallery/images", map[string]any{
		"title": "A", "description": "A.", "imageUrl": got.URL, "category": "C"}), http.StatusCreated)
	if files, _ := site.uploads.List(); len(files) != 3 {
		t.Fatalf("stored %v, want the original and two variants", files)
	}
	expectStatus(t, site.admin("DELETE", fmt.Sprintf("/api/gallery/images/%d", created.ID), nil), http.StatusOK)
	site.purgeAfter(31)
	if files, _ := site.uploads.List(); len(files) != 3 {
		t.Fatalf("kept %v once its record is gone for good, want the library's original and two variants", files)
	}
	site.deleteFromLibrary(got.URL)
	if files, _ := site.uploads.List(); len(files) != 3 {
		t.Fatalf("kept %v while the file is in the trash, want the original and two variants", files)
	}
	site.purgeAfter(31)
	if files, _ := site.uploads.List(); len(files) != 0 {
		t.Fatalf("left behind %v", files)
	}
	for _, u := range append([]string{got.URL}, got.ImageInfo.Variants[0].URL, got.ImageInfo.Variants[1].URL) {
		expectStatus(t, site.do("GET", u, "", nil), http.StatusNotFound)
	}
	if img, err := site.store.Image(t.Context(), got.URL); err != nil || img != nil {
		t.Fatalf("recorded image after delete = %+v, %v", img, err)
	}
}

func TestReplacingAnImageKeepsTheOldOneWithItsVariantsInTheLibrary(t *testing.T) {
	t.Parallel()
	site := newTrashSite(t)
	first := decodeAs[uploadAnswer](t, site.upload("/api/upload/image", formFile{"image", "a.png", testutil.PNG(t, 500, 500)}), http.StatusCreated)
	second := decodeAs[uploadAnswer](t, site.upload("/api/upload/image", formFile{"image", "b.png", testutil.PNG(t, 450, 450)}), http.StatusCreated)
	member := decodeAs[map[string]any](t, site.admin("POST", "/api/team-members", map[string]any{
		"name": "Ann Example", "title": "Lead", "company": "QRS", "description": "Leads.", "imageUrl": first.URL}), http.StatusCreated)
	if member["imageInfo"] == nil {
		t.Fatalf("created member = %v", member)
	}
	// The record as read, imageInfo included, is sent back with a new image URL.
	member["imageUrl"] = second.URL
	updated := decodeAs[imaged](t, site.admin("PUT", fmt.Sprintf("/api/team-members/%v", member["id"]), member), http.StatusOK)
	if updated.ImageInfo == nil || updated.ImageInfo.Width != 450 || len(updated.ImageInfo.Variants) != 1 {
		t.Fatalf("updated member = %+v", updated)
	}
	firstStem := strings.TrimPrefix(strings.TrimSuffix(first.URL, ".png"), "/uploads/")
	files, _ := site.uploads.List()
	if len(files) != 4 || !strings.Contains(strings.Join(files, " "), firstStem) {
		t.Fatalf("after the replacement the uploads are %v, want both pictures with a variant each", files)
	}
	site.deleteFromLibrary(first.URL)
	site.purgeAfter(31)
	if files, _ := site.uploads.List(); len(files) != 2 || strings.Contains(strings.Join(files, " "), firstStem) {
		t.Fatalf("once the first is deleted from the library and purged, the uploads are %v", files)
	}
}

func TestRecordsWithoutARecordedImageAnswerImageInfoNull(t *testing.T) {
	t.Parallel()
	site := newSite(t, nil)
	svg := decodeAs[map[string]any](t, site.upload("/api/upload/image", formFile{"image", "logo.svg",
		[]byte(`<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>`)}), http.StatusCreated)
	if _, has := svg["image"]; has {
		t.Fatalf("SVG upload answer = %v", svg)
	}
	for _, url := range []string{svg["url"].(string), "https://cdn.example.com/ann.jpg", ""} {
		expectStatus(t, site.admin("POST", "/api/team-members", map[string]any{
			"name": "Ann Example", "title": "Lead", "company": "QRS", "description": "Leads.", "imageUrl": url}), http.StatusCreated)
	}
	for _, m := range decodeAs[[]map[string]any](t, site.do("GET", "/api/team-members", "", nil), http.StatusOK) {
		if img, has := m["imageInfo"]; !has || img != nil {
			t.Fatalf("member %v: imageInfo = %v", m["imageUrl"], img)
		}
	}
}

func TestUploadRefusesAbsurdImageDimensionsBeforeDecoding(t *testing.T) {
	t.Parallel()
	site := newSite(t, nil)
	// 100000×100000 RGBA would need 40 GB if decoded; the header alone must refuse it.
	res := site.upload("/api/upload/image", formFile{"image", "bomb.png", testutil.PNGHeader(100_000, 100_000)})
	body := expectStatus(t, res, http.StatusRequestEntityTooLarge)
	if !strings.Contains(body, "Image too large: at most 50 megapixels") {
		t.Fatalf("answer = %s", body)
	}
	bulk := decodeAs[bulkAnswer](t, site.upload("/api/upload/images",
		formFile{"images", "bomb.png", testutil.PNGHeader(20_001, 10)},
		formFile{"images", "ok.png", testutil.PNG(t, 20, 20)}), http.StatusOK)
	if len(bulk.Results) != 2 || !strings.Contains(bulk.Results[0].Error, "bomb.png: Image too large") ||
		bulk.Results[1].ImageInfo == nil || bulk.Results[1].ImageInfo.Width != 20 {
		t.Fatalf("bulk answer = %+v", bulk)
	}
	if files, _ := site.uploads.List(); len(files) != 1 {
		t.Fatalf("stored %v", files)
	}
}

// TestUploadBudgetsAPictureByItsDecodedSize: the review's finding, a 7,071×7,071 PNG of
// 16-bit pixels (a file of a few hundred kilobytes, under 50 megapixels) that took 742 MB
// to decode, is refused from its header with the size it would take.
func TestUploadBudgetsAPictureByItsDecodedSize(t *testing.T) {
	t.Parallel()
	site := newSite(t, nil)
	bomb := testutil.PNG16(7071, 7071)
	got := decodeAs[envelope](t, site.upload("/api/upload/image", formFile{"image", "scan.png", bomb}), http.StatusRequestEntityTooLarge)
	const want = "Image too large: 382 MB once decoded, at most 256 MB; save it with 8-bit colour or fewer pixels"
	if got.Message != want {
		t.Fatalf("message = %q, want %q", got.Message, want)
	}
	bulk := decodeAs[bulkAnswer](t, site.upload("/api/upload/images",
		formFile{"images", "scan.png", bomb},
		formFile{"images", "deep.png", testutil.PNG16(900, 450)}), http.StatusOK)
	if len(bulk.Results) != 2 || bulk.Results[0].Error != "scan.png: "+want ||
		bulk.Results[1].ImageInfo == nil || len(bulk.Results[1].ImageInfo.Variants) != 2 {
		t.Fatalf("bulk answer = %+v", bulk)
	}
	if files, _ := site.uploads.List(); len(files) != 3 {
		t.Fatalf("stored %v, want the 16-bit picture within the budget and its two variants", files)
	}
}

func TestUploadRefusesADamagedImage(t *testing.T) {
	t.Parallel()
	site := newSite(t, nil)
	damaged := testutil.PNG(t, 600, 400)
	damaged = append(damaged[:len(damaged)/2:len(damaged)/2], bytes.Repeat([]byte{0x55}, 64)...)
	body := expectStatus(t, site.upload("/api/upload/image", formFile{"image", "broken.png", damaged}), http.StatusUnsupportedMediaType)
	if !strings.Contains(body, "could not be read") {
		t.Fatalf("answer = %s", body)
	}
	entries, _ := os.ReadDir(filepath.Join(site.dir, "uploads"))
	if len(entries) != 0 {
		t.Fatalf("a damaged image left %d files", len(entries))
	}
}
