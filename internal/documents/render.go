// Package documents writes the PDF documents the site serves: the complete research paper
// and the four legal documents, with github.com/go-pdf/fpdf.
package documents

import (
	"bytes"
	"fmt"
	"time"

	"github.com/go-pdf/fpdf"
)

// Document is a titled document of sections.
type Document struct {
	Title    string
	Subtitle string
	Sections []Section
}

// Section is a heading with paragraphs, bullet points and an optional table.
type Section struct {
	Heading    string
	Paragraphs []string
	Bullets    []string
	Table      *Table
}

// Table is a simple grid with a header row; Widths are in millimetres.
type Table struct {
	Header []string
	Rows   [][]string
	Widths []float64
}

// issued is the fixed date printed on, and stamped into, every document, so a document's
// bytes are the same on every build.
var issued = time.Date(2025, time.January, 15, 0, 0, 0, 0, time.UTC)

// Render lays the document out on A4 pages with a running footer and page numbers.
func Render(doc Document) ([]byte, error) {
	pdf := fpdf.New("P", "mm", "A4", "")
	tr := pdf.UnicodeTranslatorFromDescriptor("")
	pdf.SetTitle(doc.Title, true)
	pdf.SetAuthor("QRS", true)
	pdf.SetCreator("QRS site", true)
	pdf.SetCreationDate(issued)
	pdf.SetModificationDate(issued)
	pdf.SetMargins(20, 20, 20)
	pdf.SetAutoPageBreak(true, 20)
	pdf.AliasNbPages("{nb}")
	pdf.SetFooterFunc(func() {
		pdf.SetY(-14)
		pdf.SetFont("Helvetica", "I", 8)
		pdf.SetTextColor(120, 120, 120)
		pdf.CellFormat(0, 5, tr(fmt.Sprintf("QRS - %s - page %d of {nb}", doc.Title, pdf.PageNo())), "", 0, "C", false, 0, "")
	})
	pdf.AddPage()
	pdf.SetFont("Helvetica", "B", 20)
	pdf.SetTextColor(20, 50, 100)
	pdf.MultiCell(0, 9, tr(doc.Title), "", "L", false)
	if doc.Subtitle != "" {
		pdf.SetFont("Helvetica", "", 12)
		pdf.SetTextColor(80, 80, 80)
		pdf.MultiCell(0, 6, tr(doc.Subtitle), "", "L", false)
	}
	pdf.SetFont("Helvetica", "", 9)
	pdf.CellFormat(0, 6, "Issued "+issued.Format("2 January 2006"), "", 1, "L", false, 0, "")
	pdf.Ln(4)
	for i, s := range doc.Sections {
		pdf.SetFont("Helvetica", "B", 13)
		pdf.SetTextColor(20, 50, 100)
		pdf.MultiCell(0, 7, tr(fmt.Sprintf("%d. %s", i+1, s.Heading)), "", "L", false)
		pdf.Ln(1)
		pdf.SetFont("Helvetica", "", 10.5)
		pdf.SetTextColor(30, 30, 30)
		for _, p := range s.Paragraphs {
			pdf.MultiCell(0, 5.2, tr(p), "", "J", false)
			pdf.Ln(2)
		}
		for _, b := range s.Bullets {
			pdf.SetX(24)
			pdf.MultiCell(0, 5.2, tr("- "+b), "", "L", false)
		}
		if len(s.Bullets) > 0 {
			pdf.Ln(2)
		}
		if t := s.Table; t != nil {
			drawTable(pdf, tr, t)
		}
		pdf.Ln(3)
	}
	var buf bytes.Buffer
	if err := pdf.Output(&buf); err != nil {
		return nil, err
	}
	return buf.Bytes(), nil
}

func drawTable(pdf *fpdf.Fpdf, tr func(string) string, t *Table) {
	pdf.SetFont("Helvetica", "B", 9.5)
	pdf.SetFillColor(225, 232, 245)
	for i, h := range t.Header {
		pdf.CellFormat(t.Widths[i], 7, tr(h), "1", 0, "L", true, 0, "")
	}
	pdf.Ln(-1)
	pdf.SetFont("Helvetica", "", 9.5)
	for _, row := range t.Rows {
		for i, c := range row {
			pdf.CellFormat(t.Widths[i], 6.5, tr(c), "1", 0, "L", false, 0, "")
		}
		pdf.Ln(-1)
	}
	pdf.Ln(3)
}
