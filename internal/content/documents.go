package content

import "encoding/json"

// DefaultLocale is the locale of every content document until the site speaks another.
const DefaultLocale = "en"

// SystemAuthor is the author recorded for the documents a new site starts with.
const SystemAuthor = "system"

// Document is a content document as published: the texts and figures of one page, of the
// whole site, or of a legal document, as JSON that the content schema describes.
type Document struct {
	Key       string          `json:"key"`
	Locale    string          `json:"locale"`
	Version   int64           `json:"version"`
	Body      json.RawMessage `json:"body"`
	UpdatedAt string          `json:"updatedAt"`
	UpdatedBy string          `json:"updatedBy"`
}

// DocumentVersion is one entry of a document's history: which version, when and by whom.
type DocumentVersion struct {
	Version   int64  `json:"version"`
	CreatedAt string `json:"createdAt"`
	CreatedBy string `json:"createdBy"`
	Summary   string `json:"summary,omitempty"`
}
