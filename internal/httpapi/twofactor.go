package httpapi

// twoFactorRoutes are the routes of two-factor sign-in.
func twoFactorRoutes(d *deps) []route {
	_ = d
	return nil
}
