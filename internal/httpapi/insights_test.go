package httpapi

import (
	"context"
	"encoding/csv"
	"fmt"
	"io"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/qrs-site/qrs/internal/archive"
	"github.com/qrs-site/qrs/internal/database"
	"github.com/qrs-site/qrs/internal/insights"
	"github.com/qrs-site/qrs/internal/site"
)

// User-Agents of two people's browsers and of a crawler.
const (
	desktopBrowser = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36"
	phoneBrowser   = "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1"
	crawler        = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)"
)

// visit asks for path as a browser with userAgent, with more headers, and answers the status.
func (s *testSite) visit(method, path, userAgent string, headers ...string) int {
	s.t.Helper()
	res := s.do(method, path, "", nil, append([]string{"User-Agent", userAgent}, headers...)...)
	res.Body.Close()
	if c := res.Header.Get("Set-Cookie"); c != "" {
		s.t.Errorf("%s %s set a cookie: %s", method, path, c)
	}
	return res.StatusCode
}

// tableOf answers the rows of the report's table called name, by value.
func tableOf(rep insights.Report, name string) map[string]insights.Row {
	out := map[string]insights.Row{}
	for _, t := range rep.Tables {
		if t.Name == name {
			for _, r := range t.Rows {
				out[r.Value] = r
			}
		}
	}
	return out
}

// Visits are counted by the server with no cookie and no script: page views and visitors,
// entries with their referring site and campaign, devices and languages, downloads and
// messages per page and subject. HEAD, prefetches, bots and staff are not counted, and
// nothing that identifies a person is stored.
func TestVisitsAreCountedWithoutCookiesOrScript(t *testing.T) {
	t.Parallel()
	s := newSite(t, nil)
	own := s.srv.URL
	pdf := "/" + site.LegalPDFs()[0].Path

	// One person on a desktop comes from a search with a campaign, then reads on.
	if st := s.visit("GET", "/team?utm_source=Newsletter&utm_medium=email&utm_campaign=launch", desktopBrowser,
		"Referer", "https://www.google.com/search?q=qrs", "Accept-Language", "de-CH,de;q=0.9"); st != http.StatusOK {
		t.Fatalf("GET /team = %d", st)
	}
	s.visit("GET", "/research", desktopBrowser, "Referer", own+"/team", "Accept-Language", "de-CH")
	s.visit("GET", pdf, desktopBrowser, "Referer", own+"/legal")
	// The web app reports a page it showed by itself; the panel's address is not counted.
	for _, p := range []string{"/gallery", "/qrsadmin", "/no-such-page"} {
		res := s.do("POST", "/api/insights/view", "", map[string]string{"path": p}, "User-Agent", desktopBrowser, "Referer", own+"/research", "Accept-Language", "de")
		expectStatus(t, res, http.StatusNoContent)
	}
	// Another person on a phone opens the team page straight away, and sends a message.
	s.visit("GET", "/team", phoneBrowser, "Accept-Language", "en-US")
	expectStatus(t, s.do("POST", "/api/contact", "", map[string]string{"name": "Visitor", "email": "v@example.com",
		"subject": "qrs-coin", "message": "Hello there, a question."}, "User-Agent", phoneBrowser, "Referer", own+"/contact"), http.StatusOK)

	// Not visits: a HEAD, a prefetch, a crawler, staff with their token, a page not found.
	s.visit("HEAD", "/team", desktopBrowser)
	s.visit("GET", "/team", desktopBrowser, "Sec-Purpose", "prefetch")
	s.visit("GET", "/team", crawler)
	expectStatus(t, s.do("GET", "/team", s.token, nil, "User-Agent", desktopBrowser), http.StatusOK)
	s.visit("GET", "/old-brochure", desktopBrowser, "Referer", "https://partner.example/links")
	s.visit("GET", "/old-brochure", phoneBrowser)
	s.visit("GET", "/wp-login.php", crawler)

	rep := decodeAs[insights.Report](t, s.admin("GET", "/api/insights?range=7d", nil), http.StatusOK)
	want := insights.Totals{Views: 4, Visitors: 2, Downloads: 1, Messages: 1}
	if rep.Totals != want {
		t.Errorf("totals = %+v, want %+v", rep.Totals, want)
	}
	if n := len(rep.Series); n != 7 || rep.Series[6].Views != 4 || rep.Series[6].Visitors != 2 {
		t.Errorf("the chart's 7 days end with today's views and visitors: %+v", rep.Series)
	}
	if len(rep.PreviousSeries) != 7 || rep.PreviousTotals != (insights.Totals{}) {
		t.Errorf("the week before = %+v %+v", rep.PreviousTotals, rep.PreviousSeries)
	}
	pages := tableOf(rep, "pages")
	if r := pages["/team"]; r.Views != 2 || r.Visitors != 2 || *r.Entries != 2 || *r.Messages != 0 {
		t.Errorf("/team = %+v", r)
	}
	if len(pages) != 3 || pages["/research"].Views != 1 || pages["/gallery"].Views != 1 {
		t.Errorf("pages = %+v", pages)
	}
	checks := []struct {
		table, value string
		views        int64
	}{
		{"entries", "/team", 2}, {"referrers", "google.com", 1}, {"sources", "newsletter", 1}, {"mediums", "email", 1},
		{"campaigns", "launch", 1}, {"devices", "desktop", 3}, {"devices", "phone", 1}, {"languages", "de", 3},
		{"languages", "en", 1}, {"downloads", pdf, 1}, {"messagePages", "/contact", 1}, {"subjects", "qrs-coin", 1},
	}
	for _, c := range checks {
		if r := tableOf(rep, c.table)[c.value]; r.Views != c.views {
			t.Errorf("%s %q = %d, want %d", c.table, c.value, r.Views, c.views)
		}
	}
	if n := len(tableOf(rep, "referrers")); n != 1 {
		t.Errorf("%d referrers: a page of the site is not a referrer", n)
	}

	// Each table is a CSV file.
	res := s.admin("GET", "/api/insights.csv?table=pages&range=7d", nil)
	rows, err := csv.NewReader(strings.NewReader(strings.TrimPrefix(readBody(t, res), "\uFEFF"))).ReadAll()
	if err != nil || len(rows) != 4 || strings.Join(rows[0], ",") != "pages,views,visitors,entries,messages,conversion" ||
		strings.Join(rows[1], ",") != "/team,2,2,2,0,0.00%" {
		t.Errorf("pages.csv = %q (%v)", rows, err)
	}
	if cd := res.Header.Get("Content-Disposition"); !strings.Contains(cd, "insights-pages-") {
		t.Errorf("Content-Disposition = %q", cd)
	}
	expectStatus(t, s.admin("GET", "/api/insights.csv?table=passwords", nil), http.StatusBadRequest)
	expectStatus(t, s.admin("GET", "/api/insights?range=3w", nil), http.StatusBadRequest)
	expectStatus(t, s.admin("GET", "/api/insights?from=2026-02-01&to=2026-01-01", nil), http.StatusBadRequest)

	// The not-found log: people's paths apart from bots', with the referring site.
	nf := decodeAs[notFoundLog](t, s.admin("GET", "/api/not-found", nil), http.StatusOK)
	if len(nf.Visitors) != 1 || nf.Visitors[0].Path != "/old-brochure" || nf.Visitors[0].Hits != 2 ||
		nf.Visitors[0].TopReferrer != "partner.example" || len(nf.Bots) != 1 || nf.Bots[0].Path != "/wp-login.php" {
		t.Errorf("not-found log = %+v", nf)
	}
	// A path a redirect now answers is dealt with: it leaves the list; a bot's may be deleted.
	expectStatus(t, s.admin("POST", "/api/redirects", map[string]any{"from": "/old-brochure", "to": "/research"}), http.StatusCreated)
	expectStatus(t, s.admin("DELETE", "/api/not-found?path=/wp-login.php", nil), http.StatusNoContent)
	if nf := decodeAs[notFoundLog](t, s.admin("GET", "/api/not-found", nil), http.StatusOK); len(nf.Visitors) != 0 || len(nf.Bots) != 0 {
		t.Errorf("paths dealt with stay in the log: %+v", nf)
	}

	// Nothing stored names an address or a browser.
	for _, table := range []string{"insight_counts", "not_found_log", "not_found_referrers"} {
		if dump := tableText(t, s.store, table); strings.Contains(dump, "127.0.0.1") || strings.Contains(dump, "Mozilla") ||
			strings.Contains(dump, "iPhone") || strings.Contains(dump, "Googlebot") {
			t.Errorf("%s stores who visited: %s", table, dump)
		}
	}
}

// tableText answers every row of a table of the store as text (as the site's export has it).
func tableText(t *testing.T, store *database.Store, table string) string {
	t.Helper()
	var b strings.Builder
	err := store.ExportTables(t.Context(), func(tb archive.Table) error {
		for {
			row, err := tb.Next()
			if err == io.EOF {
				return nil
			}
			if err != nil {
				return err
			}
			if tb.Name == table {
				fmt.Fprintf(&b, "%s\n", row)
			}
		}
	})
	if err != nil {
		t.Fatal(err)
	}
	return b.String()
}

// Owners set how long the hourly counts are kept; older ones go at once. Editors cannot.
func TestInsightsRetentionIsASettingThatPrunes(t *testing.T) {
	t.Parallel()
	s := newSite(t, nil)
	if got := decodeAs[insightsSettings](t, s.admin("GET", "/api/insights/settings", nil), http.StatusOK); got.RetentionMonths != 25 || !got.Counting {
		t.Errorf("settings = %+v, want 25 months, counting", got)
	}
	now := s.store.Now().UTC()
	old := now.AddDate(0, -14, 0).Truncate(time.Hour)
	if _, err := s.store.AddInsights(context.Background(), []database.InsightCount{
		{Hour: old.Unix(), Dim: insights.DimSite, Views: 9, Visitors: 4},
		{Hour: now.Truncate(time.Hour).Unix(), Dim: insights.DimSite, Views: 2, Visitors: 1},
	}, nil); err != nil {
		t.Fatal(err)
	}
	year := "/api/insights?from=" + old.AddDate(0, 0, -1).Format("2006-01-02") + "&to=" + now.Format("2006-01-02")
	if rep := decodeAs[insights.Report](t, s.admin("GET", year, nil), http.StatusOK); rep.Totals.Views != 11 || rep.Range.Bucket != "month" {
		t.Errorf("before: %+v in %+v", rep.Totals, rep.Range)
	}
	expectStatus(t, s.admin("PUT", "/api/insights/settings", map[string]int{"retentionMonths": 0}), http.StatusBadRequest)
	expectStatus(t, s.admin("PUT", "/api/insights/settings", map[string]int{"retentionMonths": 12}), http.StatusOK)
	if rep := decodeAs[insights.Report](t, s.admin("GET", year, nil), http.StatusOK); rep.Totals.Views != 2 {
		t.Errorf("after keeping 12 months: %+v", rep.Totals)
	}
	entries := decodeAs[auditPageAnswer](t, s.admin("GET", "/api/audit?kind=settings", nil), http.StatusOK).Entries
	if len(entries) == 0 || entries[0].Target != "Insights" {
		t.Errorf("the change is not in the audit log: %+v", entries)
	}
}

// Only a live staff session keeps a visit out of the counts: a made-up session cookie or
// bearer token is a visitor's like any other. Messages are counted as visits are: not a
// bot's, not staff's.
func TestOnlyLiveStaffSessionsAndNoBotsAreLeftOutOfTheCounts(t *testing.T) {
	t.Parallel()
	s := newSite(t, nil)
	own := s.srv.URL
	s.visit("GET", "/team", desktopBrowser, "Cookie", "qrs_session=made-up")
	s.visit("GET", "/research", desktopBrowser, "Authorization", "Bearer made-up")
	expectStatus(t, s.do("GET", "/gallery", s.token, nil, "User-Agent", desktopBrowser), http.StatusOK)
	message := func(userAgent, token string) {
		expectStatus(t, s.do("POST", "/api/contact", token, map[string]string{"name": "Visitor", "email": "v@example.com",
			"subject": "qrs-coin", "message": "Hello there, a question."}, "User-Agent", userAgent, "Referer", own+"/contact"), http.StatusOK)
	}
	message(crawler, "")
	message(desktopBrowser, s.token)
	message(phoneBrowser, "")

	rep := decodeAs[insights.Report](t, s.admin("GET", "/api/insights?range=7d", nil), http.StatusOK)
	pages := tableOf(rep, "pages")
	if len(pages) != 2 || pages["/team"].Views != 1 || pages["/research"].Views != 1 {
		t.Errorf("pages = %+v, want /team and /research, each viewed once (a made-up session is a visitor's)", pages)
	}
	if rep.Totals.Messages != 1 || tableOf(rep, "subjects")["qrs-coin"].Views != 1 {
		t.Errorf("messages = %d, want 1: a crawler's and staff's are not counted", rep.Totals.Messages)
	}
}
