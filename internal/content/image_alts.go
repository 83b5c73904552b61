package content

import (
	"bytes"
	"encoding/json"
	"strings"
)

// A picture of a content document is an object's "image" with its description beside it,
// "imageAlt". The description is the media library's, in the document's language, unless the
// document says it differently there: an empty imageAlt takes the library's (docs/media.md).

// FillImageAlts answers the content document doc (JSON) with each picture that has no
// description of its own described by alt (the library's words for the picture's address,
// "" for none), and whether it changed anything; members keep their order.
func FillImageAlts(doc []byte, alt func(src string) string) ([]byte, bool, error) {
	if !bytes.Contains(doc, []byte(`"image"`)) {
		return doc, false, nil
	}
	out, changed, err := fillAlts(doc, alt)
	if err != nil || !changed {
		return doc, false, err
	}
	return out, true, nil
}

// fillAlts answers the JSON value v with the pictures of its objects described, at any depth.
func fillAlts(v json.RawMessage, alt func(string) string) ([]byte, bool, error) {
	v = bytes.TrimSpace(v)
	if len(v) == 0 || (v[0] != '{' && v[0] != '[') {
		return v, false, nil
	}
	dec := json.NewDecoder(bytes.NewReader(v))
	if _, err := dec.Token(); err != nil {
		return nil, false, err
	}
	changed := false
	if v[0] == '[' {
		var items [][]byte
		for dec.More() {
			var item json.RawMessage
			if err := dec.Decode(&item); err != nil {
				return nil, false, err
			}
			filled, c, err := fillAlts(item, alt)
			if err != nil {
				return nil, false, err
			}
			items = append(items, filled)
			changed = changed || c
		}
		if !changed {
			return v, false, nil
		}
		return append(append([]byte{'['}, bytes.Join(items, []byte{','})...), ']'), true, nil
	}
	members, err := readMembers(dec)
	if err != nil {
		return nil, false, err
	}
	for i, m := range members {
		filled, c, err := fillAlts(m.value, alt)
		if err != nil {
			return nil, false, err
		}
		members[i].value = filled
		changed = changed || c
	}
	if described, ok := describe(members, alt); ok {
		members, changed = described, true
	}
	if !changed {
		return v, false, nil
	}
	var out bytes.Buffer
	writeObject(&out, members)
	return out.Bytes(), true, nil
}

// describe answers the members of an object with a picture and no description of its own
// with the library's description set, false when it has none to give.
func describe(members []member, alt func(string) string) ([]member, bool) {
	src, own, at := "", "", -1
	for i, m := range members {
		switch m.key {
		case "image":
			_ = json.Unmarshal(m.value, &src)
		case "imageAlt":
			_ = json.Unmarshal(m.value, &own)
			at = i
		}
	}
	if src == "" || strings.TrimSpace(own) != "" {
		return nil, false
	}
	words := alt(src)
	if words == "" {
		return nil, false
	}
	value, _ := json.Marshal(words)
	out := append([]member(nil), members...)
	if at >= 0 {
		out[at].value = value
	} else {
		out = append(out, member{"imageAlt", value})
	}
	return out, true
}
