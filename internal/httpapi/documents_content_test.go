package httpapi

import (
	"net/http"
	"strings"
	"testing"

	"github.com/qrs-site/qrs/internal/pdfdocs"
	qrssite "github.com/qrs-site/qrs/internal/site"
	"github.com/qrs-site/qrs/internal/testutil"
)

// pdfText answers the text of the PDF served at path as one string, white space collapsed.
func pdfText(t *testing.T, site *testSite, path string, headers ...string) (string, *http.Response) {
	t.Helper()
	res := site.do("GET", path, "", nil, headers...)
	body := expectStatus(t, res, http.StatusOK)
	return strings.Join(strings.Fields(strings.Join(testutil.PDFText(t, []byte(body)), " ")), " "), res
}

func TestAPolicyEditShowsInItsPDFAtOnce(t *testing.T) {
	t.Parallel()
	site := newSite(t, nil)
	before, res := pdfText(t, site, "/legal/privacy-policy.pdf")
	if !strings.Contains(before, "Controller") {
		t.Fatalf("the privacy policy PDF lacks its first heading: %.300s", before)
	}
	if res.Header.Get("Cache-Control") != "no-cache" || res.Header.Get("ETag") == "" {
		t.Fatalf("Cache-Control %q, ETag %q: an edit would not reach browsers", res.Header.Get("Cache-Control"), res.Header.Get("ETag"))
	}
	etag := res.Header.Get("ETag")
	expectStatus(t, site.do("GET", "/legal/privacy-policy.pdf", "", nil, "If-None-Match", etag), http.StatusNotModified)

	edited := privacyWith(t, "Who is responsible for your data")
	section := edited["sections"].([]any)[0].(map[string]any)
	section["paragraphs"] = []string{"QRS Quantum Resonance AG in Vaduz (edited) answers for your data."}
	edited["updated"] = "2026-03-05"
	expectStatus(t, site.admin("PUT", "/api/content/privacy", edited), http.StatusOK)

	after, res := pdfText(t, site, "/legal/privacy-policy.pdf", "If-None-Match", etag)
	for _, want := range []string{"1. Who is responsible for your data", "QRS Quantum Resonance AG in Vaduz (edited) answers for your data.",
		"Last updated: March 5, 2026"} {
		if !strings.Contains(after, want) {
			t.Errorf("after the edit the privacy policy PDF lacks %q", want)
		}
	}
	if strings.Contains(after, "1. Controller") {
		t.Error("after the edit the privacy policy PDF still has the old heading")
	}
	if res.Header.Get("ETag") == etag {
		t.Error("the edited PDF has the old ETag")
	}
	if terms, _ := pdfText(t, site, "/legal/terms-of-service.pdf"); strings.Contains(terms, "Who is responsible") {
		t.Error("the terms took the privacy policy's edit")
	}
}

func TestAResearchEditShowsInTheResearchPaper(t *testing.T) {
	t.Parallel()
	site := newSite(t, nil)
	research := defaultDocument(t, "research")
	patents := research["patents"].(map[string]any)["items"].([]any)
	patents[0].(map[string]any)["title"] = "Pulse signal within the biological window (as granted)"
	research["paper"].(map[string]any)["subtitle"] = "Complete research paper, second edition"
	expectStatus(t, site.admin("PUT", "/api/content/research", research), http.StatusOK)
	home := defaultDocument(t, "home")
	results := home["clinicalStudy"].(map[string]any)["results"].([]any)
	results[0].(map[string]any)["condition"] = "Restless sleep"
	expectStatus(t, site.admin("PUT", "/api/content/home", home), http.StatusOK)

	text, _ := pdfText(t, site, "/api/research-paper")
	for _, want := range []string{"Pulse signal within the biological window (as granted)", "Complete research paper, second edition", "Restless sleep"} {
		if !strings.Contains(text, pdfdocs.PrintedText(want)) {
			t.Errorf("the research paper lacks %q after the edit", want)
		}
	}
}

func TestEveryLegalLinkOfTheLegalPageOpensThePDFOfThatTitle(t *testing.T) {
	t.Parallel()
	site := newSite(t, nil)
	legal := decodeAs[struct {
		Documents struct {
			Items []struct{ Title, Href string }
		}
	}](t, site.do("GET", "/api/content/legal", "", nil), http.StatusOK)
	if len(legal.Documents.Items) != len(pdfdocs.LegalFiles) {
		t.Fatalf("the legal page links %d documents, the server makes %d", len(legal.Documents.Items), len(pdfdocs.LegalFiles))
	}
	for _, item := range legal.Documents.Items {
		res := site.do("GET", item.Href, "", nil)
		lines := testutil.PDFText(t, []byte(expectStatus(t, res, http.StatusOK)))
		if len(lines) == 0 || lines[0] != item.Title {
			t.Errorf("%s, linked as %q, opens a PDF titled %q", item.Href, item.Title, lines[:min(1, len(lines))])
		}
	}
}

func TestAPDFIsMadeAgainOnlyWhenOneOfItsDocumentsChanges(t *testing.T) {
	t.Parallel()
	site := newSite(t, nil)
	made := func() []byte {
		t.Helper()
		m, err := site.deps.site.PDFs().Get(t.Context(), qrssite.ResearchPaper)
		if err != nil {
			t.Fatal(err)
		}
		return m.Body
	}
	first := made()
	site.seed() // records, no content
	if again := made(); &again[0] != &first[0] {
		t.Fatal("a write of records made the research paper again")
	}
	expectStatus(t, site.admin("PUT", "/api/content/site", defaultDocument(t, "site")), http.StatusOK)
	if again := made(); &again[0] == &first[0] {
		t.Fatal("a new version of the site document did not make the research paper again")
	}
}

// The company's details are written once, in the site settings: a new address there shows
// on the privacy page and in its PDF together, and the old one is gone from both.
func TestACompanyAddressChangeShowsOnThePolicyPageAndInItsPDF(t *testing.T) {
	t.Parallel()
	site := newSite(t, nil)
	settings := defaultDocument(t, "site")
	company := settings["company"].(map[string]any)
	oldStreet := company["street"].(string)
	company["street"] = "Äulestrasse 56"
	company["name"] = "QRS Therapy Systems AG"
	expectStatus(t, site.admin("PUT", "/api/content/site", settings), http.StatusOK)

	page := visible(readBody(t, site.do("GET", "/privacy", "", nil)))
	pdf, _ := pdfText(t, site, "/legal/privacy-policy.pdf")
	for name, text := range map[string]string{"/privacy": page, "privacy-policy.pdf": pdf} {
		if !strings.Contains(text, "QRS Therapy Systems AG, Äulestrasse 56") || strings.Contains(text, oldStreet) || strings.Contains(text, "{company.") {
			t.Errorf("%s does not name the new address alone:\n%.600s", name, text)
		}
	}
	terms, _ := pdfText(t, site, "/legal/terms-of-service.pdf")
	if !strings.Contains(terms, "Äulestrasse 56") {
		t.Errorf("the terms PDF keeps the old address")
	}
}
