package httpapi

import (
	"log/slog"
	"net/http"
	"slices"
	"strings"

	"github.com/qrs-site/qrs/internal/content"
	"github.com/qrs-site/qrs/internal/site"
	"github.com/qrs-site/qrs/internal/uploads"
)

// access says who may call a route: anyone, or a signed-in staff account whose role has at
// least the rights of the role named (content.Role); everyone else gets 401, and a
// signed-in account with a lesser role 403.
type access content.Role

const (
	public    access = ""                         // anyone
	viewer    access = access(content.RoleViewer) // every signed-in account: reads of the panel
	editor    access = access(content.RoleEditor) // changes content, records, uploads, messages
	ownerOnly access = access(content.RoleOwner)  // staff accounts, site settings, the audit log
)

// route is one entry of the route table: a Go pattern, who may call it, and its handler.
type route struct {
	pattern string
	access  access
	handler http.Handler
}

// routes is the whole API in one table; addRoutes registers it and the auth matrix test
// walks it, so a write route registered as public fails the build.
func routes(d *deps) []route {
	s, log, files := d.store, d.log, d.uploads
	docs := contentEditor{d: d}
	intake := newContactIntake(d)
	extra := slices.Concat(collectionRoutes(d), contactFormRoutes(d.site, intake), pdfRoutes(d, log), staffRoutes(d),
		twoFactorRoutes(d), auditRoutes(d), trashRoutes(d), insightsRoutes(d), linkCheckRoutes(d), redirectRoutes(d), checkRoutes(d), reviewRoutes(d), mediaRoutes(d))
	return append(extra, []route{
		{"GET /healthz", public, handleHealthz(func() error { return s.Ping(d.ctx()) })},

		{"POST /api/auth/login", public, handleLogin(d)},
		{"GET /api/auth/me", public, handleMe(d)},
		{"POST /api/auth/logout", public, handleLogout(d)},
		{"POST /api/auth/password", viewer, handlePasswordChange(d)},

		{"GET /api/content/{key}", public, handleContentGet(d.content, s, d.site.Lists(), log)},
		{"GET " + site.LanguagesPath, public, handleLanguages(d.site.Lists(), log)},
		{"PUT /api/content/{key}", editor, handleContentPut(d)},
		{"DELETE /api/content/{key}", editor, handleContentWithdraw(d)},
		{"GET /api/content/{key}/versions", viewer, handleContentVersions(d.content, s, log)},
		{"GET /api/content", viewer, docs.handleList()},
		{"GET /api/content/{key}/draft", viewer, docs.handleState()},
		{"PUT /api/content/{key}/draft", editor, docs.handleSaveDraft()},
		{"DELETE /api/content/{key}/draft", editor, docs.handleDiscardDraft()},
		{"POST /api/content/{key}/check", viewer, docs.handleCheck()},
		{"POST /api/content/{key}/publish", editor, docs.handlePublish()},
		{"PUT /api/content/{key}/schedule", editor, docs.handleSchedule()},
		{"DELETE /api/content/{key}/schedule", editor, docs.handleUnschedule()},
		{"GET /api/content/{key}/versions/{version}", viewer, docs.handleVersion()},
		{"POST /api/content/{key}/versions/{version}/restore", editor, docs.handleRestore()},
		{"GET /api/content/{key}/translation-status", viewer, handleTranslationStatus(d.content, s, log)},
		{"POST /api/content/{key}/translation-status", editor, handleReviewTranslation(d.content, s, log)},
		{"GET /api/calendar", viewer, handleCalendar(d)},
		{"GET /preview/{path...}", viewer, handlePreview(d)},

		{"POST /api/contact", public, handleContact(intake)},
		{"GET /api/contact-messages", viewer, handleContactList(s, log)},
		{"GET /api/contact-messages.csv", viewer, handleMessagesCSV(s, log)},
		{"DELETE /api/contact-messages/{id}", editor, handleContactDelete(s, log)},
		{"PATCH /api/contact-messages/{id}", editor, handleMessageState(s, log)},
		{"POST /api/contact-messages/delete", editor, handleMessagesDelete(s, log)},

		{"POST /api/upload/image", editor, streamedUpTo(oneUpload(files), handleUploadOne(files, s, d.images, uploads.Images, log))},
		{"POST /api/upload/pdf", editor, streamedUpTo(oneUpload(files), handleUploadOne(files, s, d.images, []uploads.Kind{uploads.PDF}, log))},
		{"POST /api/upload/images", editor, streamedUpTo(manyUploads(files, d.maxBulkFiles), handleUploadMany(files, s, d.images, d.maxBulkFiles, log))},
		{"PUT /api/upload/image-focus", editor, handleImageFocus(s, log)},
		{"GET /api/upload/limits", viewer, handleUploadLimits(files)},
		{"GET /uploads/{name}", public, formerAddresses(d, longDownload(countDownloads(d, files)))},

		{"GET /api/placeholder/{width}/{height}", public, handlePlaceholder(log)},

		{"GET /api/site-package", public, handleSitePackageInfo(d.site.Package(), log)},
		{"GET /get-deployment-package", public, longDownload(countDownloads(d, handleSitePackage(d.site.Package(), log)))},

		{"GET /robots.txt", public, handleRobots(d.baseURL)},
		{"GET /sitemap.xml", public, handleSitemap(d.site, log)},
		{"GET /og-image.png", public, handleOGImage(d.web)},
		{pagesPattern, public, handlePages(d)},
	}...)
}

// pagesFirst makes a staff write answer, when it succeeds, once the pages showing what it
// changed are made again (site.RenderChanged): the editor who opens the page next sees the
// change, and visitors find the pages ready rather than waiting for their render.
func pagesFirst(d *deps, next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		next.ServeHTTP(&renderFirst{ResponseWriter: w, d: d, r: r}, r)
	})
}

// renderFirst makes the changed pages before the answer's status is written, when it is a
// success.
type renderFirst struct {
	http.ResponseWriter
	d       *deps
	r       *http.Request
	decided bool
}

func (w *renderFirst) before(status int) {
	if !w.decided {
		w.decided = true
		if status < 300 {
			w.d.site.RenderChanged(w.r.Context())
		}
	}
}

func (w *renderFirst) WriteHeader(status int) {
	w.before(status)
	w.ResponseWriter.WriteHeader(status)
}

func (w *renderFirst) Write(b []byte) (int, error) {
	w.before(http.StatusOK)
	return w.ResponseWriter.Write(b)
}

func (w *renderFirst) Unwrap() http.ResponseWriter { return w.ResponseWriter }

// pagesPattern is the route of the web app's pages and files: what no other route takes.
const pagesPattern = "/"

// addRoutes registers every route of the table, each behind the same-origin check of writes
// that carry the session cookie (sameOriginWrites) and each staff one in the role check,
// and under /api the answer for what no route takes: 405 with Allow for a known path asked
// with another method, 404 otherwise, both as JSON (never the web app).
func addRoutes(mux *http.ServeMux, d *deps) {
	sameOrigin := sameOriginWrites(d.baseURL, d.log)
	d.mux, d.exactGets = mux, map[string]bool{}
	for _, rt := range routes(d) {
		if p, ok := strings.CutPrefix(rt.pattern, "GET "); ok && rt.access == public && !strings.Contains(p, "{") {
			d.exactGets[p] = true
		}
		h := d.bodies.route(rt.access, rt.handler) // a staff route's body is read once its sender is known
		if method, _, _ := strings.Cut(rt.pattern, " "); rt.access != public && !isSafeMethod(method) {
			h = pagesFirst(d, h)
		}
		if rt.access != public {
			h = requireRole(d, content.Role(rt.access), h)
		}
		mux.Handle(rt.pattern, sameOrigin(h))
	}
	unrouted := handleUnroutedAPI(mux, d.log)
	mux.Handle("/api", unrouted)
	mux.Handle("/api/", unrouted)
}

// probedMethods are the methods the API's routes use, in the order Allow lists them.
var probedMethods = []string{http.MethodGet, http.MethodHead, http.MethodPost, http.MethodPut, http.MethodPatch, http.MethodDelete}

// handleUnroutedAPI answers an /api request no route took: 405 with the Allow header when
// the path has routes for other methods, else 404. It asks mux which route each method
// would reach, so the answer follows the route table by itself.
func handleUnroutedAPI(mux *http.ServeMux, log *slog.Logger) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		var allow []string
		for _, m := range probedMethods {
			probe := r.Clone(r.Context())
			probe.Method = m
			if _, pattern := mux.Handler(probe); strings.Contains(pattern, " ") {
				allow = append(allow, m) // a "METHOD /path" route, not a catch-all
			}
		}
		if len(allow) == 0 {
			writeError(w, r, log, content.Errorf(content.NotFound, "Not found"))
			return
		}
		w.Header().Set("Allow", strings.Join(allow, ", "))
		writeError(w, r, log, content.Errorf(content.NotAllowed, "Method not allowed"))
	})
}
