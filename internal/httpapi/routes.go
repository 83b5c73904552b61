package httpapi

import (
	"log/slog"
	"net/http"
	"slices"
	"strings"

	"github.com/qrs-site/qrs/internal/content"
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
	team, images, videos := teamMembers(s), galleryImages(s), galleryVideos(s)
	papers, folders := researchPapers(s), categories(s)
	partners, partnerKinds := globalPartners(s), partnerCategories(s)
	docs := contentEditor{d: d}
	intake := newContactIntake(d)
	extra := slices.Concat(legalRoutes(d.pdfs, log), staffRoutes(d), twoFactorRoutes(d), auditRoutes(d), trashRoutes(d))
	return append(extra, []route{
		{"GET /healthz", public, handleHealthz(func() error { return s.Ping(d.ctx()) })},

		{"POST /api/auth/login", public, handleLogin(d)},
		{"GET /api/auth/me", public, handleMe(d)},
		{"POST /api/auth/logout", public, handleLogout(d)},
		{"POST /api/auth/password", viewer, handlePasswordChange(d)},

		{"GET /api/team-members", public, handleList(team, d.lists, log)},
		{"GET /api/team-members/{id}", public, handleGet(team, log)},
		{"POST /api/team-members", editor, handleCreate(team, log)},
		{"PUT /api/team-members/{id}", editor, handleUpdate(team, files, log)},
		{"DELETE /api/team-members/{id}", editor, handleDelete(team, files, log)},
		{"POST /api/team-members/reorder", editor, handleReorder(s.ReorderTeamMembers, log)},

		{"GET /api/gallery/images", public, handleList(images, d.lists, log)},
		{"GET /api/gallery/images/{id}", public, handleGet(images, log)},
		{"POST /api/gallery/images", editor, handleCreate(images, log)},
		{"PUT /api/gallery/images/{id}", editor, handleUpdate(images, files, log)},
		{"DELETE /api/gallery/images/{id}", editor, handleDelete(images, files, log)},
		{"POST /api/gallery/images/reorder", editor, handleReorder(s.ReorderGalleryImages, log)},

		{"GET /api/gallery/videos", public, handleList(videos, d.lists, log)},
		{"GET /api/gallery/videos/{id}", public, handleGet(videos, log)},
		{"POST /api/gallery/videos", editor, handleCreate(videos, log)},
		{"PUT /api/gallery/videos/{id}", editor, handleUpdate(videos, files, log)},
		{"DELETE /api/gallery/videos/{id}", editor, handleDelete(videos, files, log)},
		{"POST /api/gallery/videos/reorder", editor, handleReorder(s.ReorderGalleryVideos, log)},

		{"GET /api/research-papers", public, handleList(papers, d.lists, log)},
		{"GET /api/research-papers/{id}", public, handleGet(papers, log)},
		{"POST /api/research-papers", editor, handleCreate(papers, log)},
		{"PUT /api/research-papers/{id}", editor, handleUpdate(papers, files, log)},
		{"DELETE /api/research-papers/{id}", editor, handleDelete(papers, files, log)},
		{"POST /api/research-papers/reorder", editor, handleReorder(s.ReorderResearchPapers, log)},

		{"GET /api/categories", public, handleList(folders, d.lists, log)},
		{"GET /api/categories/{id}", public, handleGet(folders, log)},
		{"POST /api/categories", editor, handleCreate(folders, log)},
		{"PUT /api/categories/{id}", editor, handleUpdate(folders, files, log)},
		{"DELETE /api/categories/{id}", editor, handleDelete(folders, files, log)},

		{"GET /api/global-partners", public, handleList(partners, d.lists, log)},
		{"GET /api/global-partners/{id}", public, handleGet(partners, log)},
		{"POST /api/global-partners", editor, handleCreate(partners, log)},
		{"PUT /api/global-partners/{id}", editor, handleUpdate(partners, files, log)},
		{"DELETE /api/global-partners/{id}", editor, handleDelete(partners, files, log)},

		{"GET /api/partner-categories", public, handleList(partnerKinds, d.lists, log)},
		{"GET /api/partner-categories/{id}", public, handleGet(partnerKinds, log)},
		{"POST /api/partner-categories", editor, handleCreate(partnerKinds, log)},
		{"PUT /api/partner-categories/{id}", editor, handleUpdate(partnerKinds, files, log)},
		{"DELETE /api/partner-categories/{id}", editor, handleDelete(partnerKinds, files, log)},

		{"GET /api/content/{key}", public, handleContentGet(d.content, s, d.lists, log)},
		{"PUT /api/content/{key}", editor, handleContentPut(d)},
		{"GET /api/content/{key}/versions", viewer, handleContentVersions(d.content, s, log)},
		{"GET /api/content", viewer, docs.handleList()},
		{"GET /api/content/{key}/draft", viewer, docs.handleState()},
		{"PUT /api/content/{key}/draft", editor, docs.handleSaveDraft()},
		{"DELETE /api/content/{key}/draft", editor, docs.handleDiscardDraft()},
		{"POST /api/content/{key}/publish", editor, docs.handlePublish()},
		{"PUT /api/content/{key}/schedule", editor, docs.handleSchedule()},
		{"DELETE /api/content/{key}/schedule", editor, docs.handleUnschedule()},
		{"GET /api/content/{key}/versions/{version}", viewer, docs.handleVersion()},
		{"POST /api/content/{key}/versions/{version}/restore", editor, docs.handleRestore()},
		{"GET /preview/{path...}", viewer, handlePreview(d)},

		{"POST /api/contact", public, handleContact(intake)},
		{"POST /{$}", public, bodyUpTo(maxContactForm, handleContactForm(d.app, intake))},
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
// that carry the session cookie (sameOriginWrites) and each staff one in the role check,
// and under /api the answer for what no route takes: 405 with Allow for a known path asked
// with another method, 404 otherwise, both as JSON (never the web app).
func addRoutes(mux *http.ServeMux, d *deps) {
	sameOrigin := sameOriginWrites(d.baseURL, d.log)
	for _, rt := range routes(d) {
		h := d.bodies.route(rt.access, rt.handler) // a staff route's body is read once its sender is known
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
