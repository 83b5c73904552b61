package database

import (
	"context"
	"strings"

	"github.com/qrs-site/qrs/internal/content"
)

// attachFiles sets the FileInfo of each record's file fields that declare one (Field.FileInfo)
// from the media library's record of the file at the field's address: its kind and size, which
// a page states beside its link. An address the library does not hold (a file elsewhere, one
// gone) gets nil.
func attachFiles(ctx context.Context, q queryer, t *table, recs ...any) error {
	var fields []content.Field
	for _, f := range t.c.Fields {
		if f.FileInfo != "" {
			fields = append(fields, f)
		}
	}
	if len(fields) == 0 || len(recs) == 0 {
		return nil
	}
	var urls []string
	seen := map[string]bool{"": true}
	for _, rec := range recs {
		for _, f := range fields {
			if url := t.c.Text(rec, f.Name); !seen[url] {
				seen[url] = true
				urls = append(urls, url)
			}
		}
	}
	files, err := loadFileInfos(ctx, q, urls)
	if err != nil {
		return err
	}
	for _, rec := range recs {
		for _, f := range fields {
			*t.c.FileInfoOf(rec, &f) = files[t.c.Text(rec, f.Name)]
		}
	}
	return nil
}

// loadFileInfos answers the kind and size of the library's files at urls, by URL.
func loadFileInfos(ctx context.Context, q queryer, urls []string) (map[string]*content.FileInfo, error) {
	out := map[string]*content.FileInfo{}
	if len(urls) == 0 {
		return out, nil
	}
	args := make([]any, len(urls))
	for i, u := range urls {
		args[i] = u
	}
	rows, err := q.QueryContext(ctx, `SELECT url, kind, size FROM media WHERE url IN (?`+strings.Repeat(", ?", len(urls)-1)+`)`, args...)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	for rows.Next() {
		var url string
		var info content.FileInfo
		if err := rows.Scan(&url, &info.Kind, &info.Size); err != nil {
			return nil, err
		}
		out[url] = &info
	}
	return out, rows.Err()
}
