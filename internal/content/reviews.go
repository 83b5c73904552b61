package content

import "slices"

// The states of a review of a draft: sent and waiting, sent back with a comment, approved
// (published or scheduled), or taken back by its author or an owner.
const (
	ReviewPending          = "pending"
	ReviewChangesRequested = "changes-requested"
	ReviewApproved         = "approved"
	ReviewWithdrawn        = "withdrawn"
)

// Review is where a document's draft stands in review: who sent it with which note, the
// time they wish it to go live (RFC 3339 UTC, nil: once approved), and, once decided, by
// whom, when and with which comment. Authors are everyone who saved the draft since the
// document was last published (the sender among them), none of whom decides it; Reviewers
// are who may decide it.
type Review struct {
	ID          int64    `json:"id"`
	State       string   `json:"state"`
	Author      string   `json:"author"`
	Authors     []string `json:"authors"`
	Note        string   `json:"note"`
	PublishAt   *string  `json:"publishAt"`
	SubmittedAt string   `json:"submittedAt"`
	DecidedBy   string   `json:"decidedBy,omitempty"`
	DecidedAt   string   `json:"decidedAt,omitempty"`
	Comment     string   `json:"comment,omitempty"`
	Reviewers   []string `json:"reviewers"`
}

// ReviewSettings are the site's settings of review before publishing: which documents need
// it (every one, or those named by key), and the editors who review besides the owners.
type ReviewSettings struct {
	Everything bool     `json:"everything"`
	Documents  []string `json:"documents"`
	Reviewers  []string `json:"reviewers"`
}

// Requires reports whether changes of the document key need review.
func (s ReviewSettings) Requires(key string) bool {
	return s.Everything || slices.Contains(s.Documents, key)
}
