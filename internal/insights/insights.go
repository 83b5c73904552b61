// Package insights counts how the site is used, in the server and without a cookie: page
// views and visitors per page, entry pages, referring sites, campaigns, devices and
// languages; downloads per file; contact messages per page and subject; and the paths asked
// for that the site does not have.
//
// A visitor is a hash of a random salt, the client's address (its /64 for IPv6) and its
// User-Agent. The salt lives in memory only and is replaced every day (UTC), so a visitor
// is known for a day at most, and nothing that identifies a person is ever stored: the store
// gets counts per hour alone. Counting is in memory; the counts go to the store in one
// batch about every 10 seconds and at shutdown, added to what is there (so the instances
// of a site on PostgreSQL add up). A visit never writes to the database by itself.
//
// Whatever a visitor sends is kept in memory only as a bounded, valid copy (see keep), and
// every map is bounded in entries of a bounded size, or keyed by a hash: MaxMemory is what
// the counter may hold, whatever clients send.
package insights

import (
	"bytes"
	"context"
	"crypto/rand"
	"crypto/sha256"
	"encoding/binary"
	"fmt"
	"hash/maphash"
	"log/slog"
	"net/http"
	"net/netip"
	"net/url"
	"strconv"
	"strings"
	"sync"
	"time"
	"unicode/utf8"

	"github.com/qrs-site/qrs/internal/database"
)

// The dimensions a visit is counted under. site holds the whole site's views and visitors.
const (
	DimSite           = "site"
	DimPage           = "page"
	DimEntry          = "entry"
	DimReferrer       = "referrer"
	DimSource         = "utm_source"
	DimMedium         = "utm_medium"
	DimCampaign       = "utm_campaign"
	DimDevice         = "device"
	DimLanguage       = "language"
	DimDownload       = "download"
	DimMessagePage    = "message_page"
	DimMessageSubject = "message_subject"
)

// FlushEvery is how often the counts go to the store.
const FlushEvery = 10 * time.Second

// maxValues bounds the values of one dimension in one hour on one instance; past it, new
// values are counted as Other, so made-up referrers or campaigns cannot fill the store.
const maxValues = 500

// Other is the value that stands for the values past maxValues.
const Other = "(other)"

// maxSeen bounds the visitors remembered in a day, per dimension and value, each a pair
// of hashes (at most some 10 MB): past it they are forgotten and the day's count starts
// over, so a flood of made-up User-Agents cannot fill the memory; visitors are then counted
// again.
const maxSeen = 250_000

// maxValueLen bounds a value's length in bytes (a path, a host, a campaign).
const maxValueLen = 200

// maxPending bounds the counts waiting for the store (they wait longer only while it
// fails): past it, a count of a new value is dropped.
const maxPending = 20_000

// MaxMemory is the most memory the counter holds, whatever clients send: the seen
// visitors (maxSeen pairs of hashes), the hour's values (maxValues of each dimension, each
// at most maxValueLen bytes), the counts waiting for the store (maxPending) and the
// not-found paths waiting (database.NotFoundLogRows paths, each with up to
// database.NotFoundReferrers referring hosts), and what User-Agents tell (maxAgents, by
// hash), with the maps' own overhead. The README states it; a test holds it.
const MaxMemory = 32 << 20

// Counter counts visits in memory and writes them to the store in batches.
type Counter struct {
	store *database.Store
	log   *slog.Logger
	now   func() time.Time
	// Staff reports whether a request comes from a signed-in member of staff, whose visits
	// are not counted.
	staff func(*http.Request) bool

	// seed keys the maps whose keys are hashes of what clients send: random per counter, so
	// no client can make up values that collide.
	seed maphash.Seed

	agentMu sync.RWMutex
	agents  map[uint64]agent // what each User-Agent seen lately is, by its hash, in memory only

	mu       sync.Mutex
	day      int64 // the UTC day of salt and seen
	salt     [32]byte
	seen     map[seenKey]struct{}         // the visitors already counted today, per dimension and value
	hour     int64                        // the hour of values
	values   map[string]map[string]string // this hour's values per dimension, each to its kept copy
	pending  map[countKey]*count          // not yet in the store
	notFound map[notFoundKey]*database.NotFoundHit
}

// seenKey is a visitor seen with a value of a dimension: the hash of dimension and value,
// and the visitor's own hash.
type seenKey struct {
	value, visitor uint64
}

type countKey struct {
	hour       int64
	dim, value string
}

type count struct{ views, visitors int64 }

type notFoundKey struct {
	path string
	bot  bool
}

// New answers a counter writing to store; staff tells the requests of signed-in staff.
func New(store *database.Store, log *slog.Logger, staff func(*http.Request) bool) *Counter {
	if log == nil {
		log = slog.New(slog.DiscardHandler)
	}
	return &Counter{store: store, log: log, now: store.Now, staff: staff, seed: maphash.MakeSeed(), agents: map[uint64]agent{},
		pending: map[countKey]*count{}, notFound: map[notFoundKey]*database.NotFoundHit{}}
}

// botWords are parts of the User-Agents of crawlers, link previews, monitors, scripts and
// headless browsers, in lower case.
var botWords = []string{"bot", "crawl", "spider", "slurp", "archiver", "facebookexternalhit", "embedly", "preview",
	"monitor", "uptime", "pingdom", "lighthouse", "headless", "phantom", "curl", "wget", "python", "go-http-client",
	"java/", "okhttp", "axios", "node-fetch", "libwww", "httpclient", "scrapy", "feedfetcher", "mediapartners",
	"whatsapp", "telegram", "discord"}

// IsBot reports whether userAgent is a bot's; an empty one is. It runs on every page
// answered, so it lowers the case into a buffer on the stack and looks for plain words.
func IsBot(userAgent string) bool {
	if strings.TrimSpace(userAgent) == "" {
		return true
	}
	var buf [512]byte
	lower := buf[:0]
	for i := 0; i < len(userAgent) && len(lower) < len(buf); i++ {
		c := userAgent[i]
		if 'A' <= c && c <= 'Z' {
			c += 'a' - 'A'
		}
		lower = append(lower, c)
	}
	for _, w := range botWords {
		if bytes.Contains(lower, []byte(w)) {
			return true
		}
	}
	return false
}

// prefetch reports whether r is a browser's prefetch or prerender rather than a visit.
func prefetch(r *http.Request) bool {
	h := r.Header
	return strings.Contains(headerValue(h, "Sec-Purpose"), "prefetch") || headerValue(h, "Purpose") == "prefetch" ||
		headerValue(h, "X-Moz") == "prefetch" || headerValue(h, "X-Purpose") == "preview"
}

// agent is what a User-Agent tells: a bot's or not, and the device class.
type agent struct {
	bot    bool
	device string
}

// maxAgents bounds the User-Agents kept with what they tell; past it, they are forgotten.
const maxAgents = 4096

// agentOf answers what userAgent tells, kept by its hash: a page's answer reads a map rather
// than scanning the text, and the map holds no User-Agent itself, however long.
func (c *Counter) agentOf(userAgent string) agent {
	key := maphash.String(c.seed, userAgent)
	c.agentMu.RLock()
	a, ok := c.agents[key]
	c.agentMu.RUnlock()
	if ok {
		return a
	}
	a = agent{bot: IsBot(userAgent), device: Device(userAgent)}
	c.agentMu.Lock()
	if len(c.agents) >= maxAgents {
		clear(c.agents)
	}
	c.agents[key] = a
	c.agentMu.Unlock()
	return a
}

// counted reports whether r is a visit to count: a GET (or the app's own report of a view),
// not a prefetch, not a bot's, not staff's; and answers what its User-Agent tells.
func (c *Counter) counted(r *http.Request) (agent, bool) {
	if c == nil {
		return agent{}, false
	}
	a := c.agentOf(headerValue(r.Header, "User-Agent"))
	if a.bot || prefetch(r) {
		return a, false
	}
	return a, c.staff == nil || !c.staff(r)
}

// headerValue answers the first value of the header key, given in its canonical form
// (as Header.Get would answer it, without putting the key into that form again): the
// counter reads a few headers of every page answered.
func headerValue(h http.Header, key string) string {
	if v := h[key]; len(v) > 0 {
		return v[0]
	}
	return ""
}

// visit is one counted request: the moment's hour and the visitor.
type visit struct {
	hour    int64
	visitor uint64
}

// begin takes the lock and answers the visit of r from ip; the caller unlocks.
func (c *Counter) begin(r *http.Request, ip netip.Addr) visit {
	now := c.now().UTC()
	c.mu.Lock()
	if day := now.Unix() / 86400; day != c.day || c.seen == nil {
		c.day = day
		_, _ = rand.Read(c.salt[:])
		c.seen = map[seenKey]struct{}{}
	}
	hour := now.Truncate(time.Hour).Unix()
	if hour != c.hour || c.values == nil {
		c.hour, c.values = hour, map[string]map[string]string{}
	}
	if ip.Is6() && !ip.Is4In6() {
		p, _ := ip.Prefix(64)
		ip = p.Addr()
	}
	// The visitor is the hash of the day's salt, the address and the User-Agent, made in a
	// buffer on the stack for the usual User-Agent.
	var buf [512]byte
	b := append(buf[:0], c.salt[:]...)
	b, _ = ip.Unmap().AppendBinary(b)
	b = append(b, 0)
	b = append(b, headerValue(r.Header, "User-Agent")...)
	sum := sha256.Sum256(b)
	return visit{hour: hour, visitor: binary.BigEndian.Uint64(sum[:])}
}

// add counts one view of value under dim for v (with c.mu held). The value is looked up as
// it came, and kept only as a copy (keep).
func (c *Counter) add(v visit, dim, value string) {
	if !plain(value) {
		value = keep(value)
	}
	vals := c.values[dim]
	if vals == nil {
		vals = map[string]string{}
		c.values[dim] = vals
	}
	kept, ok := vals[value]
	if !ok {
		kept = Other
		if len(vals) < maxValues {
			kept = strings.Clone(value)
		}
		vals[kept] = kept
	}
	k := countKey{v.hour, dim, kept}
	n := c.pending[k]
	if n == nil {
		if len(c.pending) >= maxPending {
			return
		}
		n = &count{}
		c.pending[k] = n
	}
	n.views++
	var h maphash.Hash
	h.SetSeed(c.seed)
	h.WriteString(dim)
	h.WriteByte(0)
	h.WriteString(kept)
	sk := seenKey{h.Sum64(), v.visitor}
	if _, ok := c.seen[sk]; !ok {
		if len(c.seen) >= maxSeen {
			clear(c.seen)
		}
		c.seen[sk] = struct{}{}
		n.visitors++
	}
}

// PageView counts a public page answered to a GET of r from ip, at path: a view of the
// page and of the site, and, when the visitor came from elsewhere, an entry with its
// referring site and campaign.
func (c *Counter) PageView(r *http.Request, ip netip.Addr, path string) {
	if r.Method != http.MethodGet {
		return
	}
	a, ok := c.counted(r)
	if !ok {
		return
	}
	referrer, internal := "", false
	if ref := r.Referer(); ref != "" {
		if u, err := url.Parse(ref); err == nil {
			internal = strings.EqualFold(u.Host, r.Host)
			referrer = externalHost(u, r.Host)
		}
	}
	var q url.Values
	if r.URL.RawQuery != "" {
		q = r.URL.Query()
	}
	c.view(r, a, ip, path, referrer, q, !internal)
}

// AppView counts a page the web app showed without asking the server for it (a visitor
// following a link inside the site): a view of the page and the site, never an entry.
func (c *Counter) AppView(r *http.Request, ip netip.Addr, path string) {
	a, ok := c.counted(r)
	if !ok {
		return
	}
	c.view(r, a, ip, path, "", nil, false)
}

// view counts a view of path by r, whose User-Agent tells a, from ip.
func (c *Counter) view(r *http.Request, a agent, ip netip.Addr, path, referrer string, q url.Values, entry bool) {
	device, language := a.device, Language(headerValue(r.Header, "Accept-Language"))
	v := c.begin(r, ip)
	defer c.mu.Unlock()
	c.add(v, DimSite, "")
	c.add(v, DimPage, path)
	c.add(v, DimDevice, device)
	c.add(v, DimLanguage, language)
	if !entry {
		return
	}
	c.add(v, DimEntry, path)
	if referrer != "" {
		c.add(v, DimReferrer, referrer)
	}
	for _, d := range [...]string{DimSource, DimMedium, DimCampaign} {
		if q == nil {
			break
		}
		s := strings.TrimSpace(q.Get(d))
		if len(s) > 4*maxValueLen {
			s = s[:4*maxValueLen] // keep cuts it again, at a character's boundary
		}
		if s = strings.ToLower(s); s != "" {
			c.add(v, d, s)
		}
	}
}

// Download counts a file taken by r from ip: a PDF of the site or an uploaded file. A
// request for a later part of the file (a PDF viewer reading it in ranges) is not another.
func (c *Counter) Download(r *http.Request, ip netip.Addr, file string) {
	if r.Method != http.MethodGet {
		return
	}
	if _, ok := c.counted(r); !ok {
		return
	}
	if rg := r.Header.Get("Range"); rg != "" && !strings.HasPrefix(rg, "bytes=0-") {
		return
	}
	v := c.begin(r, ip)
	defer c.mu.Unlock()
	c.add(v, DimDownload, file)
}

// Message counts a contact message accepted from r's client, under the page it was sent
// from (the path of its Referer on this site) and its subject; as visits are, not a bot's
// nor staff's.
func (c *Counter) Message(r *http.Request, ip netip.Addr, subject string) {
	if _, ok := c.counted(r); !ok {
		return
	}
	page := "(unknown)"
	if u, err := url.Parse(r.Referer()); err == nil && u.Host == r.Host && strings.HasPrefix(u.Path, "/") {
		page = u.Path
	}
	v := c.begin(r, ip)
	defer c.mu.Unlock()
	c.add(v, DimMessagePage, page)
	c.add(v, DimMessageSubject, subject)
}

// NotFound logs a GET of path, which the site does not have, by r.
func (c *Counter) NotFound(r *http.Request, path string) {
	if c == nil || r.Method != http.MethodGet || prefetch(r) || (c.staff != nil && c.staff(r)) {
		return
	}
	path = keep(path)
	bot := c.agentOf(r.UserAgent()).bot
	var referrer string
	if u, err := url.Parse(r.Referer()); err == nil && r.Referer() != "" {
		referrer = keep(externalHost(u, r.Host))
	}
	now := c.now().UTC()
	c.mu.Lock()
	defer c.mu.Unlock()
	k := notFoundKey{path, bot}
	h := c.notFound[k]
	if h == nil {
		if len(c.notFound) >= database.NotFoundLogRows {
			return // a burst of made-up paths waits for the next batch
		}
		h = &database.NotFoundHit{Path: path, Bot: bot, First: now, Referrers: map[string]int64{}}
		c.notFound[k] = h
	}
	h.Hits++
	h.Last = now
	if referrer != "" && (len(h.Referrers) < database.NotFoundReferrers || h.Referrers[referrer] > 0) {
		h.Referrers[referrer]++
	}
}

// Flush writes the counts not yet in the store in one transaction; when that fails they
// stay to go with the next batch. A row the store refuses for its data is left out, and
// logged, so that it cannot fail every batch after it.
func (c *Counter) Flush(ctx context.Context) error {
	c.mu.Lock()
	pending, notFound := c.pending, c.notFound
	c.pending, c.notFound = map[countKey]*count{}, map[notFoundKey]*database.NotFoundHit{}
	c.mu.Unlock()
	if len(pending) == 0 && len(notFound) == 0 {
		return nil
	}
	counts := make([]database.InsightCount, 0, len(pending))
	for k, n := range pending {
		counts = append(counts, database.InsightCount{Hour: k.hour, Dim: k.dim, Value: k.value, Views: n.views, Visitors: n.visitors})
	}
	hits := make([]database.NotFoundHit, 0, len(notFound))
	for _, h := range notFound {
		hits = append(hits, *h)
	}
	refused, err := c.store.AddInsights(ctx, counts, hits)
	for _, r := range refused {
		c.log.Warn("insights: a count the database refused was left out", "dimension", r.Dim, "value", r.Value, "err", r.Err)
	}
	if err == nil {
		return nil
	}
	// Put the batch back, added to what came meanwhile.
	c.mu.Lock()
	defer c.mu.Unlock()
	for k, n := range pending {
		if m := c.pending[k]; m != nil {
			m.views, m.visitors = m.views+n.views, m.visitors+n.visitors
		} else if len(c.pending) < maxPending {
			c.pending[k] = n
		}
	}
	for k, h := range notFound {
		m := c.notFound[k]
		if m == nil {
			if len(c.notFound) < database.NotFoundLogRows {
				c.notFound[k] = h
			}
			continue
		}
		m.Hits += h.Hits
		m.First = h.First
		for host, n := range h.Referrers {
			if len(m.Referrers) < database.NotFoundReferrers || m.Referrers[host] > 0 {
				m.Referrers[host] += n
			}
		}
	}
	return err
}

// RetentionKey is the site setting of how many months the hourly counts are kept.
const RetentionKey = "insights.retention-months"

// DefaultRetention is how many months the hourly counts are kept when nobody said otherwise.
const DefaultRetention = 25

// Retention answers how many months the hourly counts are kept.
func Retention(ctx context.Context, store *database.Store) (int, error) {
	v, err := store.Setting(ctx, RetentionKey)
	if err != nil || v == "" {
		return DefaultRetention, err
	}
	n, err := strconv.Atoi(v)
	if err != nil || n < 1 {
		return DefaultRetention, nil
	}
	return n, nil
}

// Prune deletes the hourly counts older than the retention setting.
func (c *Counter) Prune(ctx context.Context) error {
	months, err := Retention(ctx, c.store)
	if err != nil {
		return err
	}
	now := c.now().UTC()
	before := time.Date(now.Year(), now.Month(), now.Day(), 0, 0, 0, 0, time.UTC).AddDate(0, -months, 0)
	n, err := c.store.PruneInsights(ctx, before)
	if n > 0 {
		c.log.Info("insights: hourly counts past their retention deleted", "rows", n, "months", months)
	}
	return err
}

// pruneEvery is how often the counts past their retention are deleted.
const pruneEvery = 6 * time.Hour

// Run writes the counts to the store every FlushEvery and deletes those past their
// retention now and then, until ctx ends; then it writes the last batch.
func (c *Counter) Run(ctx context.Context) {
	tick := time.NewTicker(FlushEvery)
	defer tick.Stop()
	var pruned time.Time
	for {
		if time.Since(pruned) >= pruneEvery {
			if err := c.Prune(ctx); err != nil && ctx.Err() == nil {
				c.log.Warn("insights: deleting old counts", "err", err)
			}
			pruned = time.Now()
		}
		select {
		case <-ctx.Done():
			last, cancel := context.WithTimeout(context.WithoutCancel(ctx), 10*time.Second)
			if err := c.Flush(last); err != nil {
				c.log.Error("insights: writing the last counts at shutdown", "err", err)
			}
			cancel()
			return
		case <-tick.C:
			if err := c.Flush(ctx); err != nil && ctx.Err() == nil {
				c.log.Warn("insights: writing counts (kept for the next batch)", "err", err)
			}
		}
	}
}

// Device answers the class of the device of userAgent: phone, tablet or desktop.
func Device(userAgent string) string {
	switch {
	case strings.Contains(userAgent, "iPad") || strings.Contains(userAgent, "Tablet") ||
		(strings.Contains(userAgent, "Android") && !strings.Contains(userAgent, "Mobile")):
		return "tablet"
	case strings.Contains(userAgent, "Mobi") || strings.Contains(userAgent, "iPhone") || strings.Contains(userAgent, "Android"):
		return "phone"
	default:
		return "desktop"
	}
}

// Language answers the first language of an Accept-Language header, its primary subtag
// ("de" of "de-CH,de;q=0.9"), or "unknown".
func Language(acceptLanguage string) string {
	first, _, _ := strings.Cut(acceptLanguage, ",")
	first, _, _ = strings.Cut(first, ";")
	first, _, _ = strings.Cut(strings.TrimSpace(first), "-")
	first = strings.ToLower(first)
	if len(first) < 2 || len(first) > 3 || strings.Trim(first, "abcdefghijklmnopqrstuvwxyz") != "" {
		return "unknown"
	}
	return first
}

// externalHost answers the host of the referrer u, without "www.", when it is another
// site's; "" for a page of this site (host) or what is not a web address.
func externalHost(u *url.URL, host string) string {
	if u.Host == "" || strings.EqualFold(u.Host, host) {
		return ""
	}
	if u.Scheme != "http" && u.Scheme != "https" && u.Scheme != "android-app" {
		return ""
	}
	return strings.TrimPrefix(strings.ToLower(u.Hostname()), "www.")
}

// plain reports whether v may be kept as it is (copied): short enough, valid UTF-8 and
// without control characters. Most values are, and are looked up without a copy.
func plain(v string) bool {
	if len(v) > maxValueLen {
		return false
	}
	for i := 0; i < len(v); i++ {
		if c := v[i]; c < 0x20 || c == 0x7f {
			return false
		}
	}
	return utf8.ValidString(v)
}

// keep answers what of v, a value a client chose (a path, a host, a campaign, a subject),
// is kept: a copy of its own, never a slice of the request (whose whole line or header a
// slice would keep alive), each byte that is not UTF-8 or is a control character written
// as its %XX escape (the store takes valid text alone), cut at a character's boundary to
// at most maxValueLen bytes.
func keep(v string) string {
	var b strings.Builder
	b.Grow(min(len(v), maxValueLen))
	for i := 0; i < len(v); {
		r, size := utf8.DecodeRuneInString(v[i:])
		if (r == utf8.RuneError && size == 1) || r < 0x20 || r == 0x7f {
			if b.Len()+3 > maxValueLen {
				break
			}
			fmt.Fprintf(&b, "%%%02X", v[i])
		} else {
			if b.Len()+size > maxValueLen {
				break
			}
			b.WriteString(v[i : i+size])
		}
		i += size
	}
	return b.String()
}
