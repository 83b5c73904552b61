package database_test

import (
	"fmt"
	"math/rand/v2"
	"net/http"
	"net/netip"
	"strings"
	"sync"
	"testing"
	"time"
	"unicode/utf8"

	"github.com/qrs-site/qrs/internal/database"
	"github.com/qrs-site/qrs/internal/database/storetest"
	"github.com/qrs-site/qrs/internal/insights"
	"github.com/qrs-site/qrs/internal/testutil"
)

// Instances write their batches of counts at once, each adding to the same hours' rows: the
// sums are every instance's counts together.
func TestInsightCountsOfInstancesAddUp(t *testing.T) {
	t.Parallel()
	stores := twoInstances(t)
	ctx := t.Context()
	hour := time.Date(2026, 11, 20, 10, 0, 0, 0, time.UTC)
	const batches = 15
	var wg sync.WaitGroup
	for i := range 2 * batches {
		wg.Go(func() {
			counts := []database.InsightCount{
				{Hour: hour.Unix(), Dim: "site", Value: "", Views: 3, Visitors: 1},
				{Hour: hour.Unix(), Dim: "page", Value: "/team", Views: 2, Visitors: 1},
				{Hour: hour.Add(time.Hour).Unix(), Dim: "page", Value: "/team", Views: 1, Visitors: 1},
			}
			hits := []database.NotFoundHit{{Path: "/old", Hits: 2, First: hour, Last: hour.Add(time.Duration(i) * time.Minute),
				Referrers: map[string]int64{"old.example": 1}}}
			if _, err := stores[i%2].AddInsights(ctx, counts, hits); err != nil {
				t.Errorf("batch %d: %v", i, err)
			}
		})
	}
	wg.Wait()
	day := hour.Truncate(24 * time.Hour)
	got, err := stores[1].InsightCounts(ctx, day, day.AddDate(0, 0, 1), []string{"site", "page"}, 0)
	if err != nil {
		t.Fatal(err)
	}
	want := map[string][2]int64{"site:": {3 * 2 * batches, 2 * batches}, "page:/team": {3 * 2 * batches, 2 * 2 * batches}}
	if len(got) != len(want) {
		t.Fatalf("counts = %+v", got)
	}
	for _, c := range got {
		if w := want[c.Dim+":"+c.Value]; c.Views != w[0] || c.Visitors != w[1] {
			t.Errorf("%s %q = %d views, %d visitors; want %v", c.Dim, c.Value, c.Views, c.Visitors, w)
		}
	}
	// By hour: the two hours apart.
	byHour, err := stores[0].InsightCounts(ctx, day, day.AddDate(0, 0, 1), []string{"page"}, 3600)
	if err != nil {
		t.Fatal(err)
	}
	if len(byHour) != 2 || byHour[0].Hour != hour.Unix() || byHour[0].Views != 2*2*batches || byHour[1].Views != 2*batches {
		t.Errorf("by hour = %+v", byHour)
	}
	log, err := stores[0].NotFoundLog(ctx, false)
	if err != nil {
		t.Fatal(err)
	}
	last := hour.Add((2*batches - 1) * time.Minute).Format(time.RFC3339)
	if len(log) != 1 || log[0].Hits != 2*2*batches || log[0].TopReferrer != "old.example" || log[0].LastSeen != last {
		t.Errorf("not-found log = %+v, want /old asked %d times, last at %s", log, 4*batches, last)
	}
}

// The not-found log keeps its newest paths: past its bound, the ones last seen longest ago
// go, with their referrers; bots' paths are apart.
func TestNotFoundLogKeepsItsNewestPaths(t *testing.T) {
	t.Parallel()
	store := twoInstances(t)[0]
	ctx := t.Context()
	start := time.Date(2026, 11, 1, 0, 0, 0, 0, time.UTC)
	var hits []database.NotFoundHit
	for i := range database.NotFoundLogRows + 5 {
		at := start.Add(time.Duration(i) * time.Minute)
		hits = append(hits, database.NotFoundHit{Path: fmt.Sprintf("/gone-%04d", i), Bot: i%2 == 1, Hits: 1, First: at, Last: at,
			Referrers: map[string]int64{"ref.example": 1}})
	}
	if _, err := store.AddInsights(ctx, nil, hits); err != nil {
		t.Fatal(err)
	}
	people, err := store.NotFoundLog(ctx, false)
	if err != nil {
		t.Fatal(err)
	}
	bots, err := store.NotFoundLog(ctx, true)
	if err != nil {
		t.Fatal(err)
	}
	if n := len(people) + len(bots); n != database.NotFoundLogRows {
		t.Fatalf("the log holds %d paths, want %d", n, database.NotFoundLogRows)
	}
	seen := map[string]bool{}
	for _, e := range append(people, bots...) {
		seen[e.Path] = true
		if odd := (e.Path[len(e.Path)-1]-'0')%2 == 1; e.Bot != odd {
			t.Errorf("%s listed with bot=%v", e.Path, e.Bot)
		}
	}
	if seen["/gone-0000"] || seen["/gone-0004"] || !seen["/gone-0005"] || !seen[fmt.Sprintf("/gone-%04d", database.NotFoundLogRows+4)] {
		t.Error("the oldest five paths should be the ones dropped")
	}
	if err := store.ForgetNotFound(ctx, "/gone-0006"); err != nil {
		t.Fatal(err)
	}
	people, _ = store.NotFoundLog(ctx, false)
	for _, e := range people {
		if e.Path == "/gone-0006" {
			t.Error("a forgotten path is still in the log")
		}
	}
}

// Counts older than the retention go; newer ones stay.
func TestInsightCountsArePrunedByAge(t *testing.T) {
	t.Parallel()
	store := twoInstances(t)[0]
	ctx := t.Context()
	old := time.Date(2024, 1, 5, 10, 0, 0, 0, time.UTC)
	recent := time.Date(2026, 11, 5, 10, 0, 0, 0, time.UTC)
	if _, err := store.AddInsights(ctx, []database.InsightCount{
		{Hour: old.Unix(), Dim: "site", Views: 5, Visitors: 2},
		{Hour: recent.Unix(), Dim: "site", Views: 7, Visitors: 3},
	}, nil); err != nil {
		t.Fatal(err)
	}
	n, err := store.PruneInsights(ctx, time.Date(2025, 1, 1, 0, 0, 0, 0, time.UTC))
	if err != nil || n != 1 {
		t.Fatalf("pruned %d rows (%v), want 1", n, err)
	}
	got, err := store.InsightCounts(ctx, old.AddDate(-1, 0, 0), recent.AddDate(1, 0, 0), []string{"site"}, 0)
	if err != nil || len(got) != 1 || got[0].Views != 7 {
		t.Errorf("left = %+v (%v)", got, err)
	}
}

// A row the database refuses for its data (PostgreSQL takes no text that is not UTF-8, none
// with a NUL, and no key longer than an index holds) is left out and told, and the rest of
// its batch is stored; the next batch is stored whole. SQLite takes every such row.
func TestARefusedInsightRowLeavesTheRestOfItsBatchStored(t *testing.T) {
	t.Parallel()
	store := testutil.MustOpenStore(t, "")
	ctx := t.Context()
	hour := time.Date(2026, 11, 20, 10, 0, 0, 0, time.UTC)
	bad := []string{"/\xff", "a\x00b", "é" + incompressible(3000)}
	counts := []database.InsightCount{{Hour: hour.Unix(), Dim: "page", Value: "/team", Views: 2, Visitors: 1}}
	var hits []database.NotFoundHit
	for _, v := range bad {
		counts = append(counts, database.InsightCount{Hour: hour.Unix(), Dim: "utm_campaign", Value: v, Views: 1, Visitors: 1})
		hits = append(hits, database.NotFoundHit{Path: v, Hits: 1, First: hour, Last: hour})
	}
	hits = append(hits, database.NotFoundHit{Path: "/old", Hits: 3, First: hour, Last: hour,
		Referrers: map[string]int64{incompressible(3000) + ".example": 1, "fine.example": 2}})
	refused, err := store.AddInsights(ctx, counts, hits)
	if err != nil {
		t.Fatalf("a batch with rows the database refuses failed whole: %v", err)
	}
	if storetest.Postgres(t) && len(refused) != 2*len(bad)+1 {
		t.Errorf("PostgreSQL refused %d rows, want the %d bad ones", len(refused), 2*len(bad)+1)
	}
	for _, r := range refused {
		if r.Value == "/team" || r.Value == "/old" || r.Value == "fine.example" {
			t.Errorf("a good row was refused: %+v", r)
		}
	}
	day := hour.Truncate(24 * time.Hour)
	got, err := store.InsightCounts(ctx, day, day.AddDate(0, 0, 1), []string{"page"}, 0)
	if err != nil {
		t.Fatal(err)
	}
	if len(got) != 1 || got[0].Value != "/team" || got[0].Views != 2 {
		t.Errorf("page counts = %+v, want /team viewed twice", got)
	}
	log, err := store.NotFoundLog(ctx, false)
	if err != nil {
		t.Fatal(err)
	}
	var old *database.NotFoundEntry
	for i := range log {
		if log[i].Path == "/old" {
			old = &log[i]
		}
	}
	if old == nil || old.Hits != 3 || old.TopReferrer != "fine.example" {
		t.Errorf("not-found log = %+v, want /old asked 3 times from fine.example", log)
	}
	// The next batch goes in whole.
	next := []database.NotFoundHit{{Path: "/old", Hits: 1, First: hour, Last: hour, Referrers: map[string]int64{"fine.example": 1}}}
	if refused, err := store.AddInsights(ctx, counts[:1], next); err != nil || len(refused) != 0 {
		t.Fatalf("the next batch: refused %d rows, %v", len(refused), err)
	}
	got, _ = store.InsightCounts(ctx, day, day.AddDate(0, 0, 1), []string{"page"}, 0)
	if len(got) != 1 || got[0].Views != 4 {
		t.Errorf("page counts after the next batch = %+v, want 4 views", got)
	}
}

// A path of the not-found log keeps its most frequent referring hosts alone: made-up hosts,
// batch after batch, do not grow the table.
func TestNotFoundReferrersKeepTheirTopHostsPerPath(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	store := testutil.MustOpenStore(t, dir)
	ctx := t.Context()
	at := time.Date(2026, 11, 20, 10, 0, 0, 0, time.UTC)
	for batch := range 5 {
		refs := map[string]int64{"often.example": 100}
		for i := range database.NotFoundReferrers {
			refs[fmt.Sprintf("made-up-%d-%d.example", batch, i)] = 1
		}
		if _, err := store.AddInsights(ctx, nil, []database.NotFoundHit{{Path: "/old", Hits: 1, First: at, Last: at, Referrers: refs}}); err != nil {
			t.Fatal(err)
		}
	}
	var rows int
	if err := testutil.OpenDatabase(t, dir).QueryRow(`SELECT COUNT(*) FROM not_found_referrers WHERE path = '/old'`).Scan(&rows); err != nil {
		t.Fatal(err)
	}
	if rows != database.NotFoundReferrers {
		t.Errorf("/old keeps %d referring hosts, want its top %d", rows, database.NotFoundReferrers)
	}
	log, _ := store.NotFoundLog(ctx, false)
	if len(log) != 1 || log[0].TopReferrer != "often.example" {
		t.Errorf("not-found log = %+v, want often.example on top", log)
	}
}

// incompressible answers n letters that PostgreSQL cannot compress to fit an index.
func incompressible(n int) string {
	rnd := rand.New(rand.NewPCG(1, 2))
	b := make([]byte, n)
	for i := range b {
		b[i] = 'a' + byte(rnd.IntN(26))
	}
	return string(b)
}

// What visitors send cannot stop the counting, on either engine: a path that is not UTF-8
// (GET /%ff), a campaign cut inside a character at the values' bound, a referring host
// longer than an index holds. Each is kept as valid, bounded text, and the counts of that
// batch and of the next ones are stored.
func TestVisitorsCannotStopTheCounting(t *testing.T) {
	t.Parallel()
	store := testutil.MustOpenStore(t, "")
	c := insights.New(store, nil, nil)
	ip := netip.MustParseAddr("203.0.113.7")
	get := func(target string, headers ...string) *http.Request {
		r, err := http.NewRequest(http.MethodGet, "http://qrs.example"+target, nil)
		if err != nil {
			t.Fatal(err)
		}
		r.Header.Set("User-Agent", "Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0")
		for i := 0; i+1 < len(headers); i += 2 {
			r.Header.Set(headers[i], headers[i+1])
		}
		return r
	}
	longHost := "https://" + incompressible(3000) + ".example/"
	notFound := get("/%ff", "Referer", longHost)
	c.NotFound(notFound, notFound.URL.Path)
	c.NotFound(get("/x%00y"), "/x\x00y")
	c.PageView(get("/?utm_campaign=a"+strings.Repeat("%C3%A9", 150), "Referer", longHost), ip, "/")
	if err := c.Flush(t.Context()); err != nil {
		t.Fatalf("the batch failed: %v", err)
	}
	c.PageView(get("/team"), ip, "/team")
	if err := c.Flush(t.Context()); err != nil {
		t.Fatalf("the next batch failed: %v", err)
	}
	day := time.Now().UTC().Truncate(24 * time.Hour)
	counts, err := store.InsightCounts(t.Context(), day.AddDate(0, 0, -1), day.AddDate(0, 0, 2),
		[]string{insights.DimSite, insights.DimCampaign, insights.DimReferrer}, 0)
	if err != nil {
		t.Fatal(err)
	}
	views := map[string]int64{}
	for _, n := range counts {
		views[n.Dim] += n.Views
		if !utf8.ValidString(n.Value) || len(n.Value) > 200 {
			t.Errorf("%s value %.40q… kept as %d bytes, valid %v", n.Dim, n.Value, len(n.Value), utf8.ValidString(n.Value))
		}
	}
	if views[insights.DimSite] != 2 || views[insights.DimCampaign] != 1 || views[insights.DimReferrer] != 1 {
		t.Errorf("views per dimension = %v, want the site 2, a campaign and a referrer 1", views)
	}
	log, err := store.NotFoundLog(t.Context(), false)
	if err != nil {
		t.Fatal(err)
	}
	paths := map[string]bool{}
	for _, e := range log {
		paths[e.Path] = true
	}
	if !paths["/%FF"] || !paths["/x%00y"] {
		t.Errorf("not-found log = %+v, want /%%FF and /x%%00y, their bytes escaped", log)
	}
}
