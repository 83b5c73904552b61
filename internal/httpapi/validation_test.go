package httpapi

import (
	"net/http"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/qrs-site/qrs/internal/auth"
	"github.com/qrs-site/qrs/internal/content"
	"github.com/qrs-site/qrs/internal/testutil"
)

// validationCase is one bad request and the answer it must get.
type validationCase struct {
	name, method, path, body string
	status                   int
	errors                   map[string]string // expected field messages (subset)
	message                  string            // expected top-level message, when set
}

var validationCases = []validationCase{
	{"contact all fields wrong", "POST", "/api/contact", `{"name":"A","email":"nope","subject":"","message":"short"}`, 400,
		map[string]string{"name": "Name must be at least 2 characters", "email": "Please enter a valid email address",
			"subject": "Please select a subject", "message": "Message must be at least 10 characters"}, ""},
	{"contact all fields wrong, from a German page", "POST", "/api/contact", `{"name":"A","email":"nope","subject":"","message":"short","locale":"de"}`, 400,
		map[string]string{"name": "Der Name muss mindestens 2 Zeichen lang sein", "email": "Bitte geben Sie eine gültige E-Mail-Adresse ein",
			"subject": "Bitte wählen Sie einen Betreff", "message": "Die Nachricht muss mindestens 10 Zeichen lang sein"}, ""},
	{"contact subject not one of the form's", "POST", "/api/contact", `{"name":"Ann","email":"a@b.example","subject":"pricing","message":"Long enough message"}`, 400,
		map[string]string{"subject": "Please select a subject"}, ""},
	{"contact email without domain dot", "POST", "/api/contact", `{"name":"Ann","email":"a@b","subject":"other","message":"Long enough message"}`, 400,
		map[string]string{"email": "Please enter a valid email address"}, ""},
	{"contact empty body", "POST", "/api/contact", `  `, 400, nil, "Request body must be a JSON object"},
	{"team required fields", "POST", "/api/team-members", `{}`, 400,
		map[string]string{"name": "Required", "title": "Required", "company": "Required", "description": "Required"}, ""},
	{"team blank strings", "POST", "/api/team-members", `{"name":"  ","title":"t","company":"c","description":"d"}`, 400,
		map[string]string{"name": "Required"}, ""},
	{"team script image url", "POST", "/api/team-members", `{"name":"n","title":"t","company":"c","description":"d","imageUrl":"javascript:alert(1)"}`, 400,
		map[string]string{"imageUrl": "Invalid input"}, ""},
	{"image required fields", "POST", "/api/gallery/images", `{"title":"t"}`, 400,
		map[string]string{"description": "Required", "imageUrl": "Required", "category": "Required"}, ""},
	{"video required fields", "POST", "/api/gallery/videos", `{}`, 400,
		map[string]string{"title": "Required", "description": "Required", "youtubeId": "Required", "category": "Required"}, ""},
	{"video hostile id", "POST", "/api/gallery/videos", `{"title":"t","description":"d","youtubeId":"a\"><script>","category":"c"}`, 400,
		map[string]string{"youtubeId": content.Video.YoutubeOnly}, ""},
	{"video of another site", "POST", "/api/gallery/videos", `{"title":"t","description":"d","youtubeId":"https://vimeo.com/76979871","category":"c"}`, 400,
		map[string]string{"youtubeId": "Only YouTube links or video ids are accepted, such as https://www.youtube.com/watch?v=dQw4w9WgXcQ or dQw4w9WgXcQ"}, ""},
	{"download required fields", "POST", "/api/research-papers", `{"authors":"x"}`, 400,
		map[string]string{"title": "Required", "description": "Required", "pdfUrl": "Required", "category": "Required"}, ""},
	{"download bad date", "POST", "/api/research-papers", `{"title":"t","description":"d","pdfUrl":"/a.pdf","category":"c","publicationDate":"last year"}`, 400,
		map[string]string{"publicationDate": "Invalid date"}, ""},
	{"folder name required", "POST", "/api/categories", `{"description":"d"}`, 400, map[string]string{"name": "Required"}, ""},
	{"partner required fields", "POST", "/api/global-partners", `{"city":"Vaduz"}`, 400,
		map[string]string{"name": "Required", "partnerType": "Required", "country": "Required"}, ""},
	{"partner email format", "POST", "/api/global-partners", `{"name":"n","partnerType":"clinic","country":"LI","email":"not-an-email"}`, 400,
		map[string]string{"email": "Please enter a valid email address"}, ""},
	{"partner category name required", "POST", "/api/partner-categories", `{"displayOrder":1}`, 400, map[string]string{"name": "Required"}, ""},
	{"isActive neither boolean nor string", "POST", "/api/partner-categories", `{"name":"n","isActive":"maybe"}`, 400, map[string]string{"isActive": "Invalid input"}, ""},
	{"wrong type", "POST", "/api/team-members", `{"name":42,"title":"t","company":"c","description":"d"}`, 400, map[string]string{"name": "Invalid input"}, ""},
	{"malformed JSON", "POST", "/api/categories", `{"name":`, 400, nil, "Malformed JSON"},
	{"array instead of object", "POST", "/api/categories", `[1,2]`, 400, nil, "Request body must be a JSON object"},
	{"too long field", "POST", "/api/categories", `{"name":"` + strings.Repeat("x", 201) + `"}`, 400, map[string]string{"name": "Must be at most 200 characters"}, ""},
	{"body over the limit", "POST", "/api/categories", `{"name":"` + strings.Repeat("x", maxJSONBody) + `"}`, 413, nil, "Request body too large"},
	{"unknown id", "PUT", "/api/categories/999", `{"name":"x"}`, 404, nil, "Folder not found"},
	{"non-numeric id", "DELETE", "/api/categories/abc", ``, 404, nil, ""},
	{"reorder without ids", "POST", "/api/team-members/reorder", `{"ids":[]}`, 400, map[string]string{"ids": "Required"}, ""},
	{"unknown api path", "GET", "/api/nothing-here", ``, 404, nil, "Not found"},
}

func TestValidationAnswersSpecMessages(t *testing.T) {
	t.Parallel()
	site := newSite(t, nil)
	before := site.snapshot()
	for _, c := range validationCases {
		t.Run(c.name, func(t *testing.T) {
			var body any
			if c.body != "" {
				body = c.body
			}
			got := decodeAs[envelope](t, site.admin(c.method, c.path, body), c.status)
			for field, msg := range c.errors {
				if got.Errors[field] != msg {
					t.Errorf("errors[%s] = %q, want %q (all: %v)", field, got.Errors[field], msg, got.Errors)
				}
			}
			if c.message != "" && got.Message != c.message {
				t.Errorf("message = %q, want %q", got.Message, c.message)
			}
		})
	}
	if site.snapshot() != before {
		t.Fatal("a refused request changed data")
	}
}

func TestNonJSONContentTypeIs415(t *testing.T) {
	t.Parallel()
	site := newSite(t, nil)
	res := site.do("POST", "/api/categories", site.token, `{"name":"x"}`, "Content-Type", "text/plain")
	expectStatus(t, res, http.StatusUnsupportedMediaType)
}

func TestContactStoresMessageAndAdminsListNewestFirst(t *testing.T) {
	t.Parallel()
	site := newSite(t, nil)
	for _, subject := range []string{"qrs-technology", "qrs-coin"} {
		expectStatus(t, site.do("POST", "/api/contact", "", map[string]string{"name": "Visitor", "email": "v@example.com",
			"subject": subject, "message": "Please tell me more about it."}), http.StatusOK)
	}
	msgs := decodeAs[[]map[string]any](t, site.admin("GET", "/api/contact-messages", nil), http.StatusOK)
	if len(msgs) != 2 || msgs[0]["subject"] != "qrs-coin" || msgs[0]["createdAt"] == "" {
		t.Fatalf("messages = %v", msgs)
	}
	expectStatus(t, site.admin("DELETE", "/api/contact-messages/1", nil), http.StatusOK)
	msgs = decodeAs[[]map[string]any](t, site.admin("GET", "/api/contact-messages", nil), http.StatusOK)
	if len(msgs) != 1 {
		t.Fatalf("after delete = %v", msgs)
	}
}

func TestContactHoneypotAnswersOKAndStoresNothing(t *testing.T) {
	t.Parallel()
	site := newSite(t, nil)
	notified := 0
	site2 := newSite(t, func(d *Deps) { d.Notify = func(c content.ContactMessage) { notified++ } })
	for _, s := range []*testSite{site, site2} {
		expectStatus(t, s.do("POST", "/api/contact", "", map[string]string{"name": "Bot", "email": "b@example.com",
			"subject": "other", "message": "Buy cheap things now!!", "website": "http://spam.example"}), http.StatusOK)
		if msgs := decodeAs[[]map[string]any](t, s.admin("GET", "/api/contact-messages", nil), http.StatusOK); len(msgs) != 0 {
			t.Fatalf("honeypot message stored: %v", msgs)
		}
	}
	if notified != 0 {
		t.Fatal("honeypot message e-mailed")
	}
}

func TestContactLimitCountsAcceptedMessagesOnly(t *testing.T) {
	t.Parallel()
	site := newSite(t, func(d *Deps) { d.ContactPerIP = auth.NewLimiter(3, time.Hour) })
	bad := map[string]string{"name": "V", "email": "x", "subject": "", "message": ""}
	for range 5 {
		expectStatus(t, site.do("POST", "/api/contact", "", bad), http.StatusBadRequest)
	}
	good := map[string]string{"name": "Visitor", "email": "v@example.com", "subject": "other", "message": "Three in a minute is fine."}
	for range 3 {
		expectStatus(t, site.do("POST", "/api/contact", "", good), http.StatusOK)
	}
	res := site.do("POST", "/api/contact", "", good)
	expectStatus(t, res, http.StatusTooManyRequests)
	if res.Header.Get("Retry-After") == "" {
		t.Fatal("no Retry-After")
	}
}

func TestPlaceholderIsBoundedSVG(t *testing.T) {
	t.Parallel()
	site := newSite(t, nil)
	res := site.do("GET", "/api/placeholder/400/300", "", nil)
	body := expectStatus(t, res, http.StatusOK)
	if res.Header.Get("Content-Type") != "image/svg+xml" || !strings.Contains(body, `width="400"`) {
		t.Fatalf("placeholder = %s %s", res.Header.Get("Content-Type"), body)
	}
	for _, p := range []string{"/api/placeholder/0/10", "/api/placeholder/4001/10", "/api/placeholder/x/10", "/api/placeholder/10/-1"} {
		expectStatus(t, site.do("GET", p, "", nil), http.StatusBadRequest)
	}
}

func TestParallelContactMessagesStopAtTheLimit(t *testing.T) {
	t.Parallel()
	const limit, tries = 3, 20
	site := newSite(t, func(d *Deps) { d.ContactPerIP = auth.NewLimiter(limit, time.Hour) })
	good := map[string]string{"name": "Visitor", "email": "v@example.com", "subject": "other", "message": "Sent all at once."}
	statuses := make([]int, tries)
	// Every message that got past the limit waits at its write, so all of them are in
	// flight at once; the lock goes when the refused ones have been answered.
	release := testutil.HoldWriteLock(t, site.dir)
	var wg, answered sync.WaitGroup
	answered.Add(tries - limit)
	for i := range tries {
		wg.Go(func() {
			res := site.do("POST", "/api/contact", "", good)
			res.Body.Close()
			statuses[i] = res.StatusCode
			if res.StatusCode == http.StatusTooManyRequests {
				answered.Done()
			}
		})
	}
	waitOrTimeout(&answered, 2*time.Second)
	release()
	wg.Wait()
	accepted := 0
	for _, status := range statuses {
		switch status {
		case http.StatusOK:
			accepted++
		case http.StatusTooManyRequests:
		default:
			t.Fatalf("status %d", status)
		}
	}
	stored := decodeAs[[]map[string]any](t, site.admin("GET", "/api/contact-messages", nil), http.StatusOK)
	if accepted != limit || len(stored) != limit {
		t.Fatalf("%d accepted and %d stored of %d parallel messages, want the limit %d", accepted, len(stored), tries, limit)
	}
}

// waitOrTimeout waits for wg, or for d when it takes longer.
func waitOrTimeout(wg *sync.WaitGroup, d time.Duration) {
	done := make(chan struct{})
	go func() { wg.Wait(); close(done) }()
	select {
	case <-done:
	case <-time.After(d):
	}
}
