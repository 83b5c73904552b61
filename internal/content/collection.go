package content

import (
	"context"
	"encoding/json"
	"fmt"
	"reflect"
	"slices"
	"strings"
	"unicode/utf8"
)

// A Collection declares one kind of record, whole: its table, its fields with their types,
// limits and labels, who may read and change it, where the API serves it, its name in the
// audit log and the trash, and the pages that show it. The store, the routes, the audit log,
// the trash, the site package and the panel all walk the declarations (Collections), so
// none of them names a kind of record by hand; web/content/collections.json carries the same
// declarations to the panel (CollectionsJSON, tested to be current).
//
// A kind of record is declared in its own file, as its Go type and one Declare call:
//
//	type Testimonial struct{ ... }
//	var Testimonials = Declare[Testimonial](Collection{Name: "testimonials", ...})
//
// and gets its table from a migration.
type Collection struct {
	// Name is the collection's name in the API: its list is served at /api/<Name>.
	Name string `json:"name"`
	// Path is where the list is served; /api/<Name> unless set.
	Path string `json:"path"`
	// Table is the SQL table of the records.
	Table string `json:"-"`
	// Label names one record: "Team member" ("Team member deleted", the audit log, the trash).
	Label string `json:"label"`
	// Plural names the records together, as the panel's tab does: "Team Members".
	Plural string `json:"plural"`
	// Kind is the audit log's name of the kind: "team-member".
	Kind string `json:"kind"`
	// Title names the fields a person knows a record by, joined by ": " ("name"; a message
	// is "name: subject"); the first names it in the audit log.
	Title []string `json:"title"`
	// Fields are the record's fields an editor sets, in the order the form shows them.
	Fields []Field `json:"fields"`
	// Order is the list's SQL ORDER BY.
	Order string `json:"-"`
	// OrderField is the number field that places a record in the list; when set, POST
	// <Path>/reorder sets it for every record listed.
	OrderField string `json:"orderField,omitempty"`
	// NewLast puts a record created without an order after every other one.
	NewLast bool `json:"-"`
	// Read is the least role that reads the records; empty for everyone.
	Read Role `json:"read"`
	// Write is the least role that creates, changes and deletes them.
	Write Role `json:"write"`
	// Pages are the public pages whose data includes the list.
	Pages []string `json:"pages"`
	// Package is the list's file in the site package ("api/team-members.json"); empty for none.
	Package string `json:"-"`
	// Custom says the collection has routes of its own (the inbox's): it gets none of the
	// standard ones.
	Custom bool `json:"custom,omitempty"`
	// Summary says in a sentence what the records are for, under the panel's tab title.
	Summary string `json:"summary,omitempty"`
	// Rules checks what the fields' types do not, a record alone (a redirect's paths), after
	// the declared checks of its fields; it may normalise the record. Check runs it.
	Rules func(rec any) FieldErrors `json:"-"`
	// Among checks a record against the other records of its collection (a redirect leading
	// to another), in the store: inside the write transaction of every create, update,
	// import and restore, before the record is written, so two saves at once cannot each pass
	// against a list without the other (SQLite writes one transaction at a time; PostgreSQL
	// runs them serializable, and the one that loses runs again, seeing the other's record).
	// others are the records as the write leaves them, rec's stored self left out.
	Among func(ctx context.Context, rec any, others []any) FieldErrors `json:"-"`
	// AmongMany, when set, is Among for many records at once, as an import checks them: the
	// records of all at the indexes in which, each against all the others, the errors by
	// index. It answers what Among would, record by record, in about n log n rather than n².
	AmongMany func(ctx context.Context, all []any, which []int) map[int]FieldErrors `json:"-"`

	typ     reflect.Type
	index   map[string]int // a JSON name's struct field
	id, at  int            // the fields of id and createdAt
	checkFn func(any) FieldErrors
}

// FieldType is what a field holds, and so how it is checked, stored and edited.
type FieldType string

// The field types.
const (
	TextType        FieldType = "text"        // one line of text
	LongTextType    FieldType = "longText"    // paragraphs
	RichTextType    FieldType = "richText"    // paragraphs with lists, bold, italic and links (a RichValue)
	NumberType      FieldType = "number"      // a whole number (FlexInt): an order
	FlagType        FieldType = "flag"        // yes or no (FlexBool)
	DateType        FieldType = "date"        // YYYY-MM-DD, or empty
	EmailType       FieldType = "email"       // an e-mail address, or empty
	WebsiteType     FieldType = "website"     // a website, https:// put before it when missing
	ImageType       FieldType = "image"       // an uploaded image's address
	FileType        FieldType = "file"        // an uploaded file's address (a PDF)
	YouTubeType     FieldType = "youtube"     // a YouTube video id, taken from a pasted link
	FolderType      FieldType = "folder"      // a folder's name (Refers)
	PartnerTypeType FieldType = "partnerType" // a partner category's type value (Refers)
)

// Field is one field of a collection's records.
type Field struct {
	// Name is the field's JSON name.
	Name string `json:"name"`
	// Column is its SQL column.
	Column string `json:"-"`
	// Label is what the form calls it.
	Label string    `json:"label"`
	Type  FieldType `json:"type"`
	// Required fields may not be empty.
	Required bool `json:"required,omitempty"`
	// Max is the most characters a text may have; 0 for no limit of its own.
	Max int `json:"max,omitempty"`
	// Default is the value of a record created without the field.
	Default any `json:"default,omitempty"`
	// Info is the JSON name of the read-only Image the server attaches to an image field.
	Info string `json:"info,omitempty"`
	// FileInfo is the JSON name of the read-only FileInfo the server attaches to a file field.
	FileInfo string `json:"-"`
	// Refers names the collection whose records' Title[0] the field's value is: a renamed
	// record takes the records referring to it along.
	Refers string `json:"refers,omitempty"`
	// Cascade: deleting the record referred to moves the records referring to it to the
	// trash with it (the items of a folder).
	Cascade bool `json:"cascade,omitempty"`
	// Translatable: the field's words are translated per language (a title, a description);
	// names, e-mails, phones and files are not.
	Translatable bool `json:"translatable,omitempty"`
	// Unique: no two records have the same value; Conflict is the message of a second one.
	Unique   bool   `json:"unique,omitempty"`
	Conflict string `json:"conflict,omitempty"`
}

// The limits of a field's length that the declarations use.
const (
	MaxShort = maxShort
	MaxLong  = maxLong
	MaxURL   = maxURL
)

var declared []*Collection

// Declare binds the declaration c to the record type T and adds it to Collections. T is a
// struct with an int64 "id" and a string "createdAt" and, by JSON name, a field for each of
// c's fields. A declaration that does not fit its type panics at start.
func Declare[T any](c Collection) *Collection {
	c.typ = reflect.TypeFor[T]()
	c.index = map[string]int{}
	for i := range c.typ.NumField() {
		name, _, _ := strings.Cut(c.typ.Field(i).Tag.Get("json"), ",")
		if name != "" && name != "-" {
			c.index[name] = i
		}
	}
	if c.Path == "" {
		c.Path = "/api/" + c.Name
	}
	c.id, c.at = c.mustField("id"), c.mustField("createdAt")
	for _, f := range c.Fields {
		c.mustField(f.Name)
		if f.Info != "" {
			c.mustField(f.Info)
		}
		if f.FileInfo != "" {
			c.mustField(f.FileInfo)
		}
	}
	if c.OrderField != "" {
		c.mustField(c.OrderField)
	}
	if c.Pages == nil {
		c.Pages = []string{}
	}
	p := &c
	// Kept in name order, so every walk of the collections takes them in the same order.
	at, _ := slices.BinarySearchFunc(declared, p, byName)
	declared = slices.Insert(declared, at, p)
	return p
}

func byName(a, b *Collection) int { return strings.Compare(a.Name, b.Name) }

func (c *Collection) mustField(name string) int {
	i, ok := c.index[name]
	if !ok {
		panic(fmt.Sprintf("content: collection %s declares field %q that %s lacks", c.Name, name, c.typ))
	}
	return i
}

// Collections answers every declared collection, by name.
func Collections() []*Collection { return slices.Clone(declared) }

// CollectionNamed answers the collection of the name, or nil.
func CollectionNamed(name string) *Collection {
	for _, c := range declared {
		if c.Name == name {
			return c
		}
	}
	return nil
}

// CollectionOfTable answers the collection stored in the SQL table, or nil.
func CollectionOfTable(table string) *Collection {
	for _, c := range declared {
		if c.Table == table {
			return c
		}
	}
	return nil
}

// Field answers the declared field of the JSON name, or nil.
func (c *Collection) Field(name string) *Field {
	for i := range c.Fields {
		if c.Fields[i].Name == name {
			return &c.Fields[i]
		}
	}
	return nil
}

// Zero answers a new empty record: a pointer to the collection's type.
func (c *Collection) Zero() any { return reflect.New(c.typ).Interface() }

// Copy answers a new record with rec's fields.
func (c *Collection) Copy(rec any) any {
	out := c.Zero()
	reflect.ValueOf(out).Elem().Set(reflect.ValueOf(rec).Elem())
	return out
}

// New answers a new record with the declared defaults, for a create to decode its body into.
func (c *Collection) New() any {
	rec := c.Zero()
	for _, f := range c.Fields {
		if f.Default != nil {
			c.value(rec, f.Name).Set(reflect.ValueOf(f.Default).Convert(c.value(rec, f.Name).Type()))
		}
	}
	return rec
}

// Slice answers recs (pointers from Zero) as a slice of the type's values, []T, which
// encodes as the records' JSON array.
func (c *Collection) Slice(recs []any) any {
	out := reflect.MakeSlice(reflect.SliceOf(c.typ), len(recs), len(recs))
	for i, r := range recs {
		out.Index(i).Set(reflect.ValueOf(r).Elem())
	}
	return out.Interface()
}

func (c *Collection) value(rec any, name string) reflect.Value {
	return reflect.ValueOf(rec).Elem().Field(c.index[name])
}

// Ptr answers a pointer to rec's field of the JSON name: *string, *FlexInt, *FlexBool.
func (c *Collection) Ptr(rec any, name string) any { return c.value(rec, name).Addr().Interface() }

// ID answers a pointer to rec's id.
func (c *Collection) ID(rec any) *int64 {
	return reflect.ValueOf(rec).Elem().Field(c.id).Addr().Interface().(*int64)
}

// CreatedAt answers a pointer to rec's creation time.
func (c *Collection) CreatedAt(rec any) *string {
	return reflect.ValueOf(rec).Elem().Field(c.at).Addr().Interface().(*string)
}

// Text answers rec's field of the JSON name as text ("" for a field that is not text).
func (c *Collection) Text(rec any, name string) string {
	v := c.value(rec, name)
	if v.Kind() == reflect.String {
		return v.String()
	}
	return ""
}

// SetText sets rec's text field of the JSON name to s; false for a field that is not text.
func (c *Collection) SetText(rec any, name, s string) bool {
	v := c.value(rec, name)
	if v.Kind() != reflect.String {
		return false
	}
	v.SetString(s)
	return true
}

// ImageInfo answers a pointer to the Image the server attaches to rec's image field f.
func (c *Collection) ImageInfo(rec any, f *Field) **Image {
	return c.value(rec, f.Info).Addr().Interface().(**Image)
}

// UploadHolders answers the fields whose text may hold an uploaded file's address: its
// files and pictures, and its rich texts, whose links may lead to one.
func (c *Collection) UploadHolders() []Field {
	out := c.Uploads()
	for _, f := range c.Fields {
		if f.Type == RichTextType {
			out = append(out, f)
		}
	}
	return out
}

// Uploads answers the fields that hold an uploaded file's address.
func (c *Collection) Uploads() []Field {
	var out []Field
	for _, f := range c.Fields {
		if f.Type == ImageType || f.Type == FileType {
			out = append(out, f)
		}
	}
	return out
}

// Check trims rec's text fields, normalises those that have a form to keep (a pasted
// YouTube link becomes its id; a date becomes YYYY-MM-DD) and answers the field errors of
// the declared rules: required, length, and the rule of the field's type, then the
// collection's own Rules on the fields not refused already.
func (c *Collection) Check(rec any) FieldErrors {
	if c.checkFn != nil {
		return c.checkFn(rec)
	}
	errs := c.checkFields(rec)
	if c.Rules == nil {
		return errs
	}
	ch := checker(errs)
	if ch == nil {
		ch = checker{}
	}
	for field, msg := range c.Rules(rec) {
		ch.add(field, msg)
	}
	return ch.result()
}

// checkFields answers the field errors of the declared rules of rec's fields (see Check).
func (c *Collection) checkFields(rec any) FieldErrors {
	ch := checker{}
	for _, f := range c.Fields {
		v := c.value(rec, f.Name)
		if v.Kind() != reflect.String {
			continue
		}
		s := strings.TrimSpace(v.String())
		switch f.Type {
		case YouTubeType:
			s = YoutubeID(s)
		case DateType:
			if d, ok := NormalizeDate(s); ok {
				s = d
			} else {
				ch.add(f.Name, Generic.InvalidDate)
			}
		}
		v.SetString(s)
		if f.Required {
			ch.required(f.Name, s)
		}
		limit := f.Max
		if limit == 0 && (f.Type == ImageType || f.Type == FileType || f.Type == WebsiteType) {
			limit = maxURL
		}
		if f.Type == RichTextType {
			rich, err := CheckRich(s, limit)
			if err != nil {
				ch.add(f.Name, err.Error())
			} else {
				v.SetString(rich)
			}
			if f.Required {
				ch.required(f.Name, RichValue(rich).PlainText())
			}
			continue
		}
		if limit > 0 && utf8.RuneCountInString(s) > limit {
			ch.add(f.Name, Generic.TooLong(limit))
		}
		if s == "" {
			continue
		}
		switch f.Type {
		case ImageType, FileType:
			ch.link(f.Name, s)
		case EmailType:
			if !IsEmail(s) {
				ch.add(f.Name, Contact.Words(DefaultLocale).Email)
			}
		case WebsiteType:
			if !IsWebsite(s) {
				ch.add(f.Name, Link.Website.Message)
			}
		case YouTubeType:
			if !youtubeIDPattern.MatchString(s) {
				ch.add(f.Name, Video.YoutubeOnly) // a link of another site, or not an id at all
			}
		}
	}
	return ch.result()
}

// MsgNotTranslated refuses a translation of a field whose words are not translated (a name,
// an e-mail, a file).
const MsgNotTranslated = "This field is not translated"

// MsgPlainOnly refuses a rich-text document sent for a field of plain text.
const MsgPlainOnly = "This field takes plain text"

// Translatable answers the fields of c whose words are translated per language.
func (c *Collection) Translatable() []Field {
	var out []Field
	for _, f := range c.Fields {
		if f.Translatable {
			out = append(out, f)
		}
	}
	return out
}

// CheckTranslation trims the texts of a translation (by the fields' JSON names) and answers
// the field errors of the declared rules: a field that is not translatable, a text longer
// than its field may be. An empty text is no translation, so a required field may be empty.
func (c *Collection) CheckTranslation(texts map[string]string) FieldErrors {
	ch := checker{}
	for name, text := range texts {
		f := c.Field(name)
		if f == nil || !f.Translatable {
			ch.add(name, MsgNotTranslated)
			continue
		}
		texts[name] = strings.TrimSpace(text)
		if f.Type == RichTextType {
			rich, err := CheckRich(text, f.Max)
			if err != nil {
				ch.add(name, err.Error())
			}
			texts[name] = rich
			continue
		}
		if RichValue(texts[name]).IsDoc() {
			ch.add(name, MsgPlainOnly)
			continue
		}
		if f.Max > 0 {
			ch.maxLen(name, texts[name], f.Max)
		}
	}
	return ch.result()
}

// WithCheck sets the check of a collection whose rules are not those of its fields' types
// (the contact form's); it answers c.
func (c *Collection) WithCheck(check func(rec any) FieldErrors) *Collection {
	c.checkFn = check
	return c
}

// CollectionsJSON answers the declarations as web/content/collections.json holds them for
// the panel.
func CollectionsJSON() []byte {
	out, err := json.MarshalIndent(struct {
		Collections []*Collection `json:"collections"`
	}{Collections()}, "", "  ")
	if err != nil {
		panic(err)
	}
	return append(out, '\n')
}
