package main

import (
	"bytes"
	"context"
	"encoding/json"
	"io"
	"net/http"
	"strings"
	"sync"
	"testing"
	"time"
)

// syncBuffer lets the test read the log while the server writes it.
type syncBuffer struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (s *syncBuffer) Write(p []byte) (int, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.Write(p)
}

func (s *syncBuffer) String() string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.String()
}

// startProgram runs the whole program on a free port and returns its base URL.
func startProgram(t *testing.T, env map[string]string) string {
	t.Helper()
	ctx, cancel := context.WithCancel(context.Background())
	out := &syncBuffer{}
	env["QRS_ADDR"] = "127.0.0.1:0"
	if env["QRS_DATA_DIR"] == "" {
		env["QRS_DATA_DIR"] = t.TempDir()
	}
	done := make(chan error, 1)
	go func() { done <- run(ctx, []string{"qrs", "serve"}, func(k string) string { return env[k] }, out) }()
	t.Cleanup(func() {
		cancel()
		select {
		case err := <-done:
			if err != nil {
				t.Errorf("run returned %v", err)
			}
		case <-time.After(10 * time.Second):
			t.Error("server did not shut down")
		}
	})
	deadline := time.Now().Add(10 * time.Second)
	for time.Now().Before(deadline) {
		for _, line := range strings.Split(out.String(), "\n") {
			var rec struct{ Msg, Addr string }
			if json.Unmarshal([]byte(line), &rec) == nil && rec.Msg == "listening" {
				base := "http://" + rec.Addr
				if res, err := http.Get(base + "/healthz"); err == nil {
					res.Body.Close()
					if res.StatusCode == http.StatusOK {
						return base
					}
				}
			}
		}
		time.Sleep(20 * time.Millisecond)
	}
	t.Fatalf("server never became healthy; log:\n%s", out.String())
	return ""
}

func TestServeAnswersHealthAndHomePage(t *testing.T) {
	base := startProgram(t, map[string]string{})
	res, err := http.Get(base + "/")
	if err != nil {
		t.Fatal(err)
	}
	defer res.Body.Close()
	body, _ := io.ReadAll(res.Body)
	if res.StatusCode != http.StatusOK {
		t.Fatalf("GET / = %d", res.StatusCode)
	}
	if !strings.Contains(res.Header.Get("Content-Type"), "text/html") || !strings.Contains(string(body), "<html") {
		t.Fatalf("GET / did not answer the web app: %q", body)
	}
}
