package database_test

import (
	"context"
	"fmt"
	"sync"
	"testing"
	"time"

	"github.com/qrs-site/qrs/internal/content"
	"github.com/qrs-site/qrs/internal/database"
	"github.com/qrs-site/qrs/internal/testutil"
)

// manyRedirects answers n redirects as an import brings them, none leading to another:
// exact ones, prefixes and some to another site, with one stored before among them.
func manyRedirects(n int) []any {
	recs := make([]any, 0, n)
	for i := range n {
		rd := content.Redirects.New().(*content.Redirect)
		switch i % 4 {
		case 0:
			rd.From, rd.To, rd.Prefix = fmt.Sprintf("/old-section-%d", i), fmt.Sprintf("/research/s%d", i), true
		case 1:
			rd.From, rd.To = fmt.Sprintf("/old/page-%d", i), "https://elsewhere.example/"+fmt.Sprint(i)
		default:
			rd.From, rd.To = fmt.Sprintf("/old/page-%d", i), fmt.Sprintf("/new/page-%d", i)
		}
		if errs := content.Redirects.Check(rd); len(errs) > 0 {
			panic(fmt.Sprint(rd, errs))
		}
		recs = append(recs, rd)
	}
	return recs
}

// BenchmarkRedirectImport imports 10,000 redirects into a store holding 1,000, as the
// import of a CSV file does, while another writer records a sign-in every 10 ms (on SQLite
// every write waits for the import's transaction); it reports the longest that writer
// waited (max-write-wait-ms).
func BenchmarkRedirectImport(b *testing.B) {
	ctx := content.WithActor(context.Background(), content.Actor{ID: 1, Username: "admin", Role: content.Role("owner")})
	var longest time.Duration
	for b.Loop() {
		b.StopTimer()
		s := testutil.MustOpenStore(b, "")
		if _, err := s.Import(ctx, content.Redirects, manyRedirects(1000)); err != nil {
			b.Fatal(err)
		}
		recs := manyRedirects(11000)[1000:]
		stop, done := make(chan struct{}), make(chan struct{})
		var mu sync.Mutex
		go func() {
			defer close(done)
			for i := 0; ; i++ {
				select {
				case <-stop:
					return
				case <-time.After(10 * time.Millisecond):
				}
				start := time.Now()
				if err := s.Audit(ctx, database.AuditEntry{Action: "sign-in", Kind: "session", Target: fmt.Sprint(i)}); err != nil {
					b.Error(err)
					return
				}
				mu.Lock()
				longest = max(longest, time.Since(start))
				mu.Unlock()
			}
		}()
		b.StartTimer()
		res, err := s.Import(ctx, content.Redirects, recs)
		b.StopTimer()
		close(stop)
		<-done
		if err != nil || res.Added != len(recs) {
			b.Fatalf("the import answered %+v, %v", res, err)
		}
		b.StartTimer()
	}
	b.ReportMetric(float64(longest.Milliseconds()), "max-write-wait-ms")
}
