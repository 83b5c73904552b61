package content

import (
	"encoding/json"
	"fmt"
	"io/fs"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/qrs-site/qrs/web"
)

// Language is one language the site speaks, as web/content/languages.json lists it: its code
// (the content documents' locale, and the prefix of its pages' paths but for the default
// language's), its own name, and its tags for <html lang> and og:locale.
type Language struct {
	Code     string `json:"code"`
	Name     string `json:"name"`
	HTMLLang string `json:"htmlLang"`
	OGLocale string `json:"ogLocale"`
	// Format is how it writes dates (nil: as the default language).
	Format *LanguageFormat `json:"format,omitempty"`
}

// LanguageList is the site's languages and the default one, whose pages keep their paths.
type LanguageList struct {
	Default   string     `json:"default"`
	Languages []Language `json:"languages"`
}

// Languages are the languages the site speaks: data, so another language is its entry and
// its translations, not code. The web app reads the same file (web/src/lib/languages.ts).
var Languages = mustLanguages(web.Content())

// IsLanguage reports whether code is one of the site's languages.
func (l LanguageList) IsLanguage(code string) bool {
	return slices.ContainsFunc(l.Languages, func(x Language) bool { return x.Code == code })
}

// LoadLanguages reads languages.json from fsys: at least one language, codes unique, the
// default among them.
func LoadLanguages(fsys fs.FS) (LanguageList, error) {
	var l LanguageList
	data, err := fs.ReadFile(fsys, "languages.json")
	if err == nil {
		err = json.Unmarshal(data, &l)
	}
	if err != nil {
		return l, fmt.Errorf("languages.json: %w", err)
	}
	seen := map[string]bool{}
	for _, x := range l.Languages {
		if x.Code == "" || x.Name == "" || x.HTMLLang == "" || x.OGLocale == "" || seen[x.Code] {
			return l, fmt.Errorf("languages.json: language %+v lacks a part or is listed twice", x)
		}
		seen[x.Code] = true
	}
	if !seen[l.Default] {
		return l, fmt.Errorf("languages.json: the default language %q is not listed", l.Default)
	}
	return l, nil
}

func mustLanguages(fsys fs.FS) LanguageList {
	l, err := LoadLanguages(fsys)
	if err != nil {
		panic(err)
	}
	return l
}

// Others answers the languages but the default one, in their order.
func (l LanguageList) Others() []Language {
	var out []Language
	for _, x := range l.Languages {
		if x.Code != l.Default {
			out = append(out, x)
		}
	}
	return out
}

// Find answers the language of code.
func (l LanguageList) Find(code string) (Language, bool) {
	i := slices.IndexFunc(l.Languages, func(x Language) bool { return x.Code == code })
	if i < 0 {
		return Language{}, false
	}
	return l.Languages[i], true
}

// LanguageFormat is how a language writes dates and numbers where the JavaScript engine of
// the server has no Intl: the web app formats with the same data (web/src/lib/format.ts).
type LanguageFormat struct {
	Date    string   `json:"date"`    // "{day}. {month} {year}"
	Months  []string `json:"months"`  // January to December
	Group   string   `json:"group"`   // the mark between groups of three digits: "," or "’"
	Decimal string   `json:"decimal"` // the mark before the decimals: "." or ","
}

// LongDate writes a calendar day in the language of code as its pages do ("January 15,
// 2025", "15. Januar 2025"); a language without date data writes it as the default one's
// would, and without any, in English.
func (l LanguageList) LongDate(t time.Time, code string) string {
	for _, try := range []string{code, l.Default} {
		if x, ok := l.Find(try); ok && x.Format != nil && len(x.Format.Months) == 12 && x.Format.Date != "" {
			return strings.NewReplacer("{day}", strconv.Itoa(t.Day()), "{month}", x.Format.Months[t.Month()-1],
				"{year}", strconv.Itoa(t.Year())).Replace(x.Format.Date)
		}
	}
	return t.Format("January 2, 2006")
}
