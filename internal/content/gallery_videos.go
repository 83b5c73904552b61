package content

// GalleryVideo is a video of the gallery hosted on YouTube.
type GalleryVideo struct {
	ID          int64     `json:"id"`
	Title       string    `json:"title"`
	Description RichValue `json:"description"`
	YoutubeID   string    `json:"youtubeId"`
	Category    string    `json:"category"`
	// OrderIndex places the video in the gallery, ascending; a new one goes last.
	OrderIndex FlexInt `json:"orderIndex"`
	CreatedAt  string  `json:"createdAt"`
}

// GalleryVideos are the gallery's videos, hosted on YouTube, each in a folder.
var GalleryVideos = Declare[GalleryVideo](Collection{
	Name: "gallery-videos", Path: "/api/gallery/videos", Table: "gallery_videos",
	Label: "Gallery video", Plural: "Gallery Videos", Kind: "gallery-video", Title: []string{"title"},
	Fields: []Field{
		{Name: "title", Column: "title", Label: "Title", Type: TextType, Translatable: true, Required: true, Max: MaxShort},
		{Name: "description", Column: "description", Label: "Description", Type: RichTextType, Translatable: true, Required: true, Max: MaxLong},
		{Name: "youtubeId", Column: "youtube_id", Label: "YouTube video ID or link", Type: YouTubeType, Required: true},
		{Name: "category", Column: "category", Label: "Folder", Type: FolderType, Required: true, Max: MaxShort,
			Refers: "categories", Cascade: true},
		{Name: "orderIndex", Column: "order_index", Label: "Order index", Type: NumberType},
	},
	Order: "order_index ASC, id ASC", OrderField: "orderIndex", NewLast: true,
	Write: RoleEditor, Pages: []string{"/gallery"}, Package: "api/gallery/videos.json",
})

// Normalize trims the fields, extracts a pasted video id and returns the validation errors.
func (g *GalleryVideo) Normalize() FieldErrors { return GalleryVideos.Check(g) }
