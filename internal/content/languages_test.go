package content

import (
	"testing"
	"testing/fstest"
	"time"
)

func TestTheSiteSpeaksEnglishByDefaultAndGerman(t *testing.T) {
	t.Parallel()
	if DefaultLocale != "en" || !Languages.IsLanguage("de") || !Languages.IsLanguage("en") || Languages.IsLanguage("fr") {
		t.Fatalf("languages = %+v", Languages)
	}
}

func TestLanguagesAreRefusedWhenIncomplete(t *testing.T) {
	t.Parallel()
	for name, text := range map[string]string{
		"not JSON":            `[`,
		"no default listed":   `{"default": "fr", "languages": [{"code": "en", "name": "English", "htmlLang": "en", "ogLocale": "en_US"}]}`,
		"a language twice":    `{"default": "en", "languages": [{"code": "en", "name": "English", "htmlLang": "en", "ogLocale": "en_US"}, {"code": "en", "name": "E", "htmlLang": "en", "ogLocale": "en_GB"}]}`,
		"a language unnamed":  `{"default": "en", "languages": [{"code": "en", "htmlLang": "en", "ogLocale": "en_US"}]}`,
		"no languages at all": `{"default": "en", "languages": []}`,
	} {
		if _, err := LoadLanguages(fstest.MapFS{"languages.json": {Data: []byte(text)}}); err == nil {
			t.Errorf("%s: taken", name)
		}
	}
}

// The server dates the PDFs with the data the pages date with where Intl is missing
// (web/src/lib/format.ts), so a German page and its PDF write the same day alike.
func TestLongDatesAreWrittenAsEachLanguageWritesThem(t *testing.T) {
	t.Parallel()
	day := time.Date(2026, time.November, 25, 0, 0, 0, 0, time.UTC)
	for code, want := range map[string]string{"en": "November 25, 2026", "de": "25. November 2026", "fr": "November 25, 2026"} {
		if got := Languages.LongDate(day, code); got != want {
			t.Errorf("%s: %q, want %q", code, got, want)
		}
	}
	if got := Languages.LongDate(time.Date(2025, time.March, 1, 0, 0, 0, 0, time.UTC), "de"); got != "1. März 2025" {
		t.Errorf("de: %q", got)
	}
}
