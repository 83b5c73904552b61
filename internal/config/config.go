// Package config loads the server settings from the environment contract of the design,
// and from the flags of `qrs serve` that mirror it, through one set of checks.
package config

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"net"
	"net/netip"
	"net/url"
	"strconv"
	"strings"

	"github.com/qrs-site/qrs/internal/auth"
	"github.com/qrs-site/qrs/internal/content"
)

// Config holds every runtime setting of the qrs server.
type Config struct {
	Addr          string
	DataDir       string
	BaseURL       string
	AdminUsername string
	AdminPassword string
	SMTPURL       string
	NotifyEmail   string
	// MaxImageMB and MaxPDFMB cap one uploaded image or PDF (QRS_MAX_IMAGE_MB, QRS_MAX_PDF_MB).
	MaxImageMB, MaxPDFMB int
	// MaxBulkFiles caps the files of one bulk upload (QRS_MAX_BULK_FILES).
	MaxBulkFiles int
	// ContactPerHour is how many accepted contact messages one IP may send an hour (QRS_CONTACT_PER_HOUR).
	ContactPerHour int
	// TrustedProxies are the reverse proxies whose X-Forwarded-For names the client
	// (QRS_TRUSTED_PROXIES); empty, the connection's own address is the client's.
	TrustedProxies []netip.Prefix
	// DatabaseURL is a PostgreSQL database several instances may share (QRS_DATABASE_URL);
	// empty, the store is the SQLite file in DataDir.
	DatabaseURL string
	// StorageURL is an S3-compatible bucket for the uploads and generated files
	// (QRS_STORAGE_URL); empty, they are files in DataDir.
	StorageURL string
	// Insights says whether visits are counted (QRS_INSIGHTS, on by default).
	Insights bool
	// LinkCheck runs the link checker (QRS_LINK_CHECK=on, the default); off for a site
	// without outbound network.
	LinkCheck bool
	// LinkCheckPrivate lets the link checker reach private, loopback and link-local
	// addresses (QRS_LINK_CHECK_PRIVATE=1): for tests, whose servers are on loopback.
	LinkCheckPrivate bool
}

// setting is one entry of the contract: its variable, the serve flag mirroring it, its
// default, what it means, and how its (non-empty) value is checked and stored.
type setting struct {
	env, flag, def, usage string
	set                   func(c *Config, v string) error
}

// settings is the whole contract. A value left empty, by variable or flag, means the default.
var settings = []setting{
	{"QRS_ADDR", "addr", "127.0.0.1:8080", "listen address", func(c *Config, v string) error {
		if _, _, err := net.SplitHostPort(v); err != nil {
			return errors.New("must be host:port, such as 127.0.0.1:8080 or :8080")
		}
		c.Addr = v
		return nil
	}},
	{"QRS_DATA_DIR", "data-dir", "./data", "folder of the database file and the uploads (created when missing)",
		func(c *Config, v string) error { c.DataDir = v; return nil }},
	{"QRS_BASE_URL", "base-url", "http://localhost:8080", "public origin, for canonical links, the sitemap and e-mails",
		func(c *Config, v string) error {
			v = strings.TrimRight(v, "/")
			u, err := url.Parse(v)
			if err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" {
				return errors.New("must be an absolute http(s) URL")
			}
			c.BaseURL = v
			return nil
		}},
	{"QRS_ADMIN_USERNAME", "admin-username", "", "admin created, or its password reset, at start (with the password)",
		func(c *Config, v string) error { c.AdminUsername = v; return nil }},
	{"QRS_ADMIN_PASSWORD", "admin-password", "", "password of that admin (prefer the variable: flags show in the process list)",
		func(c *Config, v string) error {
			if len(v) < auth.MinPasswordLen {
				return fmt.Errorf("must be at least %d characters, as for admin set-password", auth.MinPasswordLen)
			}
			c.AdminPassword = v
			return nil
		}},
	{"QRS_SMTP_URL", "smtp-url", "", "mail server for contact messages: smtp://user:password@host:587 or smtps://host:465",
		func(c *Config, v string) error {
			u, err := url.Parse(v)
			if err != nil || (u.Scheme != "smtp" && u.Scheme != "smtps") || u.Hostname() == "" {
				return errors.New("must look like smtp://user:password@host:587 or smtps://host:465")
			}
			c.SMTPURL = v
			return nil
		}},
	{"QRS_NOTIFY_EMAIL", "notify-email", "", "address that receives each contact message",
		func(c *Config, v string) error {
			if !content.IsEmail(v) {
				return errors.New("must be an e-mail address")
			}
			c.NotifyEmail = v
			return nil
		}},
	{"QRS_MAX_IMAGE_MB", "max-image-mb", "10", "largest image upload in MB", whole(func(c *Config) *int { return &c.MaxImageMB })},
	{"QRS_MAX_PDF_MB", "max-pdf-mb", "25", "largest PDF upload in MB", whole(func(c *Config) *int { return &c.MaxPDFMB })},
	{"QRS_MAX_BULK_FILES", "max-bulk-files", "50", "most files of one bulk upload", whole(func(c *Config) *int { return &c.MaxBulkFiles })},
	{"QRS_CONTACT_PER_HOUR", "contact-per-hour", "10", "accepted contact messages per IP and hour",
		whole(func(c *Config) *int { return &c.ContactPerHour })},
	{"QRS_DATABASE_URL", "database-url", "", "PostgreSQL database, postgres://user:password@host:5432/db?sslmode=require (empty: SQLite in the data folder)",
		func(c *Config, v string) error {
			u, err := url.Parse(v)
			if err != nil || (u.Scheme != "postgres" && u.Scheme != "postgresql") || u.Host == "" {
				return errors.New("must look like postgres://user:password@host:5432/db?sslmode=require")
			}
			c.DatabaseURL = v
			return nil
		}},
	{"QRS_STORAGE_URL", "storage-url", "", "S3-compatible bucket, s3://BUCKET/PREFIX?endpoint=https://host&region=REGION&path_style=true, keys from AWS_ACCESS_KEY_ID/AWS_SECRET_ACCESS_KEY (empty: files in the data folder)",
		func(c *Config, v string) error {
			u, err := url.Parse(v)
			if err != nil || u.Scheme != "s3" || u.Host == "" {
				return errors.New("must look like s3://BUCKET/PREFIX?endpoint=https://host&region=REGION")
			}
			if e := u.Query().Get("endpoint"); e != "" {
				if eu, err := url.Parse(e); err != nil || (eu.Scheme != "http" && eu.Scheme != "https") || eu.Host == "" {
					return errors.New("must name its endpoint as an http(s) URL, such as endpoint=https://s3.example.com")
				}
			}
			c.StorageURL = v
			return nil
		}},
	{"QRS_INSIGHTS", "insights", "on", "count visits, downloads and messages without cookies (on or off)",
		func(c *Config, v string) error {
			switch v {
			case "on":
				c.Insights = true
			case "off":
				c.Insights = false
			default:
				return errors.New("must be on or off")
			}
			return nil
		}},
	{"QRS_TRUSTED_PROXIES", "trusted-proxies", "", "comma-separated IPs or CIDRs of the reverse proxies whose X-Forwarded-For names the client",
		func(c *Config, v string) error {
			proxies, err := parseProxies(v)
			c.TrustedProxies = proxies
			return err
		}},
	{"QRS_LINK_CHECK", "link-check", "on", "the link checker of the panel: on, or off for a site without outbound network",
		func(c *Config, v string) error {
			switch v {
			case "on":
				c.LinkCheck = true
			case "off":
				c.LinkCheck = false
			default:
				return errors.New("must be on or off")
			}
			return nil
		}},
	{"QRS_LINK_CHECK_PRIVATE", "link-check-private", "0", "1 lets the link checker reach private, loopback and link-local addresses (for tests)",
		func(c *Config, v string) error {
			switch v {
			case "1":
				c.LinkCheckPrivate = true
			case "0":
				c.LinkCheckPrivate = false
			default:
				return errors.New("must be 1 (private addresses allowed) or 0")
			}
			return nil
		}},
}

// parseProxies reads a comma-separated list of IPs and CIDRs, such as "127.0.0.1,::1" or
// "10.0.0.0/8", as prefixes; a single IP is the prefix of that address alone.
func parseProxies(list string) ([]netip.Prefix, error) {
	var proxies []netip.Prefix
	for entry := range strings.SplitSeq(list, ",") {
		entry = strings.TrimSpace(entry)
		if entry == "" {
			continue
		}
		p, err := netip.ParsePrefix(entry)
		if err != nil {
			a, aerr := netip.ParseAddr(entry)
			if aerr != nil {
				return nil, fmt.Errorf("must be a comma-separated list of IPs or CIDRs, such as 127.0.0.1,::1 or 10.0.0.0/8; %q is neither", entry)
			}
			a = a.WithZone("")
			p = netip.PrefixFrom(a, a.BitLen())
		}
		// An IPv4 range written as IPv4-mapped IPv6 is kept as the IPv4 range, which is how
		// the server compares addresses.
		if a := p.Addr(); a.Is4In6() && p.Bits() >= 96 {
			p = netip.PrefixFrom(a.Unmap(), p.Bits()-96)
		}
		proxies = append(proxies, p.Masked())
	}
	return proxies, nil
}

// whole stores a whole number from 1 to 100000 in the field dst points at.
func whole(dst func(*Config) *int) func(*Config, string) error {
	return func(c *Config, v string) error {
		i, err := strconv.Atoi(v)
		if err != nil || i < 1 || i > 100000 {
			return errors.New("must be a whole number from 1 to 100000")
		}
		*dst(c) = i
		return nil
	}
}

// Load reads the QRS_* variables through getenv, applying defaults and checks.
func Load(getenv func(string) string) (Config, error) {
	return Parse(getenv, nil, io.Discard)
}

// Parse reads the QRS_* variables through getenv, then the serve flags in args (a flag
// given wins over its variable), and checks every value the same way whichever it came
// from. Usage and flag errors are written to out.
func Parse(getenv func(string) string, args []string, out io.Writer) (Config, error) {
	fs := flag.NewFlagSet("serve", flag.ContinueOnError)
	fs.SetOutput(out)
	given := map[string]*string{}
	for _, s := range settings {
		usage := fmt.Sprintf("%s (%s", s.usage, s.env)
		if s.def != "" {
			usage += ", default " + s.def
		}
		given[s.flag] = fs.String(s.flag, "", usage+")")
	}
	if err := fs.Parse(args); err != nil {
		return Config{}, err
	}
	if fs.NArg() > 0 {
		return Config{}, fmt.Errorf("unexpected argument %q", fs.Arg(0))
	}
	byFlag := map[string]bool{}
	fs.Visit(func(f *flag.Flag) { byFlag[f.Name] = true })

	var c Config
	var errs []error
	for _, s := range settings {
		v, from := getenv(s.env), s.env
		if byFlag[s.flag] {
			v, from = *given[s.flag], "--"+s.flag
		}
		if v == "" {
			v = s.def
		}
		if v == "" {
			continue
		}
		if err := s.set(&c, v); err != nil {
			switch s.env {
			case "QRS_ADMIN_PASSWORD":
				errs = append(errs, fmt.Errorf("%s %w", from, err)) // never echo a password
			case "QRS_SMTP_URL", "QRS_DATABASE_URL":
				errs = append(errs, fmt.Errorf("%s %q %w", from, Redacted(v), err))
			default:
				errs = append(errs, fmt.Errorf("%s %q %w", from, v, err))
			}
		}
	}
	if len(errs) == 0 && (c.AdminUsername == "") != (c.AdminPassword == "") {
		errs = append(errs, errors.New("QRS_ADMIN_USERNAME and QRS_ADMIN_PASSWORD (--admin-username, --admin-password) must be set together"))
	}
	return c, errors.Join(errs...)
}

// Redacted answers a URL fit to show in an error or a log line: the password of its
// userinfo reads xxxxx. A value that is not a plain URL with at most one "@" (a password
// with an unescaped "/" or "@", a broken escape) has everything between the scheme and
// its last "@" hidden, so no part of a password is ever shown.
func Redacted(v string) string {
	n := strings.Count(v, "@")
	if n == 0 {
		return v
	}
	if u, err := url.Parse(v); err == nil && n == 1 && u.User != nil && u.Opaque == "" {
		return u.Redacted()
	}
	at := strings.LastIndex(v, "@")
	start := 0
	if i := strings.Index(v, "://"); i >= 0 && i < at {
		start = i + len("://")
	}
	return v[:start] + "xxxxx" + v[at:]
}
