package httpapi

import (
	"errors"
	"io"
	"log/slog"
	"mime/multipart"
	"net/http"

	"github.com/qrs-site/qrs/internal/content"
	"github.com/qrs-site/qrs/internal/sqlite"
	"github.com/qrs-site/qrs/internal/uploads"
)

// uploadAnswer is the answer of a single upload, and one entry of a bulk upload.
type uploadAnswer struct {
	URL   string `json:"url,omitempty"`
	Error string `json:"error,omitempty"`
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
// form (field image or pdf) is stored when its bytes are of an allowed kind; 201 {url};
// 400 without a file, 413 over the size limit, 415 for a refused kind.
func handleUploadOne(files *uploads.Dir, store *sqlite.Store, allowed []uploads.Kind, log *slog.Logger) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		mr, err := multipartReader(w, r, files.Limits().Max()+1<<20)
		var part *multipart.Part
		if err == nil {
			part, err = nextFile(mr)
		}
		if err == io.EOF {
			err = content.ValidationError(content.FieldErrors{"file": "Please select a file"})
		}
		var url string
		if err == nil {
			url, _, err = files.Save(part, allowed)
		}
		if err != nil {
			writeError(w, r, log, err)
			return
		}
		store.Touch()
		log.Info("file uploaded", "url", url, "name", part.FileName())
		encode(w, http.StatusCreated, uploadAnswer{URL: url})
	})
}

// bulkAnswer is the answer of a bulk upload: one result per file, in order.
type bulkAnswer struct {
	Results []uploadAnswer `json:"results"`
}

// handleUploadMany answers POST /api/upload/images: every file of the form (repeated field
// images) is stored when its bytes are an image or a PDF; 200 {results: [{url}|{error}]}
// one per file in order; 400 without files, 413 for more files than allowed.
func handleUploadMany(files *uploads.Dir, store *sqlite.Store, maxFiles int, log *slog.Logger) http.Handler {
	allowed := append([]uploads.Kind{uploads.PDF}, uploads.Images...)
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		mr, err := multipartReader(w, r, int64(maxFiles)*files.Limits().Max()+1<<20)
		if err != nil {
			writeError(w, r, log, err)
			return
		}
		var results []uploadAnswer
		var saved []string
		fail := func(err error) {
			removeFiles(files, log, saved)
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
			url, _, err := files.Save(part, allowed)
			switch content.ErrorCode(err) {
			case content.TooLarge, content.Unsupported:
				results = append(results, uploadAnswer{Error: part.FileName() + ": " + content.ErrorMessage(err)})
			default:
				if err != nil {
					fail(err)
					return
				}
				saved = append(saved, url)
				results = append(results, uploadAnswer{URL: url})
			}
		}
		if len(results) == 0 {
			writeError(w, r, log, content.ValidationError(content.FieldErrors{"images": "Please select files"}))
			return
		}
		if len(saved) > 0 {
			store.Touch()
		}
		encode(w, http.StatusOK, bulkAnswer{Results: results})
	})
}
