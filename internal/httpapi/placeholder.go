package httpapi

import (
	"fmt"
	"log/slog"
	"net/http"
	"strconv"

	"github.com/qrs-site/qrs/internal/content"
)

// maxPlaceholderSide bounds each side of a placeholder image.
const maxPlaceholderSide = 4000

// handlePlaceholder answers GET /api/placeholder/{width}/{height}: a grey SVG of that size
// labelled with it; 400 for a side that is not a whole number from 1 to 4000.
func handlePlaceholder(log *slog.Logger) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		width, errW := strconv.Atoi(r.PathValue("width"))
		height, errH := strconv.Atoi(r.PathValue("height"))
		fields := content.FieldErrors{}
		if errW != nil || width < 1 || width > maxPlaceholderSide {
			fields["width"] = "Width must be a whole number from 1 to 4000"
		}
		if errH != nil || height < 1 || height > maxPlaceholderSide {
			fields["height"] = "Height must be a whole number from 1 to 4000"
		}
		if err := validate(fields); err != nil {
			writeError(w, r, log, err)
			return
		}
		font := max(10, min(width, height)/8)
		svg := fmt.Sprintf(`<svg xmlns="http://www.w3.org/2000/svg" width="%[1]d" height="%[2]d" viewBox="0 0 %[1]d %[2]d">`+
			`<rect width="100%%" height="100%%" fill="#e5e7eb"/>`+
			`<text x="50%%" y="50%%" fill="#6b7280" font-family="sans-serif" font-size="%[3]d" text-anchor="middle" dominant-baseline="middle">%[1]d×%[2]d</text>`+
			`</svg>`, width, height, font)
		w.Header().Set("Content-Type", "image/svg+xml")
		w.Header().Set("Cache-Control", "public, max-age=86400")
		w.Header().Set("Content-Security-Policy", "default-src 'none'; style-src 'unsafe-inline'; sandbox")
		_, _ = w.Write([]byte(svg))
	})
}
