package linkcheck

import (
	"errors"
	"net/netip"
	"testing"
)

func TestOnlyAddressesOfThePublicInternetAreDialled(t *testing.T) {
	t.Parallel()
	for addr, public := range map[string]bool{
		"93.184.215.14":        true,
		"2606:4700:4700::1111": true,
		"127.0.0.1":            false,
		"127.8.9.10":           false,
		"::1":                  false,
		"::ffff:127.0.0.1":     false, // loopback written as IPv6
		"10.1.2.3":             false,
		"172.16.0.1":           false,
		"192.168.1.1":          false,
		"fd00::1":              false,
		"169.254.169.254":      false, // a cloud's metadata service
		"fe80::1%eth0":         false,
		"100.64.0.1":           false, // carrier-grade NAT
		"0.0.0.0":              false,
		"::":                   false,
		"224.0.0.1":            false,
		"ff02::1":              false,
		"255.255.255.255":      false,
		"64:ff9b::7f00:1":      false, // 127.0.0.1 through NAT64
		"64:ff9b::5db8:d70e":   true,  // 93.184.215.14 through NAT64
		"2002:a00:1::1":        false, // 10.0.0.1 through 6to4
		"2002:5db8:d70e::1":    true,  // 93.184.215.14 through 6to4
		"64:ff9b:1::a00:1":     false, // local-use NAT64 (RFC 8215), whatever it carries
		"64:ff9b:1::5db8:d70e": false,
		"::7f00:1":             false, // IPv4-compatible 127.0.0.1
		"::a00:1":              false, // IPv4-compatible 10.0.0.1
		"::5db8:d70e":          false, // IPv4-compatible, deprecated: no public host answers it
		"fec0::1":              false, // site-local (deprecated)
		"feff::1":              false,
		// Teredo: the server's address in bits 32 to 64, the client's XOR-ed in the last 32.
		"2001:0:4136:e378:8000:63bf:80ff:fffe": false, // client 127.0.0.1
		"2001:0:4136:e378:8000:63bf:f5ff:fffe": false, // client 10.0.0.1
		"2001:0:a00:1:8000:63bf:a247:28f1":     false, // server 10.0.0.1
		"2001:0:4136:e378:8000:63bf:a247:28f1": true,  // server 65.54.227.120, client 93.184.215.14
		"2001:db8::1":                          false, // documentation
		"192.0.2.1":                            false,
		"198.51.100.1":                         false,
		"203.0.113.1":                          false,
	} {
		if got := isPublic(netip.MustParseAddr(addr)); got != public {
			t.Errorf("isPublic(%s) = %v, want %v", addr, got, public)
		}
		err := refusePrivate("tcp", netip.AddrPortFrom(netip.MustParseAddr(addr), 443).String(), nil)
		if refused := errors.Is(err, errPrivate); refused == public {
			t.Errorf("dialling %s: %v", addr, err)
		}
	}
}
