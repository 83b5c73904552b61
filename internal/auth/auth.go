// Package auth holds the pieces of admin sign-in: argon2id password hashes, session tokens
// and the login throttle. The sessions themselves are stored by the store.
package auth

import (
	"context"
	"crypto/rand"
	"crypto/sha256"
	"crypto/subtle"
	"encoding/base64"
	"encoding/hex"
	"errors"
	"fmt"
	"runtime/debug"
	"strings"
	"sync"

	"golang.org/x/crypto/argon2"
)

// Cost is what one argon2id hash costs: Time passes over Memory KiB, in Threads lanes.
type Cost struct {
	Time    uint32
	Memory  uint32 // KiB
	Threads uint8
}

// DefaultCost is OWASP's recommendation for argon2id, m=19 MiB, t=2, p=1: the cost of every
// hash the site makes. Only tests hash at a lower one.
var DefaultCost = Cost{Time: 2, Memory: 19 * 1024, Threads: 1}

const (
	argonKeyLen = 32
	saltLen     = 16
)

// freedScratch is the scratch memory (KiB) from which a derivation gives its memory back to
// the system at once; below it, a collection would cost more than it returns.
const freedScratch = 1024

// hashingSlots caps the argon2id derivations running at once. Each holds its m KiB (19 MiB)
// while it runs, so a flood of parallel sign-ins could otherwise take the machine's memory;
// the others wait for a slot.
const hashingSlots = 3

// hashSlots are the derivations running, hashingSlots at most.
var hashSlots = make(chan struct{}, hashingSlots)

// queuedChecks is how many password checks may wait for a hashing slot; one more is refused
// with ErrBusy at once. The slots and this queue are worked off in a moment (each check
// takes a fraction of a second), while an unbounded queue would let a flood of sign-ins hold
// requests, and their memory, for as long as it lasts.
const queuedChecks = 2 * hashingSlots

// passwordChecks admits the password checks under way: those in a hashing slot and those
// waiting for one.
var passwordChecks = make(chan struct{}, hashingSlots+queuedChecks)

// ErrBusy is CheckPassword's answer when more password checks are waiting than the hashing
// slots can take soon; the caller should ask the client to try again in a moment.
var ErrBusy = errors.New("too many password checks under way")

// HashPassword returns the argon2id hash of password at DefaultCost in the PHC string
// format. It waits for a free hashing slot, giving up with ctx's error when ctx ends first.
func HashPassword(ctx context.Context, password string) (string, error) {
	return DefaultCost.Hash(ctx, password)
}

// Hash is HashPassword at the cost c; CheckPassword reads the cost from the hash.
func (c Cost) Hash(ctx context.Context, password string) (string, error) {
	salt := make([]byte, saltLen)
	if _, err := rand.Read(salt); err != nil {
		return "", err
	}
	key, err := argon2id(ctx, []byte(password), salt, c.Time, c.Memory, c.Threads, argonKeyLen)
	if err != nil {
		return "", err
	}
	return fmt.Sprintf("$argon2id$v=%d$m=%d,t=%d,p=%d$%s$%s", argon2.Version, c.Memory, c.Time, c.Threads,
		base64.RawStdEncoding.EncodeToString(salt), base64.RawStdEncoding.EncodeToString(key)), nil
}

// dummyHash is checked against when a username is unknown, so both cases take as long.
// It is made on first use: hashing at start would cost every process 19 MiB.
var dummyHash = sync.OnceValue(func() string {
	h, _ := HashPassword(context.Background(), "qrs-dummy-password")
	return h
})

// argon2id derives the key in one of the hashing slots, then gives its scratch memory
// (m KiB, 19 MiB at DefaultCost) back to the system at once when it is large: a sign-in is
// rare, and without this each one would leave the process that much bigger until the
// runtime's slow background return.
func argon2id(ctx context.Context, password, salt []byte, t, m uint32, p uint8, keyLen uint32) ([]byte, error) {
	select {
	case hashSlots <- struct{}{}:
	case <-ctx.Done():
		return nil, ctx.Err()
	}
	defer func() { <-hashSlots }()
	key := argon2.IDKey(password, salt, t, m, p, keyLen)
	if m >= freedScratch {
		debug.FreeOSMemory()
	}
	return key, nil
}

// CheckPassword reports whether password matches the PHC-format hash; an empty hash checks
// against a dummy so that timing does not tell whether a user exists. The error is ErrBusy,
// at once, when the hashing slots and their short queue are taken, or ctx's, when ctx ends
// while waiting for a slot.
func CheckPassword(ctx context.Context, hash, password string) (bool, error) {
	select {
	case passwordChecks <- struct{}{}:
	default:
		return false, ErrBusy
	}
	defer func() { <-passwordChecks }()
	if hash == "" {
		_, err := checkPassword(ctx, dummyHash(), password)
		return false, err
	}
	return checkPassword(ctx, hash, password)
}

// checkPassword is CheckPassword once admitted.
func checkPassword(ctx context.Context, hash, password string) (bool, error) {
	parts := strings.Split(hash, "$")
	if len(parts) != 6 || parts[1] != "argon2id" {
		return false, nil
	}
	var version int
	var m uint32
	var t uint32
	var p uint8
	if _, err := fmt.Sscanf(parts[2], "v=%d", &version); err != nil || version != argon2.Version {
		return false, nil
	}
	if _, err := fmt.Sscanf(parts[3], "m=%d,t=%d,p=%d", &m, &t, &p); err != nil {
		return false, nil
	}
	salt, err1 := base64.RawStdEncoding.DecodeString(parts[4])
	want, err2 := base64.RawStdEncoding.DecodeString(parts[5])
	if err1 != nil || err2 != nil || len(want) == 0 {
		return false, nil
	}
	got, err := argon2id(ctx, []byte(password), salt, t, m, p, uint32(len(want)))
	if err != nil {
		return false, err
	}
	return subtle.ConstantTimeCompare(got, want) == 1, nil
}

// NewToken returns a fresh random session token to hand to the client.
func NewToken() (string, error) {
	b := make([]byte, 32)
	if _, err := rand.Read(b); err != nil {
		return "", err
	}
	return base64.RawURLEncoding.EncodeToString(b), nil
}

// HashToken returns what the store keeps of a token: its SHA-256, hex-encoded.
func HashToken(token string) string {
	sum := sha256.Sum256([]byte(token))
	return hex.EncodeToString(sum[:])
}

// GeneratePassword returns a strong random password for a bootstrap admin.
func GeneratePassword() (string, error) {
	b := make([]byte, 18)
	if _, err := rand.Read(b); err != nil {
		return "", err
	}
	return base64.RawURLEncoding.EncodeToString(b), nil
}

// ErrWeakPassword is answered for a password shorter than MinPasswordLen.
var ErrWeakPassword = errors.New("password must be at least 8 characters")

// MinPasswordLen is the shortest password an admin may set.
const MinPasswordLen = 8
