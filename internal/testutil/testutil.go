// Package testutil gives tests a fresh store in a temporary folder and small helpers. The
// store is SQLite, or PostgreSQL when QRS_TEST_ENGINE=postgres (see package storetest).
package testutil

import (
	"bytes"
	"context"
	"database/sql"
	"encoding/binary"
	"hash/crc32"
	"image"
	"image/color"
	"image/png"
	"path/filepath"
	"strconv"
	"sync/atomic"
	"testing"

	_ "github.com/jackc/pgx/v5/stdlib" // registers the "pgx" driver
	"github.com/qrs-site/qrs/internal/database"
	"github.com/qrs-site/qrs/internal/database/storetest"
)

// MustOpenStore opens the store of the data folder dir (t.TempDir() when dir is ""), closed
// at cleanup: the SQLite file qrs.db in it, or on PostgreSQL (QRS_TEST_ENGINE=postgres) a
// database of its own; fresh (a copy of a database migrated once per test process) the
// first time, and the same one when dir is opened again.
func MustOpenStore(tb testing.TB, dir string) *database.Store {
	tb.Helper()
	return migrated.Open(tb, dir)
}

// SQLiteOnly skips a test that is about SQLite itself when the tests run on PostgreSQL,
// saying why.
func SQLiteOnly(tb testing.TB, why string) {
	tb.Helper()
	storetest.SQLiteOnly(tb, why)
}

// HoldWriteLock takes the write lock of the database file in dir from a connection of its
// own, so every write of the store waits (up to its busy timeout) until release is called.
// It lets a test line up parallel requests at the moment they write. On PostgreSQL every
// table of the store's database is locked against writes instead (reads go on).
func HoldWriteLock(tb testing.TB, dir string) (release func()) {
	tb.Helper()
	if url := storetest.DatabaseURL(tb, dir); url != "" {
		return storetest.HoldWriteLock(tb, url)
	}
	db, err := sql.Open("sqlite", "file:"+filepath.Join(dir, "qrs.db")+"?_txlock=immediate")
	if err != nil {
		tb.Fatal(err)
	}
	tx, err := db.BeginTx(context.Background(), nil)
	if err != nil {
		db.Close()
		tb.Fatal(err)
	}
	done := false
	release = func() {
		if !done {
			done = true
			_ = tx.Rollback()
			db.Close()
		}
	}
	tb.Cleanup(release)
	return release
}

// OpenDatabase opens, from a connection pool of its own closed at cleanup, the database of
// the store in dir, for a test that counts rows the store's methods do not tell: the SQLite
// file qrs.db in dir, or the test's PostgreSQL database. Its queries take no arguments
// marked "?", which PostgreSQL writes otherwise.
func OpenDatabase(tb testing.TB, dir string) *sql.DB {
	tb.Helper()
	driver, source := "sqlite", "file:"+filepath.Join(dir, "qrs.db")
	if url := storetest.DatabaseURL(tb, dir); url != "" {
		driver, source = "pgx", url
	}
	db, err := sql.Open(driver, source)
	if err != nil {
		tb.Fatal(err)
	}
	tb.Cleanup(func() { db.Close() })
	return db
}

// PNG answers the bytes of a real w×h PNG image, other bytes at each call.
func PNG(tb testing.TB, w, h int) []byte {
	tb.Helper()
	img := image.NewRGBA(image.Rect(0, 0, w, h))
	for x := 0; x < w; x++ {
		for y := 0; y < h; y++ {
			img.Set(x, y, color.RGBA{uint8(x), uint8(y), 200, 255})
		}
	}
	// Each picture is a file of its own: the media library stores the same bytes once, so
	// two uploads of one test are two files only if their bytes differ. A test of the same
	// bytes uploaded twice sends one answer of PNG twice.
	n := pngCount.Add(1)
	img.Set(0, 0, color.RGBA{uint8(n), uint8(n >> 8), uint8(n >> 16), 255})
	var buf bytes.Buffer
	if err := png.Encode(&buf, img); err != nil {
		tb.Fatal(err)
	}
	return buf.Bytes()
}

// pngCount numbers the pictures PNG makes.
var pngCount atomic.Uint32

// pdfCount numbers the documents PDF makes.
var pdfCount atomic.Uint32

// PDF answers the bytes of a small valid one-page PDF, other bytes at each call.
func PDF() []byte {
	// Other bytes at each call (a comment line), as PNG's: two uploads are two files.
	return []byte("%PDF-1.4\n%" + strconv.FormatUint(uint64(pdfCount.Add(1)), 10) + "\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n" +
		"2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n" +
		"3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\n" +
		"trailer<</Root 1 0 R>>\n%%EOF\n")
}

// PNGHeader answers a PNG that claims w×h pixels in its header and holds no pixel data: a
// decoder that trusted it would allocate w×h×4 bytes.
func PNGHeader(w, h uint32) []byte {
	var b bytes.Buffer
	b.WriteString("\x89PNG\r\n\x1a\n")
	ihdr := make([]byte, 13)
	binary.BigEndian.PutUint32(ihdr[0:], w)
	binary.BigEndian.PutUint32(ihdr[4:], h)
	ihdr[8], ihdr[9] = 8, 6 // 8-bit RGBA
	for _, c := range []struct {
		kind string
		data []byte
	}{{"IHDR", ihdr}, {"IEND", nil}} {
		_ = binary.Write(&b, binary.BigEndian, uint32(len(c.data)))
		b.WriteString(c.kind)
		b.Write(c.data)
		_ = binary.Write(&b, binary.BigEndian, crc32.ChecksumIEEE(append([]byte(c.kind), c.data...)))
	}
	return b.Bytes()
}
