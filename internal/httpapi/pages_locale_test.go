package httpapi

import (
	"encoding/json"
	"net/http"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/qrs-site/qrs/internal/contentschema"
)

// germanDefault answers the German default content document of key as a JSON value.
func germanDefault(t *testing.T, key string) map[string]any {
	t.Helper()
	model, err := contentschema.Embedded()
	if err != nil {
		t.Fatal(err)
	}
	var doc map[string]any
	if err := json.Unmarshal(model.Seeds()["de"][key], &doc); err != nil {
		t.Fatal(err)
	}
	return doc
}

// textOf is the text a page shows (tags dropped, entities kept), for searching it.
func textOf(page string) string {
	if at := strings.Index(page, `<div id="root"`); at >= 0 {
		page = page[at:]
	}
	return regexp.MustCompile(`<[^>]+>`).ReplaceAllString(page, " ")
}

func TestGermanPagesAreServedAtTheirGermanAddresses(t *testing.T) {
	t.Parallel()
	site := newSite(t, func(d *Deps) { d.BaseURL = "https://qrs.example" })
	research := germanDefault(t, "research")
	heading := research["hero"].(map[string]any)["title"].(string)
	seoDE := research["seo"].(map[string]any)

	page := expectStatus(t, site.do("GET", "/de/forschung", "", nil), http.StatusOK)
	for _, want := range []string{
		`<html lang="de"`,
		heading,
		`<title>` + htmlEscape(seoDE["title"].(string)) + `</title>`,
		`<link rel="canonical" href="https://qrs.example/de/forschung">`,
		`<link rel="alternate" hreflang="en" href="https://qrs.example/research">`,
		`<link rel="alternate" hreflang="de" href="https://qrs.example/de/forschung">`,
		`<link rel="alternate" hreflang="x-default" href="https://qrs.example/research">`,
		`<meta property="og:locale" content="de_CH">`,
		`<meta property="og:locale:alternate" content="en_US">`,
		`"inLanguage":"de"`,
		`"/api/content/research?locale=de":`,
	} {
		if !strings.Contains(page, want) {
			t.Errorf("/de/forschung lacks %s", want)
		}
	}
	if strings.Contains(page, `"/api/content/research":`) || strings.Contains(page, "noindex") {
		t.Error("/de/forschung carries the English document or asks not to be indexed")
	}
	// The page's links lead on in German; the switcher leads to the English page.
	for _, want := range []string{`href="/de/forschungsarbeiten"`, `href="/de#contact"`, `href="/research" hrefLang="en"`} {
		if !strings.Contains(page, want) {
			t.Errorf("/de/forschung lacks the link %s", want)
		}
	}

	english := expectStatus(t, site.do("GET", "/research", "", nil), http.StatusOK)
	if !strings.Contains(english, `<html lang="en"`) || strings.Contains(english, heading) ||
		!strings.Contains(english, `<link rel="alternate" hreflang="de" href="https://qrs.example/de/forschung">`) ||
		!strings.Contains(english, `<meta property="og:locale" content="en_US">`) || !strings.Contains(english, `href="/de/forschung" hrefLang="de"`) {
		t.Error("/research is not the English page with its German alternate and switcher link")
	}

	if again := expectStatus(t, site.do("GET", "/de/forschung/index.html", "", nil), http.StatusOK); !strings.Contains(again, heading) {
		t.Error("/de/forschung/index.html is not the German research page, as a static host of the site package would answer")
	}
	home := expectStatus(t, site.do("GET", "/de", "", nil), http.StatusOK)
	if !strings.Contains(home, `<html lang="de"`) || !strings.Contains(textOf(home), "Kontaktieren Sie uns") {
		t.Error("/de is not the German home page")
	}

	// The route's own segment leads to the German address; an unknown path is the German not-found page.
	res := site.do("GET", "/de/research", "", nil)
	res.Body.Close()
	if res.StatusCode != http.StatusMovedPermanently || res.Header.Get("Location") != "/de/forschung" {
		t.Errorf("/de/research = %d to %q", res.StatusCode, res.Header.Get("Location"))
	}
	missing := expectStatus(t, site.do("GET", "/de/gibt-es-nicht", "", nil), http.StatusNotFound)
	notFound := germanDefault(t, "not-found")
	if !strings.Contains(missing, `<html lang="de"`) || !strings.Contains(textOf(missing), notFound["heading"].(string)) {
		t.Error("an unknown German path is not the German not-found page")
	}
}

func TestEveryHreflangLinkOfTheSitemapIsReciprocal(t *testing.T) {
	t.Parallel()
	site := newSite(t, func(d *Deps) { d.BaseURL = "https://qrs.example" })
	// One page taken out of German, so the walk meets a page in one language too.
	expectStatus(t, site.admin("DELETE", "/api/content/gallery?locale=de", nil), http.StatusNoContent)
	sitemap := expectStatus(t, site.do("GET", "/sitemap.xml", "", nil), http.StatusOK)

	type alternates map[string]string // hreflang → URL
	entryRe := regexp.MustCompile(`<url><loc>([^<]*)</loc>(.*?)</url>`)
	linkRe := regexp.MustCompile(`<xhtml:link rel="alternate" hreflang="([^"]*)" href="([^"]*)"/>`)
	headRe := regexp.MustCompile(`<link rel="alternate" hreflang="([^"]*)" href="([^"]*)">`)
	inSitemap := map[string]alternates{}
	for _, m := range entryRe.FindAllStringSubmatch(sitemap, -1) {
		alts := alternates{}
		for _, l := range linkRe.FindAllStringSubmatch(m[2], -1) {
			alts[l[1]] = l[2]
		}
		inSitemap[m[1]] = alts
	}
	if len(inSitemap) != 27 {
		t.Fatalf("the sitemap lists %d pages, want 14 in English and 13 in German", len(inSitemap))
	}
	onPage := map[string]alternates{}
	for url := range inSitemap {
		page := expectStatus(t, site.do("GET", strings.TrimPrefix(url, "https://qrs.example"), "", nil), http.StatusOK)
		alts := alternates{}
		for _, l := range headRe.FindAllStringSubmatch(page, -1) {
			alts[l[1]] = l[2]
		}
		onPage[url] = alts
		if !strings.Contains(page, `<link rel="canonical" href="`+url+`">`) {
			t.Errorf("%s is not its own canonical", url)
		}
	}
	for url, alts := range inSitemap {
		if !mapsEqual(alts, onPage[url]) {
			t.Errorf("%s: the sitemap gives %v, the page %v", url, alts, onPage[url])
		}
		if len(alts) == 0 {
			continue
		}
		if alts["x-default"] == "" || !slices.Contains(mapValues(alts), url) {
			t.Errorf("%s: alternates %v lack the x-default or the page itself", url, alts)
		}
		for lang, other := range alts {
			if lang == "x-default" {
				continue
			}
			back, listed := inSitemap[other]
			if !listed {
				t.Errorf("%s names %s (%s), which the sitemap does not list", url, other, lang)
				continue
			}
			if !mapsEqual(back, alts) {
				t.Errorf("%s names %s, whose alternates %v differ from %v: not reciprocal", url, other, back, alts)
			}
		}
	}
	if alts := inSitemap["https://qrs.example/gallery"]; len(alts) != 0 {
		t.Errorf("/gallery, in English alone now, still has alternates %v", alts)
	}
}

func mapsEqual(a, b map[string]string) bool {
	if len(a) != len(b) {
		return false
	}
	for k, v := range a {
		if b[k] != v {
			return false
		}
	}
	return true
}

func mapValues(m map[string]string) []string {
	var out []string
	for _, v := range m {
		out = append(out, v)
	}
	return out
}

// A page whose German version is not published is answered in English under /de/, said so
// in German, and kept out of German search results; publishing German brings it back.
func TestAnUntranslatedPageShowsEnglishWithAGermanNoticeAndIsNotListed(t *testing.T) {
	t.Parallel()
	site := newSite(t, func(d *Deps) { d.BaseURL = "https://qrs.example" })
	expectStatus(t, site.admin("DELETE", "/api/content/team?locale=de", nil), http.StatusNoContent)
	english := defaultDocument(t, "team")
	englishHeading := english["hero"].(map[string]any)["title"].(string)

	page := expectStatus(t, site.do("GET", "/de/team", "", nil), http.StatusOK)
	for _, want := range []string{
		`<html lang="de"`,
		"Diese Seite gibt es noch nicht auf Deutsch. Sie lesen die englische Fassung.",
		`<main id="main" tabindex="-1" lang="en"`,
		englishHeading,
		`<link rel="canonical" href="https://qrs.example/team">`,
		`<meta name="robots" content="noindex">`,
		`"inLanguage":"en"`,
		`"/api/content/team":`,
		"Zum Inhalt springen", // the header and footer stay German
	} {
		if !strings.Contains(page, want) {
			t.Errorf("/de/team lacks %s", want)
		}
	}
	if strings.Contains(page, "hreflang=\"de\" href") || strings.Contains(page, `"/api/content/team?locale=de"`) {
		t.Error("/de/team names a German version it does not have")
	}
	if en := expectStatus(t, site.do("GET", "/team", "", nil), http.StatusOK); strings.Contains(en, `hreflang="de" href`) {
		t.Error("/team names a German version that is not published")
	}
	if sitemap := expectStatus(t, site.do("GET", "/sitemap.xml", "", nil), http.StatusOK); strings.Contains(sitemap, "/de/team") {
		t.Error("the sitemap lists the untranslated /de/team")
	}
	langs := decodeAs[struct {
		Languages []struct {
			Code         string            `json:"code"`
			Pages        map[string]string `json:"pages"`
			Untranslated []string          `json:"untranslated"`
		} `json:"languages"`
	}](t, site.do("GET", "/api/languages", "", nil), http.StatusOK)
	if de := langs.Languages[1]; de.Code != "de" || !slices.Equal(de.Untranslated, []string{"/team"}) || de.Pages["/team"] != "/de/team" {
		t.Errorf("/api/languages says of German %+v", de)
	}
	// The English page is in one language now: no hreflang set, no German link in the switcher.
	// Publishing German puts the page back.
	expectStatus(t, site.admin("PUT", "/api/content/team?locale=de", germanDefault(t, "team")), http.StatusOK)
	page = expectStatus(t, site.do("GET", "/de/team", "", nil), http.StatusOK)
	if strings.Contains(page, "Diese Seite gibt es noch nicht auf Deutsch") || strings.Contains(page, "noindex") ||
		!strings.Contains(page, `<link rel="canonical" href="https://qrs.example/de/team">`) {
		t.Error("/de/team, published in German again, still shows the English page's marks")
	}
	// The default language's text cannot be withdrawn.
	expectStatus(t, site.admin("DELETE", "/api/content/team", nil), http.StatusBadRequest)
}

func htmlEscape(s string) string {
	return strings.NewReplacer("&", "&amp;", "<", "&lt;", ">", "&gt;", `"`, "&#34;", "'", "&#39;").Replace(s)
}

// The PDFs made from the content exist per language: the German ones from the German
// documents, dated in German; one whose German document is withdrawn is the English one.
func TestThePDFsExistInGerman(t *testing.T) {
	t.Parallel()
	site := newSite(t, nil)
	privacy := germanDefault(t, "privacy")
	title := privacy["title"].(string)
	german, _ := pdfText(t, site, "/de/legal/privacy-policy.pdf")
	if !strings.Contains(german, title) || !strings.Contains(german, "Stand:") {
		t.Fatalf("the German privacy policy PDF lacks its title %q or German dateline: %.300s", title, german)
	}
	if english, _ := pdfText(t, site, "/legal/privacy-policy.pdf"); strings.Contains(english, title) {
		t.Fatal("the English privacy policy PDF is German")
	}
	paper, _ := pdfText(t, site, "/de/api/research-paper")
	if !strings.Contains(paper, germanDefault(t, "research")["paper"].(map[string]any)["title"].(string)) {
		t.Fatalf("the German research paper is not German: %.300s", paper)
	}
	// The German legal page links to its German PDFs.
	if page := readBody(t, site.do("GET", "/de/rechtliches", "", nil)); !strings.Contains(page, `href="/de/legal/privacy-policy.pdf"`) {
		t.Error("the German legal page does not link to the German privacy policy PDF")
	}
	expectStatus(t, site.admin("DELETE", "/api/content/privacy?locale=de", nil), http.StatusNoContent)
	if now, _ := pdfText(t, site, "/de/legal/privacy-policy.pdf"); strings.Contains(now, title) || !strings.Contains(now, "Last updated") {
		t.Error("with its German document withdrawn, the German privacy policy PDF is not the English one")
	}
}

// A German draft is seen in the German page's preview only, its links leading on through the
// German previews; the English page and its preview keep the English text.
func TestAGermanDraftIsSeenInTheGermanPreviewOnly(t *testing.T) {
	t.Parallel()
	site := newSite(t, nil)
	draft := germanDefault(t, "research")
	draft["hero"].(map[string]any)["title"] = "Forschung im Entwurf"
	shown := decodeAs[struct {
		Pages []string `json:"pages"`
		PDFs  []string `json:"pdfs"`
	}](t, site.admin("GET", "/api/content/research/draft?locale=de", nil), http.StatusOK)
	if !slices.Equal(shown.Pages, []string{"/de", "/de/forschung"}) || !slices.Equal(shown.PDFs, []string{"/de/api/research-paper"}) {
		t.Errorf("the German research document is shown on %v and %v, want its German addresses", shown.Pages, shown.PDFs)
	}
	st := decodeAs[editorStateOf](t, site.admin("GET", "/api/content/research/draft?locale=de", nil), http.StatusOK)
	expectStatus(t, site.write("PUT", "/api/content/research/draft?locale=de", st.Revision, draft), http.StatusOK)

	preview := expectStatus(t, site.do("GET", "/preview/de/forschung", site.token, nil), http.StatusOK)
	if !strings.Contains(visible(preview), "Forschung im Entwurf") || !strings.Contains(preview, `href="/preview/de/forschungsarbeiten"`) {
		t.Error("the German preview shows not the German draft, or its links do not lead through the previews")
	}
	for _, path := range []string{"/de/forschung", "/research"} {
		if strings.Contains(readBody(t, site.do("GET", path, "", nil)), "Forschung im Entwurf") {
			t.Errorf("%s shows the German draft", path)
		}
	}
	if strings.Contains(readBody(t, site.do("GET", "/preview/research", site.token, nil)), "Forschung im Entwurf") {
		t.Error("the English preview shows the German draft")
	}
	if pdf, _ := pdfText(t, site, "/preview/de/legal/privacy-policy.pdf", "Authorization", "Bearer "+site.token); !strings.Contains(pdf, germanDefault(t, "privacy")["title"].(string)) {
		t.Error("the preview of the German privacy policy PDF is not German")
	}
}

// Two German pages cannot share an address, nor take another page's own route.
func TestAGermanAddressIsRefusedWhenAnotherPageHasIt(t *testing.T) {
	t.Parallel()
	site := newSite(t, nil)
	for _, slug := range []string{"forschung", "team"} {
		doc := germanDefault(t, "gallery")
		doc["seo"].(map[string]any)["slug"] = slug
		res := site.admin("PUT", "/api/content/gallery?locale=de", doc)
		if msg := expectStatus(t, res, http.StatusBadRequest); !strings.Contains(msg, "/seo/slug") || !strings.Contains(msg, "Another page has this address: /de/"+slug) {
			t.Errorf("slug %q: %s", slug, msg)
		}
	}
	doc := germanDefault(t, "gallery")
	doc["seo"].(map[string]any)["slug"] = "bilder"
	expectStatus(t, site.admin("PUT", "/api/content/gallery?locale=de", doc), http.StatusOK)
	expectStatus(t, site.do("GET", "/de/bilder", "", nil), http.StatusOK)
	res := site.do("GET", "/de/galerie", "", nil)
	res.Body.Close()
	if res.StatusCode != http.StatusNotFound {
		t.Errorf("the old German address answers %d", res.StatusCode)
	}
}

// Without a German site document, the German pages' header and footer are the English ones,
// and say so; the page's own German text is not marked.
func TestTheHeaderAndFooterSayTheyAreEnglishWithoutAGermanSiteDocument(t *testing.T) {
	t.Parallel()
	site := newSite(t, nil)
	if page := readBody(t, site.do("GET", "/de/forschung", "", nil)); strings.Contains(page, `<header lang=`) || strings.Contains(page, `<footer lang=`) {
		t.Fatal("the German header or footer is marked as another language")
	}
	expectStatus(t, site.admin("DELETE", "/api/content/site?locale=de", nil), http.StatusNoContent)
	page := readBody(t, site.do("GET", "/de/forschung", "", nil))
	if !strings.Contains(page, `<header lang="en"`) || !strings.Contains(page, `<footer lang="en"`) || !strings.Contains(page, "Skip to content") {
		t.Error("the English header and footer of a German page are not marked lang=\"en\"")
	}
	if strings.Contains(page, `<main id="main" tabindex="-1" lang="en"`) || !strings.Contains(page, germanDefault(t, "research")["hero"].(map[string]any)["title"].(string)) {
		t.Error("the German research page lost its German text or is marked English")
	}
}
