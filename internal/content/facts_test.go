package content

import (
	"encoding/json"
	"testing"
)

func TestAFactIsWrittenAsTheLanguageOfItsTextWritesNumbers(t *testing.T) {
	t.Parallel()
	// The cases of the web app's formatNumber (web/src/lib/format.test.ts), by the marks of
	// languages.json.
	for _, c := range []struct {
		v      float64
		en, de string
	}{
		{50000000, "50,000,000", "50’000’000"},
		{4000000, "4,000,000", "4’000’000"},
		{1000, "1,000", "1’000"},
		{448, "448", "448"},
		{15.1, "15.1", "15,1"},
		{22.5, "22.5", "22,5"},
		{0.8, "0.8", "0,8"},
		{1234.5678, "1,234.568", "1’234,568"},
		{0.9995, "1", "1"},
		{-1500, "-1,500", "-1’500"},
	} {
		if got := FormatNumber(c.v, "en"); got != c.en {
			t.Errorf("FormatNumber(%v, en) = %q, want %q", c.v, got, c.en)
		}
		if got := FormatNumber(c.v, "de"); got != c.de {
			t.Errorf("FormatNumber(%v, de) = %q, want %q", c.v, got, c.de)
		}
	}
	site := map[string]any{"facts": map[string]any{"totalSupply": 5e7, "patents": map[string]any{"feedback": "EP 0594 655 B1"}}}
	text := "{facts.totalSupply} coins; {facts.patents.feedback}"
	if got := FillSiteSlotsIn(text, site, "de"); got != "50’000’000 coins; EP 0594 655 B1" {
		t.Errorf("in German: %q", got)
	}
	if got := FillSiteSlotsIn(text, site, "en"); got != "50,000,000 coins; EP 0594 655 B1" {
		t.Errorf("in English: %q", got)
	}
}

func TestEveryTextOfADocumentIsFilledKeepingItsKeysInOrder(t *testing.T) {
	t.Parallel()
	site := map[string]any{"facts": map[string]any{"study": map[string]any{"patients": 133.0}}}
	doc := `{"z":"{facts.study.patients} patients","a":[{"type":"text","text":"of {facts.study.patients}"}],"n":12,"b":true,"s":"<&>"}`
	got, err := FillDocumentSiteSlots([]byte(doc), site, "en")
	if err != nil {
		t.Fatal(err)
	}
	want := `{"z":"133 patients","a":[{"type":"text","text":"of 133"}],"n":12,"b":true,"s":"<&>"}`
	if string(got) != want {
		t.Errorf("got  %s\nwant %s", got, want)
	}
}

func TestAnotherLanguageReadsTheDefaultLanguagesFacts(t *testing.T) {
	t.Parallel()
	english := `{"company":{"name":"QRS"},"contact":{"phone":"1"},"facts":{"totalSupply":50000000,"patents":{"feedback":"EP 1"}},"ui":{}}`
	german := `{"company":{"name":"QRS"},"contact":{"phone":"1"},"ui":{"close":"Schliessen"}}`
	got, err := ShareFacts([]byte(german), []byte(english))
	if err != nil {
		t.Fatal(err)
	}
	want := `{"company":{"name":"QRS"},"contact":{"phone":"1"},"facts":{"patents":{"feedback":"EP 1"},"totalSupply":50000000},"ui":{"close":"Schliessen"}}`
	if string(got) != want {
		t.Errorf("got  %s\nwant %s", got, want)
	}
	var site map[string]any
	if err := json.Unmarshal(got, &site); err != nil {
		t.Fatal(err)
	}
	if filled := FillSiteSlotsIn("{facts.totalSupply} Coins", site, "de"); filled != "50’000’000 Coins" {
		t.Errorf("the German text reads %q", filled)
	}
}

func TestAFactStoredPerLanguageAsTextKeepsItsMeaning(t *testing.T) {
	t.Parallel()
	// A site of the release before: each language's site document held the supply as a
	// text in its own number format.
	english := `{"facts":{"totalSupply":"50,000,000"}}`
	german := `{"contact":{},"facts":{"totalSupply":"50’000’000"}}`
	got, err := ShareFacts([]byte(german), []byte(english))
	if err != nil {
		t.Fatal(err)
	}
	if want := `{"contact":{},"facts":{"totalSupply":"50’000’000"}}`; string(got) != want {
		t.Errorf("the German supply is not the German text: %s", got)
	}
	// Once the default language gives it as a number, that number is every language's.
	got, err = ShareFacts([]byte(german), []byte(`{"facts":{"totalSupply":60000000}}`))
	if err != nil {
		t.Fatal(err)
	}
	if want := `{"contact":{},"facts":{"totalSupply":60000000}}`; string(got) != want {
		t.Errorf("the number given once does not reach the German document: %s", got)
	}
	// A site that never had facts answers its document as it is.
	plain := `{"contact":{}}`
	if got, _ := ShareFacts([]byte(plain), []byte(`{"contact":{}}`)); string(got) != plain {
		t.Errorf("a site without facts: %s", got)
	}
}
