package content

import (
	"encoding/json"
	"strconv"
)

// DefaultLocale is the site's default language (languages.json): its pages keep their paths,
// and a document of another language falls back to it.
var DefaultLocale = Languages.Default

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

// DocumentState is a document as its editor sees it: the published version, the draft
// beside it if any, and the revision every write to either advances, which an editor's next
// write names so that a write made on a stale state is refused instead of overwriting.
type DocumentState struct {
	Key       string         `json:"key"`
	Revision  int64          `json:"revision"`
	Published PublishedState `json:"published"`
	Draft     *Draft         `json:"draft"`
	// ReviewRequired says the site's settings want changes of the document reviewed before
	// they go live (see ReviewSettings); Review is its draft's review waiting or sent back.
	ReviewRequired bool    `json:"reviewRequired"`
	Review         *Review `json:"review"`
}

// PublishedState is the published side of a document; Body is left out of lists.
type PublishedState struct {
	Version   int64           `json:"version"`
	UpdatedAt string          `json:"updatedAt"`
	UpdatedBy string          `json:"updatedBy"`
	Body      json.RawMessage `json:"body,omitempty"`
}

// Draft is the unpublished edit of a document: started from BaseVersion, saved by UpdatedBy,
// and, when scheduled, published by itself at PublishAt (RFC 3339, UTC). Body is left out
// of lists.
type Draft struct {
	BaseVersion int64           `json:"baseVersion"`
	UpdatedAt   string          `json:"updatedAt"`
	UpdatedBy   string          `json:"updatedBy"`
	PublishAt   *string         `json:"publishAt"`
	ScheduledBy string          `json:"scheduledBy,omitempty"`
	Body        json.RawMessage `json:"body,omitempty"`
}

// VersionBody is one version of a document's history with its text.
type VersionBody struct {
	DocumentVersion
	Body json.RawMessage `json:"body"`
}

// AnyRevision, given as the revision a write was made on, skips the check (for scripts).
const AnyRevision int64 = -1

// StaleError refuses an editor's write made on a state of a document that has changed since
// (another editor saved, published or scheduled meanwhile). State is the document as it is now.
type StaleError struct {
	State DocumentState
}

// Error implements the error interface.
func (e *StaleError) Error() string {
	return "conflict: " + e.State.Key + " changed since (revision " + strconv.FormatInt(e.State.Revision, 10) + ")"
}
