package insights_test

import (
	"fmt"
	"net/http"
	"net/netip"
	"runtime"
	"strings"
	"testing"
	"time"

	"github.com/qrs-site/qrs/internal/insights"
	"github.com/qrs-site/qrs/internal/testutil"
)

// request answers a GET of target with the headers; its query values are parts of the
// target, as a request's are of its line.
func request(tb testing.TB, target string, headers ...string) *http.Request {
	tb.Helper()
	r, err := http.NewRequest(http.MethodGet, "http://qrs.example"+target, nil)
	if err != nil {
		tb.Fatal(err)
	}
	for i := 0; i+1 < len(headers); i += 2 {
		r.Header.Set(headers[i], headers[i+1])
	}
	return r
}

// heap answers the bytes the live objects take, after collecting the rest.
func heap() int64 {
	runtime.GC()
	runtime.GC()
	var m runtime.MemStats
	runtime.ReadMemStats(&m)
	return int64(m.HeapAlloc)
}

// A thousand visits with distinct 60 kB User-Agents, campaign values, referring hosts and
// paths not found leave the counter holding less than MaxMemory: what it keeps of each is a
// bounded copy, or a hash. The visits are still counted. (Not parallel: it measures the
// process's heap.)
func TestMemoryOfInsightsStaysBoundedWhateverClientsSend(t *testing.T) {
	store := testutil.MustOpenStore(t, "")
	c := insights.New(store, nil, nil)
	ip := netip.MustParseAddr("203.0.113.7")
	const visits = 1000
	long := strings.Repeat("x", 60<<10)
	c.PageView(request(t, "/", "User-Agent", "Mozilla/5.0 warm"), ip, "/")
	before := heap()
	for i := range visits {
		distinct := fmt.Sprintf("%s%06d", long, i)
		agent := "Mozilla/5.0 (X11; Linux x86_64) " + distinct
		c.PageView(request(t, "/?utm_source="+distinct+"&utm_campaign=a"+strings.Repeat("é", 150)+fmt.Sprint(i),
			"User-Agent", agent, "Referer", "https://"+distinct+".example/", "Accept-Language", "de-"+distinct), ip, "/")
		c.NotFound(request(t, "/missing-"+distinct, "User-Agent", agent, "Referer", "https://"+distinct+".example/"), "/missing-"+distinct)
	}
	after := heap()
	grown := after - before
	t.Logf("heap %d MB before, %d MB after %d visits and %d paths not found, each with 60 kB values", before>>20, after>>20, visits, visits)
	if grown > insights.MaxMemory {
		t.Fatalf("the counter took %d MB, more than its bound of %d MB", grown>>20, insights.MaxMemory>>20)
	}
	if err := c.Flush(t.Context()); err != nil {
		t.Fatal(err)
	}
	day := time.Now().UTC().Truncate(24 * time.Hour)
	counts, err := store.InsightCounts(t.Context(), day.AddDate(0, 0, -1), day.AddDate(0, 0, 2), []string{insights.DimSite}, 0)
	if err != nil {
		t.Fatal(err)
	}
	if len(counts) != 1 || counts[0].Views != visits+1 {
		t.Errorf("site counts = %+v, want %d views", counts, visits+1)
	}
}
