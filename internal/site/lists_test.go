package site

import (
	"context"
	"encoding/json"
	"fmt"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/qrs-site/qrs/internal/content"
	"github.com/qrs-site/qrs/internal/database"
	"github.com/qrs-site/qrs/internal/testutil"
)

// gatedTeamList registers the team members of store as a list of a new cache whose first
// load waits at its start until gate is closed, after telling entered.
func gatedTeamList(store *database.Store) (list *List, entered, gate chan struct{}) {
	entered, gate = make(chan struct{}), make(chan struct{})
	cache := newLists(store)
	list = cache.add("/api/team-members", []database.Source{database.CollectionSource(content.Team)}, func(ctx context.Context) (any, error) {
		if list.loads.Load() == 1 {
			close(entered)
			<-gate
		}
		return database.ListOf[content.TeamMember](ctx, store, content.Team)
	})
	return list, entered, gate
}

// waitForReaders waits until n readers share the list's rebuild that which picks.
func waitForReaders(list *List, n int, which func(*List) *rebuild) {
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

func runningRebuild(l *List) *rebuild { return l.running }
func nextRebuild(l *List) *rebuild    { return l.next }

// addMember stores a team member called name, as an admin's POST /api/team-members does.
func addMember(t *testing.T, store *database.Store, name string) {
	t.Helper()
	m := &content.TeamMember{Name: name, Title: "Lead", Company: "QRS", Description: "Leads."}
	if err := store.Create(t.Context(), content.Team, m); err != nil {
		t.Fatal(err)
	}
}

// TestListReadersArrivingDuringARebuildShareTheNextOne holds a rebuild of the team list
// while an admin adds members one by one and a reader arrives after each addition: none of
// them loads the list itself; they all share the one rebuild after it, and each sees every
// member added before it came.
func TestListReadersArrivingDuringARebuildShareTheNextOne(t *testing.T) {
	t.Parallel()
	store := testutil.MustOpenStore(t, "")
	list, entered, gate := gatedTeamList(store)
	first := make(chan error, 1)
	go func() {
		_, err := list.Snapshot(context.Background())
		first <- err
	}()
	<-entered

	const readers = 12
	type read struct {
		started int64 // the store version once the reader's write had completed
		snap    *ListSnapshot
		err     error
	}
	reads := make([]read, readers)
	var wg sync.WaitGroup
	for i := range readers {
		addMember(t, store, fmt.Sprintf("Member %d", i))
		reads[i].started = store.Version()
		wg.Add(1)
		go func() {
			defer wg.Done()
			reads[i].snap, reads[i].err = list.Snapshot(context.Background())
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
	store := testutil.MustOpenStore(t, "")
	addMember(t, store, "Ann Example")
	list, entered, gate := gatedTeamList(store)
	ctx, leave := context.WithCancel(context.Background())
	first := make(chan error, 1)
	go func() {
		_, err := list.Snapshot(ctx)
		first <- err
	}()
	<-entered
	leave()
	second := make(chan *ListSnapshot, 1)
	go func() {
		s, err := list.Snapshot(context.Background())
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
