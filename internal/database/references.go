package database

import (
	"context"
	"database/sql"

	"github.com/qrs-site/qrs/internal/content"
)

// A field that refers to another collection (content.Field.Refers) holds the name of one of
// its records: a gallery image's folder, a partner's type. These keep the references true
// when the record referred to is renamed or deleted.

// titleColumn answers the column of the field a person knows c's records by.
func titleColumn(c *content.Collection) string { return c.Field(c.Title[0]).Column }

// referrers answers, for every collection, the fields that refer to c.
func referrers(c *content.Collection) map[*content.Collection][]content.Field {
	out := map[*content.Collection][]content.Field{}
	for _, d := range content.Collections() {
		for _, f := range d.Fields {
			if f.Refers == c.Name {
				out[d] = append(out[d], f)
			}
		}
	}
	return out
}

// follow takes the records referring to the record with the id along when an update renamed
// it from old's name to rec's: a folder's items are filed under its new name; the partners of
// a partner category get the new name's type value, unless another category still has the
// old one.
func (c crud) follow(ctx context.Context, tx *sql.Tx, id int64, old, rec any) error {
	name := c.t.c.Title[0]
	from, to := c.t.c.Text(old, name), c.t.c.Text(rec, name)
	if from == to {
		return nil
	}
	for d, fields := range referrers(c.t.c) {
		for _, f := range fields {
			var err error
			switch f.Type {
			case content.PartnerTypeType:
				err = moveTypeValue(ctx, tx, c.t, id, tableOf(d), f, content.PartnerTypeValue(from), content.PartnerTypeValue(to))
			default:
				_, err = tx.ExecContext(ctx, "UPDATE "+d.Table+" SET "+f.Column+" = ? WHERE "+f.Column+" = ?", to, from)
			}
			if err != nil {
				return err
			}
		}
	}
	return nil
}

// moveTypeValue gives every record of d whose field f has the type value from (written with
// any capitals or spaces) the value to, unless another record of t than the one with the id
// still has the type value from: those records are that one's too and stay.
func moveTypeValue(ctx context.Context, tx *sql.Tx, t *table, id int64, d *table, f content.Field, from, to string) error {
	if from == to || from == "" {
		return nil
	}
	others, err := t.list(ctx, tx, "WHERE id <> ?", id)
	if err != nil {
		return err
	}
	for _, k := range others {
		if content.PartnerTypeValue(t.c.Text(k, t.c.Title[0])) == from {
			return nil
		}
	}
	recs, err := d.list(ctx, tx, "")
	if err != nil {
		return err
	}
	for _, r := range recs {
		if content.PartnerTypeValue(d.c.Text(r, f.Name)) != from {
			continue
		}
		if _, err := tx.ExecContext(ctx, "UPDATE "+d.name+" SET "+f.Column+" = ? WHERE id = ?", to, *d.c.ID(r)); err != nil {
			return err
		}
	}
	return nil
}

// cascaded takes, in tx, the records filed under the trashed rows of c (fields referring to c
// with Cascade), for the trash to hold with them.
func cascaded(ctx context.Context, tx *sql.Tx, c *content.Collection, rows []trashedRow) ([]trashedRow, error) {
	var out []trashedRow
	for _, r := range rows {
		name := r.text(titleColumn(c))
		for d, fields := range referrers(c) {
			for _, f := range fields {
				if !f.Cascade {
					continue
				}
				items, err := takeRows(ctx, tx, d.Table, "WHERE "+f.Column+" = ?", name)
				if err != nil {
					return nil, err
				}
				out = append(out, items...)
			}
		}
	}
	return out, nil
}
