package content

import (
	"bytes"
	"encoding/json"
	"fmt"
	"strconv"
	"strings"
)

// Facts are the figures the texts of every language state (the coins' total supply, the
// patents' numbers, the clinical study's counts): values of the default language's site
// document under "facts", written once for every language, and put into a text by a site
// slot ({facts.totalSupply}). A number is written in the language of the text it goes into
// (FormatNumber: 50,000,000 in English, 50’000’000 in German); a text (a patent's number)
// as it is.
//
// A site written before the facts were shared held them per language, as texts, in each
// language's site document; such a text keeps its meaning (see ShareFacts).

// FormatNumber writes v as the language of code writes numbers, by the marks of
// web/content/languages.json and the rule of the web app's formatNumber
// (web/src/lib/format.ts): the whole part grouped by threes from four digits on, at most
// three decimals (rounded half away from zero, as the number reads), no trailing zeros. A
// language without marks writes as the default one, and without any, in English.
func FormatNumber(v float64, code string) string {
	group, decimal := ",", "."
	for _, try := range []string{code, Languages.Default} {
		if x, ok := Languages.Find(try); ok && x.Format != nil && x.Format.Group != "" && x.Format.Decimal != "" {
			group, decimal = x.Format.Group, x.Format.Decimal
			break
		}
	}
	s := strconv.FormatFloat(v, 'f', -1, 64)
	negative := strings.HasPrefix(s, "-")
	s = strings.TrimPrefix(s, "-")
	whole, frac, _ := strings.Cut(s, ".")
	if len(frac) > 3 {
		digits := whole + frac[:3]
		if frac[3] >= '5' {
			digits = plusOne(digits)
		}
		whole, frac = digits[:len(digits)-3], strings.TrimRight(digits[len(digits)-3:], "0")
	}
	if len(whole) >= 4 {
		var b strings.Builder
		for i, c := range whole {
			if i > 0 && (len(whole)-i)%3 == 0 {
				b.WriteString(group)
			}
			b.WriteRune(c)
		}
		whole = b.String()
	}
	out := whole
	if frac != "" {
		out += decimal + frac
	}
	if negative && strings.Trim(out, "0"+group+decimal) != "" {
		out = "-" + out
	}
	return out
}

// plusOne adds one to a string of digits: "0999" → "1000".
func plusOne(digits string) string {
	b := []byte(digits)
	for i := len(b) - 1; i >= 0; i-- {
		if b[i] < '9' {
			b[i]++
			return string(b)
		}
		b[i] = '0'
	}
	return "1" + string(b)
}

// SiteValueIn answers the value at a dotted path of the site document as a text in the
// language of code: a text as it is, a number written as that language writes numbers.
func SiteValueIn(site map[string]any, path, code string) (string, bool) {
	value, _ := siteValue(site, path)
	switch v := value.(type) {
	case string:
		return v, true
	case float64:
		return FormatNumber(v, code), true
	}
	return "", false
}

// FillSiteSlotsIn is FillSiteSlots for a text in the language of code: a number of the
// site document is written as that language writes numbers.
func FillSiteSlotsIn(text string, site map[string]any, code string) string {
	return fill(text, SiteSlot, func(path string) (string, bool) { return SiteValueIn(site, path, code) })
}

// FillDocumentSiteSlots answers the content document doc (JSON) with the site slots of
// every text filled from site, in the language of code: every string of it, so a rich
// text's words and links are filled as a plain text is, as the pages fill a document
// (web/src/lib/site-content.ts). Keys keep their order.
func FillDocumentSiteSlots(doc []byte, site map[string]any, code string) ([]byte, error) {
	dec := json.NewDecoder(bytes.NewReader(doc))
	dec.UseNumber()
	var out bytes.Buffer
	if err := fillValue(dec, &out, site, code); err != nil {
		return nil, fmt.Errorf("filling the site slots: %w", err)
	}
	return out.Bytes(), nil
}

// fillValue copies the next JSON value of dec to out, each string filled.
func fillValue(dec *json.Decoder, out *bytes.Buffer, site map[string]any, code string) error {
	tok, err := dec.Token()
	if err != nil {
		return err
	}
	switch t := tok.(type) {
	case json.Delim:
		out.WriteString(t.String())
		closing := json.Delim('}')
		if t == '[' {
			closing = ']'
		}
		for first := true; dec.More(); first = false {
			if !first {
				out.WriteByte(',')
			}
			if t == '{' {
				key, err := dec.Token()
				if err != nil {
					return err
				}
				writeJSON(out, key)
				out.WriteByte(':')
			}
			if err := fillValue(dec, out, site, code); err != nil {
				return err
			}
		}
		if _, err := dec.Token(); err != nil {
			return err
		}
		out.WriteString(closing.String())
	case string:
		writeJSON(out, FillSiteSlotsIn(t, site, code))
	default:
		writeJSON(out, t)
	}
	return nil
}

func writeJSON(out *bytes.Buffer, v any) {
	enc := json.NewEncoder(out)
	enc.SetEscapeHTML(false)
	_ = enc.Encode(v)
	out.Truncate(out.Len() - 1) // Encode's newline
}

// ShareFacts answers the site document body of a language other than the default with the
// facts of the default language's site document (defaultBody) in it: the facts are written
// once, there, for every language. A fact the language's document states itself as a text
// while the default language's is a text too (the form of the facts before they were
// shared, each language's written in its own number format) keeps the language's, so a
// site's text reads as it did until the fact is given as a number. Keys keep their order;
// the facts stand where the language's own stood, else after "contact".
func ShareFacts(body, defaultBody []byte) ([]byte, error) {
	var shared struct {
		Facts map[string]any `json:"facts"`
	}
	if err := json.Unmarshal(defaultBody, &shared); err != nil {
		return nil, fmt.Errorf("the default language's site document: %w", err)
	}
	var own struct {
		Facts map[string]any `json:"facts"`
	}
	if err := json.Unmarshal(body, &own); err != nil {
		return nil, fmt.Errorf("the site document: %w", err)
	}
	if shared.Facts == nil && own.Facts == nil {
		return body, nil
	}
	facts, err := json.Marshal(sharedFacts(shared.Facts, own.Facts))
	if err != nil {
		return nil, err
	}
	return withMember(body, "facts", facts, "contact")
}

// sharedFacts lays the default language's facts over the language's own: the language's
// own text stands where the default's is a text (or missing) too.
func sharedFacts(shared, own map[string]any) map[string]any {
	out := map[string]any{}
	for k, v := range own {
		if _, isText := v.(string); isText {
			out[k] = v
		}
	}
	for k, v := range shared {
		switch v := v.(type) {
		case map[string]any:
			inner, _ := own[k].(map[string]any)
			out[k] = sharedFacts(v, inner)
		case string:
			if _, ownText := out[k].(string); !ownText {
				out[k] = v
			}
		default:
			out[k] = v
		}
	}
	return out
}

// withMember answers the JSON object body with key's value set to value: in its place when
// body has it, else after the member named after (at the end without it).
func withMember(body []byte, key string, value json.RawMessage, after string) ([]byte, error) {
	dec := json.NewDecoder(bytes.NewReader(body))
	if tok, err := dec.Token(); err != nil || tok != json.Delim('{') {
		return nil, fmt.Errorf("the site document is not an object")
	}
	members, err := readMembers(dec)
	if err != nil {
		return nil, err
	}
	at := -1
	for i, m := range members {
		if m.key == key {
			members[i].value = value
			at = i
		}
	}
	if at < 0 {
		at = len(members)
		for i, m := range members {
			if m.key == after {
				at = i + 1
			}
		}
		members = append(members[:at], append([]member{{key, value}}, members[at:]...)...)
	}
	var out bytes.Buffer
	writeObject(&out, members)
	return out.Bytes(), nil
}

// SetMember answers the JSON object body with key's value set to value, in its place (at the
// end when body lacks it); the other members keep their order.
func SetMember(body []byte, key string, value json.RawMessage) ([]byte, error) {
	return withMember(body, key, value, "")
}
