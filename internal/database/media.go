package database

import (
	"context"
	"database/sql"
	"errors"
	"strings"
	"unicode/utf8"

	"github.com/qrs-site/qrs/internal/content"
	"github.com/qrs-site/qrs/internal/uploads"
)

// Asset is a file of the media library: an upload, described once (docs/media.md).
type Asset struct {
	ID int64 `json:"id"`
	// URL is the address every use holds.
	URL string `json:"url"`
	// Name is the file's name on the computer it was uploaded from.
	Name string `json:"name"`
	// Kind is its type as the upload sniffed it: jpg, png, webp, gif, svg or pdf.
	Kind string `json:"kind"`
	// Size is its length in bytes.
	Size int64 `json:"size"`
	// SHA256 is the hex digest of its bytes; "" for a file adopted before digests were kept.
	SHA256     string `json:"sha256"`
	UploadedBy string `json:"uploadedBy"`
	UploadedAt string `json:"uploadedAt"`
	// Kept says the library holds the file until an editor deletes it: it was uploaded into
	// the library, described, or used by a saved record or document. The sweep of unused
	// uploads takes only a file never kept (a form's upload never saved), a day after.
	Kept bool `json:"kept"`
	// Texts are its words by language: the alternative text and the caption.
	Texts map[string]AssetText `json:"texts"`
	// Image is what is recorded of a raster picture: its pixel size, focal point and
	// resized copies; nil for a PDF or an SVG.
	Image *content.Image `json:"image"`
}

// AssetText is an asset's words in one language.
type AssetText struct {
	Alt     string `json:"alt"`
	Caption string `json:"caption"`
}

// The most characters of an asset's alternative text and caption.
const (
	MaxAssetAlt     = 300
	MaxAssetCaption = 1000
)

// MsgSameFile answers an upload whose bytes the library holds already.
const MsgSameFile = "This file is in the library already"

// recordAsset adds the upload up to the media library in tx, unless its bytes are there
// already: then it answers the asset that holds them (and adds nothing).
func (s *Store) recordAsset(ctx context.Context, tx *sql.Tx, up Upload) (*Asset, error) {
	if up.SHA256 != "" {
		same, err := assetWhere(ctx, tx, "m.sha256 = ?", up.SHA256)
		if err != nil || same != nil {
			return same, err
		}
	}
	actor, _ := content.ActorFrom(ctx)
	_, err := tx.ExecContext(ctx, `INSERT INTO media (url, name, kind, size, sha256, uploaded_by, uploaded_at, kept)
		VALUES (?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (url) DO NOTHING`,
		up.URL, cutRunes(up.Name, content.MaxShort), up.Kind, up.Size, up.SHA256, actor.Username, s.timestamp(), flag(up.Keep))
	if isUnique(err) { // the same bytes, stored by an upload at the same moment
		return assetWhere(ctx, tx, "m.sha256 = ?", up.SHA256)
	}
	return nil, err
}

// AssetOfBytes answers the asset whose bytes have the digest sha256, nil when the library
// has none.
func (s *Store) AssetOfBytes(ctx context.Context, sha256 string) (*Asset, error) {
	if sha256 == "" {
		return nil, nil
	}
	return assetWhere(ctx, s.db, "m.sha256 = ?", sha256)
}

// Asset answers the asset of the id; an error of code NotFound when there is none.
func (s *Store) Asset(ctx context.Context, id int64) (Asset, error) {
	a, err := assetByID(ctx, s.db, id)
	if err != nil {
		return Asset{}, err
	}
	return *a, nil
}

// assetByID answers the asset of the id as q reads it; an error of code NotFound when there is none.
func assetByID(ctx context.Context, q queryer, id int64) (*Asset, error) {
	a, err := assetWhere(ctx, q, "m.id = ?", id)
	if err == nil && a == nil {
		err = notFound("File")
	}
	return a, err
}

// Assets answers every asset of the library, the newest first.
func (s *Store) Assets(ctx context.Context) ([]Asset, error) {
	return assetsWhere(ctx, s.db, "")
}

func assetWhere(ctx context.Context, q queryer, where string, args ...any) (*Asset, error) {
	list, err := assetsWhere(ctx, q, "WHERE "+where, args...)
	if err != nil || len(list) == 0 {
		return nil, err
	}
	return &list[0], nil
}

// assetsWhere answers the assets matching where ("" for all), the newest first, with their
// texts and what is recorded of their pictures.
func assetsWhere(ctx context.Context, q queryer, where string, args ...any) ([]Asset, error) {
	rows, err := q.QueryContext(ctx, `SELECT m.id, m.url, m.name, m.kind, m.size, m.sha256, m.uploaded_by, m.uploaded_at,
		m.kept, t.locale, t.alt, t.caption
		FROM media m LEFT JOIN media_texts t ON t.media_id = m.id `+where+`
		ORDER BY m.uploaded_at DESC, m.id DESC, t.locale`, args...)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []Asset
	for rows.Next() {
		var a Asset
		var kept int64
		var locale, alt, caption sql.NullString
		if err := rows.Scan(&a.ID, &a.URL, &a.Name, &a.Kind, &a.Size, &a.SHA256, &a.UploadedBy, &a.UploadedAt,
			&kept, &locale, &alt, &caption); err != nil {
			return nil, err
		}
		if n := len(out); n == 0 || out[n-1].ID != a.ID {
			a.Kept, a.Texts = kept != 0, map[string]AssetText{}
			out = append(out, a)
		}
		if locale.Valid {
			out[len(out)-1].Texts[locale.String] = AssetText{Alt: alt.String, Caption: caption.String}
		}
	}
	if err := rows.Err(); err != nil {
		return nil, err
	}
	if len(out) == 0 {
		return out, nil
	}
	imgs, err := loadImages(ctx, q, "")
	if err != nil {
		return nil, err
	}
	for i := range out {
		out[i].Image = imgs[out[i].URL]
	}
	return out, nil
}

// SetAssetText sets the alternative text and caption of the asset of the id in locale, and
// marks it kept; both empty removes the language's words. It answers the asset.
// An error of code Invalid names a text too long, or a language the site does not speak.
func (s *Store) SetAssetText(ctx context.Context, id int64, locale string, text AssetText) (Asset, error) {
	text.Alt, text.Caption = strings.TrimSpace(text.Alt), strings.TrimSpace(text.Caption)
	errs := content.FieldErrors{}
	if !content.Languages.IsLanguage(locale) {
		errs["locale"] = MsgUnknownLanguage
	}
	if utf8.RuneCountInString(text.Alt) > MaxAssetAlt {
		errs["alt"] = content.Generic.TooLong(MaxAssetAlt)
	}
	if utf8.RuneCountInString(text.Caption) > MaxAssetCaption {
		errs["caption"] = content.Generic.TooLong(MaxAssetCaption)
	}
	if len(errs) > 0 {
		return Asset{}, content.ValidationError(errs)
	}
	// The pages show a picture's words where its records do not say better: they are
	// rendered anew.
	err := s.inTx(ctx, everything, func(tx *sql.Tx) error {
		a, err := assetByID(ctx, tx, id)
		if err != nil {
			return err
		}
		was := a.Texts[locale]
		if was == text && a.Kept {
			return nil
		}
		if text == (AssetText{}) {
			_, err = tx.ExecContext(ctx, `DELETE FROM media_texts WHERE media_id = ? AND locale = ?`, id, locale)
		} else {
			_, err = tx.ExecContext(ctx, `INSERT INTO media_texts (media_id, locale, alt, caption) VALUES (?, ?, ?, ?)
				ON CONFLICT (media_id, locale) DO UPDATE SET alt = excluded.alt, caption = excluded.caption`,
				id, locale, text.Alt, text.Caption)
		}
		if err != nil {
			return err
		}
		if _, err := tx.ExecContext(ctx, `UPDATE media SET kept = 1 WHERE id = ?`, id); err != nil {
			return err
		}
		var changes []AuditChange
		if was.Alt != text.Alt {
			changes = append(changes, AuditChange{Field: "alt." + locale, From: was.Alt, To: text.Alt})
		}
		if was.Caption != text.Caption {
			changes = append(changes, AuditChange{Field: "caption." + locale, From: was.Caption, To: text.Caption})
		}
		if changes == nil {
			return nil
		}
		return s.audit(ctx, tx, AuditEntry{Action: "describe", Kind: auditKindUpload, TargetID: id, Target: a.Name, Changes: changes})
	})
	if err != nil {
		return Asset{}, err
	}
	return s.Asset(ctx, id)
}

// MsgAssetInUse refuses to delete a file a record or a document uses.
const MsgAssetInUse = "This file is in use: remove it where it is used first"

// DeleteAsset moves the asset of the id to the trash with its words, when no record and no
// content document (published or draft, in any language) uses its file; the file stays
// until the trash is purged, and a restore brings the asset back as it was. An error of
// code Conflict (MsgAssetInUse) while it is used, NotFound when there is no such asset.
func (s *Store) DeleteAsset(ctx context.Context, id int64) error {
	return s.inTx(ctx, nil, func(tx *sql.Tx) error {
		a, err := assetByID(ctx, tx, id)
		if err != nil {
			return err
		}
		var used bool
		if err := tx.QueryRowContext(ctx, stemUsedNowSQL, uploads.Stem(a.URL)).Scan(&used); err != nil {
			return err
		}
		if used {
			return content.Errorf(content.Conflict, MsgAssetInUse)
		}
		// The words first: the asset's row takes them along as it goes.
		texts, err := takeRows(ctx, tx, "media_texts", "WHERE media_id = ?", id)
		if err != nil {
			return err
		}
		former, err := takeRows(ctx, tx, "media_former", "WHERE media_id = ?", id)
		if err != nil {
			return err
		}
		rows, err := takeRows(ctx, tx, "media", "WHERE id = ?", id)
		if err != nil {
			return err
		}
		_, err = s.trash(ctx, tx, "", append(append(rows, texts...), former...))
		return err
	})
}

// stemUsedNowSQL asks whether a record (its files and pictures, and the links of its rich
// texts) or a content document, published or draft, refers to the stem ?1 of an upload:
// what a person would have to change before the file may go. (An old version of a
// document may name it still: a restore of that version finds the file while the trash
// keeps it.)
var stemUsedNowSQL = stemUseSQL(nil, uploadUseColumns...)

// uploadUseColumns are the columns ("table.column") whose texts may hold an upload's address
// that a person sees and changes: every collection's files, pictures and rich texts, the
// records' translations, and the content documents, published and draft. (An old version of
// a document keeps the address it had: a replaced file's old address leads on to it.)
var uploadUseColumns = holderColumns((*content.Collection).UploadHolders, "content_documents.body", "record_translations.value")

// AdoptUploads adds to the library each of the stored uploads (by URL, with their sizes)
// that it lacks, as uploaded when the audit log says with the name it gives, kept when in use:
// every file of a site made before the library becomes an asset. digest answers a file's
// SHA-256 (empty when it cannot be read: the asset then goes without). It answers how many
// were added.
func (s *Store) AdoptUploads(ctx context.Context, stored map[string]int64, kinds map[string]string, digest func(url string) string) (int, error) {
	// The files of the library, and those the trash keeps (an asset deleted, a file replaced),
	// which a restore puts back as they were.
	have := map[string]bool{}
	rows, err := s.db.QueryContext(ctx, `SELECT url FROM media UNION
		SELECT f.url FROM trash_files f JOIN trash t ON t.id = f.trash_id WHERE t.kind = ?`, auditKindUpload)
	if err != nil {
		return 0, err
	}
	for rows.Next() {
		var u string
		if err := rows.Scan(&u); err != nil {
			rows.Close()
			return 0, err
		}
		have[u] = true
	}
	if err := rows.Close(); err != nil {
		return 0, err
	}
	added := 0
	for u, size := range stored {
		if have[u] {
			continue
		}
		sum := digest(u)
		err := s.inTx(ctx, everything, func(tx *sql.Tx) error {
			// Bytes stored twice before the library (the same picture uploaded again): the
			// copy is adopted without its digest, so the library answers one of them for
			// those bytes, and neither use breaks.
			sum, err := freeDigest(ctx, tx, sum, 0)
			if err != nil {
				return err
			}
			name, by, at := uploadOrigin(ctx, tx, u)
			if at == "" {
				at = s.timestamp()
			}
			// A file in use is kept; one nothing uses is left to the sweep, as before the library.
			used, err := stemInUse(ctx, tx, uploads.Stem(u))
			if err != nil {
				return err
			}
			res, err := tx.ExecContext(ctx, `INSERT INTO media (url, name, kind, size, sha256, uploaded_by, uploaded_at, kept)
				VALUES (?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT DO NOTHING`, u, name, kinds[u], size, sum, by, at, flag(used))
			if err != nil {
				return err
			}
			if n, _ := res.RowsAffected(); n > 0 {
				added++
			}
			return nil
		})
		if err != nil {
			return added, err
		}
	}
	return added, nil
}

// uploadOrigin answers the name, uploader and time the audit log gives the upload of url:
// the file's own name when the log has none.
func uploadOrigin(ctx context.Context, tx *sql.Tx, url string) (name, by, at string) {
	name = strings.TrimPrefix(url, "/uploads/")
	err := tx.QueryRowContext(ctx, `SELECT target, actor, at FROM audit_log
		WHERE action = 'upload' AND kind = ? AND instr(changes, ?) > 0 ORDER BY id LIMIT 1`,
		auditKindUpload, `"`+url+`"`).Scan(&name, &by, &at)
	if err != nil && !errors.Is(err, sql.ErrNoRows) {
		return strings.TrimPrefix(url, "/uploads/"), "", ""
	}
	return name, by, at
}

// cutRunes answers s cut to at most n characters.
func cutRunes(s string, n int) string {
	if utf8.RuneCountInString(s) <= n {
		return s
	}
	return string([]rune(s)[:n])
}

// KeepAsset marks the asset at url kept: an editor put it into the library.
func (s *Store) KeepAsset(ctx context.Context, url string) error {
	_, err := s.db.ExecContext(ctx, `UPDATE media SET kept = 1 WHERE url = ?`, url)
	return err
}

// AssetOfURL answers the asset at url, nil when the library has none there.
func (s *Store) AssetOfURL(ctx context.Context, url string) (*Asset, error) {
	return assetWhere(ctx, s.db, "m.url = ?", url)
}

// LibraryAlts answers the alternative texts of the library's files in locale, by address:
// what a content document's picture without words of its own is described by.
func (s *Store) LibraryAlts(ctx context.Context, locale string) (map[string]string, error) {
	return libraryAlts(ctx, s.db, locale)
}

// libraryAlts answers LibraryAlts as q reads them: of the files at urls alone when some are given.
func libraryAlts(ctx context.Context, q queryer, locale string, urls ...string) (map[string]string, error) {
	where, args := "", []any{locale}
	if len(urls) > 0 {
		where = " AND m.url IN (?" + strings.Repeat(", ?", len(urls)-1) + ")"
		for _, u := range urls {
			args = append(args, u)
		}
	}
	rows, err := q.QueryContext(ctx, `SELECT m.url, t.alt FROM media m JOIN media_texts t ON t.media_id = m.id
		WHERE t.locale = ? AND t.alt <> ''`+where, args...)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	out := map[string]string{}
	for rows.Next() {
		var url, alt string
		if err := rows.Scan(&url, &alt); err != nil {
			return nil, err
		}
		out[url] = alt
	}
	return out, rows.Err()
}

// freeDigest answers sum, the digest of a file about to be an asset's, or "" when another
// asset than the one of the id except holds it: the digest stays with the asset that has it,
// and the other goes without, so the library answers one asset for those bytes.
func freeDigest(ctx context.Context, tx *sql.Tx, sum string, except int64) (string, error) {
	if sum == "" {
		return "", nil
	}
	var taken bool
	if err := tx.QueryRowContext(ctx, `SELECT EXISTS (SELECT 1 FROM media WHERE sha256 = ? AND id <> ?)`, sum, except).Scan(&taken); err != nil || taken {
		return "", err
	}
	return sum, nil
}
