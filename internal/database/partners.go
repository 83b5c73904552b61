package database

import (
	"context"
	"database/sql"

	"github.com/qrs-site/qrs/internal/content"
)

// UpdatePartnerCategory changes a partner category in one transaction: change edits the
// stored record (its error changes nothing). A renamed category takes its partners along:
// every partner whose type is the old name's type value gets the new one, so the directory
// goes on showing them under the category. It answers the record as stored and the uploads
// no record uses any more.
func (s *Store) UpdatePartnerCategory(ctx context.Context, id int64, change func(*content.PartnerCategory) error) (content.PartnerCategory, []string, error) {
	return s.partnerCategories().update(ctx, id, change, func(tx *sql.Tx, old, k *content.PartnerCategory) error {
		return movePartnerType(ctx, tx, id, content.PartnerTypeValue(old.Name), content.PartnerTypeValue(k.Name))
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
		if content.PartnerTypeValue(k.Name) == from {
			return nil
		}
	}
	partners, err := partnerTable.list(ctx, tx, "")
	if err != nil {
		return err
	}
	for _, p := range partners {
		if content.PartnerTypeValue(p.PartnerType) != from {
			continue
		}
		if _, err := tx.ExecContext(ctx, "UPDATE "+partnerTable.name+" SET partner_type = ? WHERE id = ?", to, p.ID); err != nil {
			return err
		}
	}
	return nil
}
