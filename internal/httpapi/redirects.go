package httpapi

import (
	"errors"
	"fmt"
	"io"
	"log/slog"
	"mime"
	"net/http"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/qrs-site/qrs/internal/content"
	"github.com/qrs-site/qrs/internal/database"
)

// redirectRoutes are the redirects' routes beyond the standard ones of their collection
// (collections.go): the list as a CSV file, and a CSV file imported.
func redirectRoutes(d *deps) []route {
	c := content.Redirects
	return []route{
		{"GET " + c.Path + ".csv", access(c.Read), handleRedirectsCSV(d.store, d.log)},
		{"POST " + c.Path + "/import", access(c.Write), handleRedirectsImport(d.store, d.log)},
	}
}

// redirectsCSVHeader are the columns of the redirects' CSV file, in order: the file an
// export writes imports back as it is.
var redirectsCSVHeader = []string{"from", "prefix", "to", "status"}

// The words of a prefix cell: the export writes yes or no; an import also takes true,
// false, 1, 0 and an empty cell (no).
var prefixCells = map[string]bool{"yes": true, "true": true, "1": true, "no": false, "false": false, "0": false, "": false}

// Import refusals of a cell or a file, beside the rules of a redirect itself.
const (
	msgPrefixCell   = "Enter yes or no"
	msgStatusCell   = "Enter 301 (moved for good) or 302 (for now)"
	msgNoRedirects  = "The file holds no redirects"
	msgCSVHeader    = "The first line must name the columns from, to and, if wanted, prefix and status"
	msgTwice        = "%s is also on line %d"
	maxImportErrors = 50 // lines whose errors an import's answer lists
	// maxImportLines is the most redirects one file imports: checked in about n log n and
	// written in one transaction that every other write waits for, 10,000 take well under
	// a second of it here. A longer file is refused whole (413), naming the limit.
	maxImportLines   = 10000
	msgTooManyLines  = "The file holds more than 10,000 redirects: import at most 10,000 lines at a time"
	redirectsCSVName = "redirects-"
)

// handleRedirectsCSV answers GET /api/redirects.csv: every redirect as a line of a CSV file
// a spreadsheet opens (csvWriter), in the list's order, with the columns from, prefix (yes
// or no), to and status (301 or 302). The file is named by its day: redirects-2026-03-02.csv.
func handleRedirectsCSV(store *database.Store, log *slog.Logger) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		list, err := database.ListOf[content.Redirect](r.Context(), store, content.Redirects)
		if err != nil {
			writeError(w, r, log, err)
			return
		}
		out := startCSV(w, redirectsCSVName+time.Now().UTC().Format(time.DateOnly)+".csv")
		if err := out.row(redirectsCSVHeader...); err != nil {
			return
		}
		for _, rd := range list {
			prefix := "no"
			if rd.Prefix {
				prefix = "yes"
			}
			if err := out.row(rd.From, prefix, rd.To, strconv.Itoa(rd.Status())); err != nil {
				return
			}
		}
		if err := out.flush(); err != nil {
			log.Info("redirects export abandoned", "err", err)
		}
	})
}

// importAnswer is the answer of an import that stored its file.
type importAnswer struct {
	Message string `json:"message"`
	database.ImportResult
}

// handleRedirectsImport answers POST /api/redirects/import: a CSV file with the columns of
// the export (from and to required; prefix and status empty for no and 301), sent as the
// body (text/csv) or as the file of a form (multipart, any field). Every line is checked by
// the rules of a redirect saved alone and among the others as the import leaves them; a
// from that exists already updates that redirect. All or nothing: any line refused stores
// nothing, and the 400 names the lines with their errors ("line 4": "to: …"); a file of more
// than maxImportLines redirects is refused whole with 413. 200 with how many were added,
// updated and found unchanged; each change is in the audit log.
func handleRedirectsImport(store *database.Store, log *slog.Logger) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		body, err := csvUpload(r)
		if err != nil {
			writeError(w, r, log, err)
			return
		}
		lines, err := readCSV(body)
		if err != nil {
			writeError(w, r, log, content.Errorf(content.Invalid, "This is not a CSV file: %v", err))
			return
		}
		if len(lines) > maxImportLines+1 { // the first line names the columns
			writeError(w, r, log, content.Errorf(content.TooLarge, "%s", msgTooManyLines))
			return
		}
		recs, numbers, bad, err := redirectsOfCSV(lines)
		if err != nil {
			writeError(w, r, log, err)
			return
		}
		// The lines fine alone are checked among the others even when some line was
		// refused alone, so that one answer names every line to mend.
		var res database.ImportResult
		var rows database.RowErrors
		if len(bad) > 0 {
			rows, err = store.CheckImport(r.Context(), content.Redirects, recs)
		} else if res, err = store.Import(r.Context(), content.Redirects, recs); errors.As(err, &rows) {
			err = nil
		}
		for i, errs := range rows {
			bad[numbers[i]] = errs
		}
		if err == nil && len(bad) > 0 {
			err = lineErrors(bad)
		}
		if err != nil {
			writeError(w, r, log, err)
			return
		}
		encode(w, http.StatusOK, importAnswer{Message: importSummary(res), ImportResult: res})
	})
}

// csvUpload answers the CSV file of a request: its body, or the first file of its form.
func csvUpload(r *http.Request) (io.Reader, error) {
	mt, _, _ := mime.ParseMediaType(r.Header.Get("Content-Type"))
	switch mt {
	case "text/csv", "text/plain", "application/csv", "application/vnd.ms-excel":
		return r.Body, nil
	case "multipart/form-data":
		mr, err := r.MultipartReader()
		if err != nil {
			return nil, content.Errorf(content.Invalid, "Could not read the form")
		}
		for {
			part, err := mr.NextPart()
			if err != nil {
				return nil, content.ValidationError(content.FieldErrors{"file": content.MsgRequired})
			}
			if part.FileName() != "" {
				return part, nil
			}
		}
	}
	return nil, content.Errorf(content.Unsupported, "Send a CSV file (text/csv) or a form with one")
}

// redirectsOfCSV answers the redirects of a CSV file's lines that are fine alone, with the
// line number of each, and the errors of the lines refused alone, by line number.
func redirectsOfCSV(lines []csvLine) ([]any, []int, map[int]content.FieldErrors, error) {
	if len(lines) == 0 {
		return nil, nil, nil, content.Errorf(content.Invalid, "%s", msgNoRedirects)
	}
	col := map[string]int{}
	for i, name := range lines[0].cells {
		name = strings.ToLower(strings.TrimSpace(name))
		if _, known := col[name]; known || !slices.Contains(redirectsCSVHeader, name) {
			return nil, nil, nil, content.Errorf(content.Invalid, "%s", msgCSVHeader)
		}
		col[name] = i
	}
	if _, ok := col["from"]; !ok {
		return nil, nil, nil, content.Errorf(content.Invalid, "%s", msgCSVHeader)
	}
	if _, ok := col["to"]; !ok {
		return nil, nil, nil, content.Errorf(content.Invalid, "%s", msgCSVHeader)
	}
	cell := func(l csvLine, name string) string {
		i, ok := col[name]
		if !ok || i >= len(l.cells) {
			return ""
		}
		return strings.TrimSpace(l.cells[i])
	}
	var recs []any
	var numbers []int
	bad := map[int]content.FieldErrors{}
	lineOf := map[string]int{} // the line of each from
	for _, l := range lines[1:] {
		if strings.TrimSpace(strings.Join(l.cells, "")) == "" {
			continue
		}
		rd := content.Redirects.New().(*content.Redirect)
		rd.From, rd.To = cell(l, "from"), cell(l, "to")
		errs := content.FieldErrors{}
		prefix, ok := prefixCells[strings.ToLower(cell(l, "prefix"))]
		if !ok {
			errs["prefix"] = msgPrefixCell
		}
		rd.Prefix = content.FlexBool(prefix)
		switch cell(l, "status") {
		case "", "301":
		case "302":
			rd.Temporary = true
		default:
			errs["status"] = msgStatusCell
		}
		for field, msg := range content.Redirects.Check(rd) {
			errs[field] = msg
		}
		if first, ok := lineOf[rd.From]; ok && errs["from"] == "" {
			errs["from"] = fmt.Sprintf(msgTwice, rd.From, first)
		} else if !ok {
			lineOf[rd.From] = l.number
		}
		if len(errs) > 0 {
			bad[l.number] = errs
			continue
		}
		recs, numbers = append(recs, rd), append(numbers, l.number)
	}
	if len(recs) == 0 && len(bad) == 0 {
		return nil, nil, nil, content.Errorf(content.Invalid, "%s", msgNoRedirects)
	}
	return recs, numbers, bad, nil
}

// lineErrors is the refusal of an import with errors on the lines of byLine: its message
// counts them and names the first lines, and each line's errors are at "line N", as
// "column: message" in the columns' order.
func lineErrors(byLine map[int]content.FieldErrors) error {
	numbers := make([]int, 0, len(byLine))
	for n := range byLine {
		numbers = append(numbers, n)
	}
	slices.Sort(numbers)
	fields := content.FieldErrors{}
	for _, n := range numbers[:min(len(numbers), maxImportErrors)] {
		var parts []string
		for _, column := range redirectsCSVHeader {
			if msg, ok := byLine[n][column]; ok {
				parts = append(parts, column+": "+msg)
			}
		}
		fields[fmt.Sprintf("line %d", n)] = strings.Join(parts, "; ")
	}
	named := make([]string, 0, 5)
	for _, n := range numbers[:min(len(numbers), 5)] {
		named = append(named, strconv.Itoa(n))
	}
	if len(numbers) > 5 {
		named = append(named, "…")
	}
	what := "1 line has errors (line "
	if len(numbers) > 1 {
		what = fmt.Sprintf("%d lines have errors (lines ", len(numbers))
	}
	return &content.Error{Code: content.Invalid, Fields: fields,
		Message: "Nothing was imported: " + what + strings.Join(named, ", ") + ")"}
}

// importSummary words what an import did: "2 added, 1 updated, 4 unchanged".
func importSummary(res database.ImportResult) string {
	return fmt.Sprintf("%d added, %d updated, %d unchanged", res.Added, res.Updated, res.Unchanged)
}
