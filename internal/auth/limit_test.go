package auth

import (
	"strings"
	"testing"
	"time"
)

func TestARateRefillsOneTokenPerIntervalUpToItsBurst(t *testing.T) {
	t.Parallel()
	r := Rate{Burst: 3, Every: time.Minute}
	at := time.Date(2026, 3, 1, 12, 0, 0, 0, time.UTC)
	if got := r.Refill(0.5, at, at.Add(time.Minute)); got != 1.5 {
		t.Fatalf("half a token, a minute later: %v, want 1.5", got)
	}
	if got := r.Refill(1, at, at.Add(time.Hour)); got != 3 {
		t.Fatalf("an hour later: %v, want the burst of 3", got)
	}
	if got := r.Refill(1, at, at.Add(-time.Minute)); got != 1 {
		t.Fatalf("a moment before: %v, want the tokens as they were", got)
	}
	if got := r.Wait(0.25); got != 45*time.Second {
		t.Fatalf("wait with a quarter token: %v, want 45s", got)
	}
	if got := r.UntilFull(3); got != time.Nanosecond {
		t.Fatalf("a full bucket fills up in %v, want a nanosecond", got)
	}
	if got := r.UntilFull(1); got != 2*time.Minute {
		t.Fatalf("one of three tokens fills up in %v, want 2m", got)
	}
}

func TestALimiterIsALimitWithTheRateItWasMadeWith(t *testing.T) {
	t.Parallel()
	var l Limit = NewLimiter(2, time.Hour)
	if r := l.(*Limiter).Rate(); r != (Rate{Burst: 2, Every: time.Hour}) {
		t.Fatalf("rate %+v", r)
	}
	if l.Take("k") != 0 || l.Take("k") != 0 || l.Take("k") == 0 {
		t.Fatal("a burst of 2 let a 3rd take pass, or refused one of the first two")
	}
}

func TestLongKeysAreBoundToTheirDigest(t *testing.T) {
	t.Parallel()
	short := strings.Repeat("a", maxKeyLen)
	if BoundKey(short) != short {
		t.Fatal("a key of the longest kept length was changed")
	}
	long := short + "b"
	if got := BoundKey(long); len(got) != 64 || got == BoundKey(short+"c") {
		t.Fatalf("a long key is kept as %q", got)
	}
}
