package content

import (
	"strings"
	"testing"
	"unicode/utf8"
)

func TestFillingStopsOnceATextWouldPassTheMostAFilledTextMayHold(t *testing.T) {
	t.Parallel()
	toggle := strings.Repeat("{label}", 42) // as much of it as the field holds
	filled := FillTemplate(toggle, map[string]string{"label": strings.Repeat("x", 10000)})
	if n := utf8.RuneCountInString(filled); n > Slots.MaxFilled {
		t.Fatalf("a filled text of %d characters, over %d", n, Slots.MaxFilled)
	}
	if !strings.HasPrefix(filled, strings.Repeat("x", 10000)) || !strings.HasSuffix(filled, "{label}") {
		t.Errorf("the slots are not filled from the start and left as written after: %.40q…%.40q", filled, filled[len(filled)-40:])
	}
	site := map[string]any{"company": map[string]any{"name": strings.Repeat("n", 300)}}
	if n := utf8.RuneCountInString(FillSiteSlots(strings.Repeat("{company.name} ", 1300), site)); n > Slots.MaxFilled {
		t.Errorf("a text filled from the site document has %d characters", n)
	}
}

func TestAValuePutInIsNeverFilledAgain(t *testing.T) {
	t.Parallel()
	if got := FillTemplate("{a}", map[string]string{"a": "{a}{a}"}); got != "{a}{a}" {
		t.Errorf("FillTemplate = %q", got)
	}
	site := map[string]any{"company": map[string]any{"name": "{company.name}{company.name}"}}
	if got := FillSiteSlots("{company.name}", site); got != "{company.name}{company.name}" {
		t.Errorf("FillSiteSlots = %q", got)
	}
}
