package content

import (
	"encoding/json"
	"fmt"
	"io/fs"
	"regexp"
	"strings"

	"github.com/qrs-site/qrs/web"
)

// DocumentWords are what editors call a content document and what it holds, as
// web/content/documents.json states them for the panel (document-names.ts) and the server.
type DocumentWords struct {
	Name  string `json:"name"`
	About string `json:"about"`
}

// LoadDocumentNames reads documents.json of a content model folder: each document's words by key.
func LoadDocumentNames(fsys fs.FS) (map[string]DocumentWords, error) {
	data, err := fs.ReadFile(fsys, "documents.json")
	if err != nil {
		return nil, err
	}
	var names map[string]DocumentWords
	if err := json.Unmarshal(data, &names); err != nil {
		return nil, fmt.Errorf("documents.json: %w", err)
	}
	for key, w := range names {
		if w.Name == "" {
			return nil, fmt.Errorf("documents.json: %q has no name", key)
		}
	}
	return names, nil
}

// documentNames are the document names built into the binary, read at start.
var documentNames = func() map[string]DocumentWords {
	names, err := LoadDocumentNames(web.Content())
	if err != nil {
		panic(err) // documents.json is built into the binary: a test proves it loads
	}
	return names
}()

// separators are what a key's words are joined by.
var separators = regexp.MustCompile(`[-_]+`)

// DocumentName is what editors call the document of key ("qrs-coin" → "QRS Coin"), as the
// panel's documentName does; an unknown key is spelled out ("new-page" → "New page").
func DocumentName(key string) string {
	if w, ok := documentNames[key]; ok {
		return w.Name
	}
	spaced := separators.ReplaceAllString(key, " ")
	if spaced == "" {
		return spaced
	}
	return strings.ToUpper(spaced[:1]) + spaced[1:]
}
