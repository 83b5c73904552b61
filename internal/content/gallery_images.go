package content

import "encoding/json"

// GalleryImage is a picture of the gallery, filed in a folder (category).
type GalleryImage struct {
	ID          int64     `json:"id"`
	Title       string    `json:"title"`
	Description RichValue `json:"description"`
	ImageURL    string    `json:"imageUrl"`
	Category    string    `json:"category"`
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

// GalleryImages are the gallery's pictures, each in a folder.
var GalleryImages = Declare[GalleryImage](Collection{
	Name: "gallery-images", Path: "/api/gallery/images", Table: "gallery_images",
	Label: "Gallery image", Plural: "Gallery Images", Kind: "gallery-image", Title: []string{"title"},
	Fields: []Field{
		{Name: "title", Column: "title", Label: "Title", Type: TextType, Translatable: true, Required: true, Max: MaxShort},
		{Name: "description", Column: "description", Label: "Description", Type: RichTextType, Translatable: true, Required: true, Max: MaxLong},
		{Name: "category", Column: "category", Label: "Folder", Type: FolderType, Required: true, Max: MaxShort,
			Refers: "categories", Cascade: true},
		{Name: "imageUrl", Column: "image_url", Label: "Image", Type: ImageType, Required: true, Info: "imageInfo"},
		{Name: "orderIndex", Column: "order_index", Label: "Order index", Type: NumberType},
	},
	Order: "order_index ASC, id ASC", OrderField: "orderIndex", NewLast: true,
	Write: RoleEditor, Pages: []string{"/gallery"}, Package: "api/gallery/images.json",
})

// Normalize trims the fields and returns the validation errors of a gallery image.
func (g *GalleryImage) Normalize() FieldErrors { return GalleryImages.Check(g) }
