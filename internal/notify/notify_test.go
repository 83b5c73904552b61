package notify

import (
	"bufio"
	"context"
	"io"
	"log/slog"
	"mime/quotedprintable"
	"net"
	"strings"
	"testing"
	"time"

	"github.com/qrs-site/qrs/internal/content"
)

// fakeSMTP accepts connections and hands each received message's DATA to got; the first
// `refuse` connections are closed at once, to exercise the retries.
func fakeSMTP(t *testing.T, refuse int, got chan<- string) string {
	t.Helper()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { ln.Close() })
	go func() {
		for n := 0; ; n++ {
			conn, err := ln.Accept()
			if err != nil {
				return
			}
			if n < refuse {
				conn.Close()
				continue
			}
			go serveSMTP(conn, got)
		}
	}()
	return ln.Addr().String()
}

func serveSMTP(conn net.Conn, got chan<- string) {
	defer conn.Close()
	r := bufio.NewReader(conn)
	reply := func(s string) { _, _ = conn.Write([]byte(s + "\r\n")) }
	reply("220 localhost ESMTP test")
	for {
		line, err := r.ReadString('\n')
		if err != nil {
			return
		}
		cmd := strings.ToUpper(strings.TrimSpace(line))
		switch {
		case strings.HasPrefix(cmd, "EHLO"), strings.HasPrefix(cmd, "HELO"):
			reply("250-localhost")
			reply("250 8BITMIME")
		case strings.HasPrefix(cmd, "DATA"):
			reply("354 go ahead")
			var data strings.Builder
			for {
				l, err := r.ReadString('\n')
				if err != nil {
					return
				}
				if l == ".\r\n" {
					break
				}
				data.WriteString(l)
			}
			got <- data.String()
			reply("250 queued")
		case strings.HasPrefix(cmd, "QUIT"):
			reply("221 bye")
			return
		default:
			reply("250 OK")
		}
	}
}

func TestMailerSendsContactMessageAndRetries(t *testing.T) {
	got := make(chan string, 1)
	addr := fakeSMTP(t, 1, got)
	m, err := New("smtp://"+addr+"?from=site@qrs.example", "staff@qrs.example", "https://qrs.example/", slog.New(slog.DiscardHandler))
	if err != nil {
		t.Fatal(err)
	}
	m.retries = []time.Duration{0, 10 * time.Millisecond, 10 * time.Millisecond}
	ctx, cancel := context.WithCancel(context.Background())
	m.Start(ctx)
	defer func() { cancel(); m.Wait() }()
	m.Send(content.ContactMessage{ID: 7, Name: "Visitor", Email: "v@example.com", Subject: "qrs-coin", Message: "How do I buy coins?"})
	select {
	case raw := <-got:
		decoded, err := io.ReadAll(quotedprintable.NewReader(strings.NewReader(raw)))
		if err != nil {
			t.Fatalf("body not quoted-printable: %v\n%s", err, raw)
		}
		data := string(decoded)
		for _, want := range []string{"staff@qrs.example", "Reply-To: <v@example.com>", "How do I buy coins?", "qrs-coin",
			"https://qrs.example/admin?tab=messages"} {
			if !strings.Contains(data, want) {
				t.Errorf("mail lacks %q:\n%s", want, data)
			}
		}
	case <-time.After(30 * time.Second):
		t.Fatal("no mail arrived")
	}
}

func TestNewRefusesBadURL(t *testing.T) {
	if _, err := New("smtp://:25", "a@b.example", "https://qrs.example", slog.New(slog.DiscardHandler)); err == nil {
		t.Fatal("accepted a URL without host")
	}
}
