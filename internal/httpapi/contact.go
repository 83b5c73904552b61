package httpapi

import (
	"log/slog"
	"net/http"

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
// when a client address (trustedProxies.clientIP) sent too many accepted messages. A filled
// honeypot answers 200, storing nothing. Only a valid message takes a token of the address's
// limit, and it takes it before it is stored, so parallel messages cannot slip past the
// limit together.
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
		if err := validate(msg.Normalize()); err != nil {
			writeError(w, r, log, err)
			return
		}
		ip := proxies.clientIP(r)
		if wait := perIP.Take(ip); wait > 0 {
			tooMany(w, r, log, wait, "Too many messages. Please try again later.")
			return
		}
		if err := store.CreateContactMessage(r.Context(), &msg); err != nil {
			perIP.Return(ip) // only stored messages count
			writeError(w, r, log, err)
			return
		}
		if notify != nil {
			notify(msg)
		}
		encode(w, http.StatusOK, contactThanks)
	})
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
