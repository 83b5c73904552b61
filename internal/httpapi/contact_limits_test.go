package httpapi

import (
	"encoding/json"
	"fmt"
	"net/http"
	"net/url"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/qrs-site/qrs/internal/auth"
	"github.com/qrs-site/qrs/internal/content"
	"github.com/qrs-site/qrs/internal/contentschema"
)

func TestIPv6ClientsShareTheContactLimitOfTheirSlash64(t *testing.T) {
	t.Parallel()
	site := newSite(t, func(d *Deps) {
		behindProxy(d)
		d.ContactPerIP = auth.NewLimiter(2, time.Hour)
	})
	expectContactStatuses(t, site,
		[]string{"2001:db8::1", "2001:db8::2", "2001:db8::ffff:1", "2001:db8:0:1::1", "198.51.100.1", "198.51.100.2"},
		[]int{200, 200, 429, 200, 200, 200})
}

// waitNotice answers the site's default words, in locale, for the wait after a message too
// many.
func waitNotice(t *testing.T, locale string) string {
	t.Helper()
	model, err := contentschema.Embedded()
	if err != nil {
		t.Fatal(err)
	}
	var site struct {
		ContactForm struct {
			WaitNotice string `json:"waitNotice"`
		} `json:"contactForm"`
	}
	if err := json.Unmarshal(model.Seeds()[locale]["site"], &site); err != nil || site.ContactForm.WaitNotice == "" {
		t.Fatalf("the default site document in %s has no wait notice (%v)", locale, err)
	}
	return site.ContactForm.WaitNotice
}

func TestContactMessagesFromEveryoneTogetherHaveAnHourlyCap(t *testing.T) {
	t.Parallel()
	site := newSite(t, behindProxy) // the product's own limits: 200 an hour from everyone
	var sends []string
	var want []int
	for i := range 200 {
		sends = append(sends, fmt.Sprintf("198.51.%d.%d", i/100, i%100+1))
		want = append(want, http.StatusOK)
	}
	expectContactStatuses(t, site, sends, want)
	// Over the cap, a visitor is told so in the language of the page they wrote from.
	for i, locale := range []string{"en", "de"} {
		tooMany := content.Contact.Words(locale).TooMany
		res := site.do("POST", "/api/contact", "", map[string]string{"name": "Visitor", "email": "v@example.com",
			"subject": "other", "message": "One message too many today.", "locale": locale}, "X-Forwarded-For", fmt.Sprintf("203.0.113.%d", 200+i))
		got := decodeAs[envelope](t, res, http.StatusTooManyRequests)
		if got.Message != tooMany || res.Header.Get("Retry-After") == "" {
			t.Fatalf("over the hourly cap, in %s: %q, Retry-After %q", locale, got.Message, res.Header.Get("Retry-After"))
		}
		// The form posted without JavaScript is held to the same cap.
		form := url.Values{"name": {"Nora Visitor"}, "email": {"nora@example.com"}, "subject": {"qrs-coin"},
			"message": {"Please tell me more about the coin offer."}, "locale": {locale}}
		req, _ := http.NewRequest("POST", site.srv.URL+"/", strings.NewReader(form.Encode()))
		req.Header.Set("Content-Type", "application/x-www-form-urlencoded")
		req.Header.Set("X-Forwarded-For", fmt.Sprintf("203.0.113.%d", 210+i))
		formRes, err := site.srv.Client().Do(req)
		if err != nil {
			t.Fatal(err)
		}
		retry, _ := strconv.Atoi(formRes.Header.Get("Retry-After"))
		body := visible(expectStatus(t, formRes, http.StatusTooManyRequests))
		if !strings.Contains(body, tooMany) {
			t.Fatalf("the form over the hourly cap does not say so in %s:\n%s", locale, body)
		}
		// and how long to wait, in the site's words for the page's language
		wait := strings.ReplaceAll(waitNotice(t, locale), "{minutes}", strconv.Itoa((retry+59)/60))
		if retry <= 0 || !strings.Contains(body, tooMany+" "+wait) {
			t.Fatalf("the form over the hourly cap (Retry-After %d) does not say %q in %s:\n%s", retry, wait, locale, body)
		}
	}
	if msgs := decodeAs[[]map[string]any](t, site.admin("GET", "/api/contact-messages", nil), http.StatusOK); len(msgs) != 200 {
		t.Fatalf("%d messages stored, want the 200 of the cap", len(msgs))
	}
}
