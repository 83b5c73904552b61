package database

import (
	"context"
	"database/sql"
	"strings"

	"github.com/qrs-site/qrs/internal/content"
)

// UpdatePartnerCategory changes a partner category in one transaction: change edits the
// stored record (its error changes nothing). A renamed category takes its partners along:
// every partner whose type is the old name's type value gets the new one, so the directory
// goes on showing them under the category. It answers the record as stored and the uploads
// no record uses any more.
func (s *Store) UpdatePartnerCategory(ctx context.Context, id int64, change func(*content.PartnerCategory) error) (content.PartnerCategory, []string, error) {
	return s.partnerCategories().update(ctx, id, change, func(tx *sql.Tx, old, k *content.PartnerCategory) error {
		return movePartnerType(ctx, tx, id, partnerTypeValue(old.Name), partnerTypeValue(k.Name))
	})
}

// movePartnerType gives every partner of type from (written with any capitals or spaces) the
// type to, unless another category than the one with the id still has the type value from:
// those partners are that category's too and stay.
func movePartnerType(ctx context.Context, tx *sql.Tx, id int64, from, to string) error {
	if from == to || from == "" {
		return nil
	}
	others, err := partnerCategoryTable.list(ctx, tx, "WHERE id <> ?", id)
	if err != nil {
		return err
	}
	for _, k := range others {
		if partnerTypeValue(k.Name) == from {
			return nil
		}
	}
	partners, err := partnerTable.list(ctx, tx, "")
	if err != nil {
		return err
	}
	for _, p := range partners {
		if partnerTypeValue(p.PartnerType) != from {
			continue
		}
		if _, err := tx.ExecContext(ctx, "UPDATE "+partnerTable.name+" SET partner_type = ? WHERE id = ?", to, p.ID); err != nil {
			return err
		}
	}
	return nil
}

// partnerTypeValue is a category's partner-type value: its name in lowercase with spaces
// removed (spec §5). The web app computes the same for the partner form and the directory
// (web/src/lib/partner-groups.ts, partnerTypeValue); the spaces are those of JavaScript's \s.
func partnerTypeValue(name string) string {
	return strings.Map(func(r rune) rune {
		if isJSSpace(r) {
			return -1
		}
		return r
	}, strings.ToLower(name))
}

// isJSSpace reports whether r is white space to JavaScript's \s: the line terminators and the
// Unicode space separators, the byte order mark, but not U+0085.
func isJSSpace(r rune) bool {
	switch r {
	case '\t', '\n', '\v', '\f', '\r', ' ', 0xa0, 0x1680, 0x2028, 0x2029, 0x202f, 0x205f, 0x3000, 0xfeff:
		return true
	}
	return r >= 0x2000 && r <= 0x200a
}
