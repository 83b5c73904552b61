package linkcheck

import (
	"context"
	"crypto/tls"
	"crypto/x509"
	"errors"
	"fmt"
	"io"
	"net"
	"net/http"
	"net/url"
	"strings"
	"sync"
	"syscall"
	"time"

	"github.com/qrs-site/qrs/internal/database"
)

// maxRedirects is how many redirects a link may take before its last answer.
const maxRedirects = 5

var errTooManyRedirects = fmt.Errorf("more than %d redirects", maxRedirects)

var errNotWeb = errors.New("redirects to an address that is not http(s)")

// prober asks other sites whether a link answers, within the bounds of its options: so
// many requests at once, so many per host, each within its time, never to a private
// address unless allowed.
type prober struct {
	client    *http.Client
	timeout   time.Duration
	perHost   int
	userAgent string

	mu    sync.Mutex
	hosts map[string]chan struct{}
}

func newProber(o Options) *prober {
	dialer := &net.Dialer{Timeout: o.Timeout}
	if !o.AllowPrivate {
		dialer.Control = refusePrivate
	}
	transport := &http.Transport{
		// No proxy from the environment: the refusal of private addresses holds for the
		// addresses the server itself connects to.
		Proxy:                 nil,
		DialContext:           dialer.DialContext,
		TLSHandshakeTimeout:   o.Timeout,
		ResponseHeaderTimeout: o.Timeout,
		MaxIdleConnsPerHost:   o.PerHost,
		IdleConnTimeout:       30 * time.Second,
		ForceAttemptHTTP2:     true,
	}
	client := &http.Client{
		Transport: transport,
		CheckRedirect: func(req *http.Request, via []*http.Request) error {
			if len(via) > maxRedirects {
				return errTooManyRedirects
			}
			if req.URL.Scheme != "http" && req.URL.Scheme != "https" {
				return errNotWeb
			}
			return nil
		},
	}
	return &prober{client: client, timeout: o.Timeout, perHost: o.PerHost, userAgent: o.UserAgent,
		hosts: map[string]chan struct{}{}}
}

// close lets the idle connections go.
func (p *prober) close() { p.client.CloseIdleConnections() }

// slot answers the semaphore of a host, made on its first use.
func (p *prober) slot(host string) chan struct{} {
	p.mu.Lock()
	defer p.mu.Unlock()
	s := p.hosts[host]
	if s == nil {
		s = make(chan struct{}, p.perHost)
		p.hosts[host] = s
	}
	return s
}

// verdict is what a probe found: whether the link answers, its last status and the reason
// it does not.
type verdict struct {
	ok     bool
	status int
	reason string
}

// probe asks for address (HEAD, then GET when HEAD is refused), taking a slot of its host
// for each request, and answers the verdict; ctx ending reads as not checked.
func (p *prober) probe(ctx context.Context, address string) verdict {
	u, err := url.Parse(address)
	if err != nil || u.Host == "" {
		return verdict{reason: "not a valid address"}
	}
	status, err := p.ask(ctx, http.MethodHead, u)
	if err == nil && (status == http.StatusMethodNotAllowed || status == http.StatusForbidden ||
		status == http.StatusNotImplemented) {
		status, err = p.ask(ctx, http.MethodGet, u)
	}
	if err != nil {
		return verdict{reason: p.reasonOf(ctx, err)}
	}
	if status >= 400 {
		return verdict{status: status, reason: statusReason(status)}
	}
	return verdict{ok: true, status: status}
}

// ask sends one request (following redirects) within the prober's time, and answers the
// status of the last answer.
func (p *prober) ask(ctx context.Context, method string, u *url.URL) (int, error) {
	s := p.slot(strings.ToLower(u.Hostname()))
	select {
	case s <- struct{}{}:
	case <-ctx.Done():
		return 0, ctx.Err()
	}
	defer func() { <-s }()
	reqCtx, cancel := context.WithTimeout(ctx, p.timeout)
	defer cancel()
	req, err := http.NewRequestWithContext(reqCtx, method, u.String(), nil)
	if err != nil {
		return 0, err
	}
	req.Header.Set("User-Agent", p.userAgent)
	req.Header.Set("Accept", "*/*")
	res, err := p.client.Do(req)
	if err != nil {
		return 0, err
	}
	// A little of the body lets the connection be used again; the rest is not needed.
	_, _ = io.CopyN(io.Discard, res.Body, 4<<10)
	res.Body.Close()
	return res.StatusCode, nil
}

// statusReason writes an HTTP status as people read it: "404 Not Found".
func statusReason(status int) string {
	if text := http.StatusText(status); text != "" {
		return fmt.Sprintf("%d %s", status, text)
	}
	return fmt.Sprintf("HTTP status %d", status)
}

// reasonOf answers why a request failed, in a few words.
func (p *prober) reasonOf(ctx context.Context, err error) string {
	var dnsErr *net.DNSError
	var certInvalid x509.CertificateInvalidError
	var unknownAuthority x509.UnknownAuthorityError
	var hostname x509.HostnameError
	var verify *tls.CertificateVerificationError
	var recordHeader tls.RecordHeaderError
	var netErr net.Error
	switch {
	case ctx.Err() != nil:
		return "not checked: the run ran out of time"
	case errors.Is(err, errPrivate):
		return reasonPrivate
	case errors.Is(err, errTooManyRedirects):
		return errTooManyRedirects.Error()
	case errors.Is(err, errNotWeb):
		return errNotWeb.Error()
	case errors.As(err, &dnsErr) && dnsErr.IsNotFound:
		return "no such host"
	case errors.As(err, &dnsErr):
		return "the host's name could not be looked up"
	case errors.As(err, &hostname):
		return "TLS certificate is for another host"
	case errors.As(err, &unknownAuthority), errors.As(err, &certInvalid), errors.As(err, &verify):
		return "TLS certificate not valid"
	case errors.As(err, &recordHeader):
		return "TLS handshake failed"
	case errors.Is(err, context.DeadlineExceeded), errors.As(err, &netErr) && netErr.Timeout():
		return fmt.Sprintf("timed out after %s", seconds(p.timeout))
	case errors.Is(err, syscall.ECONNREFUSED):
		return "connection refused"
	case errors.Is(err, syscall.ECONNRESET), errors.Is(err, io.EOF), errors.Is(err, io.ErrUnexpectedEOF):
		return "connection closed without an answer"
	case errors.Is(err, syscall.ENETUNREACH), errors.Is(err, syscall.EHOSTUNREACH):
		return "host unreachable"
	}
	var tlsAlert tls.AlertError
	if errors.As(err, &tlsAlert) {
		return "TLS handshake failed"
	}
	return "could not connect"
}

// seconds writes a duration in whole seconds, or as it is when shorter: "10 s".
func seconds(d time.Duration) string {
	if d >= time.Second && d%time.Second == 0 {
		return fmt.Sprintf("%d s", d/time.Second)
	}
	return d.String()
}

// checkedAt writes the moment a link was checked as the results store it.
func checkedAt(t time.Time) string { return t.UTC().Format(time.RFC3339) }

// result makes the stored result of target from its verdict.
func result(t Target, v verdict, at time.Time) database.LinkResult {
	return database.LinkResult{URL: t.URL, Kind: t.Kind, OK: v.ok, Status: v.status, Reason: v.reason,
		CheckedAt: checkedAt(at), UsedIn: t.Uses}
}
