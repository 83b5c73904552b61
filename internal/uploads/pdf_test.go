package uploads_test

import (
	"bytes"
	"compress/zlib"
	"encoding/binary"
	"fmt"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/go-pdf/fpdf"
	"github.com/qrs-site/qrs/internal/content"
	"github.com/qrs-site/qrs/internal/contentschema"
	"github.com/qrs-site/qrs/internal/pdfdocs"
	"github.com/qrs-site/qrs/internal/testutil"
	"github.com/qrs-site/qrs/internal/uploads"
)

// savePDF uploads data to a fresh folder as a PDF.
func savePDF(t *testing.T, data []byte) error {
	t.Helper()
	dir, err := uploads.Open(filepath.Join(t.TempDir(), "uploads"), uploads.Limits{Image: 1 << 20, PDF: 8 << 20})
	if err != nil {
		t.Fatal(err)
	}
	_, _, err = dir.Save(bytes.NewReader(data), []uploads.Kind{uploads.PDF})
	if names, _ := dir.List(); err != nil && len(names) != 0 {
		t.Fatalf("a refused PDF left %v", names)
	}
	return err
}

// onePagePDF is the PDF the browser tests upload (web/e2e/admin-helpers.ts pdfBytes): one
// page of text with a correct cross-reference table.
func onePagePDF(text string) []byte {
	stream := "BT /F1 18 Tf 72 720 Td (" + text + ") Tj ET"
	objects := []string{
		"<< /Type /Catalog /Pages 2 0 R >>",
		"<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
		"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>",
		fmt.Sprintf("<< /Length %d >>\nstream\n%s\nendstream", len(stream), stream),
		"<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
	}
	var out bytes.Buffer
	out.WriteString("%PDF-1.4\n")
	var offsets []int
	for i, body := range objects {
		offsets = append(offsets, out.Len())
		fmt.Fprintf(&out, "%d 0 obj\n%s\nendobj\n", i+1, body)
	}
	xref := out.Len()
	fmt.Fprintf(&out, "xref\n0 %d\n0000000000 65535 f \n", len(objects)+1)
	for _, o := range offsets {
		fmt.Fprintf(&out, "%010d 00000 n \n", o)
	}
	fmt.Fprintf(&out, "trailer\n<< /Size %d /Root 1 0 R >>\nstartxref\n%d\n%%%%EOF\n", len(objects)+1, xref)
	return out.Bytes()
}

// updatedPDF is onePagePDF saved again by an editor that appends its changes: a new
// catalog, a cross-reference section for it and a trailer pointing back to the first.
func updatedPDF() []byte {
	first := onePagePDF("First version")
	out := bytes.NewBuffer(first)
	prevXref := startxref(first)
	catalog := out.Len()
	out.WriteString("6 0 obj\n<< /Type /Catalog /Pages 2 0 R /PageMode /UseOutlines >>\nendobj\n")
	xref := out.Len()
	fmt.Fprintf(out, "xref\n0 1\n0000000000 65535 f \n6 1\n%010d 00000 n \ntrailer\n<< /Size 7 /Root 6 0 R /Prev %d >>\nstartxref\n%d\n%%%%EOF\n",
		catalog, prevXref, xref)
	return out.Bytes()
}

// startxref answers the offset the last startxref of pdf gives.
func startxref(pdf []byte) int {
	at := bytes.LastIndex(pdf, []byte("startxref"))
	n, err := strconv.Atoi(strings.Fields(string(pdf[at+len("startxref"):]))[0])
	if err != nil {
		panic(err)
	}
	return n
}

// compressedPDF is a PDF as current writers save it: its objects packed in a compressed
// object stream and its cross-reference a compressed stream with the PNG Up predictor.
func compressedPDF() []byte {
	deflate := func(b []byte) []byte {
		var z bytes.Buffer
		w := zlib.NewWriter(&z)
		_, _ = w.Write(b)
		_ = w.Close()
		return z.Bytes()
	}
	objects := []string{
		"<</Type/Catalog/Pages 2 0 R>>",
		"<</Type/Pages/Kids[3 0 R]/Count 1>>",
		"<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]/Contents 4 0 R>>",
	}
	var head, body strings.Builder
	for i, o := range objects {
		fmt.Fprintf(&head, "%d %d ", i+1, body.Len())
		body.WriteString(o + "\n")
	}
	packed := deflate([]byte(head.String() + body.String()))
	var out bytes.Buffer
	out.WriteString("%PDF-1.5\n%\xe2\xe3\xcf\xd3\n")
	offsets := map[int]int{}
	offsets[4] = out.Len()
	content := deflate([]byte("0 0 1 rg 10 10 100 100 re f"))
	fmt.Fprintf(&out, "4 0 obj\n<</Length %d/Filter/FlateDecode>>\nstream\n%s\nendstream\nendobj\n", len(content), content)
	offsets[5] = out.Len()
	fmt.Fprintf(&out, "5 0 obj\n<</Type/ObjStm/N %d/First %d/Length %d/Filter/FlateDecode>>\nstream\n%s\nendstream\nendobj\n",
		len(objects), head.Len(), len(packed), packed)
	offsets[6] = out.Len()
	// Rows of 1 + 4 + 2 bytes: type, offset or object stream, generation or index.
	var rows [][]byte
	row := func(kind byte, a uint32, b uint16) {
		r := make([]byte, 7)
		r[0] = kind
		binary.BigEndian.PutUint32(r[1:], a)
		binary.BigEndian.PutUint16(r[5:], b)
		rows = append(rows, r)
	}
	row(0, 0, 0xFFFF)
	for i := range objects {
		row(2, 5, uint16(i))
	}
	row(1, uint32(offsets[4]), 0)
	row(1, uint32(offsets[5]), 0)
	row(1, uint32(offsets[6]), 0)
	var predicted []byte
	prev := make([]byte, 7)
	for _, r := range rows {
		predicted = append(predicted, 2) // PNG Up
		for i := range r {
			predicted = append(predicted, r[i]-prev[i])
		}
		prev = r
	}
	xref := deflate(predicted)
	fmt.Fprintf(&out, "6 0 obj\n<</Type/XRef/Size 7/W[1 4 2]/Root 1 0 R/Filter/FlateDecode/DecodeParms<</Columns 7/Predictor 12>>/Length %d>>\nstream\n%s\nendstream\nendobj\n",
		len(xref), xref)
	fmt.Fprintf(&out, "startxref\n%d\n%%%%EOF\n", offsets[6])
	return out.Bytes()
}

// fpdfPDF is a PDF written by the library the site's own documents are made with, with
// the given change to its settings.
func fpdfPDF(t *testing.T, change func(*fpdf.Fpdf)) []byte {
	t.Helper()
	pdf := fpdf.New("P", "mm", "A4", "")
	change(pdf)
	pdf.AddPage()
	pdf.SetFont("Helvetica", "", 12)
	pdf.Cell(40, 10, "QRS")
	var out bytes.Buffer
	if err := pdf.Output(&out); err != nil {
		t.Fatal(err)
	}
	return out.Bytes()
}

func TestRealPDFsAreAccepted(t *testing.T) {
	t.Parallel()
	model, err := contentschema.Embedded()
	if err != nil {
		t.Fatal(err)
	}
	docs := model.Defaults()
	pdfs := map[string][]byte{
		"the Go tests' PDF (no cross-reference table, as viewers repair)": testutil.PDF(),
		"the browser tests' PDF":                                   onePagePDF("QRS test document"),
		"a PDF saved again with an incremental update":             updatedPDF(),
		"a PDF with compressed object and cross-reference streams": compressedPDF(),
		"a PDF whose offsets are off by the bytes of a comment": append([]byte("%PDF-1.4\n%\xe2\xe3\xcf\xd3\n"),
			onePagePDF("shifted")[len("%PDF-1.4\n"):]...),
		"an fpdf PDF, uncompressed":                  fpdfPDF(t, func(p *fpdf.Fpdf) { p.SetCompression(false) }),
		"an fpdf PDF protected by an owner password": fpdfPDF(t, func(p *fpdf.Fpdf) { p.SetProtection(fpdf.CnProtectPrint, "", "owner") }),
	}
	for _, f := range pdfdocs.LegalFiles {
		doc, err := pdfdocs.PolicyPDF(docs[f.Key], docs["site"], "en")
		if err != nil {
			t.Fatal(err)
		}
		if pdfs["the site's "+f.Name], err = pdfdocs.Render(doc); err != nil {
			t.Fatal(err)
		}
	}
	doc, _, err := pdfdocs.ResearchPaperPDF(docs["research"], docs["home"], docs["site"], time.Date(2025, 3, 5, 0, 0, 0, 0, time.UTC), "en")
	if err != nil {
		t.Fatal(err)
	}
	if pdfs["the site's research paper"], err = pdfdocs.Render(doc); err != nil {
		t.Fatal(err)
	}
	for name, pdf := range pdfs {
		if err := savePDF(t, pdf); err != nil {
			t.Errorf("%s: refused: %v", name, err)
		}
	}
}

func TestFilesThatOnlyStartLikeAPDFAreRefused(t *testing.T) {
	t.Parallel()
	good := onePagePDF("QRS test document")
	notCatalog := bytes.Replace(good, []byte("/Type /Catalog /Pages 2 0 R"), []byte("/Type /Font /Subtype /Type1"), 1)
	for name, data := range map[string][]byte{
		"a header and garbage":            append([]byte("%PDF-1.4\n"), bytes.Repeat([]byte{0x9c, 0x00, 0x41, 0xff}, 500)...),
		"a header on an HTML page":        []byte("%PDF-1.7\n<html><body><script>alert(document.cookie)</script></body></html>\n%%EOF\n"),
		"a header and a trailer only":     []byte("%PDF-1.4\ntrailer\n<< /Root 1 0 R /Size 2 >>\nstartxref\n9\n%%EOF\n"),
		"startxref pointing nowhere":      []byte("%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\nstartxref\n123456\n%%EOF\n"),
		"a root that is not a catalog":    notCatalog,
		"a PDF cut off halfway":           good[:len(good)/2],
		"a trailer naming a missing root": bytes.Replace(good, []byte("/Root 1 0 R"), []byte("/Root 9 0 R"), 1),
		"a version that is no version":    append([]byte("%PDF-x"), good[len("%PDF-1.4"):]...),
	} {
		err := savePDF(t, data)
		if content.ErrorCode(err) != content.Unsupported || content.ErrorMessage(err) != "File is not a valid PDF" {
			t.Errorf("%s: err = %v, want 415 File is not a valid PDF", name, err)
		}
	}
}

func TestPDFCheckSurvivesHostileStructures(t *testing.T) {
	t.Parallel()
	good := onePagePDF("x")
	loop := bytes.Replace(good, []byte("/Root 1 0 R >>"), []byte(fmt.Sprintf("/Root 1 0 R /Prev %d >>", startxref(good))), 1)
	if err := savePDF(t, loop); err != nil {
		t.Errorf("a trailer whose /Prev points to itself: %v", err)
	}
	for name, data := range map[string][]byte{
		"deep nesting":  []byte("%PDF-1.4\ntrailer\n<< /Root " + strings.Repeat("[<<", 100000) + " >>\n%%EOF\n"),
		"a huge count":  []byte("%PDF-1.4\nxref\n0 999999999\ntrailer\n<</Root 1 0 R>>\nstartxref\n9\n%%EOF\n"),
		"a huge stream": []byte("%PDF-1.5\n1 0 obj\n<</Type/XRef/Root 2 0 R/W[1 4 2]/Size 99999999/Length 999999999>>\nstream\nx\nendstream\nendobj\nstartxref\n9\n%%EOF\n"),
	} {
		if err := savePDF(t, data); content.ErrorCode(err) != content.Unsupported {
			t.Errorf("%s: err = %v", name, err)
		}
	}
}

// FuzzCheckPDF checks that the check returns, without a panic, whatever an upload holds.
func FuzzCheckPDF(f *testing.F) {
	f.Add(onePagePDF("x"))
	f.Add(updatedPDF())
	f.Add(testutil.PDF())
	f.Add(compressedPDF())
	f.Fuzz(func(t *testing.T, data []byte) {
		_ = uploads.CheckPDF(append([]byte("%PDF-1.7\n"), data...))
		_ = uploads.CheckPDF(data)
	})
}
