package httpapi

import (
	"net/http"
	"net/url"
	"strings"
	"testing"
)

// postForm posts the contact form of the English home page as a browser without JavaScript does.
func (s *testSite) postForm(values url.Values) *http.Response {
	s.t.Helper()
	return s.postFormTo("/", values)
}

// postFormTo posts the contact form of the home page at path (/de for the German one).
func (s *testSite) postFormTo(path string, values url.Values) *http.Response {
	s.t.Helper()
	req, err := http.NewRequest("POST", s.srv.URL+path, strings.NewReader(values.Encode()))
	if err != nil {
		s.t.Fatal(err)
	}
	req.Header.Set("Content-Type", "application/x-www-form-urlencoded")
	res, err := s.srv.Client().Do(req)
	if err != nil {
		s.t.Fatal(err)
	}
	return res
}

func TestContactFormWithoutJavaScriptShowsTheSpecMessagesAndKeepsTheText(t *testing.T) {
	t.Parallel()
	site := newSite(t, nil)
	res := site.postForm(url.Values{"name": {"A"}, "email": {"not-an-email"}, "subject": {""}, "message": {"Hi & <b>"}})
	body := visible(expectStatus(t, res, http.StatusBadRequest))
	for _, want := range []string{"Name must be at least 2 characters", "Please enter a valid email address",
		"Please select a subject", "Message must be at least 10 characters", "Hi &amp; &lt;b&gt;", `value="not-an-email"`} {
		if !strings.Contains(body, want) {
			t.Errorf("the refused form lacks %q", want)
		}
	}
	if res.Header.Get("Cache-Control") != "no-store" {
		t.Errorf("Cache-Control = %q", res.Header.Get("Cache-Control"))
	}
	if msgs := decodeAs[[]map[string]any](t, site.admin("GET", "/api/contact-messages", nil), http.StatusOK); len(msgs) != 0 {
		t.Fatalf("a refused form stored %v", msgs)
	}
}

// A visitor on the German home page posts its form to /de with locale=de: the answer is the
// German home page, with the German messages beside the fields and the English ones nowhere.
// A form posted there without its locale field is taken as German too, by its address.
func TestContactFormWithoutJavaScriptFromTheGermanPageAnswersInGerman(t *testing.T) {
	t.Parallel()
	site := newSite(t, nil)
	for _, locale := range []string{"de", ""} {
		form := url.Values{"name": {"A"}, "email": {"keine-adresse"}, "subject": {""}, "message": {"Zu kurz"}}
		if locale != "" {
			form.Set("locale", locale)
		}
		res := site.postFormTo("/de", form)
		page := readBody(t, res)
		if res.StatusCode != http.StatusBadRequest || !strings.Contains(page, `<html lang="de"`) {
			t.Fatalf("locale %q: %d, not the German page:\n%.300s", locale, res.StatusCode, page)
		}
		body := visible(page)
		for _, want := range []string{"Der Name muss mindestens 2 Zeichen lang sein", "Bitte geben Sie eine gültige E-Mail-Adresse ein",
			"Bitte wählen Sie einen Betreff", "Die Nachricht muss mindestens 10 Zeichen lang sein", `value="keine-adresse"`,
			"Investition in den QRS Coin", `action="/de#contact"`} {
			if !strings.Contains(body, want) {
				t.Errorf("locale %q: the refused German form lacks %q", locale, want)
			}
		}
		for _, english := range []string{"Name must be at least 2 characters", "Please enter a valid email address", "QRS Coin Investment"} {
			if strings.Contains(body, english) {
				t.Errorf("locale %q: the refused German form says %q", locale, english)
			}
		}
	}
	expectStatus(t, site.postFormTo("/de", url.Values{"name": {"Greta"}, "email": {"greta@example.com"}, "subject": {"other"},
		"message": {"Eine Frage zum Gerät, bitte."}}), http.StatusOK)
	msgs := decodeAs[[]map[string]any](t, site.admin("GET", "/api/contact-messages", nil), http.StatusOK)
	if len(msgs) != 1 || msgs[0]["locale"] != "de" {
		t.Fatalf("the message sent from the German page was stored as %v", msgs)
	}
}

func TestContactFormWithoutJavaScriptStoresTheMessageAndConfirmsIt(t *testing.T) {
	t.Parallel()
	site := newSite(t, nil)
	res := site.postForm(url.Values{"name": {"Nora Visitor"}, "email": {"nora@example.com"}, "subject": {"qrs-coin"},
		"message": {"Please tell me more about the coin offer."}, "website": {""}})
	body := visible(expectStatus(t, res, http.StatusOK))
	if !strings.Contains(body, "Message Sent!") || strings.Contains(body, "Nora Visitor") {
		t.Errorf("the accepted form does not confirm, or still holds the text:\n%s", body)
	}
	msgs := decodeAs[[]map[string]any](t, site.admin("GET", "/api/contact-messages", nil), http.StatusOK)
	if len(msgs) != 1 || msgs[0]["name"] != "Nora Visitor" || msgs[0]["subject"] != "qrs-coin" {
		t.Fatalf("stored %v", msgs)
	}
	// The home page itself stays as it was for everyone else.
	if home := visible(readBody(t, site.do("GET", "/", "", nil))); strings.Contains(home, "Message Sent!") {
		t.Errorf("the confirmation reached the cached home page")
	}
}

func TestContactFormHoneypotLooksSentButStoresNothing(t *testing.T) {
	t.Parallel()
	site := newSite(t, nil)
	res := site.postForm(url.Values{"name": {"Bot"}, "email": {"bot@example.com"}, "subject": {"other"},
		"message": {"Buy cheap things right now please."}, "website": {"https://spam.example"}})
	if body := visible(expectStatus(t, res, http.StatusOK)); !strings.Contains(body, "Message Sent!") {
		t.Errorf("the honeypot answer does not look sent")
	}
	if msgs := decodeAs[[]map[string]any](t, site.admin("GET", "/api/contact-messages", nil), http.StatusOK); len(msgs) != 0 {
		t.Fatalf("the honeypot stored %v", msgs)
	}
}

func TestContactFormRefusesOtherBodies(t *testing.T) {
	t.Parallel()
	site := newSite(t, nil)
	expectStatus(t, site.do("POST", "/", "", map[string]string{"name": "Nora"}), http.StatusUnsupportedMediaType)
}

// A message keeps the language it was written in, from the form with or without JavaScript;
// a form of no known language is taken as English's.
func TestAContactMessageKeepsTheLanguageItWasWrittenIn(t *testing.T) {
	t.Parallel()
	site := newSite(t, nil)
	send := func(name, locale string) {
		body := map[string]string{"name": name, "email": "v@example.com", "subject": "other", "message": "A question about the device."}
		if locale != "" {
			body["locale"] = locale
		}
		expectStatus(t, site.do("POST", "/api/contact", "", body), http.StatusOK)
	}
	send("Greta Besucherin", "de")
	send("Ann Visitor", "")
	send("Somebody Else", "xx")
	expectStatus(t, site.postForm(url.Values{"name": {"Hans Formular"}, "email": {"hans@example.com"}, "subject": {"other"},
		"message": {"Eine Frage zum Gerät, bitte."}, "locale": {"de"}}), http.StatusOK)
	got := map[string]any{}
	for _, m := range decodeAs[[]map[string]any](t, site.admin("GET", "/api/contact-messages", nil), http.StatusOK) {
		got[m["name"].(string)] = m["locale"]
	}
	want := map[string]any{"Greta Besucherin": "de", "Ann Visitor": "en", "Somebody Else": "en", "Hans Formular": "de"}
	for name, locale := range want {
		if got[name] != locale {
			t.Errorf("%s's message is in %v, want %v", name, got[name], locale)
		}
	}
}
