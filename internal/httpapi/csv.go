package httpapi

import (
	"bufio"
	"encoding/csv"
	"errors"
	"io"
	"net/http"
	"strings"
)

// csvWriter writes a CSV file a spreadsheet opens: a UTF-8 byte-order mark first (so names
// such as "Müller" read right), every cell quoted with its quotes doubled (RFC 4180), lines
// ending in CRLF, and a cell a spreadsheet would run as a formula (starting with = + - @, a
// tab or a carriage return) kept as text by a leading '. Every CSV file the site makes (the
// audit log's, the inbox's) is written by it.
type csvWriter struct {
	w       *bufio.Writer
	started bool
}

func newCSVWriter(w io.Writer) *csvWriter { return &csvWriter{w: bufio.NewWriter(w)} }

// startCSV answers the CSV writer of a download named name ("redirects-2026-03-02.csv"),
// its headers set: never cached, saved under its name.
func startCSV(w http.ResponseWriter, name string) *csvWriter {
	h := w.Header()
	h.Set("Content-Type", "text/csv; charset=utf-8")
	h.Set("Content-Disposition", `attachment; filename="`+name+`"`)
	h.Set("Cache-Control", "no-store")
	return newCSVWriter(w)
}

// csvCell is one cell as written: formula starts defused, then quoted.
func csvCell(value string) string {
	if value != "" && strings.ContainsRune("=+-@\t\r", rune(value[0])) {
		value = "'" + value
	}
	return `"` + strings.ReplaceAll(value, `"`, `""`) + `"`
}

// row writes one line of cells.
func (c *csvWriter) row(cells ...string) error {
	if !c.started {
		c.started = true
		if _, err := c.w.WriteString("\uFEFF"); err != nil {
			return err
		}
	}
	for i, v := range cells {
		if i > 0 {
			if err := c.w.WriteByte(','); err != nil {
				return err
			}
		}
		if _, err := c.w.WriteString(csvCell(v)); err != nil {
			return err
		}
	}
	_, err := c.w.WriteString("\r\n")
	return err
}

// flush writes what is buffered.
func (c *csvWriter) flush() error { return c.w.Flush() }

// csvLine is one line of a CSV file read back: its cells, and the number of the line it
// starts on in the file (counted from 1, as a spreadsheet numbers its rows).
type csvLine struct {
	number int
	cells  []string
}

// readCSV reads a CSV file as csvWriter writes it, or as a spreadsheet saves it: an optional
// byte-order mark, cells quoted or not, lines ending in CRLF or LF; blank lines are passed
// over, and a cell csvWriter kept as text (a leading ' before = + - @, tab or CR) is read as
// it was written. A file that is no CSV answers the line where it stops being one.
func readCSV(r io.Reader) ([]csvLine, error) {
	br := bufio.NewReader(r)
	if b, err := br.Peek(3); err == nil && string(b) == "\uFEFF" {
		_, _ = br.Discard(3)
	}
	cr := csv.NewReader(br)
	cr.FieldsPerRecord = -1
	var out []csvLine
	for {
		cells, err := cr.Read()
		if errors.Is(err, io.EOF) {
			return out, nil
		}
		if err != nil {
			return nil, err
		}
		line, _ := cr.FieldPos(0)
		for i, c := range cells {
			if len(c) > 1 && c[0] == '\'' && strings.ContainsRune("=+-@\t\r", rune(c[1])) {
				cells[i] = c[1:]
			}
		}
		out = append(out, csvLine{number: line, cells: cells})
	}
}
