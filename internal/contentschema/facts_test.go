package contentschema

import (
	"encoding/json"
	"testing"
)

func TestASiteDocumentWrittenBeforeTheFactsWereSharedStillValidates(t *testing.T) {
	t.Parallel()
	m, err := Embedded()
	if err != nil {
		t.Fatal(err)
	}
	seeds := m.Seeds()
	for _, c := range []struct{ locale, supply string }{{"en", "50,000,000"}, {"de", "50’000’000"}} {
		var site map[string]any
		if err := json.Unmarshal(seeds[c.locale]["site"], &site); err != nil {
			t.Fatal(err)
		}
		// As the release before stored it: the supply alone, as a text in the language's format.
		site["facts"] = map[string]any{"totalSupply": c.supply}
		body, _ := json.Marshal(site)
		if err := m.Validate("site", body); err != nil {
			t.Errorf("the %s site document of the release before is refused: %v", c.locale, err)
		}
		// And before the facts existed at all.
		delete(site, "facts")
		body, _ = json.Marshal(site)
		if err := m.Validate("site", body); err != nil {
			t.Errorf("the %s site document without facts is refused: %v", c.locale, err)
		}
	}
	// The facts as this release writes them: numbers, and texts for the patents' numbers.
	if err := m.Validate("site", seeds["en"]["site"]); err != nil {
		t.Errorf("the default site document is refused: %v", err)
	}
	var site map[string]any
	_ = json.Unmarshal(seeds["en"]["site"], &site)
	site["facts"].(map[string]any)["study"] = map[string]any{"patients": "133"}
	body, _ := json.Marshal(site)
	if err := m.Validate("site", body); err == nil {
		t.Error("a study's count given as a text is accepted: the new facts are numbers")
	}
}
