package database

import (
	"context"
	"database/sql"
	"errors"

	"github.com/qrs-site/qrs/internal/content"
)

// Upload is a file someone uploaded, as the audit log names it: where it is served, the
// name it had on their computer, its size in bytes and its kind ("pdf", "jpg", ...); for
// the media library, the hex SHA-256 of its bytes and whether it goes into the library at
// once (Keep: uploaded there) rather than when a use is saved.
type Upload struct {
	URL    string
	Name   string
	Size   int64
	Kind   string
	SHA256 string
	Keep   bool
}

// SaveUpload records the upload up in the media library and the audit log and, for a
// raster image (img not nil), its size and resized copies (see SaveImage), in one
// transaction. When the library holds the same bytes already (an upload of them at the
// same moment), it records nothing and answers that asset: the caller removes its copy.
func (s *Store) SaveUpload(ctx context.Context, up Upload, img *content.Image) (*Asset, error) {
	var same *Asset
	err := s.inTx(ctx, everything, func(tx *sql.Tx) error {
		var err error
		if same, err = s.recordAsset(ctx, tx, up); err != nil || same != nil {
			return err
		}
		if img != nil {
			if err := s.saveImage(ctx, tx, up.URL, *img); err != nil {
				return err
			}
		}
		changes := []AuditChange{{Field: "name", To: up.Name}, {Field: "size", To: up.Size},
			{Field: "kind", To: up.Kind}, {Field: "url", To: up.URL}}
		if img != nil {
			changes = append(changes, AuditChange{Field: "width", To: img.Width}, AuditChange{Field: "height", To: img.Height})
		}
		return s.audit(ctx, tx, AuditEntry{Action: "upload", Kind: auditKindUpload, Target: up.Name, Changes: changes})
	})
	return same, err
}

// SaveImage records the size and resized copies of the uploaded image at url; its focal
// point starts at the centre (see SetImageFocus).
func (s *Store) SaveImage(ctx context.Context, url string, img content.Image) error {
	return s.inTx(ctx, everything, func(tx *sql.Tx) error { return s.saveImage(ctx, tx, url, img) })
}

func (s *Store) saveImage(ctx context.Context, tx *sql.Tx, url string, img content.Image) error {
	if _, err := tx.ExecContext(ctx, `INSERT INTO uploaded_images (url, width, height, created_at) VALUES (?, ?, ?, ?)
		ON CONFLICT (url) DO UPDATE SET width = excluded.width, height = excluded.height,
			created_at = excluded.created_at, focus_x = 50, focus_y = 50`, url, img.Width, img.Height, s.timestamp()); err != nil {
		return err
	}
	if _, err := tx.ExecContext(ctx, `DELETE FROM image_variants WHERE image_url = ?`, url); err != nil {
		return err
	}
	for _, v := range img.Variants {
		if _, err := tx.ExecContext(ctx, `INSERT INTO image_variants (image_url, width, url) VALUES (?, ?, ?)`,
			url, v.Width, v.URL); err != nil {
			return err
		}
	}
	return nil
}

// SetImageFocus records the focal point of the uploaded image at url, x and y in percent
// (0–100) of its width and height from the top left corner. An error of code NotFound when
// nothing is recorded of url (an SVG, an address elsewhere), Invalid when a number is out of
// range. Pages showing the image are rendered anew.
func (s *Store) SetImageFocus(ctx context.Context, url string, x, y int) error {
	if x < 0 || x > 100 || y < 0 || y > 100 {
		return content.Errorf(content.Invalid, "The focal point must lie within the image: 0 to 100 percent")
	}
	return s.inTx(ctx, everything, func(tx *sql.Tx) error {
		var oldX, oldY int
		err := tx.QueryRowContext(ctx, `SELECT focus_x, focus_y FROM uploaded_images WHERE url = ?`, url).Scan(&oldX, &oldY)
		if errors.Is(err, sql.ErrNoRows) {
			return content.Errorf(content.NotFound, "No uploaded picture at that address takes a focal point")
		}
		if err != nil {
			return err
		}
		if _, err := tx.ExecContext(ctx, `UPDATE uploaded_images SET focus_x = ?, focus_y = ? WHERE url = ?`, x, y, url); err != nil {
			return err
		}
		var changes []AuditChange
		if oldX != x {
			changes = append(changes, AuditChange{Field: "focusX", From: oldX, To: x})
		}
		if oldY != y {
			changes = append(changes, AuditChange{Field: "focusY", From: oldY, To: y})
		}
		if changes == nil {
			return nil
		}
		return s.audit(ctx, tx, AuditEntry{Action: "focus", Kind: auditKindUpload, Target: url, Changes: changes})
	})
}

// Image answers what is recorded of the uploaded image at url, nil when nothing is (an
// SVG, an address elsewhere, a file uploaded before sizes were recorded).
func (s *Store) Image(ctx context.Context, url string) (*content.Image, error) {
	imgs, err := loadImages(ctx, s.db, "WHERE i.url = ?", url)
	return imgs[url], err
}

// loadImages answers the recorded images (those matching where), by URL.
func loadImages(ctx context.Context, q queryer, where string, args ...any) (map[string]*content.Image, error) {
	rows, err := q.QueryContext(ctx, `SELECT i.url, i.width, i.height, i.focus_x, i.focus_y, v.url, v.width
		FROM uploaded_images i LEFT JOIN image_variants v ON v.image_url = i.url `+where+`
		ORDER BY i.url, v.width`, args...)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	out := map[string]*content.Image{}
	for rows.Next() {
		var url string
		var width, height, focusX, focusY int
		var variantURL sql.NullString
		var variantWidth sql.NullInt64
		if err := rows.Scan(&url, &width, &height, &focusX, &focusY, &variantURL, &variantWidth); err != nil {
			return nil, err
		}
		img := out[url]
		if img == nil {
			img = &content.Image{Width: width, Height: height, Variants: []content.ImageVariant{}, FocusX: focusX, FocusY: focusY}
			out[url] = img
		}
		if variantURL.Valid {
			img.Variants = append(img.Variants, content.ImageVariant{URL: variantURL.String, Width: int(variantWidth.Int64)})
		}
	}
	return out, rows.Err()
}

// attachImages sets the Image of each record from what is recorded of its image URL, and
// the FileInfo of its files (attachFiles).
func attachImages(ctx context.Context, q queryer, t *table, recs ...any) error {
	if err := attachFiles(ctx, q, t, recs...); err != nil {
		return err
	}
	fields := infoFields(t.c)
	if len(fields) == 0 || len(recs) == 0 {
		return nil
	}
	var imgs map[string]*content.Image
	var err error
	if len(recs) == 1 && len(fields) == 1 {
		imgs, err = loadImages(ctx, q, "WHERE i.url = ?", t.c.Text(recs[0], fields[0].Name))
	} else {
		imgs, err = loadImages(ctx, q, "")
	}
	if err != nil {
		return err
	}
	for _, rec := range recs {
		for _, f := range fields {
			*t.c.ImageInfo(rec, &f) = imgs[t.c.Text(rec, f.Name)]
		}
	}
	return describeImages(ctx, q, t.c, recs, content.DefaultLocale)
}

// describeImages sets the Alt of each record's images (attached by attachImages) to the
// media library's alternative text of the picture in locale, "" where it has none there.
func describeImages(ctx context.Context, q queryer, c *content.Collection, recs []any, locale string) error {
	fields := infoFields(c)
	if len(fields) == 0 || len(recs) == 0 {
		return nil
	}
	// One record's picture (a write's answer) asks for its own words alone, as attachImages does.
	var only []string
	if len(recs) == 1 && len(fields) == 1 {
		only = []string{c.Text(recs[0], fields[0].Name)}
	}
	alts, err := libraryAlts(ctx, q, locale, only...)
	if err != nil {
		return err
	}
	for _, rec := range recs {
		for _, f := range fields {
			if img := *c.ImageInfo(rec, &f); img != nil {
				img.Alt = alts[c.Text(rec, f.Name)]
			}
		}
	}
	return nil
}

// infoFields answers c's image fields that carry what the server knows of their picture (Info).
func infoFields(c *content.Collection) []content.Field {
	var out []content.Field
	for _, f := range c.Fields {
		if f.Info != "" {
			out = append(out, f)
		}
	}
	return out
}
