package httpapi

import (
	"net"
	"net/http"
	"net/netip"
	"strings"
)

// trustedProxies are the reverse proxies whose X-Forwarded-For the server believes. Empty,
// no one's is, and the client is the address of the connection.
type trustedProxies []netip.Prefix

// trusts reports whether a is the address of a trusted proxy.
func (t trustedProxies) trusts(a netip.Addr) bool {
	for _, p := range t {
		if p.Contains(a) {
			return true
		}
	}
	return false
}

// clientIP answers the address the request came from, as the log shows it; clientKey makes
// the key of the per-client limits of it. From
// a trusted proxy it is read from X-Forwarded-For, walking from the right, where the
// proxies appended what they saw, past the trusted addresses to the first other one: what
// stands left of that was written by the client and may be anything. When the header has
// only trusted or unreadable entries, the leftmost readable one is the client; when it has
// none, the proxy is. A connection from anyone else is the client, whatever it sends.
func (t trustedProxies) clientIP(r *http.Request) string {
	if a, ok := t.client(r); ok {
		return a.String()
	}
	if host, _, err := net.SplitHostPort(r.RemoteAddr); err == nil {
		return host
	}
	return r.RemoteAddr
}

// client answers the address of r's client as clientIP finds it, when the connection's
// address can be read.
func (t trustedProxies) client(r *http.Request) (netip.Addr, bool) {
	peer, ok := parseForwardedAddr(r.RemoteAddr)
	return t.clientOf(peer, ok, r)
}

// clientOf is client for a request whose connection's address, r.RemoteAddr, was parsed
// already (into peer, ok when it parsed): the fast path reads it once per connection.
func (t trustedProxies) clientOf(peer netip.Addr, ok bool, r *http.Request) (netip.Addr, bool) {
	if !ok {
		return netip.Addr{}, false
	}
	if !t.trusts(peer) {
		return peer, true
	}
	// Several header lines are one list, in order.
	lines := r.Header.Values("X-Forwarded-For")
	leftmost := peer
	for i := len(lines) - 1; i >= 0; i-- {
		entries := strings.Split(lines[i], ",")
		for j := len(entries) - 1; j >= 0; j-- {
			a, ok := parseForwardedAddr(entries[j])
			if !ok {
				continue
			}
			if !t.trusts(a) {
				return a, true
			}
			leftmost = a
		}
	}
	return leftmost, true
}

// clientKey answers the key of r's client in the per-client limits (sign-in, contact): its
// address (clientIP) for IPv4, its /64 for IPv6, which is what one subscriber is given, so a
// client cannot take fresh limits from the addresses of its own network. An address that
// does not parse is its own key.
func (t trustedProxies) clientKey(r *http.Request) string {
	return limitKey(t.clientIP(r))
}

// limitKey answers the limit key of a client address as clientIP writes it.
func limitKey(ip string) string {
	a, err := netip.ParseAddr(ip)
	if err != nil || !a.Is6() {
		return ip
	}
	return netip.PrefixFrom(a, 64).Masked().String()
}

// clientNetwork answers the key of the network of r's client in the per-network sign-in
// limit: the /24 of an IPv4 address, the /48 of an IPv6 one (the block one site or customer
// is given; a free tunnel broker hands anyone a /48), so that one party cannot take fresh
// limits from the many addresses of its own network. An address that does not parse is its
// own network.
func (t trustedProxies) clientNetwork(r *http.Request) string {
	ip := t.clientIP(r)
	a, err := netip.ParseAddr(ip)
	if err != nil {
		return ip
	}
	bits := 48
	if a.Is4() {
		bits = 24
	}
	return netip.PrefixFrom(a, bits).Masked().String()
}

// parseForwardedAddr reads an address as a proxy may write it: bare ("192.0.2.7",
// "2001:db8::7"), bracketed ("[2001:db8::7]") or with a port ("192.0.2.7:443",
// "[2001:db8::7]:443"). It answers IPv4-mapped IPv6 as IPv4 and drops any zone, the form
// the trusted prefixes are compared in.
func parseForwardedAddr(s string) (netip.Addr, bool) {
	s = strings.TrimSpace(s)
	bare := s
	if len(s) > 2 && s[0] == '[' && s[len(s)-1] == ']' {
		bare = s[1 : len(s)-1]
	}
	a, err := netip.ParseAddr(bare)
	if err != nil {
		ap, perr := netip.ParseAddrPort(s)
		if perr != nil {
			return netip.Addr{}, false
		}
		a = ap.Addr()
	}
	return a.Unmap().WithZone(""), true
}
