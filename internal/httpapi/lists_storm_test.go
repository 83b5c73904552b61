package httpapi

import (
	"compress/gzip"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/andybalholm/brotli"
	"github.com/qrs-site/qrs/internal/content"
)

// gatedTeamList registers the team members of the site's store as a list of a new cache
// whose first load waits at its start until gate is closed, after telling entered.
func gatedTeamList(site *testSite) (list *cachedList, entered, gate chan struct{}) {
	entered, gate = make(chan struct{}), make(chan struct{})
	cache := newListCache(site.store.Version)
	list = cache.add("/api/team-members", func(ctx context.Context) (any, error) {
		if list.loads.Load() == 1 {
			close(entered)
			<-gate
		}
		return site.store.ListTeamMembers(ctx)
	})
	return list, entered, gate
}

// waitForReaders waits until n readers share the list's rebuild that which picks.
func waitForReaders(list *cachedList, n int, which func(*cachedList) *rebuild) {
	for {
		list.mu.Lock()
		b := which(list)
		waiting := 0
		if b != nil {
			waiting = b.readers
		}
		list.mu.Unlock()
		if waiting >= n {
			return
		}
		time.Sleep(time.Millisecond)
	}
}

func runningRebuild(l *cachedList) *rebuild { return l.running }
func nextRebuild(l *cachedList) *rebuild    { return l.next }

// TestListReadersArrivingDuringARebuildShareTheNextOne holds a rebuild of the team list
// while an admin adds members one by one and a reader arrives after each addition: none of
// them loads the list itself; they all share the one rebuild after it, and each sees every
// member added before it came.
func TestListReadersArrivingDuringARebuildShareTheNextOne(t *testing.T) {
	t.Parallel()
	site := newSite(t, nil)
	list, entered, gate := gatedTeamList(site)
	first := make(chan error, 1)
	go func() {
		_, err := list.snapshot(context.Background())
		first <- err
	}()
	<-entered

	const readers = 12
	type read struct {
		started int64 // the store version once the reader's write had completed
		snap    *listSnapshot
		err     error
	}
	reads := make([]read, readers)
	var wg sync.WaitGroup
	for i := range readers {
		expectStatus(t, site.admin("POST", "/api/team-members", map[string]any{
			"name": fmt.Sprintf("Member %d", i), "title": "Lead", "company": "QRS", "description": "Leads."}), http.StatusCreated)
		reads[i].started = site.store.Version()
		wg.Add(1)
		go func() {
			defer wg.Done()
			reads[i].snap, reads[i].err = list.snapshot(context.Background())
		}()
	}
	waitForReaders(list, readers, nextRebuild)
	if n := list.loads.Load(); n != 1 {
		t.Fatalf("%d loads while the first rebuild is held, want 1", n)
	}
	close(gate)
	wg.Wait()
	if err := <-first; err != nil {
		t.Fatal(err)
	}
	if n := list.loads.Load(); n != 2 {
		t.Fatalf("%d readers arriving during a rebuild caused %d loads in all, want 2 (the held one and one after it)", readers, n)
	}
	for i, r := range reads {
		if r.err != nil {
			t.Fatalf("reader %d: %v", i, r.err)
		}
		if r.snap.version < r.started {
			t.Errorf("reader %d started at version %d and got a snapshot of version %d", i, r.started, r.snap.version)
		}
		var members []content.TeamMember
		if err := json.Unmarshal(r.snap.json, &members); err != nil {
			t.Fatal(err)
		}
		if len(members) != readers {
			t.Errorf("reader %d sees %d members, want all %d added before it read", i, len(members), readers)
		}
	}
}

// TestListRebuildServesItsReadersWhenTheFirstLeaves has the reader whose request started a
// rebuild go away during it: the rebuild still completes, and serves another reader who
// waited on it without a load of its own.
func TestListRebuildServesItsReadersWhenTheFirstLeaves(t *testing.T) {
	t.Parallel()
	site := newSite(t, nil)
	site.seed()
	list, entered, gate := gatedTeamList(site)
	ctx, leave := context.WithCancel(context.Background())
	first := make(chan error, 1)
	go func() {
		_, err := list.snapshot(ctx)
		first <- err
	}()
	<-entered
	leave()
	second := make(chan *listSnapshot, 1)
	go func() {
		s, err := list.snapshot(context.Background())
		if err != nil {
			t.Error(err)
		}
		second <- s
	}()
	waitForReaders(list, 2, runningRebuild)
	close(gate)
	<-first
	s := <-second
	if s == nil || !strings.Contains(string(s.json), "Ann Example") {
		t.Fatalf("the second reader got %v", s)
	}
	if n := list.loads.Load(); n != 1 {
		t.Fatalf("%d loads, want the one both readers share", n)
	}
}

// TestListReadsSeeEachWriteDuringAWriteStorm has admins create, change and delete team
// members without pause while visitors read the list in every encoding: each admin, reading
// right after a write, sees it; every answer is a whole list; and the list is loaded at most
// once per content version however many reads wait, where readers each loading it again
// made reads crawl under writes.
func TestListReadsSeeEachWriteDuringAWriteStorm(t *testing.T) {
	t.Parallel()
	site := newSite(t, nil)
	site.seed()
	list := site.deps.lists.byPath["/api/team-members"]
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
	loadsBefore, versionBefore := list.loads.Load(), site.store.Version()
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

	loads, versions := list.loads.Load()-loadsBefore, site.store.Version()-versionBefore
	t.Logf("%d visitor reads and %d admin reads during %d writes: %d loads", reads.Load(), writers*rounds*3, versions, loads)
	if loads > versions+1 {
		t.Errorf("%d loads for %d content versions: a version was loaded more than once", loads, versions)
	}
}
