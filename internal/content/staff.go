package content

import (
	"context"
	"fmt"
	"slices"
)

// Role is what a staff account may do in the panel. The roles, their labels and their
// descriptions are listed once, in rules.json's staff block, from the most rights to the
// fewest; the panel shows them from there and the server ranks them by that order.
type Role string

// The three roles. Owner is the spec's Administrator: everything, including staff
// accounts and site settings; Editor changes the content, records, uploads and messages;
// Viewer reads the panel and the messages and changes nothing.
const (
	RoleOwner  Role = "owner"
	RoleEditor Role = "editor"
	RoleViewer Role = "viewer"
)

// StaffRules are rules.json's staff block.
type StaffRules struct {
	Roles []StaffRole `json:"roles"`
	// NotAllowed is the 403 of a route the caller's role may not use.
	NotAllowed string `json:"notAllowed"`
	// Deactivated answers a sign-in of a deactivated account with the right password.
	Deactivated string `json:"deactivated"`
}

// StaffRole is one role as rules.json lists it, with the words the panel shows for it.
type StaffRole struct {
	Value       Role   `json:"value"`
	Label       string `json:"label"`
	Description string `json:"description"`
}

// check makes sure the roles are exactly the three the server knows, most rights first.
func (r StaffRules) check() error {
	var got []Role
	for _, role := range r.Roles {
		if role.Label == "" || role.Description == "" {
			return fmt.Errorf("the role %q has no label or description", role.Value)
		}
		got = append(got, role.Value)
	}
	if !slices.Equal(got, []Role{RoleOwner, RoleEditor, RoleViewer}) {
		return fmt.Errorf("the staff roles are %v, want owner, editor, viewer in that order", got)
	}
	if r.NotAllowed == "" || r.Deactivated == "" {
		return fmt.Errorf("the staff messages are missing")
	}
	return nil
}

// rank answers how many rights a role has: more for a role listed earlier, 0 for no role.
func (r StaffRules) rank(role Role) int {
	i := slices.IndexFunc(r.Roles, func(x StaffRole) bool { return x.Value == role })
	if i < 0 {
		return 0
	}
	return len(r.Roles) - i
}

// Valid reports whether role is one of the staff roles.
func (role Role) Valid() bool { return Staff.rank(role) > 0 }

// AtLeast reports whether role has every right of min.
func (role Role) AtLeast(min Role) bool { return role.Valid() && Staff.rank(role) >= Staff.rank(min) }

// Actor is who makes a change: the signed-in staff account and the address of its request.
// The server puts it in the request's context once the session is checked; the store reads
// it from there for the audit log.
type Actor struct {
	ID       int64
	Username string
	Role     Role
	IP       string
}

type actorKey struct{}

// WithActor answers ctx carrying a.
func WithActor(ctx context.Context, a Actor) context.Context {
	return context.WithValue(ctx, actorKey{}, a)
}

// ActorFrom answers the actor ctx carries, if any.
func ActorFrom(ctx context.Context) (Actor, bool) {
	a, ok := ctx.Value(actorKey{}).(Actor)
	return a, ok
}

// StaffAccount is a staff account as the owners' list shows it. DeactivatedAt is when it was
// deactivated (RFC 3339, UTC), null while it is active; LastSeenAt the last use of any of
// its sessions, null when it has none. TwoFactor tells whether it signs in with a code too.
type StaffAccount struct {
	ID                 int64   `json:"id"`
	Username           string  `json:"username"`
	Role               Role    `json:"role"`
	CreatedAt          string  `json:"createdAt"`
	CreatedBy          string  `json:"createdBy"`
	DeactivatedAt      *string `json:"deactivatedAt"`
	MustChangePassword bool    `json:"mustChangePassword"`
	LastSeenAt         *string `json:"lastSeenAt"`
	Sessions           int     `json:"sessions"`
	TwoFactor          bool    `json:"twoFactor"`
}

// StaffSession is one live session of an account: the browser and address that opened it,
// when, and when it was last used. Current marks the session of the request.
type StaffSession struct {
	ID         int64  `json:"id"`
	UserAgent  string `json:"userAgent"`
	IP         string `json:"ip"`
	CreatedAt  string `json:"createdAt"`
	LastSeenAt string `json:"lastSeenAt"`
	Current    bool   `json:"current"`
}
