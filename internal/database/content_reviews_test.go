package database_test

import (
	"encoding/json"
	"slices"
	"testing"
	"time"

	"github.com/qrs-site/qrs/internal/content"
	"github.com/qrs-site/qrs/internal/database"
	"github.com/qrs-site/qrs/internal/testutil"
)

func TestAReviewWaitsLocksItsDraftAndGoesLiveWhenApproved(t *testing.T) {
	t.Parallel()
	ctx := t.Context()
	s := testutil.MustOpenStore(t, "")
	if _, err := s.SeedContent(ctx, map[string]map[string]json.RawMessage{"en": {"legal": json.RawMessage(`{"title":"Legal"}`)}, "de": {"legal": json.RawMessage(`{"title":"Rechtliches"}`)}}); err != nil {
		t.Fatal(err)
	}
	for _, a := range []struct {
		name string
		role content.Role
	}{{"olga", content.RoleOwner}, {"rita", content.RoleEditor}, {"ed", content.RoleEditor}} {
		if _, err := s.CreateStaff(ctx, a.name, a.role, "x", false); err != nil {
			t.Fatal(err)
		}
	}
	if _, _, err := s.SetReviewSettings(ctx, content.ReviewSettings{Documents: []string{"legal"}, Reviewers: []string{"rita", "nobody"}}); content.ErrorCode(err) != content.Invalid {
		t.Fatalf("a reviewer without an account: %v", err)
	}
	if _, _, err := s.SetReviewSettings(ctx, content.ReviewSettings{Documents: []string{"legal"}, Reviewers: []string{"rita"}}); err != nil {
		t.Fatal(err)
	}
	st, err := s.SaveContentDraft(ctx, "legal", "de", json.RawMessage(`{"title":"Recht"}`), "ed", content.AnyRevision)
	if err != nil || !st.ReviewRequired || st.Review != nil {
		t.Fatalf("draft: %+v, %v", st, err)
	}
	at := time.Now().Add(72 * time.Hour).UTC().Truncate(time.Second)
	st, err = s.SubmitReview(ctx, "legal", "de", "Kürzer.", &at, "ed", st.Revision)
	if err != nil || st.Review == nil || st.Review.State != content.ReviewPending || !slices.Equal(st.Review.Reviewers, []string{"olga", "rita"}) {
		t.Fatalf("submitted: %+v, %v", st.Review, err)
	}
	if _, err := s.SaveContentDraft(ctx, "legal", "de", json.RawMessage(`{"title":"Anders"}`), "ed", content.AnyRevision); content.ErrorCode(err) != content.Conflict {
		t.Errorf("saving a draft in review: %v", err)
	}
	for locale, want := range map[string]int{"": 1, "de": 1, "en": 0} {
		if got, err := s.Reviews(ctx, false, locale); err != nil || len(got) != want {
			t.Errorf("pending reviews in %q: %+v, %v", locale, got, err)
		}
	}
	if n, err := s.PendingReviewCount(ctx); err != nil || n != 1 {
		t.Errorf("count %d, %v", n, err)
	}
	wished, err := s.ReviewsWished(ctx, at.Add(-time.Hour), at.Add(time.Hour))
	if err != nil || len(wished) != 1 || wished[0].By != "ed" || wished[0].PublishAt != at.Format(time.RFC3339) {
		t.Errorf("wished: %+v, %v", wished, err)
	}
	if st, err = s.RequestReviewChanges(ctx, "legal", "de", "Zu kurz.", "rita", database.ReviewRead{ID: st.Review.ID, Revision: st.Revision}); err != nil || st.Review.State != content.ReviewChangesRequested {
		t.Fatalf("sent back: %+v, %v", st.Review, err)
	}
	if st, err = s.SubmitReview(ctx, "legal", "de", "", nil, "ed", st.Revision); err != nil {
		t.Fatal(err)
	}
	// A decision on a review or a revision other than those read is refused.
	for _, read := range []database.ReviewRead{{ID: st.Review.ID - 1, Revision: st.Revision}, {ID: st.Review.ID, Revision: st.Revision - 1}} {
		if _, err := s.ApproveReview(ctx, "legal", "de", "rita", read, false, true); content.ErrorCode(err) != content.Conflict {
			t.Errorf("approving %+v: %v", read, err)
		}
	}
	if st, err = s.ApproveReview(ctx, "legal", "de", "rita", database.ReviewRead{ID: st.Review.ID, Revision: st.Revision}, false, true); err != nil || st.Review != nil || st.Draft != nil {
		t.Fatalf("approved: %+v, %v", st, err)
	}
	doc, err := s.PublishedContent(ctx, "legal", "de")
	if err != nil || string(doc.Body) != `{"title":"Recht"}` {
		t.Errorf("published %s, %v", doc.Body, err)
	}
	decided, err := s.Reviews(ctx, true, "")
	if err != nil || len(decided) != 2 || decided[0].State != content.ReviewApproved || decided[1].Comment != "Zu kurz." {
		t.Errorf("decided: %+v, %v", decided, err)
	}
}
