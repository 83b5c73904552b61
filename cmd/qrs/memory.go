package main

import (
	"context"
	"runtime"
	"runtime/debug"
	"runtime/metrics"
	"time"
)

// The runtime keeps the heap's high-water mark mapped and gives pages back to the system
// slowly, so after a burst (a load, the renders of a site-wide change) the process stays
// at its peak: some 90 MB where the heap's goal is 30. Two things bring it down:
//
//   - A soft memory limit set just above the goal the collector already works to (twice
//     the live heap, as GOGC=100 makes it) has the runtime give back what lies above it,
//     without collecting more often than it does. GOMEMLIMIT, when set, is the
//     operator's, and stays.
//   - Once the process goes quiet after a busy spell, it gives back at once all the heap
//     does not use (a collection and a scavenge), so a site at rest holds its live heap,
//     not the peak of its last burst.

// memoryFloor is the least memory limit: room for a burst of renders on a small site.
const memoryFloor = 48 << 20

// memoryLimitFor answers the soft memory limit for a live heap of live bytes: the heap's
// goal (twice the live heap) and 8 MiB above it, and never below memoryFloor.
func memoryLimitFor(live uint64) int64 {
	return max(memoryFloor, int64(2*live)+8<<20)
}

// What a busy spell and a quiet interval are, in bytes allocated. A site at rest allocates
// some kilobytes a second (the schedules, the visits' counter); one page request some
// kilobytes, one render megabytes. busyBytes is about a collection's worth of allocation
// on a site with records, so giving memory back when it goes quiet costs at most about one
// collection more for each the collector makes anyway.
const (
	quietBytes = 1 << 20  // allocated in a quiet interval, at most
	busyBytes  = 32 << 20 // allocated since memory was last given back, at least
)

// quietWatch tells, from the bytes the process allocated in all, when it has gone quiet
// after a busy spell.
type quietWatch struct {
	last  uint64 // allocated in all at the last look
	since uint64 // allocated since memory was last given back
}

// look takes the bytes allocated in all now, once an interval, and reports whether the
// process has gone quiet (less than quietBytes since the last look) after a busy spell (at
// least busyBytes since memory was last given back).
func (q *quietWatch) look(allocated uint64) bool {
	d := allocated - q.last
	q.last = allocated
	q.since += d
	if d < quietBytes && q.since >= busyBytes {
		q.since = 0
		return true
	}
	return false
}

// tendMemory, every interval until ctx ends, gives back what the heap does not use once
// the process goes quiet after a busy spell, and, when follow is set (the caller leaves it
// out when GOMEMLIMIT is set), sets the soft memory limit from the live heap.
func tendMemory(ctx context.Context, interval time.Duration, follow bool) {
	samples := []metrics.Sample{{Name: "/gc/heap/allocs:bytes"}, {Name: "/gc/heap/live:bytes"}}
	var watch quietWatch
	t := time.NewTicker(interval)
	defer t.Stop()
	for {
		metrics.Read(samples)
		if samples[0].Value.Kind() == metrics.KindUint64 && watch.look(samples[0].Value.Uint64()) {
			// The first collection moves the pools' spare objects (compressors of some
			// hundred kB each) aside; the one FreeOSMemory makes frees them.
			runtime.GC()
			debug.FreeOSMemory()
			metrics.Read(samples) // the live heap that collection found
		}
		if follow && samples[1].Value.Kind() == metrics.KindUint64 {
			debug.SetMemoryLimit(memoryLimitFor(samples[1].Value.Uint64()))
		}
		select {
		case <-ctx.Done():
			return
		case <-t.C:
		}
	}
}
