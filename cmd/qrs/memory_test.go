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
