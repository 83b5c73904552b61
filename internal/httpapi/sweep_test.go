package httpapi

import (
	"bytes"
	"context"
	"log/slog"
	"net/http"
	"os"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/qrs-site/qrs/internal/testutil"
	"github.com/qrs-site/qrs/internal/uploads"
)

// uploadPNG uploads a w×h PNG as the admin and answers what the server said of it.
func (s *testSite) uploadPNG(w, h int) uploadAnswer {
	s.t.Helper()
	return decodeAs[uploadAnswer](s.t, s.upload("/api/upload/image", formFile{"image", "a.png", testutil.PNG(s.t, w, h)}), http.StatusCreated)
}

// age sets the modification time of every file of the upload at url, variants included, to
// the given time in the past.
func (s *testSite) age(url string, by time.Duration) {
	s.t.Helper()
	all, err := s.uploads.Uploads()
	if err != nil {
		s.t.Fatal(err)
	}
	for _, up := range all {
		if up.URL != url {
			continue
		}
		for _, name := range up.Names {
			when := time.Now().Add(-by)
			if err := os.Chtimes(s.uploads.Path(name), when, when); err != nil {
				s.t.Fatal(err)
			}
		}
		return
	}
	s.t.Fatalf("no upload at %s", url)
}

// recordedImages counts the rows of what the store recorded of uploaded images and their variants.
func (s *testSite) recordedImages() (images, variants int) {
	s.t.Helper()
	db := testutil.OpenDatabase(s.t, s.dir)
	if err := db.QueryRow(`SELECT (SELECT COUNT(*) FROM uploaded_images), (SELECT COUNT(*) FROM image_variants)`).
		Scan(&images, &variants); err != nil {
		s.t.Fatal(err)
	}
	return images, variants
}

func TestSitePackageHoldsOnlyTheUploadsRecordsUse(t *testing.T) {
	t.Parallel()
	site := newSite(t, nil)
	used := site.uploadPNG(900, 300)
	unused := site.uploadPNG(900, 300)
	member := site.uploadPNG(20, 20)
	pdf := decodeAs[uploadAnswer](t, site.upload("/api/upload/pdf", formFile{"pdf", "p.pdf", testutil.PDF()}), http.StatusCreated).URL
	expectStatus(t, site.admin("POST", "/api/gallery/images", map[string]string{
		"title": "Used", "description": "d", "imageUrl": used.URL, "category": "F"}), http.StatusCreated)
	expectStatus(t, site.admin("POST", "/api/research-papers", map[string]string{
		"title": "Paper", "description": "d", "pdfUrl": pdf, "category": "F"}), http.StatusCreated)
	// An absolute address of the site's own upload counts as a use too.
	expectStatus(t, site.admin("POST", "/api/team-members", map[string]string{
		"name": "n", "title": "t", "company": "c", "description": "d", "imageUrl": "http://localhost:8080" + member.URL}), http.StatusCreated)

	names, _ := tarNames(t, []byte(readBody(t, site.do("GET", "/get-deployment-package", "", nil))), "")
	all := " " + strings.Join(names, " ") + " "
	for _, want := range []string{used.URL, used.ImageInfo.Variants[0].URL, used.ImageInfo.Variants[1].URL, pdf, member.URL} {
		if !strings.Contains(all, " qrs-site"+want+" ") {
			t.Errorf("the package lacks %s: %s", want, all)
		}
	}
	for _, stray := range []string{unused.URL, unused.ImageInfo.Variants[0].URL, unused.ImageInfo.Variants[1].URL} {
		if strings.Contains(all, " qrs-site"+stray+" ") {
			t.Errorf("the package holds the unused upload %s", stray)
		}
	}
}

func TestSweepRemovesOldUnusedUploadsAndKeepsUsedAndFreshOnes(t *testing.T) {
	t.Parallel()
	site := newSite(t, nil)
	used := site.uploadPNG(900, 300)
	pdf := decodeAs[uploadAnswer](t, site.upload("/api/upload/pdf", formFile{"pdf", "p.pdf", testutil.PDF()}), http.StatusCreated).URL
	abandoned := site.uploadPNG(900, 300)
	abandonedPDF := decodeAs[uploadAnswer](t, site.upload("/api/upload/pdf", formFile{"pdf", "q.pdf", testutil.PDF()}), http.StatusCreated).URL
	expectStatus(t, site.admin("POST", "/api/team-members", map[string]string{
		"name": "n", "title": "t", "company": "c", "description": "d", "imageUrl": used.URL}), http.StatusCreated)
	expectStatus(t, site.admin("POST", "/api/research-papers", map[string]string{
		"title": "Paper", "description": "d", "pdfUrl": pdf, "category": "F"}), http.StatusCreated)
	for _, u := range []string{used.URL, pdf, abandoned.URL, abandonedPDF} {
		site.age(u, 2*uploads.SweepGrace)
	}
	// A resized copy whose original is gone is a stray too.
	stray := "/uploads/0123456789abcdef0123456789abcdef-400w.webp"
	if err := os.WriteFile(site.uploads.Path(strings.TrimPrefix(stray, "/uploads/")), []byte("RIFF"), 0o644); err != nil {
		t.Fatal(err)
	}
	site.age(stray, 2*uploads.SweepGrace)
	fresh := site.uploadPNG(900, 300) // a form still being filled in

	var logged bytes.Buffer
	removed, err := site.uploads.Sweep(t.Context(), site.store, uploads.SweepGrace, slog.New(slog.NewTextHandler(&logged, nil)))
	if err != nil {
		t.Fatal(err)
	}
	want := []string{abandoned.URL, abandonedPDF, stray}
	slices.Sort(want)
	slices.Sort(removed)
	if !slices.Equal(removed, want) {
		t.Fatalf("removed %v, want %v", removed, want)
	}
	for _, u := range append(want, abandoned.ImageInfo.Variants[0].URL, abandoned.ImageInfo.Variants[1].URL) {
		expectStatus(t, site.do("GET", u, "", nil), http.StatusNotFound)
		if !strings.Contains(logged.String(), u) && !strings.Contains(u, "w.webp") {
			t.Errorf("the log does not name %s: %s", u, logged.String())
		}
	}
	if img, err := site.store.Image(t.Context(), abandoned.URL); err != nil || img != nil {
		t.Fatalf("recorded image of a removed upload = %+v, %v", img, err)
	}
	for _, kept := range []uploadAnswer{used, fresh} {
		for _, u := range []string{kept.URL, kept.ImageInfo.Variants[0].URL, kept.ImageInfo.Variants[1].URL} {
			expectStatus(t, site.do("GET", u, "", nil), http.StatusOK)
		}
		if img, err := site.store.Image(t.Context(), kept.URL); err != nil || img == nil || len(img.Variants) != 2 {
			t.Fatalf("recorded image of a kept upload = %+v, %v", img, err)
		}
	}
	expectStatus(t, site.do("GET", pdf, "", nil), http.StatusOK)
	if images, variants := site.recordedImages(); images != 2 || variants != 4 {
		t.Fatalf("recorded %d images and %d variants, want those of the two kept", images, variants)
	}
}

// syncBuffer is a bytes.Buffer safe for a logger on another goroutine.
type syncBuffer struct {
	mu  sync.Mutex
	buf bytes.Buffer
}

func (b *syncBuffer) Write(p []byte) (int, error) {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.buf.Write(p)
}

func (b *syncBuffer) String() string {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.buf.String()
}

func TestSweepingInTheBackgroundRemovesUnusedUploadsUntilStopped(t *testing.T) {
	t.Parallel()
	site := newSite(t, nil)
	used := site.uploadPNG(20, 20)
	expectStatus(t, site.admin("POST", "/api/gallery/images", map[string]string{
		"title": "Used", "description": "d", "imageUrl": used.URL, "category": "F"}), http.StatusCreated)
	unused := site.uploadPNG(20, 20)

	ctx, stop := context.WithCancel(t.Context())
	done := make(chan struct{})
	logged := &syncBuffer{}
	go func() {
		defer close(done)
		site.uploads.SweepEvery(ctx, site.store, 50*time.Millisecond, 10*time.Millisecond, slog.New(slog.NewTextHandler(logged, nil)))
	}()
	deadline := time.Now().Add(10 * time.Second)
	for !strings.Contains(logged.String(), unused.URL) {
		if time.Now().After(deadline) {
			t.Fatalf("the unused upload was never swept; log: %s", logged.String())
		}
		time.Sleep(10 * time.Millisecond)
	}
	stop()
	select {
	case <-done:
	case <-time.After(5 * time.Second):
		t.Fatal("the sweeper did not stop with its context")
	}
	expectStatus(t, site.do("GET", unused.URL, "", nil), http.StatusNotFound)
	expectStatus(t, site.do("GET", used.URL, "", nil), http.StatusOK)
}

func TestAbortedBulkUploadLeavesNeitherFilesNorRecordedSizes(t *testing.T) {
	t.Parallel()
	site := newSite(t, func(d *Deps) { d.MaxBulkFiles = 2 })
	img := testutil.PNG(t, 900, 300)
	expectStatus(t, site.upload("/api/upload/images", formFile{"images", "1.png", img}, formFile{"images", "2.png", img},
		formFile{"images", "3.png", img}), http.StatusRequestEntityTooLarge)
	if files, _ := site.uploads.List(); len(files) != 0 {
		t.Fatalf("files kept after an aborted bulk upload: %v", files)
	}
	if images, variants := site.recordedImages(); images != 0 || variants != 0 {
		t.Fatalf("an aborted bulk upload left %d recorded images and %d variants", images, variants)
	}
}
