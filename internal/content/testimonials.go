package content

// Testimonial is what a patient, a physician or a partner says of the QRS system, shown on
// the home page when its content document switches the section on.
type Testimonial struct {
	ID    int64     `json:"id"`
	Quote RichValue `json:"quote"`
	Name  string    `json:"name"`
	// Role says who the person is or where they are from: "Physiotherapist, Zurich".
	Role     string `json:"role"`
	PhotoURL string `json:"photoUrl"`
	// OrderIndex places the testimonial on the home page, ascending; a new one goes last.
	OrderIndex FlexInt `json:"orderIndex"`
	CreatedAt  string  `json:"createdAt"`
	// PhotoInfo is the server's knowledge of the uploaded photo at PhotoURL (read-only).
	PhotoInfo *Image `json:"photoInfo"`
}

// Testimonials are the words of patients, physicians and partners for the home page.
var Testimonials = Declare[Testimonial](Collection{
	Name: "testimonials", Table: "testimonials", Label: "Testimonial", Plural: "Testimonials",
	Kind: "testimonial", Title: []string{"name"},
	Summary: "shown on the home page in this order when its content switches the section on",
	Fields: []Field{
		{Name: "quote", Column: "quote", Label: "Quote", Type: RichTextType, Translatable: true, Required: true, Max: 1000},
		{Name: "name", Column: "name", Label: "Name", Type: TextType, Required: true, Max: MaxShort},
		{Name: "role", Column: "role", Label: "Role or place", Type: TextType, Translatable: true, Max: MaxShort},
		{Name: "photoUrl", Column: "photo_url", Label: "Photo", Type: ImageType, Info: "photoInfo"},
		{Name: "orderIndex", Column: "order_index", Label: "Order index", Type: NumberType},
	},
	Order: "order_index ASC, id ASC", OrderField: "orderIndex", NewLast: true,
	Write: RoleEditor, Pages: []string{"/"}, Package: "api/testimonials.json",
})
