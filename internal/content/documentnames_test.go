package content

import (
	"testing"
	"testing/fstest"
)

func TestDocumentsAreCalledByTheirEditorsNamesAndUnknownOnesSpelledOut(t *testing.T) {
	for key, want := range map[string]string{"qrs-coin": "QRS Coin", "site": "Site settings", "new_press-page": "New press page"} {
		if got := DocumentName(key); got != want {
			t.Errorf("DocumentName(%q) = %q, want %q", key, got, want)
		}
	}
}

func TestDocumentNamesRefuseADocumentWithoutAName(t *testing.T) {
	fsys := fstest.MapFS{"documents.json": {Data: []byte(`{"home": {"name": "", "about": "The landing page"}}`)}}
	if _, err := LoadDocumentNames(fsys); err == nil {
		t.Error("a document without a name was taken")
	}
}
