// Package notify e-mails contact messages to the site's staff in the background, with
// retries, so that a visitor's request never waits for or fails on mail; and staff about
// reviews of changes the same way.
package notify

import (
	"context"
	"fmt"
	"log/slog"
	"net/netip"
	"net/url"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/qrs-site/qrs/internal/content"
	"github.com/wneessen/go-mail"
)

// Mailer sends each queued contact message to one address over SMTP.
type Mailer struct {
	host     string
	opts     []mail.Option
	from, to string
	inbox    string // the admin panel's Messages view, linked from each e-mail
	log      *slog.Logger
	queue    chan letter
	retries  []time.Duration
	wg       sync.WaitGroup
}

// queueSize bounds the messages waiting for the mail server; more are dropped (and logged),
// they are stored in the database anyway.
const queueSize = 100

// New parses smtpURL (smtp://user:password@host:587, or smtps:// for implicit TLS) and
// returns a Mailer sending to notifyEmail; each e-mail links to the Messages view of the
// admin panel under baseURL, the site's public origin. Start must be called before Send.
// Over smtp:// STARTTLS must succeed when the URL has credentials or the host is not
// loopback; only a mail server on this machine, without credentials, may be spoken to in
// clear when it offers no STARTTLS.
func New(smtpURL, notifyEmail, baseURL string, log *slog.Logger) (*Mailer, error) {
	u, err := url.Parse(smtpURL)
	if err != nil || u.Hostname() == "" {
		return nil, fmt.Errorf("QRS_SMTP_URL: not a valid smtp:// URL")
	}
	opts := []mail.Option{mail.WithTimeout(20 * time.Second)}
	port := 587
	switch {
	case u.Scheme == "smtps":
		port = 465
		opts = append(opts, mail.WithSSL())
	case u.User != nil || !isLoopback(u.Hostname()):
		// Credentials, and messages leaving this machine, go only over TLS: a server that
		// does not offer STARTTLS, or an attacker who strips it, gets nothing.
		opts = append(opts, mail.WithTLSPolicy(mail.TLSMandatory))
	default:
		opts = append(opts, mail.WithTLSPolicy(mail.TLSOpportunistic))
	}
	if p := u.Port(); p != "" {
		if port, err = strconv.Atoi(p); err != nil {
			return nil, fmt.Errorf("QRS_SMTP_URL: bad port %q", p)
		}
	}
	opts = append(opts, mail.WithPort(port))
	if u.User != nil {
		pw, _ := u.User.Password()
		opts = append(opts, mail.WithSMTPAuth(mail.SMTPAuthAutoDiscover),
			mail.WithUsername(u.User.Username()), mail.WithPassword(pw))
	}
	from := u.Query().Get("from")
	if from == "" {
		from = notifyEmail
	}
	return &Mailer{host: u.Hostname(), opts: opts, from: from, to: notifyEmail, log: log,
		inbox:   InboxURL(baseURL),
		queue:   make(chan letter, queueSize),
		retries: []time.Duration{0, 10 * time.Second, time.Minute, 5 * time.Minute}}, nil
}

// letter is one e-mail to send: to whom, whom a reply goes to (none: the sender), its
// subject and text, and what the log calls it.
type letter struct {
	to, replyTo, subject, body string
	what                       string
}

// Send queues a contact message, to the notify address, without blocking.
func (m *Mailer) Send(msg content.ContactMessage) {
	m.queueLetter(letter{to: m.to, replyTo: msg.Email,
		subject: "Contact form: " + oneLine(msg.Subject) + " - " + oneLine(msg.Name),
		body:    Body(msg, m.inbox), what: fmt.Sprintf("contact message %d", msg.ID)})
}

// SendTo queues an e-mail to one staff address, without blocking.
func (m *Mailer) SendTo(to, subject, body string) {
	m.queueLetter(letter{to: to, subject: oneLine(subject), body: body, what: "e-mail to staff"})
}

func (m *Mailer) queueLetter(l letter) {
	select {
	case m.queue <- l:
	default:
		m.log.Warn("mail queue full; not e-mailed", "what", l.what)
	}
}

// Start sends queued messages until ctx ends; Wait waits for it to finish.
func (m *Mailer) Start(ctx context.Context) {
	m.wg.Add(1)
	go func() {
		defer m.wg.Done()
		for {
			select {
			case <-ctx.Done():
				return
			case l := <-m.queue:
				m.deliver(ctx, l)
			}
		}
	}()
}

// Wait blocks until the sender started by Start has stopped.
func (m *Mailer) Wait() { m.wg.Wait() }

// deliver tries to send l, waiting between attempts.
func (m *Mailer) deliver(ctx context.Context, l letter) {
	for i, wait := range m.retries {
		select {
		case <-ctx.Done():
			return
		case <-time.After(wait):
		}
		err := m.send(ctx, l)
		if err == nil {
			m.log.Info("e-mailed", "what", l.what)
			return
		}
		m.log.Warn("could not e-mail", "what", l.what, "attempt", i+1, "err", err)
	}
	m.log.Error("gave up e-mailing; what it says is in the panel", "what", l.what)
}

func (m *Mailer) send(ctx context.Context, l letter) error {
	msg := mail.NewMsg()
	if err := msg.From(m.from); err != nil {
		return err
	}
	if err := msg.To(l.to); err != nil {
		return err
	}
	if l.replyTo != "" {
		if err := msg.ReplyTo(l.replyTo); err != nil {
			return err
		}
	}
	msg.Subject(l.subject)
	msg.SetBodyString(mail.TypeTextPlain, l.body)
	client, err := mail.NewClient(m.host, m.opts...)
	if err != nil {
		return err
	}
	return client.DialAndSendWithContext(ctx, msg)
}

// InboxURL answers the address of the admin panel's Messages view under baseURL.
func InboxURL(baseURL string) string {
	return strings.TrimRight(baseURL, "/") + "/admin?tab=messages"
}

// Body is the text of the e-mail for a contact message, ending with a link to inbox, the
// admin panel's list of every message.
func Body(c content.ContactMessage, inbox string) string {
	return fmt.Sprintf("A visitor sent a message through the contact form.\n\nName: %s\nE-mail: %s\nSubject: %s\nReceived: %s\n\n%s\n\nAll messages: %s\n",
		c.Name, c.Email, c.Subject, c.CreatedAt, c.Message, inbox)
}

// isLoopback reports whether host names this machine: localhost or a loopback address.
func isLoopback(host string) bool {
	if strings.EqualFold(host, "localhost") {
		return true
	}
	ip, err := netip.ParseAddr(host)
	return err == nil && ip.Unmap().IsLoopback()
}

func oneLine(s string) string { return strings.Join(strings.Fields(s), " ") }
