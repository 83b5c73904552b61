package content

import (
	"encoding/json"
	"io/fs"
	"testing"

	"github.com/qrs-site/qrs/web"
)

// A partner's website may leave out its https://, as the partners page puts it in; what it
// then links to must keep the one link rule.
func TestAPartnersWebsiteKeepsTheLinkRule(t *testing.T) {
	t.Parallel()
	for website, ok := range map[string]bool{
		"https://clinic.example":               true,
		"http://clinic.example/about?x=1#team": true,
		"clinic.example":                       true,
		"www.clinic.example/path":              true,
		"clinic.example:8443/path":             true,
		"https://[2001:db8::1]/":               true,
		"https://münchen.example":              true,

		"javascript:alert(1)":                      false,
		"JavaScript:alert(1)":                      false,
		"javascript://%0aalert(1)":                 false,
		"data:text/html,<script>alert(1)</script>": false,
		"vbscript:msgbox(1)":                       false,
		"//evil.example":                           false,
		"https://trusted.example@evil.example":     false,
		"https://clinic.example/a\x07b":            false, // a control character
		"https://clinic.example/a\u0085b":          false, // a control character of Latin-1
		"https://clinic\x00.example":               false,
		"https://clinic example":                   false,
		"https://":                                 false,
		"HTTPS://clinic.example":                   false, // write the scheme as the link rule does
		"mailto:info@clinic.example":               false,
	} {
		p := GlobalPartner{Name: "Clinic", PartnerType: "clinic", Country: "Austria", Website: website}
		errs := p.Normalize()
		if ok && errs != nil {
			t.Errorf("%q refused: %v", website, errs)
		}
		if !ok && errs["website"] != Link.Website.Message {
			t.Errorf("%q: errors %v, want the website refused with %q", website, errs, Link.Website.Message)
		}
	}
}

// The addresses of a record's files keep the link rule too, and are a path of this site or
// an http(s) URL.
func TestTheFilesOfRecordsKeepTheLinkRule(t *testing.T) {
	t.Parallel()
	for url, ok := range map[string]bool{
		"/uploads/a.png":                 true,
		"https://cdn.example/a.png":      true,
		"javascript:alert(1)":            false,
		"//evil.example/a.png":           false,
		"/\\evil.example/a.png":          false,
		"/uploads/a\u0085.png":           false,
		"#top":                           false,
		"mailto:a@example.com":           false,
		"https://user@cdn.example/a.png": false,
	} {
		m := TeamMember{Name: "Ada", Title: "T", Company: "C", Description: "D", ImageURL: url}
		if errs := m.Normalize(); (errs == nil) != ok {
			t.Errorf("image %q: errors %v, want accepted %v", url, errs, ok)
		}
		p := ResearchPaper{Title: "T", Description: "D", Category: "c", PdfURL: url}
		if errs := p.Normalize(); (errs == nil) != ok {
			t.Errorf("file %q: errors %v, want accepted %v", url, errs, ok)
		}
	}
}

// The links of the content documents are checked by schema.json, which the web app writes
// from its schema: every link there carries the pattern of rules.json, not a copy of it.
func TestTheContentSchemaChecksLinksWithTheLinkRule(t *testing.T) {
	t.Parallel()
	data, err := fs.ReadFile(web.Content(), "schema.json")
	if err != nil {
		t.Fatal(err)
	}
	var schema any
	if err := json.Unmarshal(data, &schema); err != nil {
		t.Fatal(err)
	}
	links, others := 0, 0
	var walk func(v any)
	walk = func(v any) {
		switch v := v.(type) {
		case map[string]any:
			if p, ok := v["pattern"].(string); ok {
				if p == Link.Pattern {
					links++
				} else {
					others++
				}
			}
			for _, c := range v {
				walk(c)
			}
		case []any:
			for _, c := range v {
				walk(c)
			}
		}
	}
	walk(schema)
	if links == 0 {
		t.Fatalf("no field of schema.json is checked with the link rule (%d other patterns)", others)
	}
}
