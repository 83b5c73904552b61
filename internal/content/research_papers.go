package content

import "encoding/json"

// ResearchPaper is a download of the library: a paper, catalogue or image in a folder.
type ResearchPaper struct {
	ID              int64     `json:"id"`
	Title           string    `json:"title"`
	Description     RichValue `json:"description"`
	PdfURL          string    `json:"pdfUrl"`
	Authors         string    `json:"authors"`
	Journal         string    `json:"journal"`
	PublicationDate string    `json:"publicationDate"`
	Category        string    `json:"category"`
	OrderIndex      FlexInt   `json:"orderIndex"`
	CreatedAt       string    `json:"createdAt"`
	// PdfInfo is the server's knowledge of the uploaded file at PdfURL: its kind and size
	// (read-only); nil for an address the media library does not hold.
	PdfInfo *FileInfo `json:"pdfInfo"`
}

// UnmarshalJSON ignores "pdfInfo": it is read-only, and a client may send it back as it read it.
func (p *ResearchPaper) UnmarshalJSON(b []byte) error {
	type plain ResearchPaper
	var aux struct {
		*plain
		PdfInfo json.RawMessage `json:"pdfInfo"`
	}
	aux.plain = (*plain)(p)
	return json.Unmarshal(b, &aux)
}

// ResearchPapers are the downloads: papers, catalogues and images, each in a folder, sorted
// as spec §9 says: orderIndex ascending, ties by the newest publication date.
var ResearchPapers = Declare[ResearchPaper](Collection{
	Name: "research-papers", Table: "research_papers", Label: "Download", Plural: "Downloads",
	Kind: "download", Title: []string{"title"},
	Fields: []Field{
		{Name: "title", Column: "title", Label: "Title", Type: TextType, Translatable: true, Required: true, Max: 2 * MaxShort},
		{Name: "description", Column: "description", Label: "Description", Type: RichTextType, Translatable: true, Required: true, Max: MaxLong},
		{Name: "category", Column: "category", Label: "Folder", Type: FolderType, Required: true, Max: MaxShort,
			Refers: "categories", Cascade: true},
		{Name: "authors", Column: "authors", Label: "Authors", Type: TextType, Max: MaxLong},
		{Name: "journal", Column: "journal", Label: "Journal", Type: TextType, Max: MaxShort},
		{Name: "publicationDate", Column: "publication_date", Label: "Publication date", Type: DateType},
		{Name: "pdfUrl", Column: "pdf_url", Label: "File", Type: FileType, Required: true, FileInfo: "pdfInfo"},
		{Name: "orderIndex", Column: "order_index", Label: "Order index", Type: NumberType},
	},
	Order: "order_index ASC, publication_date DESC, id ASC", OrderField: "orderIndex",
	Write: RoleEditor, Pages: []string{"/research-papers", "/downloads"}, Package: "api/research-papers.json",
})

// Normalize trims the fields, normalises the date and returns the validation errors of a download.
func (p *ResearchPaper) Normalize() FieldErrors { return ResearchPapers.Check(p) }
