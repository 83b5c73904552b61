package main

import (
	"bufio"
	"context"
	"io"
	"log/slog"
	"sync"
	"time"
)

// logBuffer gathers log lines and writes them out every interval, or at once when a
// warning or an error is logged or the buffer fills, so a busy server does not pay a
// write call for every request line. Close writes out the rest.
type logBuffer struct {
	mu   sync.Mutex
	w    *bufio.Writer
	stop chan struct{}
	done chan struct{}
}

func newLogBuffer(out io.Writer, interval time.Duration) *logBuffer {
	b := &logBuffer{w: bufio.NewWriterSize(out, 64<<10), stop: make(chan struct{}), done: make(chan struct{})}
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
	defer b.mu.Unlock()
	return b.w.Write(p)
}

// Flush writes out what is buffered.
func (b *logBuffer) Flush() {
	b.mu.Lock()
	defer b.mu.Unlock()
	_ = b.w.Flush()
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
