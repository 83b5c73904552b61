package content

import (
	"testing"
	"testing/fstest"
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
