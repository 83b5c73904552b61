package httpapi

import (
	"compress/gzip"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"strings"
	"sync"
	"sync/atomic"
	"testing"

	"github.com/andybalholm/brotli"
	"github.com/qrs-site/qrs/internal/content"
)

// TestListReadsSeeEachWriteDuringAWriteStorm has admins create, change and delete team
// members without pause while visitors read the list in every encoding: each admin, reading
// right after a write, sees it; every answer is a whole list; and the list is loaded at most
// once per content version however many reads wait, where readers each loading it again
// made reads crawl under writes.
func TestListReadsSeeEachWriteDuringAWriteStorm(t *testing.T) {
	t.Parallel()
	site := newSite(t, nil)
	site.seed()
	list := site.deps.site.Lists().List("/api/team-members")
	get := func(accept string) ([]content.TeamMember, error) {
		req, _ := http.NewRequest("GET", site.srv.URL+"/api/team-members", nil)
		req.Header.Set("Accept-Encoding", accept)
		res, err := noRedirect.Do(req)
		if err != nil {
			return nil, err
		}
		defer res.Body.Close()
		var body io.Reader = res.Body
		switch res.Header.Get("Content-Encoding") {
		case "br":
			body = brotli.NewReader(res.Body)
		case "gzip":
			if body, err = gzip.NewReader(res.Body); err != nil {
				return nil, err
			}
		}
		var members []content.TeamMember
		if res.StatusCode != http.StatusOK {
			return nil, fmt.Errorf("GET /api/team-members = %d", res.StatusCode)
		}
		return members, json.NewDecoder(body).Decode(&members)
	}
	send := func(method, path string, body any, into any) error {
		data, _ := json.Marshal(body)
		req, _ := http.NewRequest(method, site.srv.URL+path, strings.NewReader(string(data)))
		req.Header.Set("Content-Type", "application/json")
		req.Header.Set("Authorization", "Bearer "+site.token)
		res, err := noRedirect.Do(req)
		if err != nil {
			return err
		}
		defer res.Body.Close()
		if res.StatusCode >= 300 {
			return fmt.Errorf("%s %s = %d", method, path, res.StatusCode)
		}
		if into != nil {
			return json.NewDecoder(res.Body).Decode(into)
		}
		return nil
	}
	find := func(members []content.TeamMember, id int64) *content.TeamMember {
		for i := range members {
			if members[i].ID == id {
				return &members[i]
			}
		}
		return nil
	}

	const writers, rounds, readers = 4, 6, 8
	loadsBefore, versionBefore := list.Loads(), site.store.Version()
	var writing sync.WaitGroup
	var reads atomic.Int64
	done := make(chan struct{})
	for w := range writers {
		writing.Add(1)
		go func() {
			defer writing.Done()
			for r := range rounds {
				member := map[string]any{"name": fmt.Sprintf("Writer %d round %d", w, r), "title": "Lead", "company": "QRS", "description": "Leads."}
				var created content.TeamMember
				if err := send("POST", "/api/team-members", member, &created); err != nil {
					t.Error(err)
					return
				}
				members, err := get("br")
				if err != nil || find(members, created.ID) == nil {
					t.Errorf("after creating %d the list lacks it (%v)", created.ID, err)
				}
				member["title"] = fmt.Sprintf("Lead %d", r)
				path := fmt.Sprintf("/api/team-members/%d", created.ID)
				if err := send("PUT", path, member, nil); err != nil {
					t.Error(err)
					return
				}
				members, err = get("")
				if m := find(members, created.ID); err != nil || m == nil || m.Title != member["title"] {
					t.Errorf("after changing %d the list shows %+v (%v)", created.ID, m, err)
				}
				if err := send("DELETE", path, nil, nil); err != nil {
					t.Error(err)
					return
				}
				members, err = get("gzip")
				if err != nil || find(members, created.ID) != nil {
					t.Errorf("after deleting %d the list still has it (%v)", created.ID, err)
				}
			}
		}()
	}
	var reading sync.WaitGroup
	for i := range readers {
		reading.Add(1)
		go func() {
			defer reading.Done()
			accept := []string{"gzip, deflate, br", "gzip", ""}[i%3]
			for {
				select {
				case <-done:
					return
				default:
				}
				members, err := get(accept)
				if err != nil || find(members, 1) == nil {
					t.Errorf("a visitor's read during the writes: %d members, %v", len(members), err)
					return
				}
				reads.Add(1)
			}
		}()
	}
	writing.Wait()
	close(done)
	reading.Wait()

	loads, versions := list.Loads()-loadsBefore, site.store.Version()-versionBefore
	t.Logf("%d visitor reads and %d admin reads during %d writes: %d loads", reads.Load(), writers*rounds*3, versions, loads)
	if loads > versions+1 {
		t.Errorf("%d loads for %d content versions: a version was loaded more than once", loads, versions)
	}
}
