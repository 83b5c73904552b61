package seo

import (
	"encoding/json"
	"regexp"
	"strings"
	"testing"
)

const page = `<!doctype html><html lang="en"><head><meta charset="UTF-8">` +
	`<title>Team &amp; Partners | QRS</title>` +
	`<meta name="description" content="Meet the people behind &quot;QRS&quot;.">` +
	`</head><body><div id="root"></div></body></html>`

func TestDecorateAddsCanonicalAndPreviewTagsFromThePageItself(t *testing.T) {
	t.Parallel()
	out := string(Decorate([]byte(page), "https://qrs.example", "/team"))
	for _, want := range []string{
		`<link rel="canonical" href="https://qrs.example/team">`,
		`<meta property="og:url" content="https://qrs.example/team">`,
		`<meta property="og:title" content="Team &amp; Partners | QRS">`,
		`<meta property="og:description" content="Meet the people behind &#34;QRS&#34;.">`,
		`<meta name="twitter:card" content="summary_large_image">`,
	} {
		if !strings.Contains(out, want) {
			t.Errorf("missing %s in\n%s", want, out)
		}
	}
	if strings.Index(out, "canonical") > strings.Index(out, "</head>") {
		t.Error("tags were not placed in the head")
	}
	if again := string(Decorate([]byte(out), "https://qrs.example", "/team")); again != out {
		t.Error("decorating twice changed the page")
	}
}

func TestDecorateEmbedsValidOrganisationJSONLD(t *testing.T) {
	t.Parallel()
	out := string(Decorate([]byte(page), "https://qrs.example", "/"))
	m := regexp.MustCompile(`<script type="application/ld\+json">(.*?)</script>`).FindStringSubmatch(out)
	if m == nil {
		t.Fatal("no JSON-LD")
	}
	var org map[string]any
	if err := json.Unmarshal([]byte(m[1]), &org); err != nil {
		t.Fatal(err)
	}
	if org["@type"] != "Organization" || org["url"] != "https://qrs.example/" {
		t.Fatalf("org = %v", org)
	}
}

func TestRobotsKeepsCrawlersOutOfAdminSignInAndAPI(t *testing.T) {
	t.Parallel()
	r := string(Robots("https://qrs.example"))
	for _, want := range []string{"Disallow: /admin\n", "Disallow: /qrsadmin\n", "Disallow: /login\n", "Disallow: /api/\n", "Disallow: /preview/\n",
		"Sitemap: https://qrs.example/sitemap.xml"} {
		if !strings.Contains(r, want) {
			t.Errorf("robots.txt lacks %q", want)
		}
	}
}

func TestSitemapListsEveryRouteAbsolutely(t *testing.T) {
	t.Parallel()
	team := []Alternate{{"en", "/team"}, {"de", "/de/team"}, {"x-default", "/team"}}
	s := string(Sitemap("https://qrs.example", []SitemapURL{{Path: "/"}, {Path: "/team", Alternates: team}, {Path: "/de/team", Alternates: team}}))
	for _, want := range []string{
		"<url><loc>https://qrs.example/</loc></url>",
		`<url><loc>https://qrs.example/team</loc><xhtml:link rel="alternate" hreflang="en" href="https://qrs.example/team"/>` +
			`<xhtml:link rel="alternate" hreflang="de" href="https://qrs.example/de/team"/>` +
			`<xhtml:link rel="alternate" hreflang="x-default" href="https://qrs.example/team"/></url>`,
		`<url><loc>https://qrs.example/de/team</loc><xhtml:link rel="alternate" hreflang="en"`,
		`xmlns:xhtml="http://www.w3.org/1999/xhtml"`,
	} {
		if !strings.Contains(s, want) {
			t.Fatalf("sitemap lacks %s:\n%s", want, s)
		}
	}
}

func TestDecorateInSaysThePagesLanguageAndItsOtherVersions(t *testing.T) {
	t.Parallel()
	doc := WithLang([]byte(page), "de")
	out := string(DecorateIn(doc, "https://qrs.example", "/de/forschung", Media{}, Locale{
		HTMLLang: "de", OGLocale: "de_CH", OGAlternates: []string{"en_US"},
		Alternates: []Alternate{{"en", "/research"}, {"de", "/de/forschung"}, {"x-default", "/research"}},
	}))
	for _, want := range []string{
		`<html lang="de">`,
		`<link rel="canonical" href="https://qrs.example/de/forschung">`,
		`<link rel="alternate" hreflang="en" href="https://qrs.example/research">`,
		`<link rel="alternate" hreflang="de" href="https://qrs.example/de/forschung">`,
		`<link rel="alternate" hreflang="x-default" href="https://qrs.example/research">`,
		`<meta property="og:locale" content="de_CH">`,
		`<meta property="og:locale:alternate" content="en_US">`,
		`"inLanguage":"de"`,
	} {
		if !strings.Contains(out, want) {
			t.Errorf("lacks %s", want)
		}
	}
	if strings.Contains(out, "noindex") {
		t.Error("a translated page asks not to be indexed")
	}
	fallback := string(DecorateIn([]byte(page), "https://qrs.example", "/de/galerie", Media{}, Locale{HTMLLang: "en", Canonical: "/gallery", NoIndex: true}))
	if !strings.Contains(fallback, `<link rel="canonical" href="https://qrs.example/gallery">`) || !strings.Contains(fallback, `content="noindex"`) ||
		strings.Contains(fallback, "hreflang") {
		t.Errorf("a page shown in the default language under another's prefix:\n%s", fallback)
	}
}

func TestWithPageReplacesTitleAndDescriptionEscaped(t *testing.T) {
	t.Parallel()
	out := WithPage([]byte(page), Page{Title: "Team <QRS>", Description: "Costs $100 & more"})
	got := ReadPage(out)
	if got.Title != "Team <QRS>" || got.Description != "Costs $100 & more" {
		t.Fatalf("page now says %+v:\n%s", got, out)
	}
	if !strings.Contains(string(out), "<title>Team &lt;QRS&gt;</title>") {
		t.Fatalf("title not escaped:\n%s", out)
	}
	if kept := WithPage([]byte(page), Page{}); string(kept) != page {
		t.Fatal("an empty Page changed the document")
	}
}
