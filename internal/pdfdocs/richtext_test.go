package pdfdocs_test

import (
	"bytes"
	"encoding/json"
	"slices"
	"strings"
	"testing"

	"github.com/qrs-site/qrs/internal/pdfdocs"
	"github.com/qrs-site/qrs/internal/testutil"
)

// richPolicy is a policy whose texts are rich: a paragraph with a bold word and a link to
// the terms, one with an e-mail link made from a site slot and a link to a section of the
// page, and a point with a numbered list in italic and bold.
const richPolicy = `{"title": "Privacy Policy", "updated": "2025-06-01",
  "intro": [{"type":"doc","content":[{"type":"paragraph","content":[
    {"type":"text","text":"Read the "},
    {"type":"text","text":"GDPR","marks":[{"type":"bold"}]},
    {"type":"text","text":" notes and "},
    {"type":"text","text":"our terms","marks":[{"type":"link","attrs":{"href":"/terms"}}]},
    {"type":"text","text":"."}]}]}],
  "sections": [{"heading": "Contact", "paragraphs": [
    {"type":"doc","content":[{"type":"paragraph","content":[
      {"type":"text","text":"Write to "},
      {"type":"text","text":"{company.name}","marks":[{"type":"link","attrs":{"href":"mailto:{contact.email}"}}]},
      {"type":"text","text":" or see "},
      {"type":"text","text":"the top","marks":[{"type":"link","attrs":{"href":"#top"}}]}]}]},
    "A plain paragraph, printed as before."],
    "points": [{"type":"doc","content":[
      {"type":"paragraph","content":[{"type":"text","text":"Your rights:"}]},
      {"type":"orderedList","content":[
        {"type":"listItem","content":[{"type":"paragraph","content":[{"type":"text","text":"access","marks":[{"type":"italic"},{"type":"bold"}]}]}]},
        {"type":"listItem","content":[{"type":"paragraph","content":[{"type":"text","text":"erasure"}]}]}]}]}]}]}`

const richSite = `{"company": {"name": "QRS AG", "shortName": "QRS"}, "contact": {"email": "info@qrs.example"},
  "ui": {"policyUpdated": "Last updated: {date}"}}`

func renderRich(t *testing.T, baseURL string) []byte {
	t.Helper()
	doc, err := pdfdocs.PolicyPDF([]byte(richPolicy), []byte(richSite), "en")
	if err != nil {
		t.Fatal(err)
	}
	doc.BaseURL = baseURL
	pdf, err := pdfdocs.Render(doc)
	if err != nil {
		t.Fatal(err)
	}
	return pdf
}

func TestARichPolicyPrintsItsMarksListsAndClickableLinks(t *testing.T) {
	t.Parallel()
	pdf := renderRich(t, "https://qrs.example")
	// A link of the site leads to the site; an e-mail link as it is, its slot filled; a
	// section of a page leads nowhere from a PDF.
	for _, want := range []string{"/URI (https://qrs.example/terms)", "/URI (mailto:info@qrs.example)"} {
		if !bytes.Contains(pdf, []byte(want)) {
			t.Errorf("the PDF lacks the link %s", want)
		}
	}
	if n := bytes.Count(pdf, []byte("/S /URI")); n != 2 {
		t.Errorf("the PDF has %d links, want 2", n)
	}
	// Bold and italic together print in their font.
	if !bytes.Contains(pdf, []byte("/BaseFont /Helvetica-BoldOblique")) {
		t.Error("the bold italic word is not printed in bold italic")
	}
	lines := testutil.PDFText(t, pdf)
	text := collapse(strings.Join(lines, " "))
	for _, want := range []string{"Read the", "GDPR", "notes and", "our terms", "Write to", "QRS AG", "the top",
		"A plain paragraph, printed as before.", "Your rights:", "1.", "access", "2.", "erasure"} {
		if !strings.Contains(text, want) {
			t.Errorf("the PDF lacks %q: %s", want, text)
		}
	}
	// A bold word and a link are texts of their own (in their own font); the marks are
	// never printed as characters.
	for _, own := range []string{"GDPR", "our terms", "access"} {
		if !slices.Contains(lines, own) {
			t.Errorf("%q is not printed on its own: %q", own, lines)
		}
	}
	if strings.Contains(text, `"type"`) || strings.Contains(text, "listItem") || strings.Contains(text, "{company.name}") {
		t.Errorf("the PDF prints the stored form: %s", text)
	}
}

func TestWithoutTheSitesAddressALinkOfTheSiteIsPrintedAsText(t *testing.T) {
	t.Parallel()
	pdf := renderRich(t, "")
	if bytes.Contains(pdf, []byte("/URI (/terms)")) {
		t.Error("a link of the site leads to a bare path")
	}
	if !bytes.Contains(pdf, []byte("/URI (mailto:info@qrs.example)")) {
		t.Error("the e-mail link is lost")
	}
	if n := bytes.Count(pdf, []byte("/S /URI")); n != 1 {
		t.Errorf("the PDF has %d links, want the e-mail's alone", n)
	}
}

func TestAPolicyOfPlainStringsPrintsTheSameBytesAsTheSameTextInOneParagraphDocument(t *testing.T) {
	t.Parallel()
	docs := defaults(t)
	var policy map[string]any
	if err := json.Unmarshal(docs["privacy"], &policy); err != nil {
		t.Fatal(err)
	}
	policy["intro"] = []any{"One plain paragraph, justified as before."}
	plain, _ := json.Marshal(policy)
	policy["intro"] = []any{map[string]any{"type": "doc", "content": []any{map[string]any{"type": "paragraph",
		"content": []any{map[string]any{"type": "text", "text": "One plain paragraph, "}, map[string]any{"type": "text", "text": "justified as before."}}}}}}
	rich, _ := json.Marshal(policy)
	render := func(body []byte) []byte {
		doc, err := pdfdocs.PolicyPDF(body, docs["site"], "en")
		if err != nil {
			t.Fatal(err)
		}
		out, err := pdfdocs.Render(doc)
		if err != nil {
			t.Fatal(err)
		}
		return out
	}
	if !bytes.Equal(render(plain), render(rich)) {
		t.Error("a document of one unmarked paragraph prints otherwise than its string")
	}
}
