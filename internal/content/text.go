package content

import (
	"regexp"
	"strings"
	"unicode"
	"unicode/utf8"
)

// The white space of rules.json, compiled: a run of it, and a run at either end of a text.
var (
	whiteSpaceRun   = regexp.MustCompile(rules.WhiteSpace.Pattern + "+")
	whiteSpaceEdges = regexp.MustCompile("^" + rules.WhiteSpace.Pattern + "+|" + rules.WhiteSpace.Pattern + "+$")
)

// trimWhiteSpace removes the white space at both ends of s, as JavaScript's trim() does
// (strings.TrimSpace would also take U+0085 and leave the byte order mark).
func trimWhiteSpace(s string) string { return whiteSpaceEdges.ReplaceAllString(s, "") }

// PartnerTypeValue is a partner category's partner-type value, as the partner form and the
// directory make it (web/src/lib/partner-groups.ts): by the partner-type rule of rules.json,
// the name lowercased and its white space replaced by the joiner ("Research Center" →
// "researchcenter").
func PartnerTypeValue(name string) string {
	if rules.PartnerType.Lowercase {
		name = lowerLikeJavaScript(name)
	}
	return whiteSpaceRun.ReplaceAllLiteralString(name, rules.PartnerType.Joiner)
}

// lowerLikeJavaScript lowercases s as JavaScript's toLowerCase does, by Unicode's full case
// mapping. That differs from strings.ToLower's simple mapping in two places: İ (U+0130)
// becomes i and a combining dot above, and a capital sigma that ends a word becomes ς. (A
// letter Unicode added after Go's tables, unicode.Version, is left as it is.)
func lowerLikeJavaScript(s string) string {
	if !strings.ContainsAny(s, "\u0130\u03a3") {
		return strings.ToLower(s)
	}
	var b strings.Builder
	for i, r := range s {
		switch {
		case r == '\u0130':
			b.WriteString("i\u0307")
		case r == '\u03a3' && endsWord(s, i, len("\u03a3")):
			b.WriteRune('\u03c2')
		default:
			b.WriteRune(unicode.ToLower(r))
		}
	}
	return b.String()
}

// endsWord tells Unicode's Final_Sigma condition of the letter at s[i:i+n]: a cased letter
// comes before it, and none after it, past any case-ignorable characters between.
func endsWord(s string, i, n int) bool {
	casedBefore := false
	for j := i; j > 0; {
		r, size := utf8.DecodeLastRuneInString(s[:j])
		j -= size
		if !caseIgnorable(r) {
			casedBefore = cased(r)
			break
		}
	}
	if !casedBefore {
		return false
	}
	for _, r := range s[i+n:] {
		if !caseIgnorable(r) {
			return !cased(r)
		}
	}
	return true
}

// cased is Unicode's Cased property: upper-, lower- or titlecase letters and the marks that
// count as such.
func cased(r rune) bool {
	return unicode.IsUpper(r) || unicode.IsLower(r) || unicode.IsTitle(r) ||
		unicode.In(r, unicode.Other_Lowercase, unicode.Other_Uppercase)
}

// caseIgnorable is Unicode's Case_Ignorable property: marks, format characters, modifiers,
// and the apostrophes, dots and colons that may stand inside a word (Word_Break MidLetter,
// MidNumLet and Single_Quote).
func caseIgnorable(r rune) bool {
	switch r {
	case '\'', '.', ':', '\u00b7', '\u0387', '\u055f', '\u05f4', '\u2018', '\u2019', '\u2024', '\u2027',
		'\ufe13', '\ufe52', '\ufe55', '\uff07', '\uff0e', '\uff1a':
		return true
	}
	return unicode.In(r, unicode.Mn, unicode.Me, unicode.Cf, unicode.Lm, unicode.Sk)
}
