package linkcheck

import (
	"context"
	"net/url"
	"slices"
	"strings"

	"github.com/qrs-site/qrs/internal/contentschema"
	"github.com/qrs-site/qrs/internal/database"
	"github.com/qrs-site/qrs/internal/references"
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
// inside its rich texts, used at the rich text's field), and the websites, videos, files,
// pictures and rich texts' links of every record (by the field types of the collections'
// declarations), as package references walks them.
func Gather(ctx context.Context, store *database.Store, model *contentschema.Model) ([]Target, error) {
	g := &gatherer{byURL: map[string]*Target{}}
	err := references.Walk(ctx, store, model, references.Options{}, func(ref references.Ref) {
		if ref.Video {
			g.addKind(ref.Address, KindVideo, ref.Use)
		} else {
			g.add(ref.Address, ref.Use)
		}
	})
	if err != nil {
		return nil, err
	}
	g.addSecureTwins()
	out := make([]Target, len(g.order))
	for i, t := range g.order {
		out[i] = *t
	}
	return out, nil
}
