package httpapi

import (
	"fmt"
	"net/http"
	"net/url"
	"strings"
	"testing"
)

// signInCookie signs in as the admin and answers the session cookie the browser would keep.
func signInCookie(t *testing.T, site *testSite) *http.Cookie {
	t.Helper()
	res := site.do("POST", "/api/auth/login", "", map[string]string{"username": testAdmin, "password": testPassword})
	readBody(t, res)
	for _, c := range res.Cookies() {
		if strings.HasSuffix(c.Name, sessionCookie) && c.Value != "" {
			return c
		}
	}
	t.Fatalf("the sign-in set no session cookie: %v", res.Header.Values("Set-Cookie"))
	return nil
}

// browser sends a request as a browser does: with the session cookie, when given, and the
// headers that say where the request comes from (name, value pairs; none for a script).
func (s *testSite) browser(method, path string, cookie *http.Cookie, body any, headers ...string) *http.Response {
	s.t.Helper()
	if cookie != nil {
		headers = append(headers, "Cookie", cookie.Name+"="+cookie.Value)
	}
	return s.do(method, path, "", body, headers...)
}

// teamNames answers the names of the team, as anyone reads them.
func teamNames(t *testing.T, site *testSite) string {
	t.Helper()
	var names []string
	for _, m := range decodeAs[[]map[string]any](t, site.do("GET", "/api/team-members", "", nil), http.StatusOK) {
		names = append(names, m["name"].(string))
	}
	return strings.Join(names, ", ")
}

var newMember = map[string]string{"name": "Ada Lovelace", "title": "Analyst", "company": "QRS", "description": "Counts."}

func TestCookieWritesFromAnotherSiteAreRefusedAndChangeNothing(t *testing.T) {
	t.Parallel()
	site := newSite(t, nil)
	cookie := signInCookie(t, site)
	kept := decodeAs[map[string]any](t, site.admin("POST", "/api/team-members",
		map[string]string{"name": "Kept", "title": "T", "company": "C", "description": "D"}), http.StatusCreated)
	for _, tc := range []struct {
		name    string
		headers []string
	}{
		{"a cross-site page", []string{"Sec-Fetch-Site", "cross-site", "Origin", "https://evil.example"}},
		{"a sibling subdomain", []string{"Sec-Fetch-Site", "same-site", "Origin", "http://admin.localhost:8080"}},
		{"a browser without Sec-Fetch-Site", []string{"Origin", "https://evil.example"}},
		{"a sandboxed page", []string{"Origin", "null"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			for _, call := range []struct {
				method, path string
				body         any
			}{
				{"POST", "/api/team-members", newMember},
				{"PUT", "/api/team-members/" + fmt.Sprint(kept["id"]), newMember},
				{"DELETE", "/api/team-members/" + fmt.Sprint(kept["id"]), nil},
				{"POST", "/api/auth/logout", nil},
				{"POST", "/api/auth/password", map[string]string{"currentPassword": testPassword, "newPassword": "another long password"}},
			} {
				res := site.browser(call.method, call.path, cookie, call.body, tc.headers...)
				if msg := decodeAs[envelope](t, res, http.StatusForbidden).Message; msg != crossSiteRefused {
					t.Errorf("%s %s answered %q", call.method, call.path, msg)
				}
			}
		})
	}
	if got := teamNames(t, site); got != "Kept" {
		t.Errorf("after the refused writes the team is %q, want only Kept", got)
	}
	// The session was not ended by the refused sign-out, nor the password changed.
	expectStatus(t, site.browser("GET", "/api/auth/me", cookie, nil), http.StatusOK)
	if !strings.Contains(site.logs(), "cross-site write refused") {
		t.Error("the refusal was not logged")
	}
}

func TestCookieWritesFromTheSiteItselfPass(t *testing.T) {
	t.Parallel()
	site := newSite(t, nil)
	cookie := signInCookie(t, site)
	for _, tc := range []struct {
		name    string
		headers []string
	}{
		{"a page of the site", []string{"Sec-Fetch-Site", "same-origin", "Origin", site.srv.URL}},
		{"a typed or bookmarked request", []string{"Sec-Fetch-Site", "none"}},
		{"a browser without Sec-Fetch-Site", []string{"Origin", site.srv.URL}},
		// Behind a proxy the request reaches the server at another host than the public one.
		{"the public origin through a proxy", []string{"Origin", "http://localhost:8080"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			m := decodeAs[map[string]any](t, site.browser("POST", "/api/team-members", cookie, newMember, tc.headers...), http.StatusCreated)
			expectStatus(t, site.browser("DELETE", "/api/team-members/"+fmt.Sprint(m["id"]), cookie, nil, tc.headers...), http.StatusOK)
		})
	}
}

func TestBearerCallsWithoutTheCookieNeedNoOrigin(t *testing.T) {
	t.Parallel()
	site := newSite(t, nil)
	// A script: the bearer header and nothing else.
	m := decodeAs[map[string]any](t, site.admin("POST", "/api/team-members", newMember), http.StatusCreated)
	expectStatus(t, site.admin("PUT", "/api/team-members/"+fmt.Sprint(m["id"]), newMember), http.StatusOK)
	expectStatus(t, site.admin("DELETE", "/api/team-members/"+fmt.Sprint(m["id"]), nil), http.StatusOK)
	// A page elsewhere cannot send the header without the site's consent (a CORS preflight
	// this server never grants); a script that names an origin is still a script.
	m = decodeAs[map[string]any](t, site.do("POST", "/api/team-members", site.token, newMember,
		"Origin", "https://tools.example"), http.StatusCreated)
	if got := teamNames(t, site); got != "Ada Lovelace" {
		t.Errorf("team = %q", got)
	}
}

func TestVisitorsPostTheContactFormFromAnywhereWithoutTheCookie(t *testing.T) {
	t.Parallel()
	site := newSite(t, nil)
	// The form without JavaScript, posted from a page of another site (a mirror, a cached
	// copy): no session cookie goes with it, so it is a visitor's message like any other.
	values := url.Values{"name": {"Nora Visitor"}, "email": {"nora@example.com"}, "subject": {"qrs-coin"},
		"message": {"Please tell me more about the coin offer."}}
	res := site.do("POST", "/", "", []byte(values.Encode()), "Content-Type", "application/x-www-form-urlencoded",
		"Sec-Fetch-Site", "cross-site", "Origin", "https://mirror.example")
	if body := visible(expectStatus(t, res, http.StatusOK)); !strings.Contains(body, "Message Sent!") {
		t.Errorf("the cross-site form was not confirmed:\n%s", body)
	}
	expectStatus(t, site.do("POST", "/api/contact", "", map[string]string{"name": "Otto Visitor", "email": "otto@example.com",
		"subject": "other", "message": "A question from another page."}, "Sec-Fetch-Site", "cross-site", "Origin", "https://mirror.example"),
		http.StatusOK)
	if msgs := decodeAs[[]map[string]any](t, site.admin("GET", "/api/contact-messages", nil), http.StatusOK); len(msgs) != 2 {
		t.Fatalf("stored %d messages, want both", len(msgs))
	}
}

func TestTheHostCookieOfASiteOnHTTPSIsGuardedToo(t *testing.T) {
	t.Parallel()
	site := newSite(t, func(d *Deps) { d.BaseURL = "https://qrs.example" })
	cookie := signInCookie(t, site)
	if cookie.Name != "__Host-"+sessionCookie {
		t.Fatalf("the session cookie on https is %q", cookie.Name)
	}
	res := site.browser("POST", "/api/team-members", cookie, newMember, "Sec-Fetch-Site", "cross-site", "Origin", "https://evil.example")
	if msg := decodeAs[envelope](t, res, http.StatusForbidden).Message; msg != crossSiteRefused {
		t.Errorf("answered %q", msg)
	}
	// The public origin, reached through the proxy at another host, is the site's own.
	expectStatus(t, site.browser("POST", "/api/team-members", cookie, newMember, "Origin", "https://qrs.example"), http.StatusCreated)
	if got := teamNames(t, site); got != "Ada Lovelace" {
		t.Errorf("team = %q", got)
	}
}
