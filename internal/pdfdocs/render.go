// Package pdfdocs writes the PDF documents the site serves, the complete research paper
// and the four legal documents, with github.com/go-pdf/fpdf. Their text comes from the
// site's content documents (see policy.go and research.go); this file is the layout.
package pdfdocs

import (
	"bytes"
	"fmt"
	"strings"
	"time"

	"github.com/go-pdf/fpdf"
	"golang.org/x/text/encoding/charmap"
)

// Document is a titled document of sections.
type Document struct {
	Title    string
	Subtitle string
	// Dateline is printed under the title ("Last updated: January 15, 2025").
	Dateline string
	// Issued is stamped into the file as its creation date.
	Issued time.Time
	// Author names the issuer in the file's properties and every page's footer.
	Author string
	// Intro paragraphs come before the first section.
	Intro    []string
	Sections []Section
}

// Section is a numbered heading with paragraphs, bullet points and an optional table.
type Section struct {
	Heading    string
	Paragraphs []string
	Bullets    []string
	Table      *Table
}

// Table is a grid with a header row; Widths are the columns' shares of the text width.
type Table struct {
	Header []string
	Rows   [][]string
	Widths []float64
}

// Page geometry of A4 in millimetres.
const (
	margin    = 20.0
	textWidth = 210 - 2*margin
)

// Render lays the document out on A4 pages with a running footer and page numbers. The
// same document always gives the same bytes.
func Render(doc Document) ([]byte, error) {
	pdf := fpdf.New("P", "mm", "A4", "")
	pdf.SetCatalogSort(true) // fonts in a fixed order, so equal documents give equal bytes
	pdf.SetTitle(doc.Title, true)
	pdf.SetAuthor(doc.Author, true)
	pdf.SetCreator(doc.Author, true)
	pdf.SetCreationDate(doc.Issued)
	pdf.SetModificationDate(doc.Issued)
	pdf.SetMargins(margin, margin, margin)
	pdf.SetAutoPageBreak(true, margin)
	pdf.AliasNbPages("{nb}")
	pdf.SetFooterFunc(func() {
		pdf.SetY(-14)
		pdf.SetFont("Helvetica", "I", 8)
		pdf.SetTextColor(120, 120, 120)
		pdf.CellFormat(0, 5, pdfText(fmt.Sprintf("%s - %s - %d / {nb}", doc.Author, doc.Title, pdf.PageNo())), "", 0, "C", false, 0, "")
	})
	pdf.AddPage()
	pdf.SetFont("Helvetica", "B", 20)
	pdf.SetTextColor(20, 50, 100)
	pdf.MultiCell(0, 9, pdfText(doc.Title), "", "L", false)
	if doc.Subtitle != "" {
		pdf.SetFont("Helvetica", "", 12)
		pdf.SetTextColor(80, 80, 80)
		pdf.MultiCell(0, 6, pdfText(doc.Subtitle), "", "L", false)
	}
	if doc.Dateline != "" {
		pdf.SetFont("Helvetica", "", 9)
		pdf.SetTextColor(80, 80, 80)
		pdf.CellFormat(0, 6, pdfText(doc.Dateline), "", 1, "L", false, 0, "")
	}
	pdf.Ln(4)
	bodyText(pdf)
	for _, p := range doc.Intro {
		paragraph(pdf, p)
	}
	_, pageHeight := pdf.GetPageSize()
	for i, s := range doc.Sections {
		if pdf.GetY() > pageHeight-margin-25 { // a heading starts its section's page
			pdf.AddPage()
		}
		pdf.SetFont("Helvetica", "B", 13)
		pdf.SetTextColor(20, 50, 100)
		pdf.MultiCell(0, 7, pdfText(fmt.Sprintf("%d. %s", i+1, s.Heading)), "", "L", false)
		pdf.Ln(1)
		bodyText(pdf)
		for _, p := range s.Paragraphs {
			paragraph(pdf, p)
		}
		for _, b := range s.Bullets {
			pdf.SetX(margin + 4)
			pdf.MultiCell(0, 5.2, pdfText("- "+b), "", "L", false)
		}
		if len(s.Bullets) > 0 {
			pdf.Ln(2)
		}
		if t := s.Table; t != nil {
			drawTable(pdf, t)
		}
		pdf.Ln(3)
	}
	var buf bytes.Buffer
	if err := pdf.Output(&buf); err != nil {
		return nil, err
	}
	return buf.Bytes(), nil
}

func bodyText(pdf *fpdf.Fpdf) {
	pdf.SetFont("Helvetica", "", 10.5)
	pdf.SetTextColor(30, 30, 30)
}

func paragraph(pdf *fpdf.Fpdf, text string) {
	pdf.MultiCell(0, 5.2, pdfText(text), "", "J", false)
	pdf.Ln(2)
}

// drawTable draws the header and the rows, each row as tall as its tallest wrapped cell,
// repeating the header on a new page when a row does not fit.
func drawTable(pdf *fpdf.Fpdf, t *Table) {
	const lineHeight, pad = 4.8, 1.5
	var total float64
	for _, w := range t.Widths {
		total += w
	}
	widths := make([]float64, len(t.Widths))
	for i, w := range t.Widths {
		widths[i] = w / total * textWidth
	}
	_, pageHeight := pdf.GetPageSize()
	row := func(cells []string, header bool) {
		if header {
			pdf.SetFont("Helvetica", "B", 9.5)
			pdf.SetFillColor(225, 232, 245)
		} else {
			pdf.SetFont("Helvetica", "", 9.5)
		}
		lines := make([][][]byte, len(cells))
		height := 0.0
		for i, c := range cells {
			lines[i] = pdf.SplitLines([]byte(pdfText(c)), widths[i]-2*pad)
			height = max(height, float64(len(lines[i]))*lineHeight+2*pad)
		}
		if pdf.GetY()+height > pageHeight-margin {
			pdf.AddPage()
		}
		x, y := margin, pdf.GetY()
		for i := range cells {
			pdf.Rect(x, y, widths[i], height, map[bool]string{true: "FD", false: "D"}[header])
			for j, line := range lines[i] {
				pdf.SetXY(x+pad, y+pad+float64(j)*lineHeight)
				pdf.CellFormat(widths[i]-2*pad, lineHeight, string(line), "", 0, "L", false, 0, "")
			}
			x += widths[i]
		}
		pdf.SetXY(margin, y+height)
	}
	if pdf.GetY()+20 > pageHeight-margin { // a header goes with its first row
		pdf.AddPage()
	}
	row(t.Header, true)
	for _, r := range t.Rows {
		if pdf.GetY()+14 > pageHeight-margin {
			pdf.AddPage()
			row(t.Header, true)
		}
		row(r, false)
	}
	bodyText(pdf)
	pdf.Ln(3)
}

// stand-ins for characters the PDF's built-in fonts (Windows-1252) cannot show.
var standIns = strings.NewReplacer(
	"⁺", "+", "⁻", "-", "⁰", "0", "⁴", "4", "⁵", "5", "⁶", "6", "⁷", "7", "⁸", "8", "⁹", "9",
	"₀", "0", "₁", "1", "₂", "2", "₃", "3", "₄", "4", "₅", "5", "₆", "6", "₇", "7", "₈", "8", "₉", "9",
	"−", "-", "‐", "-", "‑", "-", "‒", "-", "―", "—", "≤", "<=", "≥", ">=", "→", "->", "←", "<-", "≈", "~",
	"\u2009", " ", "\u200a", " ", "\u202f", " ", "\u2007", " ", "\u200b", "",
)

// PrintedText answers s as the PDF prints it: each character the built-in fonts lack
// becomes its stand-in ("Na⁺" prints as "Na+") or, failing one, "?".
func PrintedText(s string) string {
	s = standIns.Replace(s)
	var b strings.Builder
	for _, r := range s {
		if _, ok := charmap.Windows1252.EncodeRune(r); ok {
			b.WriteRune(r)
		} else {
			b.WriteByte('?')
		}
	}
	return b.String()
}

// pdfText encodes s for the built-in fonts (Windows-1252).
func pdfText(s string) string {
	s = PrintedText(s)
	out := make([]byte, 0, len(s))
	for _, r := range s {
		c, _ := charmap.Windows1252.EncodeRune(r)
		out = append(out, c)
	}
	return string(out)
}
