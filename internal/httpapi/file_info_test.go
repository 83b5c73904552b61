package httpapi

import (
	"net/http"
	"testing"

	"github.com/qrs-site/qrs/internal/content"
	"github.com/qrs-site/qrs/internal/testutil"
)

// listedDownload is a download as the API answers it (content.ResearchPaper ignores the
// pdfInfo a client sends back).
type listedDownload struct {
	Title   string            `json:"title"`
	PdfInfo *content.FileInfo `json:"pdfInfo"`
}

// A download's list states its file's kind and size from the media library (pdfInfo), in
// every language, so its page can say "PDF, 1.2 MB" beside the link; a pdfInfo sent by a
// client is not taken, and an address the library does not hold has none.
func TestDownloadsListTheirFilesKindAndSize(t *testing.T) {
	t.Parallel()
	site := newSite(t, nil)
	pdf := testutil.PDF()
	url := decodeAs[uploadAnswer](t, site.upload("/api/upload/pdf", formFile{"pdf", "manual.pdf", pdf}), http.StatusCreated).URL
	expectStatus(t, site.admin("POST", "/api/categories", `{"name":"Manuals"}`), http.StatusCreated)
	made := decodeAs[listedDownload](t, site.admin("POST", "/api/research-papers", map[string]any{
		"title": "Manual", "description": "d", "pdfUrl": url, "category": "Manuals", "pdfInfo": map[string]any{"kind": "exe", "size": 1},
	}), http.StatusCreated)
	want := content.FileInfo{Kind: "pdf", Size: int64(len(pdf))}
	if made.PdfInfo == nil || *made.PdfInfo != want {
		t.Fatalf("the created download's pdfInfo = %+v, want %+v", made.PdfInfo, want)
	}
	expectStatus(t, site.admin("POST", "/api/research-papers", map[string]any{
		"title": "Elsewhere", "description": "d", "pdfUrl": "https://example.org/paper.pdf", "category": "Manuals",
	}), http.StatusCreated)

	for _, path := range []string{"/api/research-papers", "/api/research-papers?locale=de"} {
		list := decodeAs[[]listedDownload](t, site.do("GET", path, "", nil), http.StatusOK)
		if len(list) != 2 {
			t.Fatalf("%s listed %d downloads, want 2", path, len(list))
		}
		for _, p := range list {
			switch {
			case p.Title == "Manual" && (p.PdfInfo == nil || *p.PdfInfo != want):
				t.Errorf("%s: the uploaded manual's pdfInfo = %+v, want %+v", path, p.PdfInfo, want)
			case p.Title == "Elsewhere" && p.PdfInfo != nil:
				t.Errorf("%s: a file elsewhere has pdfInfo %+v, want none", path, p.PdfInfo)
			}
		}
	}
}
