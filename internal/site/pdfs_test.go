package site

import (
	"bytes"
	"encoding/json"
	"testing"

	"github.com/qrs-site/qrs/internal/testutil"
)

func TestAPolicyPDFsLinkToAPageOfTheSiteLeadsToTheSitesAddress(t *testing.T) {
	t.Parallel()
	store := testutil.MustOpenStore(t, "")
	ctx := t.Context()
	policy := `{"title": "Privacy Policy", "updated": "2025-06-01", "sections": [],
	  "intro": [{"type":"doc","content":[{"type":"paragraph","content":[
	    {"type":"text","text":"See "},
	    {"type":"text","text":"our terms","marks":[{"type":"bold"},{"type":"link","attrs":{"href":"/terms"}}]}]}]}]}`
	site := `{"company": {"name": "QRS AG", "shortName": "QRS"}, "ui": {"policyUpdated": "Last updated: {date}"}}`
	for key, body := range map[string]string{"privacy": policy, "site": site} {
		if _, err := store.PublishContent(ctx, key, "en", json.RawMessage(body), "test"); err != nil {
			t.Fatal(err)
		}
	}
	pdfs := newPDFs(store, "https://qrs.example")
	for _, src := range LegalPDFs() {
		if src.Keys[0] != "privacy" {
			continue
		}
		pdf, err := pdfs.Get(ctx, src)
		if err != nil {
			t.Fatal(err)
		}
		if !bytes.Contains(pdf.Body, []byte("/URI (https://qrs.example/terms)")) {
			t.Errorf("%s does not link the terms at the site's address", src.Path)
		}
	}
}
