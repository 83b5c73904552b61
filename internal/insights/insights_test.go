package insights

import (
	"net/url"
	"testing"
	"time"
)

func TestRangesAreWholeDaysComparedWithThePeriodBefore(t *testing.T) {
	t.Parallel()
	now := time.Date(2026, 11, 25, 15, 4, 0, 0, time.UTC)
	day := func(s string) time.Time { d, _ := time.Parse("2006-01-02", s); return d }
	for _, c := range []struct {
		query                          string
		from, to, prevFrom, prevTo, by string
	}{
		{"range=7d", "2026-11-19", "2026-11-26", "2026-11-12", "2026-11-19", "day"},
		{"", "2026-10-27", "2026-11-26", "2026-09-27", "2026-10-27", "day"},
		{"range=12m", "2025-12-01", "2026-12-01", "2024-12-01", "2025-12-01", "month"},
		{"from=2026-11-01&to=2026-11-10", "2026-11-01", "2026-11-11", "2026-10-22", "2026-11-01", "day"},
		{"from=2025-01-01&to=2025-12-31", "2025-01-01", "2026-01-01", "2024-01-02", "2025-01-01", "month"}, // 365 days before,
	} {
		q, _ := url.ParseQuery(c.query)
		cur, prev, err := ParsePeriod(q, now)
		if err != nil {
			t.Fatalf("%s: %v", c.query, err)
		}
		if !cur.From.Equal(day(c.from)) || !cur.To.Equal(day(c.to)) || !prev.From.Equal(day(c.prevFrom)) ||
			!prev.To.Equal(day(c.prevTo)) || cur.Bucket != c.by {
			t.Errorf("%q = %v–%v (%s), before %v–%v", c.query, cur.From, cur.To, cur.Bucket, prev.From, prev.To)
		}
	}
	for _, bad := range []string{"range=1y", "from=2026-11-01", "from=2026-11-10&to=2026-11-01", "from=1990-01-01&to=2026-01-01"} {
		q, _ := url.ParseQuery(bad)
		if _, _, err := ParsePeriod(q, now); err == nil {
			t.Errorf("%q accepted", bad)
		}
	}
	q, _ := url.ParseQuery("range=12m")
	cur, _, _ := ParsePeriod(q, now)
	if b := cur.buckets(); len(b) != 12 || cur.label(b[0]) != "2025-12" || cur.label(b[11]) != "2026-11" {
		t.Errorf("12 months = %v", b)
	}
}

func TestDevicesLanguagesAndBotsAreToldApart(t *testing.T) {
	t.Parallel()
	for ua, want := range map[string]string{
		"Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) Mobile/15E148":       "phone",
		"Mozilla/5.0 (Linux; Android 14; Pixel 8) Chrome/131.0 Mobile Safari/537.36": "phone",
		"Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X)":                              "tablet",
		"Mozilla/5.0 (Linux; Android 14; SM-X710) Chrome/131.0 Safari/537.36":        "tablet",
		"Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/131.0 Safari/537.36":       "desktop",
		"Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) Version/18.0 Safari/605.1.15":  "desktop",
	} {
		if got := Device(ua); got != want {
			t.Errorf("Device(%q) = %s, want %s", ua, got, want)
		}
	}
	for header, want := range map[string]string{"de-CH,de;q=0.9,en;q=0.8": "de", "en": "en", "": "unknown", "*": "unknown", "x-pig-latin": "unknown", "FR-fr": "fr"} {
		if got := Language(header); got != want {
			t.Errorf("Language(%q) = %s, want %s", header, got, want)
		}
	}
	for _, ua := range []string{"", "Googlebot/2.1", "Mozilla/5.0 (compatible; bingbot/2.0)", "curl/8.5.0", "Go-http-client/1.1",
		"Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 HeadlessChrome/131.0", "facebookexternalhit/1.1", "python-requests/2.31"} {
		if !IsBot(ua) {
			t.Errorf("%q is taken for a person", ua)
		}
	}
	if IsBot("Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/131.0 Safari/537.36") {
		t.Error("a browser is taken for a bot")
	}
}

func TestReferrersAreHostsOfOtherSites(t *testing.T) {
	t.Parallel()
	for ref, want := range map[string]string{
		"https://www.google.com/search?q=x": "google.com", "http://example.org/a": "example.org",
		"https://site.test/team": "", "": "", "javascript:alert(1)": "", "https://Partner.Example:8443/x": "partner.example",
	} {
		u, err := url.Parse(ref)
		if err != nil {
			t.Fatal(err)
		}
		if got := externalHost(u, "site.test"); got != want {
			t.Errorf("externalHost(%q) = %q, want %q", ref, got, want)
		}
	}
}
