package httpapi

import (
	"bufio"
	"io"
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
