// Package archive writes a whole site, every table and every stored file, to one portable
// archive, and loads such an archive into an empty site of either kind (SQLite and a data
// folder, or PostgreSQL and an S3-compatible store). Moving a site is: export, point the
// settings at the new stores, import.
//
// The archive is a gzip-compressed tar:
//
//	qrs-export/manifest.json          what it holds: its format, the schema version, counts
//	qrs-export/tables/NN-NAME.jsonl   a table: a header line, then one JSON array per row
//	qrs-export/files/KEY              each stored file, byte for byte
//
// Tables come first, parents before the tables that refer to them; files are streamed in
// and out, never held whole in memory.
package archive

import (
	"archive/tar"
	"bufio"
	"bytes"
	"compress/gzip"
	"context"
	"encoding/base64"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"strings"
	"time"

	"github.com/qrs-site/qrs/internal/storage"
)

// Format names the archive's layout; Import refuses another.
const Format = "qrs-export/1"

const root = "qrs-export/"

// Manifest is the archive's first entry.
type Manifest struct {
	Format    string `json:"format"`
	Schema    int64  `json:"schema"`    // the database schema's version the rows fit
	CreatedAt string `json:"createdAt"` // RFC 3339
	Tables    []struct {
		Name string `json:"name"`
		Rows int64  `json:"rows"`
	} `json:"tables"`
	Files int64 `json:"files"`
	Bytes int64 `json:"bytes"`
}

// Table is one table's rows, read one at a time.
type Table struct {
	Name    string
	Columns []string
	// Next answers the next row (values as the database gives them: nil, int64, float64,
	// bool, string or []byte), or io.EOF after the last.
	Next func() ([]any, error)
}

// Tables is the database side of a site.
type Tables interface {
	// SchemaVersion answers the version of the database's schema.
	SchemaVersion(ctx context.Context) (int64, error)
	// ExportTables calls fn with every table of one consistent snapshot, parents first.
	ExportTables(ctx context.Context, fn func(Table) error) error
	// ImportTables loads the tables next answers (io.EOF after the last), whose rows fit
	// the schema version schema, in one transaction, then calls then before it commits: an
	// error of either leaves no row. Rows of an earlier version are brought to the
	// database's own, as an upgrade brings a site's; a later version is refused, naming both.
	ImportTables(ctx context.Context, schema int64, next func() (Table, error), then func() error) error
	// Empty reports whether no table holds a row.
	Empty(ctx context.Context) (bool, error)
}

// Object is one stored file.
type Object struct {
	Key  string
	Size int64
}

// Objects is the file side of a site.
type Objects interface {
	// Walk calls fn with every stored file.
	Walk(ctx context.Context, fn func(Object) error) error
	// Open reads a stored file.
	Open(ctx context.Context, key string) (io.ReadCloser, error)
	// Put stores a file of size bytes from r.
	Put(ctx context.Context, key string, r io.Reader, size int64) error
	// Delete removes a stored file.
	Delete(ctx context.Context, key string) error
}

// Counts says how much an export or an import moved.
type Counts struct {
	Tables, Rows, Files, Bytes int64
	stored                     []string // the keys an import stored
}

// Limits bounds what Import reads from an archive, entry by entry and in all, so that a
// damaged or crafted archive (a small file whose entries expand to far more: a "gzip bomb")
// is refused with the entry and the limit named, before it fills the memory, the database
// or the disk. LimitsFor answers the bounds of a site.
type Limits struct {
	File  int64 // the largest stored file, in bytes
	Line  int64 // the longest line of a table (one row), in bytes
	Rows  int64 // the most rows one table may hold
	Total int64 // the most bytes every entry together may expand to
}

// maxManifest bounds the manifest: a few counts and a name per table, a few kilobytes.
const maxManifest = 1 << 20

// maxLine bounds a line of a table. The longest row holds a content document, which the API
// takes as at most 1 MB of JSON, or an audit entry with its state before and after: 2 MB of
// text, of which a JSON line may write each byte as six (\u003c). 16 MB leaves room.
const maxLine = 16 << 20

// maxRows bounds a table's rows. The longest tables are the audit log (every change of two
// years at least) and the content versions: ten million rows is more than thirteen
// thousand changes a day for two years.
const maxRows = 10_000_000

// totalUploads is how many uploads of the largest size the whole archive has room for.
// Every stored file is an upload or one of its smaller resized copies, and a site of this
// kind holds hundreds of them, most far below the limit; the tables come to a few hundred
// megabytes at most.
const totalUploads = 2000

// LimitsFor answers the bounds for an archive of a site whose largest upload is maxUpload
// bytes (QRS_MAX_IMAGE_MB or QRS_MAX_PDF_MB, the larger): no stored file is larger, and the
// whole archive is at most as large as totalUploads of them.
func LimitsFor(maxUpload int64) Limits {
	return Limits{File: maxUpload, Line: maxLine, Rows: maxRows, Total: totalUploads * maxUpload}
}

// sizeText writes a number of bytes as the site's settings count them: MB, or GB above 10.
func sizeText(n int64) string {
	if n >= 10<<30 {
		return fmt.Sprintf("%.1f GB", float64(n)/(1<<30))
	}
	return fmt.Sprintf("%d MB", (n+1<<20-1)>>20)
}

// boundedReader reads the expanded archive and stops once it has given more than max bytes
// in all; entry names what it is reading, for the error.
type boundedReader struct {
	r        io.Reader
	read     int64
	max      int64
	entry    string
	exceeded bool
}

func (b *boundedReader) Read(p []byte) (int, error) {
	if b.read > b.max {
		return 0, b.tooLarge()
	}
	if room := b.max + 1 - b.read; int64(len(p)) > room {
		p = p[:room]
	}
	n, err := b.r.Read(p)
	b.read += int64(n)
	if b.read > b.max {
		return n, b.tooLarge()
	}
	return n, err
}

func (b *boundedReader) tooLarge() error {
	b.exceeded = true
	return b.errTotal(b.entry)
}

func (b *boundedReader) errTotal(entry string) error {
	return fmt.Errorf("%s: the archive expands to more than %s in all, the most this site takes (room for %d uploads of the largest size)",
		entry, sizeText(b.max), totalUploads)
}

// begin starts reading the entry hdr, refused when its size would take the archive past
// its total.
func (b *boundedReader) begin(hdr *tar.Header) error {
	b.entry = hdr.Name
	if hdr.Size < 0 || hdr.Size > b.max-b.read {
		return b.errTotal(hdr.Name)
	}
	return nil
}

// Export writes the site to w. Progress, when not nil, hears of each table and file.
func Export(ctx context.Context, w io.Writer, tables Tables, objects Objects, progress func(string)) (Counts, error) {
	var n Counts
	schema, err := tables.SchemaVersion(ctx)
	if err != nil {
		return n, err
	}
	zw := gzip.NewWriter(w)
	tw := tar.NewWriter(zw)
	now := time.Now().UTC()
	m := Manifest{Format: Format, Schema: schema, CreatedAt: now.Format(time.RFC3339)}

	// Each table goes to a temporary file first: the manifest, which counts them, leads.
	type tableData struct {
		name string
		file *os.File
		size int64
	}
	var dumped []tableData
	defer func() {
		for _, t := range dumped {
			t.file.Close()
			os.Remove(t.file.Name())
		}
	}()
	err = tables.ExportTables(ctx, func(t Table) error {
		f, err := os.CreateTemp("", "qrs-export-*.jsonl")
		if err != nil {
			return err
		}
		dumped = append(dumped, tableData{name: t.Name, file: f})
		bw := bufio.NewWriterSize(f, 64<<10)
		enc := json.NewEncoder(bw)
		if err := enc.Encode(map[string]any{"table": t.Name, "columns": t.Columns}); err != nil {
			return err
		}
		var rows int64
		for {
			row, err := t.Next()
			if errors.Is(err, io.EOF) {
				break
			}
			if err != nil {
				return fmt.Errorf("export %s: %w", t.Name, err)
			}
			if err := enc.Encode(encodeRow(row)); err != nil {
				return fmt.Errorf("export %s: %w", t.Name, err)
			}
			rows++
		}
		if err := bw.Flush(); err != nil {
			return err
		}
		size, err := f.Seek(0, io.SeekCurrent)
		if err != nil {
			return err
		}
		dumped[len(dumped)-1].size = size
		m.Tables = append(m.Tables, struct {
			Name string `json:"name"`
			Rows int64  `json:"rows"`
		}{t.Name, rows})
		n.Tables++
		n.Rows += rows
		if progress != nil {
			progress(fmt.Sprintf("table %s: %d rows", t.Name, rows))
		}
		return nil
	})
	if err != nil {
		return n, err
	}
	var files []Object
	if err := objects.Walk(ctx, func(o Object) error { files = append(files, o); return nil }); err != nil {
		return n, err
	}
	for _, f := range files {
		m.Files++
		m.Bytes += f.Size
	}
	manifest, err := json.MarshalIndent(m, "", "  ")
	if err != nil {
		return n, err
	}
	if err := writeEntry(tw, root+"manifest.json", int64(len(manifest)), now, strings.NewReader(string(manifest))); err != nil {
		return n, err
	}
	for i, t := range dumped {
		if _, err := t.file.Seek(0, io.SeekStart); err != nil {
			return n, err
		}
		name := fmt.Sprintf("%stables/%02d-%s.jsonl", root, i+1, t.name)
		if err := writeEntry(tw, name, t.size, now, t.file); err != nil {
			return n, err
		}
	}
	for _, f := range files {
		if err := exportFile(ctx, tw, objects, f, now); err != nil {
			return n, err
		}
		n.Files++
		n.Bytes += f.Size
		if progress != nil && n.Files%100 == 0 {
			progress(fmt.Sprintf("files: %d of %d", n.Files, m.Files))
		}
	}
	if progress != nil {
		progress(fmt.Sprintf("files: %d (%d bytes)", n.Files, n.Bytes))
	}
	if err := tw.Close(); err != nil {
		return n, err
	}
	return n, zw.Close()
}

func exportFile(ctx context.Context, tw *tar.Writer, objects Objects, f Object, now time.Time) error {
	if !storage.ValidKey(f.Key) {
		return fmt.Errorf("export: stored file %q has a name an archive cannot hold", f.Key)
	}
	r, err := objects.Open(ctx, f.Key)
	if err != nil {
		return fmt.Errorf("export %s: %w", f.Key, err)
	}
	defer r.Close()
	if err := writeEntry(tw, root+"files/"+f.Key, f.Size, now, r); err != nil {
		return fmt.Errorf("export %s: %w", f.Key, err)
	}
	return nil
}

func writeEntry(tw *tar.Writer, name string, size int64, mod time.Time, r io.Reader) error {
	if err := tw.WriteHeader(&tar.Header{Name: name, Mode: 0o600, Size: size, ModTime: mod, Typeflag: tar.TypeReg,
		Format: tar.FormatPAX}); err != nil {
		return err
	}
	written, err := io.Copy(tw, r)
	if err == nil && written != size {
		err = fmt.Errorf("%s changed while it was written: %d bytes, %d expected", name, written, size)
	}
	return err
}

// bytesValue is how a binary value is written: {"base64": "..."}.
type bytesValue struct {
	Base64 string `json:"base64"`
}

func encodeRow(row []any) []any {
	out := make([]any, len(row))
	for i, v := range row {
		if b, ok := v.([]byte); ok {
			out[i] = bytesValue{base64.StdEncoding.EncodeToString(b)}
		} else {
			out[i] = v
		}
	}
	return out
}

func decodeRow(raw []json.RawMessage) ([]any, error) {
	out := make([]any, len(raw))
	for i, r := range raw {
		dec := json.NewDecoder(strings.NewReader(string(r)))
		dec.UseNumber()
		var v any
		if err := dec.Decode(&v); err != nil {
			return nil, err
		}
		switch x := v.(type) {
		case json.Number:
			if n, err := x.Int64(); err == nil {
				out[i] = n
			} else if f, err := x.Float64(); err == nil {
				out[i] = f
			} else {
				return nil, fmt.Errorf("number %s", x)
			}
		case map[string]any:
			s, ok := x["base64"].(string)
			if !ok || len(x) != 1 {
				return nil, errors.New("a value that is neither plain nor binary")
			}
			b, err := base64.StdEncoding.DecodeString(s)
			if err != nil {
				return nil, err
			}
			out[i] = b
		default:
			out[i] = x
		}
	}
	return out, nil
}

// ErrNotEmpty is Import's answer for a site that already holds something.
var ErrNotEmpty = errors.New("this site is not empty: an archive is imported only into a new site (a new database and an empty data folder or bucket), before its first start")

// Import loads the archive r into the site, which must be empty: its tables in one
// transaction, then its files. It reads within limits (see Limits): an archive past one is
// refused, naming the entry and the limit, and leaves the site as empty as it was. An
// archive of an earlier release's schema is loaded at its version and then migrated, so a
// site moves across an upgrade; one of a later release is refused.
func Import(ctx context.Context, r io.Reader, tables Tables, objects Objects, limits Limits, progress func(string)) (Counts, error) {
	var n Counts
	empty, err := tables.Empty(ctx)
	if err != nil {
		return n, err
	}
	anyFile := false
	if err := objects.Walk(ctx, func(Object) error { anyFile = true; return errStop }); err != nil && !errors.Is(err, errStop) {
		return n, err
	}
	if !empty || anyFile {
		return n, ErrNotEmpty
	}
	zr, err := gzip.NewReader(r)
	if err != nil {
		return n, fmt.Errorf("not an archive of qrs export: %w", err)
	}
	expanded := &boundedReader{r: zr, max: limits.Total, entry: "the archive's first entry"}
	tr := tar.NewReader(expanded)
	hdr, err := tr.Next()
	if err != nil || hdr.Name != root+"manifest.json" {
		if expanded.exceeded {
			return n, fmt.Errorf("import: %w", err)
		}
		return n, errors.New("not an archive of qrs export: it does not begin with its manifest")
	}
	if hdr.Size > maxManifest {
		return n, fmt.Errorf("not an archive of qrs export: its %s is %d bytes, more than a manifest's %s", hdr.Name, hdr.Size, sizeText(maxManifest))
	}
	if err := expanded.begin(hdr); err != nil {
		return n, fmt.Errorf("import: %w", err)
	}
	var m Manifest
	if err := json.NewDecoder(tr).Decode(&m); err != nil || m.Format != Format {
		return n, fmt.Errorf("not an archive of qrs export (format %q)", m.Format)
	}

	// Tables: the entries under tables/, in order, up to the first file.
	var pending *tar.Header
	done := false
	err = tables.ImportTables(ctx, m.Schema, func() (Table, error) {
		if done {
			return Table{}, io.EOF
		}
		hdr, err := tr.Next()
		if errors.Is(err, io.EOF) {
			done = true
			return Table{}, io.EOF
		}
		if err != nil {
			return Table{}, err
		}
		if !strings.HasPrefix(hdr.Name, root+"tables/") {
			pending, done = hdr, true
			return Table{}, io.EOF
		}
		if hdr.Typeflag != tar.TypeReg {
			return Table{}, fmt.Errorf("the archive holds %q, which is not a file", hdr.Name)
		}
		if err := expanded.begin(hdr); err != nil {
			return Table{}, err
		}
		t, err := readTable(tr, hdr.Name, limits.Line)
		if err != nil {
			return Table{}, fmt.Errorf("%s: %w", hdr.Name, err)
		}
		rows, next, entry := int64(0), t.Next, hdr.Name
		t.Next = func() ([]any, error) {
			row, err := next()
			switch {
			case err == nil && rows == limits.Rows:
				return nil, fmt.Errorf("%s holds more than %d rows, the most a table of a site may hold", entry, limits.Rows)
			case err == nil:
				rows++
			case errors.Is(err, io.EOF):
				n.Tables++
				n.Rows += rows
				if progress != nil {
					progress(fmt.Sprintf("table %s: %d rows", t.Name, rows))
				}
			}
			return row, err
		}
		return t, nil
	}, func() error {
		// The files, while the tables' transaction waits: a file that cannot be stored
		// leaves no row, and the files stored before it are removed again.
		if err := importFiles(ctx, tr, pending, objects, expanded, limits.File, m.Files, &n, progress); err != nil {
			for _, key := range n.stored {
				_ = objects.Delete(context.WithoutCancel(ctx), key)
			}
			return err
		}
		return nil
	})
	if err != nil {
		return n, fmt.Errorf("import: %w", err)
	}
	return n, nil
}

// importFiles stores the files of tr, the first of which is hdr (nil: none): each at most
// maxFile bytes, and no more of them than the manifest said (want).
func importFiles(ctx context.Context, tr *tar.Reader, hdr *tar.Header, objects Objects, expanded *boundedReader, maxFile, want int64, n *Counts, progress func(string)) error {
	for hdr != nil {
		if !strings.HasPrefix(hdr.Name, root+"files/") || hdr.Typeflag != tar.TypeReg {
			return fmt.Errorf("the archive holds %q, which is neither a table nor a file", hdr.Name)
		}
		key := strings.TrimPrefix(hdr.Name, root+"files/")
		if !storage.ValidKey(key) {
			return fmt.Errorf("the archive holds a file named %q, which no site stores", key)
		}
		if hdr.Size > maxFile {
			return fmt.Errorf("%s is %s, more than the largest upload this site takes (%s)", hdr.Name, sizeText(hdr.Size), sizeText(maxFile))
		}
		if n.Files == want {
			return fmt.Errorf("%s is one file more than the %d the archive's manifest counts", hdr.Name, want)
		}
		if err := expanded.begin(hdr); err != nil {
			return err
		}
		if err := objects.Put(ctx, key, tr, hdr.Size); err != nil {
			if expanded.exceeded {
				return expanded.errTotal(hdr.Name)
			}
			return fmt.Errorf("import %s: %w", key, err)
		}
		n.stored = append(n.stored, key)
		n.Files++
		n.Bytes += hdr.Size
		if progress != nil && n.Files%100 == 0 {
			progress(fmt.Sprintf("files: %d of %d", n.Files, want))
		}
		var err error
		if hdr, err = tr.Next(); errors.Is(err, io.EOF) {
			break
		} else if err != nil {
			return fmt.Errorf("the archive is damaged after %s: %w", key, err)
		}
	}
	if progress != nil {
		progress(fmt.Sprintf("files: %d (%d bytes)", n.Files, n.Bytes))
	}
	if n.Files != want {
		return fmt.Errorf("the archive is cut short: %d of its %d files were in it", n.Files, want)
	}
	return nil
}

var errStop = errors.New("stop")

// readTable reads the header line of a table entry (named entry) and answers the table,
// whose Next reads its rows one line at a time; a line longer than maxLine is refused
// before it is read whole.
func readTable(r io.Reader, entry string, maxLine int64) (Table, error) {
	br := bufio.NewReaderSize(r, 64<<10)
	line, err := readLine(br, entry, maxLine)
	if errors.Is(err, io.EOF) && len(line) == 0 {
		err = io.ErrUnexpectedEOF
	}
	if err != nil && !errors.Is(err, io.EOF) {
		return Table{}, err
	}
	var head struct {
		Table   string   `json:"table"`
		Columns []string `json:"columns"`
	}
	if err := json.Unmarshal(line, &head); err != nil || head.Table == "" || len(head.Columns) == 0 {
		return Table{}, errors.New("a table entry without its name and columns")
	}
	return Table{Name: head.Table, Columns: head.Columns, Next: func() ([]any, error) {
		line, err := readLine(br, entry, maxLine)
		if errors.Is(err, io.EOF) && len(line) == 0 {
			return nil, io.EOF
		}
		if err != nil && !errors.Is(err, io.EOF) {
			return nil, err
		}
		var raw []json.RawMessage
		if err := json.Unmarshal(line, &raw); err != nil {
			return nil, fmt.Errorf("a row of %s: %w", head.Table, err)
		}
		if len(raw) != len(head.Columns) {
			return nil, fmt.Errorf("a row of %s has %d values for %d columns", head.Table, len(raw), len(head.Columns))
		}
		return decodeRow(raw)
	}}, nil
}

// readLine reads up to and including the next '\n' of br, like ReadBytes, but refuses a
// line longer than max bytes as soon as it has read that much of it.
func readLine(br *bufio.Reader, entry string, max int64) ([]byte, error) {
	// A line longer than the buffer is gathered in pieces and joined once, rather than
	// grown and copied again and again.
	var pieces [][]byte
	var n int64
	for {
		chunk, err := br.ReadSlice('\n')
		if n += int64(len(chunk)); n > max+1 { // the '\n' is not the line's
			return nil, fmt.Errorf("%s has a line longer than %s, more than any row of a site holds", entry, sizeText(max))
		}
		if !errors.Is(err, bufio.ErrBufferFull) {
			if pieces == nil {
				return bytes.Clone(chunk), err // a line within the buffer, as rows mostly are
			}
			return bytes.Join(append(pieces, chunk), nil), err
		}
		pieces = append(pieces, bytes.Clone(chunk))
	}
}

// Files answers the Objects of a storage bucket: every object in it is a file of the site.
func Files(b storage.Bucket) Objects { return bucketObjects{b} }

type bucketObjects struct{ b storage.Bucket }

func (o bucketObjects) Walk(ctx context.Context, fn func(Object) error) error {
	infos, err := o.b.List(ctx, "")
	if err != nil {
		return err
	}
	for _, i := range infos {
		if err := fn(Object{Key: i.Key, Size: i.Size}); err != nil {
			return err
		}
	}
	return nil
}

func (o bucketObjects) Open(ctx context.Context, key string) (io.ReadCloser, error) {
	return o.b.Open(ctx, key)
}

func (o bucketObjects) Delete(ctx context.Context, key string) error { return o.b.Delete(ctx, key) }

func (o bucketObjects) Put(ctx context.Context, key string, r io.Reader, size int64) error {
	return o.b.Put(ctx, key, r, size)
}

// Walk reads an archive without a site: table is called with each table, file with each
// file's key and contents.
func Walk(r io.Reader, table func(Table) error, file func(key string, r io.Reader) error) error {
	zr, err := gzip.NewReader(r)
	if err != nil {
		return fmt.Errorf("not an archive of qrs export: %w", err)
	}
	tr := tar.NewReader(zr)
	for {
		hdr, err := tr.Next()
		if errors.Is(err, io.EOF) {
			return nil
		}
		if err != nil {
			return err
		}
		switch name := hdr.Name; {
		case name == root+"manifest.json":
		case strings.HasPrefix(name, root+"tables/"):
			t, err := readTable(tr, name, maxLine)
			if err != nil {
				return fmt.Errorf("%s: %w", name, err)
			}
			if err := table(t); err != nil {
				return err
			}
		case strings.HasPrefix(name, root+"files/"):
			if err := file(strings.TrimPrefix(name, root+"files/"), tr); err != nil {
				return err
			}
		default:
			return fmt.Errorf("the archive holds %q, which is neither a table nor a file", name)
		}
	}
}
