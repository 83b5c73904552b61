package content

import (
	"bytes"
	"encoding/json"
)

// member is one member of a JSON object, its value as written: what a rewrite of a document
// that keeps its members' order reads and writes.
type member struct {
	key   string
	value json.RawMessage
}

// readMembers reads the members of the object whose '{' dec has just read, up to its '}'.
func readMembers(dec *json.Decoder) ([]member, error) {
	var members []member
	for dec.More() {
		tok, err := dec.Token()
		if err != nil {
			return nil, err
		}
		var v json.RawMessage
		if err := dec.Decode(&v); err != nil {
			return nil, err
		}
		key, _ := tok.(string)
		members = append(members, member{key, v})
	}
	return members, nil
}

// writeObject writes members as a JSON object, in their order.
func writeObject(out *bytes.Buffer, members []member) {
	out.WriteByte('{')
	for i, m := range members {
		if i > 0 {
			out.WriteByte(',')
		}
		writeJSON(out, m.key)
		out.WriteByte(':')
		out.Write(m.value)
	}
	out.WriteByte('}')
}
