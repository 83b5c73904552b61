package content

import (
	"encoding/json"
	"fmt"
	"io/fs"
	"math"
	"regexp"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf16"
	"unicode/utf8"

	"github.com/qrs-site/qrs/web"
)

// FieldWords are the words the content form calls its fields by, as web/content/labels.json
// states them: the form labels its fields with them (web/src/features/content-editor/form/
// labels.ts) and the history names a version's changes with them, so both say the same.
type FieldWords struct {
	// Words are words spelled otherwise than a property name's lowercase ("pdf" → "PDF").
	Words map[string]string `json:"words"`
	// Names label a property by its name wherever it occurs ("seo" → "Search engines and sharing").
	Names map[string]string `json:"names"`
	// Places label a property by its place, a schema path with "*" for any list item, where
	// the same name means something else; the longest place ending the field's path wins.
	Places map[string]string `json:"places"`
	// Nouns name one item of a list, by the list's name, where dropping the plural's s would
	// not do ("intro" → "paragraph").
	Nouns map[string]string `json:"nouns"`
	// HeadingMax is the most characters (UTF-16 units, as the panel counts) of a list item's
	// heading that names it; a longer one is cut and ends in "…".
	HeadingMax int `json:"headingMax"`
}

// LoadFieldWords reads labels.json of a content model folder.
func LoadFieldWords(fsys fs.FS) (FieldWords, error) {
	var w FieldWords
	data, err := fs.ReadFile(fsys, "labels.json")
	if err != nil {
		return FieldWords{}, err
	}
	if err := json.Unmarshal(data, &w); err != nil {
		return FieldWords{}, fmt.Errorf("labels.json: %w", err)
	}
	if len(w.Words) == 0 || len(w.Names) == 0 || len(w.Places) == 0 || len(w.Nouns) == 0 || w.HeadingMax < 2 {
		return FieldWords{}, fmt.Errorf("labels.json: words, names, places, nouns and headingMax are each needed")
	}
	return w, nil
}

// fieldWords are the field words built into the binary, read at start.
var fieldWords = func() FieldWords {
	w, err := LoadFieldWords(web.Content())
	if err != nil {
		panic(err) // labels.json is built into the binary: a test proves it loads
	}
	return w
}()

// FieldName answers a JSON pointer in the content form's words, as the web app's humanPath
// does: "/roadmap/items/2/period" is "Roadmap › Item 3 › Period" (list items counted from 1,
// an item in place of its list's name where that name says no more, "Intro › Paragraph 1"
// where it does); "" is the whole document. web/content/testdata/field-paths.json holds the
// cases both sides run.
func FieldName(pointer string) string { return FieldNameIn(pointer) }

// FieldNameIn is FieldName given the document the pointer is into (or documents: the first
// that has the item first), as the compare view names fields: a list item with a heading is
// named by it, "/sections/8/paragraphs/0" reading "Retention › Paragraph 1" rather than
// "Section 9 › Paragraph 1".
func FieldNameIn(pointer string, docs ...any) string {
	var segments []string
	if pointer != "" && pointer != "/" {
		segments = strings.Split(strings.TrimPrefix(pointer, "/"), "/")
	}
	path := make([]string, len(segments))
	for i, s := range segments {
		path[i] = UnescapePointer(s)
	}
	var parts []string
	for i, segment := range path {
		if !isIndex(segment) {
			parts = append(parts, fieldWords.label(path[:i+1]))
			continue
		}
		noun := "item"
		if i > 0 && !isIndex(path[i-1]) {
			noun = fieldWords.itemNoun(path[i-1])
		}
		item := upperFirstLikeJavaScript(noun) + " " + itemNumber(segment)
		for _, doc := range docs {
			if heading, ok := fieldWords.itemHeading(valueAt(doc, path[:i+1])); ok {
				item = heading
				break
			}
		}
		listLabel := ""
		if i > 0 && !isIndex(path[i-1]) {
			listLabel = lowerLikeJavaScript(parts[len(parts)-1])
		}
		if listLabel != "" && (strings.HasPrefix(noun, listLabel) || strings.HasPrefix(listLabel, noun)) {
			parts[len(parts)-1] = item
		} else {
			parts = append(parts, item)
		}
	}
	if len(parts) == 0 {
		return "Whole document"
	}
	return strings.Join(parts, " › ")
}

// valueAt answers the value at path inside doc (a decoded JSON value), nil where there is none.
func valueAt(doc any, path []string) any {
	for _, segment := range path {
		switch v := doc.(type) {
		case map[string]any:
			doc = v[segment]
		case []any:
			i, err := strconv.Atoi(segment)
			if err != nil || i < 0 || i >= len(v) {
				return nil
			}
			doc = v[i]
		default:
			return nil
		}
	}
	return doc
}

// itemHeading answers the heading of a list item that has one (a section of a policy:
// "Retention"), its white space folded, cut past HeadingMax as the panel cuts it
// (itemHeading in web/src/features/content-editor/form/labels.ts). A card's title is not
// taken: it is one of the card's own texts.
func (w FieldWords) itemHeading(item any) (string, bool) {
	obj, ok := item.(map[string]any)
	if !ok {
		return "", false
	}
	heading, _ := obj["heading"].(string)
	words := strings.Join(wordBreaksOfSpace.Split(strings.TrimSpace(heading), -1), " ")
	words = strings.TrimSpace(words)
	if words == "" {
		return "", false
	}
	units := utf16.Encode([]rune(words))
	if len(units) <= w.HeadingMax {
		return words, true
	}
	cut := strings.TrimRightFunc(string(utf16.Decode(units[:w.HeadingMax-1])), unicode.IsSpace)
	return cut + "…", true
}

// isIndex tells a list position among the segments of a path: digits only.
func isIndex(segment string) bool {
	if segment == "" {
		return false
	}
	for _, r := range segment {
		if r < '0' || r > '9' {
			return false
		}
	}
	return true
}

// itemNumber counts a list position from 1, written as JavaScript writes the number (the web
// app reads the position as a Number: "007" is 7, and a position past 2^53 loses digits).
func itemNumber(index string) string {
	n, _ := strconv.ParseFloat(index, 64) // digits only: a number, or +Inf past the largest
	n++
	switch {
	case math.IsInf(n, 1):
		return "Infinity"
	case n < 1e21:
		return strconv.FormatFloat(n, 'f', -1, 64)
	}
	return strconv.FormatFloat(n, 'g', -1, 64)
}

// label is the form's label of the field at path: by its place, else by its name, else its
// name in words.
func (w FieldWords) label(path []string) string {
	name := path[len(path)-1]
	if place, ok := w.longestPlace(path); ok {
		return w.Places[place]
	}
	if label, ok := w.Names[name]; ok {
		return label
	}
	return w.humanize(name)
}

// longestPlace finds the longest of the places that ends the schema path of path.
func (w FieldWords) longestPlace(path []string) (string, bool) {
	var full strings.Builder
	for _, s := range path {
		if isIndex(s) {
			s = "*"
		}
		full.WriteString("/" + s)
	}
	best, found := "", false
	for place := range w.Places {
		if strings.HasSuffix(full.String(), place) && (!found || len(place) > len(best)) {
			best, found = place, true
		}
	}
	return best, found
}

// itemNoun names one item of the list called name: "items" → "item", "universities" →
// "university".
func (w FieldWords) itemNoun(name string) string {
	if noun := w.Nouns[name]; noun != "" {
		return noun
	}
	words := strings.Split(w.humanize(name), " ")
	last := lowerLikeJavaScript(words[len(words)-1])
	switch {
	case strings.HasSuffix(last, "ies"):
		return strings.TrimSuffix(last, "ies") + "y"
	case strings.HasSuffix(last, "ses"):
		return strings.TrimSuffix(last, "es")
	case strings.HasSuffix(last, "s") && !strings.HasSuffix(last, "ss"):
		return strings.TrimSuffix(last, "s")
	}
	return last
}

var (
	lowerThenUpper  = regexp.MustCompile(`([a-z0-9])([A-Z])`)
	letterThenDigit = regexp.MustCompile(`([A-Za-z])([0-9])`)
	wordBreaks      = regexp.MustCompile(`(?:` + rules.WhiteSpace.Pattern + `|[_-])+`)
	// wordBreaksOfSpace are the runs of white space a heading's words are folded at.
	wordBreaksOfSpace = regexp.MustCompile(rules.WhiteSpace.Pattern + `+`)
)

// humanize turns a property name into words: "phoneHref" → "Phone link", "downloadPdf" →
// "Download PDF".
func (w FieldWords) humanize(name string) string {
	name = lowerThenUpper.ReplaceAllString(name, "${1} ${2}")
	name = letterThenDigit.ReplaceAllString(name, "${1} ${2}")
	var words []string
	for _, word := range wordBreaks.Split(name, -1) {
		if word == "" {
			continue
		}
		word = lowerLikeJavaScript(word)
		if spelled, ok := w.Words[word]; ok {
			word = spelled
		}
		words = append(words, word)
	}
	return upperFirstLikeJavaScript(strings.Join(words, " "))
}

// upperFirstLikeJavaScript capitalises s as text.charAt(0).toUpperCase() + text.slice(1)
// does: the first UTF-16 unit, so a letter beyond the Basic Multilingual Plane stays as it is.
func upperFirstLikeJavaScript(s string) string {
	r, size := utf8.DecodeRuneInString(s)
	if size == 0 || r > 0xffff {
		return s
	}
	return upperLikeJavaScript(s[:size]) + s[size:]
}
