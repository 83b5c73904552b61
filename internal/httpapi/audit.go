package httpapi

import (
	"context"
	"encoding/json"
	"log/slog"
	"net/http"
	"net/url"
	"strconv"
	"strings"
	"time"

	"github.com/qrs-site/qrs/internal/content"
	"github.com/qrs-site/qrs/internal/database"
)

// auditRoutes are the routes of the audit log: owners read it and export it. No route
// changes or deletes an entry; only the retention sweep removes the oldest.
func auditRoutes(d *deps) []route {
	return []route{
		{"GET /api/audit", ownerOnly, handleAuditList(d.store, d.log)},
		{"GET /api/audit.csv", ownerOnly, handleAuditCSV(d.store, d.log)},
	}
}

// auditServerName names, in the panel and the export, who made the changes the server
// made by itself (a scheduled publish).
const auditServerName = "the server"

// Paging of GET /api/audit: entries per page unless limit says otherwise, and at most.
const (
	auditPage    = 50
	auditMaxPage = 200
)

// auditPageAnswer is the answer of GET /api/audit: a page of entries, newest first; the
// before to ask for the next page (null on the last); everyone and every kind the log has
// entries of, for the filters ("" is the server, named serverName).
type auditPageAnswer struct {
	Entries    []database.AuditRecord `json:"entries"`
	NextBefore *int64                 `json:"nextBefore"`
	Actors     []string               `json:"actors"`
	Kinds      []string               `json:"kinds"`
	ServerName string                 `json:"serverName"`
}

// auditFilter reads the filters of the query: actor (present, even empty: that person; ""
// is the server), kind, from and to (RFC 3339 times, or dates meaning whole UTC days, to
// included), before (an entry id) and limit.
func auditFilter(q url.Values) (database.AuditFilter, error) {
	var f database.AuditFilter
	fields := content.FieldErrors{}
	if q.Has("actor") {
		a := q.Get("actor")
		f.Actor = &a
	}
	f.Kind = q.Get("kind")
	parseTime := func(name string, endOfDay bool) time.Time {
		v := q.Get(name)
		if v == "" {
			return time.Time{}
		}
		if t, err := time.Parse(time.RFC3339, v); err == nil {
			return t
		}
		if t, err := time.Parse(time.DateOnly, v); err == nil {
			if endOfDay {
				t = t.AddDate(0, 0, 1)
			}
			return t
		}
		fields[name] = "Enter a date such as 2026-03-02"
		return time.Time{}
	}
	f.From, f.To = parseTime("from", false), parseTime("to", true)
	if v := q.Get("before"); v != "" {
		n, err := strconv.ParseInt(v, 10, 64)
		if err != nil || n <= 0 {
			fields["before"] = "Must be a positive whole number"
		}
		f.Before = n
	}
	f.Limit = auditPage
	if v := q.Get("limit"); v != "" {
		n, err := strconv.Atoi(v)
		if err != nil || n <= 0 {
			fields["limit"] = "Must be a positive whole number"
		}
		f.Limit = min(n, auditMaxPage)
	}
	if len(fields) > 0 {
		return f, content.ValidationError(fields)
	}
	return f, nil
}

// handleAuditList answers GET /api/audit (owners): a page of the entries the filters
// choose, newest first, with the facets of the filters; 400 for a filter that is not one.
func handleAuditList(store *database.Store, log *slog.Logger) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		f, err := auditFilter(r.URL.Query())
		ans := auditPageAnswer{ServerName: auditServerName}
		if err == nil {
			ans.Entries, err = store.ListAudit(r.Context(), f)
		}
		if err == nil {
			ans.Actors, ans.Kinds, err = store.AuditFacets(r.Context())
		}
		if err != nil {
			writeError(w, r, log, err)
			return
		}
		if n := len(ans.Entries); n > 0 && n == f.Limit {
			last := ans.Entries[n-1].ID
			ans.NextBefore = &last
		}
		w.Header().Set("Cache-Control", "no-store")
		encode(w, http.StatusOK, ans)
	})
}

// auditCSVHeader are the columns of the export.
var auditCSVHeader = []string{"When", "Who", "From address", "Action", "Kind", "Target", "Target id", "Changes"}

// auditCSVBatch is how many entries the export reads at a time, so no read stays open
// while a slow client downloads.
const auditCSVBatch = 500

// handleAuditCSV answers GET /api/audit.csv (owners): every entry the filters choose
// (before and limit are ignored), newest first, as a CSV file (see csvWriter), one row per
// entry with its changes as lines "field: from → to" (values in JSON).
func handleAuditCSV(store *database.Store, log *slog.Logger) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		f, err := auditFilter(r.URL.Query())
		if err != nil {
			writeError(w, r, log, err)
			return
		}
		f.Before, f.Limit = 0, auditCSVBatch
		// The first batch is read before the answer starts, so a failing store is a 500.
		batch, err := store.ListAudit(r.Context(), f)
		if err != nil {
			writeError(w, r, log, err)
			return
		}
		out := startCSV(w, "audit-log-"+time.Now().UTC().Format(time.DateOnly)+".csv")
		if err := out.row(auditCSVHeader...); err != nil {
			return
		}
		for {
			for _, e := range batch {
				if err := out.row(auditCSVRow(e)...); err != nil {
					return // the client went away
				}
			}
			if len(batch) < f.Limit {
				break
			}
			f.Before = batch[len(batch)-1].ID
			if batch, err = store.ListAudit(r.Context(), f); err != nil {
				// The status is sent; the file ends short and the log says why.
				log.Error("audit export ended early", "err", err)
				break
			}
		}
		_ = out.flush()
	})
}

// auditCSVRow is the row of one entry.
func auditCSVRow(e database.AuditRecord) []string {
	who := e.Actor
	if who == "" {
		who = auditServerName
	}
	target := ""
	if e.TargetID != nil {
		target = strconv.FormatInt(*e.TargetID, 10)
	}
	lines := make([]string, 0, len(e.Changes))
	for _, c := range e.Changes {
		lines = append(lines, c.Field+": "+auditValue(c.From)+" → "+auditValue(c.To))
	}
	return []string{e.At, who, e.IP, e.Action, e.Kind, e.Target, target, strings.Join(lines, "\n")}
}

// auditValue writes a value of a change as JSON.
func auditValue(v any) string {
	data, err := json.Marshal(v)
	if err != nil {
		return ""
	}
	return string(data)
}

// auditSweepInterval is how often the retention sweep runs.
const auditSweepInterval = 24 * time.Hour

// RunAuditRetention removes the audit log's entries older than database.AuditRetention now
// and then once a day, until ctx ends: on one instance of the site at a time, the one that
// holds the retention's lease.
func (s *Server) RunAuditRetention(ctx context.Context) {
	s.d.store.RunLeased(ctx, "audit-retention", s.runAuditRetention)
}

func (s *Server) runAuditRetention(ctx context.Context) {
	for {
		if n, err := s.d.store.PurgeAudit(ctx); err != nil && ctx.Err() == nil {
			s.d.log.Error("audit log retention", "err", err)
		} else if n > 0 {
			s.d.log.Info("audit log entries past their retention removed", "count", n)
		}
		select {
		case <-ctx.Done():
			return
		case <-time.After(auditSweepInterval):
		}
	}
}
