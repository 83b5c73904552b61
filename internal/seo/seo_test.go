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
	s := string(Sitemap("https://qrs.example", []string{"/", "/team"}))
	if !strings.Contains(s, "<loc>https://qrs.example/</loc>") || !strings.Contains(s, "<loc>https://qrs.example/team</loc>") {
		t.Fatal(s)
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
