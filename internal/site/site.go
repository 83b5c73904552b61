// Package site is the site as visitors get it: its pages rendered from the content
// documents and records and kept until what they show changes, the public lists kept
// encoded, the PDFs made from the content and kept, the site package, and the scheduled
// publishing of drafts. The HTTP handlers (internal/httpapi) answer with what it makes.
package site

import (
	"context"
	"encoding/json"
	"io/fs"
	"log/slog"
	"strconv"
	"time"

	"github.com/qrs-site/qrs/internal/content"
	"github.com/qrs-site/qrs/internal/contentschema"
	"github.com/qrs-site/qrs/internal/database"
	"github.com/qrs-site/qrs/internal/render"
	"github.com/qrs-site/qrs/internal/uploads"
	"github.com/qrs-site/qrs/web"
)

// Options are what the site is made from.
type Options struct {
	Log *slog.Logger
	Web fs.FS // the built web app
	// Render holds the web app's render bundle (default: the one built into the binary).
	Render fs.FS
	// RenderTimeLimit stops a page's render that runs longer (default 5 s).
	RenderTimeLimit time.Duration
	// RenderWait is the longest a render waits for a free renderer (default: the render
	// time limit).
	RenderWait time.Duration
	// PageWait is the longest a visitor waits for a page being rendered anew before being
	// answered its last good version (default: not at all, the last good version is answered
	// at once; see WithFreshPages for staff, who wait for it).
	PageWait time.Duration
	// RenderGap is the least time between two renders of a page that only visitors asked
	// for, while they get its last render (default 1 s; negative: none). Staff, publishes
	// and this instance's saves render at once.
	RenderGap time.Duration
	Store     *database.Store
	Uploads   *uploads.Dir // the uploads the site package carries, and its cache bucket
	// Content is the content model whose documents the site serves (required).
	Content *contentschema.Model
	// BaseURL is the public origin, without a trailing slash, of the pages' canonical links.
	BaseURL string
	// PageDir is the folder where each page's last render is kept, so that a restart
	// answers it without rendering while its data is unchanged ("": kept in memory only).
	PageDir string
}

// Site is the site as visitors get it, made from the store's records and documents.
type Site struct {
	log      *slog.Logger
	store    *database.Store
	app      *webApp
	lists    *Lists
	pdfs     *PDFs
	pkg      *Package
	schedule *Schedule
	sitemap  sitemap
}

// New makes the site of o: the lists of every public collection and content document, the
// pages of the web app (rendered on their first request), the PDFs, the site package and
// the schedule.
func New(o Options) *Site {
	if o.Log == nil {
		o.Log = slog.New(slog.DiscardHandler)
	}
	if o.Render == nil {
		o.Render = web.SSR()
	}
	s := &Site{log: o.Log, store: o.Store, lists: newLists(o.Store)}
	var everyDocument []database.Source
	for _, key := range o.Content.Keys() {
		everyDocument = append(everyDocument, database.ContentSource(key))
	}
	for _, key := range o.Content.Keys() {
		s.lists.add(ContentPath(key), []database.Source{database.ContentSource(key)}, publishedList(o.Store, key, content.DefaultLocale))
	}
	for _, l := range content.Languages.Others() {
		for _, key := range o.Content.Keys() {
			s.lists.add(InLocale(ContentPath(key), l.Code), []database.Source{database.ContentSource(key)}, publishedList(o.Store, key, l.Code))
		}
	}
	for _, c := range content.Collections() {
		if !c.Custom { // a collection with routes of its own (the inbox) has no public list
			// A write of another collection whose records this one's show (a folder's
			// name) changes this one's too (database.CollectionSource).
			records := []database.Source{database.CollectionSource(c)}
			s.lists.add(c.Path, records, listOfCollection(o.Store, c))
			// The list in each other language, under the path the pages read it from.
			for _, l := range content.Languages.Others() {
				s.lists.add(c.Path+"?locale="+l.Code, records, func(ctx context.Context) (any, error) { return o.Store.ListIn(ctx, c, l.Code) })
			}
		}
	}
	s.app = loadWebApp(o.Web, o.Render, render.Options{Log: o.Log, TimeLimit: o.RenderTimeLimit, WaitLimit: o.RenderWait},
		o.BaseURL, s.lists, o.Store.Version, o.Log)
	s.app.contentKeys = o.Content.Keys()
	if s.app.engine != nil {
		sum := s.app.engine.BundleSum()
		routes, _ := fs.ReadFile(o.Web, "routes.json")
		// A page kept from another year shows that year in its footer: it is rendered anew.
		year := []byte(strconv.Itoa(time.Now().Year()))
		s.app.kept = newKeptPages(o.PageDir, o.Log, sum[:], s.app.template, routes, []byte(o.BaseURL), year)
	}
	// Which pages each language has translated, and where, follows from every document.
	s.app.languageList = s.lists.add(LanguagesPath, everyDocument, s.app.languages)
	s.app.redirectList = s.lists.List(content.Redirects.Path)
	s.app.watchPages()
	s.app.pageWait = max(o.PageWait, 0)
	s.app.renderGap = o.RenderGap
	if s.app.renderGap == 0 {
		s.app.renderGap = time.Second
	}
	s.pdfs = newPDFs(o.Store, o.BaseURL)
	s.pdfs.languages = func(ctx context.Context) (languageMap, error) {
		var m languageMap
		snap, err := s.lists.Snapshot(ctx, LanguagesPath)
		if err == nil {
			err = json.Unmarshal(snap.json, &m)
		}
		return m, err
	}
	s.pkg = &Package{web: o.Web, app: s.app, store: o.Store, files: o.Uploads, pdfs: s.pdfs}
	s.schedule = &Schedule{site: s, wakeup: make(chan struct{}, 1)}
	return s
}

// Lists answers the public lists and content documents, kept encoded.
func (s *Site) Lists() *Lists { return s.lists }

// PDFs answers the PDFs made from the content.
func (s *Site) PDFs() *PDFs { return s.pdfs }

// Package answers the site package: the public site as static files.
func (s *Site) Package() *Package { return s.pkg }

// Schedule answers the publishing of scheduled drafts.
func (s *Site) Schedule() *Schedule { return s.schedule }

// ContentPath is where the published document of key is served, and the name under which
// the lists hold it, so the pages embed the very bytes the API answers.
func ContentPath(key string) string { return "/api/content/" + key }

// publishedList reads the published document of key in locale as its pages show it, its
// pictures described (describedDocument). A document never published in a language other
// than the default is null: its pages show the default language's, and say so.
func publishedList(store *database.Store, key, locale string) func(context.Context) (any, error) {
	return func(ctx context.Context) (any, error) {
		doc, err := store.PublishedContent(ctx, key, locale)
		if locale != content.DefaultLocale && content.ErrorCode(err) == content.NotFound {
			return versionedDocument{body: json.RawMessage("null")}, nil
		}
		if err != nil {
			return nil, err
		}
		body, err := describedDocument(ctx, store, doc.Body, locale)
		return versionedDocument{body: body, version: doc.Version}, err
	}
}
