package content

// InboxMessage is a contact message as the admin inbox lists it: what the visitor sent and
// where it stands. ReadAt and AnsweredAt are when it was first opened and when it was marked
// answered (RFC 3339, UTC), each null while it is not.
type InboxMessage struct {
	ContactMessage
	ReadAt     *string `json:"readAt"`
	AnsweredAt *string `json:"answeredAt"`
}

// MessageState changes where an inbox message stands (PATCH /api/contact-messages/{id}):
// each field given sets that state, an absent one keeps it. A message marked answered is
// read as well.
type MessageState struct {
	Read     *bool `json:"read"`
	Answered *bool `json:"answered"`
}

// Check refuses a change that changes nothing.
func (m MessageState) Check() FieldErrors {
	if m.Read == nil && m.Answered == nil {
		return FieldErrors{"read": "Give read or answered"}
	}
	return nil
}
