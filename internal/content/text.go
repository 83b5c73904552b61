package content

import (
	"regexp"

	"golang.org/x/text/cases"
	"golang.org/x/text/language"
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
// mapping with its final sigma (x/text's cases), where strings.ToLower's simple mapping
// differs: İ (U+0130) becomes i and a combining dot above, and a capital sigma ending a word
// becomes ς. (A letter Unicode added after x/text's tables is left as it is.)
func lowerLikeJavaScript(s string) string { return cases.Lower(language.Und).String(s) }

// upperLikeJavaScript uppercases s as JavaScript's toUpperCase does, by Unicode's full case
// mapping: ß becomes SS, where strings.ToUpper leaves it.
func upperLikeJavaScript(s string) string { return cases.Upper(language.Und).String(s) }
