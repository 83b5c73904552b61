package main

import (
	"context"
	"io"
	"log/slog"
	"strconv"
	"sync"
	"time"
)

// logBuffer gathers log lines and writes them out every interval, or at once when a
// warning or an error is logged or 64 KiB have gathered, so a busy server does not pay a
// write call for every request line. A request never waits on the output itself: a flush
// takes the gathered lines and writes them while new ones gather in a second buffer.
// Close writes out the rest.
type logBuffer struct {
	mu      sync.Mutex // guards lines and spare
	lines   []byte     // gathered since the last flush
	spare   []byte     // the other buffer, reused
	writing sync.Mutex // one flush at a time, in order
	out     io.Writer
	stop    chan struct{}
	done    chan struct{}
}

// logFlushSize is how much is gathered before a write does not wait for the interval.
const logFlushSize = 64 << 10

func newLogBuffer(out io.Writer, interval time.Duration) *logBuffer {
	b := &logBuffer{out: out, stop: make(chan struct{}), done: make(chan struct{})}
	go func() {
		defer close(b.done)
		t := time.NewTicker(interval)
		defer t.Stop()
		for {
			select {
			case <-t.C:
				b.Flush()
			case <-b.stop:
				b.Flush()
				return
			}
		}
	}()
	return b
}

// Write keeps p (one log line, as slog writes it) until the next flush.
func (b *logBuffer) Write(p []byte) (int, error) {
	b.mu.Lock()
	b.lines = append(b.lines, p...)
	full := len(b.lines) >= logFlushSize
	b.mu.Unlock()
	if full {
		b.Flush()
	}
	return len(p), nil
}

// Flush writes out what is gathered.
func (b *logBuffer) Flush() {
	b.writing.Lock()
	defer b.writing.Unlock()
	b.mu.Lock()
	lines := b.lines
	b.lines, b.spare = b.spare[:0], nil
	b.mu.Unlock()
	if len(lines) > 0 {
		_, _ = b.out.Write(lines)
	}
	b.mu.Lock()
	if cap(lines) <= 4*logFlushSize { // keep a buffer of a usual size for the next round
		b.spare = lines[:0]
	}
	b.mu.Unlock()
}

// Close stops the flushing and writes out the rest.
func (b *logBuffer) Close() {
	close(b.stop)
	<-b.done
}

// flushingHandler writes the buffer out right after a record of level warn or above, so
// problems reach the log without delay.
type flushingHandler struct {
	slog.Handler
	buf *logBuffer
	// plain: the handler is newLogHandler's JSON handler as made, with no attributes or
	// groups added, whose request lines RequestLine writes.
	plain bool
}

// newLogHandler answers the server's log handler: JSON lines into buf.
func newLogHandler(buf *logBuffer) flushingHandler {
	return flushingHandler{slog.NewJSONHandler(buf, nil), buf, true}
}

func (h flushingHandler) Handle(ctx context.Context, r slog.Record) error {
	err := h.Handler.Handle(ctx, r)
	if r.Level >= slog.LevelWarn {
		h.buf.Flush()
	}
	return err
}

func (h flushingHandler) WithAttrs(attrs []slog.Attr) slog.Handler {
	return flushingHandler{h.Handler.WithAttrs(attrs), h.buf, false}
}

func (h flushingHandler) WithGroup(name string) slog.Handler {
	return flushingHandler{h.Handler.WithGroup(name), h.buf, false}
}

// RequestLine writes the line of a request answered as the JSON handler writes its record
// (httpapi.RequestLineHandler), without making the record: the server writes one for
// every request. Strings the handler would escape take the record's way.
func (h flushingHandler) RequestLine(t time.Time, id, method, path string, status int, bytes int64, duration time.Duration) bool {
	if !h.plain || !plainJSON(id) || !plainJSON(method) || !plainJSON(path) || t.Year() < 0 || t.Year() >= 10000 {
		return false
	}
	var line [256]byte
	b := append(line[:0], `{"time":"`...)
	b = t.AppendFormat(b, time.RFC3339Nano)
	b = append(b, `","level":"INFO","msg":"request","id":"`...)
	b = append(b, id...)
	b = append(b, `","method":"`...)
	b = append(b, method...)
	b = append(b, `","path":"`...)
	b = append(b, path...)
	b = append(b, `","status":`...)
	b = strconv.AppendInt(b, int64(status), 10)
	b = append(b, `,"bytes":`...)
	b = strconv.AppendInt(b, bytes, 10)
	b = append(b, `,"duration":`...)
	b = strconv.AppendInt(b, int64(duration), 10)
	b = append(b, "}\n"...)
	_, _ = h.buf.Write(b)
	return true
}

// plainJSON reports whether the JSON handler writes s as it is: printable ASCII but for
// the quote and the backslash.
func plainJSON(s string) bool {
	for i := 0; i < len(s); i++ {
		if c := s[i]; c < ' ' || c > '~' || c == '"' || c == '\\' {
			return false
		}
	}
	return true
}
