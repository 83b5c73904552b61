package auth

import (
	"math"
	"sync"
	"time"

	"golang.org/x/time/rate"
)

// Limiter throttles events per key (an IP address, a username) with a token bucket each.
// Only counted events spend tokens, so a caller can check first and count only failures.
type Limiter struct {
	mu      sync.Mutex
	every   time.Duration
	burst   int
	buckets map[string]*rate.Limiter
	swept   time.Time
}

// NewLimiter allows burst events at once per key, then one every `every`.
func NewLimiter(burst int, every time.Duration) *Limiter {
	return &Limiter{every: every, burst: burst, buckets: map[string]*rate.Limiter{}}
}

func (l *Limiter) bucket(key string, now time.Time) *rate.Limiter {
	if now.Sub(l.swept) > 10*time.Minute {
		for k, b := range l.buckets {
			if b.TokensAt(now) >= float64(l.burst) {
				delete(l.buckets, k)
			}
		}
		l.swept = now
	}
	b, ok := l.buckets[key]
	if !ok {
		b = rate.NewLimiter(rate.Every(l.every), l.burst)
		l.buckets[key] = b
	}
	return b
}

// Wait answers how long key must wait before its next event; zero means it may go now.
func (l *Limiter) Wait(key string) time.Duration {
	l.mu.Lock()
	defer l.mu.Unlock()
	now := time.Now()
	tokens := l.bucket(key, now).TokensAt(now)
	if tokens >= 1 {
		return 0
	}
	return time.Duration(math.Ceil((1 - tokens) * float64(l.every)))
}

// Count spends one token of key's bucket.
func (l *Limiter) Count(key string) {
	l.mu.Lock()
	defer l.mu.Unlock()
	now := time.Now()
	l.bucket(key, now).AllowN(now, 1)
}
