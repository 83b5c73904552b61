package httpapi

import (
	"cmp"
	"fmt"
	"net/http"
	"slices"
	"time"

	"github.com/qrs-site/qrs/internal/content"
	"github.com/qrs-site/qrs/internal/database"
)

// Routes of this file (see routes.go):
//   GET /api/calendar?from=YYYY-MM-DD&to=YYYY-MM-DD[&locale=de]   the publishing calendar, for every staff account
//
// An entry is moved to another day through the schedule's own route,
// PUT /api/content/{key}/schedule, which editors and owners may call.

// calendarMaxDays is the most days one calendar request spans: a month view's six weeks
// with room to spare, and a bound on what one request reads.
const calendarMaxDays = 62

// calendarDay is how a day of the calendar is written in its requests and answers.
const calendarDay = "2006-01-02"

// Kinds of calendar entry; the panel shows each kind alike, by its name.
const (
	calendarScheduled = "scheduled" // a draft due to publish itself
	calendarReview    = "review"    // a draft in review whose author wished a time
)

// calendarEntry is one entry of the calendar: what happens (kind) to which document in
// which language, when (RFC 3339 in the site's zone, so its date and time are the site's
// wall clock), by whom, and the document's revision, which a move sends as If-Match.
type calendarEntry struct {
	Kind     string `json:"kind"`
	Key      string `json:"key"`
	Title    string `json:"title"`
	Locale   string `json:"locale"`
	At       string `json:"at"`
	By       string `json:"by"`
	Revision int64  `json:"revision"`
}

// calendarAnswer is GET /api/calendar: the days asked for, the site's zone and its date
// today there, and the entries of those days by time.
type calendarAnswer struct {
	From     string          `json:"from"`
	To       string          `json:"to"`
	TimeZone string          `json:"timeZone"`
	Today    string          `json:"today"`
	Entries  []calendarEntry `json:"entries"`
}

// handleCalendar answers GET /api/calendar: every scheduled publish, and every draft in
// review with a time its author wished, from the day from to
// the day to, both included, days of the site's time zone, in every language or in locale
// alone. 400 at the field for a day missing or not written YYYY-MM-DD, to before from, more
// than calendarMaxDays days, or a language the site does not speak.
func handleCalendar(d *deps) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		zone := siteTimeZone(r.Context(), d.store)
		from, to, err := calendarRange(r, zone)
		if err != nil {
			writeError(w, r, d.log, err)
			return
		}
		locale := r.URL.Query().Get("locale")
		if locale != "" && !content.Languages.IsLanguage(locale) {
			writeError(w, r, d.log, calendarInvalid("locale", "The site does not speak this language"))
			return
		}
		drafts, err := d.store.ScheduledContent(r.Context(), from, to.AddDate(0, 0, 1))
		if err != nil {
			writeError(w, r, d.log, err)
			return
		}
		wished, err := d.store.ReviewsWished(r.Context(), from, to.AddDate(0, 0, 1))
		if err != nil {
			writeError(w, r, d.log, err)
			return
		}
		kinds := map[*database.ScheduledDraft]string{}
		for i := range wished {
			kinds[&wished[i]] = calendarReview
		}
		all := make([]*database.ScheduledDraft, 0, len(drafts)+len(wished))
		for i := range drafts {
			all = append(all, &drafts[i])
		}
		for i := range wished {
			all = append(all, &wished[i])
		}
		// By time (RFC 3339 UTC strings sort as times), then key and language.
		slices.SortStableFunc(all, func(a, b *database.ScheduledDraft) int {
			return cmp.Or(cmp.Compare(a.PublishAt, b.PublishAt), cmp.Compare(a.Key, b.Key), cmp.Compare(a.Locale, b.Locale))
		})
		out := calendarAnswer{From: from.Format(calendarDay), To: to.Format(calendarDay), TimeZone: zone.String(),
			Today: time.Now().In(zone).Format(calendarDay), Entries: []calendarEntry{}}
		for _, dr := range all {
			kind := cmp.Or(kinds[dr], calendarScheduled)
			if (locale != "" && dr.Locale != locale) || !d.content.Has(dr.Key) {
				continue
			}
			at, err := time.Parse(time.RFC3339, dr.PublishAt)
			if err != nil {
				writeError(w, r, d.log, err)
				return
			}
			out.Entries = append(out.Entries, calendarEntry{Kind: kind, Key: dr.Key, Title: content.DocumentName(dr.Key),
				Locale: dr.Locale, At: at.In(zone).Format(time.RFC3339), By: dr.By, Revision: dr.Revision})
		}
		encode(w, http.StatusOK, out)
	})
}

// calendarRange reads the days from and to of a calendar request, each at its start in zone.
func calendarRange(r *http.Request, zone *time.Location) (from, to time.Time, err error) {
	q := r.URL.Query()
	for _, field := range []string{"from", "to"} {
		v := q.Get(field)
		if v == "" {
			which := map[string]string{"from": "first", "to": "last"}[field]
			return from, to, calendarInvalid(field, "Give the "+which+" day, as YYYY-MM-DD")
		}
		day, perr := time.ParseInLocation(calendarDay, v, zone)
		if perr != nil {
			return from, to, calendarInvalid(field, "Write the day as YYYY-MM-DD, such as 2026-12-01")
		}
		if field == "from" {
			from = day
		} else {
			to = day
		}
	}
	switch {
	case to.Before(from):
		return from, to, calendarInvalid("to", "The last day must not be before the first")
	case from.AddDate(0, 0, calendarMaxDays-1).Before(to):
		return from, to, calendarInvalid("to", fmt.Sprintf("The calendar shows at most %d days at a time", calendarMaxDays))
	}
	return from, to, nil
}

// calendarInvalid is a 400 whose message is the field's.
func calendarInvalid(field, msg string) error {
	return &content.Error{Code: content.Invalid, Message: msg, Fields: content.FieldErrors{field: msg}}
}
