package uploads

import (
	"bytes"
	"encoding/xml"
	"errors"
	"io"
	"regexp"
	"strings"

	"golang.org/x/text/encoding/charmap"

	"github.com/qrs-site/qrs/internal/content"
)

// An uploaded SVG is served from the site and copied into the site package, which other
// hosts serve without the sandbox this server sends. So it is stored cleaned: rewritten
// from its XML tokens with only the parts that draw. Dropped are the elements that run
// or embed anything (script, foreignObject, HTML, anything outside the SVG namespace or
// not a drawing element), event attributes, links and references to anything but the
// same document or an embedded bitmap, styles that fetch or run, the DOCTYPE with its
// entities (their plain-text values are written out in place), processing instructions
// and comments. A file that is not well-formed XML with an <svg> root is refused.

const (
	svgNamespace   = "http://www.w3.org/2000/svg"
	xlinkNamespace = "http://www.w3.org/1999/xlink"
	xmlNamespace   = "http://www.w3.org/XML/1998/namespace"
)

// maxEntityText is how much text the entities of an SVG's DOCTYPE may add in all: plain
// values such as the namespace names some editors declare there, never a blow-up.
const maxEntityText = 64 << 10

// maxSVGDepth is how deeply an SVG's elements may nest.
const maxSVGDepth = 256

// The refusals of an SVG.
var (
	errSVGRoot     = content.Errorf(content.Unsupported, "The SVG could not be read: its root element is not <svg>")
	errSVGEntities = content.Errorf(content.Unsupported,
		"The SVG could not be read: its DOCTYPE declares entities that refer to files or to other entities, or that expand too far")
)

// errSVGDuplicate refuses an element that carries the attribute first twice, the second
// time as again (the same name, or another prefix of the same namespace).
func errSVGDuplicate(el xml.Name, line int, first, again xml.Name) error {
	if first == again {
		return content.Errorf(content.Unsupported, "The SVG could not be read: <%s> on line %d carries the attribute %s twice",
			qualified(el), line, qualified(again))
	}
	return content.Errorf(content.Unsupported,
		"The SVG could not be read: <%s> on line %d carries the attribute %s twice, as %s and as %s (two prefixes of one namespace)",
		qualified(el), line, again.Local, qualified(first), qualified(again))
}

// qualified answers a name as the file writes it, prefix:local.
func qualified(n xml.Name) string {
	if n.Space == "" {
		return n.Local
	}
	return n.Space + ":" + n.Local
}

func errSVGSyntax(line int) error {
	return content.Errorf(content.Unsupported, "The SVG could not be read: it is not well-formed XML (line %d)", line)
}

// svgElements are the SVG elements kept: those that draw, group, define paints, clips,
// masks, filters and markers, describe, or animate.
var svgElements = setOf("a", "animate", "animateMotion", "animateTransform", "circle", "clipPath", "defs", "desc",
	"ellipse", "feBlend", "feColorMatrix", "feComponentTransfer", "feComposite", "feConvolveMatrix",
	"feDiffuseLighting", "feDisplacementMap", "feDistantLight", "feDropShadow", "feFlood", "feFuncA", "feFuncB",
	"feFuncG", "feFuncR", "feGaussianBlur", "feImage", "feMerge", "feMergeNode", "feMorphology", "feOffset",
	"fePointLight", "feSpecularLighting", "feSpotLight", "feTile", "feTurbulence", "filter", "g", "image", "line",
	"linearGradient", "marker", "mask", "metadata", "mpath", "path", "pattern", "polygon", "polyline",
	"radialGradient", "rect", "set", "stop", "style", "svg", "switch", "symbol", "text", "textPath", "title",
	"tspan", "use", "view")

// svgAnimations are the elements that change another attribute over time.
var svgAnimations = setOf("animate", "animateMotion", "animateTransform", "set")

// svgFetchers are the elements whose whole point is their href: without a safe one they go.
var svgFetchers = setOf("use", "image", "feImage")

func setOf(names ...string) map[string]bool {
	m := make(map[string]bool, len(names))
	for _, n := range names {
		m[n] = true
	}
	return m
}

// CleanSVG answers data, an SVG file, rewritten without anything that could run a script or
// fetch from elsewhere; an error of code Unsupported when it is not well-formed XML with
// an <svg> root, or declares entities beyond plain text.
func CleanSVG(data []byte) ([]byte, error) {
	c := svgCleaner{out: bytes.NewBuffer(make([]byte, 0, len(data)))}
	return c.clean(data)
}

// svgCleaner writes the cleaned copy while it reads the tokens.
type svgCleaner struct {
	out      *bytes.Buffer
	scopes   []map[string]string // namespace prefixes declared by each open element ("" the default)
	open     []xml.Name          // the raw names of the open elements, kept or not
	skip     int                 // > 0 inside a dropped element: the depth below it
	pending  bool                // a start tag is written but for its closing ">" or "/>"
	inStyle  bool                // inside a kept <style>: its text is gathered
	style    strings.Builder
	doctype  bool
	rootSeen bool
	rootDone bool
}

func (c *svgCleaner) clean(data []byte) ([]byte, error) {
	data = bytes.TrimPrefix(data, []byte("\ufeff"))
	d := xml.NewDecoder(bytes.NewReader(data))
	d.Strict = true
	d.Entity = map[string]string{}
	d.CharsetReader = svgCharset
	for {
		tok, err := d.RawToken()
		if err == io.EOF {
			break
		}
		if err != nil {
			var refused *content.Error
			if errors.As(err, &refused) {
				return nil, refused
			}
			line, _ := d.InputPos()
			var syntax *xml.SyntaxError
			if errors.As(err, &syntax) {
				line = syntax.Line
			}
			return nil, errSVGSyntax(line)
		}
		line, _ := d.InputPos()
		switch tok := tok.(type) {
		case xml.StartElement:
			if c.rootDone || len(c.open) >= maxSVGDepth {
				return nil, errSVGSyntax(line)
			}
			if err := c.start(tok, line); err != nil {
				return nil, err
			}
		case xml.EndElement:
			if len(c.open) == 0 || c.open[len(c.open)-1] != tok.Name {
				return nil, errSVGSyntax(line)
			}
			c.end()
		case xml.CharData:
			if !c.rootSeen || c.rootDone {
				if len(bytes.TrimSpace(tok)) != 0 {
					return nil, errSVGSyntax(line)
				}
				continue
			}
			c.text(tok)
		case xml.ProcInst:
			if tok.Target == "xml" && !c.rootSeen && c.out.Len() == 0 {
				c.out.WriteString(`<?xml version="1.0" encoding="UTF-8"?>` + "\n")
			}
		case xml.Directive:
			if c.rootSeen || c.doctype || !bytes.HasPrefix(tok, []byte("DOCTYPE")) {
				return nil, errSVGSyntax(line)
			}
			c.doctype = true
			if err := doctypeEntities(tok, data, d.Entity); err != nil {
				return nil, err
			}
		}
	}
	if !c.rootDone {
		line, _ := d.InputPos()
		return nil, errSVGSyntax(line)
	}
	c.out.WriteByte('\n')
	return c.out.Bytes(), nil
}

// resolve answers the namespace of a prefix in the open scopes; ok is false for an
// undeclared prefix.
func (c *svgCleaner) resolve(prefix string) (string, bool) {
	switch prefix {
	case "xml":
		return xmlNamespace, true
	case "xmlns":
		return "", true
	}
	for i := len(c.scopes) - 1; i >= 0; i-- {
		if ns, ok := c.scopes[i][prefix]; ok {
			return ns, true
		}
	}
	return "", prefix == ""
}

func (c *svgCleaner) start(el xml.StartElement, line int) error {
	scope := map[string]string{}
	for _, a := range el.Attr {
		switch {
		case a.Name.Space == "" && a.Name.Local == "xmlns":
			scope[""] = a.Value
		case a.Name.Space == "xmlns":
			scope[a.Name.Local] = a.Value
		}
	}
	c.scopes = append(c.scopes, scope)
	c.open = append(c.open, el.Name)
	if err := c.uniqueAttrs(el, line); err != nil {
		return err
	}
	if c.skip > 0 {
		c.skip++
		return nil
	}
	ns, known := c.resolve(el.Name.Space)
	isSVG := known && (ns == svgNamespace || ns == "")
	if !c.rootSeen {
		if !isSVG || el.Name.Local != "svg" {
			return errSVGRoot
		}
		c.rootSeen = true
	}
	if !isSVG || !svgElements[el.Name.Local] || c.inStyle || !c.keepElement(el) {
		c.skip = 1
		return nil
	}
	c.closePending(false)
	c.out.WriteByte('<')
	writeName(c.out, el.Name)
	for _, a := range el.Attr {
		if v, ok := c.attr(a); ok {
			c.out.WriteByte(' ')
			writeName(c.out, a.Name)
			c.out.WriteString(`="`)
			escapeAttr(c.out, v)
			c.out.WriteByte('"')
		}
	}
	c.pending = true
	if el.Name.Local == "style" {
		c.inStyle = true
		c.style.Reset()
	}
	return nil
}

// uniqueAttrs refuses an element that carries an attribute twice: written the same
// (two xmlns, two xmlns:x, two fill), or under two prefixes bound to one namespace
// (a:href and b:href, both XLink). XML forbids both, and readers part ways over them: a
// browser's XML parser stops at the first, and a parser that goes on keeps the first or
// the last, so the cleaner could check one value while a viewer reads the other.
func (c *svgCleaner) uniqueAttrs(el xml.StartElement, line int) error {
	type expanded struct{ space, local string }
	written := make(map[xml.Name]bool, len(el.Attr))
	named := make(map[expanded]xml.Name, len(el.Attr))
	for _, a := range el.Attr {
		if written[a.Name] {
			return errSVGDuplicate(el.Name, line, a.Name, a.Name)
		}
		written[a.Name] = true
		if a.Name.Space == "" || a.Name.Space == "xmlns" {
			continue // no namespace, or a declaration: its written name is its name
		}
		ns, known := c.resolve(a.Name.Space)
		if !known {
			continue // an undeclared prefix names no namespace; such an attribute goes
		}
		key := expanded{ns, a.Name.Local}
		if first, ok := named[key]; ok {
			return errSVGDuplicate(el.Name, line, first, a.Name)
		}
		named[key] = a.Name
	}
	return nil
}

// keepElement reports whether a drawing element stays: not an animation of a link, an
// event handler or a style, and not an element that shows an outside resource.
func (c *svgCleaner) keepElement(el xml.StartElement) bool {
	for _, a := range el.Attr {
		if svgAnimations[el.Name.Local] && a.Name.Space == "" && a.Name.Local == "attributeName" {
			target := strings.ToLower(strings.TrimSpace(a.Value))
			if i := strings.LastIndexByte(target, ':'); i >= 0 {
				target = target[i+1:]
			}
			if target == "href" || target == "style" || strings.HasPrefix(target, "on") {
				return false
			}
		}
		if svgFetchers[el.Name.Local] && a.Name.Local == "href" && !safeReference(a.Value) {
			return false
		}
	}
	return true
}

// attr answers the value an attribute of a kept element is written with, ok false when it
// goes.
func (c *svgCleaner) attr(a xml.Attr) (string, bool) {
	if a.Name.Space == "xmlns" || a.Name.Space == "" && a.Name.Local == "xmlns" {
		return a.Value, true
	}
	ns, known := c.resolve(a.Name.Space)
	local := strings.ToLower(a.Name.Local)
	switch {
	case !known, strings.HasPrefix(local, "on"), ns == xmlNamespace && local == "base":
		return "", false
	case local == "href":
		return a.Value, (a.Name.Space == "" || ns == xlinkNamespace) && safeReference(a.Value)
	case scriptURL(a.Value):
		return "", false
	case a.Name.Space == "" && local == "style":
		return cleanCSS(a.Value)
	case strings.Contains(strings.ToLower(a.Value), "url("):
		return cleanCSS(a.Value)
	}
	return a.Value, true
}

func (c *svgCleaner) end() {
	name := c.open[len(c.open)-1]
	c.open = c.open[:len(c.open)-1]
	c.scopes = c.scopes[:len(c.scopes)-1]
	if len(c.open) == 0 {
		c.rootDone = true
	}
	if c.skip > 0 {
		c.skip--
		return
	}
	if c.inStyle {
		c.inStyle = false
		if css, ok := cleanCSS(c.style.String()); ok && strings.TrimSpace(css) != "" {
			c.closePending(false)
			escapeText(c.out, css)
		}
	}
	if c.pending {
		c.closePending(true)
		return
	}
	c.out.WriteString("</")
	writeName(c.out, name)
	c.out.WriteByte('>')
}

func (c *svgCleaner) text(t xml.CharData) {
	if c.skip > 0 {
		return
	}
	if c.inStyle {
		c.style.Write(t)
		return
	}
	c.closePending(false)
	escapeText(c.out, string(t))
}

// closePending ends a start tag written before: empty as "/>", else ">".
func (c *svgCleaner) closePending(empty bool) {
	if !c.pending {
		return
	}
	c.pending = false
	if empty {
		c.out.WriteString("/>")
	} else {
		c.out.WriteByte('>')
	}
}

func writeName(w *bytes.Buffer, n xml.Name) {
	if n.Space != "" {
		w.WriteString(n.Space)
		w.WriteByte(':')
	}
	w.WriteString(n.Local)
}

// escapeText writes s as XML character data.
func escapeText(w *bytes.Buffer, s string) {
	for _, r := range s {
		switch r {
		case '&':
			w.WriteString("&amp;")
		case '<':
			w.WriteString("&lt;")
		case '>':
			w.WriteString("&gt;")
		case '\r':
			w.WriteString("&#xD;")
		default:
			w.WriteRune(r)
		}
	}
}

// escapeAttr writes s as the value of an attribute in double quotes, its white space kept.
func escapeAttr(w *bytes.Buffer, s string) {
	for _, r := range s {
		switch r {
		case '&':
			w.WriteString("&amp;")
		case '<':
			w.WriteString("&lt;")
		case '"':
			w.WriteString("&quot;")
		case '\t':
			w.WriteString("&#x9;")
		case '\n':
			w.WriteString("&#xA;")
		case '\r':
			w.WriteString("&#xD;")
		default:
			w.WriteRune(r)
		}
	}
}

// safeImageData matches a data: URI of a bitmap, the one kind of reference to outside the
// document an SVG keeps: a browser decodes it as the bitmap it says it is.
var safeImageData = regexp.MustCompile(`^(?i:data:image/(?:png|jpeg|gif|webp)(?:;[a-z0-9=._+-]+)*,)[A-Za-z0-9+/=%\s]*$`)

// safeReference reports whether a link or a url() target stays within the document (a
// "#fragment") or is an embedded bitmap.
func safeReference(v string) bool {
	v = strings.TrimFunc(v, func(r rune) bool { return r <= ' ' })
	return strings.HasPrefix(v, "#") || safeImageData.MatchString(v)
}

// scriptURL reports whether v holds a URL that runs a script, however spaced or cased.
func scriptURL(v string) bool {
	compact := strings.ToLower(strings.Map(func(r rune) rune {
		if r <= ' ' {
			return -1
		}
		return r
	}, v))
	for _, scheme := range []string{"javascript:", "vbscript:", "livescript:", "data:text/", "data:application/"} {
		if strings.Contains(compact, scheme) {
			return true
		}
	}
	return false
}

// cleanCSS answers css (a style element's text, a style attribute or a presentation
// attribute) with every url() that leaves the document replaced by none; ok is false when
// it imports, runs or escapes anything, or cannot be read, and must go as a whole.
func cleanCSS(css string) (string, bool) {
	// Comments go first: nothing may hide behind one.
	for {
		i := strings.Index(css, "/*")
		if i < 0 {
			break
		}
		j := strings.Index(css[i+2:], "*/")
		if j < 0 {
			return "", false
		}
		css = css[:i] + css[i+2+j+2:]
	}
	compact := strings.ToLower(strings.Map(func(r rune) rune {
		if r <= ' ' {
			return -1
		}
		return r
	}, css))
	if strings.ContainsRune(css, '\\') || scriptURL(css) {
		return "", false
	}
	for _, bad := range []string{"@import", "expression(", "behavior", "-moz-binding", "image(", "image-set(", "src("} {
		if strings.Contains(compact, bad) {
			return "", false
		}
	}
	var out strings.Builder
	for {
		i := strings.Index(strings.ToLower(css), "url(")
		if i < 0 {
			out.WriteString(css)
			return out.String(), true
		}
		out.WriteString(css[:i])
		rest := css[i+len("url("):]
		target, n, ok := cssURL(rest)
		if !ok {
			return "", false
		}
		if safeReference(target) {
			out.WriteString(css[i : i+len("url(")+n])
		} else {
			out.WriteString("none")
		}
		css = rest[n:]
	}
}

// cssURL reads the argument of a url( whose text s follows, through its closing
// parenthesis: the target and the bytes read.
func cssURL(s string) (string, int, bool) {
	i := 0
	for i < len(s) && s[i] <= ' ' {
		i++
	}
	var target string
	if i < len(s) && (s[i] == '"' || s[i] == '\'') {
		end := strings.IndexByte(s[i+1:], s[i])
		if end < 0 {
			return "", 0, false
		}
		target = s[i+1 : i+1+end]
		i += end + 2
	} else {
		end := strings.IndexByte(s[i:], ')')
		if end < 0 {
			return "", 0, false
		}
		target = s[i : i+end]
		i += end
	}
	for i < len(s) && s[i] <= ' ' {
		i++
	}
	if i >= len(s) || s[i] != ')' {
		return "", 0, false
	}
	return target, i + 1, true
}

// doctypeEntities reads the entities an SVG's DOCTYPE declares in its internal subset.
// Only plain text is accepted: an entity that names a file (SYSTEM, PUBLIC), a parameter
// entity, or a value holding a reference or markup is refused, and so is a file whose
// references would add more than maxEntityText of text.
func doctypeEntities(doctype, data []byte, into map[string]string) error {
	s := string(doctype)
	open := -1
	for i, quote := 0, byte(0); i < len(s) && open < 0; i++ {
		switch {
		case quote != 0:
			if s[i] == quote {
				quote = 0
			}
		case s[i] == '"' || s[i] == '\'':
			quote = s[i]
		case s[i] == '[':
			open = i
		}
	}
	if open < 0 {
		return nil
	}
	subset := s[open+1:]
	declared := map[string]string{}
	for {
		subset = strings.TrimLeft(subset, " \t\r\n")
		switch {
		case subset == "" || subset[0] == ']':
			var added int
			for name, value := range declared {
				added += bytes.Count(data, []byte("&"+name+";")) * len(value)
				if added > maxEntityText {
					return errSVGEntities
				}
				into[name] = value
			}
			return nil
		case strings.HasPrefix(subset, "<!--"):
			end := strings.Index(subset, "-->")
			if end < 0 {
				return errSVGEntities
			}
			subset = subset[end+3:]
		case strings.HasPrefix(subset, "<?"):
			end := strings.Index(subset, "?>")
			if end < 0 {
				return errSVGEntities
			}
			subset = subset[end+2:]
		case strings.HasPrefix(subset, "<!ENTITY"):
			rest := strings.TrimLeft(subset[len("<!ENTITY"):], " \t\r\n")
			cut := strings.IndexAny(rest, " \t\r\n")
			if cut < 0 {
				return errSVGEntities
			}
			name := rest[:cut]
			rest = strings.TrimLeft(rest[cut:], " \t\r\n")
			if name == "" || name == "%" || rest == "" || (rest[0] != '"' && rest[0] != '\'') {
				return errSVGEntities // a parameter entity, or one that names a file
			}
			end := strings.IndexByte(rest[1:], rest[0])
			if end < 0 {
				return errSVGEntities
			}
			value := rest[1 : 1+end]
			rest = strings.TrimLeft(rest[end+2:], " \t\r\n")
			if !strings.HasPrefix(rest, ">") || strings.ContainsAny(value, "&%<") {
				return errSVGEntities
			}
			if _, ok := declared[name]; !ok {
				declared[name] = value
			}
			subset = rest[1:]
		case strings.HasPrefix(subset, "<!"):
			// ELEMENT, ATTLIST, NOTATION: nothing a viewer of the cleaned copy will read.
			end, quote := -1, byte(0)
			for i := 2; i < len(subset) && end < 0; i++ {
				switch {
				case quote != 0:
					if subset[i] == quote {
						quote = 0
					}
				case subset[i] == '"' || subset[i] == '\'':
					quote = subset[i]
				case subset[i] == '>':
					end = i
				}
			}
			if end < 0 {
				return errSVGEntities
			}
			subset = subset[end+1:]
		default:
			return errSVGEntities // a parameter entity's reference, or worse
		}
	}
}

// svgCharset reads the few single-byte encodings an SVG may declare besides UTF-8.
func svgCharset(label string, input io.Reader) (io.Reader, error) {
	switch strings.ToLower(label) {
	case "us-ascii", "ascii":
		return input, nil
	case "iso-8859-1", "iso_8859-1", "latin1", "l1":
		return charmap.ISO8859_1.NewDecoder().Reader(input), nil
	case "windows-1252", "cp1252":
		return charmap.Windows1252.NewDecoder().Reader(input), nil
	}
	return nil, content.Errorf(content.Unsupported, "The SVG could not be read: its encoding %q is not supported; save it as UTF-8", label)
}
