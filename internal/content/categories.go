package content

// Category is a folder shared by gallery images and downloads.
type Category struct {
	ID          int64  `json:"id"`
	Name        string `json:"name"`
	Description string `json:"description"`
	CreatedAt   string `json:"createdAt"`
}

// Categories are the folders of the gallery and the downloads. A renamed folder takes its
// items along; a deleted one takes them to the trash with it (their fields' Refers, Cascade).
var Categories = Declare[Category](Collection{
	Name: "categories", Table: "categories", Label: "Folder", Plural: "Folders",
	Kind: "folder", Title: []string{"name"},
	Fields: []Field{
		{Name: "name", Column: "name", Label: "Name", Type: TextType, Translatable: true, Required: true, Max: MaxShort,
			Unique: true, Conflict: "A folder with this name already exists"},
		{Name: "description", Column: "description", Label: "Description", Type: LongTextType, Translatable: true, Max: MaxLong},
	},
	Order: "id ASC", Write: RoleEditor, Package: "api/categories.json",
})

// Normalize trims the fields and returns the validation errors of a folder.
func (k *Category) Normalize() FieldErrors { return Categories.Check(k) }
