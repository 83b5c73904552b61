package content

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
	// LogoURL is the partner's logo, an uploaded picture; "" for none.
	LogoURL   string `json:"logoUrl"`
	CreatedAt string `json:"createdAt"`
	// LogoInfo is the server's knowledge of the uploaded logo at LogoURL (read-only).
	LogoInfo *Image `json:"logoInfo"`
}

// GlobalPartners is the partners directory.
var GlobalPartners = Declare[GlobalPartner](Collection{
	Name: "global-partners", Table: "global_partners", Label: "Global partner", Plural: "Global Partners",
	Kind: "partner", Title: []string{"name"},
	Fields: []Field{
		{Name: "name", Column: "name", Label: "Name", Type: TextType, Required: true, Max: MaxShort},
		{Name: "partnerType", Column: "partner_type", Label: "Partner type", Type: PartnerTypeType, Required: true,
			Max: MaxShort, Refers: "partner-categories"},
		{Name: "country", Column: "country", Label: "Country", Type: TextType, Required: true, Max: MaxShort},
		{Name: "city", Column: "city", Label: "City", Type: TextType, Max: MaxShort},
		{Name: "description", Column: "description", Label: "Description", Type: LongTextType, Translatable: true, Max: MaxLong},
		{Name: "services", Column: "services", Label: "Services", Type: LongTextType, Translatable: true, Max: MaxLong},
		{Name: "contactPerson", Column: "contact_person", Label: "Contact person", Type: TextType, Max: MaxShort},
		{Name: "email", Column: "email", Label: "Email", Type: EmailType},
		{Name: "phone", Column: "phone", Label: "Phone", Type: TextType, Max: MaxShort},
		{Name: "website", Column: "website", Label: "Website", Type: WebsiteType, Max: MaxURL},
		{Name: "logoUrl", Column: "logo_url", Label: "Logo", Type: ImageType, Info: "logoInfo"},
	},
	Order: "id ASC", Write: RoleEditor, Pages: []string{"/global-partners"}, Package: "api/global-partners.json",
})

// Normalize trims the fields and returns the validation errors of a partner.
func (g *GlobalPartner) Normalize() FieldErrors { return GlobalPartners.Check(g) }
