package database_test

import (
	"bytes"
	"sync"
	"testing"

	"github.com/qrs-site/qrs/internal/testutil"
)

func TestSigningKeyIsMadeOnceAndKeptAcrossARestart(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	s := testutil.MustOpenStore(t, dir)
	keys := make([][]byte, 8)
	var wg sync.WaitGroup
	for i := range keys {
		wg.Go(func() {
			k, err := s.SigningKey(t.Context(), "device-cookies")
			if err != nil {
				t.Error(err)
			}
			keys[i] = k
		})
	}
	wg.Wait()
	if len(keys[0]) != 32 || bytes.Count(keys[0], []byte{0}) == 32 {
		t.Fatalf("key = %x, want 32 random bytes", keys[0])
	}
	for _, k := range keys[1:] {
		if !bytes.Equal(k, keys[0]) {
			t.Fatal("parallel first reads made different keys")
		}
	}
	other, err := s.SigningKey(t.Context(), "something-else")
	if err != nil || bytes.Equal(other, keys[0]) {
		t.Fatalf("another name's key = %x, %v; want a key of its own", other, err)
	}
	if err := s.Close(); err != nil {
		t.Fatal(err)
	}
	reopened := testutil.MustOpenStore(t, dir)
	again, err := reopened.SigningKey(t.Context(), "device-cookies")
	if err != nil || !bytes.Equal(again, keys[0]) {
		t.Fatalf("after a restart the key is %x (%v), want the same %x", again, err, keys[0])
	}
}
