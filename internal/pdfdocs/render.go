// Package pdfdocs writes the PDF documents the site serves, the complete research paper
// and the four legal documents, with github.com/go-pdf/fpdf. Their text comes from the
// site's content documents (see policy.go and research.go); this file is the layout.
package pdfdocs

import (
	"bytes"
	"fmt"
	"net/url"
	"strings"
	"time"

	"github.com/go-pdf/fpdf"
	"golang.org/x/text/encoding/charmap"

	"github.com/qrs-site/qrs/internal/richtext"
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
	Intro    []richtext.Text
	Sections []Section
	// BaseURL is the site's public origin (QRS_BASE_URL): a link of a text to a page of the
	// site ("/terms") leads there, as a PDF read outside the site has no page to be on.
	// Without it such a link is printed as text only.
	BaseURL string
	// LocalPath answers the address, in the PDF's language, of a path of the site a text
	// links ("/terms" is "/de/nutzungsbedingungen" in a German PDF), as the pages show it;
	// nil keeps every path as written.
	LocalPath func(path string) string
}

// Section is a numbered heading with paragraphs, bullet points and an optional table.
type Section struct {
	Heading    string
	Paragraphs []richtext.Text
	Bullets    []richtext.Text
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
	links := newLinkTargets(doc.BaseURL, doc.LocalPath)
	for _, p := range doc.Intro {
		paragraph(pdf, p, links)
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
			paragraph(pdf, p, links)
		}
		for _, b := range s.Bullets {
			bullet(pdf, b, links)
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

// lineHeight is the height of a line of body text.
const lineHeight = 5.2

// paragraph prints a rich text as paragraphs: a plain one, as a string always was, justified
// in one cell; one with marks, links or lists through writeBlocks.
func paragraph(pdf *fpdf.Fpdf, t richtext.Text, links linkTargets) {
	if n := t.Normal(); !n.IsDoc() {
		pdf.MultiCell(0, lineHeight, pdfText(n.Plain), "", "J", false)
		pdf.Ln(2)
		return
	}
	writeBlocks(pdf, t.Doc.Blocks, margin, links)
}

// bullet prints a point of a section's list, a dash before it; a rich point's further
// blocks follow under its first, indented as it is.
func bullet(pdf *fpdf.Fpdf, t richtext.Text, links linkTargets) {
	const indent = margin + 4
	n := t.Normal()
	if !n.IsDoc() {
		pdf.SetX(indent)
		pdf.MultiCell(0, lineHeight, pdfText("- "+n.Plain), "", "L", false)
		return
	}
	blocks := n.Doc.Blocks
	if len(blocks) > 0 && blocks[0].Type == richtext.TypeParagraph {
		item(pdf, "- ", blocks[0].Spans, indent, links)
		blocks = blocks[1:]
	}
	if len(blocks) > 0 {
		writeBlocks(pdf, blocks, indent, links)
	}
}

// writeBlocks prints the paragraphs and lists of a rich text from the left edge left.
func writeBlocks(pdf *fpdf.Fpdf, blocks []richtext.Block, left float64, links linkTargets) {
	for _, b := range blocks {
		if b.Type == richtext.TypeParagraph {
			pdf.SetLeftMargin(left)
			pdf.SetX(left)
			writeSpans(pdf, b.Spans, links)
			pdf.SetLeftMargin(margin)
			pdf.Ln(lineHeight + 2)
			continue
		}
		for i, spans := range b.Items {
			marker := "- "
			if b.Type == richtext.TypeOrderedList {
				marker = fmt.Sprintf("%d. ", i+1)
			}
			item(pdf, marker, spans, left+4, links)
		}
		pdf.Ln(2)
	}
}

// item prints a list item at left, its marker before it and its wrapped lines under its
// first word.
func item(pdf *fpdf.Fpdf, marker string, spans []richtext.Span, left float64, links linkTargets) {
	pdf.SetLeftMargin(left)
	pdf.SetX(left)
	pdf.Write(lineHeight, pdfText(marker))
	writeSpans(pdf, spans, links)
	pdf.SetLeftMargin(margin)
	pdf.Ln(lineHeight)
}

// writeSpans prints texts in their marks, from where the last one ended: bold, italic,
// and links underlined in the headings' blue, which a reader can click.
func writeSpans(pdf *fpdf.Fpdf, spans []richtext.Span, links linkTargets) {
	for _, s := range spans {
		style := ""
		if s.Bold {
			style += "B"
		}
		if s.Italic {
			style += "I"
		}
		target := links.target(s.Link)
		if target != "" {
			style += "U"
			pdf.SetTextColor(20, 50, 160)
		}
		pdf.SetFont("Helvetica", style, 10.5)
		if target != "" {
			pdf.WriteLinkString(lineHeight, pdfText(s.Text), target)
		} else {
			pdf.Write(lineHeight, pdfText(s.Text))
		}
		bodyText(pdf)
	}
}

// linkTargets makes a link of a text an address a PDF reader can open.
type linkTargets struct {
	base  *url.URL
	local func(string) string // the path in the PDF's language, or nil
}

// newLinkTargets answers the link targets of a PDF of the site at baseURL ("" or a bad
// one: links of the site lead nowhere), its paths put into the PDF's language by local.
func newLinkTargets(baseURL string, local func(string) string) linkTargets {
	base, err := url.Parse(baseURL)
	if err != nil || base.Host == "" {
		return linkTargets{}
	}
	return linkTargets{base: base, local: local}
}

// target answers where link leads from a PDF: a page of the site (/terms, /#contact)
// under the site's base URL, another site, mailto: and tel: as they are; "" for none, a
// section of the page the text is on ("#top"), which a PDF is not, among them.
func (l linkTargets) target(link *richtext.Link) string {
	if link == nil {
		return ""
	}
	href := strings.TrimSpace(link.Href)
	lower := strings.ToLower(href)
	switch {
	case strings.HasPrefix(href, "/") && !strings.HasPrefix(href, "//"):
		ref, err := url.Parse(href)
		if l.base == nil || err != nil {
			return ""
		}
		if l.local != nil {
			ref.Path, ref.RawPath = l.local(ref.Path), ""
		}
		return l.base.ResolveReference(ref).String()
	case strings.HasPrefix(lower, "https://"), strings.HasPrefix(lower, "http://"),
		strings.HasPrefix(lower, "mailto:"), strings.HasPrefix(lower, "tel:"):
		return href
	}
	return ""
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
