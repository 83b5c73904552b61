package httpapi

import (
	"log/slog"
	"net/http"

	"github.com/qrs-site/qrs/internal/site"
)

// handleSitePackage answers GET /get-deployment-package: the archive of the public site as
// a download named qrs-site-YYYYMMDD.tar.gz.
func handleSitePackage(p *site.Package, log *slog.Logger) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		o, name, err := p.Open(r.Context())
		if err != nil {
			writeError(w, r, log, err)
			return
		}
		defer o.Close()
		h := w.Header()
		h.Set("Content-Type", "application/gzip")
		h.Set("Content-Disposition", `attachment; filename="`+name+`"`)
		h.Set("Cache-Control", "no-cache")
		http.ServeContent(w, r, name, o.Info().Modified, o)
	})
}

// sitePackageInfo is the answer of GET /api/site-package.
type sitePackageInfo struct {
	FileName string `json:"fileName"`
	Size     int64  `json:"size"`
}

// handleSitePackageInfo answers GET /api/site-package: the archive's file name and size.
func handleSitePackageInfo(p *site.Package, log *slog.Logger) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		_, name, size, err := p.Current(r.Context())
		if err != nil {
			writeError(w, r, log, err)
			return
		}
		encode(w, http.StatusOK, sitePackageInfo{FileName: name, Size: size})
	})
}
