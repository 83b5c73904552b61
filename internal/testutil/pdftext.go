package testutil

import (
	"bytes"
	"compress/zlib"
	"io"
	"testing"

	"golang.org/x/text/encoding/charmap"
)

// PDFText answers the text a PDF shows, one line per text-showing operator (Tj) in the
// order its pages draw them, decoded from Windows-1252, the encoding of the built-in fonts
// our PDFs use. Content streams may be Flate-compressed or not.
func PDFText(tb testing.TB, pdf []byte) []string {
	tb.Helper()
	var lines []string
	for _, run := range pdfRuns(tb, pdf) {
		lines = append(lines, run.text)
	}
	return lines
}

// PDFLines answers the text a PDF shows as a reader sees it, one string per printed line: the
// pieces one line shows one after another (a linked or bold word beside the words around
// it, each drawn by its own operator) joined as they stand, with no space put between them.
func PDFLines(tb testing.TB, pdf []byte) []string {
	tb.Helper()
	var lines []string
	var last textRun
	for i, run := range pdfRuns(tb, pdf) {
		if i > 0 && run.stream == last.stream && run.y != "" && run.y == last.y {
			lines[len(lines)-1] += run.text
		} else {
			lines = append(lines, run.text)
		}
		last = run
	}
	return lines
}

// textRun is a piece of text one Tj operator shows: in which content stream (a page), at
// which height (the last Td's y, "" before any), and the words.
type textRun struct {
	stream int
	y      string
	text   string
}

// pdfRuns answers every piece of text the PDF's content streams show, in order.
func pdfRuns(tb testing.TB, pdf []byte) []textRun {
	tb.Helper()
	var runs []textRun
	rest := pdf
	for stream := 0; ; stream++ {
		start := bytes.Index(rest, []byte("stream\n"))
		if start < 0 {
			break
		}
		dict := rest[:start]
		if open := bytes.LastIndex(dict, []byte("<<")); open >= 0 {
			dict = dict[open:]
		}
		body := rest[start+len("stream\n"):]
		end := bytes.Index(body, []byte("endstream"))
		if end < 0 {
			tb.Fatal("PDF stream without its end")
		}
		data := bytes.TrimSuffix(body[:end], []byte("\n"))
		rest = body[end+len("endstream"):]
		if bytes.Contains(dict, []byte("/FlateDecode")) {
			zr, err := zlib.NewReader(bytes.NewReader(data))
			if err != nil {
				tb.Fatalf("PDF stream: %v", err)
			}
			if data, err = io.ReadAll(zr); err != nil {
				tb.Fatalf("PDF stream: %v", err)
			}
		}
		for _, s := range shownStrings(data) {
			text, err := charmap.Windows1252.NewDecoder().Bytes(s.text)
			if err != nil {
				tb.Fatal(err)
			}
			runs = append(runs, textRun{stream: stream, y: s.y, text: string(text)})
		}
	}
	return runs
}

// shown is a literal string a Tj operator shows, with the y of the last Td before it.
type shown struct {
	y    string
	text []byte
}

// shownStrings answers the literal strings of a content stream that a Tj operator shows,
// each with the height the text position was last moved to ("x y Td").
func shownStrings(content []byte) []shown {
	var out []shown
	y := ""
	for i := 0; i < len(content); i++ {
		if bytes.HasPrefix(content[i:], []byte("Td")) && i > 0 && isSpace(content[i-1]) {
			if operands := bytes.Fields(content[max(0, i-40):i]); len(operands) >= 2 {
				y = string(operands[len(operands)-1])
			}
			continue
		}
		if content[i] != '(' {
			continue
		}
		s, next := literal(content, i)
		rest := bytes.TrimLeft(content[next:], " \t\r\n")
		if bytes.HasPrefix(rest, []byte("Tj")) {
			out = append(out, shown{y: y, text: s})
		}
		i = next - 1
	}
	return out
}

func isSpace(c byte) bool { return c == ' ' || c == '\t' || c == '\r' || c == '\n' }

// literal reads the PDF literal string that opens at content[at] ('('): its bytes with the
// escapes resolved, and the index after its closing parenthesis.
func literal(content []byte, at int) ([]byte, int) {
	var s []byte
	depth := 0
	for i := at; i < len(content); i++ {
		c := content[i]
		switch {
		case c == '\\' && i+1 < len(content):
			i++
			switch e := content[i]; e {
			case 'n':
				s = append(s, '\n')
			case 'r':
				s = append(s, '\r')
			case 't':
				s = append(s, '\t')
			case 'b':
				s = append(s, '\b')
			case 'f':
				s = append(s, '\f')
			case '0', '1', '2', '3', '4', '5', '6', '7':
				v := 0
				for n := 0; n < 3 && i < len(content) && content[i] >= '0' && content[i] <= '7'; n++ {
					v = v*8 + int(content[i]-'0')
					i++
				}
				i--
				s = append(s, byte(v))
			case '\n':
			default:
				s = append(s, e)
			}
		case c == '(':
			if depth > 0 {
				s = append(s, c)
			}
			depth++
		case c == ')':
			depth--
			if depth == 0 {
				return s, i + 1
			}
			s = append(s, c)
		default:
			s = append(s, c)
		}
	}
	return s, len(content)
}
