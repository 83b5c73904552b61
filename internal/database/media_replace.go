package database

import (
	"context"
	"database/sql"
	"encoding/json"
	"strings"

	"github.com/qrs-site/qrs/internal/content"
	"github.com/qrs-site/qrs/internal/uploads"
)

// Replacing an asset's file (docs/media.md): the asset keeps its id and words and takes a
// newly uploaded file; every use (a record's field, its translations, a content document's
// published text and draft) is written anew with the new address, and the old address leads
// to the asset's file of now (media_former), for the links held outside the site. The old
// file waits in the trash: putting it back replaces the file again, the other way.

// assetFile is the file an asset holds: what a replace swaps.
type assetFile struct {
	URL        string `json:"url"`
	Name       string `json:"name"`
	Kind       string `json:"kind"`
	Size       int64  `json:"size"`
	SHA256     string `json:"sha256"`
	UploadedBy string `json:"uploaded_by"`
	UploadedAt string `json:"uploaded_at"`
}

func fileOfAsset(a Asset) assetFile {
	return assetFile{URL: a.URL, Name: a.Name, Kind: a.Kind, Size: a.Size, SHA256: a.SHA256, UploadedBy: a.UploadedBy, UploadedAt: a.UploadedAt}
}

// replacedTable names the trashed row of a file replaced: not a table, the file an asset held.
const replacedTable = "media_replaced"

// Messages of a replace refused.
const (
	MsgReplaceSameFile = "This is the file the library holds here already"
	MsgReplacePDF      = "A PDF is replaced by a PDF"
	MsgReplacePicture  = "A picture is replaced by a picture"
)

// MsgReplaceInLibrary refuses a replace by a file the library holds as another asset in use.
func MsgReplaceInLibrary(name string) string {
	return "This file is in the library already, as “" + name + "”: choose it from the library where it should be used"
}

// ReplaceAsset gives the asset of the id the file just uploaded to url (an asset of the
// library no one uses yet), in one transaction: every use of the old address is written anew
// with url, the old address leads to the asset from now on, the focal point stays, and the
// old file goes to the trash (whose restore puts it back the same way). It answers the asset.
// An error of code NotFound when there is no such asset, Conflict when url is its file
// already or a file used elsewhere, Invalid when the kinds differ (a PDF for a picture).
func (s *Store) ReplaceAsset(ctx context.Context, id int64, url string) (Asset, error) {
	err := s.inTx(ctx, everything, func(tx *sql.Tx) error {
		a, err := assetByID(ctx, tx, id)
		if err != nil {
			return err
		}
		n, err := assetWhere(ctx, tx, "m.url = ?", url)
		if err == nil && n == nil {
			err = content.Errorf(content.NotFound, "The new file is not in the library")
		}
		if err != nil {
			return err
		}
		if n.ID == a.ID {
			return content.Errorf(content.Conflict, MsgReplaceSameFile)
		}
		if (a.Kind == string(uploads.PDF)) != (n.Kind == string(uploads.PDF)) {
			if a.Kind == string(uploads.PDF) {
				return content.ValidationError(content.FieldErrors{"file": MsgReplacePDF})
			}
			return content.ValidationError(content.FieldErrors{"file": MsgReplacePicture})
		}
		var used bool
		if err := tx.QueryRowContext(ctx, stemUsedNowSQL, uploads.Stem(n.URL)).Scan(&used); err != nil {
			return err
		}
		if used || len(n.Texts) > 0 {
			return content.Errorf(content.Conflict, "%s", MsgReplaceInLibrary(n.Name))
		}
		// The new file's own row goes: the asset takes its file.
		if _, err := tx.ExecContext(ctx, `DELETE FROM media WHERE id = ?`, n.ID); err != nil {
			return err
		}
		old := fileOfAsset(*a)
		if err := s.swapFile(ctx, tx, *a, fileOfAsset(*n)); err != nil {
			return err
		}
		return s.trashReplaced(ctx, tx, a.ID, old, n.Name)
	})
	if err != nil {
		return Asset{}, err
	}
	return s.Asset(ctx, id)
}

// swapFile gives the asset a the file to in tx: the uses of a's address are written with
// to's, a's address leads to the asset from now on (and to's no longer: a file put back), the
// focal point of a's picture goes to to's, and the audit log says so.
func (s *Store) swapFile(ctx context.Context, tx *sql.Tx, a Asset, to assetFile) error {
	if err := rewriteUses(ctx, tx, a.URL, to.URL); err != nil {
		return err
	}
	if _, err := tx.ExecContext(ctx, `UPDATE uploaded_images SET focus_x = (SELECT focus_x FROM uploaded_images WHERE url = ?1),
		focus_y = (SELECT focus_y FROM uploaded_images WHERE url = ?1)
		WHERE url = ?2 AND EXISTS (SELECT 1 FROM uploaded_images WHERE url = ?1)`, a.URL, to.URL); err != nil {
		return err
	}
	// The same bytes stored as another asset meanwhile (a file put back): the digest stays there.
	var err error
	if to.SHA256, err = freeDigest(ctx, tx, to.SHA256, a.ID); err != nil {
		return err
	}
	if _, err := tx.ExecContext(ctx, `UPDATE media SET url = ?, name = ?, kind = ?, size = ?, sha256 = ?, uploaded_by = ?,
		uploaded_at = ?, kept = 1 WHERE id = ?`, to.URL, to.Name, to.Kind, to.Size, to.SHA256, to.UploadedBy, to.UploadedAt, a.ID); err != nil {
		return err
	}
	if _, err := tx.ExecContext(ctx, `DELETE FROM media_former WHERE url = ?`, to.URL); err != nil {
		return err
	}
	if _, err := tx.ExecContext(ctx, `INSERT INTO media_former (url, media_id) VALUES (?, ?)
		ON CONFLICT (url) DO UPDATE SET media_id = excluded.media_id`, a.URL, a.ID); err != nil {
		return err
	}
	return s.audit(ctx, tx, AuditEntry{Action: "replace", Kind: auditKindUpload, TargetID: a.ID, Target: to.Name, Changes: []AuditChange{
		{Field: "name", From: a.Name, To: to.Name}, {Field: "size", From: a.Size, To: to.Size},
		{Field: "kind", From: a.Kind, To: to.Kind}, {Field: "url", From: a.URL, To: to.URL},
	}})
}

// rewriteUses writes every use of the address from anew with to.
func rewriteUses(ctx context.Context, tx *sql.Tx, from, to string) error {
	for _, tc := range uploadUseColumns {
		table, column, _ := strings.Cut(tc, ".")
		if _, err := tx.ExecContext(ctx, `UPDATE `+table+` SET `+column+` = replace(`+column+`, ?1, ?2) WHERE instr(`+column+`, ?1) > 0`,
			from, to); err != nil {
			return err
		}
	}
	return nil
}

// replacedRow is the trashed row of a file an asset held before a replace.
type replacedRow struct {
	MediaID int64 `json:"media_id"`
	assetFile
}

// trashReplaced files the old file of the asset id in the trash, which keeps the file until
// the purge: a restore puts it back (see putBackReplaced).
func (s *Store) trashReplaced(ctx context.Context, tx *sql.Tx, id int64, old assetFile, by string) error {
	data, err := json.Marshal(replacedRow{MediaID: id, assetFile: old})
	if err != nil {
		return err
	}
	var row map[string]any
	if err := json.Unmarshal(data, &row); err != nil {
		return err
	}
	// The log's "replace" entry tells of it: no "delete" entry.
	_, err = s.fileTrash(ctx, tx, old.Name+", replaced by "+by, []trashedRow{{Table: replacedTable, Row: row}})
	return err
}

// putBackReplaced puts back a file replaced: the asset that held it takes it again (its file
// of now going to the trash in turn), or, when that asset is gone, it is an asset of its own.
func (s *Store) putBackReplaced(ctx context.Context, tx *sql.Tx, r trashedRow) error {
	data, err := json.Marshal(r.Row)
	if err != nil {
		return err
	}
	var back replacedRow
	if err := json.Unmarshal(data, &back); err != nil {
		return err
	}
	a, err := assetWhere(ctx, tx, "m.id = ?", back.MediaID)
	if err != nil {
		return err
	}
	if a == nil {
		if back.SHA256, err = freeDigest(ctx, tx, back.SHA256, 0); err != nil {
			return err
		}
		_, err := tx.ExecContext(ctx, `INSERT INTO media (url, name, kind, size, sha256, uploaded_by, uploaded_at, kept)
			VALUES (?, ?, ?, ?, ?, ?, ?, 1)`, back.URL, back.Name, back.Kind, back.Size, back.SHA256, back.UploadedBy, back.UploadedAt)
		return err
	}
	now := fileOfAsset(*a)
	if err := s.swapFile(ctx, tx, *a, back.assetFile); err != nil {
		return err
	}
	return s.trashReplaced(ctx, tx, a.ID, now, back.Name)
}

// FormerAddresses answers where each address an asset had before a replace leads now (its
// file of now), by the stem of the old address (see uploads.Stem), as of the store's version.
// Every request for an upload asks it: read again only once the version changed, with no lock.
func (s *Store) FormerAddresses(ctx context.Context) (map[string]string, error) {
	v := s.Version()
	if last := s.former.Load(); last != nil && last.at == v {
		return last.leads, nil
	}
	rows, err := s.db.QueryContext(ctx, `SELECT f.url, m.url FROM media_former f JOIN media m ON m.id = f.media_id`)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	leads := map[string]string{}
	for rows.Next() {
		var from, to string
		if err := rows.Scan(&from, &to); err != nil {
			return nil, err
		}
		if stem := uploads.Stem(from); stem != "" {
			leads[stem] = to
		}
	}
	if err := rows.Err(); err != nil {
		return nil, err
	}
	s.former.Store(&formerLeads{at: v, leads: leads})
	return leads, nil
}

// formerLeads is an answer of FormerAddresses and the version it was read at.
type formerLeads struct {
	at    int64
	leads map[string]string
}
