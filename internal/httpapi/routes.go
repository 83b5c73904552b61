package httpapi

import (
	"log/slog"
	"net/http"
	"strings"

	"github.com/qrs-site/qrs/internal/content"
	"github.com/qrs-site/qrs/internal/uploads"
)

// access says who may call a route.
type access int

const (
	public    access = iota // anyone
	adminOnly               // a signed-in admin; everyone else gets 401
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
	team, images, videos := teamMembers(s), galleryImages(s), galleryVideos(s)
	papers, folders := researchPapers(s), categories(s)
	partners, partnerKinds := globalPartners(s), partnerCategories(s)
	editor := contentEditor{d: d}
	intake := newContactIntake(d)
	return append(legalRoutes(d.pdfs, log), []route{
		{"GET /healthz", public, handleHealthz(func() error { return s.Ping(d.ctx()) })},

		{"POST /api/auth/login", public, handleLogin(d)},
		{"GET /api/auth/me", public, handleMe(d)},
		{"POST /api/auth/logout", public, handleLogout(d)},
		{"POST /api/auth/password", adminOnly, handlePasswordChange(d)},

		{"GET /api/team-members", public, handleList(team, d.lists, log)},
		{"GET /api/team-members/{id}", public, handleGet(team, log)},
		{"POST /api/team-members", adminOnly, handleCreate(team, log)},
		{"PUT /api/team-members/{id}", adminOnly, handleUpdate(team, files, log)},
		{"DELETE /api/team-members/{id}", adminOnly, handleDelete(team, files, log)},
		{"POST /api/team-members/reorder", adminOnly, handleReorder(s.ReorderTeamMembers, log)},

		{"GET /api/gallery/images", public, handleList(images, d.lists, log)},
		{"GET /api/gallery/images/{id}", public, handleGet(images, log)},
		{"POST /api/gallery/images", adminOnly, handleCreate(images, log)},
		{"PUT /api/gallery/images/{id}", adminOnly, handleUpdate(images, files, log)},
		{"DELETE /api/gallery/images/{id}", adminOnly, handleDelete(images, files, log)},
		{"POST /api/gallery/images/reorder", adminOnly, handleReorder(s.ReorderGalleryImages, log)},

		{"GET /api/gallery/videos", public, handleList(videos, d.lists, log)},
		{"GET /api/gallery/videos/{id}", public, handleGet(videos, log)},
		{"POST /api/gallery/videos", adminOnly, handleCreate(videos, log)},
		{"PUT /api/gallery/videos/{id}", adminOnly, handleUpdate(videos, files, log)},
		{"DELETE /api/gallery/videos/{id}", adminOnly, handleDelete(videos, files, log)},
		{"POST /api/gallery/videos/reorder", adminOnly, handleReorder(s.ReorderGalleryVideos, log)},

		{"GET /api/research-papers", public, handleList(papers, d.lists, log)},
		{"GET /api/research-papers/{id}", public, handleGet(papers, log)},
		{"POST /api/research-papers", adminOnly, handleCreate(papers, log)},
		{"PUT /api/research-papers/{id}", adminOnly, handleUpdate(papers, files, log)},
		{"DELETE /api/research-papers/{id}", adminOnly, handleDelete(papers, files, log)},
		{"POST /api/research-papers/reorder", adminOnly, handleReorder(s.ReorderResearchPapers, log)},

		{"GET /api/categories", public, handleList(folders, d.lists, log)},
		{"GET /api/categories/{id}", public, handleGet(folders, log)},
		{"POST /api/categories", adminOnly, handleCreate(folders, log)},
		{"PUT /api/categories/{id}", adminOnly, handleUpdate(folders, files, log)},
		{"DELETE /api/categories/{id}", adminOnly, handleDelete(folders, files, log)},

		{"GET /api/global-partners", public, handleList(partners, d.lists, log)},
		{"GET /api/global-partners/{id}", public, handleGet(partners, log)},
		{"POST /api/global-partners", adminOnly, handleCreate(partners, log)},
		{"PUT /api/global-partners/{id}", adminOnly, handleUpdate(partners, files, log)},
		{"DELETE /api/global-partners/{id}", adminOnly, handleDelete(partners, files, log)},

		{"GET /api/partner-categories", public, handleList(partnerKinds, d.lists, log)},
		{"GET /api/partner-categories/{id}", public, handleGet(partnerKinds, log)},
		{"POST /api/partner-categories", adminOnly, handleCreate(partnerKinds, log)},
		{"PUT /api/partner-categories/{id}", adminOnly, handleUpdate(partnerKinds, files, log)},
		{"DELETE /api/partner-categories/{id}", adminOnly, handleDelete(partnerKinds, files, log)},

		{"GET /api/content/{key}", public, handleContentGet(d.content, s, d.lists, log)},
		{"PUT /api/content/{key}", adminOnly, handleContentPut(d.content, s, d.renderShowing, log)},
		{"GET /api/content/{key}/versions", adminOnly, handleContentVersions(d.content, s, log)},
		{"GET /api/content", adminOnly, editor.handleList()},
		{"GET /api/content/{key}/draft", adminOnly, editor.handleState()},
		{"PUT /api/content/{key}/draft", adminOnly, editor.handleSaveDraft()},
		{"DELETE /api/content/{key}/draft", adminOnly, editor.handleDiscardDraft()},
		{"POST /api/content/{key}/publish", adminOnly, editor.handlePublish()},
		{"PUT /api/content/{key}/schedule", adminOnly, editor.handleSchedule()},
		{"DELETE /api/content/{key}/schedule", adminOnly, editor.handleUnschedule()},
		{"GET /api/content/{key}/versions/{version}", adminOnly, editor.handleVersion()},
		{"POST /api/content/{key}/versions/{version}/restore", adminOnly, editor.handleRestore()},
		{"GET /preview/{path...}", adminOnly, handlePreview(d)},

		{"POST /api/contact", public, handleContact(intake)},
		{"POST /{$}", public, handleContactForm(d.app, intake)},
		{"GET /api/contact-messages", adminOnly, handleContactList(s, log)},
		{"DELETE /api/contact-messages/{id}", adminOnly, handleContactDelete(s, log)},
		{"PATCH /api/contact-messages/{id}", adminOnly, handleMessageState(s, log)},
		{"POST /api/contact-messages/delete", adminOnly, handleMessagesDelete(s, log)},

		{"POST /api/upload/image", adminOnly, handleUploadOne(files, s, d.images, uploads.Images, log)},
		{"POST /api/upload/pdf", adminOnly, handleUploadOne(files, s, d.images, []uploads.Kind{uploads.PDF}, log)},
		{"POST /api/upload/images", adminOnly, handleUploadMany(files, s, d.images, d.maxBulkFiles, log)},
		{"PUT /api/upload/image-focus", adminOnly, handleImageFocus(s, log)},
		{"GET /api/upload/limits", adminOnly, handleUploadLimits(files)},
		{"GET /uploads/{name}", public, longDownload(files)},

		{"GET /api/placeholder/{width}/{height}", public, handlePlaceholder(log)},
		{"GET /api/research-paper", public, handlePDF(d.pdfs, researchPaperSource, log)},
		{"GET /api/site-package", public, handleSitePackageInfo(d.sitePackage, log)},
		{"GET /get-deployment-package", public, longDownload(handleSitePackage(d.sitePackage, log))},

		{"GET /robots.txt", public, handleRobots(d.baseURL)},
		{"GET /sitemap.xml", public, handleSitemap(d.app, d.baseURL)},
		{"GET /og-image.png", public, handleOGImage(d.web)},
		{"/", public, handlePages(d.app)},
	}...)
}

// addRoutes registers every route of the table, each behind the same-origin check of writes
// that carry the session cookie (sameOriginWrites) and each admin one in the admin check,
// and under /api the answer for what no route takes: 405 with Allow for a known path asked
// with another method, 404 otherwise, both as JSON (never the web app).
func addRoutes(mux *http.ServeMux, d *deps) {
	sameOrigin := sameOriginWrites(d.baseURL, d.log)
	for _, rt := range routes(d) {
		h := rt.handler
		if rt.access == adminOnly {
			h = requireAdmin(d, h)
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
