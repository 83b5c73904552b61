package main

import (
	"archive/tar"
	"bytes"
	"compress/gzip"
	"context"
	"encoding/json"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"testing"

	"github.com/qrs-site/qrs/internal/archive"
	"github.com/qrs-site/qrs/internal/database"
)

// writeBomb writes a small archive to file: a real manifest for a site of the schema
// version of this release, then an entry whose header claims size bytes, of which it holds
// head and then fill, repeated up to written bytes (size when written is -1). The archive is
// gzip members one after another, as gzip allows and every reader of it reads: the tar up to
// the entry's head, then a megabyte of fill compressed once and written as often as the entry
// needs, so that an archive expanding to hundreds of megabytes is made in a moment.
func writeBomb(t *testing.T, file, entry string, size int64, head, fill string, written int64) {
	t.Helper()
	store, err := database.Open(t.Context(), filepath.Join(t.TempDir(), "qrs.db"))
	if err != nil {
		t.Fatal(err)
	}
	schema, err := store.SchemaVersion(t.Context())
	store.Close()
	if err != nil {
		t.Fatal(err)
	}
	manifest, _ := json.Marshal(archive.Manifest{Format: archive.Format, Schema: schema, CreatedAt: "2026-01-01T00:00:00Z", Files: 1})
	var start bytes.Buffer
	tw := tar.NewWriter(&start)
	tw.WriteHeader(&tar.Header{Name: "qrs-export/manifest.json", Size: int64(len(manifest)), Mode: 0o600, Typeflag: tar.TypeReg})
	tw.Write(manifest)
	tw.WriteHeader(&tar.Header{Name: entry, Size: size, Mode: 0o600, Typeflag: tar.TypeReg, Format: tar.FormatPAX})
	tw.Write([]byte(head)) // the tar writer holds nothing back: start has all of it
	if written < 0 {
		written = size
	}
	member := func(b []byte) []byte {
		var out bytes.Buffer
		zw, _ := gzip.NewWriterLevel(&out, gzip.BestCompression)
		zw.Write(b)
		if err := zw.Close(); err != nil {
			t.Fatal(err)
		}
		return out.Bytes()
	}
	out := member(start.Bytes())
	chunk := bytes.Repeat([]byte(fill), 1<<20/len(fill))
	whole := member(chunk)
	left := written - int64(len(head))
	for ; left >= int64(len(chunk)); left -= int64(len(chunk)) {
		out = append(out, whole...)
	}
	if left > 0 {
		out = append(out, member(chunk[:left])...)
	}
	if written == size { // the entry's padding to its block, then the tar's end
		out = append(out, member(make([]byte, (512-size%512)%512+1024))...)
	} // else cut short: the rest of a terabyte is never read
	if err := os.WriteFile(file, out, 0o600); err != nil {
		t.Fatal(err)
	}
}

// Not parallel: it reads the process's allocations (runtime.MemStats), which other tests would add to.
func TestImportOfAGzipBombStopsAtTheSitesLimitAndSaysWhich(t *testing.T) {
	line := int64(256 << 20)
	for _, c := range []struct {
		name, entry, head, fill string
		size, written           int64
		says                    string
	}{
		{"a table's line of 256 MB", "qrs-export/tables/01-contact_messages.jsonl",
			`{"table":"contact_messages","columns":["name","email","subject","message","created_at"]}` + "\n", "x", line, -1,
			"qrs-export/tables/01-contact_messages.jsonl has a line longer than 16 MB, more than any row of a site holds"},
		{"a file of a terabyte", "qrs-export/files/0123456789abcdef0123456789abcdef.png", "", "\x00", 1 << 40, 64 << 20,
			"qrs-export/files/0123456789abcdef0123456789abcdef.png is 1024.0 GB, more than the largest upload this site takes (25 MB)"},
	} {
		t.Run(c.name, func(t *testing.T) {
			file := filepath.Join(t.TempDir(), "bomb.tar.gz")
			writeBomb(t, file, c.entry, c.size, c.head, c.fill, c.written)
			info, err := os.Stat(file)
			if err != nil || info.Size() > 1<<20 {
				t.Fatalf("the bomb is %d bytes (%v); it should be small", info.Size(), err)
			}
			env := map[string]string{"QRS_DATA_DIR": t.TempDir()}
			var out bytes.Buffer
			var before, after runtime.MemStats
			runtime.ReadMemStats(&before)
			err = run(context.Background(), []string{"qrs", "import", file}, func(k string) string { return env[k] }, &out)
			runtime.ReadMemStats(&after)
			if err == nil || !strings.Contains(err.Error(), c.says) {
				t.Fatalf("import of a %d-byte archive: %v\n%s\nwant an error that says %q", info.Size(), err, out.String(), c.says)
			}
			// What the import itself holds is measured in the archive package's test; here
			// the figure also counts opening the site, which under the race detector alone
			// allocates hundreds of megabytes.
			t.Logf("a %d KB archive: refused after allocating %d MB in all", info.Size()>>10, (after.TotalAlloc-before.TotalAlloc)>>20)
			store, err := database.Open(t.Context(), filepath.Join(env["QRS_DATA_DIR"], "qrs.db"))
			if err != nil {
				t.Fatal(err)
			}
			defer store.Close()
			if empty, err := store.Empty(t.Context()); err != nil || !empty {
				t.Errorf("the refused import left rows behind (%v)", err)
			}
			if left, _ := os.ReadDir(filepath.Join(env["QRS_DATA_DIR"], "uploads")); len(left) > 0 {
				t.Errorf("the refused import left files behind: %v", left)
			}
		})
	}
}
