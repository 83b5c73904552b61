package httpapi

// trashRoutes are the routes of the trash.
func trashRoutes(d *deps) []route {
	_ = d
	return nil
}
