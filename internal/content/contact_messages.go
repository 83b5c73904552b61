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

// Normalize trims the fields and returns the validation errors of spec §5's contact form.
func (m *ContactMessage) Normalize() FieldErrors {
	trim(&m.Name, &m.Email, &m.Subject, &m.Message, &m.Locale)
	if !Languages.IsLanguage(m.Locale) {
		m.Locale = DefaultLocale // a form of no known language is taken as the default one's
	}
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
