package database_test

import (
	"strings"
	"testing"

	"github.com/qrs-site/qrs/internal/content"
	"github.com/qrs-site/qrs/internal/testutil"
)

// A download answers its file's kind and size as the media library holds them, as it is
// created, read and listed; a file the library does not hold has none.
func TestADownloadCarriesItsFilesKindAndSizeFromTheLibrary(t *testing.T) {
	t.Parallel()
	s := testutil.MustOpenStore(t, "")
	upload(t, s, brochure, "brochure.pdf", strings.Repeat("d", 64)) // 1234 bytes
	if err := s.Create(asAnna(t), content.Categories, &content.Category{Name: "Brochures"}); err != nil {
		t.Fatal(err)
	}
	want := content.FileInfo{Kind: "pdf", Size: 1234}
	paper := &content.ResearchPaper{Title: "Brochure", Description: content.RichValue("d"), PdfURL: brochure, Category: "Brochures"}
	if err := s.Create(asAnna(t), content.ResearchPapers, paper); err != nil {
		t.Fatal(err)
	}
	if paper.PdfInfo == nil || *paper.PdfInfo != want {
		t.Fatalf("the created download's file = %+v, want %+v", paper.PdfInfo, want)
	}
	elsewhere := &content.ResearchPaper{Title: "Elsewhere", Description: content.RichValue("d"), PdfURL: "/uploads/none.pdf", Category: "Brochures"}
	if err := s.Create(asAnna(t), content.ResearchPapers, elsewhere); err != nil {
		t.Fatal(err)
	}
	got, err := s.Get(t.Context(), content.ResearchPapers, paper.ID)
	if err != nil {
		t.Fatal(err)
	}
	if info := got.(*content.ResearchPaper).PdfInfo; info == nil || *info != want {
		t.Errorf("the download read again has file %+v, want %+v", info, want)
	}
	all, err := s.List(t.Context(), content.ResearchPapers)
	if err != nil || len(all) != 2 {
		t.Fatalf("listed %d downloads, %v", len(all), err)
	}
	for _, rec := range all {
		p := rec.(*content.ResearchPaper)
		if p.ID == elsewhere.ID && p.PdfInfo != nil || p.ID == paper.ID && (p.PdfInfo == nil || *p.PdfInfo != want) {
			t.Errorf("listed %q with file %+v", p.Title, p.PdfInfo)
		}
	}
}
