package pdfdocs_test

import (
	"bytes"
	"encoding/json"
	"strings"
	"testing"
	"time"

	"github.com/qrs-site/qrs/internal/content"
	"github.com/qrs-site/qrs/internal/contentschema"
	"github.com/qrs-site/qrs/internal/pdfdocs"
	"github.com/qrs-site/qrs/internal/richtext"
	"github.com/qrs-site/qrs/internal/testutil"
)

// defaults answers the binary's default content documents.
func defaults(t *testing.T) map[string]json.RawMessage {
	t.Helper()
	model, err := contentschema.Embedded()
	if err != nil {
		t.Fatal(err)
	}
	return model.Defaults()
}

// printed answers the text a rendered document shows as one string, its footers left out,
// read line by line as a reader sees it (a linked word beside the words around it, without
// a space put between), with white space collapsed as line breaks place it anywhere.
func printed(t *testing.T, doc pdfdocs.Document) string {
	t.Helper()
	pdf, err := pdfdocs.Render(doc)
	if err != nil {
		t.Fatal(err)
	}
	var kept []string
	for _, line := range testutil.PDFLines(t, pdf) {
		if !strings.HasPrefix(line, doc.Author+" - "+doc.Title+" - ") {
			kept = append(kept, line)
		}
	}
	return collapse(strings.Join(kept, " "))
}

// plainTexts answers the plain text of each of texts.
func plainTexts(texts []richtext.Text) []string {
	out := make([]string, len(texts))
	for i, t := range texts {
		out[i] = t.PlainText()
	}
	return out
}

func collapse(s string) string { return strings.Join(strings.Fields(s), " ") }

// expectPrinted fails for every text of want the PDF text does not hold.
func expectPrinted(t *testing.T, name, text string, want ...string) {
	t.Helper()
	for _, w := range want {
		if !strings.Contains(text, collapse(pdfdocs.PrintedText(w))) {
			t.Errorf("%s lacks %q", name, w)
		}
	}
}

func TestSiteSlotsNameTheCompanyAsTheSiteSettingsDo(t *testing.T) {
	t.Parallel()
	site := map[string]any{"company": map[string]any{"name": "QRS AG", "founded": 1996.0}, "contact": map[string]any{"phone": "+423 1"}}
	got := content.FillSiteSlots("{company.name} ({company.founded}), {contact.phone}; {company.missing} {company} {date}", site)
	if want := "QRS AG (1996), +423 1; {company.missing} {company} {date}"; got != want {
		t.Fatalf("filled %q, want %q", got, want)
	}
	// No legal text of the defaults keeps a slot the site document cannot fill.
	docs := defaults(t)
	for _, f := range pdfdocs.LegalFiles {
		doc, err := pdfdocs.PolicyPDF(docs[f.Key], docs["site"], "en")
		if err != nil {
			t.Fatal(err)
		}
		if text := printed(t, doc); strings.Contains(text, "{company.") || strings.Contains(text, "{contact.") {
			t.Errorf("%s keeps an unfilled slot", f.Name)
		}
	}
}

func TestEveryLegalPDFPrintsEveryHeadingAndParagraphOfItsPolicy(t *testing.T) {
	t.Parallel()
	docs := defaults(t)
	for _, f := range pdfdocs.LegalFiles {
		var stored pdfdocs.Policy
		if err := json.Unmarshal(shown(t, docs[f.Key], docs["site"], "en"), &stored); err != nil {
			t.Fatal(err)
		}
		// The texts as the page shows them: with the facts and the company's details filled in.
		policy, err := stored.Filled(docs["site"])
		if err != nil {
			t.Fatal(err)
		}
		doc, err := pdfdocs.PolicyPDF(docs[f.Key], docs["site"], "en")
		if err != nil {
			t.Fatal(err)
		}
		text := printed(t, doc)
		day, _ := time.Parse(time.DateOnly, policy.Updated)
		expectPrinted(t, f.Name, text, policy.Title, "Last updated: "+day.Format("January 2, 2006"))
		expectPrinted(t, f.Name, text, plainTexts(policy.Intro)...)
		for _, s := range policy.Sections {
			expectPrinted(t, f.Name, text, s.Heading)
			expectPrinted(t, f.Name, text, plainTexts(s.Paragraphs)...)
			expectPrinted(t, f.Name, text, plainTexts(s.Points)...)
		}
	}
}

func TestTheResearchPaperPrintsItsDocumentAndTheFiguresItsPagesShow(t *testing.T) {
	t.Parallel()
	docs := defaults(t)
	doc, fileName, err := pdfdocs.ResearchPaperPDF(docs["research"], docs["home"], docs["site"], time.Date(2025, 3, 5, 10, 0, 0, 0, time.UTC), "en")
	if err != nil {
		t.Fatal(err)
	}
	if fileName != "QRS-Research-Paper.pdf" {
		t.Fatalf("file name %q", fileName)
	}
	text := printed(t, doc)
	var research struct {
		Patents struct {
			Items []struct{ Number, Title string }
		}
		IonStudy struct {
			Rows []struct{ Ion, Treated, Control, Difference string }
		}
		Paper struct {
			Title, Subtitle string
			Sections        []struct {
				Heading            string
				Paragraphs, Points []string
			}
		}
	}
	var home struct {
		Technology struct {
			Background struct {
				FieldFacts []struct{ Value, Label, Note string }
			}
		}
		ClinicalStudy struct {
			Stats   []struct{ Value, Label string }
			Results []struct{ Condition string }
		}
	}
	// The documents as their pages show them: their texts name facts by site slots.
	if err := json.Unmarshal(shown(t, docs["research"], docs["site"], "en"), &research); err != nil {
		t.Fatal(err)
	}
	if err := json.Unmarshal(shown(t, docs["home"], docs["site"], "en"), &home); err != nil {
		t.Fatal(err)
	}
	expectPrinted(t, "research paper", text, research.Paper.Title, research.Paper.Subtitle, "Last updated: March 5, 2025")
	expectPrinted(t, "research paper", text, "133 patients", "EP 0594 655 B1", "+18.2%", "an efficiency of 22.5 times")
	if strings.Contains(text, "{facts.") {
		t.Error("the research paper keeps an unfilled slot")
	}
	for _, s := range research.Paper.Sections {
		expectPrinted(t, "research paper", text, s.Heading)
		expectPrinted(t, "research paper", text, s.Paragraphs...)
		expectPrinted(t, "research paper", text, s.Points...)
	}
	for _, p := range research.Patents.Items {
		expectPrinted(t, "research paper", text, p.Number, p.Title)
	}
	for _, r := range research.IonStudy.Rows {
		expectPrinted(t, "research paper", text, r.Ion, r.Treated, r.Control, r.Difference)
	}
	for _, f := range home.Technology.Background.FieldFacts {
		expectPrinted(t, "research paper", text, f.Label, f.Value, f.Note)
	}
	for _, s := range home.ClinicalStudy.Stats {
		expectPrinted(t, "research paper", text, s.Label, s.Value)
	}
	for _, r := range home.ClinicalStudy.Results {
		expectPrinted(t, "research paper", text, r.Condition)
	}
}

// shown answers a content document with its site slots filled in the language of locale, as
// its page shows it.
func shown(t *testing.T, doc, site json.RawMessage, locale string) []byte {
	t.Helper()
	var values map[string]any
	if err := json.Unmarshal(site, &values); err != nil {
		t.Fatal(err)
	}
	filled, err := content.FillDocumentSiteSlots(doc, values, locale)
	if err != nil {
		t.Fatal(err)
	}
	return filled
}

func TestAGermanPDFStatesTheFactsOfTheEnglishSiteDocumentAsGermanWritesThem(t *testing.T) {
	t.Parallel()
	model, err := contentschema.Embedded()
	if err != nil {
		t.Fatal(err)
	}
	seeds := model.Seeds()
	en, de := seeds["en"], seeds["de"]
	// The German site document holds no facts: the server answers it with the English one's.
	site, err := content.ShareFacts(de["site"], en["site"])
	if err != nil {
		t.Fatal(err)
	}
	paper, _, err := pdfdocs.ResearchPaperPDF(de["research"], de["home"], site, time.Date(2025, 3, 5, 10, 0, 0, 0, time.UTC), "de")
	if err != nil {
		t.Fatal(err)
	}
	text := printed(t, paper)
	expectPrinted(t, "German research paper", text, "133 Patienten", "448 Berichte", "EP 0594 655 B1", "DE 4122718", "+18,2 %", "+0,8 %", "22,5-fache")
	sale, err := pdfdocs.PolicyPDF(de["token-sale-agreement"], site, "de")
	if err != nil {
		t.Fatal(err)
	}
	saleText := printed(t, sale)
	expectPrinted(t, "German token sale agreement", saleText, "50’000’000 Coins", "öffentlicher Verkauf 40’000’000", "Liquiditätsreserve 1’000’000")
	for name, text := range map[string]string{"research paper": text, "token sale agreement": saleText} {
		if strings.Contains(text, "{facts.") {
			t.Errorf("the German %s keeps an unfilled slot", name)
		}
	}
	english, err := pdfdocs.PolicyPDF(en["token-sale-agreement"], en["site"], "en")
	if err != nil {
		t.Fatal(err)
	}
	expectPrinted(t, "token sale agreement", printed(t, english), "50,000,000 coins", "public sale 40,000,000")
}

func TestTheResearchPaperIsDatedByItsDocumentWhenItNamesADay(t *testing.T) {
	t.Parallel()
	docs := defaults(t)
	var research map[string]any
	if err := json.Unmarshal(docs["research"], &research); err != nil {
		t.Fatal(err)
	}
	research["paper"].(map[string]any)["updated"] = "2024-11-30"
	body, _ := json.Marshal(research)
	doc, _, err := pdfdocs.ResearchPaperPDF(body, docs["home"], docs["site"], time.Now(), "en")
	if err != nil {
		t.Fatal(err)
	}
	expectPrinted(t, "research paper", printed(t, doc), "Last updated: November 30, 2024")
}

func TestAPolicyEditChangesItsPDFAndTheSameDocumentGivesTheSameBytes(t *testing.T) {
	t.Parallel()
	docs := defaults(t)
	render := func(policyJSON []byte) []byte {
		doc, err := pdfdocs.PolicyPDF(policyJSON, docs["site"], "en")
		if err != nil {
			t.Fatal(err)
		}
		pdf, err := pdfdocs.Render(doc)
		if err != nil {
			t.Fatal(err)
		}
		return pdf
	}
	first, again := render(docs["privacy"]), render(docs["privacy"])
	if !bytes.Equal(first, again) {
		t.Fatal("the same document rendered to different bytes")
	}
	var policy map[string]any
	if err := json.Unmarshal(docs["privacy"], &policy); err != nil {
		t.Fatal(err)
	}
	policy["updated"] = "2026-02-01"
	policy["intro"] = []string{"A new introduction (with brackets) and a back\\slash."}
	edited, _ := json.Marshal(policy)
	doc, _ := pdfdocs.PolicyPDF(edited, docs["site"], "en")
	text := printed(t, doc)
	expectPrinted(t, "edited privacy policy", text, "Last updated: February 1, 2026", "A new introduction (with brackets) and a back\\slash.")
	if bytes.Equal(render(edited), first) {
		t.Fatal("an edited policy rendered to the same bytes")
	}
}

func TestCharactersTheFontsLackPrintAsTheirStandIns(t *testing.T) {
	t.Parallel()
	for in, want := range map[string]string{
		"Sodium (Na⁺)": "Sodium (Na+)", "Calcium (Ca²⁺)": "Calcium (Ca²+)", "40 µT – 50 µT": "40 µT – 50 µT",
		"CO₂ ≥ 5": "CO2 >= 5", "Earth’s “field”": "Earth’s “field”", "日本": "??",
	} {
		if got := pdfdocs.PrintedText(in); got != want {
			t.Errorf("PrintedText(%q) = %q, want %q", in, got, want)
		}
	}
	doc := pdfdocs.Document{Title: "Ions", Author: "QRS", Sections: []pdfdocs.Section{{Heading: "Calcium (Ca²⁺)",
		Table: &pdfdocs.Table{Header: []string{"Ion", "Change"}, Widths: []float64{1, 1}, Rows: [][]string{{"Sodium (Na⁺)", "+18.2%"}}}}}}
	expectPrinted(t, "table", printed(t, doc), "Calcium (Ca²⁺)", "Sodium (Na⁺)", "+18.2%")
}
