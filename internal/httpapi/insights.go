package httpapi

import (
	"context"
	"net/http"
	"net/netip"
	"path"
	"strconv"
	"strings"

	"github.com/qrs-site/qrs/internal/content"
	"github.com/qrs-site/qrs/internal/database"
	"github.com/qrs-site/qrs/internal/insights"
)

// The Insights tab's routes (package insights counts): the report of a range and its
// tables as CSV, the retention setting, the not-found log, and the report of a page the
// web app showed by itself.
func insightsRoutes(d *deps) []route {
	return []route{
		{"GET /api/insights", viewer, handleInsights(d)},
		{"GET /api/insights.csv", viewer, handleInsightsCSV(d)},
		{"GET /api/insights/settings", viewer, handleInsightsSettings(d)},
		{"PUT /api/insights/settings", ownerOnly, handleInsightsSettingsPut(d)},
		{"POST /api/insights/view", public, handleAppView(d)},
		{"GET /api/not-found", viewer, handleNotFoundLog(d)},
		{"DELETE /api/not-found", editor, handleNotFoundForget(d)},
	}
}

// maxReportRows bounds each table of GET /api/insights; the CSV files hold every row.
const maxReportRows = 100

// clientAddr answers r's client address (see trustedProxies.clientIP).
func (d *deps) clientAddr(r *http.Request) netip.Addr {
	a, _ := d.proxies.client(r)
	return a
}

// flushInsights writes this instance's counts not yet in the store, so what r reads next
// is current; a failure leaves them for the next batch.
func (d *deps) flushInsights(r *http.Request) {
	if d.insights == nil {
		return
	}
	if err := d.insights.Flush(r.Context()); err != nil {
		d.log.Warn("insights: writing counts before they are read", "err", err)
	}
}

// report answers the report of r's range, this instance's latest counts included.
func (d *deps) report(r *http.Request, limit int) (*insights.Report, error) {
	cur, prev, err := insights.ParsePeriod(r.URL.Query(), d.store.Now())
	if err != nil {
		return nil, err
	}
	d.flushInsights(r)
	return insights.MakeReport(r.Context(), d.store, cur, prev, limit)
}

// handleInsights answers GET /api/insights?range=7d|30d|12m (or from=&to=, dates): the
// visitors and views per day (per month over long ranges), the totals, the same for the
// period before, and the top rows of each table.
func handleInsights(d *deps) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		rep, err := d.report(r, maxReportRows)
		if err != nil {
			writeError(w, r, d.log, err)
			return
		}
		w.Header().Set("Cache-Control", "no-store")
		encode(w, http.StatusOK, rep)
	})
}

// handleInsightsCSV answers GET /api/insights.csv?table=NAME with the range's parameters:
// every row of the table (or, for table=series, the chart's points) as a CSV file.
func handleInsightsCSV(d *deps) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		name := r.URL.Query().Get("table")
		if _, ok := insights.TableNamed(name); !ok && name != "series" {
			writeError(w, r, d.log, content.Errorf(content.Invalid, "table must name one of the report's tables"))
			return
		}
		rep, err := d.report(r, 0)
		if err != nil {
			writeError(w, r, d.log, err)
			return
		}
		rows, err := rep.CSV(name)
		if err != nil {
			writeError(w, r, d.log, err)
			return
		}
		file := "insights-" + name + "-" + rep.Range.From + "-to-" + rep.Range.To + ".csv"
		w.Header().Set("Content-Type", "text/csv; charset=utf-8")
		w.Header().Set("Content-Disposition", `attachment; filename="`+file+`"`)
		w.Header().Set("Cache-Control", "no-store")
		out := newCSVWriter(w)
		for _, row := range rows {
			if out.row(row...) != nil {
				return
			}
		}
		_ = out.flush()
	})
}

// insightsSettings are the Insights tab's settings.
type insightsSettings struct {
	// RetentionMonths is how long the hourly counts are kept.
	RetentionMonths int `json:"retentionMonths"`
	// Counting says whether this server counts visits (QRS_INSIGHTS).
	Counting bool `json:"counting"`
}

// maxRetentionMonths bounds the retention setting (ten years).
const maxRetentionMonths = 120

func handleInsightsSettings(d *deps) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		months, err := insights.Retention(r.Context(), d.store)
		if err != nil {
			writeError(w, r, d.log, err)
			return
		}
		encode(w, http.StatusOK, insightsSettings{RetentionMonths: months, Counting: d.insights != nil})
	})
}

// handleInsightsSettingsPut answers PUT /api/insights/settings {retentionMonths}: owners set
// how many months (1 to 120) the hourly counts are kept; older ones are deleted at once.
func handleInsightsSettingsPut(d *deps) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		var req struct {
			RetentionMonths int `json:"retentionMonths"`
		}
		if err := decode(w, r, &req); err != nil {
			writeError(w, r, d.log, err)
			return
		}
		if req.RetentionMonths < 1 || req.RetentionMonths > maxRetentionMonths {
			writeError(w, r, d.log, content.ValidationError(content.FieldErrors{
				"retentionMonths": "Keep the counts from 1 to " + strconv.Itoa(maxRetentionMonths) + " months"}))
			return
		}
		was, err := insights.Retention(r.Context(), d.store)
		if err != nil {
			writeError(w, r, d.log, err)
			return
		}
		if err := d.store.SetSetting(r.Context(), insights.RetentionKey, strconv.Itoa(req.RetentionMonths), database.AuditEntry{
			Action: "update", Kind: database.SettingsKind, Target: "Insights",
			Changes: []database.AuditChange{{Field: "retentionMonths", From: was, To: req.RetentionMonths}},
		}); err != nil {
			writeError(w, r, d.log, err)
			return
		}
		if d.insights != nil {
			if err := d.insights.Prune(r.Context()); err != nil {
				d.log.Warn("insights: deleting old counts", "err", err)
			}
		}
		encode(w, http.StatusOK, insightsSettings{RetentionMonths: req.RetentionMonths, Counting: d.insights != nil})
	})
}

// handleAppView answers POST /api/insights/view {path}: the web app reports a page it
// showed without asking the server for it (a link followed inside the site), counted as a
// view like a page the server answered. Only a public page's address counts; 204 either way.
func handleAppView(d *deps) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		var req struct {
			Path string `json:"path"`
		}
		if err := decode(w, r, &req); err != nil {
			writeError(w, r, d.log, err)
			return
		}
		if p := req.Path; d.insights != nil && strings.HasPrefix(p, "/") && path.Clean(p) == p && d.site.IsPublicPage(r.Context(), p) {
			d.insights.AppView(r, d.clientAddr(r), p)
		}
		w.WriteHeader(http.StatusNoContent)
	})
}

// notFoundLog is the answer of GET /api/not-found: the paths visitors and bots asked for
// that the site does not have, the most asked for first, and how many rows the log keeps.
type notFoundLog struct {
	Visitors []database.NotFoundEntry `json:"visitors"`
	Bots     []database.NotFoundEntry `json:"bots"`
	Limit    int                      `json:"limit"`
}

func handleNotFoundLog(d *deps) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		d.flushInsights(r)
		var out notFoundLog
		var err error
		if out.Visitors, err = d.store.NotFoundLog(r.Context(), false); err == nil {
			out.Bots, err = d.store.NotFoundLog(r.Context(), true)
		}
		if err != nil {
			writeError(w, r, d.log, err)
			return
		}
		// A path the site answers by now (a redirect made from the log, a page added) has
		// been dealt with: it leaves the list, and the log, when it is not asked for again.
		out.Visitors, out.Bots = d.stillNotFound(r, out.Visitors), d.stillNotFound(r, out.Bots)
		out.Limit = database.NotFoundLogRows
		w.Header().Set("Cache-Control", "no-store")
		encode(w, http.StatusOK, out)
	})
}

// stillNotFound answers the entries whose path the site still does not answer.
func (d *deps) stillNotFound(r *http.Request, entries []database.NotFoundEntry) []database.NotFoundEntry {
	out := entries[:0]
	for _, e := range entries {
		if ok, err := d.site.Answers(r.Context(), e.Path); err != nil || !ok {
			out = append(out, e)
		}
	}
	return out
}

// handleNotFoundForget answers DELETE /api/not-found?path=P: the path leaves the log (it
// was dealt with, say by a redirect).
func handleNotFoundForget(d *deps) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		p := r.URL.Query().Get("path")
		if !strings.HasPrefix(p, "/") {
			writeError(w, r, d.log, content.Errorf(content.Invalid, "path must be a path of the site"))
			return
		}
		if err := d.store.ForgetNotFound(r.Context(), p); err != nil {
			writeError(w, r, d.log, err)
			return
		}
		w.WriteHeader(http.StatusNoContent)
	})
}

// RunInsights writes the visits counted to the store every 10 seconds, and deletes the
// counts past their retention now and then, until ctx ends; then it writes the last ones.
func (s *Server) RunInsights(ctx context.Context) {
	if s.d.insights != nil {
		s.d.insights.Run(ctx)
	}
}
