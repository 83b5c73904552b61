package contentschema

import (
	"encoding/json"
	"fmt"
	"io/fs"
	"maps"
	"path"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/qrs-site/qrs/web"
)

// The one-source scan: a figure the default documents state (the coins' supply, a patent's
// number, a count of the clinical study) is typed in one file only, the default language's
// site document (its facts), and every text naming it, in every language, says
// {facts.…} (a number of a document, the whitepaper chart's, names its fact instead), so one
// edit changes it everywhere. A figure typed into two files, in a text or as a number, is
// found here.

// figure is a run of digits with the marks languages write between them: group marks
// (50,000,000; 50’000’000), decimal marks (15.1; 15,1) and the space of a patent's number
// (0594 655), a space only before a group of three digits ("Q2 2025" is two figures).
var figure = regexp.MustCompile(`\d+(?:[.,’' ]\d+)*`)

// figures answers the figures of text as written.
func figures(text string) []string {
	var out []string
	for _, run := range figure.FindAllString(text, -1) {
		parts := strings.Split(run, " ")
		out = append(out, parts[0])
		for _, part := range parts[1:] {
			if len(part) == 3 && !strings.ContainsAny(part, ".,’'") {
				out[len(out)-1] += " " + part
			} else {
				out = append(out, part)
			}
		}
	}
	return out
}

// address tells a value that is no text of a page: a path, a link, a colour.
var address = regexp.MustCompile(`^(/|https?:|mailto:|tel:|#)`)

// notFacts are the figures several files may state, each for its reason:
var notFacts = map[string]string{
	"100":   "100 % is a whole, a word of the texts rather than a figure of QRS",
	"404":   "the status of a page not found, which its heading names",
	"9490":  "the postal code of Vaduz, part of the addresses the privacy policy gives",
	"9001":  "a standard's name (ISO 9001), not a figure",
	"13485": "a standard's name (ISO 13485), not a figure",
}

// isYear tells a year (1900 to 2099): histories and dates state them where they happened,
// and a roadmap's quarter or a policy's date is its document's own.
func isYear(run string) bool {
	return len(run) == 4 && (strings.HasPrefix(run, "19") || strings.HasPrefix(run, "20"))
}

// keptPerLanguage are the parts of the site document each language states itself: the
// company's registered data (its register number, share capital, postal code) and its
// phone, as the settings write them.
var keptPerLanguage = []string{"/company/", "/contact/"}

// scanned is where a figure was typed: the file, the place in it and the figure as written.
type scanned struct{ file, at, written string }

// repeatedFigures answers, by figure (its digits), the places of every figure of the
// documents under defaults/ of fsys (every language's) that more than one file types.
func repeatedFigures(fsys fs.FS) (map[string][]scanned, error) {
	found := map[string][]scanned{}
	err := fs.WalkDir(fsys, "defaults", func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() || path.Ext(p) != ".json" {
			return err
		}
		raw, err := fs.ReadFile(fsys, p)
		if err != nil {
			return err
		}
		var doc any
		if err := json.Unmarshal(raw, &doc); err != nil {
			return fmt.Errorf("%s: %w", p, err)
		}
		file := strings.TrimPrefix(p, "defaults/")
		// A number of a document (a chart's supply, a share's coins) is a figure as its digits.
		walkNumbers(doc, nil, func(at []string, n float64) {
			written := strconv.FormatFloat(n, 'f', -1, 64)
			digits := strings.ReplaceAll(written, ".", "")
			if _, ok := notFacts[digits]; ok || (n == float64(int64(n)) && n < 1000) {
				return // a small whole number (a percent, an order)
			}
			found[digits] = append(found[digits], scanned{file, Pointer(at), written})
		})
		walkTexts(doc, nil, func(at []string, text string) {
			pointer := Pointer(at)
			if address.MatchString(text) || (path.Base(file) == "site.json" && slices.ContainsFunc(keptPerLanguage, func(prefix string) bool {
				return strings.HasPrefix(pointer+"/", prefix)
			})) {
				return
			}
			for _, written := range figures(text) {
				digits := strings.Map(func(r rune) rune {
					if r >= '0' && r <= '9' {
						return r
					}
					return -1
				}, written)
				if (len(digits) < 3 && digits == written) || (digits == written && isYear(digits)) {
					continue // a small whole number ("30 days", "8 %") or a year
				}
				if _, ok := notFacts[digits]; ok {
					continue
				}
				found[digits] = append(found[digits], scanned{file, pointer, written})
			}
		})
		return nil
	})
	for digits, places := range found {
		files := map[string]bool{}
		for _, p := range places {
			files[p.file] = true
		}
		if len(files) < 2 {
			delete(found, digits)
		}
	}
	return found, err
}

// walkNumbers calls fn with every number of v, a decoded JSON document, and its place.
func walkNumbers(v any, at []string, fn func(at []string, n float64)) {
	switch v := v.(type) {
	case float64:
		fn(at, v)
	case map[string]any:
		for _, k := range slices.Sorted(maps.Keys(v)) {
			walkNumbers(v[k], append(slices.Clip(at), k), fn)
		}
	case []any:
		for i, item := range v {
			walkNumbers(item, append(slices.Clip(at), strconv.Itoa(i)), fn)
		}
	}
}

// report words the figures typed in more than one file, one line each.
func report(found map[string][]scanned) []string {
	var lines []string
	for _, digits := range slices.Sorted(maps.Keys(found)) {
		var where []string
		for _, p := range found[digits] {
			where = append(where, fmt.Sprintf("%s %s (%q)", p.file, p.at, p.written))
		}
		lines = append(lines, fmt.Sprintf("%s is typed in %s", digits, strings.Join(where, ", ")))
	}
	return lines
}

func TestEveryFigureOfTheDefaultsIsTypedInOneFile(t *testing.T) {
	t.Parallel()
	found, err := repeatedFigures(web.Content())
	if err != nil {
		t.Fatal(err)
	}
	if len(found) > 0 {
		t.Errorf("%d figures are typed in more than one default document: make each a fact of the site document "+
			"(web/content/defaults/site.json facts) and name it by its slot ({facts.…}) in every text, or by its fact where a number stands (a chart's totalSupplyFact, amountFact):\n%s",
			len(found), strings.Join(report(found), "\n"))
	}
}

func TestTheScanFindsAFigureTypedInTwoFiles(t *testing.T) {
	t.Parallel()
	files := fstest.MapFS{
		"defaults/research.json":    {Data: []byte(`{"patents": [{"number": "EP 0594 655 B1", "issued": "1996"}], "cert": "ISO 13485", "rise": "+15.1%"}`)},
		"defaults/de/research.json": {Data: []byte(`{"patents": [{"number": "EP 0594 655 B1", "issued": "1996"}], "cert": "ISO 13485", "rise": "+15,1 %"}`)},
		"defaults/home.json":        {Data: []byte(`{"lead": "In 30 days, 2 to 16 weeks", "color": "#955700", "image": "/api/placeholder/400/300", "n": 448}`)},
		"defaults/de/home.json":     {Data: []byte(`{"lead": "In 30 Tagen, 2 bis 16 Wochen", "color": "#955700", "image": "/api/placeholder/400/300", "n": 448}`)},
		"defaults/site.json":        {Data: []byte(`{"company": {"shareCapital": "CHF 1,000,000"}, "facts": {"patent": "EP 4122718"}}`)},
		"defaults/de/site.json":     {Data: []byte(`{"company": {"shareCapital": "CHF 1’000’000"}}`)},
		"defaults/whitepaper.json":  {Data: []byte(`{"text": "The supply is {facts.totalSupply} and the patent {facts.patent}."}`)},
	}
	found, err := repeatedFigures(files)
	if err != nil {
		t.Fatal(err)
	}
	want := []string{
		`0594655 is typed in de/research.json /patents/0/number ("0594 655"), research.json /patents/0/number ("0594 655")`,
		`151 is typed in de/research.json /rise ("15,1"), research.json /rise ("15.1")`,
	}
	if got := report(found); !slices.Equal(got, want) {
		t.Errorf("the scan found\n%s\nwant\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
	// Once the number is a fact, named by its slot in both texts, the scan finds nothing.
	files["defaults/research.json"] = &fstest.MapFile{Data: []byte(`{"patents": [{"number": "{facts.patents.signal}"}], "rise": "+{facts.rise}%"}`)}
	files["defaults/de/research.json"] = &fstest.MapFile{Data: []byte(`{"patents": [{"number": "{facts.patents.signal}"}], "rise": "+{facts.rise} %"}`)}
	files["defaults/site.json"] = &fstest.MapFile{Data: []byte(`{"facts": {"patents": {"signal": "EP 0594 655 B1"}, "rise": 15.1}}`)}
	if found, err := repeatedFigures(files); err != nil || len(found) > 0 {
		t.Errorf("with the facts in the site document the scan finds %v (%v)", report(found), err)
	}
}
