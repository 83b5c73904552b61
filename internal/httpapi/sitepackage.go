package httpapi

import (
	"archive/tar"
	"compress/gzip"
	"context"
	"encoding/json"
	"errors"
	"io"
	"io/fs"
	"log/slog"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"time"

	"github.com/qrs-site/qrs/internal/content"
	"github.com/qrs-site/qrs/internal/sqlite"
	"github.com/qrs-site/qrs/internal/uploads"
)

// sitePackage builds the complete public site as a tar.gz of static files, lazily, and keeps
// it until the next content write.
type sitePackage struct {
	mu      sync.Mutex
	dir     string // where the archive is kept
	web     fs.FS
	app     *webApp // its pages, as rendered now
	store   *sqlite.Store
	files   *uploads.Dir
	pdfs    *pdfCache
	built   bool
	version int64
	name    string
	size    int64
}

// packageRoot is the folder every entry of the archive sits in.
const packageRoot = "qrs-site/"

// current answers the path, download name and size of an archive of the current content,
// building it when the content changed since the last build.
func (p *sitePackage) current(ctx context.Context) (string, string, int64, error) {
	p.mu.Lock()
	defer p.mu.Unlock()
	path := filepath.Join(p.dir, "site-package.tar.gz")
	version := p.store.Version()
	if p.built && p.version == version {
		return path, p.name, p.size, nil
	}
	if err := os.MkdirAll(p.dir, 0o755); err != nil {
		return "", "", 0, err
	}
	tmp, err := os.CreateTemp(p.dir, ".site-package-*")
	if err != nil {
		return "", "", 0, err
	}
	defer os.Remove(tmp.Name())
	if err := p.write(ctx, tmp); err != nil {
		tmp.Close()
		return "", "", 0, err
	}
	st, err := tmp.Stat()
	if err != nil {
		tmp.Close()
		return "", "", 0, err
	}
	if err := tmp.Close(); err != nil {
		return "", "", 0, err
	}
	if err := os.Rename(tmp.Name(), path); err != nil {
		return "", "", 0, err
	}
	p.built, p.version, p.size = true, version, st.Size()
	p.name = "qrs-site-" + time.Now().UTC().Format("20060102") + ".tar.gz"
	return path, p.name, p.size, nil
}

// write streams the archive: the built web app, the uploads records use, the legal documents and the
// research paper, and JSON snapshots of the public lists under api/.
func (p *sitePackage) write(ctx context.Context, w io.Writer) error {
	gz := gzip.NewWriter(w)
	tw := tar.NewWriter(gz)
	now := time.Now().UTC()
	add := func(name string, data []byte) error {
		if err := tw.WriteHeader(&tar.Header{Name: packageRoot + name, Mode: 0o644, Size: int64(len(data)), ModTime: now, Typeflag: tar.TypeReg}); err != nil {
			return err
		}
		_, err := tw.Write(data)
		return err
	}
	err := fs.WalkDir(p.web, ".", func(name string, e fs.DirEntry, err error) error {
		// index.html is the template the pages are rendered into; the pages come below.
		if err != nil || e.IsDir() || name == ".gitkeep" || name == "index.html" || name == "index.html.gz" ||
			name == "index.html.br" || name == "routes.json" {
			return err
		}
		data, err := fs.ReadFile(p.web, name)
		if err != nil {
			return err
		}
		return add(name, data)
	})
	if err != nil {
		return err
	}
	for _, route := range p.app.publicRoutes() {
		name := strings.TrimPrefix(route+"/index.html", "/")
		if route == "/" {
			name = "index.html"
		}
		if err := add(name, p.app.pages[route].answer(ctx).bodies[identity]); err != nil {
			return err
		}
	}
	names, err := p.usedUploads(ctx)
	if err != nil {
		return err
	}
	for _, name := range names {
		var err error
		if strings.HasSuffix(name, "."+string(uploads.SVG)) {
			// Other hosts serve the package without our sandbox: an SVG stored before uploads
			// were cleaned goes out cleaned too, or not at all.
			var svg []byte
			if svg, err = p.files.CleanedSVG(name); err == nil {
				err = add("uploads/"+name, svg)
			} else if content.ErrorCode(err) == content.Unsupported {
				err = nil
			}
		} else {
			err = addFile(tw, packageRoot+"uploads/"+name, p.files.Path(name), now)
		}
		if err != nil && !errors.Is(err, os.ErrNotExist) { // a file deleted meanwhile is left out
			return err
		}
	}
	for _, src := range pdfSources() {
		pdf, err := p.pdfs.get(ctx, src)
		if err != nil {
			return err
		}
		if err := add(src.path, pdf.body); err != nil {
			return err
		}
	}
	snapshots := []struct {
		name string
		list func(context.Context) (any, error)
	}{
		{"api/team-members.json", listAny(p.store.ListTeamMembers)},
		{"api/gallery/images.json", listAny(p.store.ListGalleryImages)},
		{"api/gallery/videos.json", listAny(p.store.ListGalleryVideos)},
		{"api/research-papers.json", listAny(p.store.ListResearchPapers)},
		{"api/categories.json", listAny(p.store.ListCategories)},
		{"api/global-partners.json", listAny(p.store.ListGlobalPartners)},
		{"api/partner-categories.json", listAny(p.store.ListPartnerCategories)},
	}
	for _, s := range snapshots {
		v, err := s.list(ctx)
		if err != nil {
			return err
		}
		data, err := json.MarshalIndent(v, "", "  ")
		if err != nil {
			return err
		}
		if err := add(s.name, data); err != nil {
			return err
		}
	}
	if err := tw.Close(); err != nil {
		return err
	}
	return gz.Close()
}

// usedUploads answers the file names of the uploads some record uses, with their variants:
// a file uploaded and then never used stays out of the public package.
func (p *sitePackage) usedUploads(ctx context.Context) ([]string, error) {
	all, err := p.files.Uploads()
	if err != nil {
		return nil, err
	}
	urls := make([]string, len(all))
	for i, up := range all {
		urls[i] = up.URL
	}
	used, err := p.store.UploadsInUse(ctx, urls...)
	if err != nil {
		return nil, err
	}
	inUse := map[string]bool{}
	for _, u := range used {
		inUse[u] = true
	}
	var names []string
	for _, up := range all {
		if inUse[up.URL] {
			names = append(names, up.Names...)
		}
	}
	return names, nil
}

func listAny[T any](list func(context.Context) ([]T, error)) func(context.Context) (any, error) {
	return func(ctx context.Context) (any, error) { return list(ctx) }
}

func addFile(tw *tar.Writer, name, path string, now time.Time) error {
	f, err := os.Open(path)
	if err != nil {
		return err
	}
	defer f.Close()
	st, err := f.Stat()
	if err != nil {
		return err
	}
	if err := tw.WriteHeader(&tar.Header{Name: name, Mode: 0o644, Size: st.Size(), ModTime: now, Typeflag: tar.TypeReg}); err != nil {
		return err
	}
	_, err = io.CopyN(tw, f, st.Size())
	return err
}

// handleSitePackage answers GET /get-deployment-package: the archive of the public site as
// a download named qrs-site-YYYYMMDD.tar.gz.
func handleSitePackage(p *sitePackage, log *slog.Logger) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		path, name, _, err := p.current(r.Context())
		var f *os.File
		if err == nil {
			f, err = os.Open(path)
		}
		if err != nil {
			writeError(w, r, log, err)
			return
		}
		defer f.Close()
		st, err := f.Stat()
		if err != nil {
			writeError(w, r, log, err)
			return
		}
		h := w.Header()
		h.Set("Content-Type", "application/gzip")
		h.Set("Content-Disposition", `attachment; filename="`+name+`"`)
		h.Set("Cache-Control", "no-cache")
		http.ServeContent(w, r, name, st.ModTime(), f)
	})
}

// sitePackageInfo is the answer of GET /api/site-package.
type sitePackageInfo struct {
	FileName string `json:"fileName"`
	Size     int64  `json:"size"`
}

// handleSitePackageInfo answers GET /api/site-package: the archive's file name and size.
func handleSitePackageInfo(p *sitePackage, log *slog.Logger) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		_, name, size, err := p.current(r.Context())
		if err != nil {
			writeError(w, r, log, err)
			return
		}
		encode(w, http.StatusOK, sitePackageInfo{FileName: name, Size: size})
	})
}
