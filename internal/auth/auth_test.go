package auth

import (
	"context"
	"errors"
	"testing"
	"time"
)

func TestLimiterTakeSpendsAndReturnGivesBack(t *testing.T) {
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
