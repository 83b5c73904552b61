package site

import (
	"archive/tar"
	"compress/gzip"
	"context"
	"crypto/rand"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"strings"
	"sync"
	"time"

	"github.com/qrs-site/qrs/internal/content"
	"github.com/qrs-site/qrs/internal/database"
	"github.com/qrs-site/qrs/internal/storage"
	"github.com/qrs-site/qrs/internal/uploads"
)

// Package builds the complete public site as a tar.gz of static files, lazily, and keeps
// it in the uploads' cache bucket (a folder, or the S3 bucket every instance shares) until
// the next content write.
type Package struct {
	mu      sync.Mutex
	web     fs.FS
	app     *webApp // its pages, as rendered now
	store   *database.Store
	files   *uploads.Dir
	pdfs    *PDFs
	built   bool
	version int64
	key     string // the archive's key in the cache bucket, one per running server
	name    string
	size    int64
}

// packageRoot is the folder every entry of the archive sits in.
const packageRoot = "qrs-site/"

// packagePrefix starts the keys of the archives in the cache bucket.
const packagePrefix = "site-package-"

// packageLeftOver is how old an archive of another server must be before a build removes it:
// one left by a server that stopped. A running server whose archive was removed builds it
// again on the next download.
const packageLeftOver = 24 * time.Hour

// Current answers the key in the cache bucket, download name and size of an archive of the
// current content, building it when the content changed since the last build.
func (p *Package) Current(ctx context.Context) (string, string, int64, error) {
	p.mu.Lock()
	defer p.mu.Unlock()
	version := p.store.Version()
	if p.built && p.version == version {
		return p.key, p.name, p.size, nil
	}
	if p.key == "" {
		id := make([]byte, 8)
		if _, err := rand.Read(id); err != nil {
			return "", "", 0, err
		}
		p.key = packagePrefix + hex.EncodeToString(id) + ".tar.gz"
	}
	cache := p.files.Cache()
	// The archive is streamed into the bucket as it is written; a failed build leaves the
	// archive stored before in place.
	pr, pw := io.Pipe()
	written := make(chan error, 1)
	go func() {
		err := p.write(ctx, pw)
		pw.CloseWithError(err)
		written <- err
	}()
	err := cache.Put(ctx, p.key, pr, -1)
	pr.CloseWithError(errors.New("the store stopped reading the site package"))
	if werr := <-written; werr != nil {
		return "", "", 0, werr
	}
	if err != nil {
		return "", "", 0, err
	}
	st, err := cache.Stat(ctx, p.key)
	if err != nil {
		return "", "", 0, err
	}
	p.built, p.version, p.size = true, version, st.Size
	p.name = "qrs-site-" + time.Now().UTC().Format("20060102") + ".tar.gz"
	p.removeLeftOvers(ctx)
	return p.key, p.name, p.size, nil
}

// removeLeftOvers removes the archives of other servers older than packageLeftOver, with
// the one kept as site-package.tar.gz before archives had a key per server.
func (p *Package) removeLeftOvers(ctx context.Context) {
	cache := p.files.Cache()
	all, err := cache.List(ctx, strings.TrimSuffix(packagePrefix, "-"))
	if err != nil {
		return // tried again after the next build
	}
	for _, o := range all {
		if o.Key != p.key && time.Since(o.Modified) > packageLeftOver {
			_ = cache.Delete(ctx, o.Key)
		}
	}
}

// Open opens the archive of the current content, and answers the name it downloads as. An archive removed from the bucket
// meanwhile is built again.
func (p *Package) Open(ctx context.Context) (storage.Object, string, error) {
	for try := 0; ; try++ {
		key, name, _, err := p.Current(ctx)
		if err != nil {
			return nil, "", err
		}
		o, err := p.files.Cache().Open(ctx, key)
		if errors.Is(err, fs.ErrNotExist) && try == 0 {
			p.mu.Lock()
			p.built = false
			p.mu.Unlock()
			continue
		}
		return o, name, err
	}
}

// write streams the archive: the built web app, the uploads records use, the legal documents and the
// research paper, and JSON snapshots of the public lists under api/.
func (p *Package) write(ctx context.Context, w io.Writer) error {
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
		page, err := p.app.pages[route].fresh(ctx)
		if err != nil {
			return err
		}
		if err := add(name, page.bodies[identity]); err != nil {
			return err
		}
	}
	idx, err := p.app.index(ctx)
	if err != nil {
		return err
	}
	for _, l := range content.Languages.Others() {
		for _, route := range p.app.publicRoutes() {
			page, err := p.app.langPages[l.Code][route].fresh(ctx)
			if err != nil {
				return err
			}
			if err := add(strings.TrimPrefix(idx.pathOf(route, l.Code)+"/index.html", "/"), page.bodies[identity]); err != nil {
				return err
			}
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
			if svg, err = p.files.CleanedSVG(ctx, name); err == nil {
				err = add("uploads/"+name, svg)
			} else if content.ErrorCode(err) == content.Unsupported {
				err = nil
			}
		} else {
			err = addUpload(ctx, tw, packageRoot+"uploads/"+name, p.files, name, now)
		}
		if err != nil && !errors.Is(err, fs.ErrNotExist) { // a file deleted meanwhile is left out
			return err
		}
	}
	for _, src := range AllPDFs() {
		for _, l := range content.Languages.Languages {
			pdf, err := p.pdfs.GetIn(ctx, src, l.Code)
			if err != nil {
				return err
			}
			if err := add(strings.TrimPrefix(src.PathIn(l.Code), "/"), pdf.Body); err != nil {
				return err
			}
		}
	}
	type snapshot struct {
		name string
		list func(context.Context) (any, error)
	}
	var snapshots []snapshot
	for _, c := range content.Collections() {
		if c.Package != "" {
			snapshots = append(snapshots, snapshot{c.Package, listOfCollection(p.store, c)})
		}
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
func (p *Package) usedUploads(ctx context.Context) ([]string, error) {
	all, err := p.files.UploadsContext(ctx)
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

// addUpload adds the stored upload of that name to the archive, streamed. An error wrapping
// fs.ErrNotExist, before anything is added, when it is gone.
func addUpload(ctx context.Context, tw *tar.Writer, entry string, files *uploads.Dir, name string, now time.Time) error {
	o, err := files.Object(ctx, name)
	if err != nil {
		return err
	}
	defer o.Close()
	size := o.Info().Size
	if err := tw.WriteHeader(&tar.Header{Name: entry, Mode: 0o644, Size: size, ModTime: now, Typeflag: tar.TypeReg}); err != nil {
		return err
	}
	if _, err := io.CopyN(tw, o, size); err != nil {
		// The entry is begun: the archive cannot go on without it, gone or not.
		return fmt.Errorf("site package: reading %s: %v", name, err)
	}
	return nil
}
