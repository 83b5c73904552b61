package content

import (
	"bytes"
	"encoding/json"
	"math"
	"reflect"
	"strconv"
	"strings"
)

// FlexInt is a whole number that also accepts a numeric string; anything non-numeric
// becomes 0, as spec §5 says of the order index.
type FlexInt int

// UnmarshalJSON accepts a number, a numeric string, null or any other string (as 0).
func (n *FlexInt) UnmarshalJSON(b []byte) error {
	b = bytes.TrimSpace(b)
	var f float64
	switch {
	case len(b) == 0 || string(b) == "null":
		*n = 0
		return nil
	case b[0] == '"':
		var s string
		if err := json.Unmarshal(b, &s); err != nil {
			return err
		}
		v, err := strconv.ParseFloat(strings.TrimSpace(s), 64)
		if err != nil {
			*n = 0
			return nil
		}
		f = v
	case b[0] == 't' || b[0] == 'f' || b[0] == '[' || b[0] == '{':
		*n = 0
		return nil
	default:
		if err := json.Unmarshal(b, &f); err != nil {
			return err
		}
	}
	if math.IsNaN(f) || math.IsInf(f, 0) || f > 1e9 || f < -1e9 {
		*n = 0
		return nil
	}
	*n = FlexInt(math.Trunc(f))
	return nil
}

// FlexBool is a boolean that also accepts the strings "true" and "false" (spec §3 isActive).
type FlexBool bool

// UnmarshalJSON accepts true, false, "true", "false"; other values are a type error.
func (v *FlexBool) UnmarshalJSON(b []byte) error {
	switch strings.ToLower(strings.Trim(string(bytes.TrimSpace(b)), `"`)) {
	case "true", "1":
		*v = true
	case "false", "0":
		*v = false
	default:
		return &json.UnmarshalTypeError{Value: "string", Type: reflect.TypeFor[bool]()}
	}
	return nil
}
