package main

import (
	"context"
	"io"
	"log/slog"
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
}

func (h flushingHandler) Handle(ctx context.Context, r slog.Record) error {
	err := h.Handler.Handle(ctx, r)
	if r.Level >= slog.LevelWarn {
		h.buf.Flush()
	}
	return err
}

func (h flushingHandler) WithAttrs(attrs []slog.Attr) slog.Handler {
	return flushingHandler{h.Handler.WithAttrs(attrs), h.buf}
}

func (h flushingHandler) WithGroup(name string) slog.Handler {
	return flushingHandler{h.Handler.WithGroup(name), h.buf}
}
