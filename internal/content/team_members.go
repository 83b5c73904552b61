package content

import (
	"encoding/json"
	"strings"
)

// TeamMember is a person shown on the team page.
type TeamMember struct {
	ID          int64     `json:"id"`
	Name        string    `json:"name"`
	Title       string    `json:"title"`
	Company     string    `json:"company"`
	Description RichValue `json:"description"`
	ImageURL    string    `json:"imageUrl"`
	OrderIndex  FlexInt   `json:"orderIndex"`
	CreatedAt   string    `json:"createdAt"`
	// ImageInfo is the server's knowledge of the uploaded image at ImageURL (read-only).
	// It is not named "image": one reading of the spec gives that name to the image's URL.
	ImageInfo *Image `json:"imageInfo"`
}

// UnmarshalJSON also accepts the field "image" for imageUrl, as one reading of the spec
// does; "imageInfo" (read-only, sent back as it was read) and an "image" that is not a
// URL string are ignored.
func (m *TeamMember) UnmarshalJSON(b []byte) error {
	type plain TeamMember
	var aux struct {
		*plain
		Image     json.RawMessage `json:"image"`
		ImageInfo json.RawMessage `json:"imageInfo"`
	}
	aux.plain = (*plain)(m)
	if err := json.Unmarshal(b, &aux); err != nil {
		return err
	}
	var url string
	if len(aux.Image) > 0 && aux.Image[0] == '"' && json.Unmarshal(aux.Image, &url) == nil &&
		!strings.Contains(string(b), `"imageUrl"`) {
		m.ImageURL = url
	}
	return nil
}

// Team is the team page's people, in the order an editor gives them.
var Team = Declare[TeamMember](Collection{
	Name: "team-members", Table: "team_members", Label: "Team member", Plural: "Team Members",
	Kind: "team-member", Title: []string{"name"},
	Summary: "shown on the team page in this order",
	Fields: []Field{
		{Name: "name", Column: "name", Label: "Name", Type: TextType, Required: true, Max: MaxShort},
		{Name: "title", Column: "title", Label: "Title", Type: TextType, Translatable: true, Required: true, Max: MaxShort},
		{Name: "company", Column: "company", Label: "Company", Type: TextType, Required: true, Max: MaxShort},
		{Name: "orderIndex", Column: "order_index", Label: "Order index", Type: NumberType},
		{Name: "description", Column: "description", Label: "Description", Type: RichTextType, Translatable: true, Required: true, Max: MaxLong},
		{Name: "imageUrl", Column: "image_url", Label: "Profile image", Type: ImageType, Info: "imageInfo"},
	},
	Order: "order_index ASC, id ASC", OrderField: "orderIndex",
	Write: RoleEditor, Pages: []string{"/team"}, Package: "api/team-members.json",
})

// Normalize trims the fields and returns the validation errors of a team member.
func (m *TeamMember) Normalize() FieldErrors { return Team.Check(m) }
