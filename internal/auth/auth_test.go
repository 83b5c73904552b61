package auth

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"testing"
	"time"
)

func TestLimiterTakeSpendsAndReturnGivesBack(t *testing.T) {
	t.Parallel()
	l := NewLimiter(2, time.Minute)
	now := time.Date(2025, 1, 1, 12, 0, 0, 0, time.UTC)
	l.now = func() time.Time { return now }
	if l.Take("a") != 0 || l.Take("a") != 0 {
		t.Fatal("the first two events of a burst of 2 were refused")
	}
	if wait := l.Take("a"); wait != time.Minute {
		t.Fatalf("third event waits %v, want 1m", wait)
	}
	if l.Take("b") != 0 {
		t.Fatal("another key shares a's bucket")
	}
	l.Return("a")
	if l.Take("a") != 0 {
		t.Fatal("a returned token cannot be taken again")
	}
	now = now.Add(30 * time.Second)
	if wait := l.Take("a"); wait != 30*time.Second {
		t.Fatalf("half a minute later the wait is %v, want 30s", wait)
	}
	now = now.Add(time.Hour)
	l.Return("a")
	if l.Take("a") != 0 || l.Take("a") != 0 || l.Take("a") == 0 {
		t.Fatal("a full bucket holds more than its burst after a return")
	}
}

// Not parallel: it holds the process's hashing slots.
func TestPasswordCheckWaitsForAHashingSlotUntilItsContextEnds(t *testing.T) {
	hash, err := HashPassword(t.Context(), "a long password")
	if err != nil {
		t.Fatal(err)
	}
	for range cap(hashSlots) {
		hashSlots <- struct{}{}
	}
	ctx, cancel := context.WithTimeout(t.Context(), 50*time.Millisecond)
	defer cancel()
	ok, err := CheckPassword(ctx, hash, "a long password")
	if ok || !errors.Is(err, context.DeadlineExceeded) {
		t.Fatalf("with every slot busy: ok %v, err %v; want the context's error", ok, err)
	}
	for range cap(hashSlots) {
		<-hashSlots
	}
	if ok, err := CheckPassword(t.Context(), hash, "a long password"); !ok || err != nil {
		t.Fatalf("with the slots free: ok %v, err %v", ok, err)
	}
}

func TestLimiterForgetsKeysWhoseBucketsFilledUpAgain(t *testing.T) {
	t.Parallel()
	l := NewLimiter(2, time.Minute)
	now := time.Date(2025, 1, 1, 12, 0, 0, 0, time.UTC)
	l.now = func() time.Time { return now }
	for i := range 50 {
		l.Take(fmt.Sprint("client-", i))
	}
	l.Take("busy")
	l.Take("busy")
	if len(l.buckets) != 51 {
		t.Fatalf("%d keys counted, want 51", len(l.buckets))
	}
	now = now.Add(sweepEvery + time.Second) // every bucket but busy's has its token back
	l.Take("busy")
	if len(l.buckets) != 1 {
		t.Fatalf("%d keys kept after they filled up again, want only the one still counting", len(l.buckets))
	}
}

func TestLimiterHoldsAtMostItsKeysAndRefusesNewOnesWhileAllCount(t *testing.T) {
	t.Parallel()
	l := NewLimiter(2, time.Minute).WithMaxKeys(3)
	now := time.Date(2025, 1, 1, 12, 0, 0, 0, time.UTC)
	l.now = func() time.Time { return now }
	for _, k := range []string{"a", "b", "c"} {
		if l.Take(k) != 0 || l.Take(k) != 0 {
			t.Fatalf("%s refused its burst", k)
		}
	}
	// Full of keys that still count: a new key waits rather than push one out (which would
	// hand the pushed-out client a fresh burst), until the first of them has filled up.
	if wait := l.Take("d"); wait != 2*time.Minute {
		t.Fatalf("a new key with every place taken waits %v, want 2m", wait)
	}
	l.Return("d")
	if len(l.buckets) != 3 || l.Take("a") == 0 {
		t.Fatal("a refused key, or its return, changed what the others have spent")
	}
	now = now.Add(time.Minute)
	l.Return("b")
	l.Return("b") // full again early: the limiter looks again when it knew the first would be
	if wait := l.Take("d"); wait != time.Minute {
		t.Fatalf("a new key waits %v, want 1m, until the first bucket was due to fill up", wait)
	}
	now = now.Add(time.Minute)
	if l.Take("d") != 0 {
		t.Fatal("a new key is refused once the others have filled up")
	}
	if len(l.buckets) > 3 {
		t.Fatalf("%d keys held, want at most 3", len(l.buckets))
	}
}

func TestLimiterKeepsLongKeysAsTheirDigest(t *testing.T) {
	t.Parallel()
	l := NewLimiter(1, time.Hour)
	long := strings.Repeat("k", 10_000)
	if l.Take(long) != 0 || l.Take(long) == 0 {
		t.Fatal("a long key is not counted")
	}
	if l.Take(long+"x") != 0 {
		t.Fatal("two long keys share a bucket")
	}
	for k := range l.buckets {
		if len(k) > maxKeyLen {
			t.Fatalf("a key of %d bytes is held", len(k))
		}
	}
}

// Not parallel: it holds the process's hashing slots and their queue.
func TestPasswordChecksBeyondTheQueueAreRefusedAtOnce(t *testing.T) {
	hash, err := HashPassword(t.Context(), "a long password")
	if err != nil {
		t.Fatal(err)
	}
	for range cap(hashSlots) {
		hashSlots <- struct{}{}
	}
	// With every slot taken, the queue fills with checks that wait...
	ctx, cancel := context.WithCancel(t.Context())
	waiting := make(chan error, queuedChecks+hashingSlots)
	for range queuedChecks + hashingSlots {
		go func() {
			_, err := CheckPassword(ctx, hash, "a long password")
			waiting <- err
		}()
	}
	for len(passwordChecks) < cap(passwordChecks) {
		time.Sleep(time.Millisecond)
	}
	// ...and the next is refused without waiting for anything: its context never ends.
	if ok, err := CheckPassword(context.Background(), hash, "a long password"); ok || !errors.Is(err, ErrBusy) {
		t.Fatalf("with the queue full: ok %v, err %v; want ErrBusy", ok, err)
	}
	cancel()
	for range queuedChecks + hashingSlots {
		if err := <-waiting; !errors.Is(err, context.Canceled) {
			t.Fatalf("a waiting check ended with %v", err)
		}
	}
	for range cap(hashSlots) {
		<-hashSlots
	}
	if ok, err := CheckPassword(t.Context(), hash, "a long password"); !ok || err != nil {
		t.Fatalf("with the slots free again: ok %v, err %v", ok, err)
	}
}

func TestPasswordsAreHashedAtOWASPsCostAndCheckedAtTheirOwn(t *testing.T) {
	t.Parallel()
	hash, err := HashPassword(t.Context(), "a long password")
	if err != nil {
		t.Fatal(err)
	}
	// OWASP's argon2id recommendation: 19 MiB, two passes, one lane.
	if !strings.HasPrefix(hash, "$argon2id$v=19$m=19456,t=2,p=1$") {
		t.Fatalf("HashPassword made %s, want OWASP's m=19456,t=2,p=1", hash)
	}
	cheap, err := Cost{Time: 1, Memory: 64, Threads: 1}.Hash(t.Context(), "a long password")
	if err != nil {
		t.Fatal(err)
	}
	if !strings.HasPrefix(cheap, "$argon2id$v=19$m=64,t=1,p=1$") {
		t.Fatalf("a hash at m=64,t=1,p=1 reads %s", cheap)
	}
	for _, h := range []string{hash, cheap} {
		if ok, err := CheckPassword(t.Context(), h, "a long password"); !ok || err != nil {
			t.Errorf("%s does not check its own password: %v, %v", h, ok, err)
		}
		if ok, err := CheckPassword(t.Context(), h, "a wrong password"); ok || err != nil {
			t.Errorf("%s checks a wrong password: %v, %v", h, ok, err)
		}
	}
}
