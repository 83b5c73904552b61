package httpapi

import (
	"fmt"
	"net/http"
	"net/http/httptest"
	"net/netip"
	"testing"
	"time"

	"github.com/qrs-site/qrs/internal/auth"
)

// prefixes parses the given CIDRs.
func prefixes(cidrs ...string) trustedProxies {
	var t trustedProxies
	for _, c := range cidrs {
		t = append(t, netip.MustParsePrefix(c))
	}
	return t
}

func TestClientAddressIsTheRightmostUntrustedForwardedOne(t *testing.T) {
	t.Parallel()
	local := prefixes("127.0.0.1/32", "::1/128")
	chain := prefixes("127.0.0.1/32", "10.0.0.0/8")
	for _, c := range []struct {
		name    string
		proxies trustedProxies
		peer    string
		xff     []string // one element per header line
		want    string
	}{
		{"no trusted proxies: the connection", nil, "203.0.113.9:5000", []string{"198.51.100.1"}, "203.0.113.9"},
		{"untrusted peer with a spoofed header: the connection", local, "203.0.113.9:5000", []string{"198.51.100.1"}, "203.0.113.9"},
		{"trusted peer without the header: the proxy", local, "127.0.0.1:5000", nil, "127.0.0.1"},
		{"trusted peer: the address it saw", local, "127.0.0.1:5000", []string{"198.51.100.1"}, "198.51.100.1"},
		{"trusted peer: what the client prepended is passed over", local, "127.0.0.1:5000",
			[]string{"6.6.6.6, 198.51.100.1"}, "198.51.100.1"},
		{"chain of trusted proxies", chain, "10.0.0.2:80", []string{"6.6.6.6, 198.51.100.1, 10.0.0.5, 127.0.0.1"}, "198.51.100.1"},
		{"several header lines are one list", chain, "10.0.0.2:80", []string{"6.6.6.6", "198.51.100.1, 10.0.0.5"}, "198.51.100.1"},
		{"only trusted entries: the leftmost", chain, "10.0.0.2:80", []string{"10.0.0.7, 10.0.0.5"}, "10.0.0.7"},
		{"IPv6 peer and client", local, "[::1]:4000", []string{"2001:db8::7"}, "2001:db8::7"},
		{"IPv6 trusted range", prefixes("2001:db8:ffff::/48"), "[2001:db8:ffff::1]:443",
			[]string{"2001:db8::6, 2001:db8::7, 2001:db8:ffff::2"}, "2001:db8::7"},
		{"IPv6 untrusted peer with a spoofed header", local, "[2001:db8::9]:4000", []string{"2001:db8::7"}, "2001:db8::9"},
		{"IPv4-mapped peer matches the IPv4 proxy", local, "[::ffff:127.0.0.1]:4000", []string{"198.51.100.1"}, "198.51.100.1"},
		{"IPv4-mapped client is answered as IPv4", local, "127.0.0.1:5000", []string{"::ffff:198.51.100.1"}, "198.51.100.1"},
		{"zoned peer matches the proxy", prefixes("fe80::1/128"), "[fe80::1%eth0]:80", []string{"198.51.100.1"}, "198.51.100.1"},
		{"entries with ports and brackets", chain, "10.0.0.2:80", []string{"[2001:db8::7]:443, 10.0.0.5:8080"}, "2001:db8::7"},
		{"bracketed IPv6 entry", local, "127.0.0.1:5000", []string{"[2001:db8::7]"}, "2001:db8::7"},
		{"garbage entries are passed over", chain, "10.0.0.2:80", []string{"198.51.100.1, unknown, , 10.0.0.5"}, "198.51.100.1"},
		{"garbage and trusted entries only: the leftmost readable", chain, "10.0.0.2:80",
			[]string{"nonsense, 10.0.0.5, 300.1.1.1"}, "10.0.0.5"},
		{"garbage only: the proxy", local, "127.0.0.1:5000", []string{"unknown, _hidden, [::1"}, "127.0.0.1"},
		{"unreadable connection address is kept as it is", local, "pipe", []string{"198.51.100.1"}, "pipe"},
	} {
		t.Run(c.name, func(t *testing.T) {
			r := httptest.NewRequest("GET", "/", nil)
			r.RemoteAddr = c.peer
			for _, line := range c.xff {
				r.Header.Add("X-Forwarded-For", line)
			}
			if got := c.proxies.clientIP(r); got != c.want {
				t.Fatalf("client of %s with X-Forwarded-For %q = %s, want %s", c.peer, c.xff, got, c.want)
			}
		})
	}
}

// sendContact posts a valid contact message with the given X-Forwarded-For (none when
// empty) and answers the status.
func sendContact(s *testSite, forwardedFor string) int {
	s.t.Helper()
	var headers []string
	if forwardedFor != "" {
		headers = []string{"X-Forwarded-For", forwardedFor}
	}
	res := s.do("POST", "/api/contact", "", map[string]string{"name": "Visitor", "email": "v@example.com",
		"subject": "other", "message": "A message from behind the proxy."}, headers...)
	readBody(s.t, res)
	return res.StatusCode
}

// expectContactStatuses sends one contact message per forwardedFor and checks the statuses.
func expectContactStatuses(t *testing.T, s *testSite, sends []string, want []int) {
	t.Helper()
	for i, xff := range sends {
		if got := sendContact(s, xff); got != want[i] {
			t.Fatalf("message %d (X-Forwarded-For %q) = %d, want %d", i+1, xff, got, want[i])
		}
	}
}

func TestForwardedClientsOfATrustedProxyEachHaveTheirOwnContactLimit(t *testing.T) {
	t.Parallel()
	site := newSite(t, func(d *Deps) {
		d.ContactPerIP = auth.NewLimiter(2, time.Hour)
		d.TrustedProxies = prefixes("127.0.0.1/32", "::1/128") // the test client connects from loopback
	})
	expectContactStatuses(t, site,
		[]string{"203.0.113.1", "203.0.113.1", "203.0.113.1", "203.0.113.2", "203.0.113.2", "203.0.113.2"},
		[]int{200, 200, 429, 200, 200, 429})
	// What a client writes itself stands left of what the proxy appended.
	expectContactStatuses(t, site, []string{"198.51.100.99, 203.0.113.1"}, []int{429})
}

func TestWithoutTrustedProxiesForwardedClientsShareTheConnectionsContactLimit(t *testing.T) {
	t.Parallel()
	site := newSite(t, func(d *Deps) { d.ContactPerIP = auth.NewLimiter(2, time.Hour) })
	expectContactStatuses(t, site,
		[]string{"203.0.113.1", "203.0.113.2", "203.0.113.3", ""},
		[]int{200, 200, 429, 429})
}

func TestClientCannotEscapeTheContactLimitWithItsOwnForwardedFor(t *testing.T) {
	t.Parallel()
	site := newSite(t, func(d *Deps) {
		d.ContactPerIP = auth.NewLimiter(2, time.Hour)
		d.TrustedProxies = prefixes("10.0.0.0/8") // not the test client's loopback address
	})
	var sends []string
	var want []int
	for i := range 5 {
		sends = append(sends, fmt.Sprintf("198.51.100.%d", i+1))
		want = append(want, map[bool]int{true: 200, false: 429}[i < 2])
	}
	expectContactStatuses(t, site, sends, want)
}

func TestWrongPasswordsOfOneForwardedClientDoNotLockOutAnother(t *testing.T) {
	t.Parallel()
	site := newSite(t, func(d *Deps) {
		d.LoginPerIP = auth.NewLimiter(2, time.Hour)
		d.TrustedProxies = prefixes("127.0.0.1/32", "::1/128")
	})
	login := func(forwardedFor, password string) int {
		res := site.do("POST", "/api/auth/login", "", map[string]string{"username": fmt.Sprint("someone-", forwardedFor),
			"password": password}, "X-Forwarded-For", forwardedFor)
		readBody(t, res)
		return res.StatusCode
	}
	for range 2 {
		if got := login("203.0.113.66", "wrong"); got != http.StatusUnauthorized {
			t.Fatalf("wrong password = %d, want 401", got)
		}
	}
	if got := login("203.0.113.66", "wrong"); got != http.StatusTooManyRequests {
		t.Fatalf("third wrong password from one client = %d, want 429", got)
	}
	res := site.do("POST", "/api/auth/login", "", map[string]string{"username": testAdmin, "password": testPassword},
		"X-Forwarded-For", "203.0.113.7")
	expectStatus(t, res, http.StatusOK)
}

func TestLimitKeyIsTheIPv4AddressOrTheIPv6Slash64(t *testing.T) {
	t.Parallel()
	for _, c := range []struct{ ip, want string }{
		{"198.51.100.7", "198.51.100.7"},
		{"2001:db8::1", "2001:db8::/64"},
		{"2001:db8::ffff:ffff:ffff:ffff", "2001:db8::/64"},
		{"2001:db8:0:1::1", "2001:db8:0:1::/64"},
		{"::1", "::/64"},
		{"pipe", "pipe"},
	} {
		if got := limitKey(c.ip); got != c.want {
			t.Errorf("limit key of %s = %s, want %s", c.ip, got, c.want)
		}
	}
	r := httptest.NewRequest("GET", "/", nil)
	r.RemoteAddr = "[::ffff:198.51.100.7]:443"
	if got := trustedProxies(nil).clientKey(r); got != "198.51.100.7" {
		t.Fatalf("limit key of an IPv4-mapped client = %s, want its IPv4 address", got)
	}
}
