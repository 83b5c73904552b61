package httpapi

import (
	"fmt"
	"net/http"
	"testing"
)

// sendMessages posts one contact message per name as visitors do and answers the inbox's ids
// by name.
func sendMessages(t *testing.T, site *testSite, names ...string) map[string]float64 {
	t.Helper()
	for _, name := range names {
		expectStatus(t, site.do("POST", "/api/contact", "", map[string]string{"name": name, "email": "visitor@example.com",
			"subject": "wellness-centers", "message": "Where is the nearest wellness centre?"}), http.StatusOK)
	}
	ids := map[string]float64{}
	for _, m := range inboxList(t, site) {
		ids[m["name"].(string)] = m["id"].(float64)
	}
	return ids
}

// inboxList answers GET /api/contact-messages as the admin reads it.
func inboxList(t *testing.T, site *testSite) []map[string]any {
	t.Helper()
	return decodeAs[[]map[string]any](t, site.admin("GET", "/api/contact-messages", nil), http.StatusOK)
}

// stateOf answers readAt and answeredAt of the named message in the inbox; a key the
// answer lacks reads "absent", a null reads "null".
func stateOf(t *testing.T, site *testSite, name string) (read, answered string) {
	t.Helper()
	show := func(m map[string]any, key string) string {
		v, ok := m[key]
		switch {
		case !ok:
			return "absent"
		case v == nil:
			return "null"
		}
		return "set"
	}
	for _, m := range inboxList(t, site) {
		if m["name"] == name {
			return show(m, "readAt"), show(m, "answeredAt")
		}
	}
	t.Fatalf("%s's message is not in the inbox", name)
	return "", ""
}

func TestInboxMessagesArriveUnreadAndAreMarkedReadAndAnswered(t *testing.T) {
	t.Parallel()
	site := newSite(t, nil)
	ids := sendMessages(t, site, "Maria", "Tom")
	if r, a := stateOf(t, site, "Maria"); r != "null" || a != "null" {
		t.Fatalf("a new message: readAt %s, answeredAt %s; want both null", r, a)
	}
	maria := fmt.Sprintf("/api/contact-messages/%d", int64(ids["Maria"]))

	got := decodeAs[map[string]any](t, site.admin("PATCH", maria, `{"read":true}`), http.StatusOK)
	if got["name"] != "Maria" || got["readAt"] == nil || got["answeredAt"] != nil {
		t.Fatalf("marked read: %v", got)
	}
	if r, _ := stateOf(t, site, "Maria"); r != "set" {
		t.Fatalf("the inbox lists Maria's opened message with readAt %s", r)
	}
	if r, _ := stateOf(t, site, "Tom"); r != "null" {
		t.Fatal("opening Maria's message marked Tom's read")
	}

	expectStatus(t, site.admin("PATCH", maria, `{"answered":true}`), http.StatusOK)
	if r, a := stateOf(t, site, "Maria"); r != "set" || a != "set" {
		t.Fatalf("marked answered: readAt %s, answeredAt %s", r, a)
	}
	expectStatus(t, site.admin("PATCH", maria, `{"answered":false,"read":false}`), http.StatusOK)
	if r, a := stateOf(t, site, "Maria"); r != "null" || a != "null" {
		t.Fatalf("marked not answered and unread: readAt %s, answeredAt %s", r, a)
	}
}

func TestMarkingAMessageRefusesAnEmptyChangeAnUnknownIdAndAnotherSite(t *testing.T) {
	t.Parallel()
	site := newSite(t, nil)
	ids := sendMessages(t, site, "Maria")
	maria := fmt.Sprintf("/api/contact-messages/%d", int64(ids["Maria"]))

	bad := decodeAs[envelope](t, site.admin("PATCH", maria, `{}`), http.StatusBadRequest)
	if bad.Errors["read"] == "" {
		t.Fatalf("an empty change answered %+v, want a field error", bad)
	}
	expectStatus(t, site.admin("PATCH", maria, `{"read":"yes"}`), http.StatusBadRequest)
	expectStatus(t, site.admin("PATCH", "/api/contact-messages/999", `{"read":true}`), http.StatusNotFound)
	expectStatus(t, site.do("PATCH", maria, "", `{"read":true}`), http.StatusUnauthorized)

	cookie := signInCookie(t, site)
	expectStatus(t, site.browser("PATCH", maria, cookie, `{"read":true}`,
		"Sec-Fetch-Site", "cross-site", "Origin", "https://evil.example"), http.StatusForbidden)
	if r, _ := stateOf(t, site, "Maria"); r != "null" {
		t.Fatal("a refused change marked the message read")
	}
	expectStatus(t, site.browser("PATCH", maria, cookie, `{"read":true}`, "Sec-Fetch-Site", "same-origin"), http.StatusOK)
	if r, _ := stateOf(t, site, "Maria"); r != "set" {
		t.Fatal("the panel's own change did not mark the message read")
	}
}

func TestSeveralMessagesAreDeletedAtOnceAndTheRestStay(t *testing.T) {
	t.Parallel()
	site := newSite(t, nil)
	ids := sendMessages(t, site, "Anna", "Ben", "Cleo")
	body := map[string][]float64{"ids": {ids["Anna"], ids["Cleo"]}}

	expectStatus(t, site.do("POST", "/api/contact-messages/delete", "", body), http.StatusUnauthorized)
	cookie := signInCookie(t, site)
	expectStatus(t, site.browser("POST", "/api/contact-messages/delete", cookie, body,
		"Sec-Fetch-Site", "cross-site", "Origin", "https://evil.example"), http.StatusForbidden)
	if n := len(inboxList(t, site)); n != 3 {
		t.Fatalf("refused deletes left %d messages, want 3", n)
	}

	got := decodeAs[deletedMessages](t, site.browser("POST", "/api/contact-messages/delete", cookie, body,
		"Sec-Fetch-Site", "same-origin"), http.StatusOK)
	if got.Deleted != 2 || got.Message != "2 messages deleted" {
		t.Fatalf("bulk delete answered %+v", got)
	}
	left := inboxList(t, site)
	if len(left) != 1 || left[0]["name"] != "Ben" {
		t.Fatalf("after deleting Anna's and Cleo's, the inbox holds %v", left)
	}

	// Deleted meanwhile, in another tab: nothing more to do, and said so.
	got = decodeAs[deletedMessages](t, site.admin("POST", "/api/contact-messages/delete", body), http.StatusOK)
	if got.Deleted != 0 || got.Message != "0 messages deleted" {
		t.Fatalf("deleting what is gone answered %+v", got)
	}
	got = decodeAs[deletedMessages](t, site.admin("POST", "/api/contact-messages/delete",
		map[string][]float64{"ids": {ids["Ben"]}}), http.StatusOK)
	if got.Message != "1 message deleted" || len(inboxList(t, site)) != 0 {
		t.Fatalf("deleting Ben's answered %+v", got)
	}

	for _, bad := range []string{`{"ids":[]}`, `{}`, `{"ids":[0]}`, `{"ids":[-3]}`, `{"ids":"all"}`} {
		res := decodeAs[envelope](t, site.admin("POST", "/api/contact-messages/delete", bad), http.StatusBadRequest)
		if res.Errors["ids"] == "" {
			t.Fatalf("%s answered %+v, want a field error on ids", bad, res)
		}
	}
}
