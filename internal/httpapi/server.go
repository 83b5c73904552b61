// Package httpapi is the HTTP face of the qrs server: every route, its handlers and middleware.
package httpapi

import (
	"context"
	"io/fs"
	"log/slog"
	"net/http"
	"net/netip"
	"strings"
	"time"

	"github.com/qrs-site/qrs/internal/auth"
	"github.com/qrs-site/qrs/internal/content"
	"github.com/qrs-site/qrs/internal/contentschema"
	"github.com/qrs-site/qrs/internal/database"
	"github.com/qrs-site/qrs/internal/insights"
	"github.com/qrs-site/qrs/internal/linkcheck"
	"github.com/qrs-site/qrs/internal/site"
	"github.com/qrs-site/qrs/internal/uploads"
)

// Deps are what the HTTP server needs from the rest of the program.
type Deps struct {
	Log *slog.Logger
	Web fs.FS // the built web app
	// Render holds the web app's render bundle (default: the one built into the binary).
	Render fs.FS
	// RenderTimeLimit stops a page's render that runs longer (default 5 s).
	RenderTimeLimit time.Duration
	// RenderWait is the longest a render waits for a free renderer (default: the render
	// time limit).
	RenderWait time.Duration
	// PageWait is the longest a visitor waits for a page being rendered anew before being
	// answered its last good version (default: not at all; staff wait for it).
	PageWait time.Duration
	// RenderGap is the least time between two renders of a page only visitors asked for
	// (default 1 s; see site.Options).
	RenderGap time.Duration
	// PageDir is the folder where each page's last render is kept for the next start
	// (default: none, pages are kept in memory only).
	PageDir string
	Store   *database.Store
	Uploads *uploads.Dir
	BaseURL string // the public origin; https turns on Secure cookies and HSTS
	// Content is the content model the documents are checked against (default: the one
	// built into the binary).
	Content *contentschema.Model
	// MaxBulkFiles caps the files of one bulk upload (default 50).
	MaxBulkFiles int
	// LoginPerIP, LoginPerNetwork, LoginPerUser and LoginGlobal throttle failed sign-ins of
	// browsers without a device cookie of the username: per client address, an IPv6 client
	// per /64 (default: 10 at once, then 1 a minute), per network, IPv4 /24 and IPv6 /48
	// (default: 30 at once, then 1 every 20 minutes), per username across addresses
	// (default: 100 at once, then 10 an hour) and all of them together (default: 300 at
	// once, then 1 every 10 seconds). LoginPerDevice throttles those of a browser with one,
	// per device cookie (default: 10 at once, then 1 a minute), and others' failures do not
	// hold it back.
	//
	// Every limit of the site (these and the ones it keeps of its own) is counted in memory
	// on SQLite, where one instance serves the site, and in the database on PostgreSQL,
	// shared by every instance: there an *auth.Limiter given here stands for its rate. Either
	// way it runs on the store's clock (database.Store.SetClock).
	LoginPerIP, LoginPerNetwork, LoginPerUser, LoginGlobal, LoginPerDevice auth.Limit
	// TwoFactorPerAccount throttles wrong authenticator codes of the second step of a sign-in
	// per account, across its challenges and addresses (default: 10 at once, then 1 every 3
	// hours); TwoFactorPerDevice those of a browser with a device cookie of the account, per
	// cookie (the same default), so that a thief of the password alone cannot keep the owner
	// from signing in with their own browser.
	TwoFactorPerAccount, TwoFactorPerDevice auth.Limit
	// ContactPerIP throttles accepted contact messages per client address, an IPv6 client
	// per /64 (default: 10 at once, then 1 every 6 minutes); ContactGlobal all of them
	// together (default: 200 an hour).
	ContactPerIP, ContactGlobal auth.Limit
	// TrustedProxies are the reverse proxies whose X-Forwarded-For names the client of the
	// per-IP limits (default: none, the connection's address is the client's).
	TrustedProxies []netip.Prefix
	// Notify, when set, is called with each stored contact message; it must not block.
	Notify func(content.ContactMessage)
	// Mail, when set, e-mails staff (an address, a subject, a text) about reviews; it must
	// not block.
	Mail func(to, subject, body string)
	// NoInsights turns the counting of visits off (package insights; QRS_INSIGHTS=off).
	NoInsights bool
	// LinkCheckOff turns the link checker off (QRS_LINK_CHECK=off): no check runs, and
	// asking for one answers 409.
	LinkCheckOff bool
	// LinkCheck bounds the link checker and says whether it may reach private addresses
	// (QRS_LINK_CHECK_PRIVATE); its origin and its reading of the site's own paths are the
	// server's.
	LinkCheck linkcheck.Options
}

// deps is Deps with defaults applied and the shared helpers of the handlers.
type deps struct {
	log           *slog.Logger
	web           fs.FS
	store         *database.Store
	content       *contentschema.Model
	uploads       *uploads.Dir
	baseURL       string
	secure        bool
	maxBulkFiles  int
	signIn        signIn
	contactPerIP  auth.Limit
	contactGlobal auth.Limit
	proxies       trustedProxies
	notify        func(content.ContactMessage)
	mail          func(to, subject, body string)
	site          *site.Site         // the pages, lists, PDFs, site package and schedule
	insights      *insights.Counter  // nil when visits are not counted
	staff         *staffVisits       // tells the requests of signed-in staff
	links         *linkcheck.Checker // nil when the link checker is turned off
	// mux is the route table as registered, and exactGets the paths of its public GET
	// routes without wildcards (the PDFs, the site package, the sitemap…): the link checker
	// reads the site's own paths with them (answersPath).
	mux       *http.ServeMux
	exactGets map[string]bool
	images    *imageMaker
	bodies    *bodyGate
	ids       *requestIDs // the ids of the requests answered, for the request log
	fixed     http.Header // the headers every answer carries (securityHeaderSet)
	// passwordCost is the argon2id cost of the passwords the site sets (auth.DefaultCost);
	// the tests alone set a cheaper one, in one place (siteOn).
	passwordCost auth.Cost
}

// limit answers the site's limit called name: given, or when nil one of burst events at
// once, then one every `every`. On PostgreSQL, which several instances share, it is counted
// in the database (given, an *auth.Limiter, giving its rate), so that events spread over
// the instances count as if one instance had them all; on SQLite in memory. Either way it
// reads the store's clock.
func (d *deps) limit(name string, given auth.Limit, burst int, every time.Duration) auth.Limit {
	l, isLimiter := given.(*auth.Limiter)
	if isLimiter && d.store.Engine() == database.Postgres {
		burst, every, given = l.Rate().Burst, l.Rate().Every, nil
	}
	switch {
	case isLimiter && given != nil:
		return l.WithClock(d.store.Now) // one clock for the sessions, the codes and the limits
	case given != nil:
		return given
	case d.store.Engine() == database.Postgres:
		return d.store.Limiter(name, burst, every)
	default:
		return auth.NewLimiter(burst, every).WithClock(d.store.Now)
	}
}

// ctx is the context of background checks such as /healthz.
func (d *deps) ctx() context.Context { return context.Background() }

// Server answers every request of the site; RunSchedule publishes scheduled content.
type Server struct {
	http.Handler
	d *deps
}

// NewServer returns the server that answers every request of the site.
func NewServer(in Deps) *Server {
	d := newDeps(in)
	return &Server{Handler: newHandler(d), d: d}
}

// RunSchedule publishes each scheduled draft when it is due, and renders the pages and
// PDFs that show it, until ctx ends: on one instance of the site at a time, the one that
// holds the schedule's lease (another takes it over should that one stop or die).
func (s *Server) RunSchedule(ctx context.Context) {
	s.d.site.Schedule().Run(ctx)
}

// newHandler answers every request with the routes of d.
func newHandler(d *deps) http.Handler {
	mux := http.NewServeMux()
	addRoutes(mux, d)
	return logRequests(d.log, d.ids, deadlines(securityHeaders(d.fixed, gzipResponses(mux))))
}

// newDeps applies the defaults to in and makes the shared helpers.
func newDeps(in Deps) *deps {
	d := &deps{
		log: in.Log, web: in.Web, store: in.Store, content: in.Content, uploads: in.Uploads,
		baseURL:      strings.TrimRight(in.BaseURL, "/"),
		secure:       strings.HasPrefix(in.BaseURL, "https://"),
		maxBulkFiles: in.MaxBulkFiles,
		proxies:      in.TrustedProxies, notify: in.Notify, mail: in.Mail,
		passwordCost: auth.DefaultCost,
	}
	if d.log == nil {
		d.log = slog.New(slog.DiscardHandler)
	}
	if d.baseURL == "" {
		d.baseURL = "http://localhost:8080"
	}
	if d.maxBulkFiles <= 0 {
		d.maxBulkFiles = 50
	}
	d.signIn = newSignIn(in, d)
	d.staff = newStaffVisits(d)
	d.contactPerIP = d.limit("contact-ip", in.ContactPerIP, 10, 6*time.Minute)
	d.contactGlobal = d.limit("contact-all", in.ContactGlobal, 200, time.Hour/200)
	if d.content == nil {
		model, err := contentschema.Embedded()
		if err != nil {
			panic(err) // the model is built into the binary, and a test proves it loads
		}
		d.content = model
	}
	if !in.NoInsights {
		// Staff's own visits are not counted: a browser or a client with a live session.
		d.insights = insights.New(d.store, d.log, d.staff.of)
	}
	d.ids = newRequestIDs()
	d.fixed = securityHeaderSet(d.secure)
	d.bodies = newBodyGate(d.log)
	d.images = newImageMaker()
	d.site = site.New(site.Options{Log: d.log, Web: d.web, Render: in.Render, RenderTimeLimit: in.RenderTimeLimit,
		RenderWait: in.RenderWait, PageWait: in.PageWait, RenderGap: in.RenderGap, Store: d.store, Uploads: d.uploads, Content: d.content,
		BaseURL: d.baseURL, PageDir: in.PageDir})
	d.links = newLinkChecker(d, in.LinkCheckOff, in.LinkCheck)
	return d
}
