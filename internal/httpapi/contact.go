package httpapi

import (
	"log/slog"
	"net/http"
	"net/netip"
	"time"

	"github.com/qrs-site/qrs/internal/auth"
	"github.com/qrs-site/qrs/internal/content"
	"github.com/qrs-site/qrs/internal/database"
	"github.com/qrs-site/qrs/internal/insights"
)

// contactRequest is the body of POST /api/contact; Website is the hidden honeypot field.
type contactRequest struct {
	content.ContactMessage
	Website string `json:"website"`
}

// contactThanks is the answer to every accepted message, and to a bot's.
var contactThanks = msgf("Thank you for your message. We'll respond as soon as possible.")

// contactIntake takes contact messages, from the API and from the form posted without
// JavaScript alike: one honeypot rule, one validation, one per-client limit and one for
// everyone.
type contactIntake struct {
	store   *database.Store
	perIP   auth.Limit // per client address, an IPv6 client per /64 (clientKey)
	global  auth.Limit // all accepted messages together
	proxies trustedProxies
	notify  func(content.ContactMessage)
	log     *slog.Logger
	counter *insights.Counter // counts each message accepted; nil when visits are not counted
}

// newContactIntake is the contact intake of the site of d.
func newContactIntake(d *deps) contactIntake {
	return contactIntake{store: d.store, perIP: d.contactPerIP, global: d.contactGlobal, proxies: d.proxies, notify: d.notify, log: d.log, counter: d.insights}
}

// accept takes one message sent by r's client: validated (the spec's field messages),
// counted against the client's limit and everyone's (a wait above 0 when over either),
// stored and handed to notify. A filled honeypot (website) is dropped as if sent. Only a
// valid message takes a token of the limits, and it takes them before it is stored, so
// parallel messages cannot slip past the limits together.
func (in contactIntake) accept(r *http.Request, website string, msg *content.ContactMessage) (time.Duration, error) {
	ip := in.proxies.clientIP(r)
	if website != "" {
		in.log.Info("contact honeypot filled; message dropped", "ip", ip)
		return 0, nil
	}
	if err := validate(msg.Normalize()); err != nil {
		return 0, err
	}
	key := limitKey(ip)
	if wait := takeAll(takeFrom{in.perIP, key}, takeFrom{in.global, ""}); wait > 0 {
		return wait, nil
	}
	if err := in.store.CreateContactMessage(r.Context(), msg); err != nil {
		in.perIP.Return(key) // only stored messages count
		in.global.Return("")
		return 0, err
	}
	if in.notify != nil {
		in.notify(*msg)
	}
	if in.counter != nil {
		a, _ := netip.ParseAddr(ip)
		in.counter.Message(r, a, msg.Subject)
	}
	return 0, nil
}

// handleContact answers POST /api/contact: 200 and the message stored (and e-mailed in the
// background when notify is set); 400 with the spec's field messages; 429 (Retry-After)
// when a client (trustedProxies.clientKey) sent too many accepted messages, or everyone
// did (see contactIntake.accept). Refusals are worded in the message's language (locale). A filled honeypot answers 200, storing nothing.
func handleContact(intake contactIntake) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		var req contactRequest
		if err := decode(w, r, &req); err != nil {
			writeError(w, r, intake.log, err)
			return
		}
		msg := req.ContactMessage
		wait, err := intake.accept(r, req.Website, &msg)
		if wait > 0 {
			tooMany(w, r, intake.log, wait, content.Contact.Words(msg.Locale).TooMany)
			return
		}
		if err != nil {
			writeError(w, r, intake.log, err)
			return
		}
		encode(w, http.StatusOK, contactThanks)
	})
}

// handleContactList answers GET /api/contact-messages (admin): the messages, newest first.
func handleContactList(store *database.Store, log *slog.Logger) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		msgs, err := store.ListContactMessages(r.Context())
		if err != nil {
			writeError(w, r, log, err)
			return
		}
		w.Header().Set("Cache-Control", "no-store")
		encode(w, http.StatusOK, msgs)
	})
}

// handleContactDelete answers DELETE /api/contact-messages/{id} (admin): the message goes
// to the trash, 200 with the trash entry's id (trashId) that restores it; or 404.
func handleContactDelete(store *database.Store, log *slog.Logger) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		id, err := pathID(r)
		ctx, receipt := database.WithTrashReceipt(r.Context())
		if err == nil {
			err = store.DeleteContactMessage(ctx, id)
		}
		if err != nil {
			writeError(w, r, log, err)
			return
		}
		encode(w, http.StatusOK, deleted{Message: content.ContactMessages.Label + " deleted", TrashID: receipt.ID})
	})
}
