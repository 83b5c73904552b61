package database

import "strings"

// partnerTypeValue is a category's partner-type value: its name in lowercase with spaces
// removed (spec §5). The web app computes the same for the partner form and the directory
// (web/src/lib/partner-groups.ts, partnerTypeValue); the spaces are those of JavaScript's \s.
func partnerTypeValue(name string) string {
	return strings.Map(func(r rune) rune {
		if isJSSpace(r) {
			return -1
		}
		return r
	}, strings.ToLower(name))
}

// isJSSpace reports whether r is white space to JavaScript's \s: the line terminators and the
// Unicode space separators, the byte order mark, but not U+0085.
func isJSSpace(r rune) bool {
	switch r {
	case '\t', '\n', '\v', '\f', '\r', ' ', 0xa0, 0x1680, 0x2028, 0x2029, 0x202f, 0x205f, 0x3000, 0xfeff:
		return true
	}
	return r >= 0x2000 && r <= 0x200a
}
