package notify

import (
	"bufio"
	"context"
	"crypto/tls"
	"crypto/x509"
	"io"
	"log/slog"
	"mime/quotedprintable"
	"net"
	"net/http/httptest"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/qrs-site/qrs/internal/content"
	"github.com/wneessen/go-mail"
)

// fakeSMTP accepts connections and hands each received message's DATA to got; the first
// `refuse` connections are closed at once, to exercise the retries.
func fakeSMTP(t *testing.T, refuse int, got chan<- string) string {
	t.Helper()
	return (&smtpServer{refuse: refuse, got: got}).start(t)
}

// smtpServer is a mail server on loopback for the tests. With cert it offers STARTTLS; with
// auth it offers SMTP AUTH. It notes each command it receives, prefixed "TLS " when the
// connection was encrypted by then.
type smtpServer struct {
	refuse int
	got    chan<- string
	cert   *tls.Certificate
	auth   bool

	mu   sync.Mutex
	seen []string
}

func (s *smtpServer) start(t *testing.T) string {
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
			if n < s.refuse {
				conn.Close()
				continue
			}
			go s.serve(conn)
		}
	}()
	return ln.Addr().String()
}

// commands answers the commands received so far.
func (s *smtpServer) commands() []string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return slices.Clone(s.seen)
}

func (s *smtpServer) serve(conn net.Conn) {
	defer func() { conn.Close() }()
	r := bufio.NewReader(conn)
	encrypted := false
	reply := func(s string) { _, _ = conn.Write([]byte(s + "\r\n")) }
	readLine := func() (string, error) { return r.ReadString('\n') }
	reply("220 localhost ESMTP test")
	for {
		line, err := readLine()
		if err != nil {
			return
		}
		cmd := strings.ToUpper(strings.TrimSpace(line))
		s.mu.Lock()
		if encrypted {
			s.seen = append(s.seen, "TLS "+cmd)
		} else {
			s.seen = append(s.seen, cmd)
		}
		s.mu.Unlock()
		switch {
		case strings.HasPrefix(cmd, "EHLO"), strings.HasPrefix(cmd, "HELO"):
			reply("250-localhost")
			if s.cert != nil && !encrypted {
				reply("250-STARTTLS")
			}
			if s.auth {
				reply("250-AUTH PLAIN LOGIN CRAM-MD5")
			}
			reply("250 8BITMIME")
		case strings.HasPrefix(cmd, "STARTTLS") && s.cert != nil && !encrypted:
			reply("220 go ahead")
			tlsConn := tls.Server(conn, &tls.Config{Certificates: []tls.Certificate{*s.cert}})
			if tlsConn.Handshake() != nil {
				return
			}
			conn, r, encrypted = tlsConn, bufio.NewReader(tlsConn), true
		case strings.HasPrefix(cmd, "AUTH PLAIN "):
			reply("235 accepted")
		case strings.HasPrefix(cmd, "AUTH"):
			// LOGIN asks twice, CRAM-MD5 and PLAIN without an initial answer once.
			asks := 1
			if strings.HasPrefix(cmd, "AUTH LOGIN") {
				asks = 2
			}
			for range asks {
				reply("334 PDEyMzQ1QGxvY2FsaG9zdD4=")
				if _, err := readLine(); err != nil {
					return
				}
			}
			reply("235 accepted")
		case strings.HasPrefix(cmd, "DATA"):
			reply("354 go ahead")
			var data strings.Builder
			for {
				l, err := readLine()
				if err != nil {
					return
				}
				if l == ".\r\n" {
					break
				}
				data.WriteString(l)
			}
			s.got <- data.String()
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
	t.Parallel()
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

func TestMailerSendsAStaffLetterToItsAddress(t *testing.T) {
	t.Parallel()
	got := make(chan string, 1)
	addr := fakeSMTP(t, 0, got)
	m, err := New("smtp://"+addr+"?from=site@qrs.example", "staff@qrs.example", "https://qrs.example/", slog.New(slog.DiscardHandler))
	if err != nil {
		t.Fatal(err)
	}
	m.retries = []time.Duration{0}
	ctx, cancel := context.WithCancel(context.Background())
	m.Start(ctx)
	defer func() { cancel(); m.Wait() }()
	m.SendTo("reviewer@qrs.example", "Review requested: Legal (English)\r\nBcc: x@evil.example", "Please look at it.")
	select {
	case raw := <-got:
		decoded, err := io.ReadAll(quotedprintable.NewReader(strings.NewReader(raw)))
		if err != nil {
			t.Fatalf("body not quoted-printable: %v\n%s", err, raw)
		}
		data := string(decoded)
		for _, want := range []string{"To: <reviewer@qrs.example>", "Subject: Review requested: Legal (English) Bcc: x@evil.example", "Please look at it."} {
			if !strings.Contains(data, want) {
				t.Errorf("mail lacks %q:\n%s", want, data)
			}
		}
		if strings.Contains(data, "staff@qrs.example>") && strings.Contains(data, "To: <staff@qrs.example>") {
			t.Errorf("a staff letter went to the contact address:\n%s", data)
		}
	case <-time.After(30 * time.Second):
		t.Fatal("no mail arrived")
	}
}

func TestNewRefusesBadURL(t *testing.T) {
	t.Parallel()
	if _, err := New("smtp://:25", "a@b.example", "https://qrs.example", slog.New(slog.DiscardHandler)); err == nil {
		t.Fatal("accepted a URL without host")
	}
}

// testCert answers a certificate for example.com and 127.0.0.1, and the pool that trusts it.
func testCert(t *testing.T) (*tls.Certificate, *x509.CertPool) {
	t.Helper()
	srv := httptest.NewUnstartedServer(nil)
	srv.StartTLS()
	defer srv.Close()
	pool := x509.NewCertPool()
	pool.AddCert(srv.Certificate())
	return &srv.TLS.Certificates[0], pool
}

// sendOne sends one contact message through m, its connections going to addr (so that a
// host name of the URL reaches the test server) and trusting pool; it answers whether the
// message arrived, and the mailer's log.
func sendOne(t *testing.T, m *Mailer, addr string, pool *x509.CertPool, got chan string) (bool, string) {
	t.Helper()
	var log strings.Builder
	var logMu sync.Mutex
	m.log = slog.New(slog.NewTextHandler(writerFunc(func(p []byte) (int, error) {
		logMu.Lock()
		defer logMu.Unlock()
		return log.Write(p)
	}), nil))
	m.opts = append(m.opts, mail.WithDialContextFunc(func(ctx context.Context, network, _ string) (net.Conn, error) {
		return (&net.Dialer{}).DialContext(ctx, network, addr)
	}))
	if pool != nil {
		m.opts = append(m.opts, mail.WithTLSConfig(&tls.Config{RootCAs: pool, ServerName: m.host, MinVersion: tls.VersionTLS12}))
	}
	m.retries = []time.Duration{0}
	ctx, cancel := context.WithCancel(context.Background())
	m.Start(ctx)
	m.Send(content.ContactMessage{ID: 1, Name: "Visitor", Email: "v@example.com", Subject: "other", Message: "Private words."})
	arrived := false
	for deadline := time.Now().Add(20 * time.Second); time.Now().Before(deadline); time.Sleep(10 * time.Millisecond) {
		logMu.Lock()
		done := strings.Contains(log.String(), "msg=e-mailed") || strings.Contains(log.String(), "gave up")
		logMu.Unlock()
		if done {
			break
		}
	}
	select {
	case <-got:
		arrived = true
	default:
	}
	cancel()
	m.Wait()
	logMu.Lock()
	defer logMu.Unlock()
	return arrived, log.String()
}

type writerFunc func([]byte) (int, error)

func (f writerFunc) Write(p []byte) (int, error) { return f(p) }

func TestMailToAnotherHostIsSentOnlyOverTLS(t *testing.T) {
	t.Parallel()
	cert, pool := testCert(t)
	for _, c := range []struct {
		name     string
		cert     *tls.Certificate
		arrives  bool
		encrypts bool
	}{
		{"server without STARTTLS", nil, false, false},
		{"server with STARTTLS", cert, true, true},
	} {
		t.Run(c.name, func(t *testing.T) {
			got := make(chan string, 1)
			srv := &smtpServer{got: got, cert: c.cert}
			addr := srv.start(t)
			m, err := New("smtp://example.com:587", "staff@qrs.example", "https://qrs.example", slog.New(slog.DiscardHandler))
			if err != nil {
				t.Fatal(err)
			}
			arrived, log := sendOne(t, m, addr, pool, got)
			if arrived != c.arrives {
				t.Fatalf("mail arrived = %v, want %v; server saw %q; log:\n%s", arrived, c.arrives, srv.commands(), log)
			}
			for _, cmd := range srv.commands() {
				if strings.HasPrefix(cmd, "MAIL") || strings.HasPrefix(cmd, "DATA") {
					t.Fatalf("the message went out in clear: %q", srv.commands())
				}
			}
			if !c.arrives && !strings.Contains(log, "STARTTLS") {
				t.Fatalf("the log does not say STARTTLS is required:\n%s", log)
			}
		})
	}
}

func TestPasswordIsSentOnlyOverTLSEvenOnLoopback(t *testing.T) {
	t.Parallel()
	cert, pool := testCert(t)
	for _, c := range []struct {
		name    string
		cert    *tls.Certificate
		arrives bool
	}{
		{"server without STARTTLS", nil, false},
		{"server with STARTTLS", cert, true},
	} {
		t.Run(c.name, func(t *testing.T) {
			got := make(chan string, 1)
			srv := &smtpServer{got: got, cert: c.cert, auth: true}
			addr := srv.start(t)
			m, err := New("smtp://staff:s3cret-pw@"+addr, "staff@qrs.example", "https://qrs.example", slog.New(slog.DiscardHandler))
			if err != nil {
				t.Fatal(err)
			}
			arrived, log := sendOne(t, m, addr, pool, got)
			if arrived != c.arrives {
				t.Fatalf("mail arrived = %v, want %v; server saw %q; log:\n%s", arrived, c.arrives, srv.commands(), log)
			}
			authed := false
			for _, cmd := range srv.commands() {
				if strings.HasPrefix(cmd, "AUTH") {
					t.Fatalf("credentials went out in clear: %q", srv.commands())
				}
				authed = authed || strings.HasPrefix(cmd, "TLS AUTH")
			}
			if c.arrives != authed {
				t.Fatalf("signed in over TLS = %v, want %v: %q", authed, c.arrives, srv.commands())
			}
			if strings.Contains(log, "s3cret") {
				t.Fatalf("the log shows the password:\n%s", log)
			}
		})
	}
}
