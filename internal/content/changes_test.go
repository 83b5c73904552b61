package content

import (
	"slices"
	"testing"
)

func TestChangesNameEachChangedFieldAndEachAddedOrRemovedItem(t *testing.T) {
	t.Parallel()
	before := []byte(`{"title":"A","items":[{"period":"Q4 2025","status":"planned"},{"period":"Q1 2026"}],"seo":{"title":"T"}}`)
	after := []byte(`{"title":"A","items":[{"period":"Q1 2027","status":"completed"}],"seo":{"title":"T","hidden":true}}`)
	got := Changes(before, after)
	want := []string{"/items/0/period", "/items/0/status", "/items/1", "/seo/hidden"}
	if !slices.Equal(got, want) {
		t.Errorf("Changes = %v, want %v", got, want)
	}
	if s := Summary(before, after); s != "Changed 4 fields: Items › 1 › Period; Items › 1 › Status; Items › 2 and 1 more" {
		t.Errorf("Summary = %q", s)
	}
	if s := Summary(before, before); s != "No changes" {
		t.Errorf("Summary of the same = %q", s)
	}
	if n := FieldName("/roadmap/statusLabels/completed"); n != "Roadmap › Status labels › Completed" {
		t.Errorf("FieldName = %q", n)
	}
}
