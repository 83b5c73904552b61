package httpapi

// auditRoutes are the routes of the audit log.
func auditRoutes(d *deps) []route {
	_ = d
	return nil
}
