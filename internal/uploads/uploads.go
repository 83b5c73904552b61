// Package uploads saves, sniffs, names, limits and serves the files admins upload.
package uploads

import (
	"bytes"
	"context"
	"crypto/rand"
	"encoding/hex"
	"errors"
	"io"
	"io/fs"
	"net/http"
	"path"
	"regexp"
	"sort"
	"strconv"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/qrs-site/qrs/internal/content"
	"github.com/qrs-site/qrs/internal/storage"
)

// Kind is a file type the site accepts, decided by the file's bytes.
type Kind string

// The accepted kinds.
const (
	PDF  Kind = "pdf"
	JPEG Kind = "jpg"
	PNG  Kind = "png"
	GIF  Kind = "gif"
	WebP Kind = "webp"
	SVG  Kind = "svg"
)

// Images are the image kinds.
var Images = []Kind{JPEG, PNG, GIF, WebP, SVG}

// IsImage reports whether k is an image kind.
func (k Kind) IsImage() bool { return k != PDF && k != "" }

// IsRaster reports whether k is an image made of pixels (every image kind but SVG).
func (k Kind) IsRaster() bool { return k.IsImage() && k != SVG }

// ContentType answers the MIME type served for k.
func (k Kind) ContentType() string {
	switch k {
	case PDF:
		return "application/pdf"
	case JPEG:
		return "image/jpeg"
	case PNG:
		return "image/png"
	case GIF:
		return "image/gif"
	case WebP:
		return "image/webp"
	case SVG:
		return "image/svg+xml"
	}
	return "application/octet-stream"
}

// Sniff decides the kind of a file from its first bytes; "" means refused.
func Sniff(b []byte) Kind {
	switch {
	case bytes.HasPrefix(b, []byte("%PDF-")):
		return PDF
	case bytes.HasPrefix(b, []byte{0xFF, 0xD8, 0xFF}):
		return JPEG
	case bytes.HasPrefix(b, []byte("\x89PNG\r\n\x1a\n")):
		return PNG
	case bytes.HasPrefix(b, []byte("GIF87a")), bytes.HasPrefix(b, []byte("GIF89a")):
		return GIF
	case len(b) >= 12 && bytes.Equal(b[:4], []byte("RIFF")) && bytes.Equal(b[8:12], []byte("WEBP")):
		return WebP
	}
	if isSVG(b) {
		return SVG
	}
	return ""
}

// isSVG reports whether b is text whose first element is <svg>.
func isSVG(b []byte) bool {
	head := b
	if len(head) > 4096 {
		head = head[:4096]
		for !utf8.Valid(head) && len(head) > 4090 {
			head = head[:len(head)-1]
		}
	}
	if !utf8.Valid(head) || bytes.IndexByte(head, 0) >= 0 {
		return false
	}
	s := strings.ToLower(strings.TrimSpace(strings.TrimPrefix(string(head), "\ufeff")))
	for {
		switch {
		case strings.HasPrefix(s, "<?xml"):
			i := strings.Index(s, ">")
			if i < 0 {
				return false
			}
			s = strings.TrimSpace(s[i+1:])
		case strings.HasPrefix(s, "<!doctype"):
			// An internal subset in brackets holds declarations of its own.
			i := strings.IndexAny(s, "[>")
			if i >= 0 && s[i] == '[' {
				j := strings.IndexByte(s[i:], ']')
				if j < 0 {
					return false
				}
				i += j
				if k := strings.IndexByte(s[i:], '>'); k >= 0 {
					i += k
				} else {
					i = -1
				}
			}
			if i < 0 {
				return false
			}
			s = strings.TrimSpace(s[i+1:])
		case strings.HasPrefix(s, "<!--"):
			i := strings.Index(s, "-->")
			if i < 0 {
				return false
			}
			s = strings.TrimSpace(s[i+3:])
		default:
			return strings.HasPrefix(s, "<svg")
		}
	}
}

// Limits caps the size of one upload by kind.
type Limits struct {
	Image int64
	PDF   int64
}

// Max answers the largest size any kind may have.
func (l Limits) Max() int64 { return max(l.Image, l.PDF) }

// For answers the size limit of kind k.
func (l Limits) For(k Kind) int64 {
	if k == PDF {
		return l.PDF
	}
	return l.Image
}

// Dir is the store of uploaded files: a folder, or the part of an S3-compatible bucket the
// uploads are kept in.
type Dir struct {
	files  storage.Bucket // the uploads, each under its name
	cache  storage.Bucket // files built from the content, such as the site package
	limits Limits
}

// Open returns the uploads kept in the folder at path, creating it when missing; files
// built from the content are kept in its folder cache/.
func Open(path string, limits Limits) (*Dir, error) {
	b, err := storage.NewLocal(path)
	if err != nil {
		return nil, err
	}
	return &Dir{files: b, cache: b.Sub("cache/"), limits: limits}, nil
}

// OpenBucket returns the uploads kept in the bucket b under uploads/; files built from
// the content are kept under cache/.
func OpenBucket(b storage.Bucket, limits Limits) *Dir {
	return &Dir{files: b.Sub("uploads/"), cache: b.Sub("cache/"), limits: limits}
}

// Files answers the bucket the uploads are kept in, each under its name.
func (d *Dir) Files() storage.Bucket { return d.files }

// Cache answers the bucket for files built from the content, which every instance of the
// site can read.
func (d *Dir) Cache() storage.Bucket { return d.cache }

// timeout bounds a storage call made without a request's context.
const timeout = 5 * time.Minute

func background() (context.Context, context.CancelFunc) {
	return context.WithTimeout(context.Background(), timeout)
}

// Limits answers the size limits of the uploads.
func (d *Dir) Limits() Limits { return d.limits }

// ErrRefused and ErrCutOff are the answers of Save for a file of a refused kind, or whose
// bytes stopped arriving before its end; a file too big is answered by TooLarge.
var (
	ErrCutOff  = content.Errorf(content.Invalid, "The upload was cut off before the whole file arrived. Please try again.")
	ErrRefused = content.Errorf(content.Unsupported, "File type not allowed: only PDF, JPEG, PNG, GIF, WebP and SVG files are accepted")
)

// TooLarge is the answer of Save for a file of kind k over its limit: code TooLarge, its
// message naming the limit ("File too large: images can be at most 10 MB").
func (l Limits) TooLarge(k Kind) error {
	kind := "image"
	if k == PDF {
		kind = "pdf"
	}
	return content.Errorf(content.TooLarge, "%s", content.Uploads.Refusal(kind, l.For(k)))
}

// Save reads r through the size cap, decides its kind from its bytes, and stores it under a
// random name when the kind is one of allowed. It answers the public URL and the kind.
func (d *Dir) Save(r io.Reader, allowed []Kind) (string, Kind, error) {
	data, kind, err := d.Read(r, allowed)
	if err != nil {
		return "", "", err
	}
	url, err := d.Store(data, kind)
	return url, kind, err
}

// Read reads r through the size cap and decides its kind from its bytes: ErrRefused when
// the kind is not one of allowed, TooLarge when the file is over its kind's limit,
// ErrCutOff when r fails before its end (the request's own size cap passes through). An
// SVG is answered cleaned (see CleanSVG), or refused when it is not well-formed; a PDF must
// be one a reader can open (see CheckPDF).
func (d *Dir) Read(r io.Reader, allowed []Kind) ([]byte, Kind, error) {
	data, err := io.ReadAll(io.LimitReader(r, d.limits.Max()+1))
	var tooLarge *http.MaxBytesError
	switch {
	case errors.As(err, &tooLarge):
		return nil, "", err
	case err != nil:
		// The file comes from the client: a body cut off or broken on the way is its
		// fault, never the server's.
		return nil, "", ErrCutOff
	}
	kind := Sniff(data)
	ok := false
	for _, k := range allowed {
		ok = ok || k == kind
	}
	if kind == "" || !ok {
		return nil, "", ErrRefused
	}
	if int64(len(data)) > d.limits.For(kind) {
		return nil, "", d.limits.TooLarge(kind)
	}
	switch kind {
	case SVG:
		// Kept only as a cleaned copy: the site package is served by hosts without the
		// sandbox this server sends with an SVG.
		if data, err = CleanSVG(data); err != nil {
			return nil, "", err
		}
	case PDF:
		if err := CheckPDF(data); err != nil {
			return nil, "", err
		}
	}
	return data, kind, nil
}

// Store writes data, of a kind Read decided, under a random name and answers its public URL.
func (d *Dir) Store(data []byte, kind Kind) (string, error) {
	name, err := randomName(kind)
	if err != nil {
		return "", err
	}
	return "/uploads/" + name, d.write(name, data)
}

// StoreVariant writes a resized WebP copy of the upload at url beside it, named after it
// and its width (<name>-400w.webp), and answers the copy's public URL.
func (d *Dir) StoreVariant(url string, width int, webp []byte) (string, error) {
	name := fileOf(url)
	if name == "" || strings.Contains(name, "-") {
		return "", errors.New("uploads: a variant of something that is not an original upload")
	}
	variant := strings.TrimSuffix(name, path.Ext(name)) + "-" + strconv.Itoa(width) + "w.webp"
	return "/uploads/" + variant, d.write(variant, webp)
}

// write stores data under name atomically: a reader never sees half a file.
func (d *Dir) write(name string, data []byte) error {
	ctx, cancel := background()
	defer cancel()
	return d.files.Put(ctx, name, bytes.NewReader(data), int64(len(data)))
}

func randomName(k Kind) (string, error) {
	b := make([]byte, 16)
	if _, err := rand.Read(b); err != nil {
		return "", err
	}
	return hex.EncodeToString(b) + "." + string(k), nil
}

// namePattern matches the stored names: originals and their resized WebP variants.
var namePattern = regexp.MustCompile(`^[0-9a-f]{32}(\.(pdf|jpg|png|gif|webp|svg)|-[0-9]{1,5}w\.webp)$`)

// fileOf answers the file name behind a public URL, or "" when it is not one of ours.
func fileOf(url string) string {
	name, ok := strings.CutPrefix(url, "/uploads/")
	if !ok || !namePattern.MatchString(name) {
		return ""
	}
	return name
}

// Remove deletes the files behind the given public URLs, with the variants of each;
// unknown ones are skipped.
func (d *Dir) Remove(urls ...string) error {
	ctx, cancel := background()
	defer cancel()
	var errs []error
	for _, u := range urls {
		name := fileOf(u)
		if name == "" {
			continue
		}
		names := []string{name}
		if stem, original := strings.CutSuffix(name, path.Ext(name)); original && !strings.Contains(stem, "-") {
			variants, err := d.files.List(ctx, stem+"-")
			if err != nil {
				errs = append(errs, err)
			}
			for _, v := range variants {
				if namePattern.MatchString(v.Key) {
					names = append(names, v.Key)
				}
			}
		}
		for _, n := range names {
			if err := d.files.Delete(ctx, n); err != nil {
				errs = append(errs, err)
			}
		}
	}
	return errors.Join(errs...)
}

// Stem answers the part of an upload's public URL that the upload and its resized variants
// share ("/uploads/" and the random hex name), or "" when url is not one of ours.
func Stem(url string) string {
	name := fileOf(url)
	if name == "" {
		return ""
	}
	return "/uploads/" + name[:stemLen]
}

// stemLen is the length of the random part of every stored name.
const stemLen = 32

// Upload is one stored upload: the original file with its resized variants.
type Upload struct {
	URL      string    // public URL of the original (of the variant itself when its original is gone)
	Names    []string  // its files, the original first
	Modified time.Time // when its newest file was written
}

// Uploads answers every stored upload with its variants, sorted by URL; a variant whose
// original is gone is an upload of its own.
func (d *Dir) Uploads() ([]Upload, error) {
	ctx, cancel := background()
	defer cancel()
	return d.UploadsContext(ctx)
}

// UploadsContext is Uploads within ctx.
func (d *Dir) UploadsContext(ctx context.Context) ([]Upload, error) {
	all, err := d.stored(ctx)
	if err != nil {
		return nil, err
	}
	byStem := map[string][]storage.Info{}
	for _, o := range all {
		stem := o.Key[:stemLen]
		byStem[stem] = append(byStem[stem], o)
	}
	var out []Upload
	for _, group := range byStem {
		var original *Upload
		var strays []Upload
		for _, o := range group {
			up := Upload{URL: "/uploads/" + o.Key, Names: []string{o.Key}, Modified: o.Modified}
			if !strings.Contains(o.Key, "-") {
				original = &up
			} else {
				strays = append(strays, up)
			}
		}
		if original == nil {
			out = append(out, strays...)
			continue
		}
		for _, v := range strays {
			original.Names = append(original.Names, v.Names...)
			original.Modified = maxTime(original.Modified, v.Modified)
		}
		out = append(out, *original)
	}
	sort.Slice(out, func(i, j int) bool { return out[i].URL < out[j].URL })
	return out, nil
}

// stored answers the stored files that are uploads or their variants, sorted by name.
func (d *Dir) stored(ctx context.Context) ([]storage.Info, error) {
	all, err := d.files.List(ctx, "")
	if err != nil {
		return nil, err
	}
	out := all[:0]
	for _, o := range all {
		if namePattern.MatchString(o.Key) {
			out = append(out, o)
		}
	}
	return out, nil
}

func maxTime(a, b time.Time) time.Time {
	if b.After(a) {
		return b
	}
	return a
}

// List answers the names of every stored upload, sorted.
func (d *Dir) List() ([]string, error) {
	ctx, cancel := background()
	defer cancel()
	all, err := d.stored(ctx)
	if err != nil {
		return nil, err
	}
	out := make([]string, len(all))
	for i, o := range all {
		out[i] = o.Key
	}
	return out, nil
}

// Object opens the stored upload of that name for reading; an error wrapping
// fs.ErrNotExist when there is none.
func (d *Dir) Object(ctx context.Context, name string) (storage.Object, error) {
	if !namePattern.MatchString(name) {
		return nil, &fs.PathError{Op: "open", Path: name, Err: fs.ErrNotExist}
	}
	return d.files.Open(ctx, name)
}

// CleanedSVG answers the stored SVG of that name cleaned (see CleanSVG): one stored before
// uploads were cleaned may hold anything. An error of code Unsupported when it cannot be.
func (d *Dir) CleanedSVG(ctx context.Context, name string) ([]byte, error) {
	if !namePattern.MatchString(name) || !strings.HasSuffix(name, "."+string(SVG)) {
		return nil, errors.New("uploads: not the name of a stored SVG")
	}
	o, err := d.files.Open(ctx, name)
	if err != nil {
		return nil, err
	}
	defer o.Close()
	data, err := io.ReadAll(o)
	if err != nil {
		return nil, err
	}
	return CleanSVG(data)
}

// Path answers the file path of a stored upload name when the uploads are kept in a
// folder, "" otherwise.
func (d *Dir) Path(name string) string {
	if l, ok := d.files.(*storage.Local); ok {
		return l.Path(name)
	}
	return ""
}

// svgPolicy keeps any script inside an uploaded SVG from running, even when opened directly.
const svgPolicy = "default-src 'none'; img-src data:; style-src 'unsafe-inline'; sandbox"

// ServeHTTP answers GET /uploads/{name}: the file with its type, nosniff and a long cache,
// the same from a folder and from a bucket.
func (d *Dir) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	name := r.PathValue("name")
	o, err := d.Object(r.Context(), name)
	if errors.Is(err, fs.ErrNotExist) {
		http.NotFound(w, r)
		return
	}
	if err != nil {
		http.Error(w, http.StatusText(http.StatusServiceUnavailable), http.StatusServiceUnavailable)
		return
	}
	defer o.Close()
	kind := Kind(strings.TrimPrefix(path.Ext(name), "."))
	h := w.Header()
	h.Set("Content-Type", kind.ContentType())
	h.Set("X-Content-Type-Options", "nosniff")
	h.Set("Cache-Control", "public, max-age=31536000, immutable")
	if kind == SVG {
		h.Set("Content-Security-Policy", svgPolicy)
	} else if kind == PDF {
		h.Set("Content-Security-Policy", "frame-ancestors 'self'")
	}
	http.ServeContent(w, r, name, o.Info().Modified, o)
}
