package uploads

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"io"
	"log/slog"
	"path"
	"strings"
)

// Adopter is the store's part of adopting: it adds to the media library the stored uploads
// (by URL, with their sizes and kinds) it lacks, with their SHA-256 from digest.
type Adopter interface {
	AdoptUploads(ctx context.Context, stored map[string]int64, kinds map[string]string, digest func(url string) string) (int, error)
}

// Adopt adds every stored original upload the media library lacks to it: a site whose files
// were uploaded before the library has each of them as an asset. A file that cannot be read
// for its digest is adopted without one. It answers how many were added.
func (d *Dir) Adopt(ctx context.Context, store Adopter, log *slog.Logger) (int, error) {
	all, err := d.stored(ctx)
	if err != nil {
		return 0, err
	}
	sizes, kinds := map[string]int64{}, map[string]string{}
	for _, o := range all {
		if strings.Contains(o.Key, "-") {
			continue // a resized copy goes with its original
		}
		url := "/uploads/" + o.Key
		sizes[url], kinds[url] = o.Size, strings.TrimPrefix(path.Ext(o.Key), ".")
	}
	added, err := store.AdoptUploads(ctx, sizes, kinds, func(url string) string { return d.digest(ctx, url) })
	if added > 0 {
		log.Info("stored uploads added to the media library", "files", added)
	}
	return added, err
}

// digest answers the hex SHA-256 of the upload at url, "" when it cannot be read.
func (d *Dir) digest(ctx context.Context, url string) string {
	obj, err := d.files.Open(ctx, fileOf(url))
	if err != nil {
		return ""
	}
	defer obj.Close()
	h := sha256.New()
	if _, err := io.Copy(h, obj); err != nil {
		return ""
	}
	return hex.EncodeToString(h.Sum(nil))
}
