package insights

import (
	"cmp"
	"context"
	"fmt"
	"net/url"
	"slices"
	"time"

	"github.com/qrs-site/qrs/internal/content"
	"github.com/qrs-site/qrs/internal/database"
)

// Period is a range of whole days (UTC), From included and To excluded, shown in buckets
// of a day or a month.
type Period struct {
	From   time.Time
	To     time.Time
	Bucket string // "day" or "month"
}

// The ranges the Insights tab offers; a custom range is from= and to= (dates, both included).
const (
	Range7Days   = "7d"
	Range30Days  = "30d"
	Range12Month = "12m"
)

// maxDayBuckets is the longest custom range shown by day; a longer one is shown by month.
const maxDayBuckets = 92

// maxRangeDays bounds a custom range (ten years).
const maxRangeDays = 3700

// dateLayout is how the API writes and reads a day.
const dateLayout = "2006-01-02"

// ParsePeriod reads the range of q (range=7d|30d|12m, or from= and to=, dates both
// included; 30 days by default) as of now, and answers it with the period before it of
// the same length.
func ParsePeriod(q url.Values, now time.Time) (cur, prev Period, err error) {
	now = now.UTC()
	today := time.Date(now.Year(), now.Month(), now.Day(), 0, 0, 0, 0, time.UTC)
	tomorrow := today.AddDate(0, 0, 1)
	from, to := q.Get("from"), q.Get("to")
	switch r := q.Get("range"); {
	case from != "" || to != "":
		f, ferr := time.Parse(dateLayout, from)
		t, terr := time.Parse(dateLayout, to)
		if ferr != nil || terr != nil {
			return cur, prev, content.Errorf(content.Invalid, "A custom range needs from and to as dates, such as from=2026-01-01&to=2026-01-31")
		}
		if t.Before(f) {
			return cur, prev, content.Errorf(content.Invalid, "The range ends before it starts")
		}
		t = t.AddDate(0, 0, 1)
		if t.Sub(f) > maxRangeDays*24*time.Hour {
			return cur, prev, content.Errorf(content.Invalid, "A range is at most ten years long")
		}
		cur = Period{From: f, To: t, Bucket: "day"}
		if t.Sub(f) > maxDayBuckets*24*time.Hour {
			cur.Bucket = "month"
		}
		prev = Period{From: f.Add(-t.Sub(f)), To: f, Bucket: cur.Bucket}
	case r == Range7Days:
		cur = Period{From: tomorrow.AddDate(0, 0, -7), To: tomorrow, Bucket: "day"}
		prev = Period{From: cur.From.AddDate(0, 0, -7), To: cur.From, Bucket: "day"}
	case r == Range30Days || r == "":
		cur = Period{From: tomorrow.AddDate(0, 0, -30), To: tomorrow, Bucket: "day"}
		prev = Period{From: cur.From.AddDate(0, 0, -30), To: cur.From, Bucket: "day"}
	case r == Range12Month:
		next := time.Date(now.Year(), now.Month(), 1, 0, 0, 0, 0, time.UTC).AddDate(0, 1, 0)
		cur = Period{From: next.AddDate(0, -12, 0), To: next, Bucket: "month"}
		prev = Period{From: cur.From.AddDate(0, -12, 0), To: cur.From, Bucket: "month"}
	default:
		return cur, prev, content.Errorf(content.Invalid, "range must be 7d, 30d or 12m, or give from and to")
	}
	return cur, prev, nil
}

// buckets answers the starts of p's buckets.
func (p Period) buckets() []time.Time {
	var out []time.Time
	for t := p.From; t.Before(p.To); {
		out = append(out, t)
		if p.Bucket == "month" {
			t = time.Date(t.Year(), t.Month(), 1, 0, 0, 0, 0, time.UTC).AddDate(0, 1, 0)
		} else {
			t = t.AddDate(0, 0, 1)
		}
	}
	return out
}

// label answers how a bucket starting at t is written.
func (p Period) label(t time.Time) string {
	if p.Bucket == "month" {
		return t.Format("2006-01")
	}
	return t.Format(dateLayout)
}

// Span is a period as the API writes it: its first and last day.
type Span struct {
	From   string `json:"from"`
	To     string `json:"to"`
	Bucket string `json:"bucket"`
}

func (p Period) span() Span {
	return Span{From: p.From.Format(dateLayout), To: p.To.AddDate(0, 0, -1).Format(dateLayout), Bucket: p.Bucket}
}

// Totals are a period's sums. Visitors are counted once a day: a visitor of two days is two.
type Totals struct {
	Views     int64 `json:"views"`
	Visitors  int64 `json:"visitors"`
	Downloads int64 `json:"downloads"`
	Messages  int64 `json:"messages"`
}

// Point is one bucket of the chart.
type Point struct {
	Date     string `json:"date"`
	Views    int64  `json:"views"`
	Visitors int64  `json:"visitors"`
}

// Row is one line of a table: a page, a referring site, a campaign, a file, a subject.
// Entries, Messages and Conversion are the pages' (Conversion: messages per visitor).
type Row struct {
	Value      string   `json:"value"`
	Views      int64    `json:"views"`
	Visitors   int64    `json:"visitors"`
	Entries    *int64   `json:"entries,omitempty"`
	Messages   *int64   `json:"messages,omitempty"`
	Conversion *float64 `json:"conversion,omitempty"`
}

// Table is one table of the report.
type Table struct {
	Name string `json:"name"`
	Rows []Row  `json:"rows"`
}

// Report is what GET /api/insights answers.
type Report struct {
	Range          Span    `json:"range"`
	Previous       Span    `json:"previous"`
	Totals         Totals  `json:"totals"`
	PreviousTotals Totals  `json:"previousTotals"`
	Series         []Point `json:"series"`
	PreviousSeries []Point `json:"previousSeries"`
	Tables         []Table `json:"tables"`
}

// Tables are the report's tables, each of one dimension, in the order the Insights tab shows
// them. "pages" adds to the page views their entries and the messages sent from them.
var Tables = []struct{ Name, Dim string }{
	{"pages", DimPage},
	{"entries", DimEntry},
	{"referrers", DimReferrer},
	{"sources", DimSource},
	{"mediums", DimMedium},
	{"campaigns", DimCampaign},
	{"downloads", DimDownload},
	{"messagePages", DimMessagePage},
	{"subjects", DimMessageSubject},
	{"devices", DimDevice},
	{"languages", DimLanguage},
}

// TableNamed answers the dimension of the table called name, false when there is none.
func TableNamed(name string) (string, bool) {
	for _, t := range Tables {
		if t.Name == name {
			return t.Dim, true
		}
	}
	return "", false
}

// MakeReport answers the report of cur, compared with prev, with at most limit rows per
// table (0: all).
func MakeReport(ctx context.Context, store *database.Store, cur, prev Period, limit int) (*Report, error) {
	rep := &Report{Range: cur.span(), Previous: prev.span()}
	var err error
	if rep.Series, rep.Totals, err = series(ctx, store, cur); err != nil {
		return nil, err
	}
	if rep.PreviousSeries, rep.PreviousTotals, err = series(ctx, store, prev); err != nil {
		return nil, err
	}
	dims := make([]string, 0, len(Tables))
	for _, t := range Tables {
		dims = append(dims, t.Dim)
	}
	counts, err := store.InsightCounts(ctx, cur.From, cur.To, dims, 0)
	if err != nil {
		return nil, err
	}
	byDim := map[string][]Row{}
	for _, c := range counts {
		byDim[c.Dim] = append(byDim[c.Dim], Row{Value: c.Value, Views: c.Views, Visitors: c.Visitors})
	}
	sum := func(dim string) map[string]Row {
		m := map[string]Row{}
		for _, r := range byDim[dim] {
			m[r.Value] = r
		}
		return m
	}
	entries, messages, pages := sum(DimEntry), sum(DimMessagePage), sum(DimPage)
	for i, r := range byDim[DimPage] {
		e, m := entries[r.Value].Views, messages[r.Value].Views
		byDim[DimPage][i].Entries, byDim[DimPage][i].Messages = &e, &m
		byDim[DimPage][i].Conversion = conversion(m, r.Visitors)
	}
	// A message's page: its messages (Views), and the page's visitors with the share of them.
	for i, r := range byDim[DimMessagePage] {
		p := pages[r.Value].Visitors
		byDim[DimMessagePage][i].Visitors = p
		byDim[DimMessagePage][i].Conversion = conversion(r.Views, p)
	}
	for _, t := range Tables {
		rows := byDim[t.Dim]
		slices.SortFunc(rows, func(a, b Row) int {
			return cmp.Or(cmp.Compare(b.Views, a.Views), cmp.Compare(b.Visitors, a.Visitors), cmp.Compare(a.Value, b.Value))
		})
		if limit > 0 && len(rows) > limit {
			rows = rows[:limit]
		}
		if rows == nil {
			rows = []Row{}
		}
		rep.Tables = append(rep.Tables, Table{Name: t.Name, Rows: rows})
	}
	return rep, nil
}

// conversion answers messages per visitor, nil without visitors.
func conversion(messages, visitors int64) *float64 {
	if visitors == 0 {
		return nil
	}
	c := float64(messages) / float64(visitors)
	return &c
}

// series answers p's chart, a point per bucket, and its totals.
func series(ctx context.Context, store *database.Store, p Period) ([]Point, Totals, error) {
	counts, err := store.InsightCounts(ctx, p.From, p.To, []string{DimSite, DimDownload, DimMessageSubject}, 86400)
	if err != nil {
		return nil, Totals{}, err
	}
	starts := p.buckets()
	points := make([]Point, len(starts))
	for i, t := range starts {
		points[i].Date = p.label(t)
	}
	var tot Totals
	for _, c := range counts {
		switch c.Dim {
		case DimDownload:
			tot.Downloads += c.Views
			continue
		case DimMessageSubject:
			tot.Messages += c.Views
			continue
		}
		day := time.Unix(c.Hour, 0).UTC()
		i, _ := slices.BinarySearchFunc(starts, day, func(s, d time.Time) int {
			if s.After(d) {
				return 1
			}
			return -1
		})
		if i == 0 {
			continue
		}
		points[i-1].Views += c.Views
		points[i-1].Visitors += c.Visitors
		tot.Views += c.Views
		tot.Visitors += c.Visitors
	}
	return points, tot, nil
}

// CSV answers table name of the report as rows of a CSV file, its header first.
func (rep *Report) CSV(name string) ([][]string, error) {
	for _, t := range rep.Tables {
		if t.Name != name {
			continue
		}
		out := [][]string{{name, "views", "visitors"}}
		switch name {
		case "pages":
			out[0] = append(out[0], "entries", "messages", "conversion")
		case "downloads":
			out[0][1] = "downloads"
		case "messagePages":
			out[0] = []string{name, "messages", "page visitors", "conversion"}
		case "subjects":
			out[0][1] = "messages"
		}
		for _, r := range t.Rows {
			line := []string{r.Value, fmt.Sprint(r.Views), fmt.Sprint(r.Visitors)}
			if r.Entries != nil {
				line = append(line, fmt.Sprint(*r.Entries), fmt.Sprint(*r.Messages))
			}
			if r.Conversion != nil || name == "pages" || name == "messagePages" {
				line = append(line, percent(r.Conversion))
			}
			out = append(out, line)
		}
		return out, nil
	}
	if name == "series" {
		out := [][]string{{rep.Range.Bucket, "views", "visitors"}}
		for _, p := range rep.Series {
			out = append(out, []string{p.Date, fmt.Sprint(p.Views), fmt.Sprint(p.Visitors)})
		}
		return out, nil
	}
	return nil, content.Errorf(content.Invalid, "No table is called %q", name)
}

func percent(c *float64) string {
	if c == nil {
		return ""
	}
	return fmt.Sprintf("%.2f%%", *c*100)
}
