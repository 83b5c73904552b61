package content

import (
	"net/url"
	"regexp"
	"strings"
	"time"
	"unicode/utf8"
)

// Image is what the site knows of an uploaded raster image: its size, and the resized
// WebP copies the public pages offer through srcset (narrowest first; none for an image
// 400 px wide or less, or one that may be animated).
type Image struct {
	Width    int            `json:"width"`
	Height   int            `json:"height"`
	Variants []ImageVariant `json:"variants"`
	// FocusX and FocusY are the focal point an editor set, in percent of the width and the
	// height from the top left corner: what a cropped thumbnail keeps in view (50/50, the
	// centre, until set).
	FocusX int `json:"focusX"`
	FocusY int `json:"focusY"`
	// Alt is the picture's alternative text in the media library, in the language of the list
	// that carries it: what a page says the picture shows, unless the record's own words do
	// better. Empty when the library has none in that language.
	Alt string `json:"alt,omitempty"`
}

// DefaultFocus is the focal point of an image nobody set one for: its centre.
const DefaultFocus = 50

// ImageVariant is one resized copy of an image.
type ImageVariant struct {
	URL   string `json:"url"`
	Width int    `json:"width"`
}

// Length limits that keep one record reasonable.
const (
	maxShort = 200
	maxLong  = 5000
	maxURL   = 2000
)

// checker collects field errors, keeping the first message per field.
type checker FieldErrors

func (c checker) add(field, msg string) {
	if _, ok := c[field]; !ok {
		c[field] = msg
	}
}

func (c checker) required(field, v string) {
	if strings.TrimSpace(v) == "" {
		c.add(field, MsgRequired)
	}
}

func (c checker) maxLen(field, v string, n int) {
	if utf8.RuneCountInString(v) > n {
		c.add(field, Generic.TooLong(n))
	}
}

// link checks the address of a record's file: a path of this site or an http(s) URL, under
// the link rule.
func (c checker) link(field, v string) {
	if v == "" {
		return
	}
	c.maxLen(field, v, maxURL)
	if !IsSafeLink(v) || !(strings.HasPrefix(v, "/") || hasWebScheme(v)) {
		c.add(field, MsgInvalidInput)
	}
}

func (c checker) result() FieldErrors {
	if len(c) == 0 {
		return nil
	}
	return FieldErrors(c)
}

// trim removes surrounding white space from every string field pointer given.
func trim(fields ...*string) {
	for _, f := range fields {
		*f = strings.TrimSpace(*f)
	}
}

var youtubeIDPattern = regexp.MustCompile(`^[A-Za-z0-9_-]{1,64}$`)

// YoutubeID extracts the video id from a bare id or a YouTube watch, share or embed URL.
func YoutubeID(v string) string {
	v = strings.TrimSpace(v)
	u, err := url.Parse(v)
	if err != nil || u.Host == "" {
		return v
	}
	host := strings.TrimPrefix(strings.ToLower(u.Host), "www.")
	switch {
	case host == "youtu.be":
		return strings.Trim(u.Path, "/")
	case strings.HasSuffix(host, "youtube.com") || strings.HasSuffix(host, "youtube-nocookie.com"):
		if id := u.Query().Get("v"); id != "" {
			return id
		}
		parts := strings.Split(strings.Trim(u.Path, "/"), "/")
		return parts[len(parts)-1]
	}
	return v
}

// NormalizeDate turns "YYYY-MM-DD" or an RFC 3339 time into "YYYY-MM-DD"; ok is false otherwise.
func NormalizeDate(v string) (string, bool) {
	v = strings.TrimSpace(v)
	if v == "" {
		return "", true
	}
	if t, err := time.Parse(time.DateOnly, v); err == nil {
		return t.Format(time.DateOnly), true
	}
	if t, err := time.Parse(time.RFC3339Nano, v); err == nil {
		return t.UTC().Format(time.DateOnly), true
	}
	if len(v) > 10 {
		if t, err := time.Parse(time.DateOnly, v[:10]); err == nil && (v[10] == 'T' || v[10] == ' ') {
			return t.Format(time.DateOnly), true
		}
	}
	return v, false
}

// IsEmail reports whether v looks like an e-mail address, with the rules of the web form.
func IsEmail(v string) bool {
	return len(v) <= Contact.Email.MaxLength && emailPattern.MatchString(v)
}
