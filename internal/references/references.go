// Package references walks every address the site holds, with where it is held: the links
// and pictures of the content documents in every language (with the links inside their rich
// texts) and the websites, videos, files, pictures and rich texts' links of every record, in
// every language its words are translated into. The link checker reads the published ones;
// the media library reads the drafts too, to tell where a file is used.
package references

import (
	"context"
	"encoding/json"
	"fmt"
	"net/url"
	"strings"

	"github.com/qrs-site/qrs/internal/content"
	"github.com/qrs-site/qrs/internal/contentschema"
	"github.com/qrs-site/qrs/internal/database"
	"github.com/qrs-site/qrs/internal/uploads"
)

// VideoWatchURL is where a YouTube video of the gallery plays, as the site links it
// (web/src/lib/video-thumbnail.ts).
const VideoWatchURL = "https://www.youtube.com/watch?v="

// A Ref is one address the site holds and the place that holds it.
type Ref struct {
	// Address is as the site links it: a partner's website with its https:// put before,
	// a video as its YouTube address, anything else as stored.
	Address string
	// Video says the address is a gallery video's, which YouTube knows or not.
	Video bool
	Use   database.LinkUse
}

// Options say which versions of the documents a walk reads.
type Options struct {
	// Drafts adds each document's unpublished draft, named as the draft of the document.
	Drafts bool
}

// Walk calls fn with every address the site holds (see the package comment), documents
// first, in the order of the schema's keys and the site's languages, then the records by
// collection.
func Walk(ctx context.Context, store *database.Store, model *contentschema.Model, opts Options, fn func(Ref)) error {
	for _, key := range model.Keys() {
		for _, l := range content.Languages.Languages {
			if err := walkDocument(ctx, store, model, key, l, opts, fn); err != nil {
				return err
			}
		}
	}
	for _, c := range content.Collections() {
		if err := walkRecords(ctx, store, c, fn); err != nil {
			return err
		}
	}
	return nil
}

// walkDocument calls fn with the addresses of the document of key in language l: its
// published version's and, with opts.Drafts, its draft's.
func walkDocument(ctx context.Context, store *database.Store, model *contentschema.Model, key string, l content.Language,
	opts Options, fn func(Ref)) error {
	label := fmt.Sprintf("Site content “%s”", key)
	if l.Code != content.Languages.Default {
		label += " (" + l.Name + ")"
	}
	doc, err := store.PublishedContent(ctx, key, l.Code)
	switch {
	case content.ErrorCode(err) == content.NotFound: // not published in this language
	case err != nil:
		return err
	default:
		eachLink(model, key, l, label, doc.Body, fn)
	}
	if !opts.Drafts {
		return nil
	}
	state, err := store.ContentState(ctx, key, l.Code)
	if content.ErrorCode(err) == content.NotFound {
		return nil
	}
	if err != nil {
		return err
	}
	if state.Draft != nil && len(state.Draft.Body) > 0 {
		eachLink(model, key, l, label+", draft", state.Draft.Body, fn)
	}
	return nil
}

func eachLink(model *contentschema.Model, key string, l content.Language, label string, body []byte, fn func(Ref)) {
	var doc any
	_ = json.Unmarshal(body, &doc) // a body that does not decode has no links to name
	model.EachLink(key, body, func(pointer, link string) {
		fn(Ref{Address: link, Use: database.LinkUse{Label: label, Where: content.FieldNameIn(pointer, doc), Document: key,
			Locale: l.Code, Pointer: pointer}})
	})
}

// walkRecords calls fn with the addresses of every record of c: a website as the site
// links it, a video as its YouTube address, a file or picture as it is, and every link of
// its rich texts in every language.
func walkRecords(ctx context.Context, store *database.Store, c *content.Collection, fn func(Ref)) error {
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
		if l.Code != content.Languages.Default && !translated {
			continue
		}
		recs, err := store.ListTranslated(ctx, c, l.Code)
		if err != nil {
			return err
		}
		for _, rec := range recs {
			walkRecord(c, rec, fields, l, fn)
		}
	}
	return nil
}

// walkRecord calls fn with the addresses of rec, a record of c, in its fields of links and
// its rich texts: in a language not the default, its rich texts' links only, as they are
// translated.
func walkRecord(c *content.Collection, rec any, fields []content.Field, l content.Language, fn func(Ref)) {
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
			fn(Ref{Address: content.WebsiteHref(v), Use: use})
		case content.YouTubeType:
			fn(Ref{Address: VideoWatchURL + url.QueryEscape(v), Video: true, Use: use})
		case content.RichTextType:
			for _, href := range content.RichValue(v).Text().Links() {
				fn(Ref{Address: href, Use: use})
			}
		default:
			fn(Ref{Address: v, Use: use})
		}
	}
}

// UploadUses answers where each upload is used, by the stem its original and resized copies
// share (uploads.Stem): every record's field and every document's field, published or
// draft, in every language, that names it. An address that is not one of the site's
// uploads is left out.
func UploadUses(ctx context.Context, store *database.Store, model *contentschema.Model) (map[string][]database.LinkUse, error) {
	out := map[string][]database.LinkUse{}
	err := Walk(ctx, store, model, Options{Drafts: true}, func(ref Ref) {
		if stem := uploads.Stem(ref.Address); stem != "" {
			out[stem] = append(out[stem], ref.Use)
		}
	})
	return out, err
}
