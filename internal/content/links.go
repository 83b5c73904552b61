package content

import "strings"

// IsSafeLink reports whether v keeps the link rule (Link.Pattern, web/content/rules.json),
// as every link of the content documents does.
func IsSafeLink(v string) bool { return linkPattern.MatchString(v) }

// hasWebScheme reports whether v starts with http:// or https://, in any case.
func hasWebScheme(v string) bool {
	lower := strings.ToLower(v[:min(len(v), len("https://"))])
	return strings.HasPrefix(lower, "http://") || strings.HasPrefix(lower, "https://")
}

// WebsiteHref is where a partner's website leads: https:// is put before an address without
// http:// or https:// (spec §2), as the partners page links it (web/src/lib/website-url.ts).
func WebsiteHref(website string) string {
	website = strings.TrimSpace(website)
	if hasWebScheme(website) {
		return website
	}
	return "https://" + website
}

// IsWebsite reports whether a partner's website, linked as WebsiteHref makes it, keeps the
// link rule: "javascript:alert(1)" does not, since https://javascript:alert(1) names no port.
func IsWebsite(website string) bool { return IsSafeLink(WebsiteHref(website)) }
