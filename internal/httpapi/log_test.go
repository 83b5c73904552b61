package httpapi

import (
	"net/http"
	"strings"
	"testing"
)

func TestTheRequestLogKeepsAVisitorsLongPathShort(t *testing.T) {
	t.Parallel()
	s := newSite(t, nil)
	long := "/" + strings.Repeat("a", 20_000)
	expectStatus(t, s.do(http.MethodGet, "/api"+long, "", nil), http.StatusNotFound)
	logs := s.logs()
	if !strings.Contains(logs, "path=/api/aaaa") {
		t.Fatalf("the request is not in the log:\n%.500s", logs)
	}
	for _, line := range strings.Split(logs, "\n") {
		if len(line) > 2_000 {
			t.Errorf("a log line of %d bytes holds what the visitor sent unclipped: %.200s…", len(line), line)
		}
	}
}
