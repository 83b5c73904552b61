package httpapi

// staffRoutes are the routes of staff accounts and sessions.
func staffRoutes(d *deps) []route {
	_ = d
	return nil
}
