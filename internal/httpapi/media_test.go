package httpapi

import (
	"crypto/sha256"
	"encoding/hex"
	"log/slog"
	"net/http"
	"os"
	"path"
	"strings"
	"testing"

	"github.com/qrs-site/qrs/internal/database"
	"github.com/qrs-site/qrs/internal/testutil"
)

func TestTheSameBytesUploadedAgainAnswerTheFileTheLibraryHolds(t *testing.T) {
	t.Parallel()
	site := newSite(t, nil)
	picture := testutil.PNG(t, 900, 300)
	first := decodeAs[uploadAnswer](t, site.upload("/api/upload/image", formFile{"image", "clinic-lobby.png", picture}), http.StatusCreated)
	if first.Existing != nil || first.URL == "" {
		t.Fatalf("a first upload = %+v", first)
	}
	again := decodeAs[uploadAnswer](t, site.upload("/api/upload/image", formFile{"image", "lobby (copy).png", picture}), http.StatusCreated)
	if again.URL != first.URL || again.Existing == nil || again.Existing.Name != "clinic-lobby.png" ||
		again.Existing.Message != database.MsgSameFile || again.ImageInfo == nil || len(again.ImageInfo.Variants) != len(first.ImageInfo.Variants) {
		t.Fatalf("the same bytes again = %+v (existing %+v), want the first file, %s", again, again.Existing, first.URL)
	}
	// In one bulk upload too: a file of the same bytes as another, or as a stored one.
	bulk := decodeAs[bulkAnswer](t, site.upload("/api/upload/images", formFile{"images", "a.png", picture},
		formFile{"images", "b.pdf", testutil.PDF()}), http.StatusOK)
	if len(bulk.Results) != 2 || bulk.Results[0].URL != first.URL || bulk.Results[0].Existing == nil || bulk.Results[1].Existing != nil {
		t.Fatalf("bulk = %+v", bulk.Results)
	}
	all, err := site.uploads.Uploads()
	if err != nil {
		t.Fatal(err)
	}
	if len(all) != 2 {
		t.Fatalf("stored %d uploads, want the picture and the PDF once each: %+v", len(all), all)
	}
	assets, err := site.store.Assets(t.Context())
	if err != nil || len(assets) != 2 {
		t.Fatalf("the library = %+v, %v", assets, err)
	}
}

func TestFilesStoredBeforeTheLibraryBecomeAssetsWithTheirDigests(t *testing.T) {
	t.Parallel()
	site := newSite(t, nil)
	// A site from before the library: its files on disk, nothing in the library.
	old := map[string][]byte{
		"0123456789abcdef0123456789abcdef.png": testutil.PNG(t, 30, 20),
		"fedcba9876543210fedcba9876543210.pdf": testutil.PDF(),
	}
	for name, data := range old {
		if err := os.WriteFile(site.uploads.Path(name), data, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	if err := os.WriteFile(site.uploads.Path("0123456789abcdef0123456789abcdef-400w.webp"), []byte("RIFF"), 0o644); err != nil {
		t.Fatal(err)
	}
	added, err := site.uploads.Adopt(t.Context(), site.store, slog.New(slog.DiscardHandler))
	if err != nil || added != 2 {
		t.Fatalf("adopted %d, %v; want the two originals", added, err)
	}
	assets, err := site.store.Assets(t.Context())
	if err != nil {
		t.Fatal(err)
	}
	for _, a := range assets {
		data := old[strings.TrimPrefix(a.URL, "/uploads/")]
		sum := sha256.Sum256(data)
		if data == nil || a.SHA256 != hex.EncodeToString(sum[:]) || a.Size != int64(len(data)) || !a.Kept ||
			a.Kind != strings.TrimPrefix(path.Ext(a.URL), ".") {
			t.Errorf("adopted %+v", a)
		}
	}
	// Uploaded again, the old picture's bytes answer the adopted file.
	again := decodeAs[uploadAnswer](t, site.upload("/api/upload/image", formFile{"image", "again.png", old["0123456789abcdef0123456789abcdef.png"]}), http.StatusCreated)
	if again.URL != "/uploads/0123456789abcdef0123456789abcdef.png" || again.Existing == nil {
		t.Errorf("the old picture uploaded again = %+v", again)
	}
}
