package database_test

import (
	"fmt"
	"sync"
	"testing"
	"time"

	"github.com/qrs-site/qrs/internal/database"
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
			if err := stores[i%2].AddInsights(ctx, counts, hits); err != nil {
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
	if err := store.AddInsights(ctx, nil, hits); err != nil {
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
	if err := store.AddInsights(ctx, []database.InsightCount{
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
