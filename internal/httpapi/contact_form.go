package httpapi

import (
	"cmp"
	"errors"
	"mime"
	"net/http"

	"github.com/qrs-site/qrs/internal/content"
	"github.com/qrs-site/qrs/internal/site"
)

// contactFormState is what the home page's contact form shows after a post without
// JavaScript (to /, so the page answered is the home page at its own address): embedded in the page's data under contactFormKey, where the form reads it
// on the server and again when the browser hydrates.
type contactFormState struct {
	Sent   bool                `json:"sent"`
	Values map[string]string   `json:"values,omitempty"` // what the visitor typed, after a refusal
	Errors content.FieldErrors `json:"errors,omitempty"` // the spec's messages by field
	Notice string              `json:"notice,omitempty"` // a refusal that is no field's (too many messages)
	// RetryAfter is how many seconds the visitor waits before the next message is taken,
	// with Notice (as Retry-After says it to the form's code): the form says the wait in
	// its own words.
	RetryAfter int `json:"retryAfter,omitempty"`
}

// contactFormKey is the key of the form's state in the page's data.
const contactFormKey = "/api/contact"

// maxContactForm caps a posted contact form.
const maxContactForm = 64 << 10

// contactFormRoutes are the addresses the home page's contact form is posted to without
// JavaScript: each language's home page (POST / for the default language, POST /de for
// German), so the answer stays at the address of the page the visitor wrote from.
func contactFormRoutes(pages *site.Site, intake contactIntake) []route {
	routes := []route{{"POST /{$}", public, bodyUpTo(maxContactForm, handleContactForm(pages, intake, ""))}}
	for _, l := range content.Languages.Others() {
		routes = append(routes, route{"POST /" + l.Code, public, bodyUpTo(maxContactForm, handleContactForm(pages, intake, l.Code))})
	}
	return routes
}

// handleContactForm answers POST / (the home page, or a language's, /de, whose language is
// pathLocale), the contact form posted by a browser without JavaScript
// (application/x-www-form-urlencoded): the same checks, limit and storage as
// POST /api/contact, answered with the home page, in the message's language (the form's
// locale field, else the address's), rendered with the form's outcome: 200 with the form
// confirming the message, 400 with the spec's messages beside the fields and the text kept,
// 429 (Retry-After) over the limit. A filled honeypot looks sent.
func handleContactForm(pages *site.Site, intake contactIntake, pathLocale string) http.Handler {
	log := intake.log
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if mt, _, _ := mime.ParseMediaType(r.Header.Get("Content-Type")); mt != "application/x-www-form-urlencoded" {
			writeError(w, r, log, content.Errorf(content.Unsupported, "Content-Type must be application/x-www-form-urlencoded"))
			return
		}
		r.Body = http.MaxBytesReader(w, r.Body, maxContactForm)
		if err := r.ParseForm(); err != nil {
			writeError(w, r, log, content.Errorf(content.Invalid, "Could not read the form"))
			return
		}
		form := r.PostForm
		msg := content.ContactMessage{Name: form.Get("name"), Email: form.Get("email"), Subject: form.Get("subject"), Message: form.Get("message"),
			Locale: cmp.Or(form.Get("locale"), pathLocale)}
		wait, err := intake.accept(r, form.Get("website"), &msg)
		state, status := contactFormState{Sent: true}, http.StatusOK
		var invalid *content.Error
		switch {
		case wait > 0:
			seconds := setRetryAfter(w, wait)
			state = contactFormState{Values: formValues(form.Get), Notice: content.Contact.Words(msg.Locale).TooMany, RetryAfter: seconds}
			status = http.StatusTooManyRequests
		case errors.As(err, &invalid) && invalid.Fields != nil:
			state = contactFormState{Values: formValues(form.Get), Errors: invalid.Fields}
			status = http.StatusBadRequest
		case err != nil:
			writeError(w, r, log, err)
			return
		}
		doc, err := pages.HomeWith(r.Context(), cmp.Or(msg.Locale, pathLocale), contactFormKey, state)
		if err != nil {
			writeError(w, r, log, err)
			return
		}
		w.Header().Set("Content-Type", "text/html; charset=utf-8")
		w.Header().Set("Cache-Control", "no-store")
		w.WriteHeader(status)
		_, _ = w.Write(doc)
	})
}

// formValues keeps the typed text of the form's fields, for showing them again.
func formValues(get func(string) string) map[string]string {
	return map[string]string{"name": get("name"), "email": get("email"), "subject": get("subject"), "message": get("message")}
}
