package content

import (
	"bufio"
	"bytes"
	"encoding/json"
	"fmt"
	"go/scanner"
	"go/token"
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"
	"unicode"
	"unicode/utf8"
)

// sharedDeclarations are the files of web/content whose words both languages read: each of
// their messages, patterns and labels is written there once, and no hand-written source file
// may hold a copy of it. A new file of shared declarations is one more line here.
var sharedDeclarations = []string{
	"rules.json",
	"labels.json",
	"collections.json",
	"languages.json",
}

// wordsOnly names, for a shared file that also holds names of things (a collection's API path,
// its table, its pages, which code rightly writes where it routes or names them), the keys
// whose values are words a person reads, the only ones a copy of which counts.
// A collection's plural is left out: it also names its public page in prose ("the Global
// Partners page"), which is the page's name, not a copy.
var wordsOnly = map[string]map[string]bool{
	"collections.json": {"label": true, "summary": true, "conflict": true},
}

// namesOnly names, for a shared file of words, the keys whose values are names of things
// rather than words: the paths the server answers before the site's pages, which the route
// table and the site rightly write where they serve them (a redirect's rules list them so
// that no redirect is saved from one).
var namesOnly = map[string]map[string]bool{
	"rules.json": {"serverPaths": true},
}

// writtenFrom names, for a shared file generated from Go, where it is written: collections.json
// is the collections' declarations (content.Declare), each in its own file of this package,
// which are its source and may hold its words.
var writtenFrom = map[string]*regexp.Regexp{
	"collections.json": regexp.MustCompile(`(?m)^var \w+ = Declare\[`),
}

// minCopyLength is the fewest characters of a shared value (of its fixed text, for a message
// with {slots}) that a source file may not hold. Shorter values are short, generic words
// ("Required", "Owner", "images", "https://", "QRS") that code writes for reasons of its own,
// where a literal is unavoidable and a match would say nothing.
const minCopyLength = 12

// Every message, pattern and label the server and the web app share is written once, in
// web/content; a source file that types one again would drift from it unnoticed.
func TestNoSourceFileHoldsACopyOfASharedValue(t *testing.T) {
	t.Parallel()
	root := repositoryRoot(t)
	values := sharedValues(t, filepath.Join(root, "web", "content"))
	sources := handWrittenSources(t, root)
	if len(values) < 50 || len(sources) < 100 {
		t.Fatalf("read %d shared values and %d source files: the walk missed them", len(values), len(sources))
	}
	for _, c := range copiesIn(t, root, sources, values) {
		t.Error(c)
	}
}

// The test above finds a copy however the source writes it, and only in code: a Go or
// TypeScript literal, escaped or not, a message with its slots filled in, but not a comment
// that quotes a message as an example.
func TestACopyOfASharedValueIsFoundAsALiteralNotInAComment(t *testing.T) {
	t.Parallel()
	root := t.TempDir()
	write := func(rel, text string) {
		t.Helper()
		if err := os.MkdirAll(filepath.Dir(filepath.Join(root, rel)), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(root, rel), []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	write("web/content/rules.json", `{"a": {"message": "Please enter a valid email address",
		"pattern": "^\\+?[0-9 ()/-]+$", "tooLong": "Must be at most {max} characters", "short": "Required"}}`)
	write("web/content/languages.json", `{"default": "en", "languages": []}`)
	write("web/content/collections.json", `{"collections": [{"name": "team-members", "label": "Team member of staff"}]}`)
	write("web/content/labels.json", `{"nouns": {"specifications": "specification"}, "names": {"href": "Link address"}}`)
	write("internal/x/x.go", "package x\n\n// The message reads \"Please enter a valid email address\".\n"+
		"var m = \"Please enter a valid email address\"\n\n"+
		"/* \"Must be at most 9 characters\" */\n"+
		"var p = `^\\+?[0-9 ()/-]+$`\n\n"+
		"func f(n string) string { return \"Must be at most \" + n + \" characters\" }\n\n"+
		"var r = \"Required\"\n")
	write("internal/x/x_test.go", "package x\n\nvar m = \"Please enter a valid email address\"\n")
	write("web/src/a.ts", "// 'Please enter a valid email address'\n"+
		"const url = 'https://example.com'; // \"Please enter a valid email address\"\n"+
		"const p = /^\\+?[0-9 ()\\/-]+$/;\n"+
		"const s = '^\\\\+?[0-9 ()/-]+$';\n"+
		"const t = `${url} Must be at most ${9} characters`;\n"+
		"/** Please enter a valid email address */\n"+
		"const specifications = [], label = 'Link address';\n")
	write("web/src/a.test.ts", "const m = 'Please enter a valid email address';\n")
	write("web/node_modules/x/index.ts", "const m = 'Please enter a valid email address';\n")

	got := copiesIn(t, root, handWrittenSources(t, root), sharedValues(t, filepath.Join(root, "web", "content")))
	want := []string{
		"internal/x/x.go:4 holds rules.json a.message",
		"internal/x/x.go:7 holds rules.json a.pattern",
		"internal/x/x.go:9 holds rules.json a.tooLong",
		"web/src/a.ts:3 holds rules.json a.pattern",
		"web/src/a.ts:4 holds rules.json a.pattern",
		"web/src/a.ts:5 holds rules.json a.tooLong",
		"web/src/a.ts:7 holds labels.json names.href",
	}
	if !slices.Equal(got, want) {
		t.Errorf("found\n%s\nwant\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
}

// sharedValue is one string of a shared declaration: where it is, and the literals that would
// copy it.
type sharedValue struct {
	at     string
	file   string
	copies []*regexp.Regexp
}

// sharedValues reads every string value of the shared declarations in dir that is long
// enough to count, each with the patterns of its copies.
func sharedValues(t *testing.T, dir string) []sharedValue {
	t.Helper()
	var out []sharedValue
	for _, name := range sharedDeclarations {
		data, err := os.ReadFile(filepath.Join(dir, name))
		if err != nil {
			t.Fatal(err)
		}
		var doc any
		if err := json.Unmarshal(data, &doc); err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		walkStrings(doc, "", func(at, v string) {
			key, _, _ := strings.Cut(at[strings.LastIndex(at, ".")+1:], "[")
			if keys := wordsOnly[name]; keys != nil && !keys[key] || namesOnly[name][key] {
				return
			}
			if copies := copyPatterns(v); copies != nil {
				out = append(out, sharedValue{at: name + " " + strings.TrimPrefix(at, "."), file: name, copies: copies})
			}
		})
	}
	return out
}

// walkStrings calls found with every string value in v and its place ("contact.subjects[0].label").
func walkStrings(v any, at string, found func(at, v string)) {
	switch v := v.(type) {
	case string:
		found(at, v)
	case []any:
		for i, item := range v {
			walkStrings(item, at+"["+strconv.Itoa(i)+"]", found)
		}
	case map[string]any:
		for k, item := range v {
			walkStrings(item, at+"."+k, found)
		}
	}
}

var slot = regexp.MustCompile(`\{[^{}]*\}`)

// copyPatterns are the patterns of the literals that copy v, none when v is too short to
// count. A value is copied as it is (a regular expression literal, a Go raw string), or
// escaped as a JSON, JavaScript or Go string, or with its slashes escaped as in a regular
// expression literal. A message with {slots} is copied with the slots filled in: its fixed
// pieces, in order, on one line ("Must be at most " + n + " characters").
func copyPatterns(v string) []*regexp.Regexp {
	pieces := slices.DeleteFunc(slot.Split(v, -1), func(p string) bool { return p == "" })
	if utf8.RuneCountInString(strings.TrimSpace(strings.Join(pieces, ""))) < minCopyLength {
		return nil
	}
	var patterns []string
	for _, spell := range []func(string) string{
		func(s string) string { return s },
		jsonEscaped,
		func(s string) string { return strings.ReplaceAll(jsonEscaped(s), `'`, `\'`) },
		func(s string) string { q := strconv.Quote(s); return q[1 : len(q)-1] },
		func(s string) string { return unescapedSlash.ReplaceAllString(s, `$1\/`) },
	} {
		spelled := make([]string, len(pieces))
		for i, p := range pieces {
			spelled[i] = regexp.QuoteMeta(spell(p))
		}
		patterns = append(patterns, strings.Join(spelled, `[^\n]*?`))
	}
	slices.Sort(patterns)
	var out []*regexp.Regexp
	for _, p := range slices.Compact(patterns) {
		out = append(out, regexp.MustCompile(p))
	}
	return out
}

var unescapedSlash = regexp.MustCompile(`((?:^|[^\\])(?:\\\\)*)/`)

// jsonEscaped is s as the inside of a JSON string, as JavaScript writes it too.
func jsonEscaped(s string) string {
	var b bytes.Buffer
	enc := json.NewEncoder(&b)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(s); err != nil {
		panic(err) // a string always encodes
	}
	q := strings.TrimSpace(b.String())
	return q[1 : len(q)-1]
}

// handWrittenSources lists, relative to root, the repository's source files written by hand:
// the Go files and the web app's TypeScript (web/src), without tests, generated files,
// installed packages, build output and web/content itself.
func handWrittenSources(t *testing.T, root string) []string {
	t.Helper()
	var files []string
	err := filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		rel, err := filepath.Rel(root, path)
		if err != nil {
			return err
		}
		rel = filepath.ToSlash(rel)
		if d.IsDir() {
			switch {
			case rel == ".":
			case strings.HasPrefix(d.Name(), "."), d.Name() == "node_modules", d.Name() == "testdata",
				rel == "web/dist", rel == "web/ssr", rel == "web/content":
				return filepath.SkipDir
			}
			return nil
		}
		switch {
		case strings.HasSuffix(rel, ".go"):
			if strings.HasSuffix(rel, "_test.go") || isGeneratedGo(t, path) {
				return nil
			}
		case strings.HasPrefix(rel, "web/src/") && (strings.HasSuffix(rel, ".ts") || strings.HasSuffix(rel, ".tsx")):
			if scriptTest.MatchString(rel) {
				return nil
			}
		default:
			return nil
		}
		files = append(files, rel)
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return files
}

var scriptTest = regexp.MustCompile(`\.(test|spec)\.tsx?$|\.d\.ts$`)

// isGeneratedGo tells a Go file a tool wrote, which says so before its package clause.
func isGeneratedGo(t *testing.T, path string) bool {
	t.Helper()
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	lines := bufio.NewScanner(f)
	for lines.Scan() {
		line := lines.Text()
		if strings.HasPrefix(line, "package ") {
			return false
		}
		if strings.HasPrefix(line, "// Code generated ") && strings.HasSuffix(line, " DO NOT EDIT.") {
			return true
		}
	}
	return false
}

// copiesIn answers each place of the sources that holds a copy of a shared value, as
// "file:line holds <file> <place>", sorted.
func copiesIn(t *testing.T, root string, sources []string, values []sharedValue) []string {
	t.Helper()
	var found []string
	for _, rel := range sources {
		src, err := os.ReadFile(filepath.Join(root, rel))
		if err != nil {
			t.Fatal(err)
		}
		code := blankScriptComments(src)
		if strings.HasSuffix(rel, ".go") {
			code = blankGoComments(src)
		}
		for _, v := range values {
			if source := writtenFrom[v.file]; source != nil && strings.HasPrefix(rel, "internal/content/") && source.Match(src) {
				continue // the declaration the file is written from
			}
			lines := map[int]bool{}
			for _, re := range v.copies {
				for _, m := range re.FindAllIndex(code, -1) {
					if wholeWords(code, m[0], m[1]) {
						lines[bytes.Count(code[:m[0]], []byte("\n"))+1] = true
					}
				}
			}
			for line := range lines {
				found = append(found, fmt.Sprintf("%s:%d holds %s", rel, line, v.at))
			}
		}
	}
	slices.SortFunc(found, func(a, b string) int { return strings.Compare(sortKey(a), sortKey(b)) })
	return found
}

// wholeWords tells whether code[from:to] is not part of a longer word: a label such as
// "specification" copies nothing when it is found inside an identifier ("specifications").
func wholeWords(code []byte, from, to int) bool {
	first, _ := utf8.DecodeRune(code[from:])
	last, _ := utf8.DecodeLastRune(code[:to])
	before, _ := utf8.DecodeLastRune(code[:from])
	after, _ := utf8.DecodeRune(code[to:])
	return !(isWordRune(first) && from > 0 && isWordRune(before)) && !(isWordRune(last) && to < len(code) && isWordRune(after))
}

func isWordRune(r rune) bool {
	return r == '_' || r == '$' || unicode.IsLetter(r) || unicode.IsDigit(r)
}

// sortKey orders "file:line holds …" by file, then by line as a number.
func sortKey(s string) string {
	file, rest, _ := strings.Cut(s, ":")
	line, rest, _ := strings.Cut(rest, " ")
	n, _ := strconv.Atoi(line)
	return fmt.Sprintf("%s:%08d %s", file, n, rest)
}

// blankGoComments answers Go source with its comments blanked out (their line breaks kept,
// so lines keep their numbers), as the Go scanner finds them.
func blankGoComments(src []byte) []byte {
	code := slices.Clone(src)
	fset := token.NewFileSet()
	file := fset.AddFile("", fset.Base(), len(src))
	var s scanner.Scanner
	s.Init(file, src, nil, scanner.ScanComments)
	for {
		pos, tok, _ := s.Scan()
		if tok == token.EOF {
			return code
		}
		if tok != token.COMMENT {
			continue
		}
		start := file.Offset(pos)
		end := len(src)
		if bytes.HasPrefix(src[start:], []byte("/*")) {
			if i := bytes.Index(src[start+2:], []byte("*/")); i >= 0 {
				end = start + 2 + i + 2
			}
		} else if i := bytes.IndexByte(src[start:], '\n'); i >= 0 {
			end = start + i
		}
		blank(code, start, end)
	}
}

// blankScriptComments answers TypeScript source with its comments blanked out (their line
// breaks kept), read by a light lexer that knows strings, template literals and regular
// expression literals well enough not to take a "//" inside one for a comment. Text inside
// JSX is read as code: a "//" in it is taken for a comment, which can only hide a copy there.
func blankScriptComments(src []byte) []byte {
	code := slices.Clone(src)
	var templates []int // the brace depth each open ${ … } of a template literal returns to
	depth := 0
	inTemplate := false
	regexpMayStart := true
	for i := 0; i < len(code); {
		c := code[i]
		if inTemplate {
			switch {
			case c == '\\':
				i += 2
			case c == '`':
				inTemplate, regexpMayStart = false, false
				i++
			case c == '$' && i+1 < len(code) && code[i+1] == '{':
				templates = append(templates, depth)
				depth++
				inTemplate, regexpMayStart = false, true
				i += 2
			default:
				i++
			}
			continue
		}
		switch {
		case c == '/' && i+1 < len(code) && code[i+1] == '/':
			end := len(code)
			if n := bytes.IndexByte(code[i:], '\n'); n >= 0 {
				end = i + n
			}
			blank(code, i, end)
			i = end
		case c == '/' && i+1 < len(code) && code[i+1] == '*':
			end := len(code)
			if n := bytes.Index(code[i+2:], []byte("*/")); n >= 0 {
				end = i + 2 + n + 2
			}
			blank(code, i, end)
			i = end
		case c == '`':
			inTemplate = true
			i++
		case c == '\'' || c == '"':
			i = endOfQuoted(code, i)
			regexpMayStart = false
		case c == '/' && regexpMayStart:
			i = endOfRegexp(code, i)
			regexpMayStart = false
		case c == '{':
			depth++
			regexpMayStart = true
			i++
		case c == '}':
			depth--
			if n := len(templates); n > 0 && templates[n-1] == depth {
				templates = templates[:n-1]
				inTemplate = true
			}
			regexpMayStart = true
			i++
		case c == '_' || c == '$' || c >= '0' && c <= '9' || c >= 'A' && c <= 'Z' || c >= 'a' && c <= 'z':
			start := i
			for i < len(code) && (code[i] == '_' || code[i] == '$' || code[i] >= '0' && code[i] <= '9' ||
				code[i] >= 'A' && code[i] <= 'Z' || code[i] >= 'a' && code[i] <= 'z') {
				i++
			}
			regexpMayStart = slices.Contains(wordsBeforeAnExpression, string(code[start:i]))
		case c == ')' || c == ']':
			regexpMayStart = false
			i++
		case c == ' ' || c == '\t' || c == '\n' || c == '\r':
			i++
		default: // an operator or punctuation: an expression may follow
			regexpMayStart = true
			i++
		}
	}
	return code
}

// wordsBeforeAnExpression are the keywords after which a "/" starts a regular expression.
var wordsBeforeAnExpression = []string{"return", "typeof", "case", "do", "else", "in", "of", "new", "delete",
	"void", "throw", "yield", "await", "instanceof"}

// endOfQuoted answers where the string literal starting at i ends (or its line, if unclosed).
func endOfQuoted(code []byte, i int) int {
	quote := code[i]
	for j := i + 1; j < len(code); j++ {
		switch code[j] {
		case '\\':
			j++
		case quote:
			return j + 1
		case '\n':
			return j
		}
	}
	return len(code)
}

// endOfRegexp answers where the regular expression literal starting at i ends, its flags
// included (or its line, if unclosed).
func endOfRegexp(code []byte, i int) int {
	inClass := false
	for j := i + 1; j < len(code); j++ {
		switch c := code[j]; {
		case c == '\\':
			j++
		case c == '[':
			inClass = true
		case c == ']':
			inClass = false
		case c == '\n':
			return j
		case c == '/' && !inClass:
			j++
			for j < len(code) && code[j] >= 'a' && code[j] <= 'z' {
				j++
			}
			return j
		}
	}
	return len(code)
}

// blank turns code[from:to] into spaces, keeping its line breaks.
func blank(code []byte, from, to int) {
	for k := from; k < to; k++ {
		if code[k] != '\n' {
			code[k] = ' '
		}
	}
}

// repositoryRoot is the folder of go.mod above this package.
func repositoryRoot(t *testing.T) string {
	t.Helper()
	dir, err := os.Getwd()
	if err != nil {
		t.Fatal(err)
	}
	for {
		if _, err := os.Stat(filepath.Join(dir, "go.mod")); err == nil {
			return dir
		}
		parent := filepath.Dir(dir)
		if parent == dir {
			t.Fatal("no go.mod above the package")
		}
		dir = parent
	}
}
