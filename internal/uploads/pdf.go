package uploads

import (
	"bytes"
	"compress/zlib"
	"io"
	"strconv"

	"github.com/qrs-site/qrs/internal/content"
)

// A PDF upload must be a PDF a reader can open, not just a file starting with "%PDF-": a
// version in its header, a trailer naming its document catalog (found through startxref
// and the cross-reference tables or streams it points to, following /Prev), and that
// catalog where the cross-reference says. A file whose cross-reference is damaged is read
// the way viewers repair one: the last trailer naming a catalog that is found among the
// file's objects. Object and cross-reference streams are read (Flate, PNG predictors); in
// an encrypted file an object stream is taken as found, since reading it needs the key.

// ErrNotPDF is the answer of a file that starts like a PDF but is not one.
var ErrNotPDF = content.Errorf(content.Unsupported, "File is not a valid PDF")

const (
	pdfMaxDepth    = 64       // nesting of arrays and dictionaries
	pdfMaxTokens   = 16 << 20 // objects parsed in one check, all told
	pdfMaxSections = 256      // cross-reference sections followed through /Prev
	pdfMaxStream   = 32 << 20 // bytes a stream read for the check may inflate to
	pdfMaxInflate  = 64 << 20 // bytes all the streams read for the check may inflate to
)

// CheckPDF answers nil when data is a PDF a reader can open (see above), ErrNotPDF when not.
func CheckPDF(data []byte) error {
	if len(data) < 8 || string(data[:5]) != "%PDF-" || !isDigit(data[5]) || data[6] != '.' || !isDigit(data[7]) {
		return ErrNotPDF
	}
	p := &pdfFile{data: data, tokens: pdfMaxTokens, inflate: pdfMaxInflate}
	if p.readCrossReference() && p.catalogAt(p.root) {
		return nil
	}
	if p.repair() {
		return nil
	}
	return ErrNotPDF
}

type pdfName string

type pdfRef struct{ num, gen int64 }

type pdfDict map[pdfName]any

// xrefEntry is where an object is: in the file at an offset (kind 1) or in an object
// stream at an index (kind 2); kind 0 is a free object.
type xrefEntry struct {
	kind byte
	a, b int64
}

type pdfFile struct {
	data      []byte
	tokens    int // objects left to parse
	entries   map[int64]xrefEntry
	root      pdfRef
	hasRoot   bool
	encrypted bool
	inflate   int // bytes left to inflate in this check
	// repair: where each object's "n g obj" starts, and the object stream each packed
	// object is in
	objects map[int64]int
	packed  map[int64]int
}

// readCrossReference reads the sections startxref leads to, newest first, and the root
// the newest trailer names.
func (p *pdfFile) readCrossReference() bool {
	p.entries = map[int64]xrefEntry{}
	at := bytes.LastIndex(p.data, []byte("startxref"))
	if at < 0 {
		return false
	}
	l := p.lexer(at + len("startxref"))
	offset, ok := l.integer()
	seen := map[int64]bool{}
	for sections := 0; ok && sections < pdfMaxSections && !seen[offset]; sections++ {
		seen[offset] = true
		trailer, found := p.xrefTable(offset)
		if found {
			if stm, ok := trailer["XRefStm"].(int64); ok { // a hybrid file's stream section
				p.xrefStream(stm)
			}
		} else if trailer, found = p.xrefStream(offset); !found {
			break
		}
		if root, ok := trailer["Root"].(pdfRef); ok && !p.hasRoot {
			p.root, p.hasRoot = root, true
		}
		if _, ok := trailer["Encrypt"]; ok {
			p.encrypted = true
		}
		offset, ok = trailer["Prev"].(int64)
	}
	return p.hasRoot
}

// xrefTable reads a classic cross-reference section at offset and answers its trailer.
func (p *pdfFile) xrefTable(offset int64) (pdfDict, bool) {
	if offset < 0 || offset >= int64(len(p.data)) {
		return nil, false
	}
	l := p.lexer(int(offset))
	if !l.keyword("xref") {
		return nil, false
	}
	for !l.keyword("trailer") {
		start, ok1 := l.integer()
		count, ok2 := l.integer()
		// Each entry takes at least 18 bytes: a count the rest of the file cannot hold is a lie.
		if !ok1 || !ok2 || start < 0 || count < 0 || count > int64(len(p.data)-l.pos)/18+1 {
			return nil, false
		}
		for i := range count {
			a, ok1 := l.integer()
			b, ok2 := l.integer()
			if !ok1 || !ok2 {
				return nil, false
			}
			kind := byte(0)
			switch {
			case l.keyword("n"):
				kind = 1
			case l.keyword("f"):
			default:
				return nil, false
			}
			if _, known := p.entries[start+i]; !known {
				p.entries[start+i] = xrefEntry{kind, a, b}
			}
		}
	}
	trailer, ok := l.object(0).(pdfDict)
	return trailer, ok
}

// xrefStream reads a cross-reference stream at offset and answers its dictionary.
func (p *pdfFile) xrefStream(offset int64) (pdfDict, bool) {
	_, dict, stream, ok := p.objectAt(offset)
	if !ok || dict["Type"] != pdfName("XRef") {
		return nil, false
	}
	rows, ok := p.decode(dict, stream)
	w, _ := dict["W"].([]any)
	if !ok || len(w) != 3 {
		return nil, false
	}
	var widths [3]int
	rowLen := 0
	for i, v := range w {
		n, ok := v.(int64)
		if !ok || n < 0 || n > 8 {
			return nil, false
		}
		widths[i] = int(n)
		rowLen += int(n)
	}
	if rowLen == 0 {
		return nil, false
	}
	index, _ := dict["Index"].([]any)
	if index == nil {
		size, _ := dict["Size"].(int64)
		index = []any{int64(0), size}
	}
	field := func(row []byte, i int, missing int64) int64 {
		if widths[i] == 0 {
			return missing
		}
		start := 0
		for j := range i {
			start += widths[j]
		}
		var v int64
		for _, c := range row[start : start+widths[i]] {
			v = v<<8 | int64(c)
		}
		return v
	}
	for i := 0; i+1 < len(index) && len(rows) >= rowLen; i += 2 {
		start, ok1 := index[i].(int64)
		count, ok2 := index[i+1].(int64)
		if !ok1 || !ok2 || start < 0 || count < 0 {
			return nil, false
		}
		for n := int64(0); n < count && len(rows) >= rowLen; n++ {
			row := rows[:rowLen]
			rows = rows[rowLen:]
			if e, known := p.entries[start+n]; known && e.kind != 0 {
				continue // a newer section's entry; a hybrid file's table leaves its compressed objects free
			}
			kind := field(row, 0, 1)
			if kind > 2 {
				continue // a type a reader ignores
			}
			p.entries[start+n] = xrefEntry{byte(kind), field(row, 1, 0), field(row, 2, 0)}
		}
	}
	return dict, true
}

// catalogAt reports whether the object ref, per the cross-reference read, is a catalog.
func (p *pdfFile) catalogAt(ref pdfRef) bool {
	e, ok := p.entries[ref.num]
	switch {
	case !ok:
		return false
	case e.kind == 1:
		num, dict, _, ok := p.objectAt(e.a)
		return ok && num == ref.num && isCatalog(dict)
	case e.kind == 2:
		stm, ok := p.entries[e.a]
		if !ok || stm.kind != 1 {
			return false
		}
		return p.inObjectStream(stm.a, ref.num)
	}
	return false
}

// inObjectStream reports whether the object stream at offset holds object num, a catalog.
func (p *pdfFile) inObjectStream(offset, num int64) bool {
	_, dict, stream, ok := p.objectAt(offset)
	if !ok || dict["Type"] != pdfName("ObjStm") {
		return false
	}
	if p.encrypted {
		return true // its objects need the key to be read
	}
	data, ok := p.decode(dict, stream)
	count, _ := dict["N"].(int64)
	first, _ := dict["First"].(int64)
	if !ok || count <= 0 || first <= 0 || first > int64(len(data)) {
		return false
	}
	l := &pdfLexer{data: data[:first], tokens: &p.tokens}
	for range count {
		n, ok1 := l.integer()
		at, ok2 := l.integer()
		if !ok1 || !ok2 {
			return false
		}
		if n == num {
			if at < 0 || first+at >= int64(len(data)) {
				return false
			}
			dict, ok := (&pdfLexer{data: data, pos: int(first + at), tokens: &p.tokens}).object(0).(pdfDict)
			return ok && isCatalog(dict)
		}
	}
	return false
}

// repair finds the catalog as viewers do when the cross-reference is damaged or missing:
// the objects are found by scanning for "n g obj", the root in the last trailer or
// cross-reference stream dictionary that names one whose catalog is there.
func (p *pdfFile) repair() bool {
	p.entries = map[int64]xrefEntry{}
	p.objects = map[int64]int{}
	p.scanObjects()
	var roots []pdfRef
	for at := 0; ; {
		i := bytes.Index(p.data[at:], []byte("trailer"))
		if i < 0 {
			break
		}
		at += i + len("trailer")
		l := p.lexer(at)
		if trailer, ok := l.object(0).(pdfDict); ok {
			if root, ok := trailer["Root"].(pdfRef); ok {
				roots = append(roots, root)
			}
			if _, ok := trailer["Encrypt"]; ok {
				p.encrypted = true
			}
		}
	}
	tried := map[int64]bool{}
	for i := len(roots) - 1; i >= 0 && p.tokens > 0; i-- {
		if !tried[roots[i].num] && p.catalogFound(roots[i].num) {
			return true
		}
		tried[roots[i].num] = true
	}
	// No trailer: the root named by a cross-reference stream.
	for _, at := range p.objects {
		_, dict, _, ok := p.objectAt(int64(at))
		if !ok || dict["Type"] != pdfName("XRef") {
			continue
		}
		if _, ok := dict["Encrypt"]; ok {
			p.encrypted = true
		}
		if root, ok := dict["Root"].(pdfRef); ok && p.catalogFound(root.num) {
			return true
		}
		if p.tokens <= 0 {
			return false
		}
	}
	return false
}

// catalogFound reports whether the scanned objects hold num as a catalog, in the file or
// in one of its object streams.
func (p *pdfFile) catalogFound(num int64) bool {
	if at, ok := p.objects[num]; ok {
		n, dict, _, ok := p.objectAt(int64(at))
		if ok && n == num && isCatalog(dict) {
			return true
		}
	}
	if p.packed == nil {
		// Where each object stream's objects are, read once.
		p.packed = map[int64]int{}
		for _, at := range p.objects {
			_, dict, stream, ok := p.objectAt(int64(at))
			if !ok || dict["Type"] != pdfName("ObjStm") {
				continue
			}
			if p.encrypted {
				p.packed[-1] = at // their numbers need the key to be read
				continue
			}
			data, ok := p.decode(dict, stream)
			first, _ := dict["First"].(int64)
			if !ok || first <= 0 || first > int64(len(data)) {
				continue
			}
			l := &pdfLexer{data: data[:first], tokens: &p.tokens}
			for {
				n, ok1 := l.integer()
				_, ok2 := l.integer()
				if !ok1 || !ok2 {
					break
				}
				p.packed[n] = at
			}
		}
	}
	if at, ok := p.packed[num]; ok {
		return p.inObjectStream(int64(at), num)
	}
	_, some := p.packed[-1]
	return some
}

// scanObjects notes where each "n g obj" starts; a later definition wins, as in a file
// updated by appending.
func (p *pdfFile) scanObjects() {
	d := p.data
	for at := 0; ; {
		i := bytes.Index(d[at:], []byte("obj"))
		if i < 0 {
			return
		}
		i += at
		at = i + 3
		if i == 0 || !isPDFSpace(d[i-1]) || (at < len(d) && !isPDFSpace(d[at]) && !isPDFDelimiter(d[at])) {
			continue
		}
		j := i - 1
		for j >= 0 && isPDFSpace(d[j]) {
			j--
		}
		genEnd := j + 1
		for j >= 0 && isDigit(d[j]) {
			j--
		}
		if j+1 == genEnd || j < 0 || !isPDFSpace(d[j]) {
			continue
		}
		for j >= 0 && isPDFSpace(d[j]) {
			j--
		}
		numEnd := j + 1
		for j >= 0 && isDigit(d[j]) {
			j--
		}
		if j+1 == numEnd || (j >= 0 && !isPDFSpace(d[j]) && !isPDFDelimiter(d[j])) {
			continue
		}
		if num, err := strconv.ParseInt(string(d[j+1:numEnd]), 10, 64); err == nil {
			p.objects[num] = j + 1
		}
	}
}

// objectAt reads the indirect object "n g obj" at offset: its number, its dictionary and,
// when it has one, its stream's raw bytes.
func (p *pdfFile) objectAt(offset int64) (int64, pdfDict, []byte, bool) {
	if offset < 0 || offset >= int64(len(p.data)) {
		return 0, nil, nil, false
	}
	l := p.lexer(int(offset))
	num, ok1 := l.integer()
	_, ok2 := l.integer()
	if !ok1 || !ok2 || !l.keyword("obj") {
		return 0, nil, nil, false
	}
	dict, ok := l.object(0).(pdfDict)
	if !ok {
		return 0, nil, nil, false
	}
	if !l.keyword("stream") {
		return num, dict, nil, true
	}
	start := l.pos
	if start < len(p.data) && p.data[start] == '\r' {
		start++
	}
	if start < len(p.data) && p.data[start] == '\n' {
		start++
	}
	if n, ok := dict["Length"].(int64); ok && n >= 0 && n <= int64(len(p.data)-start) {
		end := p.lexer(start + int(n))
		if end.keyword("endstream") {
			return num, dict, p.data[start : start+int(n)], true
		}
	}
	// A wrong or indirect /Length: up to endstream, as readers do.
	end := bytes.Index(p.data[start:], []byte("endstream"))
	if end < 0 {
		return 0, nil, nil, false
	}
	stream := bytes.TrimRight(p.data[start:start+end], "\r\n")
	return num, dict, stream, true
}

// decode answers a stream's data through its Flate filter and PNG predictor, if any; a
// damaged Flate stream gives what it held before the damage.
func (p *pdfFile) decode(dict pdfDict, raw []byte) ([]byte, bool) {
	filter := dict["Filter"]
	if filters, ok := filter.([]any); ok && len(filters) <= 1 {
		filter = nil
		if len(filters) == 1 {
			filter = filters[0]
		}
	}
	parms := dict["DecodeParms"]
	if list, ok := parms.([]any); ok && len(list) == 1 {
		parms = list[0]
	}
	var data []byte
	switch filter {
	case nil:
		data = raw
	case pdfName("FlateDecode"), pdfName("Fl"):
		z, err := zlib.NewReader(bytes.NewReader(raw))
		if err != nil {
			return nil, false
		}
		limit := min(pdfMaxStream, p.inflate)
		data, err = io.ReadAll(io.LimitReader(z, int64(limit)+1))
		p.inflate -= len(data)
		if len(data) > limit || err != nil && len(data) == 0 {
			return nil, false
		}
	default:
		return nil, false
	}
	pd, _ := parms.(pdfDict)
	predictor, _ := pd["Predictor"].(int64)
	switch {
	case predictor <= 1:
		return data, true
	case predictor >= 10:
		return pngUnpredict(data, pd)
	}
	return nil, false
}

// pngUnpredict undoes the PNG predictors of a stream: rows of a filter byte and Columns ×
// Colors samples of BitsPerComponent bits.
func pngUnpredict(data []byte, parms pdfDict) ([]byte, bool) {
	param := func(name pdfName, missing int64) int64 {
		if v, ok := parms[name].(int64); ok {
			return v
		}
		return missing
	}
	columns, colors, bits := param("Columns", 1), param("Colors", 1), param("BitsPerComponent", 8)
	if columns < 1 || columns > 1<<20 || colors < 1 || colors > 32 || bits < 1 || bits > 16 {
		return nil, false
	}
	bpp := int((colors*bits + 7) / 8)
	rowLen := int((columns*colors*bits + 7) / 8)
	out := make([]byte, 0, len(data))
	prev := make([]byte, rowLen)
	for len(data) >= rowLen+1 {
		kind, row := data[0], data[1:rowLen+1]
		data = data[rowLen+1:]
		cur := make([]byte, rowLen)
		for i := range row {
			var left, upLeft byte
			if i >= bpp {
				left, upLeft = cur[i-bpp], prev[i-bpp]
			}
			up := prev[i]
			switch kind {
			case 0:
				cur[i] = row[i]
			case 1:
				cur[i] = row[i] + left
			case 2:
				cur[i] = row[i] + up
			case 3:
				cur[i] = row[i] + byte((int(left)+int(up))/2)
			case 4:
				cur[i] = row[i] + paeth(left, up, upLeft)
			default:
				return nil, false
			}
		}
		out = append(out, cur...)
		prev = cur
	}
	return out, true
}

func paeth(a, b, c byte) byte {
	p := int(a) + int(b) - int(c)
	pa, pb, pc := abs(p-int(a)), abs(p-int(b)), abs(p-int(c))
	switch {
	case pa <= pb && pa <= pc:
		return a
	case pb <= pc:
		return b
	}
	return c
}

func abs(n int) int {
	if n < 0 {
		return -n
	}
	return n
}

// isCatalog reports whether dict is a document catalog: /Type /Catalog, or (as some
// writers leave it) no /Type but /Pages.
func isCatalog(dict pdfDict) bool {
	if t, ok := dict["Type"]; ok {
		return t == pdfName("Catalog")
	}
	_, pages := dict["Pages"].(pdfRef)
	return pages
}

func (p *pdfFile) lexer(at int) *pdfLexer {
	return &pdfLexer{data: p.data, pos: at, tokens: &p.tokens}
}

// pdfLexer reads PDF objects from data at pos, each one spending a token of the check.
type pdfLexer struct {
	data   []byte
	pos    int
	tokens *int
}

func isDigit(c byte) bool { return '0' <= c && c <= '9' }

func isPDFSpace(c byte) bool {
	return c == 0 || c == '\t' || c == '\n' || c == '\f' || c == '\r' || c == ' '
}

func isPDFDelimiter(c byte) bool {
	switch c {
	case '(', ')', '<', '>', '[', ']', '{', '}', '/', '%':
		return true
	}
	return false
}

// skipSpace moves past white space and comments.
func (l *pdfLexer) skipSpace() {
	for l.pos < len(l.data) {
		switch c := l.data[l.pos]; {
		case isPDFSpace(c):
			l.pos++
		case c == '%':
			for l.pos < len(l.data) && l.data[l.pos] != '\n' && l.data[l.pos] != '\r' {
				l.pos++
			}
		default:
			return
		}
	}
}

// regular answers the run of regular characters at pos (a keyword, number or name body).
func (l *pdfLexer) regular() string {
	start := l.pos
	for l.pos < len(l.data) && !isPDFSpace(l.data[l.pos]) && !isPDFDelimiter(l.data[l.pos]) {
		l.pos++
	}
	return string(l.data[start:l.pos])
}

// keyword moves past kw when it is the next token.
func (l *pdfLexer) keyword(kw string) bool {
	l.skipSpace()
	save := l.pos
	if l.regular() == kw {
		return true
	}
	l.pos = save
	return false
}

// integer reads a non-negative integer.
func (l *pdfLexer) integer() (int64, bool) {
	l.skipSpace()
	save := l.pos
	n, err := strconv.ParseInt(l.regular(), 10, 64)
	if err != nil || n < 0 {
		l.pos = save
		return 0, false
	}
	return n, true
}

// object reads the next object: a dictionary, array, name, string, number, reference,
// boolean or null; nil with the lexer stopped when there is none or the check's work is
// spent. A failure is recorded as the pdfInvalid value.
func (l *pdfLexer) object(depth int) any {
	*l.tokens--
	l.skipSpace()
	if *l.tokens < 0 || depth > pdfMaxDepth || l.pos >= len(l.data) {
		return pdfInvalid{}
	}
	d := l.data
	switch c := d[l.pos]; {
	case c == '<' && l.pos+1 < len(d) && d[l.pos+1] == '<':
		l.pos += 2
		dict := pdfDict{}
		for {
			l.skipSpace()
			if l.pos+1 < len(d) && d[l.pos] == '>' && d[l.pos+1] == '>' {
				l.pos += 2
				return dict
			}
			key, ok := l.object(depth + 1).(pdfName)
			if !ok {
				return pdfInvalid{}
			}
			value := l.object(depth + 1)
			if _, bad := value.(pdfInvalid); bad {
				return value
			}
			if _, known := dict[key]; !known {
				dict[key] = value
			}
		}
	case c == '[':
		l.pos++
		var list []any
		for {
			l.skipSpace()
			if l.pos < len(d) && d[l.pos] == ']' {
				l.pos++
				return list
			}
			value := l.object(depth + 1)
			if _, bad := value.(pdfInvalid); bad {
				return value
			}
			list = append(list, value)
		}
	case c == '/':
		l.pos++
		return pdfName(unescapeName(l.regular()))
	case c == '(':
		return l.literalString()
	case c == '<':
		end := bytes.IndexByte(d[l.pos:], '>')
		if end < 0 {
			return pdfInvalid{}
		}
		s := d[l.pos+1 : l.pos+end]
		l.pos += end + 1
		return string(s)
	case isDigit(c) || c == '+' || c == '-' || c == '.':
		word := l.regular()
		if n, err := strconv.ParseInt(word, 10, 64); err == nil {
			// "n g R" is a reference.
			save := l.pos
			if n >= 0 {
				if gen, ok := l.integer(); ok && l.keyword("R") {
					return pdfRef{n, gen}
				}
			}
			l.pos = save
			return n
		}
		if f, err := strconv.ParseFloat(word, 64); err == nil {
			return f
		}
		return pdfInvalid{}
	}
	switch l.regular() {
	case "true":
		return true
	case "false":
		return false
	case "null":
		return nil
	}
	return pdfInvalid{}
}

// pdfInvalid is what object answers where there is no object.
type pdfInvalid struct{}

// literalString reads a (string) with balanced parentheses and escapes; its value is not
// needed, only its end.
func (l *pdfLexer) literalString() any {
	depth := 0
	for l.pos < len(l.data) {
		switch l.data[l.pos] {
		case '\\':
			l.pos++
		case '(':
			depth++
		case ')':
			depth--
			if depth == 0 {
				l.pos++
				return "(string)"
			}
		}
		l.pos++
	}
	return pdfInvalid{}
}

// unescapeName decodes the #xx escapes of a name.
func unescapeName(s string) string {
	if !bytes.ContainsRune([]byte(s), '#') {
		return s
	}
	var b []byte
	for i := 0; i < len(s); i++ {
		if s[i] == '#' && i+2 < len(s) {
			if v, err := strconv.ParseUint(s[i+1:i+3], 16, 8); err == nil {
				b = append(b, byte(v))
				i += 2
				continue
			}
		}
		b = append(b, s[i])
	}
	return string(b)
}
