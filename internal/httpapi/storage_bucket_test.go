package httpapi

import (
	"net/http"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/qrs-site/qrs/internal/testutil"
	"github.com/qrs-site/qrs/internal/uploads"
)

// TestSiteWithFilesInABucket runs a site whose files are kept in a real S3 bucket: an
// uploaded image and its resized copies are served from it, and the site package is built
// into it, carries them, and is built again when removed from the bucket.
func TestSiteWithFilesInABucket(t *testing.T) {
	t.Parallel()
	bucket := testutil.S3Bucket(t)
	files := uploads.OpenBucket(bucket, uploads.Limits{Image: 1 << 20, PDF: 2 << 20})
	site := newSite(t, func(d *Deps) { d.Uploads = files })

	up := site.uploadPNG(900, 600)
	if up.ImageInfo == nil || len(up.ImageInfo.Variants) == 0 {
		t.Fatalf("the upload answered %+v, want resized copies", up)
	}
	for _, url := range append([]string{up.URL}, up.ImageInfo.Variants[0].URL) {
		res := site.do("GET", url, "", nil)
		body := expectStatus(t, res, http.StatusOK)
		if res.Header.Get("X-Content-Type-Options") != "nosniff" || res.Header.Get("Last-Modified") == "" ||
			res.Header.Get("Content-Length") != strconv.Itoa(len(body)) {
			t.Fatalf("%s is served as %v", url, res.Header)
		}
		if _, err := bucket.Stat(t.Context(), "uploads/"+strings.TrimPrefix(url, "/uploads/")); err != nil {
			t.Fatalf("%s is not in the bucket: %v", url, err)
		}
	}
	expectStatus(t, site.admin("POST", "/api/team-members", map[string]string{
		"name": "n", "title": "t", "company": "c", "description": "d", "imageUrl": up.URL}), http.StatusCreated)

	info := decodeAs[sitePackageInfo](t, site.admin("GET", "/api/site-package", nil), http.StatusOK)
	pkg := readBody(t, site.do("GET", "/get-deployment-package", "", nil))
	if int64(len(pkg)) != info.Size {
		t.Fatalf("the package is %d bytes, its info says %d", len(pkg), info.Size)
	}
	names, _ := tarNames(t, []byte(pkg), "")
	for _, url := range []string{up.URL, up.ImageInfo.Variants[0].URL} {
		if !slices.Contains(names, "qrs-site/uploads/"+strings.TrimPrefix(url, "/uploads/")) {
			t.Fatalf("the package lacks %s: %v", url, names)
		}
	}
	kept, err := bucket.List(t.Context(), "cache/site-package-")
	if err != nil || len(kept) != 1 || kept[0].Size != info.Size {
		t.Fatalf("the bucket keeps the packages %+v, %v", kept, err)
	}

	// Removed from the bucket (by another server's clean-up), it is built again.
	if err := bucket.Delete(t.Context(), kept[0].Key); err != nil {
		t.Fatal(err)
	}
	again := readBody(t, site.do("GET", "/get-deployment-package", "", nil))
	if again2, _ := tarNames(t, []byte(again), ""); len(again2) != len(names) {
		t.Fatalf("the package built again has %d entries, the first %d", len(again2), len(names))
	}
}
