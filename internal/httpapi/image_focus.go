package httpapi

import (
	"log/slog"
	"net/http"

	"github.com/qrs-site/qrs/internal/content"
	"github.com/qrs-site/qrs/internal/database"
	"github.com/qrs-site/qrs/internal/uploads"
)

// The focal point belongs to the uploaded picture, beside its size and resized copies: every
// record showing that picture (a team portrait, a gallery image) crops it around the same
// spot, and each record's imageInfo carries it to the pages the server renders and to the
// panel, with no column of its own on each kind of record.

// imageFocus is the body of PUT /api/upload/image-focus: an uploaded image's URL and its
// focal point in percent of its width and height from the top left corner.
type imageFocus struct {
	URL string `json:"url"`
	X   *int   `json:"x"`
	Y   *int   `json:"y"`
}

// handleImageFocus answers PUT /api/upload/image-focus: the focal point of an uploaded
// raster image is recorded; 200 with the image's knowledge (imageInfo) as the records now
// carry it, 400 for a point outside 0–100 or missing, 404 for a URL of no recorded image
// (an SVG, an address elsewhere).
func handleImageFocus(store *database.Store, log *slog.Logger) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		var body imageFocus
		err := decode(w, r, &body)
		if err == nil {
			fields := content.FieldErrors{}
			if body.URL == "" {
				fields["url"] = content.MsgRequired
			}
			if body.X == nil {
				fields["x"] = content.MsgRequired
			}
			if body.Y == nil {
				fields["y"] = content.MsgRequired
			}
			if len(fields) > 0 {
				err = content.ValidationError(fields)
			}
		}
		if err == nil {
			err = store.SetImageFocus(r.Context(), body.URL, *body.X, *body.Y)
		}
		var img *content.Image
		if err == nil {
			img, err = store.Image(r.Context(), body.URL)
		}
		if err != nil {
			writeError(w, r, log, err)
			return
		}
		log.Info("image focal point set", "url", body.URL, "x", *body.X, "y", *body.Y)
		encode(w, http.StatusOK, img)
	})
}

// uploadLimits is the answer of GET /api/upload/limits: the largest file of each kind the
// server takes, in bytes, so the panel refuses a bigger one before sending it.
type uploadLimits struct {
	Image int64 `json:"image"`
	PDF   int64 `json:"pdf"`
}

// handleUploadLimits answers GET /api/upload/limits with the size limits the server runs
// with (QRS_MAX_IMAGE_MB, QRS_MAX_PDF_MB).
func handleUploadLimits(files *uploads.Dir) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		l := files.Limits()
		encode(w, http.StatusOK, uploadLimits{Image: l.Image, PDF: l.PDF})
	})
}
