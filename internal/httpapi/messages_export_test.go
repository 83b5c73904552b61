package httpapi

import (
	"encoding/csv"
	"net/http"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/qrs-site/qrs/internal/content"
)

// exportRows fetches an inbox export and answers its file name and rows, checking the
// byte-order mark and the CRLF line ends a spreadsheet expects.
func exportRows(t *testing.T, site *testSite, query string) (string, [][]string) {
	t.Helper()
	res := site.admin("GET", "/api/contact-messages.csv"+query, nil)
	body := expectStatus(t, res, http.StatusOK)
	if ct := res.Header.Get("Content-Type"); ct != "text/csv; charset=utf-8" {
		t.Fatalf("Content-Type = %q", ct)
	}
	name := regexp.MustCompile(`filename="([^"]+)"`).FindStringSubmatch(res.Header.Get("Content-Disposition"))
	if name == nil {
		t.Fatalf("Content-Disposition = %q", res.Header.Get("Content-Disposition"))
	}
	if !strings.HasPrefix(body, "\uFEFF") || !strings.HasSuffix(body, "\r\n") {
		t.Fatalf("the file lacks its byte-order mark or CRLF ends: %q", body)
	}
	rows, err := csv.NewReader(strings.NewReader(strings.TrimPrefix(body, "\uFEFF"))).ReadAll()
	if err != nil {
		t.Fatal(err)
	}
	return name[1], rows
}

// sendMessage posts a contact message as a visitor and answers its id in the inbox.
func sendMessage(t *testing.T, site *testSite, name, subject, text string) int64 {
	t.Helper()
	expectStatus(t, site.do("POST", "/api/contact", "", map[string]string{"name": name, "email": "maria@example.com",
		"subject": subject, "message": text}), http.StatusOK)
	list := decodeAs[[]content.InboxMessage](t, site.admin("GET", "/api/contact-messages", nil), http.StatusOK)
	return list[0].ID
}

func TestTheInboxExportIsACSVFileASpreadsheetOpensSafely(t *testing.T) {
	t.Parallel()
	site := newSite(t, nil)
	name, rows := exportRows(t, site, "")
	if !regexp.MustCompile(`^messages-\d{4}-\d{2}-\d{2}\.csv$`).MatchString(name) || len(rows) != 1 ||
		!slices.Equal(rows[0], []string{"Received", "Name", "E-mail", "Subject", "Message", "Read", "Answered"}) {
		t.Fatalf("an empty inbox exports %q %v", name, rows)
	}
	text := "Hello, \"team\"\r\nsecond line\nthird, with a comma"
	first := sendMessage(t, site, `Keller, Maria "Mia"`, "wellness-centers", text)
	second := sendMessage(t, site, `=cmd|" /C calc"!A0`, "qrs-coin", "-5 units please, and more")
	expectStatus(t, site.admin("PATCH", "/api/contact-messages/"+itoa(second), map[string]bool{"answered": true}), http.StatusOK)

	if body := readBody(t, site.admin("GET", "/api/contact-messages.csv", nil)); !strings.Contains(body, `"Hello, ""team""`+"\r\nsecond line\nthird") {
		t.Errorf("the message's own line breaks are not kept: %q", body)
	}
	_, rows = exportRows(t, site, "")
	if len(rows) != 3 {
		t.Fatalf("rows = %v", rows)
	}
	newest, older := rows[1], rows[2]
	iso := regexp.MustCompile(`^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$`)
	if newest[1] != `'=cmd|" /C calc"!A0` || newest[3] != "QRS Coin Investment" || newest[4] != "'-5 units please, and more" ||
		!iso.MatchString(newest[0]) || !iso.MatchString(newest[5]) || !iso.MatchString(newest[6]) {
		t.Errorf("the newest message exports as %q", newest)
	}
	// Go's CSV reader reads a CRLF inside a cell as LF; the file itself keeps the message's own.
	if older[1] != `Keller, Maria "Mia"` || older[3] != "Wellness Centers" || older[4] != strings.ReplaceAll(text, "\r\n", "\n") ||
		older[5] != "" || older[6] != "" {
		t.Errorf("the older message exports as %q", older)
	}

	// The panel's filtered list: just those messages, in its order, named as a part.
	name, rows = exportRows(t, site, "?ids="+itoa(first)+",999,"+itoa(second))
	if !strings.HasPrefix(name, "messages-filtered-") || len(rows) != 3 || rows[1][1] != older[1] || rows[2][1] != newest[1] {
		t.Fatalf("filtered export %q = %v", name, rows)
	}
	expectStatus(t, site.admin("GET", "/api/contact-messages.csv?ids=1,x", nil), http.StatusBadRequest)
}

func TestACSVCellThatASpreadsheetWouldRunIsKeptAsText(t *testing.T) {
	t.Parallel()
	for _, danger := range []string{`=HYPERLINK("http://x.example","click")`, "+1+1", "-2+3", "@SUM(A1)", "\t=1", "\r=1"} {
		if got, want := csvCell(danger), `"'`+strings.ReplaceAll(danger, `"`, `""`)+`"`; got != want {
			t.Errorf("csvCell(%q) = %q, want %q", danger, got, want)
		}
	}
	for _, safe := range []string{"Maria = Mia", "a@b.example", ""} {
		if got := csvCell(safe); got != `"`+safe+`"` {
			t.Errorf("csvCell(%q) = %q", safe, got)
		}
	}
}
