package httpapi

import (
	"context"
	"log/slog"
	"net/http"
	"time"

	"github.com/qrs-site/qrs/internal/auth"
	"github.com/qrs-site/qrs/internal/content"
	"github.com/qrs-site/qrs/internal/sqlite"
)

// contactRequest is the body of POST /api/contact; Website is the hidden honeypot field.
type contactRequest struct {
	content.ContactMessage
	Website string `json:"website"`
}

// contactThanks is the answer to every accepted message, and to a bot's.
var contactThanks = msgf("Thank you for your message. We'll respond as soon as possible.")

// handleContact answers POST /api/contact: 200 and the message stored (and e-mailed in the
// background when notify is set); 400 with the spec's field messages; 429 (Retry-After)
// when a client address (trustedProxies.clientIP) sent too many accepted messages (see
// acceptContact). A filled honeypot answers 200, storing nothing.
func handleContact(store *sqlite.Store, perIP *auth.Limiter, proxies trustedProxies, notify func(content.ContactMessage), log *slog.Logger) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		var req contactRequest
		if err := decode(w, r, &req); err != nil {
			writeError(w, r, log, err)
			return
		}
		if req.Website != "" {
			log.Info("contact honeypot filled; message dropped", "ip", proxies.clientIP(r))
			encode(w, http.StatusOK, contactThanks)
			return
		}
		msg := req.ContactMessage
		wait, err := acceptContact(r.Context(), store, perIP, proxies.clientIP(r), notify, &msg)
		if wait > 0 {
			tooMany(w, r, log, wait, tooManyMessages)
			return
		}
		if err != nil {
			writeError(w, r, log, err)
			return
		}
		encode(w, http.StatusOK, contactThanks)
	})
}

// tooManyMessages answers a client over its contact limit.
const tooManyMessages = "Too many messages. Please try again later."

// acceptContact takes one message from the client at ip: validated (the spec's field
// messages), counted against the client's limit (a wait above 0 when over it), stored and
// handed to notify. Only a valid message takes a token of the limit, and it takes it before
// it is stored, so parallel messages cannot slip past the limit together.
func acceptContact(ctx context.Context, store *sqlite.Store, perIP *auth.Limiter, ip string, notify func(content.ContactMessage), msg *content.ContactMessage) (time.Duration, error) {
	if err := validate(msg.Normalize()); err != nil {
		return 0, err
	}
	if wait := perIP.Take(ip); wait > 0 {
		return wait, nil
	}
	if err := store.CreateContactMessage(ctx, msg); err != nil {
		perIP.Return(ip) // only stored messages count
		return 0, err
	}
	if notify != nil {
		notify(*msg)
	}
	return 0, nil
}

// handleContactList answers GET /api/contact-messages (admin): the messages, newest first.
func handleContactList(store *sqlite.Store, log *slog.Logger) http.Handler {
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

// handleContactDelete answers DELETE /api/contact-messages/{id} (admin): 200, or 404.
func handleContactDelete(store *sqlite.Store, log *slog.Logger) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		id, err := pathID(r)
		if err == nil {
			err = store.DeleteContactMessage(r.Context(), id)
		}
		if err != nil {
			writeError(w, r, log, err)
			return
		}
		encode(w, http.StatusOK, msgf("Contact message deleted"))
	})
}
