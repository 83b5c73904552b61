// Package contentschema is the content model of the site: the JSON Schema of every content
// document and the documents a new site starts with, both embedded from web/content (where
// the schema is generated from the web app's zod schemas, so the server and the pages agree
// on one shape).
package contentschema

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io/fs"
	"maps"
	"path"
	"slices"
	"strings"
	"sync"

	"github.com/santhosh-tekuri/jsonschema/v6"
	"github.com/santhosh-tekuri/jsonschema/v6/kind"

	"github.com/qrs-site/qrs/internal/content"
	"github.com/qrs-site/qrs/web"
)

// Model is the compiled content model: a schema per document key and the default documents,
// in the default language and translated.
type Model struct {
	schemas      map[string]*jsonschema.Schema
	defaults     map[string]json.RawMessage
	translations map[string]map[string]json.RawMessage // by language, then key
	keys         []string
	places       map[string][]place // by key: the places of a document's links and rich texts (links.go, richtext.go)
}

// Load reads schema.json ({"<key>": <JSON Schema>}), defaults/<key>.json and, for every other
// language of the site, defaults/<code>/<key>.json from fsys and compiles the schemas. A
// default without a schema, or one its schema refuses, is an error: a site must be able to
// start from its defaults; so is a translation without a default in the default language.
func Load(fsys fs.FS) (*Model, error) {
	data, err := fs.ReadFile(fsys, "schema.json")
	if err != nil {
		return nil, fmt.Errorf("content schema: %w", err)
	}
	doc, err := jsonschema.UnmarshalJSON(bytes.NewReader(data))
	if err != nil {
		return nil, fmt.Errorf("content schema: %w", err)
	}
	bySchema, ok := doc.(map[string]any)
	if !ok {
		return nil, fmt.Errorf("content schema: want an object of schemas by key")
	}
	m := &Model{schemas: map[string]*jsonschema.Schema{}, defaults: map[string]json.RawMessage{},
		translations: map[string]map[string]json.RawMessage{}, places: map[string][]place{}}
	c := jsonschema.NewCompiler()
	c.DefaultDraft(jsonschema.Draft2020)
	for key, schema := range bySchema {
		url := "urn:qrs:content:" + key
		if err := c.AddResource(url, schema); err != nil {
			return nil, fmt.Errorf("content schema %q: %w", key, err)
		}
		if m.schemas[key], err = c.Compile(url); err != nil {
			return nil, fmt.Errorf("content schema %q: %w", key, err)
		}
		m.keys = append(m.keys, key)
		m.places[key] = schemaPlaces(schema)
	}
	slices.Sort(m.keys)
	if m.defaults, err = m.readDefaults(fsys, "defaults"); err != nil {
		return nil, err
	}
	for _, l := range content.Languages.Others() {
		docs, err := m.readDefaults(fsys, "defaults/"+l.Code)
		if err != nil {
			return nil, err
		}
		for key := range docs {
			if _, ok := m.defaults[key]; !ok {
				return nil, fmt.Errorf("default content defaults/%s/%s.json translates no default document", l.Code, key)
			}
		}
		m.translations[l.Code] = docs
	}
	return m, nil
}

// readDefaults reads and checks the documents <dir>/<key>.json of fsys, by key.
func (m *Model) readDefaults(fsys fs.FS, dir string) (map[string]json.RawMessage, error) {
	names, err := fs.Glob(fsys, dir+"/*.json")
	if err != nil {
		return nil, err
	}
	docs := map[string]json.RawMessage{}
	for _, name := range names {
		key := strings.TrimSuffix(path.Base(name), ".json")
		body, err := fs.ReadFile(fsys, name)
		if err != nil {
			return nil, err
		}
		if err := m.Validate(key, body); err != nil {
			return nil, fmt.Errorf("default content %s: %w", name, describe(err))
		}
		docs[key] = json.RawMessage(body)
	}
	return docs, nil
}

var (
	embedded     *Model
	embeddedErr  error
	embeddedOnce sync.Once
)

// Embedded answers the content model built into the binary (web.Content()), loaded once.
func Embedded() (*Model, error) {
	embeddedOnce.Do(func() { embedded, embeddedErr = Load(web.Content()) })
	return embedded, embeddedErr
}

// Keys answers the key of every content document, sorted.
func (m *Model) Keys() []string { return slices.Clone(m.keys) }

// Has reports whether key names a content document.
func (m *Model) Has(key string) bool {
	_, ok := m.schemas[key]
	return ok
}

// Defaults answers the documents a new site starts with in the default language, by key.
func (m *Model) Defaults() map[string]json.RawMessage { return maps.Clone(m.defaults) }

// Seeds answers the documents a new site starts with, by language, then key: Defaults in
// the default language, and the translations shipped for the others.
func (m *Model) Seeds() map[string]map[string]json.RawMessage {
	out := map[string]map[string]json.RawMessage{content.DefaultLocale: maps.Clone(m.defaults)}
	for code, docs := range m.translations {
		out[code] = maps.Clone(docs)
	}
	return out
}

// Validate checks body against the schema of the document key, and each of its rich texts
// against the most characters its texts may hold together: nil when it conforms, a
// not-found error for an unknown key, an invalid error for a body that is not JSON, and a
// validation error whose fields are JSON pointers into the body ("/sections/0/heading").
func (m *Model) Validate(key string, body []byte) error {
	schema, ok := m.schemas[key]
	if !ok {
		return content.Errorf(content.NotFound, "Unknown content document %q", key)
	}
	v, err := jsonschema.UnmarshalJSON(bytes.NewReader(body))
	if err != nil {
		return content.Errorf(content.Invalid, "Malformed JSON")
	}
	found := map[string]fieldMessage{}
	if err := schema.Validate(v); err != nil {
		verr, ok := err.(*jsonschema.ValidationError)
		if !ok {
			return err
		}
		collect(verr, found)
	}
	m.checkRichTexts(key, v, found)
	if len(found) == 0 {
		return nil
	}
	fields := content.FieldErrors{}
	for p, f := range found {
		fields[p] = f.text
	}
	return content.ValidationError(fields)
}

// fieldMessage is a message for one place of a document, ranked so that when several
// rules fail at one place the most telling is kept (a wrong type before a short length).
type fieldMessage struct {
	rank int
	text string
}

// collect walks the tree of failures down to the rules that failed and keeps the best
// message per JSON pointer.
func collect(e *jsonschema.ValidationError, out map[string]fieldMessage) {
	switch k := e.ErrorKind.(type) {
	case *kind.Required:
		for _, prop := range k.Missing {
			keep(out, Pointer(append(slices.Clone(e.InstanceLocation), prop)), fieldMessage{1, content.MsgRequired})
		}
		return
	case *kind.AdditionalProperties:
		for _, prop := range k.Properties {
			keep(out, Pointer(append(slices.Clone(e.InstanceLocation), prop)), fieldMessage{2, "Unknown field"})
		}
		return
	case *kind.AnyOf, *kind.OneOf:
		// The branches' own failures would contradict each other, but for those saying only
		// that the value is of another kind (a rich text's string branch, when it is a
		// document): when one branch is left, its failure is told, at the place of the
		// choice, which is the field an editor sees (a bad link inside a rich text is
		// refused at its paragraph).
		at := Pointer(e.InstanceLocation)
		var left []*jsonschema.ValidationError
		for _, c := range e.Causes {
			if !wrongBranch(c, at) {
				left = append(left, c)
			}
		}
		if len(left) == 1 {
			inside := map[string]fieldMessage{}
			collect(left[0], inside)
			for _, m := range inside {
				keep(out, at, m)
			}
			return
		}
		keep(out, at, fieldMessage{6, content.MsgInvalidInput})
		return
	}
	if len(e.Causes) > 0 {
		for _, cause := range e.Causes {
			collect(cause, out)
		}
		return
	}
	keep(out, Pointer(e.InstanceLocation), message(e.ErrorKind))
}

func keep(out map[string]fieldMessage, at string, m fieldMessage) {
	if old, ok := out[at]; !ok || m.rank < old.rank || (m.rank == old.rank && m.text < old.text) {
		out[at] = m
	}
}

// message says in words what the failed rule k wants.
func message(k jsonschema.ErrorKind) fieldMessage {
	switch k := k.(type) {
	case *kind.Type:
		var want []string
		for _, t := range k.Want {
			want = append(want, typeNames[t])
		}
		return fieldMessage{0, "Must be " + strings.Join(want, " or ")}
	case *kind.MinLength:
		if k.Want == 1 {
			return fieldMessage{1, content.MsgRequired}
		}
		return fieldMessage{3, fmt.Sprintf("Must be at least %d characters", k.Want)}
	case *kind.MaxLength:
		// After a broken pattern: a date in the wrong form is told its form, not its length.
		return fieldMessage{5, content.Generic.TooLong(k.Want)}
	case *kind.Pattern, *kind.Format:
		return fieldMessage{4, "Invalid format"}
	case *kind.Enum:
		var want []string
		for _, v := range k.Want {
			want = append(want, fmt.Sprint(v))
		}
		return fieldMessage{4, "Must be one of: " + strings.Join(want, ", ")}
	case *kind.Const:
		return fieldMessage{4, fmt.Sprintf("Must be %v", k.Want)}
	case *kind.Minimum:
		return fieldMessage{4, "Must be at least " + k.Want.FloatString(0)}
	case *kind.Maximum:
		return fieldMessage{4, "Must be at most " + k.Want.FloatString(0)}
	case *kind.MinItems:
		return fieldMessage{4, fmt.Sprintf("Must have at least %d items", k.Want)}
	case *kind.MaxItems:
		return fieldMessage{4, content.Generic.TooMany(k.Want)}
	}
	return fieldMessage{6, content.MsgInvalidInput}
}

var typeNames = map[string]string{
	"string": "text", "integer": "a whole number", "number": "a number", "boolean": "true or false",
	"array": "a list", "object": "an object", "null": "null",
}

// Pointer writes a location as a JSON pointer (RFC 6901): "" for the whole document.
func Pointer(tokens []string) string {
	var b strings.Builder
	for _, t := range tokens {
		b.WriteByte('/')
		b.WriteString(strings.NewReplacer("~", "~0", "/", "~1").Replace(t))
	}
	return b.String()
}

// describe spells out a validation error's fields, for start-up and test messages.
func describe(err error) error {
	e, ok := err.(*content.Error)
	if !ok || len(e.Fields) == 0 {
		return err
	}
	var parts []string
	for _, p := range slices.Sorted(maps.Keys(e.Fields)) {
		parts = append(parts, fmt.Sprintf("%s: %s", p, e.Fields[p]))
	}
	return fmt.Errorf("%s (%s)", e.Message, strings.Join(parts, "; "))
}
