package database

import (
	"context"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/jackc/pgx/v5"
	"github.com/qrs-site/qrs/internal/content"
	"github.com/qrs-site/qrs/internal/database/storetest"
)

// openTwo opens two stores on one database, as two instances of a site would: one SQLite
// file, or one PostgreSQL database.
func openTwo(t *testing.T) (*Store, *Store) {
	t.Helper()
	dir := t.TempDir()
	return openOn(t, dir), openOn(t, dir)
}

// fakeClock is a clock the test moves, shared by stores.
type fakeClock struct {
	mu sync.Mutex
	at time.Time
}

func (c *fakeClock) now() time.Time { c.mu.Lock(); defer c.mu.Unlock(); return c.at }
func (c *fakeClock) pass(d time.Duration) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.at = c.at.Add(d)
}

// waitFor polls ok until it holds or a generous deadline passes, and answers how long it
// took; the test fails after the deadline, saying what it waited for.
func waitFor(t *testing.T, what string, ok func() bool) time.Duration {
	t.Helper()
	start := time.Now()
	for !ok() {
		if time.Since(start) > 10*time.Second {
			t.Fatalf("%s: not within 10 s", what)
		}
		time.Sleep(5 * time.Millisecond)
	}
	took := time.Since(start)
	t.Logf("%s: after %v", what, took.Round(time.Millisecond))
	return took
}

func TestAWriteThroughOneInstanceRaisesTheOthersVersion(t *testing.T) {
	t.Parallel()
	if !storetest.Postgres(t) {
		t.Skip("PostgreSQL only: a site on SQLite has one instance")
	}
	a, b := openTwo(t)
	ctx := t.Context()

	before := b.Version()
	changed := b.Changed()
	m := content.TeamMember{Name: "Dr. Ada Cluster", Title: "Physician", Company: "QRS"}
	if err := a.Create(ctx, content.Team, &m); err != nil {
		t.Fatal(err)
	}
	waitFor(t, "a member created through A, in B's version", func() bool { return b.Version() > before })
	select {
	case <-changed:
	default:
		t.Fatal("B's version grew, but its Changed channel is still open")
	}
	list, err := ListOf[content.TeamMember](ctx, b, content.Team)
	if err != nil || len(list) != 1 || list[0].Name != m.Name {
		t.Fatalf("B lists %+v, %v after its version grew", list, err)
	}

	// A new upload (Touch) through B, in A's version.
	before = a.Version()
	b.Touch()
	waitFor(t, "an upload through B, in A's version", func() bool { return a.Version() > before })

	// Another delete through B, in A's.
	before = a.Version()
	if _, err := b.Delete(ctx, content.Team, m.ID); err != nil {
		t.Fatal(err)
	}
	waitFor(t, "a delete through B, in A's version", func() bool { return a.Version() > before })
}

func TestAnInstanceLearnsOfChangesWhoseNoticeItMissed(t *testing.T) {
	t.Parallel()
	if !storetest.Postgres(t) {
		t.Skip("PostgreSQL only: a site on SQLite has one instance")
	}
	a, b := openTwo(t)
	ctx := t.Context()

	// A change whose notice never went out (as if lost): B reads the version itself.
	before := b.Version()
	if _, err := a.db.ExecContext(ctx, `SELECT nextval('site_version')`); err != nil {
		t.Fatal(err)
	}
	waitFor(t, "a change without a notice, in B's version", func() bool { return b.Version() > before })

	// Both listening connections are cut: each instance listens again, and a write made
	// meanwhile is learnt all the same.
	var cut int
	if err := a.db.QueryRowContext(ctx, `SELECT count(*) FROM (SELECT pg_terminate_backend(pid) FROM pg_stat_activity
		WHERE datname = current_database() AND query = 'LISTEN `+versionChannel+`') AS t`).Scan(&cut); err != nil || cut != 2 {
		t.Fatalf("cut %d listening connections (%v), want A's and B's", cut, err)
	}
	before = b.Version()
	if err := a.Create(ctx, content.Team, &content.TeamMember{Name: "Lena"}); err != nil {
		t.Fatal(err)
	}
	waitFor(t, "a write made while B's listener was cut, in B's version", func() bool { return b.Version() > before })
	waitFor(t, "B listening again", func() bool {
		var n int
		err := a.db.QueryRowContext(ctx, `SELECT count(*) FROM pg_stat_activity
			WHERE datname = current_database() AND query = 'LISTEN `+versionChannel+`'`).Scan(&n)
		return err == nil && n == 2
	})
	before = b.Version()
	if err := a.Create(ctx, content.Team, &content.TeamMember{Name: "Ada"}); err != nil {
		t.Fatal(err)
	}
	waitFor(t, "a write after B listens again, in B's version", func() bool { return b.Version() > before })
}

func TestATransactionThatWroteNothingLeavesTheVersionAlone(t *testing.T) {
	t.Parallel()
	if !storetest.Postgres(t) {
		t.Skip("PostgreSQL only: on SQLite every content transaction counts")
	}
	a, b := openTwo(t)
	ctx := t.Context()
	// Nothing is scheduled: looking for due drafts changes nothing, so the scheduler woken
	// by a change does not wake itself again.
	before := a.Version()
	if keys, err := a.PublishDueContent(ctx); err != nil || len(keys) != 0 {
		t.Fatalf("PublishDueContent = %v, %v", keys, err)
	}
	if a.Version() != before {
		t.Fatalf("A's version went from %d to %d, though nothing was written", before, a.Version())
	}
	// A write after it is learnt by B, so a notification for the empty one would have come
	// before it.
	bBefore := b.Version()
	if err := a.Create(ctx, content.Team, &content.TeamMember{Name: "Lena"}); err != nil {
		t.Fatal(err)
	}
	waitFor(t, "a write through A, in B's version", func() bool { return b.Version() > bBefore })
}

func TestALimitSharedByTwoInstancesCountsTheTakesOfBoth(t *testing.T) {
	t.Parallel()
	a, b := openTwo(t)
	clock := &fakeClock{at: time.Date(2026, 3, 1, 12, 0, 0, 0, time.UTC)}
	a.now, b.now = clock.now, clock.now
	onA, onB := a.Limiter("sign-in-ip", 3, time.Minute), b.Limiter("sign-in-ip", 3, time.Minute)

	for i, l := range []*Limiter{onA, onB, onA} {
		if wait := l.Take("192.0.2.7"); wait != 0 {
			t.Fatalf("take %d of a burst of 3 waits %v", i+1, wait)
		}
	}
	if wait := onB.Take("192.0.2.7"); wait <= 0 || wait > time.Minute {
		t.Fatalf("the 4th take of a burst of 3, on the other instance, waits %v; want up to a minute", wait)
	}
	if wait := onB.Take("192.0.2.8"); wait != 0 {
		t.Fatalf("another key waits %v", wait)
	}
	// A token given back through A is there for B.
	onA.Return("192.0.2.7")
	if wait := onB.Take("192.0.2.7"); wait != 0 {
		t.Fatalf("after a Return through A, a take through B waits %v", wait)
	}
	if wait := onA.Take("192.0.2.7"); wait == 0 {
		t.Fatal("a take after the returned token was taken again passed")
	}
	// A token comes back every minute.
	clock.pass(time.Minute)
	if wait := onA.Take("192.0.2.7"); wait != 0 {
		t.Fatalf("a minute later, a take waits %v", wait)
	}
	// Another limit's buckets are its own.
	if wait := a.Limiter("contact-ip", 1, time.Hour).Take("192.0.2.7"); wait != 0 {
		t.Fatalf("another limit's first take waits %v", wait)
	}
	// Long keys are kept as digests: two that differ at the end are two keys.
	long := strings.Repeat("k", 200)
	for _, key := range []string{long + "1", long + "1", long + "1", long + "2"} {
		if wait := onA.Take(key); wait != 0 {
			t.Fatalf("take from a long key waits %v", wait)
		}
	}
	if wait := onB.Take(long + "1"); wait == 0 {
		t.Fatal("the 4th take from a long key passed")
	}
}

func TestTakesFromBothInstancesAtOnceAreCountedOneByOne(t *testing.T) {
	t.Parallel()
	a, b := openTwo(t)
	stores := []*Limiter{a.Limiter("login-user", 5, time.Hour), b.Limiter("login-user", 5, time.Hour)}
	var passed atomic.Int32
	var wg sync.WaitGroup
	for i := range 24 {
		wg.Go(func() {
			if stores[i%2].Take("admin") == 0 {
				passed.Add(1)
			}
		})
	}
	wg.Wait()
	if n := passed.Load(); n != 5 {
		t.Fatalf("%d of 24 takes at once over two instances passed a burst of 5", n)
	}
}

func TestBucketsThatFilledUpAgainAreDeleted(t *testing.T) {
	t.Parallel()
	s, _ := openTwo(t)
	clock := &fakeClock{at: time.Date(2026, 3, 1, 12, 0, 0, 0, time.UTC)}
	s.now = clock.now
	l := s.Limiter("contact-ip", 2, time.Minute)
	l.Take("192.0.2.1")
	l.Take("192.0.2.2")
	l.Take("192.0.2.2")
	rows := func() int {
		var n int
		if err := s.db.QueryRowContext(t.Context(), `SELECT count(*) FROM rate_limits WHERE name = 'contact-ip'`).Scan(&n); err != nil {
			t.Fatal(err)
		}
		return n
	}
	if n := rows(); n != 2 {
		t.Fatalf("%d rows for two keys", n)
	}
	// 192.0.2.1 is full after a minute, 192.0.2.2 after two; the sweep runs on a take.
	clock.pass(11 * time.Minute)
	l.Take("192.0.2.3")
	if n := rows(); n != 1 {
		t.Fatalf("%d rows after the sweep, want the one just taken from", n)
	}
}

func TestALeaseHeldByOneInstanceIsRefusedToTheOtherUntilItExpires(t *testing.T) {
	t.Parallel()
	a, b := openTwo(t)
	clock := &fakeClock{at: time.Date(2026, 3, 1, 12, 0, 0, 0, time.UTC)}
	a.now, b.now = clock.now, clock.now
	ctx := t.Context()
	take := func(s *Store, who string, want bool) {
		t.Helper()
		held, err := s.TakeLease(ctx, "content-schedule", 10*time.Second)
		if err != nil {
			t.Fatal(err)
		}
		if held != want {
			t.Fatalf("%s takes the lease: %v, want %v", who, held, want)
		}
	}
	take(a, "A", true)
	take(b, "B", false)
	clock.pass(6 * time.Second)
	take(a, "A renewing", true)
	clock.pass(6 * time.Second) // 12 s after the first take, 6 s after the renewal
	take(b, "B", false)
	if held, err := b.TakeLease(ctx, "upload-sweep", 10*time.Second); err != nil || !held {
		t.Fatalf("B takes another job's lease: %v, %v", held, err)
	}
	clock.pass(5 * time.Second) // A stopped renewing, as if killed: its lease expired
	take(b, "B, after A's expired", true)
	take(a, "A", false)
	// A lease given up is taken at once.
	if err := b.ReleaseLease(ctx, "content-schedule"); err != nil {
		t.Fatal(err)
	}
	take(a, "A, after B gave it up", true)
	if err := b.ReleaseLease(ctx, "content-schedule"); err != nil { // not B's: left alone
		t.Fatal(err)
	}
	take(b, "B", false)
}

func TestAJobRunsOnOneInstanceAtATimeAndMovesWhenItsHolderStops(t *testing.T) {
	t.Parallel()
	a, b := openTwo(t)
	a.cluster.leaseTTL, b.cluster.leaseTTL = 600*time.Millisecond, 600*time.Millisecond
	// The instances try and renew at the pace of that lease, but their clock stands still:
	// A's lease runs out only if A gives it up, not because a machine busy with other work
	// delayed a renewal past 600 ms (A then rightly stops, and B rightly takes the job).
	clock := &fakeClock{at: time.Now()}
	a.now, b.now = clock.now, clock.now
	var running, most atomic.Int32
	var ranOn [2]atomic.Bool
	job := func(i int) func(context.Context) {
		return func(ctx context.Context) {
			ranOn[i].Store(true)
			n := running.Add(1)
			for m := most.Load(); n > m && !most.CompareAndSwap(m, n); m = most.Load() {
			}
			<-ctx.Done()
			running.Add(-1)
		}
	}
	ctxA, stopA := context.WithCancel(t.Context())
	ctxB, stopB := context.WithCancel(t.Context())
	defer stopB()
	doneA, doneB := make(chan struct{}), make(chan struct{})
	go func() { defer close(doneA); a.RunLeased(ctxA, "trash-purge", job(0)) }()
	waitFor(t, "the job, on A", ranOn[0].Load)
	go func() { defer close(doneB); b.RunLeased(ctxB, "trash-purge", job(1)) }()
	time.Sleep(time.Second) // B tries a few times meanwhile
	if ranOn[1].Load() {
		t.Fatal("the job ran on B while A held its lease")
	}
	stopA() // A stops: it gives the lease up
	<-doneA
	waitFor(t, "the job, on B after A stopped", ranOn[1].Load)
	stopB()
	<-doneB
	if m := most.Load(); m != 1 {
		t.Fatalf("the job ran %d times at once", m)
	}
}

func TestAJobMovesWhenItsHolderWasKilled(t *testing.T) {
	t.Parallel()
	a, b := openTwo(t)
	clock := &fakeClock{at: time.Now()}
	a.now, b.now = clock.now, clock.now
	b.cluster.leaseTTL = 600 * time.Millisecond
	// A took the lease and was killed: it never renews it nor gives it up.
	if held, err := a.TakeLease(t.Context(), "upload-sweep", time.Minute); err != nil || !held {
		t.Fatalf("A takes the lease: %v, %v", held, err)
	}
	var ran atomic.Bool
	ctx, stop := context.WithCancel(t.Context())
	done := make(chan struct{})
	go func() {
		defer close(done)
		b.RunLeased(ctx, "upload-sweep", func(ctx context.Context) { ran.Store(true); <-ctx.Done() })
	}()
	time.Sleep(time.Second)
	if ran.Load() {
		t.Fatal("B ran the job before A's lease expired")
	}
	clock.pass(time.Minute)
	waitFor(t, "the job, on B after A's lease expired", ran.Load)
	stop()
	<-done
}

func TestAJobStopsWhenAnotherInstanceTookItsLease(t *testing.T) {
	t.Parallel()
	a, b := openTwo(t)
	a.cluster.leaseTTL = 600 * time.Millisecond
	ahead := &fakeClock{at: time.Now().Add(time.Hour)}
	b.now = ahead.now // B's clock says A's lease ran out long ago
	var running, stopped atomic.Bool
	ctx, stop := context.WithCancel(t.Context())
	defer stop()
	done := make(chan struct{})
	go func() {
		defer close(done)
		a.RunLeased(ctx, "audit-retention", func(ctx context.Context) {
			running.Store(true)
			<-ctx.Done()
			stopped.Store(true)
		})
	}()
	waitFor(t, "the job, on A", running.Load)
	if held, err := b.TakeLease(t.Context(), "audit-retention", time.Hour); err != nil || !held {
		t.Fatalf("B takes the lease: %v, %v", held, err)
	}
	waitFor(t, "A's job stopped after B took its lease", stopped.Load)
	stop()
	<-done
}

func TestAnInstancesOwnWriteRaisesItsVersionOnceWhenItsNoticeComesBack(t *testing.T) {
	t.Parallel()
	if !storetest.Postgres(t) {
		t.Skip("PostgreSQL only: on SQLite no notice comes back")
	}
	s, other := openTwo(t)
	before, otherBefore := s.Version(), other.Version()
	if err := s.Create(t.Context(), content.Team, &content.TeamMember{Name: "Once", Title: "T", Company: "C", Description: "D"}); err != nil {
		t.Fatal(err)
	}
	s.Touch() // an upload, announced the same way
	waitFor(t, "the other instance learning of both", func() bool { return other.Version() >= otherBefore+2 })
	// The notices of both reach this instance too, and its poll reads the sequence; neither
	// may raise its version again (a package or page built between would look stale).
	time.Sleep(3 * versionPoll)
	if got := s.Version(); got != before+2 {
		t.Fatalf("a write and a touch raised the writer's own version by %d, want 2", got-before)
	}
}

// TestAStoreOpenedAndClosedAtOnceLeavesNoConnection: a store listens for the other
// instances' changes from a connection of its own; closed at once, before that listener's
// first wait, it closes that connection too, which would keep the database from being
// copied or dropped (a template's copies failed so).
func TestAStoreOpenedAndClosedAtOnceLeavesNoConnection(t *testing.T) {
	t.Parallel()
	if !storetest.Postgres(t) {
		t.Skip("PostgreSQL only: the listener's connection")
	}
	dir := t.TempDir()
	s := openOn(t, dir)
	if err := s.Close(); err != nil {
		t.Fatal(err)
	}
	conn, err := pgx.Connect(t.Context(), storetest.DatabaseURL(t, dir))
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close(context.Background())
	// The server ends a closed connection's process soon after, not at once.
	waitFor(t, "no connection but the test's on the store's database", func() bool {
		var others int
		err := conn.QueryRow(t.Context(), `SELECT count(*) FROM pg_stat_activity
			WHERE datname = current_database() AND pid <> pg_backend_pid()`).Scan(&others)
		return err == nil && others == 0
	})
}

// TestAStoreKeepsItsVersionUntilSomethingChanges: on PostgreSQL a store listens before Open
// answers, so its version does not move later by itself (a cache made at once stays
// current); a write of another instance raises it.
func TestAStoreKeepsItsVersionUntilSomethingChanges(t *testing.T) {
	t.Parallel()
	a, b := openTwo(t)
	v := b.Version()
	if err := a.Create(t.Context(), content.Team, &content.TeamMember{Name: "Ada"}); err != nil {
		t.Fatal(err)
	}
	waitFor(t, "A's write in A's and B's versions", func() bool { return a.Version() > 1 && (b.Version() > v || b.Engine() == SQLite) })
	if b.Engine() == Postgres && b.Version() != v+1 {
		t.Errorf("B's version %d after one write of A's, was %d", b.Version(), v)
	}
}
