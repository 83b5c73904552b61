package httpapi

import (
	"bytes"
	"net/http"
	"strconv"
	"testing"

	"github.com/qrs-site/qrs/internal/content"
	"github.com/qrs-site/qrs/internal/testutil"
)

// withImage is what a record answer says of its picture (content.TeamMember reads no
// imageInfo: a client sends it back only as it was read).
type withImage struct {
	ID        int64          `json:"id"`
	ImageInfo *content.Image `json:"imageInfo"`
}

// The focal point an editor sets on a portrait is what the team member's record carries,
// starting at the centre, and it is still there after a restart on the same database file.
func TestImageFocusIsStoredAndCarriedByTheRecord(t *testing.T) {
	t.Parallel()
	site := newSite(t, nil)
	up := site.uploadPNG(60, 120)
	if up.ImageInfo == nil || up.ImageInfo.FocusX != 50 || up.ImageInfo.FocusY != 50 {
		t.Fatalf("a fresh upload's imageInfo = %+v, want the centre 50/50", up.ImageInfo)
	}
	member := decodeAs[content.TeamMember](t, site.admin("POST", "/api/team-members", map[string]any{
		"name": "Ada", "title": "Chief", "company": "QRS", "description": "Leads.", "imageUrl": up.URL,
	}), http.StatusCreated)
	path := "/api/team-members/" + strconv.FormatInt(member.ID, 10)
	fresh := decodeAs[withImage](t, site.do("GET", path, "", nil), http.StatusOK)
	if fresh.ImageInfo == nil || fresh.ImageInfo.FocusX != 50 || fresh.ImageInfo.FocusY != 50 {
		t.Fatalf("new member's imageInfo = %+v, want focus 50/50", fresh.ImageInfo)
	}

	got := decodeAs[content.Image](t, site.admin("PUT", "/api/upload/image-focus",
		map[string]any{"url": up.URL, "x": 40, "y": 12}), http.StatusOK)
	if got.FocusX != 40 || got.FocusY != 12 || got.Width != 60 || got.Height != 120 {
		t.Fatalf("answer = %+v", got)
	}
	list := decodeAs[[]withImage](t, site.do("GET", "/api/team-members", "", nil), http.StatusOK)
	if len(list) != 1 || list[0].ImageInfo == nil || list[0].ImageInfo.FocusX != 40 || list[0].ImageInfo.FocusY != 12 {
		t.Fatalf("listed member = %+v", list)
	}

	restarted := siteOn(t, site.dir, site.store, nil)
	one := decodeAs[withImage](t, restarted.do("GET", path, "", nil), http.StatusOK)
	if one.ImageInfo == nil || one.ImageInfo.FocusX != 40 || one.ImageInfo.FocusY != 12 {
		t.Fatalf("after restart imageInfo = %+v", one.ImageInfo)
	}
}

// A focal point outside the picture, a missing one or one for no recorded picture is
// refused and changes nothing; a visitor cannot set one.
func TestImageFocusRefusals(t *testing.T) {
	t.Parallel()
	site := newSite(t, nil)
	up := site.uploadPNG(10, 10)
	for _, body := range []map[string]any{
		{"url": up.URL, "x": 101, "y": 10},
		{"url": up.URL, "x": -1, "y": 10},
		{"url": up.URL, "x": 10},
		{"x": 10, "y": 10},
	} {
		expectStatus(t, site.admin("PUT", "/api/upload/image-focus", body), http.StatusBadRequest)
	}
	expectStatus(t, site.admin("PUT", "/api/upload/image-focus",
		map[string]any{"url": "/uploads/0123456789abcdef0123456789abcdef.svg", "x": 1, "y": 1}), http.StatusNotFound)
	expectStatus(t, site.do("PUT", "/api/upload/image-focus", "",
		map[string]any{"url": up.URL, "x": 1, "y": 1}), http.StatusUnauthorized)
	img, err := site.store.Image(t.Context(), up.URL)
	if err != nil || img.FocusX != 50 || img.FocusY != 50 {
		t.Fatalf("after refusals image = %+v, %v", img, err)
	}
}

// The panel learns the limits the server runs with, and a file over its limit is refused
// with words naming that limit.
func TestUploadLimitsAreToldAndNamedInTheRefusal(t *testing.T) {
	t.Parallel()
	site := newSite(t, nil) // the test limits are 1 MB an image, 2 MB a PDF
	limits := decodeAs[uploadLimits](t, site.admin("GET", "/api/upload/limits", nil), http.StatusOK)
	if limits.Image != 1<<20 || limits.PDF != 2<<20 {
		t.Fatalf("limits = %+v", limits)
	}
	expectStatus(t, site.do("GET", "/api/upload/limits", "", nil), http.StatusUnauthorized)

	big := append(testutil.PNG(t, 2, 2), bytes.Repeat([]byte{0}, 1<<20)...)
	got := decodeAs[envelope](t, site.upload("/api/upload/image", formFile{"image", "big.png", big}), http.StatusRequestEntityTooLarge)
	if got.Message != "File too large: images can be at most 1 MB" {
		t.Fatalf("message = %q", got.Message)
	}
}
