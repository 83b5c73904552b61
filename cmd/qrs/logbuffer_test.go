package main

import (
	"log/slog"
	"strings"
	"testing"
	"time"
)

func TestLogLinesAreWrittenOutOnWarningsAndAtClose(t *testing.T) {
	t.Parallel()
	out := &syncBuffer{}
	buf := newLogBuffer(out, time.Hour)
	log := slog.New(flushingHandler{slog.NewJSONHandler(buf, nil), buf})
	log.Info("request", "path", "/")
	if out.String() != "" {
		t.Fatalf("an info line was written at once: %q", out.String())
	}
	log.Warn("disk nearly full")
	if s := out.String(); !strings.Contains(s, `"msg":"request"`) || !strings.Contains(s, `"msg":"disk nearly full"`) {
		t.Fatalf("after a warning the log holds %q", s)
	}
	log.Info("shutting down")
	buf.Close()
	if !strings.Contains(out.String(), `"msg":"shutting down"`) {
		t.Fatalf("after Close the log holds %q", out.String())
	}
}

func TestLogLinesAreWrittenOutEveryInterval(t *testing.T) {
	t.Parallel()
	out := &syncBuffer{}
	buf := newLogBuffer(out, 10*time.Millisecond)
	defer buf.Close()
	slog.New(slog.NewJSONHandler(buf, nil)).Info("request")
	deadline := time.Now().Add(5 * time.Second)
	for !strings.Contains(out.String(), `"msg":"request"`) {
		if time.Now().After(deadline) {
			t.Fatal("the line was never written out")
		}
		time.Sleep(5 * time.Millisecond)
	}
}
