package pdfdocs

import (
	"encoding/json"
	"fmt"

	"github.com/qrs-site/qrs/internal/content"
)

// withSiteSlots answers the content document doc with the site slots of every text filled
// from the site document, in the language of locale ({facts.totalSupply} is 50’000’000 in a
// German PDF), as its page shows it (the web app fills every document it shows so).
func withSiteSlots(doc, siteJSON []byte, locale string) ([]byte, error) {
	var site map[string]any
	if err := json.Unmarshal(siteJSON, &site); err != nil {
		return nil, fmt.Errorf("site document: %w", err)
	}
	return content.FillDocumentSiteSlots(doc, site, locale)
}
