package main

import (
	"bytes"
	"context"
	"log/slog"
	"strings"
	"testing"
	"time"

	"github.com/qrs-site/qrs/internal/httpapi"
)

func TestLogLinesAreWrittenOutOnWarningsAndAtClose(t *testing.T) {
	t.Parallel()
	out := &syncBuffer{}
	buf := newLogBuffer(out, time.Hour)
	log := slog.New(newLogHandler(buf))
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

// TestRequestLinesAreWrittenAsTheJSONHandlerWritesThem holds the request line written
// without a record to the line slog's JSON handler writes for httpapi's record of the same
// request, byte for byte, and shows that strings the handler escapes take its way.
func TestRequestLinesAreWrittenAsTheJSONHandlerWritesThem(t *testing.T) {
	t.Parallel()
	type request struct {
		id, method, path string
		status           int
		bytes            int64
		duration         time.Duration
		plain            bool // written without the record
	}
	at := time.Date(2026, 11, 26, 17, 5, 9, 120_400_000, time.UTC)
	for i, r := range []request{
		{"f3Qk2-01", "GET", "/", 200, 157253, 84 * time.Microsecond, true},
		{"f3Qk2-02", "HEAD", "/de/forschungsarbeiten", 304, 0, time.Millisecond, true},
		{"f3Qk2-03", "GET", "/a<b>&c=d'e", 404, 12, 3*time.Second + 7, true},
		{"f3Qk2-04", "GET", `/quote"`, 400, 1, 0, false},
		{"f3Qk2-05", "GET", `/back\slash`, 400, 1, 0, false},
		{"f3Qk2-06", "GET", "/caf\u00e9", 404, 9, 1, false},
		{"f3Qk2-07", "GET", "/tab\there", 404, 9, 1, false},
	} {
		t0 := at.Add(time.Duration(i) * 333 * time.Microsecond)
		if i%2 == 1 {
			t0 = t0.In(time.FixedZone("CET", 3600))
		}
		var want, got bytes.Buffer
		wantBuf, gotBuf := newLogBuffer(&want, time.Hour), newLogBuffer(&got, time.Hour)
		if err := newLogHandler(wantBuf).Handle(context.Background(), httpapi.RequestRecord(t0, r.id, r.method, r.path, r.status, r.bytes, r.duration)); err != nil {
			t.Fatal(err)
		}
		h := newLogHandler(gotBuf)
		wrote := h.RequestLine(t0, r.id, r.method, r.path, r.status, r.bytes, r.duration)
		if !wrote {
			_ = h.Handle(context.Background(), httpapi.RequestRecord(t0, r.id, r.method, r.path, r.status, r.bytes, r.duration))
		}
		wantBuf.Close()
		gotBuf.Close()
		if got.String() != want.String() {
			t.Errorf("request line of %q (written itself: %v):\n got %s\nwant %s", r.path, wrote, got.String(), want.String())
		}
		if wrote != r.plain {
			t.Errorf("request line of %q written without the record: %v", r.path, wrote)
		}
	}
	// A handler with attributes added writes its records.
	var out bytes.Buffer
	buf := newLogBuffer(&out, time.Hour)
	if newLogHandler(buf).WithAttrs([]slog.Attr{slog.String("instance", "a")}).(httpapi.RequestLineHandler).RequestLine(at, "x", "GET", "/", 200, 1, 1) {
		t.Error("a handler with attributes wrote a request line without them")
	}
}
