package auth

import (
	"crypto/sha256"
	"encoding/hex"
	"math"
	"sync"
	"time"
)

// Limit throttles events per key: Take spends a token of key's bucket, or answers how long
// to wait for one; Return gives back a token Take spent, for an event that turned out not to
// count. A *Limiter counts in memory, for one instance; the store's limiter counts in the
// database, for every instance of a site at once.
type Limit interface {
	Take(key string) time.Duration
	Return(key string)
}

var _ Limit = (*Limiter)(nil)

// Rate is the rule of a token bucket: Burst events at once, then one every Every.
type Rate struct {
	Burst int
	Every time.Duration
}

// Refill answers how many tokens a bucket that held tokens at `at` holds at now: one more
// for every Every that passed, at most Burst.
func (r Rate) Refill(tokens float64, at, now time.Time) float64 {
	if !now.After(at) {
		return tokens
	}
	return min(float64(r.Burst), tokens+float64(now.Sub(at))/float64(r.Every))
}

// Wait answers how long a bucket holding tokens (fewer than one) takes to hold one.
func (r Rate) Wait(tokens float64) time.Duration {
	return time.Duration(math.Ceil((1 - tokens) * float64(r.Every)))
}

// UntilFull answers how long a bucket holding tokens takes to fill up, at least a
// nanosecond.
func (r Rate) UntilFull(tokens float64) time.Duration {
	return max(time.Nanosecond, time.Duration(math.Ceil((float64(r.Burst)-tokens)*float64(r.Every))))
}

// Limiter throttles events per key (a client address, a username) with a token bucket each.
// Take spends a token in the same step that checks for one, so parallel requests cannot all
// pass one check; Return gives it back for an event that turned out not to count (a
// successful sign-in, a message that was not stored).
//
// Its memory is bounded whatever the callers send: a key longer than maxKeyLen is kept as
// its SHA-256, a key whose bucket has filled up again is forgotten, and it holds at most
// maxKeys keys. When that many keys are all still counting, a new key is refused (as if
// its bucket were empty) until the first of them is full again: forgetting a counting key
// instead would let a client clear its own count by sending from many new keys.
//
// The buckets are our own rather than golang.org/x/time/rate's: that package cannot give a
// spent token back (a Reservation cancels only before its time to act).
type Limiter struct {
	mu      sync.Mutex
	rate    Rate
	burst   float64
	maxKeys int
	buckets map[string]*bucket
	swept   time.Time
	// fullUntil is, while every one of maxKeys buckets is counting, when the first of them
	// is full again; until then a new key is refused without looking at the others.
	fullUntil time.Time
	now       func() time.Time
}

// DefaultMaxKeys is how many keys a Limiter counts at most, unless WithMaxKeys says
// otherwise: about a megabyte. A key is forgotten once its bucket is full again, so this is
// far more clients than the site's limits count at once.
const DefaultMaxKeys = 10_000

// maxKeyLen is the longest key kept as it is; a longer one is kept as its SHA-256.
const maxKeyLen = 64

// SweepEvery is how often the buckets that filled up again are forgotten (by a Limiter, and
// by the store's limits).
const SweepEvery = sweepEvery

const sweepEvery = 10 * time.Minute

// bucket is the tokens of one key as of a moment.
type bucket struct {
	tokens float64
	at     time.Time
}

// NewLimiter allows burst events at once per key, then one every `every`.
func NewLimiter(burst int, every time.Duration) *Limiter {
	return &Limiter{rate: Rate{Burst: burst, Every: every}, burst: float64(burst), maxKeys: DefaultMaxKeys, buckets: map[string]*bucket{}, now: time.Now}
}

// WithMaxKeys caps how many keys l counts at once (at least 1) and answers l.
func (l *Limiter) WithMaxKeys(n int) *Limiter {
	l.mu.Lock()
	defer l.mu.Unlock()
	l.maxKeys = max(1, n)
	return l
}

// WithClock makes l read the time from now (the site's clock, which tests move) and
// answers l.
func (l *Limiter) WithClock(now func() time.Time) *Limiter {
	l.mu.Lock()
	defer l.mu.Unlock()
	l.now = now
	return l
}

// Rate answers l's rule.
func (l *Limiter) Rate() Rate { return l.rate }

// BoundKey answers what key is kept as: itself, or its SHA-256 when it is long, so that a
// client cannot make a limit keep long keys.
func BoundKey(key string) string {
	if len(key) <= maxKeyLen {
		return key
	}
	sum := sha256.Sum256([]byte(key))
	return hex.EncodeToString(sum[:])
}

// sweep forgets the buckets that are full again (their keys count nothing any more) and
// notes when the first of the others will be.
func (l *Limiter) sweep(now time.Time) {
	soonest := time.Duration(math.MaxInt64)
	for k, b := range l.buckets {
		if l.refill(b, now); b.tokens >= l.burst {
			delete(l.buckets, k)
		} else {
			soonest = min(soonest, l.untilFull(b))
		}
	}
	l.swept = now
	l.fullUntil = time.Time{}
	if len(l.buckets) >= l.maxKeys {
		l.fullUntil = now.Add(soonest)
	}
}

// untilFull answers how long b takes to fill up, at least a nanosecond.
func (l *Limiter) untilFull(b *bucket) time.Duration { return l.rate.UntilFull(b.tokens) }

// bucketOf answers key's bucket refilled up to now, making it when create is set. It
// answers nil for a key it does not hold (a new key while maxKeys are counting).
func (l *Limiter) bucketOf(key string, now time.Time, create bool) *bucket {
	if now.Sub(l.swept) > sweepEvery {
		l.sweep(now)
	}
	b, ok := l.buckets[key]
	if !ok {
		if !create {
			return nil
		}
		if len(l.buckets) >= l.maxKeys {
			if now.Before(l.fullUntil) {
				return nil
			}
			if l.sweep(now); len(l.buckets) >= l.maxKeys {
				return nil
			}
		}
		b = &bucket{tokens: l.burst, at: now}
		l.buckets[key] = b
	}
	l.refill(b, now)
	return b
}

func (l *Limiter) refill(b *bucket, now time.Time) {
	if now.After(b.at) {
		b.tokens = l.rate.Refill(b.tokens, b.at, now)
		b.at = now
	}
}

// Take spends one token of key's bucket and answers zero when there is one; otherwise it
// spends nothing and answers how long key must wait for the next (for a new key while the
// limiter counts its most keys, until one of them is forgotten).
func (l *Limiter) Take(key string) time.Duration {
	l.mu.Lock()
	defer l.mu.Unlock()
	now := l.now()
	b := l.bucketOf(BoundKey(key), now, true)
	if b == nil {
		return max(time.Nanosecond, l.fullUntil.Sub(now))
	}
	if b.tokens >= 1 {
		b.tokens--
		return 0
	}
	return l.rate.Wait(b.tokens)
}

// Return gives back a token Take spent, for an event that does not count.
func (l *Limiter) Return(key string) {
	l.mu.Lock()
	defer l.mu.Unlock()
	if b := l.bucketOf(BoundKey(key), l.now(), false); b != nil {
		b.tokens = min(l.burst, b.tokens+1)
	}
}
