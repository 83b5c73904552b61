package main

import "testing"

// TestTheMemoryLimitSitsAboveTheHeapsGoal: the soft limit never asks the collector to run
// before the goal GOGC sets (twice the live heap), and keeps a floor for small sites.
func TestTheMemoryLimitSitsAboveTheHeapsGoal(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		live uint64
		want int64
	}{
		{0, 48 << 20},
		{15 << 20, 48 << 20},
		{20 << 20, 48 << 20},
		{30 << 20, 68 << 20},
		{200 << 20, 408 << 20},
	} {
		if got := memoryLimitFor(c.live); got != c.want || got < int64(2*c.live) {
			t.Errorf("live heap %d MiB: limit %d MiB, want %d MiB", c.live>>20, got>>20, c.want>>20)
		}
	}
}

// TestMemoryIsGivenBackOnceTheProcessGoesQuietAfterABusySpell: a burst of allocation,
// then a quiet interval, gives the memory back once; a site at rest, or one that keeps
// busy, does not collect for it.
func TestMemoryIsGivenBackOnceTheProcessGoesQuietAfterABusySpell(t *testing.T) {
	t.Parallel()
	var w quietWatch
	total := uint64(0)
	look := func(allocated uint64) bool {
		total += allocated
		return w.look(total)
	}
	if look(5 << 20) {
		t.Fatal("the first look, with what start allocated, gave memory back")
	}
	for i := range 10 { // at rest: a few kB a second
		if look(64 << 10) {
			t.Fatalf("a site at rest gave memory back at look %d", i)
		}
	}
	for i := range 5 { // busy: every look allocates a lot
		if look(100 << 20) {
			t.Fatalf("a busy site gave memory back at look %d", i)
		}
	}
	if !look(10 << 10) {
		t.Fatal("going quiet after the burst did not give memory back")
	}
	for i := range 10 {
		if look(64 << 10) {
			t.Fatalf("memory given back again at look %d of the same quiet spell", i)
		}
	}
	// A trickle that adds up to a busy spell gives back once, at its first quiet look.
	for range 40 {
		if look(2 << 20) {
			t.Fatal("gave memory back while the trickle went on")
		}
	}
	if !look(0) {
		t.Fatal("the quiet after a trickle of 80 MB did not give memory back")
	}
}
