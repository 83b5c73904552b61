package httpapi

import (
	"encoding/json"
	"net/http"
	"net/url"
	"testing"
	"time"

	"github.com/qrs-site/qrs/internal/content"
	"github.com/qrs-site/qrs/internal/contentschema"
)

// calendarOf is GET /api/calendar as the tests read it.
type calendarOf struct {
	From, To, TimeZone, Today string
	Entries                   []struct {
		Kind, Key, Title, Locale, At, By string
		Revision                         int64
	}
}

// scheduleDraft saves a changed draft of the coin page in locale and schedules it for the
// wall time at of the site's zone, as the admin; it answers the document's revision.
func (s *testSite) scheduleDraft(locale, at string) int64 {
	s.t.Helper()
	model, err := contentschema.Embedded()
	if err != nil {
		s.t.Fatal(err)
	}
	var doc map[string]any
	if err := json.Unmarshal(model.Seeds()[locale]["qrs-coin"], &doc); err != nil {
		s.t.Fatal(err)
	}
	doc["roadmap"].(map[string]any)["items"].([]any)[2].(map[string]any)["period"] = "Q1 2027"
	q := "?locale=" + locale
	st := decodeAs[editorStateOf](s.t, s.admin("GET", "/api/content/qrs-coin/draft"+q, nil), http.StatusOK)
	st = decodeAs[editorStateOf](s.t, s.write("PUT", "/api/content/qrs-coin/draft"+q, st.Revision, doc), http.StatusOK)
	st = decodeAs[editorStateOf](s.t, s.write("PUT", "/api/content/qrs-coin/schedule"+q, st.Revision,
		map[string]string{"publishAt": at}), http.StatusOK)
	return st.Revision
}

// calendar reads the calendar from the day from to the day to with token.
func (s *testSite) calendar(token, from, to, locale string) calendarOf {
	s.t.Helper()
	q := url.Values{"from": {from}, "to": {to}}
	if locale != "" {
		q.Set("locale", locale)
	}
	return decodeAs[calendarOf](s.t, s.do("GET", "/api/calendar?"+q.Encode(), token, nil), http.StatusOK)
}

// siteDays answers the day n days from today in the site's zone (Europe/Vaduz), as YYYY-MM-DD.
func siteDays(t *testing.T, n int) string {
	t.Helper()
	zone, err := time.LoadLocation("Europe/Vaduz")
	if err != nil {
		t.Fatal(err)
	}
	return time.Now().In(zone).AddDate(0, 0, n).Format(calendarDay)
}

func TestTheCalendarListsEveryScheduledPublishOfItsDaysInEachLanguage(t *testing.T) {
	t.Parallel()
	site := newSite(t, nil)
	in3, in5 := siteDays(t, 3), siteDays(t, 5)
	site.scheduleDraft("en", in3+"T09:30")
	site.scheduleDraft("de", in5+"T18:00")

	all := site.calendar(site.token, siteDays(t, 0), siteDays(t, 30), "")
	if all.TimeZone != "Europe/Vaduz" || all.Today != siteDays(t, 0) {
		t.Errorf("zone %q, today %q", all.TimeZone, all.Today)
	}
	if len(all.Entries) != 2 {
		t.Fatalf("entries %+v, want the English and the German publish", all.Entries)
	}
	en, de := all.Entries[0], all.Entries[1]
	if en.Kind != "scheduled" || en.Key != "qrs-coin" || en.Title != "QRS Coin" || en.Locale != "en" || en.By != testAdmin {
		t.Errorf("English entry %+v", en)
	}
	// The time is the site's wall clock, with its offset.
	if en.At[:16] != in3+"T09:30" || de.At[:16] != in5+"T18:00" || de.Locale != "de" {
		t.Errorf("times %s (en), %s (de)", en.At, de.At)
	}
	if at, err := time.Parse(time.RFC3339, en.At); err != nil || !at.After(time.Now()) {
		t.Errorf("at %q is not a future RFC 3339 time: %v", en.At, err)
	}

	// Days outside the range, and the other language, are left out.
	if got := site.calendar(site.token, siteDays(t, 4), siteDays(t, 30), "").Entries; len(got) != 1 || got[0].Locale != "de" {
		t.Errorf("from day 4: %+v", got)
	}
	if got := site.calendar(site.token, siteDays(t, 0), in3, "").Entries; len(got) != 1 || got[0].Locale != "en" {
		t.Errorf("to day 3, included: %+v", got)
	}
	if got := site.calendar(site.token, siteDays(t, 0), siteDays(t, 30), "de").Entries; len(got) != 1 || got[0].Locale != "de" {
		t.Errorf("German alone: %+v", got)
	}
}

func TestTheCalendarRefusesARangeItCannotShow(t *testing.T) {
	t.Parallel()
	site := newSite(t, nil)
	for _, tc := range []struct{ name, query, field string }{
		{"no first day", "to=2026-05-01", "from"},
		{"no last day", "from=2026-05-01", "to"},
		{"not a day", "from=1%2F5%2F2026&to=2026-05-31", "from"},
		{"no such day", "from=2026-02-30&to=2026-03-31", "from"},
		{"last before first", "from=2026-05-10&to=2026-05-09", "to"},
		{"63 days", "from=2026-01-01&to=2026-03-04", "to"},
		{"another language", "from=2026-05-01&to=2026-05-31&locale=fr", "locale"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			got := decodeAs[envelope](t, site.admin("GET", "/api/calendar?"+tc.query, nil), http.StatusBadRequest)
			if got.Errors[tc.field] == "" || got.Message != got.Errors[tc.field] {
				t.Errorf("answer %+v, want the reason at %q", got, tc.field)
			}
		})
	}
	// 62 days, both included, are the most one request shows.
	expectStatus(t, site.admin("GET", "/api/calendar?from=2026-01-01&to=2026-03-03", nil), http.StatusOK)
}

func TestAViewerReadsTheCalendarButCannotMoveAnEntry(t *testing.T) {
	t.Parallel()
	site := newSite(t, nil)
	in3 := siteDays(t, 3)
	revision := site.scheduleDraft("en", in3+"T09:30")
	viewer := site.staffToken("vera.viewer", content.RoleViewer)
	got := site.calendar(viewer, in3, in3, "")
	if len(got.Entries) != 1 || got.Entries[0].Revision != revision {
		t.Fatalf("the viewer's calendar: %+v (revision %d)", got.Entries, revision)
	}
	expectStatus(t, site.do("PUT", "/api/content/qrs-coin/schedule", viewer,
		map[string]string{"publishAt": siteDays(t, 4) + "T09:30"}, "If-Match", `"1"`), http.StatusForbidden)
	if after := site.calendar(site.token, in3, in3, "").Entries; len(after) != 1 {
		t.Errorf("the viewer's move changed the calendar: %+v", after)
	}
	expectStatus(t, site.do("GET", "/api/calendar?from="+in3+"&to="+in3, "", nil), http.StatusUnauthorized)
}

func TestMovingAnEntryThroughTheScheduleMovesItsPublish(t *testing.T) {
	t.Parallel()
	site := newSite(t, nil)
	in3, in6 := siteDays(t, 3), siteDays(t, 6)
	site.scheduleDraft("de", in3+"T09:30")
	entry := site.calendar(site.token, in3, in6, "").Entries[0]

	// The panel keeps the time of day and sends the new day, on the revision it read.
	moved := in6 + entry.At[10:19]
	st := decodeAs[editorStateOf](t, site.write("PUT", "/api/content/qrs-coin/schedule?locale=de", entry.Revision,
		map[string]string{"publishAt": moved}), http.StatusOK)
	zone, _ := time.LoadLocation("Europe/Vaduz")
	want, _ := time.ParseInLocation("2006-01-02T15:04:05", moved, zone)
	if st.Draft == nil || st.Draft.PublishAt == nil || *st.Draft.PublishAt != want.UTC().Format(time.RFC3339) {
		t.Fatalf("the draft publishes at %v, want %s", st.Draft, want.UTC().Format(time.RFC3339))
	}
	got := site.calendar(site.token, in3, in6, "").Entries
	if len(got) != 1 || got[0].At[:16] != in6+"T09:30" {
		t.Errorf("after the move: %+v", got)
	}
	// Moving it again on the revision read before the move is refused: someone changed it.
	expectStatus(t, site.write("PUT", "/api/content/qrs-coin/schedule?locale=de", entry.Revision,
		map[string]string{"publishAt": in3 + "T09:30:00"}), http.StatusConflict)
	// A day gone by is refused at the field.
	past := decodeAs[envelope](t, site.write("PUT", "/api/content/qrs-coin/schedule?locale=de", got[0].Revision,
		map[string]string{"publishAt": siteDays(t, -1) + "T09:30:00"}), http.StatusBadRequest)
	if past.Errors["/publishAt"] == "" {
		t.Errorf("a past day: %+v", past)
	}
}
