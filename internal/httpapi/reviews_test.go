package httpapi

import (
	"encoding/json"
	"fmt"
	"net/http"
	"slices"
	"strings"
	"sync"
	"testing"

	"github.com/qrs-site/qrs/internal/content"
	"github.com/qrs-site/qrs/internal/contentschema"
	"github.com/qrs-site/qrs/internal/database"
)

// reviewStateOf is a document's state as the tests read its review.
type reviewStateOf struct {
	Revision       int64 `json:"revision"`
	ReviewRequired bool  `json:"reviewRequired"`
	Draft          *struct {
		PublishAt   *string `json:"publishAt"`
		ScheduledBy string  `json:"scheduledBy"`
	} `json:"draft"`
	Review *struct {
		ID                                      int64
		State, Author, Note, Comment, DecidedBy string
		PublishAt                               *string
		Authors, Reviewers                      []string
	} `json:"review"`
}

// mailbox keeps the e-mails the server hands to Deps.Mail.
type mailbox struct {
	mu   sync.Mutex
	sent []string // "to | subject | body"
}

func (m *mailbox) send(to, subject, body string) {
	m.mu.Lock()
	defer m.mu.Unlock()
	m.sent = append(m.sent, to+" | "+subject+" | "+body)
}

// take answers the e-mails sent since the last take.
func (m *mailbox) take() []string {
	m.mu.Lock()
	defer m.mu.Unlock()
	out := m.sent
	m.sent = nil
	return out
}

// reviewSite is a site whose coin page needs review, reviewed by the owner (testAdmin) and
// the editor rita@qrs.example; ed@qrs.example and otto@qrs.example edit, vera a viewer.
type reviewSite struct {
	*testSite
	mail                   *mailbox
	rita, ed, otto, viewer string
}

func newReviewSite(t *testing.T) *reviewSite {
	t.Helper()
	mail := &mailbox{}
	site := newSite(t, func(d *Deps) { d.Mail = mail.send })
	rs := &reviewSite{testSite: site, mail: mail}
	// A reviewer must be an editor's or an owner's account.
	bad := decodeAs[envelope](t, site.admin("PUT", "/api/settings/review",
		map[string]any{"documents": []string{"qrs-coin"}, "reviewers": []string{"rita@qrs.example"}}), http.StatusBadRequest)
	if bad.Errors["/reviewers"] == "" {
		t.Errorf("an unknown reviewer: %+v", bad)
	}
	rs.rita = site.staffToken("rita@qrs.example", content.RoleEditor)
	rs.ed = site.staffToken("ed@qrs.example", content.RoleEditor)
	rs.otto = site.staffToken("otto@qrs.example", content.RoleEditor)
	rs.viewer = site.staffToken("vera@qrs.example", content.RoleViewer)
	unknown := decodeAs[envelope](t, site.admin("PUT", "/api/settings/review",
		map[string]any{"documents": []string{"no-such-page"}, "reviewers": []string{}}), http.StatusBadRequest)
	if unknown.Errors["/documents"] == "" {
		t.Errorf("an unknown document: %+v", unknown)
	}
	expectStatus(t, site.do("PUT", "/api/settings/review", rs.rita,
		map[string]any{"everything": true, "documents": []string{}, "reviewers": []string{}}), http.StatusForbidden)
	set := decodeAs[struct {
		Everything           bool
		Documents, Reviewers []string
	}](t, site.admin("PUT", "/api/settings/review",
		map[string]any{"documents": []string{"qrs-coin"}, "reviewers": []string{"rita@qrs.example"}}), http.StatusOK)
	if set.Everything || !slices.Equal(set.Documents, []string{"qrs-coin"}) || !slices.Equal(set.Reviewers, []string{"rita@qrs.example"}) {
		t.Fatalf("settings %+v", set)
	}
	return rs
}

// coinDraft saves, as token, a draft of the coin page in English whose roadmap's third
// period reads period; it answers the state.
func (rs *reviewSite) coinDraft(token, period string) reviewStateOf {
	rs.t.Helper()
	model, err := contentschema.Embedded()
	if err != nil {
		rs.t.Fatal(err)
	}
	var doc map[string]any
	if err := json.Unmarshal(model.Seeds()["en"]["qrs-coin"], &doc); err != nil {
		rs.t.Fatal(err)
	}
	doc["roadmap"].(map[string]any)["items"].([]any)[2].(map[string]any)["period"] = period
	st := decodeAs[reviewStateOf](rs.t, rs.do("GET", "/api/content/qrs-coin/draft", token, nil), http.StatusOK)
	return decodeAs[reviewStateOf](rs.t, rs.as(token, "PUT", "/api/content/qrs-coin/draft", st.Revision, doc), http.StatusOK)
}

// as sends a write of the editor's API as token, on revision.
func (rs *reviewSite) as(token, method, path string, revision int64, body any) *http.Response {
	rs.t.Helper()
	return rs.do(method, path, token, body, "If-Match", fmt.Sprintf(`"%d"`, revision))
}

// decide sends token's decision on the review of the coin page in English (action approve
// or request-changes, with body's other fields), naming the review and the revision token
// reads now, as the panel does.
func (rs *reviewSite) decide(token, action string, body map[string]any) *http.Response {
	rs.t.Helper()
	return rs.decideOn(token, "qrs-coin", "", action, body)
}

// decideOn is decide on the review of key in locale ("" the default language).
func (rs *reviewSite) decideOn(token, key, locale, action string, body map[string]any) *http.Response {
	rs.t.Helper()
	path := "/api/content/" + key
	query := ""
	if locale != "" {
		query = "?locale=" + locale
	}
	st := decodeAs[reviewStateOf](rs.t, rs.do("GET", path+"/draft"+query, token, nil), http.StatusOK)
	out := map[string]any{"revision": st.Revision}
	if st.Review != nil {
		out["reviewId"] = st.Review.ID
	}
	for k, v := range body {
		out[k] = v
	}
	return rs.do("POST", path+"/review/"+action+query, token, out)
}

func (rs *reviewSite) coinState(token string) reviewStateOf {
	rs.t.Helper()
	return decodeAs[reviewStateOf](rs.t, rs.do("GET", "/api/content/qrs-coin/draft", token, nil), http.StatusOK)
}

// auditActions answers the actions of the audit log's content entries of the coin page, oldest first.
func (rs *reviewSite) auditActions() []string {
	rs.t.Helper()
	page := decodeAs[auditPageAnswer](rs.t, rs.admin("GET", "/api/audit?kind=content", nil), http.StatusOK)
	var out []string
	for _, e := range slices.Backward(page.Entries) {
		if e.Target == "qrs-coin" {
			out = append(out, e.Action)
		}
	}
	return out
}

func TestAChangeThatNeedsReviewGoesLiveOnlyOnceAnotherReviewerApprovesIt(t *testing.T) {
	t.Parallel()
	rs := newReviewSite(t)
	st := rs.coinDraft(rs.ed, "Q1 2027")
	if !st.ReviewRequired || st.Review != nil {
		t.Fatalf("a draft of a reviewed page: %+v", st)
	}
	// Neither publish nor schedule nor the whole document's PUT lets it go live.
	for _, res := range []*http.Response{
		rs.as(rs.ed, "POST", "/api/content/qrs-coin/publish", st.Revision, nil),
		rs.as(rs.ed, "PUT", "/api/content/qrs-coin/schedule", st.Revision, map[string]string{"publishAt": siteDays(t, 3) + "T09:00"}),
		rs.do("PUT", "/api/content/qrs-coin", rs.token, map[string]any{}),
	} {
		got := decodeAs[envelope](t, res, http.StatusConflict)
		if got.Message != needsReviewMessage {
			t.Errorf("%s: %q", res.Request.URL, got.Message)
		}
	}

	// Sent for review with a note: the reviewers are the owner and Rita, not its author.
	st = decodeAs[reviewStateOf](t, rs.as(rs.ed, "POST", "/api/content/qrs-coin/review", st.Revision,
		map[string]any{"note": "The listing moves to Q1 2027."}), http.StatusOK)
	if st.Review == nil || st.Review.State != "pending" || st.Review.Author != "ed@qrs.example" ||
		st.Review.Note != "The listing moves to Q1 2027." || !slices.Equal(st.Review.Reviewers, []string{testAdmin, "rita@qrs.example"}) {
		t.Fatalf("after sending: %+v", st.Review)
	}
	if got := rs.mail.take(); len(got) != 1 || !strings.HasPrefix(got[0], "rita@qrs.example | Review requested: QRS Coin (English) | ") ||
		!strings.Contains(got[0], "The listing moves to Q1 2027.") || !strings.Contains(got[0], "/admin?tab=reviews") {
		t.Errorf("e-mails on sending: %q", got)
	}
	// The draft in review is locked, and sent once.
	got := decodeAs[envelope](t, rs.as(rs.ed, "DELETE", "/api/content/qrs-coin/draft", st.Revision, nil), http.StatusConflict)
	if !strings.HasPrefix(got.Message, "In review") {
		t.Errorf("discarding a draft in review: %q", got.Message)
	}
	got = decodeAs[envelope](t, rs.as(rs.ed, "POST", "/api/content/qrs-coin/versions/1/restore", st.Revision, nil), http.StatusConflict)
	if !strings.HasPrefix(got.Message, "In review") {
		t.Errorf("restoring a version over a draft in review: %q", got.Message)
	}
	expectStatus(t, rs.as(rs.ed, "POST", "/api/content/qrs-coin/review", st.Revision, map[string]any{"note": ""}), http.StatusConflict)

	// A viewer reads the queue and its count, and decides nothing.
	count := decodeAs[map[string]int](t, rs.do("GET", "/api/reviews/count", rs.viewer, nil), http.StatusOK)
	if count["pending"] != 1 {
		t.Errorf("count %v", count)
	}
	queue := decodeAs[struct {
		Reviews []struct {
			Key, Locale, Name, Author string
			CanDecide                 bool
		}
		CanReview bool
	}](t, rs.do("GET", "/api/reviews", rs.viewer, nil), http.StatusOK)
	if queue.CanReview || len(queue.Reviews) != 1 || queue.Reviews[0].Name != "QRS Coin" || queue.Reviews[0].CanDecide {
		t.Errorf("the viewer's queue: %+v", queue)
	}
	expectStatus(t, rs.do("POST", "/api/content/qrs-coin/review/approve", rs.viewer, nil), http.StatusForbidden)
	// Its author and an editor who is no reviewer may not decide it.
	expectStatus(t, rs.decide(rs.ed, "approve", nil), http.StatusForbidden)
	expectStatus(t, rs.decide(rs.otto, "request-changes", map[string]any{"comment": "No."}), http.StatusForbidden)
	expectStatus(t, rs.do("DELETE", "/api/content/qrs-coin/review", rs.otto, nil), http.StatusForbidden)

	// Rita sends it back; a comment is required.
	rejected := decodeAs[envelope](t, rs.decide(rs.rita, "request-changes", map[string]any{"comment": " "}), http.StatusBadRequest)
	if rejected.Errors["/comment"] == "" {
		t.Errorf("no comment: %+v", rejected)
	}
	st = decodeAs[reviewStateOf](t, rs.decide(rs.rita, "request-changes",
		map[string]any{"comment": "Say which quarter of 2027 in the text too."}), http.StatusOK)
	if st.Review == nil || st.Review.State != "changes-requested" || st.Review.Comment != "Say which quarter of 2027 in the text too." ||
		st.Review.DecidedBy != "rita@qrs.example" {
		t.Fatalf("sent back: %+v", st.Review)
	}
	if got := rs.mail.take(); len(got) != 1 || !strings.HasPrefix(got[0], "ed@qrs.example | Changes requested: QRS Coin (English) | ") ||
		!strings.Contains(got[0], "Say which quarter of 2027 in the text too.") {
		t.Errorf("e-mails on sending back: %q", got)
	}
	if n := decodeAs[map[string]int](t, rs.do("GET", "/api/reviews/count", rs.viewer, nil), http.StatusOK)["pending"]; n != 0 {
		t.Errorf("count after sending back: %d", n)
	}

	// The author changes the draft (unlocked now) and sends it again; Rita approves.
	st = rs.coinDraft(rs.ed, "Q1 2027 (January)")
	if st.Review == nil || st.Review.State != "changes-requested" {
		t.Errorf("the sent-back review shows until the draft is sent again: %+v", st.Review)
	}
	st = decodeAs[reviewStateOf](t, rs.as(rs.ed, "POST", "/api/content/qrs-coin/review", st.Revision, map[string]any{"note": "Done."}), http.StatusOK)
	rs.mail.take()
	st = decodeAs[reviewStateOf](t, rs.decide(rs.rita, "approve", nil), http.StatusOK)
	if st.Review != nil || st.Draft != nil {
		t.Fatalf("after approval: review %+v, draft %+v", st.Review, st.Draft)
	}
	if page := readBody(t, rs.do("GET", "/qrs-coin", "", nil)); !strings.Contains(page, "Q1 2027 (January)") {
		t.Error("the coin page does not show the approved change")
	}
	if got := rs.mail.take(); len(got) != 1 || !strings.HasPrefix(got[0], "ed@qrs.example | Approved: QRS Coin (English) | ") {
		t.Errorf("e-mails on approval: %q", got)
	}
	decided := decodeAs[struct {
		Reviews []struct{ State, DecidedBy string }
	}](t, rs.do("GET", "/api/reviews?state=decided", rs.viewer, nil), http.StatusOK)
	if len(decided.Reviews) != 2 || decided.Reviews[0].State != "approved" || decided.Reviews[1].State != "changes-requested" {
		t.Errorf("decided reviews, newest first: %+v", decided.Reviews)
	}
	want := []string{"save-draft", "review-submit", "review-request-changes", "save-draft", "review-submit", "publish", "review-approve"}
	if got := rs.auditActions(); !slices.Equal(got, want) {
		t.Errorf("audit log %q, want %q", got, want)
	}
}

func TestOnlyTheOnlyOwnerApprovesTheirOwnChangeAndTheLogSaysSo(t *testing.T) {
	t.Parallel()
	rs := newReviewSite(t)
	st := rs.coinDraft(rs.token, "Q2 2027")
	st = decodeAs[reviewStateOf](t, rs.as(rs.token, "POST", "/api/content/qrs-coin/review", st.Revision, map[string]any{"note": "Mine."}), http.StatusOK)
	// The only owner is among the reviewers of their own change.
	if !slices.Equal(st.Review.Reviewers, []string{testAdmin, "rita@qrs.example"}) {
		t.Errorf("reviewers %q", st.Review.Reviewers)
	}
	decodeAs[reviewStateOf](t, rs.decide(rs.token, "approve", nil), http.StatusOK)
	page := decodeAs[auditPageAnswer](t, rs.admin("GET", "/api/audit?kind=content", nil), http.StatusOK)
	var approval *struct{ Field string }
	for _, e := range page.Entries {
		if e.Action == "review-approve" && len(e.Changes) > 0 && e.Changes[0].Field == "approvedOwnChange" && e.Changes[0].To == "as the only owner" {
			approval = &struct{ Field string }{e.Changes[0].Field}
		}
	}
	if approval == nil {
		t.Errorf("the log does not say the only owner approved their own change: %+v", page.Entries)
	}

	// With a second owner, an owner's own change waits for another reviewer.
	rs.staffToken("olga@qrs.example", content.RoleOwner)
	st = rs.coinDraft(rs.token, "Q3 2027")
	st = decodeAs[reviewStateOf](t, rs.as(rs.token, "POST", "/api/content/qrs-coin/review", st.Revision, map[string]any{"note": ""}), http.StatusOK)
	if slices.Contains(st.Review.Reviewers, testAdmin) {
		t.Errorf("the author among the reviewers: %q", st.Review.Reviewers)
	}
	refused := decodeAs[envelope](t, rs.decide(rs.token, "approve", nil), http.StatusForbidden)
	if refused.Message != "You cannot approve your own change" {
		t.Errorf("own approval: %q", refused.Message)
	}
	// Its author withdraws it; the draft can then change again.
	st = decodeAs[reviewStateOf](t, rs.do("DELETE", "/api/content/qrs-coin/review", rs.token, nil), http.StatusOK)
	if st.Review != nil {
		t.Errorf("withdrawn: %+v", st.Review)
	}
	rs.coinDraft(rs.token, "Q4 2027")

	// An owner may withdraw an editor's review too, which the log keeps.
	st = rs.coinDraft(rs.ed, "Q4 2027 (October)")
	decodeAs[reviewStateOf](t, rs.as(rs.ed, "POST", "/api/content/qrs-coin/review", st.Revision, map[string]any{"note": ""}), http.StatusOK)
	st = decodeAs[reviewStateOf](t, rs.do("DELETE", "/api/content/qrs-coin/review", rs.token, nil), http.StatusOK)
	if st.Review != nil {
		t.Errorf("withdrawn by an owner: %+v", st.Review)
	}
	if got := rs.auditActions(); len(got) < 2 || got[len(got)-1] != "review-withdraw" || !slices.Contains(got[:len(got)-1], "review-withdraw") {
		t.Errorf("the log lacks the withdrawals: %q", got)
	}
}

func TestAnApprovalWithAWishedTimeSchedulesTheDraftAndTheCalendarShowsBoth(t *testing.T) {
	t.Parallel()
	rs := newReviewSite(t)
	in3 := siteDays(t, 3)
	st := rs.coinDraft(rs.ed, "Q1 2027")
	past := decodeAs[envelope](t, rs.as(rs.ed, "POST", "/api/content/qrs-coin/review", st.Revision,
		map[string]any{"note": "", "publishAt": siteDays(t, -1) + "T09:00"}), http.StatusBadRequest)
	if past.Errors["/publishAt"] == "" {
		t.Errorf("a wished time gone by: %+v", past)
	}
	st = decodeAs[reviewStateOf](t, rs.as(rs.ed, "POST", "/api/content/qrs-coin/review", st.Revision,
		map[string]any{"note": "For the launch.", "publishAt": in3 + "T09:30"}), http.StatusOK)
	if st.Review.PublishAt == nil {
		t.Fatalf("no wished time: %+v", st.Review)
	}
	wished := *st.Review.PublishAt
	entries := rs.calendar(rs.viewer, in3, in3, "").Entries
	if len(entries) != 1 || entries[0].Kind != "review" || entries[0].By != "ed@qrs.example" || entries[0].At[:16] != in3+"T09:30" {
		t.Fatalf("the calendar of a draft in review: %+v", entries)
	}
	st = decodeAs[reviewStateOf](t, rs.decide(rs.rita, "approve", nil), http.StatusOK)
	if st.Draft == nil || st.Draft.PublishAt == nil || *st.Draft.PublishAt != wished || st.Draft.ScheduledBy != "rita@qrs.example" {
		t.Fatalf("approved for later: %+v", st.Draft)
	}
	entries = rs.calendar(rs.viewer, in3, in3, "").Entries
	if len(entries) != 1 || entries[0].Kind != "scheduled" || entries[0].At[:16] != in3+"T09:30" {
		t.Errorf("the calendar after approval: %+v", entries)
	}
	if page := readBody(t, rs.do("GET", "/qrs-coin", "", nil)); strings.Contains(page, "Q1 2027") {
		t.Error("the change went live before its time")
	}

	// A change saved after the approval was not reviewed: it does not go live at the
	// approved time, it waits to be sent for review again.
	st = rs.coinDraft(rs.ed, "Q1 2027, unreviewed")
	if st.Draft == nil || st.Draft.PublishAt != nil || st.Review != nil {
		t.Errorf("a draft changed after its approval: draft %+v, review %+v", st.Draft, st.Review)
	}
	if entries = rs.calendar(rs.viewer, in3, in3, "").Entries; len(entries) != 0 {
		t.Errorf("the calendar after a change of the approved draft: %+v", entries)
	}
	if got, want := rs.auditActions(), []string{"save-draft", "review-submit", "review-approve", "save-draft"}; !slices.Equal(got, want) {
		t.Errorf("audit log %q, want %q", got, want)
	}
	page := decodeAs[auditPageAnswer](t, rs.admin("GET", "/api/audit?kind=content", nil), http.StatusOK)
	if last := page.Entries[0]; last.Action != "save-draft" || !slices.ContainsFunc(last.Changes, func(c database.AuditChange) bool {
		return c.Field == "publishAt" && c.To == nil
	}) {
		t.Errorf("the save does not say the schedule ended: %+v", last)
	}
}

func TestReviewSettingsAreEveryonesToReadAndOwnersToSet(t *testing.T) {
	t.Parallel()
	site := newSite(t, nil)
	viewer := site.staffToken("vera@qrs.example", content.RoleViewer)
	got := decodeAs[struct {
		Everything           bool
		Documents, Reviewers []string
		CanReview            bool
	}](t, site.do("GET", "/api/settings/review", viewer, nil), http.StatusOK)
	if got.Everything || len(got.Documents) != 0 || len(got.Reviewers) != 0 || got.CanReview {
		t.Errorf("defaults as a viewer reads them: %+v", got)
	}
	expectStatus(t, site.do("PUT", "/api/settings/review", viewer, map[string]any{"everything": true}), http.StatusForbidden)
	// Everything: every document needs review, the site settings too.
	decodeAs[map[string]any](t, site.admin("PUT", "/api/settings/review", map[string]any{"everything": true}), http.StatusOK)
	st := decodeAs[reviewStateOf](t, site.admin("GET", "/api/content/site/draft", nil), http.StatusOK)
	if !st.ReviewRequired {
		t.Error("with everything on, the site document needs no review")
	}
	list := decodeAs[[]reviewStateOf](t, site.admin("GET", "/api/content", nil), http.StatusOK)
	for _, d := range list {
		if !d.ReviewRequired {
			t.Errorf("a document in the list needs no review: %+v", d)
		}
	}
	page := decodeAs[auditPageAnswer](t, site.admin("GET", "/api/audit?kind=settings", nil), http.StatusOK)
	if len(page.Entries) != 1 || page.Entries[0].Target != "Review" || page.Entries[0].Changes[0].Field != "everything" {
		t.Errorf("audit of the settings: %+v", page.Entries)
	}
}

func TestUnderReviewALanguagesFirstVersionIsADraftThatAnotherReviewerApproves(t *testing.T) {
	t.Parallel()
	rs := newReviewSite(t)
	// Taken offline while the document needs no review.
	expectStatus(t, rs.admin("PUT", "/api/settings/review", map[string]any{"documents": []string{}, "reviewers": []string{"rita@qrs.example"}}), http.StatusOK)
	expectStatus(t, rs.admin("DELETE", "/api/content/qrs-coin?locale=de", nil), http.StatusNoContent)
	expectStatus(t, rs.admin("PUT", "/api/settings/review", map[string]any{"documents": []string{"qrs-coin"}, "reviewers": []string{"rita@qrs.example"}}), http.StatusOK)
	first := coinWithRoadmapItem(t, "Q2 2027", "planned")
	// The editor's state of the German document, alone and in the list, says its changes need
	// review, so the panel tells an editor before they try.
	st := decodeAs[content.DocumentState](t, rs.do("GET", "/api/content/qrs-coin/draft?locale=de", rs.ed, nil), http.StatusOK)
	if !st.ReviewRequired || st.Published.Version != 0 {
		t.Errorf("the German first version's state: review required %v, version %d", st.ReviewRequired, st.Published.Version)
	}
	for _, st := range decodeAs[[]content.DocumentState](t, rs.do("GET", "/api/content?locale=de", rs.ed, nil), http.StatusOK) {
		if st.Key == "qrs-coin" && !st.ReviewRequired {
			t.Error("the German list's qrs-coin does not say its changes need review")
		}
	}
	// Nobody publishes the German first version whole, a reviewer neither: it is reviewed as
	// every other change.
	for _, token := range []string{rs.ed, rs.rita, rs.token} {
		refused := decodeAs[envelope](t, rs.do("PUT", "/api/content/qrs-coin?locale=de", token, first), http.StatusConflict)
		if !strings.Contains(refused.Message, "save its first version in this language as a draft and send it for review") {
			t.Errorf("a whole first version: %q", refused.Message)
		}
	}
	expectStatus(t, rs.do("GET", "/api/content/qrs-coin?locale=de", "", nil), http.StatusNotFound)

	// The editor saves it as a draft, which visitors do not see, and sends it for review.
	saved := decodeAs[reviewStateOf](t, rs.as(rs.ed, "PUT", "/api/content/qrs-coin/draft?locale=de", st.Revision, first), http.StatusOK)
	if saved.Draft == nil || saved.Revision == st.Revision {
		t.Fatalf("a first version's draft: %+v", saved)
	}
	opened := decodeAs[content.DocumentState](t, rs.do("GET", "/api/content/qrs-coin/draft?locale=de", rs.rita, nil), http.StatusOK)
	if opened.Draft == nil || opened.Published.Version != 0 || len(opened.Published.Body) == 0 {
		t.Errorf("the first version's draft as a reviewer opens it: draft %v, version %d, text to compare with %s",
			opened.Draft != nil, opened.Published.Version, opened.Published.Body)
	}
	listed := false
	for _, st := range decodeAs[[]content.DocumentState](t, rs.do("GET", "/api/content?locale=de", rs.ed, nil), http.StatusOK) {
		listed = listed || (st.Key == "qrs-coin" && st.Draft != nil)
	}
	if !listed {
		t.Error("the German list does not show the first version's draft")
	}
	expectStatus(t, rs.do("GET", "/api/content/qrs-coin?locale=de", "", nil), http.StatusNotFound)
	decodeAs[reviewStateOf](t, rs.as(rs.ed, "POST", "/api/content/qrs-coin/review?locale=de", saved.Revision, map[string]any{"note": "Erste Fassung."}), http.StatusOK)
	expectStatus(t, rs.decideOn(rs.ed, "qrs-coin", "de", "approve", nil), http.StatusForbidden)
	done := decodeAs[reviewStateOf](t, rs.decideOn(rs.rita, "qrs-coin", "de", "approve", nil), http.StatusOK)
	if done.Draft != nil || done.Review != nil || done.Revision <= saved.Revision {
		t.Errorf("after approval: %+v", done)
	}
	if live := readBody(t, rs.do("GET", "/api/content/qrs-coin?locale=de", "", nil)); !strings.Contains(live, "Q2 2027") {
		t.Errorf("the approved German first version is not live: %s", live)
	}
	// From then on a reviewer's whole publish is refused as any other.
	got := decodeAs[envelope](t, rs.do("PUT", "/api/content/qrs-coin?locale=de", rs.rita, first), http.StatusConflict)
	if got.Message != needsReviewMessage {
		t.Errorf("a reviewer's second whole publish: %q", got.Message)
	}
}

// Taking a translation offline changes what visitors see as a publish does: where the
// document needs review, it is refused; elsewhere it is done.
func TestATranslationIsTakenOfflineOnlyWhereItsChangesNeedNoReview(t *testing.T) {
	t.Parallel()
	rs := newReviewSite(t)
	for _, token := range []string{rs.ed, rs.rita, rs.token} {
		got := decodeAs[envelope](t, rs.do("DELETE", "/api/content/qrs-coin?locale=de", token, nil), http.StatusConflict)
		if !strings.Contains(got.Message, "cannot be taken offline") {
			t.Errorf("taking a reviewed translation offline: %q", got.Message)
		}
	}
	expectStatus(t, rs.do("GET", "/api/content/qrs-coin?locale=de", "", nil), http.StatusOK)
	expectStatus(t, rs.do("DELETE", "/api/content/legal?locale=de", rs.ed, nil), http.StatusNoContent)
	expectStatus(t, rs.do("GET", "/api/content/legal?locale=de", "", nil), http.StatusNotFound)
}

// The author withdraws, saves other text and sends it again: the reviewer's click on the
// review they read publishes nothing, and they are told to read it again.
func TestADecisionIsRefusedWhenTheReviewOrTheTextReadChanged(t *testing.T) {
	t.Parallel()
	rs := newReviewSite(t)
	st := rs.coinDraft(rs.ed, "Q1 2027")
	st = decodeAs[reviewStateOf](t, rs.as(rs.ed, "POST", "/api/content/qrs-coin/review", st.Revision, map[string]any{"note": "Read me."}), http.StatusOK)
	read := rs.coinState(rs.rita) // what Rita opens

	decodeAs[reviewStateOf](t, rs.do("DELETE", "/api/content/qrs-coin/review", rs.ed, nil), http.StatusOK)
	st = rs.coinDraft(rs.ed, "Q4 2099, swapped")
	decodeAs[reviewStateOf](t, rs.as(rs.ed, "POST", "/api/content/qrs-coin/review", st.Revision, map[string]any{"note": "Read me."}), http.StatusOK)

	for _, action := range []string{"approve", "request-changes"} {
		// In the body, and with the revision in If-Match.
		for _, res := range []*http.Response{
			rs.do("POST", "/api/content/qrs-coin/review/"+action, rs.rita,
				map[string]any{"reviewId": read.Review.ID, "revision": read.Revision, "comment": "Fine?"}),
			rs.do("POST", "/api/content/qrs-coin/review/"+action, rs.rita, map[string]any{"reviewId": read.Review.ID, "comment": "Fine?"},
				"If-Match", fmt.Sprintf(`"%d"`, read.Revision)),
		} {
			got := decodeAs[envelope](t, res, http.StatusConflict)
			if !strings.Contains(got.Message, "read the draft again") {
				t.Errorf("%s of a review withdrawn and sent again: %q", action, got.Message)
			}
		}
	}
	if page := readBody(t, rs.do("GET", "/qrs-coin", "", nil)); strings.Contains(page, "Q4 2099") {
		t.Fatal("the swapped text went live on an approval of the text read before")
	}
	// The review waiting now, but a revision read before it: refused too.
	now := rs.coinState(rs.rita)
	got := decodeAs[envelope](t, rs.do("POST", "/api/content/qrs-coin/review/approve", rs.rita,
		map[string]any{"reviewId": now.Review.ID, "revision": read.Revision}), http.StatusConflict)
	if !strings.Contains(got.Message, "read it again") {
		t.Errorf("an approval of an old revision: %q", got.Message)
	}
	if now.Review.State != "pending" {
		t.Fatalf("the review no longer waits: %+v", now.Review)
	}
	// Naming neither is bad input.
	missing := decodeAs[envelope](t, rs.do("POST", "/api/content/qrs-coin/review/approve", rs.rita, nil), http.StatusBadRequest)
	if missing.Errors["/reviewId"] == "" {
		t.Errorf("an approval naming no review: %+v", missing)
	}
	// What Rita reads now is what she approves.
	decodeAs[reviewStateOf](t, rs.decide(rs.rita, "approve", nil), http.StatusOK)
	if page := readBody(t, rs.do("GET", "/qrs-coin", "", nil)); !strings.Contains(page, "Q4 2099, swapped") {
		t.Error("the text read and approved is not live")
	}
}

// A reviewer who saved the shared draft is one of its authors, though another editor sent
// it: they cannot approve it, are not asked to, and are not e-mailed.
func TestEveryoneWhoSavedTheDraftIsItsAuthorAndNoneOfThemDecidesIt(t *testing.T) {
	t.Parallel()
	rs := newReviewSite(t)
	rs.coinDraft(rs.rita, "Q1 2027, Rita's")
	st := rs.coinDraft(rs.ed, "Q1 2027, Rita's and Ed's")
	st = decodeAs[reviewStateOf](t, rs.as(rs.ed, "POST", "/api/content/qrs-coin/review", st.Revision, map[string]any{"note": ""}), http.StatusOK)
	if !slices.Equal(st.Review.Authors, []string{"rita@qrs.example", "ed@qrs.example"}) || slices.Contains(st.Review.Reviewers, "rita@qrs.example") {
		t.Errorf("authors %q, reviewers %q", st.Review.Authors, st.Review.Reviewers)
	}
	if got := rs.mail.take(); len(got) != 0 {
		t.Errorf("e-mails to an author: %q", got)
	}
	queue := decodeAs[struct {
		Reviews []struct{ CanDecide bool }
	}](t, rs.do("GET", "/api/reviews", rs.rita, nil), http.StatusOK)
	if len(queue.Reviews) != 1 || queue.Reviews[0].CanDecide {
		t.Errorf("Rita's queue: %+v", queue)
	}
	refused := decodeAs[envelope](t, rs.decide(rs.rita, "approve", nil), http.StatusForbidden)
	if refused.Message != "You cannot approve your own change" {
		t.Errorf("an author's approval: %q", refused.Message)
	}
	expectStatus(t, rs.decide(rs.rita, "request-changes", map[string]any{"comment": "Mine, really."}), http.StatusForbidden)
	decodeAs[reviewStateOf](t, rs.decide(rs.token, "approve", nil), http.StatusOK)

	// Once published, the next draft has its own authors.
	st = rs.coinDraft(rs.ed, "Q2 2027")
	decodeAs[reviewStateOf](t, rs.as(rs.ed, "POST", "/api/content/qrs-coin/review", st.Revision, map[string]any{"note": ""}), http.StatusOK)
	decodeAs[reviewStateOf](t, rs.decide(rs.rita, "approve", nil), http.StatusOK)
}

// An editor who sends and withdraws in a loop e-mails the reviewers once in
// reviewMailInterval; another editor, document or language is mailed as before.
func TestReviewMailIsSentOnceAWhilePerAuthorAndDocument(t *testing.T) {
	t.Parallel()
	rs := newReviewSite(t)
	st := rs.coinDraft(rs.ed, "Q1 2027")
	for range 5 {
		st = decodeAs[reviewStateOf](t, rs.as(rs.ed, "POST", "/api/content/qrs-coin/review", st.Revision, map[string]any{"note": "Again."}), http.StatusOK)
		st = decodeAs[reviewStateOf](t, rs.do("DELETE", "/api/content/qrs-coin/review", rs.ed, nil), http.StatusOK)
	}
	if got := rs.mail.take(); len(got) != 1 {
		t.Errorf("%d e-mails for five sendings in a loop, want 1: %q", len(got), got)
	}
	// Another editor's sending of the same document is theirs to announce.
	st = rs.coinDraft(rs.otto, "Q1 2027, Otto's")
	decodeAs[reviewStateOf](t, rs.as(rs.otto, "POST", "/api/content/qrs-coin/review", st.Revision, map[string]any{"note": ""}), http.StatusOK)
	if got := rs.mail.take(); len(got) != 1 || !strings.HasPrefix(got[0], "rita@qrs.example | Review requested") {
		t.Errorf("another editor's sending: %q", got)
	}
}

// A schedule set while a document needed no review would publish unreviewed text: turning
// review on cancels it, says so in its answer and in the log, and keeps the schedules an
// approval set.
func TestTurningReviewOnCancelsTheSchedulesNoApprovalSet(t *testing.T) {
	t.Parallel()
	rs := newReviewSite(t)
	in3 := siteDays(t, 3)
	st := rs.coinDraft(rs.ed, "Q1 2027")
	st = decodeAs[reviewStateOf](t, rs.as(rs.ed, "POST", "/api/content/qrs-coin/review", st.Revision,
		map[string]any{"note": "", "publishAt": in3 + "T09:30"}), http.StatusOK)
	approved := decodeAs[reviewStateOf](t, rs.decide(rs.rita, "approve", nil), http.StatusOK)
	if approved.Draft == nil || approved.Draft.PublishAt == nil {
		t.Fatalf("approved for later: %+v", approved.Draft)
	}

	type answer struct {
		CancelledSchedules []struct{ Key, Locale, PublishAt, ScheduledBy string }
	}
	off := decodeAs[answer](t, rs.admin("PUT", "/api/settings/review", map[string]any{"documents": []string{}, "reviewers": []string{"rita@qrs.example"}}), http.StatusOK)
	if len(off.CancelledSchedules) != 0 {
		t.Errorf("turning review off cancelled %+v", off.CancelledSchedules)
	}
	rs.scheduleDraft("de", in3+"T10:00") // unreviewed, while no review is needed
	on := decodeAs[answer](t, rs.admin("PUT", "/api/settings/review", map[string]any{"documents": []string{"qrs-coin"}, "reviewers": []string{"rita@qrs.example"}}), http.StatusOK)
	if len(on.CancelledSchedules) != 1 || on.CancelledSchedules[0].Key != "qrs-coin" || on.CancelledSchedules[0].Locale != "de" ||
		on.CancelledSchedules[0].ScheduledBy != testAdmin {
		t.Fatalf("turning review on cancelled %+v, want the German coin page's schedule", on.CancelledSchedules)
	}
	if de := decodeAs[reviewStateOf](t, rs.admin("GET", "/api/content/qrs-coin/draft?locale=de", nil), http.StatusOK); de.Draft == nil || de.Draft.PublishAt != nil {
		t.Errorf("the German draft after review was turned on: %+v", de.Draft)
	}
	if en := rs.coinState(rs.viewer); en.Draft == nil || en.Draft.PublishAt == nil || *en.Draft.PublishAt != *approved.Draft.PublishAt {
		t.Errorf("the approved English schedule after review was turned on: %+v", en.Draft)
	}
	if entries := rs.calendar(rs.viewer, in3, in3, "").Entries; len(entries) != 1 || entries[0].Locale != "en" {
		t.Errorf("the calendar after review was turned on: %+v", entries)
	}
	page := decodeAs[auditPageAnswer](t, rs.admin("GET", "/api/audit?kind=settings", nil), http.StatusOK)
	if last := page.Entries[0]; last.Target != "Review" || !slices.ContainsFunc(last.Changes, func(c database.AuditChange) bool {
		return c.Field == "cancelledSchedules"
	}) {
		t.Errorf("the log does not say which schedules ended: %+v", last)
	}
}
