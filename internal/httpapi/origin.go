package httpapi

import (
	"log/slog"
	"net/http"
	"net/url"
)

// crossSiteRefused is the message of the 403 that refuses a cross-site write.
const crossSiteRefused = "Cross-site request refused"

// sameOriginWrites refuses with 403 a state-changing request (any method but GET, HEAD and
// OPTIONS) that carries the session cookie and comes from a page of another origin, so a
// page elsewhere cannot act with a signed-in admin's cookie. The browser says where a
// request comes from: Sec-Fetch-Site must be same-origin or none (typed or bookmarked), or,
// from a browser that does not send it, Origin must be the site's own: the public origin of
// baseURL, or the origin of the Host the request was sent to (a server reached at another
// address than its public one, such as 127.0.0.1 behind a proxy or in tests). A request
// without either header is not a browser's and passes, as does one without the cookie: a
// script that signs in with the bearer header, or a visitor's contact form posted from
// another site, carries no authority of the cookie to misuse.
func sameOriginWrites(baseURL string, log *slog.Logger) func(http.Handler) http.Handler {
	check := http.NewCrossOriginProtection()
	if u, err := url.Parse(baseURL); err == nil && u.Scheme != "" && u.Host != "" {
		if err := check.AddTrustedOrigin(u.Scheme + "://" + u.Host); err != nil {
			log.Warn("the base URL is no origin; only the requests' own host is trusted", "baseURL", baseURL, "err", err)
		}
	}
	return func(next http.Handler) http.Handler {
		return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			// Reads are never refused: their cookies need not be read on the site's hot path.
			if !isSafeMethod(r.Method) && hasSessionCookie(r) {
				if err := check.Check(r); err != nil {
					log.Warn("cross-site write refused", "method", r.Method, "path", clipForLog(r.URL.Path),
						"origin", clipForLog(r.Header.Get("Origin")), "fetchSite", clipForLog(r.Header.Get("Sec-Fetch-Site")))
					encode(w, http.StatusForbidden, envelope{Message: crossSiteRefused})
					return
				}
			}
			next.ServeHTTP(w, r)
		})
	}
}

// isSafeMethod tells the methods that change nothing, which the check lets through anyway.
func isSafeMethod(m string) bool {
	return m == http.MethodGet || m == http.MethodHead || m == http.MethodOptions
}

// hasSessionCookie reports whether the request carries a session cookie, under its plain
// name or the __Host- one of a site on https.
func hasSessionCookie(r *http.Request) bool {
	for _, c := range r.Cookies() {
		if c.Name == sessionCookie || c.Name == "__Host-"+sessionCookie {
			return true
		}
	}
	return false
}

// clipForLog cuts what a visitor chose (a header, a path) to a length fit for the log.
func clipForLog(v string) string {
	const most = 200
	if len(v) > most {
		return v[:most] + "…"
	}
	return v
}
