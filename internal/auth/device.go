package auth

import (
	"crypto/hmac"
	"crypto/rand"
	"crypto/sha256"
	"encoding/base64"
	"strconv"
	"strings"
	"time"
)

// A device cookie tells the sign-in that this browser signed in as a username before
// (OWASP's "slow down online guessing attacks with device cookies"). It is handed out at
// each successful sign-in and is worth nothing on its own: it signs no one in, it only lets
// the sign-in count this browser's wrong passwords on their own instead of with everyone
// else's, so that others' failures cannot lock an admin out.
//
// Its value is payload "." MAC, both unpadded base64url: the payload is
// "v1|<expiry, Unix seconds>|<random id>|<username, lower case>", the MAC its HMAC-SHA256
// under the server's key. The id names the cookie in the per-device limit.

// DeviceCookieTTL is how long a device cookie is good for.
const DeviceCookieTTL = 365 * 24 * time.Hour

// deviceCookieVersion starts every payload, so another layout can be told apart later.
const deviceCookieVersion = "v1"

// maxDeviceCookie is the longest device cookie value read; longer ones are not ours.
const maxDeviceCookie = 512

// NewDeviceCookie answers the value of a fresh device cookie for username, good until
// expires, signed with key.
func NewDeviceCookie(key []byte, username string, expires time.Time) (string, error) {
	id := make([]byte, 16)
	if _, err := rand.Read(id); err != nil {
		return "", err
	}
	payload := strings.Join([]string{deviceCookieVersion, strconv.FormatInt(expires.Unix(), 10),
		base64.RawURLEncoding.EncodeToString(id), strings.ToLower(username)}, "|")
	return base64.RawURLEncoding.EncodeToString([]byte(payload)) + "." +
		base64.RawURLEncoding.EncodeToString(deviceMAC(key, payload)), nil
}

// ReadDeviceCookie answers the username (lower case) and id of a device cookie value signed
// with key and not expired at now; ok is false for anything else.
func ReadDeviceCookie(key []byte, value string, now time.Time) (username, id string, ok bool) {
	if len(value) > maxDeviceCookie {
		return "", "", false
	}
	p64, m64, found := strings.Cut(value, ".")
	if !found {
		return "", "", false
	}
	payload, err1 := base64.RawURLEncoding.DecodeString(p64)
	mac, err2 := base64.RawURLEncoding.DecodeString(m64)
	if err1 != nil || err2 != nil || !hmac.Equal(mac, deviceMAC(key, string(payload))) {
		return "", "", false
	}
	parts := strings.SplitN(string(payload), "|", 4)
	if len(parts) != 4 || parts[0] != deviceCookieVersion || parts[2] == "" || parts[3] == "" {
		return "", "", false
	}
	expires, err := strconv.ParseInt(parts[1], 10, 64)
	if err != nil || !now.Before(time.Unix(expires, 0)) {
		return "", "", false
	}
	return parts[3], parts[2], true
}

// deviceMAC is the HMAC-SHA256 of payload under key.
func deviceMAC(key []byte, payload string) []byte {
	m := hmac.New(sha256.New, key)
	m.Write([]byte(payload))
	return m.Sum(nil)
}

// NewKey answers a fresh random 32-byte key, such as the device cookies' signing key.
func NewKey() ([]byte, error) {
	k := make([]byte, 32)
	if _, err := rand.Read(k); err != nil {
		return nil, err
	}
	return k, nil
}
