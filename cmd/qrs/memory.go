package main

import (
	"context"
	"runtime/debug"
	"runtime/metrics"
	"time"
)

// The runtime keeps the heap's high-water mark mapped and gives pages back to the system
// slowly, so after a burst (a load, the renders of a site-wide change) the process stays
// at its peak: some 90 MB where the heap's goal is 30. A soft memory limit set just above
// the goal the collector already works to (twice the live heap, as GOGC=100 makes it) has
// the runtime give back what lies above it, without collecting more often than it does.
// GOMEMLIMIT, when set, is the operator's, and stays.

// memoryFloor is the least memory limit: room for a burst of renders on a small site.
const memoryFloor = 48 << 20

// memoryLimitFor answers the soft memory limit for a live heap of live bytes: the heap's
// goal (twice the live heap) and 8 MiB above it, and never below memoryFloor.
func memoryLimitFor(live uint64) int64 {
	return max(memoryFloor, int64(2*live)+8<<20)
}

// followTheHeap sets the soft memory limit from the live heap now and every interval,
// until ctx ends (the caller leaves it out when GOMEMLIMIT is set).
func followTheHeap(ctx context.Context, interval time.Duration) {
	sample := []metrics.Sample{{Name: "/gc/heap/live:bytes"}}
	t := time.NewTicker(interval)
	defer t.Stop()
	for {
		metrics.Read(sample)
		if sample[0].Value.Kind() == metrics.KindUint64 {
			debug.SetMemoryLimit(memoryLimitFor(sample[0].Value.Uint64()))
		}
		select {
		case <-ctx.Done():
			return
		case <-t.C:
		}
	}
}
