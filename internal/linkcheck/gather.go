package linkcheck

import (
	"context"
	"encoding/json"
	"fmt"
	"net/url"
	"slices"
	"strings"

	"github.com/qrs-site/qrs/internal/content"
	"github.com/qrs-site/qrs/internal/contentschema"
	"github.com/qrs-site/qrs/internal/database"
)

// The kinds of link, which say how one is checked.
const (
	// KindInternal is a path of the site ("/research", "/uploads/…"), resolved in-process.
	KindInternal = "internal"
	// KindExternal is an address of another site, asked over HTTP.
	KindExternal = "external"
	// KindVideo is a YouTube video, asked of YouTube's oEmbed endpoint, which answers 404
	// for a video that does not exist.
	KindVideo = "video"
	// KindSecure is the https: twin of an http: address the site links, asked as an
	// external address is: when it answers, the publish checks suggest the https: link.
	// It is never a broken link itself.
	KindSecure = database.LinkKindSecure
)

// Target is one distinct address to check, with every place it is used.
type Target struct {
	URL  string
	Kind string
	Uses []database.LinkUse
}

// videoWatchURL is where a YouTube video of the gallery plays, as the site links it
// (web/src/lib/video-thumbnail.ts).
const videoWatchURL = "https://www.youtube.com/watch?v="

// gatherer collects the targets of a run, each address once.
type gatherer struct {
	byURL map[string]*Target
	order []*Target
}

// add notes that the link raw, of the kind its form says, is used at use. What is not a
// path of the site or an http(s) address (a section of the page, e-mail, phone) is not
// checked.
func (g *gatherer) add(raw string, use database.LinkUse) {
	raw = strings.TrimSpace(raw)
	kind := kindOf(raw)
	if kind == "" {
		return
	}
	g.addKind(raw, kind, use)
}

func (g *gatherer) addKind(raw, kind string, use database.LinkUse) {
	t := g.byURL[raw]
	if t == nil {
		t = &Target{URL: raw, Kind: kind}
		g.byURL[raw] = t
		g.order = append(g.order, t)
	}
	t.Uses = append(t.Uses, use)
}

// addSecureTwins adds the https: twin of every http: address of another site, used where
// it is, unless the site links the twin itself (then it is checked as a link of its own).
func (g *gatherer) addSecureTwins() {
	for _, t := range slices.Clone(g.order) {
		if t.Kind != KindExternal || !strings.EqualFold(t.URL[:min(len(t.URL), len("http://"))], "http://") {
			continue
		}
		twin := "https://" + t.URL[len("http://"):]
		if g.byURL[twin] == nil {
			g.byURL[twin] = &Target{URL: twin, Kind: KindSecure, Uses: t.Uses}
			g.order = append(g.order, g.byURL[twin])
		}
	}
}

// kindOf answers how the link raw is checked, "" when it is not.
func kindOf(raw string) string {
	switch {
	case strings.HasPrefix(raw, "/") && !strings.HasPrefix(raw, "//"):
		return KindInternal
	case hasWebScheme(raw):
		return KindExternal
	}
	return ""
}

// hasWebScheme reports whether raw is an absolute http(s) address.
func hasWebScheme(raw string) bool {
	u, err := url.Parse(raw)
	return err == nil && (strings.EqualFold(u.Scheme, "http") || strings.EqualFold(u.Scheme, "https")) && u.Host != ""
}

// Gather answers every link the site holds, each address once with all its uses: the links
// and pictures of every published content document in every language (with every link
// inside its rich texts, used at the rich text's field), and the websites,
// videos, files and pictures of every record (by the field types of the collections'
// declarations).
func Gather(ctx context.Context, store *database.Store, model *contentschema.Model) ([]Target, error) {
	g := &gatherer{byURL: map[string]*Target{}}
	for _, key := range model.Keys() {
		for _, l := range content.Languages.Languages {
			doc, err := store.PublishedContent(ctx, key, l.Code)
			if content.ErrorCode(err) == content.NotFound {
				continue // not published in this language
			}
			if err != nil {
				return nil, err
			}
			gatherDocument(g, model, key, l, doc.Body)
		}
	}
	for _, c := range content.Collections() {
		if err := gatherRecords(ctx, g, store, c); err != nil {
			return nil, err
		}
	}
	g.addSecureTwins()
	out := make([]Target, len(g.order))
	for i, t := range g.order {
		out[i] = *t
	}
	return out, nil
}

// gatherDocument adds the links of the content document key in language l, found where
// its schema places links and in its rich texts' link marks (contentschema.EachLink).
func gatherDocument(g *gatherer, model *contentschema.Model, key string, l content.Language, body []byte) {
	label := fmt.Sprintf("Site content “%s”", key)
	if l.Code != content.Languages.Default {
		label += " (" + l.Name + ")"
	}
	var doc any
	_ = json.Unmarshal(body, &doc) // a body that does not decode has no links to name
	model.EachLink(key, body, func(pointer, link string) {
		g.add(link, database.LinkUse{Label: label, Where: content.FieldNameIn(pointer, doc), Document: key, Locale: l.Code, Pointer: pointer})
	})
}

// gatherRecords adds the links of every record of c: a website as the site links it, a
// video as its YouTube address, a file or picture as it is, and every link of its rich texts
// in every language.
func gatherRecords(ctx context.Context, g *gatherer, store *database.Store, c *content.Collection) error {
	var fields []content.Field
	translated := false // a rich text, whose links each language's words may hold
	for _, f := range c.Fields {
		switch f.Type {
		case content.WebsiteType, content.YouTubeType, content.ImageType, content.FileType:
			fields = append(fields, f)
		case content.RichTextType:
			fields = append(fields, f)
			translated = translated || f.Translatable
		}
	}
	if len(fields) == 0 {
		return nil
	}
	for _, l := range content.Languages.Languages {
		other := l.Code != content.Languages.Default
		if other && !translated {
			continue
		}
		recs, err := store.ListTranslated(ctx, c, l.Code)
		if err != nil {
			return err
		}
		for _, rec := range recs {
			gatherRecord(g, c, rec, fields, l)
		}
	}
	return nil
}

// gatherRecord adds the links of rec, a record of c, in its fields of links and its rich
// texts: in language l, its rich texts' links only, as they are translated.
func gatherRecord(g *gatherer, c *content.Collection, rec any, fields []content.Field, l content.Language) {
	other := l.Code != content.Languages.Default
	label := c.Label
	if len(c.Title) > 0 {
		if title := c.Text(rec, c.Title[0]); title != "" {
			label = fmt.Sprintf("%s “%s”", c.Label, title)
		}
	}
	if other {
		label += " (" + l.Name + ")"
	}
	for _, f := range fields {
		v := strings.TrimSpace(c.Text(rec, f.Name))
		if v == "" || (other && f.Type != content.RichTextType) {
			continue
		}
		use := database.LinkUse{Label: label, Where: f.Label, Collection: c.Name, ID: *c.ID(rec)}
		if other {
			use.Locale = l.Code
		}
		switch f.Type {
		case content.WebsiteType:
			g.add(content.WebsiteHref(v), use)
		case content.YouTubeType:
			g.addKind(videoWatchURL+url.QueryEscape(v), KindVideo, use)
		case content.RichTextType:
			for _, href := range content.RichValue(v).Text().Links() {
				g.add(href, use)
			}
		default:
			g.add(v, use)
		}
	}
}
