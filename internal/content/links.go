package content

import "regexp"

// IsSafeLink reports whether v keeps the link rule (Link.Pattern, web/content/rules.json),
// as every link of the content documents does.
func IsSafeLink(v string) bool { return linkPattern.MatchString(v) }

// websiteScheme is the website rule's scheme, Link.Website.Scheme, compiled.
var websiteScheme = regexp.MustCompile(Link.Website.Scheme)

// hasWebScheme reports whether v starts with http:// or https://, in any case.
func hasWebScheme(v string) bool { return websiteScheme.MatchString(v) }

// WebsiteHref is where a partner's website leads (spec §2), by the website rule of
// rules.json that the partners page links with too (web/src/lib/website-url.ts): trimmed of
// white space, and Link.Website.Prefix (https://) put before an address without http:// or
// https://.
func WebsiteHref(website string) string {
	website = trimWhiteSpace(website)
	if hasWebScheme(website) {
		return website
	}
	return Link.Website.Prefix + website
}

// IsWebsite reports whether a partner's website, linked as WebsiteHref makes it, keeps the
// link rule: "javascript:alert(1)" does not, since https://javascript:alert(1) names no port.
func IsWebsite(website string) bool { return IsSafeLink(WebsiteHref(website)) }
