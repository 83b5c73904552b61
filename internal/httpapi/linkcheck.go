package httpapi

import (
	"context"
	"errors"
	"io/fs"
	"net/http"
	"net/url"
	"path"
	"strings"

	"github.com/qrs-site/qrs/internal/content"
	"github.com/qrs-site/qrs/internal/database"
	"github.com/qrs-site/qrs/internal/linkcheck"
)

// linkCheckRoutes are the routes of the link checker: everyone in the panel reads the last
// run's broken links; editors and owners start a check.
func linkCheckRoutes(d *deps) []route {
	return []route{
		{"GET /api/link-check", viewer, handleLinkCheckState(d)},
		{"POST /api/link-check", editor, handleLinkCheckStart(d)},
	}
}

// MsgLinkCheckOff refuses a check on a site whose link checker is turned off.
const MsgLinkCheckOff = "The link checker is turned off on this site (QRS_LINK_CHECK=off)"

// linkCheckAnswer is the state of the link checker as the panel reads it. Times are RFC
// 3339, null when there is none.
type linkCheckAnswer struct {
	// Enabled is false on a site whose link checker is turned off.
	Enabled bool `json:"enabled"`
	// Running: a check was asked for or is under way; Total and Done count its addresses.
	Running     bool    `json:"running"`
	RequestedAt *string `json:"requestedAt"`
	StartedAt   *string `json:"startedAt"`
	Total       int     `json:"total"`
	Done        int     `json:"done"`
	// FinishedAt is when the last run finished, Checked how many addresses it checked and
	// Broken those that did not answer, by address.
	FinishedAt *string               `json:"finishedAt"`
	Checked    int                   `json:"checked"`
	Broken     []database.LinkResult `json:"broken"`
}

func orNull(s string) *string {
	if s == "" {
		return nil
	}
	return &s
}

// linkCheckState answers the checker's state and the last run's broken links.
func linkCheckState(ctx context.Context, d *deps) (linkCheckAnswer, error) {
	run, err := d.store.LinkCheckRun(ctx)
	if err != nil {
		return linkCheckAnswer{}, err
	}
	broken, err := d.store.LinkCheckResults(ctx, true)
	if err != nil {
		return linkCheckAnswer{}, err
	}
	return linkCheckAnswer{Enabled: d.links != nil, Running: d.links != nil && run.Running(), RequestedAt: orNull(run.RequestedAt),
		StartedAt: orNull(run.StartedAt), Total: run.Total, Done: run.Done, FinishedAt: orNull(run.FinishedAt),
		Checked: run.Checked, Broken: broken}, nil
}

// handleLinkCheckState answers GET /api/link-check (viewer): whether the checker is on and
// running (with its progress), when the last run finished, how many links it checked, and
// its broken links, each with its reason, when it was checked and everywhere it is used.
func handleLinkCheckState(d *deps) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		answer, err := linkCheckState(r.Context(), d)
		if err != nil {
			writeError(w, r, d.log, err)
			return
		}
		encode(w, http.StatusOK, answer)
	})
}

// handleLinkCheckStart answers POST /api/link-check (editor): a check of every link starts
// in the background, 202 with the state; 409 when one is running already, or when the
// checker is turned off (QRS_LINK_CHECK=off).
func handleLinkCheckStart(d *deps) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if d.links == nil {
			writeError(w, r, d.log, content.Errorf(content.Conflict, MsgLinkCheckOff))
			return
		}
		if _, err := d.links.Request(r.Context()); err != nil {
			writeError(w, r, d.log, err)
			return
		}
		answer, err := linkCheckState(r.Context(), d)
		if err != nil {
			writeError(w, r, d.log, err)
			return
		}
		encode(w, http.StatusAccepted, answer)
	})
}

// RunLinkChecks checks every link of the site once a day and when staff ask for it, until
// ctx ends, on one instance of the site at a time; it returns at once on a site whose link
// checker is turned off.
func (s *Server) RunLinkChecks(ctx context.Context) {
	if s.d.links != nil {
		s.d.links.Run(ctx)
	}
}

// newLinkChecker makes the link checker of d with o (nil when off): it reads the site's
// own paths through answersPath, and takes links to QRS_BASE_URL for paths of the site.
func newLinkChecker(d *deps, off bool, o linkcheck.Options) *linkcheck.Checker {
	if off {
		return nil
	}
	o.SiteOrigin, o.Internal, o.Log = d.baseURL, d.answersPath, d.log
	return linkcheck.New(d.store, d.content, o)
}

// answersPath reports whether the site answers the path of a link (with its query and
// fragment) with something of its own, as a visitor would ask for it: a stored upload; a
// public route of the table without wildcards (the PDFs, the site package, the sitemap…);
// a route with wildcards (a placeholder picture, a record), asked in-process with HEAD;
// else a page, a file of the build or a redirect (site.Answers). Nothing goes over HTTP,
// and no page is rendered.
func (d *deps) answersPath(ctx context.Context, link string) (bool, error) {
	u, err := url.Parse(link)
	if err != nil {
		return false, nil
	}
	p := path.Clean("/" + u.Path)
	if name, ok := strings.CutPrefix(p, "/uploads/"); ok {
		if strings.Contains(name, "/") {
			return false, nil
		}
		o, err := d.uploads.Object(ctx, name)
		if errors.Is(err, fs.ErrNotExist) {
			return false, nil
		}
		if err != nil {
			return false, err
		}
		o.Close()
		return true, nil
	}
	if d.exactGets[p] || p == "/login" {
		return true, nil
	}
	if d.mux != nil {
		probe, err := http.NewRequestWithContext(ctx, http.MethodHead, p, nil)
		if err != nil {
			return false, nil
		}
		probe.RemoteAddr = "127.0.0.1:0"
		if _, pattern := d.mux.Handler(probe); strings.Contains(pattern, "{") {
			answer := &statusOnly{header: http.Header{}}
			d.mux.ServeHTTP(answer, probe)
			return answer.status < 400, nil
		}
	}
	return d.site.Answers(ctx, p)
}

// statusOnly is a response writer that keeps the status of an answer, and nothing else.
type statusOnly struct {
	header http.Header
	status int
}

func (s *statusOnly) Header() http.Header { return s.header }

func (s *statusOnly) WriteHeader(status int) {
	if s.status == 0 {
		s.status = status
	}
}

func (s *statusOnly) Write(b []byte) (int, error) {
	s.WriteHeader(http.StatusOK)
	return len(b), nil
}
