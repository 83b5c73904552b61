package auth

import (
	"strings"
	"testing"
	"time"
)

func TestDeviceCookieReadsBackOnlyUnchangedUnderItsKeyAndUnexpired(t *testing.T) {
	t.Parallel()
	key, err := NewKey()
	if err != nil {
		t.Fatal(err)
	}
	now := time.Date(2025, 1, 1, 12, 0, 0, 0, time.UTC)
	value, err := NewDeviceCookie(key, "Admin|Two", now.Add(DeviceCookieTTL))
	if err != nil {
		t.Fatal(err)
	}
	name, id, ok := ReadDeviceCookie(key, value, now)
	if !ok || name != "admin|two" || id == "" {
		t.Fatalf("read back = %q, %q, %v", name, id, ok)
	}
	again, _ := NewDeviceCookie(key, "admin|two", now.Add(DeviceCookieTTL))
	if _, id2, _ := ReadDeviceCookie(key, again, now); id2 == id {
		t.Fatal("two device cookies share an id")
	}
	other, _ := NewKey()
	payload, mac, _ := strings.Cut(value, ".")
	forged, _ := NewDeviceCookie(other, "admin|two", now.Add(DeviceCookieTTL))
	forgedPayload, _, _ := strings.Cut(forged, ".")
	for what, v := range map[string]string{
		"under another key":        forged,
		"another payload, old MAC": forgedPayload + "." + mac,
		"without its MAC":          payload,
		"with a changed MAC":       payload + "." + strings.ToUpper(mac),
		"empty":                    "",
		"overlong":                 value + strings.Repeat("A", maxDeviceCookie),
	} {
		if _, _, ok := ReadDeviceCookie(key, v, now); ok {
			t.Errorf("a device cookie %s reads as good", what)
		}
	}
	if _, _, ok := ReadDeviceCookie(key, value, now.Add(DeviceCookieTTL)); ok {
		t.Error("an expired device cookie reads as good")
	}
}
