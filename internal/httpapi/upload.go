package httpapi

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"io"
	"log/slog"
	"mime/multipart"
	"net/http"

	"github.com/qrs-site/qrs/internal/content"
	"github.com/qrs-site/qrs/internal/database"
	"github.com/qrs-site/qrs/internal/imaging"
	"github.com/qrs-site/qrs/internal/uploads"
)

// uploadAnswer is the answer of a single upload, and one entry of a bulk upload: the
// file's URL and, for a raster image, its size and resized variants.
type uploadAnswer struct {
	URL       string         `json:"url,omitempty"`
	ImageInfo *content.Image `json:"imageInfo,omitempty"`
	Error     string         `json:"error,omitempty"`
	// Existing is set when the library held the same bytes: URL is then that file's.
	Existing *existingAsset `json:"existing,omitempty"`
}

// existingAsset names the file of the library an upload found its bytes in.
type existingAsset struct {
	ID      int64  `json:"id"`
	Name    string `json:"name"`
	Message string `json:"message"`
}

// imageMaker makes the resized variants of raster uploads; the decodes share the
// process-wide budget of imaging.MaxDecodedBytes, so two large uploads at once wait in turn.
type imageMaker struct{}

func newImageMaker() *imageMaker { return &imageMaker{} }

// Errors of an image whose pixels cannot be used.
var (
	errImageTooLarge = content.Errorf(content.TooLarge, "Image too large: at most %d megapixels and %d pixels a side",
		imaging.MaxPixels/1_000_000, imaging.MaxSide)
	errImageUnreadable = content.Errorf(content.Unsupported, "The image could not be read: the file is damaged or not a real image")
)

// errImageTooMuchMemory names what an image would take once decoded, in MB rounded up.
func errImageTooMuchMemory(info imaging.Info) error {
	return content.Errorf(content.TooLarge, "Image too large: %d MB once decoded, at most %d MB; save it with 8-bit colour or fewer pixels",
		(info.Decoded+1<<20-1)>>20, imaging.MaxDecodedBytes>>20)
}

// variants checks a raster image's dimensions and decoded size from its header (refusing
// an absurd or too heavy picture before any pixel is decoded) and makes its resized WebP
// copies; an image that may be animated gets none, since a still copy would stop it.
func (m *imageMaker) variants(ctx context.Context, data []byte) (imaging.Info, []imaging.Variant, error) {
	info, err := imaging.Inspect(data)
	animated := imaging.Animated(data)
	switch {
	case errors.Is(err, imaging.ErrTooLarge):
		return info, nil, errImageTooLarge
	case errors.Is(err, imaging.ErrTooMuchMemory) && !animated:
		return info, nil, errImageTooMuchMemory(info)
	case errors.Is(err, imaging.ErrTooMuchMemory), err == nil && animated:
		return info, nil, nil // never decoded here
	case err != nil:
		return info, nil, errImageUnreadable
	}
	_, vs, err := imaging.MakeVariants(ctx, data)
	switch {
	case ctx.Err() != nil:
		return info, nil, ctx.Err()
	case err != nil:
		return info, nil, errImageUnreadable
	}
	return info, vs, nil
}

// saveUpload stores one uploaded file when its bytes are of an allowed kind: a raster
// image with its resized variants beside it, its size and variants recorded. The audit log
// records the upload under name, the file's name on the uploader's computer.
func saveUpload(ctx context.Context, r io.Reader, name string, allowed []uploads.Kind, files *uploads.Dir, store *database.Store, maker *imageMaker) (uploadAnswer, error) {
	data, kind, err := files.Read(r, allowed)
	if err != nil {
		return uploadAnswer{}, err
	}
	sum := sha256.Sum256(data)
	digest := hex.EncodeToString(sum[:])
	// The same bytes are stored once: an upload of a file the library holds answers that file.
	if same, err := store.AssetOfBytes(ctx, digest); err != nil || same != nil {
		if err != nil {
			return uploadAnswer{}, err
		}
		return existingUpload(same), nil
	}
	var info imaging.Info
	var vs []imaging.Variant
	if kind.IsRaster() {
		if info, vs, err = maker.variants(ctx, data); err != nil {
			return uploadAnswer{}, err
		}
	}
	url, err := files.Store(data, kind)
	if err != nil {
		return uploadAnswer{}, err
	}
	up := database.Upload{URL: url, Name: name, Size: int64(len(data)), Kind: string(kind), SHA256: digest}
	var img *content.Image
	if kind.IsRaster() {
		img = &content.Image{Width: info.Width, Height: info.Height, Variants: []content.ImageVariant{},
			FocusX: content.DefaultFocus, FocusY: content.DefaultFocus}
		for _, v := range vs {
			vurl, err := files.StoreVariant(url, v.Width, v.WebP)
			if err != nil {
				_ = files.Remove(url)
				return uploadAnswer{}, err
			}
			img.Variants = append(img.Variants, content.ImageVariant{URL: vurl, Width: v.Width})
		}
	}
	same, err := store.SaveUpload(ctx, up, img)
	if err != nil || same != nil {
		_ = files.Remove(url)
		if err != nil {
			return uploadAnswer{}, err
		}
		return existingUpload(same), nil
	}
	return uploadAnswer{URL: url, ImageInfo: img}, nil
}

// existingUpload answers an upload of the bytes of a, which the library holds already.
func existingUpload(a *database.Asset) uploadAnswer {
	return uploadAnswer{URL: a.URL, ImageInfo: a.Image, Existing: &existingAsset{ID: a.ID, Name: a.Name, Message: database.MsgSameFile}}
}

// oneUpload is the largest body of an upload of one file: the largest file the limits
// allow, with a megabyte for the form around it.
func oneUpload(files *uploads.Dir) int64 { return files.Limits().Max() + 1<<20 }

// manyUploads is the largest body of a bulk upload of up to maxFiles files.
func manyUploads(files *uploads.Dir, maxFiles int) int64 {
	return int64(maxFiles)*files.Limits().Max() + 1<<20
}

// multipartReader opens the multipart body of r under a size cap.
func multipartReader(w http.ResponseWriter, r *http.Request, limit int64) (*multipart.Reader, error) {
	r.Body = http.MaxBytesReader(w, r.Body, limit)
	mr, err := r.MultipartReader()
	if err != nil {
		return nil, content.Errorf(content.Invalid, "Expected a multipart/form-data upload")
	}
	return mr, nil
}

// nextFile answers the next part of mr that carries a file, io.EOF at the end.
func nextFile(mr *multipart.Reader) (*multipart.Part, error) {
	for {
		p, err := mr.NextPart()
		if err != nil {
			var maxErr *http.MaxBytesError
			if err == io.EOF || errors.As(err, &maxErr) {
				return nil, err
			}
			return nil, content.Errorf(content.Invalid, "Malformed multipart upload")
		}
		if p.FileName() != "" {
			return p, nil
		}
		p.Close()
	}
}

// handleUploadOne answers POST /api/upload/image and /api/upload/pdf: the first file of the
// form (field image or pdf) is stored when its bytes are of an allowed kind; 201 {url}, with
// {image} for a raster image; 400 without a file, 413 over the size limit or for absurd
// image dimensions or decoded size, 415 for a refused kind, an unreadable image, an SVG
// that is not well-formed or a file that is not a valid PDF.
func handleUploadOne(files *uploads.Dir, store *database.Store, maker *imageMaker, allowed []uploads.Kind, log *slog.Logger) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		mr, err := multipartReader(w, r, oneUpload(files))
		var part *multipart.Part
		if err == nil {
			part, err = nextFile(mr)
		}
		if err == io.EOF {
			err = content.ValidationError(content.FieldErrors{"file": "Please select a file"})
		}
		var saved uploadAnswer
		if err == nil {
			saved, err = saveUpload(r.Context(), part, part.FileName(), allowed, files, store, maker)
		}
		if err != nil {
			writeError(w, r, log, err)
			return
		}
		log.Info("file uploaded", "url", saved.URL, "name", part.FileName())
		encode(w, http.StatusCreated, saved)
	})
}

// bulkAnswer is the answer of a bulk upload: one result per file, in order.
type bulkAnswer struct {
	Results []uploadAnswer `json:"results"`
}

// handleUploadMany answers POST /api/upload/images: every file of the form (repeated field
// images) is stored when its bytes are an image or a PDF; 200 {results: [{url, image}|{error}]}
// one per file in order; 400 without files, 413 for more files than allowed.
func handleUploadMany(files *uploads.Dir, store *database.Store, maker *imageMaker, maxFiles int, log *slog.Logger) http.Handler {
	allowed := append([]uploads.Kind{uploads.PDF}, uploads.Images...)
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		mr, err := multipartReader(w, r, manyUploads(files, maxFiles))
		if err != nil {
			writeError(w, r, log, err)
			return
		}
		var results []uploadAnswer
		var saved []string
		fail := func(err error) {
			// The client never learns the URLs of an aborted upload, so its files go with
			// what was recorded of them; the request may be gone already, the clean-up not.
			forgetUploads(context.WithoutCancel(r.Context()), store, files, log, saved)
			writeError(w, r, log, err)
		}
		for {
			part, err := nextFile(mr)
			if err == io.EOF {
				break
			}
			if err != nil {
				fail(err)
				return
			}
			if len(results) == maxFiles {
				fail(content.Errorf(content.TooLarge, "Too many files: at most %d per upload", maxFiles))
				return
			}
			one, err := saveUpload(r.Context(), part, part.FileName(), allowed, files, store, maker)
			switch content.ErrorCode(err) {
			case content.TooLarge, content.Unsupported:
				results = append(results, uploadAnswer{Error: part.FileName() + ": " + content.ErrorMessage(err)})
			default:
				if err != nil {
					fail(err)
					return
				}
				if one.Existing == nil { // a file the library held already is not this upload's to forget
					saved = append(saved, one.URL)
				}
				results = append(results, one)
			}
		}
		if len(results) == 0 {
			writeError(w, r, log, content.ValidationError(content.FieldErrors{"images": "Please select files"}))
			return
		}
		encode(w, http.StatusOK, bulkAnswer{Results: results})
	})
}

// forgetUploads deletes the given fresh uploads with what the store recorded of them, those
// no record uses. When the store cannot say, the files stay for the sweep of unused uploads.
func forgetUploads(ctx context.Context, store *database.Store, files *uploads.Dir, log *slog.Logger, urls []string) {
	if len(urls) == 0 {
		return
	}
	unused, err := store.ForgetUnusedUploads(ctx, urls...)
	if err != nil {
		log.Warn("could not forget the uploads of an aborted bulk upload", "err", err)
		return
	}
	removeFiles(files, log, unused)
}
