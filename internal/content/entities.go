package content

import (
	"encoding/json"
	"net/url"
	"regexp"
	"strings"
	"time"
	"unicode/utf8"
)

// TeamMember is a person shown on the team page.
type TeamMember struct {
	ID          int64   `json:"id"`
	Name        string  `json:"name"`
	Title       string  `json:"title"`
	Company     string  `json:"company"`
	Description string  `json:"description"`
	ImageURL    string  `json:"imageUrl"`
	OrderIndex  FlexInt `json:"orderIndex"`
	CreatedAt   string  `json:"createdAt"`
	// ImageInfo is the server's knowledge of the uploaded image at ImageURL (read-only).
	// It is not named "image": one reading of the spec gives that name to the image's URL.
	ImageInfo *Image `json:"imageInfo"`
}

// UnmarshalJSON also accepts the field "image" for imageUrl, as one reading of the spec
// does; "imageInfo" (read-only, sent back as it was read) and an "image" that is not a
// URL string are ignored.
func (m *TeamMember) UnmarshalJSON(b []byte) error {
	type plain TeamMember
	var aux struct {
		*plain
		Image     json.RawMessage `json:"image"`
		ImageInfo json.RawMessage `json:"imageInfo"`
	}
	aux.plain = (*plain)(m)
	if err := json.Unmarshal(b, &aux); err != nil {
		return err
	}
	var url string
	if len(aux.Image) > 0 && aux.Image[0] == '"' && json.Unmarshal(aux.Image, &url) == nil &&
		!strings.Contains(string(b), `"imageUrl"`) {
		m.ImageURL = url
	}
	return nil
}

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
}

// DefaultFocus is the focal point of an image nobody set one for: its centre.
const DefaultFocus = 50

// ImageVariant is one resized copy of an image.
type ImageVariant struct {
	URL   string `json:"url"`
	Width int    `json:"width"`
}

// GalleryImage is a picture of the gallery, filed in a folder (category).
type GalleryImage struct {
	ID          int64  `json:"id"`
	Title       string `json:"title"`
	Description string `json:"description"`
	ImageURL    string `json:"imageUrl"`
	Category    string `json:"category"`
	// OrderIndex places the image in the gallery, ascending; a new one goes last.
	OrderIndex FlexInt `json:"orderIndex"`
	CreatedAt  string  `json:"createdAt"`
	// ImageInfo is the server's knowledge of the uploaded image at ImageURL (read-only).
	ImageInfo *Image `json:"imageInfo"`
}

// UnmarshalJSON ignores "imageInfo": it is read-only, and a client may send it back as it
// read it.
func (g *GalleryImage) UnmarshalJSON(b []byte) error {
	type plain GalleryImage
	var aux struct {
		*plain
		ImageInfo json.RawMessage `json:"imageInfo"`
	}
	aux.plain = (*plain)(g)
	return json.Unmarshal(b, &aux)
}

// GalleryVideo is a video of the gallery hosted on YouTube.
type GalleryVideo struct {
	ID          int64  `json:"id"`
	Title       string `json:"title"`
	Description string `json:"description"`
	YoutubeID   string `json:"youtubeId"`
	Category    string `json:"category"`
	// OrderIndex places the video in the gallery, ascending; a new one goes last.
	OrderIndex FlexInt `json:"orderIndex"`
	CreatedAt  string  `json:"createdAt"`
}

// ResearchPaper is a download of the library: a paper, catalogue or image in a folder.
type ResearchPaper struct {
	ID              int64   `json:"id"`
	Title           string  `json:"title"`
	Description     string  `json:"description"`
	PdfURL          string  `json:"pdfUrl"`
	Authors         string  `json:"authors"`
	Journal         string  `json:"journal"`
	PublicationDate string  `json:"publicationDate"`
	Category        string  `json:"category"`
	OrderIndex      FlexInt `json:"orderIndex"`
	CreatedAt       string  `json:"createdAt"`
}

// Category is a folder shared by gallery images and downloads.
type Category struct {
	ID          int64  `json:"id"`
	Name        string `json:"name"`
	Description string `json:"description"`
	CreatedAt   string `json:"createdAt"`
}

// GlobalPartner is an entry of the partners directory.
type GlobalPartner struct {
	ID            int64  `json:"id"`
	Name          string `json:"name"`
	Country       string `json:"country"`
	City          string `json:"city"`
	PartnerType   string `json:"partnerType"`
	Description   string `json:"description"`
	Services      string `json:"services"`
	ContactPerson string `json:"contactPerson"`
	Email         string `json:"email"`
	Phone         string `json:"phone"`
	Website       string `json:"website"`
	CreatedAt     string `json:"createdAt"`
}

// PartnerCategory is a kind of partner with its display order.
type PartnerCategory struct {
	ID           int64    `json:"id"`
	Name         string   `json:"name"`
	Description  string   `json:"description"`
	DisplayOrder FlexInt  `json:"displayOrder"`
	IsActive     FlexBool `json:"isActive"`
	CreatedAt    string   `json:"createdAt"`
}

// ContactMessage is a message a visitor sent through the contact form.
type ContactMessage struct {
	ID        int64  `json:"id"`
	Name      string `json:"name"`
	Email     string `json:"email"`
	Subject   string `json:"subject"`
	Message   string `json:"message"`
	CreatedAt string `json:"createdAt"`
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

// Normalize trims the fields and returns the validation errors of a team member.
func (m *TeamMember) Normalize() FieldErrors {
	trim(&m.Name, &m.Title, &m.Company, &m.Description, &m.ImageURL)
	c := checker{}
	c.required("name", m.Name)
	c.required("title", m.Title)
	c.required("company", m.Company)
	c.required("description", m.Description)
	c.maxLen("name", m.Name, maxShort)
	c.maxLen("title", m.Title, maxShort)
	c.maxLen("company", m.Company, maxShort)
	c.maxLen("description", m.Description, maxLong)
	c.link("imageUrl", m.ImageURL)
	return c.result()
}

// Normalize trims the fields and returns the validation errors of a gallery image.
func (g *GalleryImage) Normalize() FieldErrors {
	trim(&g.Title, &g.Description, &g.ImageURL, &g.Category)
	c := checker{}
	c.required("title", g.Title)
	c.required("description", g.Description)
	c.required("imageUrl", g.ImageURL)
	c.required("category", g.Category)
	c.maxLen("title", g.Title, maxShort)
	c.maxLen("description", g.Description, maxLong)
	c.maxLen("category", g.Category, maxShort)
	c.link("imageUrl", g.ImageURL)
	return c.result()
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

// Normalize trims the fields, extracts a pasted video id and returns the validation errors.
func (g *GalleryVideo) Normalize() FieldErrors {
	trim(&g.Title, &g.Description, &g.YoutubeID, &g.Category)
	g.YoutubeID = YoutubeID(g.YoutubeID)
	c := checker{}
	c.required("title", g.Title)
	c.required("description", g.Description)
	c.required("youtubeId", g.YoutubeID)
	c.required("category", g.Category)
	c.maxLen("title", g.Title, maxShort)
	c.maxLen("description", g.Description, maxLong)
	c.maxLen("category", g.Category, maxShort)
	if g.YoutubeID != "" && !youtubeIDPattern.MatchString(g.YoutubeID) {
		c.add("youtubeId", Video.YoutubeOnly) // a link of another site, or not an id at all
	}
	return c.result()
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

// Normalize trims the fields, normalises the date and returns the validation errors of a download.
func (p *ResearchPaper) Normalize() FieldErrors {
	trim(&p.Title, &p.Description, &p.PdfURL, &p.Authors, &p.Journal, &p.Category)
	c := checker{}
	c.required("title", p.Title)
	c.required("description", p.Description)
	c.required("pdfUrl", p.PdfURL)
	c.required("category", p.Category)
	c.maxLen("title", p.Title, maxShort*2)
	c.maxLen("description", p.Description, maxLong)
	c.maxLen("authors", p.Authors, maxLong)
	c.maxLen("journal", p.Journal, maxShort)
	c.maxLen("category", p.Category, maxShort)
	c.link("pdfUrl", p.PdfURL)
	if d, ok := NormalizeDate(p.PublicationDate); ok {
		p.PublicationDate = d
	} else {
		c.add("publicationDate", "Invalid date")
	}
	return c.result()
}

// Normalize trims the fields and returns the validation errors of a folder.
func (k *Category) Normalize() FieldErrors {
	trim(&k.Name, &k.Description)
	c := checker{}
	c.required("name", k.Name)
	c.maxLen("name", k.Name, maxShort)
	c.maxLen("description", k.Description, maxLong)
	return c.result()
}

// Normalize trims the fields and returns the validation errors of a partner.
func (g *GlobalPartner) Normalize() FieldErrors {
	trim(&g.Name, &g.Country, &g.City, &g.PartnerType, &g.Description, &g.Services,
		&g.ContactPerson, &g.Email, &g.Phone, &g.Website)
	c := checker{}
	c.required("name", g.Name)
	c.required("partnerType", g.PartnerType)
	c.required("country", g.Country)
	for field, v := range map[string]string{"name": g.Name, "partnerType": g.PartnerType,
		"country": g.Country, "city": g.City, "contactPerson": g.ContactPerson, "phone": g.Phone} {
		c.maxLen(field, v, maxShort)
	}
	c.maxLen("description", g.Description, maxLong)
	c.maxLen("services", g.Services, maxLong)
	c.maxLen("website", g.Website, maxURL)
	if g.Email != "" && !IsEmail(g.Email) {
		c.add("email", Contact.Email.Message)
	}
	if g.Website != "" && !IsWebsite(g.Website) {
		c.add("website", Link.Website.Message)
	}
	return c.result()
}

// Normalize trims the fields and returns the validation errors of a partner category.
func (k *PartnerCategory) Normalize() FieldErrors {
	trim(&k.Name, &k.Description)
	c := checker{}
	c.required("name", k.Name)
	c.maxLen("name", k.Name, maxShort)
	c.maxLen("description", k.Description, maxLong)
	return c.result()
}

// Normalize trims the fields and returns the validation errors of spec §5's contact form.
func (m *ContactMessage) Normalize() FieldErrors {
	trim(&m.Name, &m.Email, &m.Subject, &m.Message)
	c := checker{}
	if utf8.RuneCountInString(m.Name) < Contact.Name.MinLength {
		c.add("name", Contact.Name.Message)
	}
	if !IsEmail(m.Email) {
		c.add("email", Contact.Email.Message)
	}
	if !Contact.IsContactSubject(m.Subject) {
		c.add("subject", Contact.Subject.Message)
	}
	if utf8.RuneCountInString(m.Message) < Contact.Message.MinLength {
		c.add("message", Contact.Message.Message)
	}
	c.maxLen("name", m.Name, maxShort)
	c.maxLen("email", m.Email, maxShort)
	c.maxLen("message", m.Message, maxLong)
	return c.result()
}

// IsEmail reports whether v looks like an e-mail address, with the rules of the web form.
func IsEmail(v string) bool {
	return len(v) <= Contact.Email.MaxLength && emailPattern.MatchString(v)
}
