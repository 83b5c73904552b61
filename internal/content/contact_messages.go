package content

import "unicode/utf8"

// ContactMessage is a message a visitor sent through the contact form.
type ContactMessage struct {
	ID      int64  `json:"id"`
	Name    string `json:"name"`
	Email   string `json:"email"`
	Subject string `json:"subject"`
	Message string `json:"message"`
	// Locale is the language the visitor wrote in: the language of the page the form was on.
	Locale    string `json:"locale"`
	CreatedAt string `json:"createdAt"`
}

// ContactMessages are what visitors send through the contact form: the inbox has routes of
// its own, and the form's rules are spec §5's (rules.json), not those of the fields' types.
var ContactMessages = Declare[ContactMessage](Collection{
	Name: "contact-messages", Table: "contact_messages", Label: "Contact message", Plural: "Contact messages",
	Kind: "message", Title: []string{"name", "subject"}, Custom: true,
	Fields: []Field{
		{Name: "name", Column: "name", Label: "Name", Type: TextType, Required: true, Max: MaxShort},
		{Name: "email", Column: "email", Label: "Email", Type: EmailType, Required: true, Max: MaxShort},
		{Name: "subject", Column: "subject", Label: "Subject", Type: TextType, Required: true},
		{Name: "message", Column: "message", Label: "Message", Type: LongTextType, Required: true, Max: MaxLong},
		{Name: "locale", Column: "locale", Label: "Language", Type: TextType},
	},
	Order: "id DESC", Read: RoleViewer, Write: RoleEditor,
}).WithCheck(func(rec any) FieldErrors { return rec.(*ContactMessage).Normalize() })

// Normalize trims the fields and returns the validation errors of spec §5's contact form, in
// the language of the message: Locale, once it is one of the site's languages (any other,
// or none, is taken as the default language's).
func (m *ContactMessage) Normalize() FieldErrors {
	trim(&m.Name, &m.Email, &m.Subject, &m.Message, &m.Locale)
	if !Languages.IsLanguage(m.Locale) {
		m.Locale = DefaultLocale // a form of no known language is taken as the default one's
	}
	words := Contact.Words(m.Locale)
	c := checker{}
	if utf8.RuneCountInString(m.Name) < Contact.Name.MinLength {
		c.add("name", words.Name)
	}
	if !IsEmail(m.Email) {
		c.add("email", words.Email)
	}
	if !Contact.IsContactSubject(m.Subject) {
		c.add("subject", words.Subject)
	}
	if utf8.RuneCountInString(m.Message) < Contact.Message.MinLength {
		c.add("message", words.Message)
	}
	for _, f := range []struct {
		name, value string
		max         int
	}{{"name", m.Name, maxShort}, {"email", m.Email, maxShort}, {"message", m.Message, maxLong}} {
		if utf8.RuneCountInString(f.value) > f.max {
			c.add(f.name, words.TooLongBy(f.max))
		}
	}
	return c.result()
}
