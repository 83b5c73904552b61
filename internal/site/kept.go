package site

import (
	"bufio"
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"io/fs"
	"log/slog"
	"os"
	"path/filepath"
	"strconv"
	"sync/atomic"
)

// keptPages is the folder where each page's last render is kept, so that a restart answers
// a page at once, without compiling the render bundle or rendering, when the page's data
// is what it was rendered from. A kept page is only ever served for the same data (its
// digest) and the same build (the bundle, the template, the preloads, the base URL and the
// binary itself): any other data or build renders the page again, as a first start does.
type keptPages struct {
	dir   string
	build [sha256.Size]byte
	log   *slog.Logger
	// warned is set once a page could not be written, so a full disk is logged once.
	warned atomic.Bool
}

// keptHeader is the first line of a kept page's file; the document follows it.
type keptHeader struct {
	Build  string           `json:"build"`  // hex of keptPages.build
	Digest string           `json:"digest"` // hex of the page's data digest
	Shows  map[string]int64 `json:"shows"`  // the content documents' versions in the document
	Sum    string           `json:"sum"`    // hex SHA-256 of the document, so a torn file is never served
}

// newKeptPages keeps pages in dir for the build made of parts (the folder is made when
// missing, for the server's user alone); nil when dir is "".
func newKeptPages(dir string, log *slog.Logger, parts ...[]byte) *keptPages {
	if dir == "" {
		return nil
	}
	if err := os.MkdirAll(dir, 0o700); err != nil {
		log.Warn("rendered pages are not kept across restarts", "dir", dir, "err", err)
		return nil
	}
	h := sha256.New()
	for _, p := range parts {
		h.Write([]byte(strconv.Itoa(len(p)) + ":"))
		h.Write(p)
	}
	if exe, err := os.Executable(); err == nil {
		// Another binary may write another document from the same render.
		if info, err := os.Stat(exe); err == nil {
			h.Write([]byte(exe + "|" + strconv.FormatInt(info.Size(), 10) + "|" + info.ModTime().UTC().String()))
		}
	}
	k := &keptPages{dir: dir, log: log}
	h.Sum(k.build[:0])
	return k
}

// file is where the page of route in locale is kept.
func (k *keptPages) file(locale, route string) string {
	sum := sha256.Sum256([]byte(locale + " " + route))
	return filepath.Join(k.dir, hex.EncodeToString(sum[:12])+".page")
}

// load answers the kept document of the page of route in locale and the versions it shows,
// when it was rendered by this build from the data of digest; nil otherwise.
func (k *keptPages) load(locale, route string, digest [sha256.Size]byte) ([]byte, map[string]int64) {
	raw, err := os.ReadFile(k.file(locale, route))
	if err != nil {
		if !errors.Is(err, fs.ErrNotExist) {
			k.log.Warn("a kept page could not be read", "route", route, "locale", locale, "err", err)
		}
		return nil, nil
	}
	line, doc, ok := bytes.Cut(raw, []byte("\n"))
	var h keptHeader
	if !ok || json.Unmarshal(line, &h) != nil || h.Build != hex.EncodeToString(k.build[:]) ||
		h.Digest != hex.EncodeToString(digest[:]) {
		return nil, nil
	}
	if sum := sha256.Sum256(doc); h.Sum != hex.EncodeToString(sum[:]) {
		return nil, nil
	}
	return doc, h.Shows
}

// keep writes the document of the page of route in locale, rendered from the data of
// digest, in place of the one kept before; a reader finds the old one or the new one whole.
func (k *keptPages) keep(locale, route string, digest [sha256.Size]byte, shows map[string]int64, doc []byte) {
	sum := sha256.Sum256(doc)
	line, _ := json.Marshal(keptHeader{Build: hex.EncodeToString(k.build[:]), Digest: hex.EncodeToString(digest[:]),
		Shows: shows, Sum: hex.EncodeToString(sum[:])})
	name := k.file(locale, route)
	err := writeAtomically(name, func(w *bufio.Writer) {
		w.Write(line)
		w.WriteByte('\n')
		w.Write(doc)
	})
	if err != nil && !k.warned.Swap(true) {
		k.log.Warn("a rendered page could not be kept for the next start (logged once)", "route", route, "err", err)
	}
}

// writeAtomically writes name through a temporary file of its folder renamed over it.
func writeAtomically(name string, write func(w *bufio.Writer)) error {
	f, err := os.CreateTemp(filepath.Dir(name), ".page-*")
	if err != nil {
		return err
	}
	w := bufio.NewWriterSize(f, 64<<10)
	write(w)
	err = w.Flush()
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	if err == nil {
		err = os.Rename(f.Name(), name)
	}
	if err != nil {
		os.Remove(f.Name()) //nolint:errcheck // a partial copy is no use
	}
	return err
}
