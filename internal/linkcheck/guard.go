package linkcheck

import (
	"errors"
	"net"
	"net/netip"
	"syscall"
)

// errPrivate refuses a connection to an address that is not on the public internet: the
// server's own machine, its network, or a cloud's metadata service, which a link an editor
// typed (or a site it redirects to) must not make the server reach.
var errPrivate = errors.New("private address refused")

// reasonPrivate is what the panel shows for a link refused so.
const reasonPrivate = "private address refused"

// refusePrivate is the dialer's Control: it sees the address after DNS resolution, so a
// host name that resolves to 127.0.0.1 is refused as 127.0.0.1 itself is, and so is every
// redirect's target.
func refusePrivate(_, address string, _ syscall.RawConn) error {
	host, _, err := net.SplitHostPort(address)
	if err != nil {
		return errPrivate
	}
	ip, err := netip.ParseAddr(host)
	if err != nil || !isPublic(ip) {
		return errPrivate
	}
	return nil
}

// notPublic are the ranges of addresses beside the standard library's classes that reach
// no public host: "this network", carrier-grade NAT (RFC 6598), IETF protocol assignments,
// documentation (RFC 5737, RFC 3849), benchmarking (RFC 2544), reserved and broadcast; and
// in IPv6, local-use NAT64 (RFC 8215: it leads into a network's own translator, whatever
// address it carries), IPv4-compatible addresses (deprecated; ::1 and :: are among them)
// and site-local addresses (deprecated, still routed inside some networks).
var notPublic = []netip.Prefix{
	netip.MustParsePrefix("0.0.0.0/8"),
	netip.MustParsePrefix("100.64.0.0/10"),
	netip.MustParsePrefix("192.0.0.0/24"),
	netip.MustParsePrefix("192.0.2.0/24"),
	netip.MustParsePrefix("198.18.0.0/15"),
	netip.MustParsePrefix("198.51.100.0/24"),
	netip.MustParsePrefix("203.0.113.0/24"),
	netip.MustParsePrefix("240.0.0.0/4"),
	netip.MustParsePrefix("64:ff9b:1::/48"),
	netip.MustParsePrefix("::/96"),
	netip.MustParsePrefix("fec0::/10"),
	netip.MustParsePrefix("2001:db8::/32"),
}

// IPv6 ranges that carry an IPv4 address are judged by that address: NAT64 in its last 32
// bits, 6to4 in bits 16 to 48, and Teredo by both its server's (bits 32 to 64) and its
// client's (the last 32, each bit inverted), since a packet to it reaches either.
var (
	nat64     = netip.MustParsePrefix("64:ff9b::/96")
	sixToFour = netip.MustParsePrefix("2002::/16")
	teredo    = netip.MustParsePrefix("2001::/32")
)

// isPublic reports whether ip is an address of the public internet: not loopback, private
// (RFC 1918, unique local IPv6), link-local, unspecified, multicast, CGNAT or reserved.
func isPublic(ip netip.Addr) bool {
	ip = ip.Unmap().WithZone("")
	if ip.Is6() {
		b := ip.As16()
		switch {
		case nat64.Contains(ip):
			return isPublic(netip.AddrFrom4([4]byte{b[12], b[13], b[14], b[15]}))
		case sixToFour.Contains(ip):
			return isPublic(netip.AddrFrom4([4]byte{b[2], b[3], b[4], b[5]}))
		case teredo.Contains(ip):
			return isPublic(netip.AddrFrom4([4]byte{b[4], b[5], b[6], b[7]})) &&
				isPublic(netip.AddrFrom4([4]byte{^b[12], ^b[13], ^b[14], ^b[15]}))
		}
	}
	if ip.IsLoopback() || ip.IsPrivate() || ip.IsLinkLocalUnicast() || ip.IsLinkLocalMulticast() ||
		ip.IsInterfaceLocalMulticast() || ip.IsMulticast() || ip.IsUnspecified() {
		return false
	}
	for _, p := range notPublic {
		if p.Contains(ip) {
			return false
		}
	}
	return true
}
