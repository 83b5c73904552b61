package content

// Redirect sends visitors who ask for an old address to where its content is now: an exact
// path, or every path under a prefix (the rest of the path carried over), to a path of the
// site or another site's URL, for good (301) or for now (302).
type Redirect struct {
	ID int64 `json:"id"`
	// From is the site path asked for: "/old-page", or with Prefix "/old-section".
	From   string   `json:"from"`
	Prefix FlexBool `json:"prefix"`
	// To is a path of the site ("/research") or an absolute http(s) URL.
	To string `json:"to"`
	// Temporary answers 302 (found) rather than 301 (moved for good).
	Temporary FlexBool `json:"temporary"`
	CreatedAt string   `json:"createdAt"`
}

// Redirects are the old addresses the site leads on from, checked before its not-found page.
var Redirects = Declare[Redirect](Collection{
	Name: "redirects", Table: "redirects", Label: "Redirect", Plural: "Redirects",
	Kind: "redirect", Title: []string{"from"},
	Summary: "checked before the not-found page: an exact path or a prefix, to a path or another site",
	Fields: []Field{
		{Name: "from", Column: "from_path", Label: "From (a path of this site)", Type: TextType, Required: true, Max: MaxURL,
			Unique: true, Conflict: "A redirect from this path already exists"},
		{Name: "prefix", Column: "prefix", Label: "Every path under it", Type: FlagType},
		{Name: "to", Column: "target", Label: "To (a path or https:// address)", Type: TextType, Required: true, Max: MaxURL},
		{Name: "temporary", Column: "temporary", Label: "Temporary (302)", Type: FlagType},
	},
	Order: "from_path ASC, id ASC",
	Read:  RoleViewer, Write: RoleEditor,
})
