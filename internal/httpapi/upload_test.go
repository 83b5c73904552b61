package httpapi

import (
	"bytes"
	"fmt"
	"io"
	"mime/multipart"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/qrs-site/qrs/internal/testutil"
	"github.com/qrs-site/qrs/internal/uploads"
)

func TestUploadPNGIsStoredUnderRandomNameAndServedWithItsType(t *testing.T) {
	t.Parallel()
	site := newSite(t, nil)
	img := testutil.PNG(t, 8, 8)
	got := decodeAs[uploadAnswer](t, site.upload("/api/upload/image", formFile{"image", "../../x.png", img}), http.StatusCreated)
	if !strings.HasPrefix(got.URL, "/uploads/") || strings.Contains(got.URL, "..") || strings.Contains(got.URL, "x.png") {
		t.Fatalf("url = %q", got.URL)
	}
	if _, err := os.Stat(filepath.Join(site.dir, "x.png")); err == nil {
		t.Fatal("a hostile file name chose the path")
	}
	res := site.do("GET", got.URL, "", nil)
	body := expectStatus(t, res, http.StatusOK)
	if !bytes.Equal([]byte(body), img) || res.Header.Get("Content-Type") != "image/png" ||
		res.Header.Get("X-Content-Type-Options") != "nosniff" || !strings.Contains(res.Header.Get("Cache-Control"), "max-age=31536000") {
		t.Fatalf("served %d bytes as %q, headers %v", len(body), res.Header.Get("Content-Type"), res.Header)
	}
}

func TestUploadPDFIsAccepted(t *testing.T) {
	t.Parallel()
	site := newSite(t, nil)
	got := decodeAs[uploadAnswer](t, site.upload("/api/upload/pdf", formFile{"pdf", "paper.pdf", testutil.PDF()}), http.StatusCreated)
	if !strings.HasSuffix(got.URL, ".pdf") {
		t.Fatalf("url = %q", got.URL)
	}
	res := site.do("GET", got.URL, "", nil)
	expectStatus(t, res, http.StatusOK)
	if res.Header.Get("Content-Type") != "application/pdf" {
		t.Fatalf("type = %q", res.Header.Get("Content-Type"))
	}
}

func TestUploadRefusesTextRenamedAsPDF(t *testing.T) {
	t.Parallel()
	site := newSite(t, nil)
	expectStatus(t, site.upload("/api/upload/pdf", formFile{"pdf", "paper.pdf", []byte("just some text, not a PDF")}), http.StatusUnsupportedMediaType)
	expectStatus(t, site.upload("/api/upload/image", formFile{"image", "photo.png", []byte("MZ\x90\x00 executable")}), http.StatusUnsupportedMediaType)
	// A PDF is not an image, an image is not a PDF.
	expectStatus(t, site.upload("/api/upload/image", formFile{"image", "x.png", testutil.PDF()}), http.StatusUnsupportedMediaType)
	expectStatus(t, site.upload("/api/upload/pdf", formFile{"pdf", "x.pdf", testutil.PNG(t, 2, 2)}), http.StatusUnsupportedMediaType)
	if files, _ := site.uploads.List(); len(files) != 0 {
		t.Fatalf("refused files stored: %v", files)
	}
}

func TestUploadRefusesAFileThatOnlyStartsLikeAPDF(t *testing.T) {
	t.Parallel()
	site := newSite(t, nil)
	fake := []byte("%PDF-1.7\n<html><body><script>alert(document.cookie)</script></body></html>\n%%EOF\n")
	got := decodeAs[envelope](t, site.upload("/api/upload/pdf", formFile{"pdf", "paper.pdf", fake}), http.StatusUnsupportedMediaType)
	if got.Message != "File is not a valid PDF" {
		t.Fatalf("message = %q", got.Message)
	}
	bulk := decodeAs[bulkAnswer](t, site.upload("/api/upload/images", formFile{"images", "fake.pdf", fake},
		formFile{"images", "real.pdf", testutil.PDF()}), http.StatusOK)
	if len(bulk.Results) != 2 || bulk.Results[0].Error != "fake.pdf: File is not a valid PDF" || !strings.HasSuffix(bulk.Results[1].URL, ".pdf") {
		t.Fatalf("bulk answer = %+v", bulk)
	}
	if files, _ := site.uploads.List(); len(files) != 1 {
		t.Fatalf("stored %v", files)
	}
}

func TestUploadOverLimitIs413(t *testing.T) {
	t.Parallel()
	site := newSite(t, nil) // the test limits are 1 MB an image, 2 MB a PDF
	big := append(testutil.PNG(t, 2, 2), bytes.Repeat([]byte{0}, 1<<20)...)
	expectStatus(t, site.upload("/api/upload/image", formFile{"image", "big.png", big}), http.StatusRequestEntityTooLarge)
}

func TestUploadWithoutFileIs400(t *testing.T) {
	t.Parallel()
	site := newSite(t, nil)
	expectStatus(t, site.upload("/api/upload/image"), http.StatusBadRequest)
	expectStatus(t, site.admin("POST", "/api/upload/image", `{}`), http.StatusBadRequest)
}

func TestSVGWithScriptIsServedSandboxed(t *testing.T) {
	t.Parallel()
	site := newSite(t, nil)
	svg := []byte(`<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"><script>alert(document.cookie)</script><rect width="5" height="5"/></svg>`)
	got := decodeAs[uploadAnswer](t, site.upload("/api/upload/image", formFile{"image", "logo.svg", svg}), http.StatusCreated)
	res := site.do("GET", got.URL, "", nil)
	expectStatus(t, res, http.StatusOK)
	csp := res.Header.Get("Content-Security-Policy")
	if res.Header.Get("Content-Type") != "image/svg+xml" || !strings.Contains(csp, "sandbox") || !strings.Contains(csp, "default-src 'none'") {
		t.Fatalf("svg served as %q with CSP %q", res.Header.Get("Content-Type"), csp)
	}
}

// hostileSVG draws a square and tries every way an SVG has to run a script or to fetch.
const hostileSVG = `<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" onload="alert(1)">` +
	`<script>alert(document.cookie)</script><foreignObject><iframe xmlns="http://www.w3.org/1999/xhtml" src="javascript:alert(2)"/></foreignObject>` +
	`<a xlink:href="javascript:alert(3)"><rect width="5" height="5" fill="#17a589"/></a><use href="https://evil.example/s.svg#x"/></svg>`

// expectCleanSVG fails unless svg still draws the square of hostileSVG and holds nothing
// that runs or fetches.
func expectCleanSVG(t *testing.T, where, svg string) {
	t.Helper()
	for _, bad := range []string{"alert", "script", "foreignObject", "iframe", "onload", "evil.example"} {
		if strings.Contains(svg, bad) {
			t.Errorf("%s still holds %q: %s", where, bad, svg)
		}
	}
	if !strings.Contains(svg, `<a><rect width="5" height="5" fill="#17a589"/></a>`) {
		t.Errorf("%s lost the drawing: %s", where, svg)
	}
}

func TestUploadedSVGIsServedCleaned(t *testing.T) {
	t.Parallel()
	site := newSite(t, nil)
	got := decodeAs[uploadAnswer](t, site.upload("/api/upload/image", formFile{"image", "logo.svg", []byte(hostileSVG)}), http.StatusCreated)
	res := site.do("GET", got.URL, "", nil)
	expectCleanSVG(t, "the served SVG", expectStatus(t, res, http.StatusOK))
	bulk := decodeAs[bulkAnswer](t, site.upload("/api/upload/images", formFile{"images", "logo.svg", []byte(hostileSVG)},
		formFile{"images", "broken.svg", []byte(`<svg xmlns="http://www.w3.org/2000/svg"><g></svg>`)}), http.StatusOK)
	if len(bulk.Results) != 2 || bulk.Results[0].URL == "" || !strings.Contains(bulk.Results[1].Error, "broken.svg: The SVG could not be read: it is not well-formed XML") {
		t.Fatalf("bulk answer = %+v", bulk)
	}
	expectCleanSVG(t, "the SVG of a bulk upload", readBody(t, site.do("GET", bulk.Results[0].URL, "", nil)))
	body := expectStatus(t, site.upload("/api/upload/image", formFile{"image", "laughs.svg", []byte(`<!DOCTYPE svg [<!ENTITY a "aaaaaaaa">` +
		`<!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;">]><svg xmlns="http://www.w3.org/2000/svg"><text>&b;</text></svg>`)}), http.StatusUnsupportedMediaType)
	if !strings.Contains(body, "entities") {
		t.Fatalf("answer = %s", body)
	}
}

// TestSitePackageCarriesSVGsCleaned: an SVG stored before uploads were cleaned goes into the
// site package, which other hosts serve without our sandbox, cleaned all the same.
func TestSitePackageCarriesSVGsCleaned(t *testing.T) {
	t.Parallel()
	site := newSite(t, nil)
	name := "00112233445566778899aabbccddeeff.svg"
	if err := os.WriteFile(site.uploads.Path(name), []byte(hostileSVG), 0o644); err != nil {
		t.Fatal(err)
	}
	expectStatus(t, site.admin("POST", "/api/team-members", map[string]string{
		"name": "n", "title": "t", "company": "c", "description": "d", "imageUrl": "/uploads/" + name}), http.StatusCreated)
	names, svg := tarNames(t, []byte(readBody(t, site.do("GET", "/get-deployment-package", "", nil))), "qrs-site/uploads/"+name)
	if svg == "" {
		t.Fatalf("the package lacks the SVG: %v", names)
	}
	expectCleanSVG(t, "the packaged SVG", svg)
}

// duplicateNamespaceSVG declares its namespace twice: HTML, then SVG. A cleaner that reads
// the last while a browser reads the first would pass on an HTML document.
const duplicateNamespaceSVG = `<svg xmlns="http://www.w3.org/1999/xhtml" xmlns="http://www.w3.org/2000/svg">` +
	`<a href="#x"><text>x</text></a></svg>`

func TestUploadRefusesAnSVGWithAnAttributeWrittenTwice(t *testing.T) {
	t.Parallel()
	site := newSite(t, nil)
	got := decodeAs[envelope](t, site.upload("/api/upload/image", formFile{"image", "logo.svg", []byte(duplicateNamespaceSVG)}),
		http.StatusUnsupportedMediaType)
	if got.Message != "The SVG could not be read: <svg> on line 1 carries the attribute xmlns twice" {
		t.Fatalf("message = %q", got.Message)
	}
	bulk := decodeAs[bulkAnswer](t, site.upload("/api/upload/images", formFile{"images", "twice.svg", []byte(
		`<svg xmlns="http://www.w3.org/2000/svg" xmlns:a="http://www.w3.org/1999/xlink" xmlns:b="http://www.w3.org/1999/xlink">` +
			`<use a:href="#x" b:href="https://evil.example/s.svg#x"/></svg>`)}), http.StatusOK)
	if len(bulk.Results) != 1 || bulk.Results[0].URL != "" ||
		!strings.Contains(bulk.Results[0].Error, "twice.svg: The SVG could not be read: <use> on line 1 carries the attribute href twice") {
		t.Fatalf("bulk answer = %+v", bulk)
	}
	if files, _ := site.uploads.List(); len(files) != 0 {
		t.Fatalf("refused files stored: %v", files)
	}
}

// TestSitePackageLeavesOutAStoredSVGWithAnAttributeWrittenTwice: an SVG stored before such
// files were refused cannot be cleaned, so the site package, which other hosts serve without
// our sandbox, goes without it rather than pass it on.
func TestSitePackageLeavesOutAStoredSVGWithAnAttributeWrittenTwice(t *testing.T) {
	t.Parallel()
	site := newSite(t, nil)
	name := "00112233445566778899aabbccddeeff.svg"
	if err := os.WriteFile(site.uploads.Path(name), []byte(duplicateNamespaceSVG), 0o600); err != nil {
		t.Fatal(err)
	}
	expectStatus(t, site.admin("POST", "/api/team-members", map[string]string{
		"name": "n", "title": "t", "company": "c", "description": "d", "imageUrl": "/uploads/" + name}), http.StatusCreated)
	names, svg := tarNames(t, []byte(readBody(t, site.do("GET", "/get-deployment-package", "", nil))), "qrs-site/uploads/"+name)
	if svg != "" || len(names) < 10 {
		t.Fatalf("the package holds %d entries, the SVG among them as:\n%s", len(names), svg)
	}
}

func TestBulkUploadAnswersOneResultPerFileInOrder(t *testing.T) {
	t.Parallel()
	site := newSite(t, nil)
	got := decodeAs[bulkAnswer](t, site.upload("/api/upload/images",
		formFile{"images", "a.png", testutil.PNG(t, 3, 3)},
		formFile{"images", "notes.pdf", []byte("plain text")},
		formFile{"images", "b.pdf", testutil.PDF()},
	), http.StatusOK)
	if len(got.Results) != 3 || got.Results[0].URL == "" || got.Results[1].Error == "" || got.Results[1].URL != "" ||
		!strings.HasSuffix(got.Results[2].URL, ".pdf") {
		t.Fatalf("results = %+v", got.Results)
	}
}

func TestBulkUploadRefusesTooManyFiles(t *testing.T) {
	t.Parallel()
	site := newSite(t, func(d *Deps) { d.MaxBulkFiles = 2 })
	img := testutil.PNG(t, 2, 2)
	expectStatus(t, site.upload("/api/upload/images", formFile{"images", "1.png", img}, formFile{"images", "2.png", img},
		formFile{"images", "3.png", img}), http.StatusRequestEntityTooLarge)
	if files, _ := site.uploads.List(); len(files) != 0 {
		t.Fatalf("files kept after a refused bulk upload: %v", files)
	}
}

// A file a saved record used stays in the media library when its records are deleted and
// purged; deleted there, it goes at the next purge, and not while a record uses it.
func TestAFileStaysInTheLibraryAfterItsRecordsUntilDeletedThere(t *testing.T) {
	t.Parallel()
	site := newTrashSite(t)
	url := decodeAs[uploadAnswer](t, site.upload("/api/upload/image", formFile{"image", "a.png", testutil.PNG(t, 2, 2)}), http.StatusCreated).URL
	one := decodeAs[map[string]any](t, site.admin("POST", "/api/gallery/images", map[string]string{
		"title": "a", "description": "d", "imageUrl": url, "category": "F"}), http.StatusCreated)
	two := decodeAs[map[string]any](t, site.admin("POST", "/api/team-members", map[string]string{
		"name": "n", "title": "t", "company": "c", "description": "d", "imageUrl": url}), http.StatusCreated)
	expectStatus(t, site.admin("DELETE", fmt.Sprintf("/api/gallery/images/%v", one["id"]), nil), http.StatusOK)
	site.purgeAfter(31)
	expectStatus(t, site.do("GET", url, "", nil), http.StatusOK)
	expectStatus(t, site.admin("DELETE", fmt.Sprintf("/api/media/%d", site.libraryID(url)), nil), http.StatusConflict)
	expectStatus(t, site.admin("DELETE", fmt.Sprintf("/api/team-members/%v", two["id"]), nil), http.StatusOK)
	site.purgeAfter(31)
	expectStatus(t, site.do("GET", url, "", nil), http.StatusOK)
	site.deleteFromLibrary(url)
	expectStatus(t, site.do("GET", url, "", nil), http.StatusOK) // the trash keeps it 30 days
	site.purgeAfter(31)
	expectStatus(t, site.do("GET", url, "", nil), http.StatusNotFound)
}

// A picture replaced in its record stays in the library, for another use or an editor's delete.
func TestReplacingImageKeepsTheOldFileInTheLibrary(t *testing.T) {
	t.Parallel()
	site := newSite(t, nil)
	old := decodeAs[uploadAnswer](t, site.upload("/api/upload/image", formFile{"image", "a.png", testutil.PNG(t, 2, 2)}), http.StatusCreated).URL
	fresh := decodeAs[uploadAnswer](t, site.upload("/api/upload/image", formFile{"image", "b.png", testutil.PNG(t, 3, 3)}), http.StatusCreated).URL
	m := decodeAs[map[string]any](t, site.admin("POST", "/api/team-members", map[string]string{
		"name": "n", "title": "t", "company": "c", "description": "d", "imageUrl": old}), http.StatusCreated)
	expectStatus(t, site.admin("PUT", fmt.Sprintf("/api/team-members/%v", m["id"]), map[string]string{"imageUrl": fresh}), http.StatusOK)
	expectStatus(t, site.do("GET", old, "", nil), http.StatusOK)
	expectStatus(t, site.do("GET", fresh, "", nil), http.StatusOK)
	unused := decodeAs[[]struct{ URL string }](t, site.admin("GET", "/api/media?unused=true", nil), http.StatusOK)
	if len(unused) != 1 || unused[0].URL != old {
		t.Fatalf("the library's unused files = %+v, want the replaced picture", unused)
	}
}

// A deleted folder takes its records along at once; their files stay in the library.
func TestDeletingFolderDeletesItsRecordsAndKeepsTheirFilesInTheLibrary(t *testing.T) {
	t.Parallel()
	site := newTrashSite(t)
	folder := decodeAs[map[string]any](t, site.admin("POST", "/api/categories", `{"name":"Brochures"}`), http.StatusCreated)
	expectStatus(t, site.admin("POST", "/api/categories", `{"name":"Keep"}`), http.StatusCreated)
	img := decodeAs[uploadAnswer](t, site.upload("/api/upload/image", formFile{"image", "a.png", testutil.PNG(t, 2, 2)}), http.StatusCreated).URL
	pdf := decodeAs[uploadAnswer](t, site.upload("/api/upload/pdf", formFile{"pdf", "b.pdf", testutil.PDF()}), http.StatusCreated).URL
	expectStatus(t, site.admin("POST", "/api/gallery/images", map[string]string{"title": "a", "description": "d", "imageUrl": img, "category": "Brochures"}), http.StatusCreated)
	expectStatus(t, site.admin("POST", "/api/research-papers", map[string]string{"title": "b", "description": "d", "pdfUrl": pdf, "category": "Brochures"}), http.StatusCreated)
	expectStatus(t, site.admin("POST", "/api/research-papers", map[string]string{"title": "kept", "description": "d", "pdfUrl": "/x.pdf", "category": "Keep"}), http.StatusCreated)

	expectStatus(t, site.admin("DELETE", fmt.Sprintf("/api/categories/%v", folder["id"]), nil), http.StatusOK)
	if got := titles(t, site.testSite, "/api/research-papers"); got != "kept" {
		t.Fatalf("papers left = %q", got)
	}
	if got := titles(t, site.testSite, "/api/gallery/images"); got != "" {
		t.Fatalf("images left = %q", got)
	}
	if got := titles(t, site.testSite, "/api/categories"); got != "Keep" {
		t.Fatalf("folders left = %q", got)
	}
	site.purgeAfter(31)
	for _, u := range []string{img, pdf} {
		expectStatus(t, site.do("GET", u, "", nil), http.StatusOK)
		site.libraryID(u)
	}
}

func TestUploadCutOffMidFileIs400(t *testing.T) {
	t.Parallel()
	site := newSite(t, nil)
	for _, c := range []struct{ path, field string }{{"/api/upload/image", "image"}, {"/api/upload/images", "images"}} {
		var buf bytes.Buffer
		mw := multipart.NewWriter(&buf)
		w, _ := mw.CreateFormFile(c.field, "photo.png")
		_, _ = w.Write(testutil.PNG(t, 64, 64))
		mw.Close()
		cut := buf.Bytes()[:buf.Len()/2] // the body ends inside the file, before any closing boundary
		res := site.do("POST", c.path, site.token, cut, "Content-Type", mw.FormDataContentType())
		got := decodeAs[envelope](t, res, http.StatusBadRequest)
		if !strings.Contains(got.Message, "cut off") {
			t.Fatalf("%s: message %q", c.path, got.Message)
		}
	}
	if files, _ := site.uploads.List(); len(files) != 0 {
		t.Fatalf("a cut-off upload left files: %v", files)
	}
}

func TestSlowClientGetsAWholeLargeFileDespiteTheWriteTimeout(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	files, err := uploads.Open(filepath.Join(dir, "uploads"), uploads.Limits{Image: 1 << 20, PDF: 1 << 20})
	if err != nil {
		t.Fatal(err)
	}
	const size = 16 << 20 // far more than the socket buffers hold, so the server waits on the reader
	name := "0123456789abcdef0123456789abcdef.pdf"
	if err := os.WriteFile(files.Path(name), append([]byte("%PDF-"), bytes.Repeat([]byte{'x'}, size-5)...), 0o644); err != nil {
		t.Fatal(err)
	}
	srv := httptest.NewUnstartedServer(NewServer(Deps{Web: testWeb, Store: testutil.MustOpenStore(t, dir), Uploads: files}))
	srv.Config.WriteTimeout = 300 * time.Millisecond
	srv.Start()
	t.Cleanup(srv.Close)

	res, err := http.Get(srv.URL + "/uploads/" + name)
	if err != nil {
		t.Fatal(err)
	}
	defer res.Body.Close()
	start, got, buf := time.Now(), 0, make([]byte, 64<<10)
	for {
		n, err := res.Body.Read(buf)
		got += n
		if err == io.EOF {
			break
		}
		if err != nil {
			t.Fatalf("cut off after %d of %d bytes and %v: %v", got, size, time.Since(start), err)
		}
		time.Sleep(5 * time.Millisecond) // a slow reader, always making progress
	}
	if got != size || time.Since(start) < srv.Config.WriteTimeout {
		t.Fatalf("read %d of %d bytes in %v; the test must outlast the write timeout", got, size, time.Since(start))
	}
}
