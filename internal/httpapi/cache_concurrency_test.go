package httpapi

import (
	"fmt"
	"net/http"
	"sync"
	"testing"
)

// TestPagesAndListsStayWholeUnderConcurrentWrites reads a data page and its list while an
// admin writes: every answer is complete JSON, and once the writes are done both show them.
func TestPagesAndListsStayWholeUnderConcurrentWrites(t *testing.T) {
	t.Parallel()
	site := newSite(t, nil)
	const writes = 12
	var wg sync.WaitGroup
	wg.Add(1)
	go func() {
		defer wg.Done()
		for i := range writes {
			res := site.admin("POST", "/api/team-members", map[string]any{
				"name": fmt.Sprintf("Member %d", i), "title": "Lead", "company": "QRS", "description": "Leads."})
			res.Body.Close()
		}
	}()
	for range 4 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for range 15 {
				for _, path := range []string{"/team", "/api/team-members"} {
					res := site.do("GET", path, "", nil, "Accept-Encoding", "br")
					res.Body.Close()
					if res.StatusCode != http.StatusOK {
						t.Errorf("GET %s = %d", path, res.StatusCode)
					}
				}
			}
		}()
	}
	wg.Wait()
	if n := len(embeddedList(t, readBody(t, site.do("GET", "/team", "", nil)), "/api/team-members")); n != writes {
		t.Fatalf("the page embeds %d members after %d writes", n, writes)
	}
	if n := len(decodeAs[[]map[string]any](t, site.do("GET", "/api/team-members", "", nil), http.StatusOK)); n != writes {
		t.Fatalf("the list has %d members after %d writes", n, writes)
	}
}
