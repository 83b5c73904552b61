// Package richtext is the rich text of the content documents (docs/rich-text.md): either a
// plain string, read exactly as typed, or a document in the JSON form of ProseMirror of
// paragraphs, bulleted and numbered lists, bold, italic and links.
//
// The JSON Schema of the content (web/content/schema.json) checks a stored rich text's
// structure, its links and each text's length; this package reads it for the server (the
// PDFs, the link checker, the slot and translation checks) and checks what a schema cannot:
// the length of all its texts together.
package richtext

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"strings"
	"unicode/utf8"
)

// The node types of a stored document.
const (
	TypeDoc         = "doc"
	TypeParagraph   = "paragraph"
	TypeBulletList  = "bulletList"
	TypeOrderedList = "orderedList"
	TypeListItem    = "listItem"
	TypeText        = "text"
)

// The mark types of a text node.
const (
	MarkBold   = "bold"
	MarkItalic = "italic"
	MarkLink   = "link"
)

// Text is a rich text as stored: a plain string (Doc nil) or a document.
type Text struct {
	// Plain is the text when it is stored as a string.
	Plain string
	// Doc is the document when it is stored as one; nil for a string.
	Doc *Doc
}

// Doc is a rich-text document: its blocks in order.
type Doc struct {
	Blocks []Block
}

// Block is a paragraph (Spans) or a bulleted or numbered list (Items, each item one
// paragraph's spans: lists do not nest).
type Block struct {
	Type  string // TypeParagraph, TypeBulletList or TypeOrderedList
	Spans []Span
	Items [][]Span
}

// Span is one text node: its text and its marks.
type Span struct {
	Text   string
	Bold   bool
	Italic bool
	Link   *Link // nil when the text links nowhere
}

// Link is a link mark: where it leads and, when the editor asked for it, "_blank" to open
// it in a new window.
type Link struct {
	Href   string
	Target string
}

// IsDoc reports whether v, a decoded JSON value, is a rich text stored as a document rather
// than a string: what tells a rich text apart, for every walker over a whole content
// document.
func IsDoc(v any) bool {
	m, ok := v.(map[string]any)
	return ok && m["type"] == TypeDoc
}

// String answers the plain text s as a rich text.
func String(s string) Text { return Text{Plain: s} }

// IsDoc reports whether t is stored as a document rather than a string.
func (t Text) IsDoc() bool { return t.Doc != nil }

// UnmarshalJSON reads a stored rich text: a JSON string, or a document of the nodes and
// marks docs/rich-text.md describes. Keys it does not know are ignored (the schema refuses
// them at save); a node or mark of another type, or one in a place its type may not be, is
// an error, so that what reads a Text may rely on its shape.
func (t *Text) UnmarshalJSON(data []byte) error {
	if string(bytes.TrimSpace(data)) == "null" {
		return nil // as encoding/json leaves a value it reads null into
	}
	var v any
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.UseNumber()
	if err := dec.Decode(&v); err != nil {
		return err
	}
	read, err := FromValue(v)
	if err != nil {
		return err
	}
	*t = read
	return nil
}

// FromValue reads a rich text from its decoded JSON (a string, or a map of a document as
// encoding/json decodes one into an any), as UnmarshalJSON does.
func FromValue(v any) (Text, error) {
	switch v := v.(type) {
	case string:
		return Text{Plain: v}, nil
	case map[string]any:
		if !IsDoc(v) {
			return Text{}, fmt.Errorf("rich text: a document must be of type %q", TypeDoc)
		}
		var doc Doc
		err := eachNode(v, func(block map[string]any) error {
			b, err := readBlock(block)
			doc.Blocks = append(doc.Blocks, b)
			return err
		})
		if err != nil {
			return Text{}, err
		}
		return Text{Doc: &doc}, nil
	}
	return Text{}, errors.New("rich text: want a string or a document")
}

// DocValue answers the rich text v holds when v, a decoded JSON value, is a stored rich-text
// document; false for anything else, a string among it. Walkers over a whole content
// document use it to read a rich text as one text rather than as a tree of objects.
func DocValue(v any) (Text, bool) {
	if !IsDoc(v) {
		return Text{}, false
	}
	t, err := FromValue(v)
	return t, err == nil
}

// eachNode calls fn with every node of the content of node, which must all be objects.
func eachNode(node map[string]any, fn func(map[string]any) error) error {
	c, ok := node["content"]
	if !ok || c == nil {
		return nil
	}
	list, ok := c.([]any)
	if !ok {
		return fmt.Errorf("rich text: the content of a %v must be a list", node["type"])
	}
	for _, item := range list {
		child, ok := item.(map[string]any)
		if !ok {
			return fmt.Errorf("rich text: a node of a %v must be an object", node["type"])
		}
		if err := fn(child); err != nil {
			return err
		}
	}
	return nil
}

func readBlock(node map[string]any) (Block, error) {
	b := Block{}
	switch node["type"] {
	case TypeParagraph:
		b.Type = TypeParagraph
		spans, err := readParagraph(node)
		b.Spans = spans
		return b, err
	case TypeBulletList, TypeOrderedList:
		b.Type = node["type"].(string)
		err := eachNode(node, func(item map[string]any) error {
			if item["type"] != TypeListItem {
				return fmt.Errorf("rich text: a %s holds list items only", b.Type)
			}
			var paragraphs [][]Span
			err := eachNode(item, func(p map[string]any) error {
				if p["type"] != TypeParagraph {
					return errors.New("rich text: a list item holds a paragraph only")
				}
				spans, err := readParagraph(p)
				paragraphs = append(paragraphs, spans)
				return err
			})
			if err == nil && len(paragraphs) != 1 {
				err = errors.New("rich text: a list item holds exactly one paragraph")
			}
			if err != nil {
				return err
			}
			b.Items = append(b.Items, paragraphs[0])
			return nil
		})
		return b, err
	}
	return b, fmt.Errorf("rich text: a document holds paragraphs and lists, not %v", node["type"])
}

func readParagraph(node map[string]any) ([]Span, error) {
	var spans []Span
	err := eachNode(node, func(n map[string]any) error {
		if n["type"] != TypeText {
			return fmt.Errorf("rich text: a paragraph holds texts, not %v", n["type"])
		}
		text, ok := n["text"].(string)
		if !ok {
			return errors.New("rich text: a text node without its text")
		}
		s := Span{Text: text}
		if marks, ok := n["marks"]; ok && marks != nil {
			list, ok := marks.([]any)
			if !ok {
				return errors.New("rich text: marks must be a list")
			}
			for _, m := range list {
				if err := s.mark(m); err != nil {
					return err
				}
			}
		}
		spans = append(spans, s)
		return nil
	})
	return spans, err
}

// mark sets the mark m, as stored, on s.
func (s *Span) mark(m any) error {
	mark, ok := m.(map[string]any)
	if !ok {
		return errors.New("rich text: a mark must be an object")
	}
	switch mark["type"] {
	case MarkBold:
		s.Bold = true
	case MarkItalic:
		s.Italic = true
	case MarkLink:
		attrs, _ := mark["attrs"].(map[string]any)
		href, ok := attrs["href"].(string)
		if !ok {
			return errors.New("rich text: a link without its href")
		}
		target, _ := attrs["target"].(string) // null when the editor set none
		s.Link = &Link{Href: href, Target: target}
	default:
		return fmt.Errorf("rich text: no mark %v", mark["type"])
	}
	return nil
}

// node and mark are the stored form MarshalJSON writes.
type node struct {
	Type    string  `json:"type"`
	Content []node  `json:"content,omitempty"`
	Text    *string `json:"text,omitempty"` // a text node's, even when empty
	Marks   []mark  `json:"marks,omitempty"`
}

type mark struct {
	Type  string     `json:"type"`
	Attrs *linkAttrs `json:"attrs,omitempty"`
}

type linkAttrs struct {
	Href   string `json:"href"`
	Target string `json:"target,omitempty"`
}

// MarshalJSON writes t as it is stored: a string stays a string; a document is written
// with its marks in the order bold, italic, link.
func (t Text) MarshalJSON() ([]byte, error) {
	if t.Doc == nil {
		return json.Marshal(t.Plain)
	}
	doc := node{Type: TypeDoc, Content: []node{}}
	for _, b := range t.Doc.Blocks {
		if b.Type == TypeParagraph {
			doc.Content = append(doc.Content, paragraphNode(b.Spans))
			continue
		}
		list := node{Type: b.Type}
		for _, item := range b.Items {
			list.Content = append(list.Content, node{Type: TypeListItem, Content: []node{paragraphNode(item)}})
		}
		doc.Content = append(doc.Content, list)
	}
	return json.Marshal(doc)
}

func paragraphNode(spans []Span) node {
	p := node{Type: TypeParagraph}
	for _, s := range spans {
		n := node{Type: TypeText, Text: &s.Text}
		if s.Bold {
			n.Marks = append(n.Marks, mark{Type: MarkBold})
		}
		if s.Italic {
			n.Marks = append(n.Marks, mark{Type: MarkItalic})
		}
		if s.Link != nil {
			n.Marks = append(n.Marks, mark{Type: MarkLink, Attrs: &linkAttrs{Href: s.Link.Href, Target: s.Link.Target}})
		}
		p.Content = append(p.Content, n)
	}
	return p
}

// paragraphs answers the spans of every paragraph of t in reading order, a list item's
// paragraph among them; a string is one paragraph of one span.
func (t Text) paragraphs() [][]Span {
	if t.Doc == nil {
		return [][]Span{{{Text: t.Plain}}}
	}
	var out [][]Span
	for _, b := range t.Doc.Blocks {
		if b.Type == TypeParagraph {
			out = append(out, b.Spans)
		} else {
			out = append(out, b.Items...)
		}
	}
	return out
}

// PlainText answers the texts of t in order without their marks: a string as it is, a
// document with each paragraph and each list item on a line of its own. It is what the
// language check, search and descriptions read.
func (t Text) PlainText() string {
	if t.Doc == nil {
		return t.Plain
	}
	lines := make([]string, 0, len(t.Doc.Blocks))
	for _, spans := range t.paragraphs() {
		var b strings.Builder
		for _, s := range spans {
			b.WriteString(s.Text)
		}
		lines = append(lines, b.String())
	}
	return strings.Join(lines, "\n")
}

// Links answers the href of every link of t in order, once per link as a reader sees it:
// neighbouring texts under the same link (a link with one bold word in it) are one link.
// A string holds none.
func (t Text) Links() []string {
	var out []string
	for _, spans := range t.paragraphs() {
		var last *Link
		for _, s := range spans {
			if s.Link != nil && (last == nil || *last != *s.Link) {
				out = append(out, s.Link.Href)
			}
			last = s.Link
		}
	}
	return out
}

// Map answers t with fn applied to each of its texts and each link's href (the places a
// {slot} may be filled in); t itself is left as it was.
func (t Text) Map(fn func(string) string) Text {
	if t.Doc == nil {
		return Text{Plain: fn(t.Plain)}
	}
	mapSpans := func(spans []Span) []Span {
		out := slices.Clone(spans)
		for i, s := range out {
			out[i].Text = fn(s.Text)
			if s.Link != nil {
				out[i].Link = &Link{Href: fn(s.Link.Href), Target: s.Link.Target}
			}
		}
		return out
	}
	doc := &Doc{Blocks: slices.Clone(t.Doc.Blocks)}
	for i, b := range doc.Blocks {
		doc.Blocks[i].Spans = mapSpans(b.Spans)
		if b.Items != nil {
			doc.Blocks[i].Items = make([][]Span, len(b.Items))
			for j, item := range b.Items {
				doc.Blocks[i].Items[j] = mapSpans(item)
			}
		}
	}
	return Text{Doc: doc}
}

// Strings answers every string of t a {slot} may be in, in order: the string itself, or
// each text and each link's href of a document.
func (t Text) Strings() []string {
	var out []string
	t.Map(func(s string) string {
		out = append(out, s)
		return s
	})
	return out
}

// Length answers how many characters the texts of t hold together (links' hrefs are not
// texts a reader reads).
func (t Text) Length() int {
	n := 0
	for _, spans := range t.paragraphs() {
		for _, s := range spans {
			n += utf8.RuneCountInString(s.Text)
		}
	}
	return n
}

// Normal answers t in its simplest form of the same meaning, to compare two texts: texts
// that are empty are dropped, neighbouring texts of the same marks joined, and a document
// of one paragraph without marks becomes its string.
func (t Text) Normal() Text {
	if t.Doc == nil {
		return t
	}
	join := func(spans []Span) []Span {
		var out []Span
		for _, s := range spans {
			if s.Text == "" {
				continue
			}
			if n := len(out); n > 0 && sameMarks(out[n-1], s) {
				out[n-1].Text += s.Text
				continue
			}
			out = append(out, s)
		}
		return out
	}
	doc := &Doc{}
	for _, b := range t.Doc.Blocks {
		nb := Block{Type: b.Type, Spans: join(b.Spans)}
		for _, item := range b.Items {
			nb.Items = append(nb.Items, join(item))
		}
		doc.Blocks = append(doc.Blocks, nb)
	}
	if len(doc.Blocks) == 1 && doc.Blocks[0].Type == TypeParagraph {
		spans := doc.Blocks[0].Spans
		if len(spans) == 0 {
			return Text{}
		}
		if len(spans) == 1 && sameMarks(spans[0], Span{}) {
			return Text{Plain: spans[0].Text}
		}
	}
	return Text{Doc: doc}
}

func sameMarks(a, b Span) bool {
	if a.Bold != b.Bold || a.Italic != b.Italic || (a.Link == nil) != (b.Link == nil) {
		return false
	}
	return a.Link == nil || *a.Link == *b.Link
}
