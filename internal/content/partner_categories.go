package content

// PartnerCategory is a kind of partner with its display order.
type PartnerCategory struct {
	ID           int64    `json:"id"`
	Name         string   `json:"name"`
	Description  string   `json:"description"`
	DisplayOrder FlexInt  `json:"displayOrder"`
	IsActive     FlexBool `json:"isActive"`
	CreatedAt    string   `json:"createdAt"`
}

// PartnerCategories are the kinds of partner, in their display order. A renamed category
// takes its partners along (their partnerType's Refers); a deleted one leaves them their
// type, and the directory shows them under the default groups.
var PartnerCategories = Declare[PartnerCategory](Collection{
	Name: "partner-categories", Table: "partner_categories", Label: "Partner category",
	Plural: "Partner Categories", Kind: "partner-category", Title: []string{"name"},
	Fields: []Field{
		{Name: "name", Column: "name", Label: "Name", Type: TextType, Translatable: true, Required: true, Max: MaxShort},
		{Name: "description", Column: "description", Label: "Description", Type: LongTextType, Translatable: true, Max: MaxLong},
		{Name: "displayOrder", Column: "display_order", Label: "Display order", Type: NumberType},
		{Name: "isActive", Column: "is_active", Label: "Active", Type: FlagType, Default: true},
	},
	Order: "display_order ASC, id ASC", Write: RoleEditor, Pages: []string{"/global-partners"},
	Package: "api/partner-categories.json",
})

// Normalize trims the fields and returns the validation errors of a partner category.
func (k *PartnerCategory) Normalize() FieldErrors { return PartnerCategories.Check(k) }
