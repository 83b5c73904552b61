package auth

import (
	"math"
	"sync"
	"time"
)

// Limiter throttles events per key (an IP address, a username) with a token bucket each.
// Take spends a token in the same step that checks for one, so parallel requests cannot all
// pass one check; Return gives it back for an event that turned out not to count (a
// successful sign-in, a message that was not stored).
//
// The buckets are our own rather than golang.org/x/time/rate's: that package cannot give a
// spent token back (a Reservation cancels only before its time to act).
type Limiter struct {
	mu      sync.Mutex
	every   time.Duration
	burst   float64
	buckets map[string]*bucket
	swept   time.Time
	now     func() time.Time
}

// bucket is the tokens of one key as of a moment.
type bucket struct {
	tokens float64
	at     time.Time
}

// NewLimiter allows burst events at once per key, then one every `every`.
func NewLimiter(burst int, every time.Duration) *Limiter {
	return &Limiter{every: every, burst: float64(burst), buckets: map[string]*bucket{}, now: time.Now}
}

// tokens answers key's bucket refilled up to now; a full bucket of a key not seen for a
// while is forgotten, so the map does not grow with every address that ever called.
func (l *Limiter) tokens(key string, now time.Time) *bucket {
	if now.Sub(l.swept) > 10*time.Minute {
		for k, b := range l.buckets {
			if l.refill(b, now); b.tokens >= l.burst {
				delete(l.buckets, k)
			}
		}
		l.swept = now
	}
	b, ok := l.buckets[key]
	if !ok {
		b = &bucket{tokens: l.burst, at: now}
		l.buckets[key] = b
	}
	l.refill(b, now)
	return b
}

func (l *Limiter) refill(b *bucket, now time.Time) {
	if now.After(b.at) {
		b.tokens = min(l.burst, b.tokens+float64(now.Sub(b.at))/float64(l.every))
		b.at = now
	}
}

// Take spends one token of key's bucket and answers zero when there is one; otherwise it
// spends nothing and answers how long key must wait for the next.
func (l *Limiter) Take(key string) time.Duration {
	l.mu.Lock()
	defer l.mu.Unlock()
	b := l.tokens(key, l.now())
	if b.tokens >= 1 {
		b.tokens--
		return 0
	}
	return time.Duration(math.Ceil((1 - b.tokens) * float64(l.every)))
}

// Return gives back a token Take spent, for an event that does not count.
func (l *Limiter) Return(key string) {
	l.mu.Lock()
	defer l.mu.Unlock()
	b := l.tokens(key, l.now())
	b.tokens = min(l.burst, b.tokens+1)
}
