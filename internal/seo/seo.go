// Package seo makes what search engines and link previews read: robots.txt, sitemap.xml,
// and the canonical, Open Graph, Twitter card and JSON-LD tags of every page, derived from
// the page's own <title> and meta description and the public origin (QRS_BASE_URL).
package seo

import (
	"bytes"
	"encoding/json"
	"fmt"
	"html"
	"regexp"
	"strings"
)

// SiteName is the name link previews show.
const SiteName = "QRS"

// Robots answers robots.txt: everything public may be crawled; the admin panel, the
// sign-in pages, the API and the previews of unpublished drafts may not.
func Robots(baseURL string) []byte {
	return []byte("User-agent: *\n" +
		"Allow: /\n" +
		"Disallow: /admin\n" +
		"Disallow: /qrsadmin\n" +
		"Disallow: /login\n" +
		"Disallow: /api/\n" +
		"Disallow: /preview/\n" +
		"\nSitemap: " + baseURL + "/sitemap.xml\n")
}

// SitemapURL is one page of the sitemap: its path and, when it exists in more than one
// language, every language's version of it (itself included) and the x-default.
type SitemapURL struct {
	Path       string
	Alternates []Alternate // with paths, not URLs: the sitemap makes them absolute
}

// Sitemap lists the pages as absolute URLs, each with its versions in other languages as
// xhtml:link alternates.
func Sitemap(baseURL string, urls []SitemapURL) []byte {
	var b bytes.Buffer
	b.WriteString(`<?xml version="1.0" encoding="UTF-8"?>` + "\n")
	b.WriteString(`<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">` + "\n")
	for _, u := range urls {
		fmt.Fprintf(&b, "  <url><loc>%s</loc>", html.EscapeString(baseURL+u.Path))
		for _, a := range u.Alternates {
			fmt.Fprintf(&b, `<xhtml:link rel="alternate" hreflang="%s" href="%s"/>`, html.EscapeString(a.HrefLang), html.EscapeString(baseURL+a.URL))
		}
		b.WriteString("</url>\n")
	}
	b.WriteString("</urlset>\n")
	return b.Bytes()
}

// Alternate is a page's version in one language: its hreflang ("de", or "x-default" for the
// version for every other language) and its URL or path.
type Alternate struct {
	HrefLang string
	URL      string
}

// Locale is what a page says of its language: its <html lang>, its og:locale and those of
// its other versions, its canonical path when it is not the page's own (a page shown in
// another language than its address's points to the original), the hreflang alternates
// (paths; none for a page in one language alone) and whether it asks not to be indexed.
type Locale struct {
	HTMLLang     string
	OGLocale     string
	OGAlternates []string
	Canonical    string
	Alternates   []Alternate
	NoIndex      bool
}

// WithLang sets the lang attribute of a document's <html> element.
func WithLang(doc []byte, lang string) []byte {
	if lang == "" {
		return doc
	}
	return htmlLangRe.ReplaceAll(doc, []byte(`${1}`+html.EscapeString(lang)+`${3}`))
}

var htmlLangRe = regexp.MustCompile(`(?i)(<html[^>]*\slang=")([^"]*)(")`)

var (
	titleRe       = regexp.MustCompile(`(?is)<title>(.*?)</title>`)
	descriptionRe = regexp.MustCompile(`(?is)(<meta\s+name="description"\s+content=")([^"]*)(")`)
	headEndRe     = regexp.MustCompile(`(?i)</head>`)
)

// Page is what a page says of itself in its head.
type Page struct {
	Title       string `json:"title"`
	Description string `json:"description"`
}

// ReadPage reads the title and meta description of an HTML document (entities decoded).
func ReadPage(doc []byte) Page {
	var p Page
	if m := titleRe.FindSubmatch(doc); m != nil {
		p.Title = html.UnescapeString(strings.TrimSpace(string(m[1])))
	}
	if m := descriptionRe.FindSubmatch(doc); m != nil {
		p.Description = html.UnescapeString(string(m[2]))
	}
	return p
}

// WithPage gives a document another title and meta description (each only when not
// empty), so a page shell can speak for the route it is served on.
func WithPage(doc []byte, p Page) []byte {
	if p.Title != "" {
		doc = titleRe.ReplaceAllLiteral(doc, []byte("<title>"+html.EscapeString(p.Title)+"</title>"))
	}
	if p.Description != "" {
		// "$" would name a group in the template; "$$" is a literal dollar sign.
		text := strings.ReplaceAll(html.EscapeString(p.Description), "$", "$$")
		doc = descriptionRe.ReplaceAll(doc, []byte("${1}"+text+"${3}"))
	}
	return doc
}

// Media is what a page's content document says to link previews and search engines beyond
// its title and description.
// Its JSON names are those of a content document's seo object.
type Media struct {
	Image    string `json:"image"`    // the picture a shared link shows: a site path ("/uploads/…") or an absolute URL; "" for the site's
	ImageAlt string `json:"imageAlt"` // what the picture shows
	Hidden   bool   `json:"hidden"`   // ask search engines to leave the page out
}

// Decorate adds, before </head>, the canonical link, Open Graph and Twitter card tags
// for route and, on every page, the organisation's JSON-LD. A document that already
// has a canonical link is returned unchanged, so decorating twice is harmless.
func Decorate(doc []byte, baseURL, route string) []byte {
	return DecorateWith(doc, baseURL, route, Media{})
}

// DecorateWith is Decorate with the page's own preview picture and, for a hidden page, a
// robots tag asking search engines not to index it.
func DecorateWith(doc []byte, baseURL, route string, media Media) []byte {
	return DecorateIn(doc, baseURL, route, media, Locale{})
}

// DecorateIn is DecorateWith for a page in a language: its canonical link, hreflang
// alternates, og:locale and og:locale:alternate, and a JSON-LD WebPage in that language.
func DecorateIn(doc []byte, baseURL, route string, media Media, loc Locale) []byte {
	if bytes.Contains(doc, []byte(`rel="canonical"`)) {
		return doc
	}
	at := headEndRe.FindIndex(doc)
	if at == nil {
		return doc
	}
	p := ReadPage(doc)
	url := baseURL + route
	canonical := url
	if loc.Canonical != "" {
		canonical = baseURL + loc.Canonical
	}
	image := baseURL + "/og-image.png"
	switch {
	case strings.HasPrefix(media.Image, "https://"), strings.HasPrefix(media.Image, "http://"):
		image = media.Image
	case strings.HasPrefix(media.Image, "/") && !strings.HasPrefix(media.Image, "//"):
		image = baseURL + media.Image
	}
	esc := html.EscapeString
	var tags strings.Builder
	if media.Hidden || loc.NoIndex {
		tags.WriteString(`<meta name="robots" content="noindex">`)
	}
	fmt.Fprintf(&tags, `<link rel="canonical" href="%s">`, esc(canonical))
	for _, a := range loc.Alternates {
		fmt.Fprintf(&tags, `<link rel="alternate" hreflang="%s" href="%s">`, esc(a.HrefLang), esc(baseURL+a.URL))
	}
	fmt.Fprintf(&tags, `<meta property="og:type" content="website">`)
	fmt.Fprintf(&tags, `<meta property="og:site_name" content="%s">`, SiteName)
	fmt.Fprintf(&tags, `<meta property="og:url" content="%s">`, esc(canonical))
	if loc.OGLocale != "" {
		fmt.Fprintf(&tags, `<meta property="og:locale" content="%s">`, esc(loc.OGLocale))
	}
	for _, l := range loc.OGAlternates {
		fmt.Fprintf(&tags, `<meta property="og:locale:alternate" content="%s">`, esc(l))
	}
	fmt.Fprintf(&tags, `<meta property="og:title" content="%s">`, esc(p.Title))
	fmt.Fprintf(&tags, `<meta property="og:description" content="%s">`, esc(p.Description))
	fmt.Fprintf(&tags, `<meta property="og:image" content="%s">`, esc(image))
	if media.ImageAlt != "" && media.Image != "" {
		fmt.Fprintf(&tags, `<meta property="og:image:alt" content="%s">`, esc(media.ImageAlt))
	}
	fmt.Fprintf(&tags, `<meta name="twitter:card" content="summary_large_image">`)
	fmt.Fprintf(&tags, `<meta name="twitter:title" content="%s">`, esc(p.Title))
	fmt.Fprintf(&tags, `<meta name="twitter:description" content="%s">`, esc(p.Description))
	fmt.Fprintf(&tags, `<meta name="twitter:image" content="%s">`, esc(image))
	fmt.Fprintf(&tags, `<script type="application/ld+json">%s</script>`, organization(baseURL))
	if loc.HTMLLang != "" {
		fmt.Fprintf(&tags, `<script type="application/ld+json">%s</script>`, webPage(canonical, p.Title, p.Description, loc.HTMLLang))
	}
	out := make([]byte, 0, len(doc)+tags.Len())
	out = append(out, doc[:at[0]]...)
	out = append(out, tags.String()...)
	return append(out, doc[at[0]:]...)
}

// organization is the JSON-LD of the company, safe to place inside a script element.
func organization(baseURL string) string {
	org := map[string]any{
		"@context":     "https://schema.org",
		"@type":        "Organization",
		"name":         SiteName,
		"url":          baseURL + "/",
		"logo":         baseURL + "/favicon.svg",
		"foundingDate": "1996",
		"address":      map[string]string{"@type": "PostalAddress", "addressCountry": "LI"},
		"contactPoint": map[string]string{"@type": "ContactPoint", "contactType": "customer service", "url": baseURL + "/#contact"},
	}
	b, _ := json.Marshal(org) // json.Marshal escapes <, > and & so "</script>" cannot occur
	return string(b)
}

// webPage is the JSON-LD of one page in its language, safe to place inside a script element.
func webPage(url, title, description, lang string) string {
	b, _ := json.Marshal(map[string]any{
		"@context":    "https://schema.org",
		"@type":       "WebPage",
		"url":         url,
		"name":        title,
		"description": description,
		"inLanguage":  lang,
	})
	return string(b)
}
