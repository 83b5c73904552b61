package main

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"mime/multipart"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/qrs-site/qrs/internal/services"
	"github.com/qrs-site/qrs/internal/testutil"
)

// The cluster test runs real instances of bin/qrs (make build first) on a real PostgreSQL
// and a real S3 server, and checks from the outside that they behave as one site.

// visibleWithin bounds how long the test waits for a write made through one instance to
// show on another. It bounds a wait; the site's aim is far shorter, and the test logs what
// it saw.
const visibleWithin = 15 * time.Second

// startCluster starts a cluster of n instances for the test, skipping when the binary or
// the servers cannot be had and QRS_TEST_SERVICES does not require them.
func startCluster(t *testing.T, n int, env ...string) *services.Cluster {
	t.Helper()
	bin, _ := filepath.Abs("../../bin/qrs")
	if _, err := os.Stat(bin); err != nil {
		if os.Getenv("QRS_TEST_SERVICES") == "required" {
			t.Fatalf("no bin/qrs: run make build first")
		}
		t.Skip("no bin/qrs (make build)")
	}
	if os.Getenv("QRS_TEST_SERVICES") != "required" && os.Getenv("QRS_TEST_CLUSTER") == "" {
		t.Skip("the cluster test runs under make test (or with QRS_TEST_CLUSTER=1)")
	}
	c, err := services.Start(t.Context(), services.Options{Bin: bin, Instances: n, Env: env})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		if t.Failed() {
			for i, in := range c.Instances {
				log, _ := os.ReadFile(in.LogPath)
				t.Logf("instance %d log:\n%s", i+1, tail(string(log), 40))
			}
		}
		c.Stop()
	})
	return c
}

func tail(s string, lines int) string {
	parts := strings.Split(s, "\n")
	return strings.Join(parts[max(0, len(parts)-lines):], "\n")
}

// client talks to one instance, as a browser's script or an operator's would.
type client struct {
	t     *testing.T
	base  string
	token string
}

func (c *client) do(method, path string, body any, header ...string) (int, []byte, http.Header) {
	c.t.Helper()
	var r io.Reader
	switch b := body.(type) {
	case nil:
	case []byte:
		r = bytes.NewReader(b)
	default:
		data, _ := json.Marshal(b)
		r = bytes.NewReader(data)
	}
	req, err := http.NewRequest(method, c.base+path, r)
	if err != nil {
		c.t.Fatal(err)
	}
	if body != nil {
		req.Header.Set("Content-Type", "application/json")
	}
	if c.token != "" {
		req.Header.Set("Authorization", "Bearer "+c.token)
	}
	for i := 0; i+1 < len(header); i += 2 {
		req.Header.Set(header[i], header[i+1])
	}
	res, err := http.DefaultClient.Do(req)
	if err != nil {
		c.t.Fatalf("%s %s: %v", method, path, err)
	}
	defer res.Body.Close()
	data, _ := io.ReadAll(res.Body)
	return res.StatusCode, data, res.Header
}

// must is do that fails the test unless the status is want.
func (c *client) must(want int, method, path string, body any, out any) []byte {
	c.t.Helper()
	status, data, _ := c.do(method, path, body)
	if status != want {
		c.t.Fatalf("%s %s%s = %d, want %d: %s", method, c.base, path, status, want, data)
	}
	if out != nil {
		if err := json.Unmarshal(data, out); err != nil {
			c.t.Fatalf("%s %s: %v in %s", method, path, err, data)
		}
	}
	return data
}

// signIn answers a client of base signed in as the cluster's owner.
func signIn(t *testing.T, c *services.Cluster, base string) *client {
	t.Helper()
	cl := &client{t: t, base: base}
	var answer struct{ AuthToken string }
	cl.must(http.StatusOK, "POST", "/api/auth/login", map[string]string{"username": c.AdminUser, "password": c.AdminPassword}, &answer)
	cl.token = answer.AuthToken
	return cl
}

// eventually polls check until it answers "" or visibleWithin passes, and answers how long
// it took; the test fails with check's last answer.
func eventually(t *testing.T, what string, check func() string) time.Duration {
	t.Helper()
	return eventuallyWithin(t, visibleWithin, what, check)
}

// eventuallyWithin is eventually with its own bound.
func eventuallyWithin(t *testing.T, limit time.Duration, what string, check func() string) time.Duration {
	t.Helper()
	start := time.Now()
	last := ""
	for time.Since(start) < limit {
		if last = check(); last == "" {
			took := time.Since(start)
			t.Logf("%s: seen after %v", what, took.Round(time.Millisecond))
			return took
		}
		time.Sleep(20 * time.Millisecond)
	}
	t.Fatalf("%s: not seen within %v: %s", what, limit, last)
	return 0
}

func TestInstancesShowEachOthersWritesAndShareSignIns(t *testing.T) {
	t.Parallel()
	c := startCluster(t, 2)
	a, b := c.Instances[0], c.Instances[1]
	onA := signIn(t, c, a.Base)

	// A session made through one instance is good on the other.
	onB := &client{t: t, base: b.Base, token: onA.token}
	onB.must(http.StatusOK, "GET", "/api/auth/me", nil, nil)

	// Warm B's caches first, so that what it shows later must come from learning of A's write.
	visitor := &client{t: t, base: b.Base}
	visitor.must(http.StatusOK, "GET", "/api/team-members", nil, nil)
	visitor.must(http.StatusOK, "GET", "/team", nil, nil)
	visitorOfA := &client{t: t, base: a.Base}
	_, paperBefore, _ := visitorOfA.do("GET", "/api/research-paper", nil)

	var member struct{ ID int64 }
	onA.must(http.StatusCreated, "POST", "/api/team-members", map[string]any{"name": "Dr. Ada Cluster",
		"title": "Physician", "company": "QRS", "description": "Joins through instance A."}, &member)
	eventually(t, "a team member created on A, in B's list", func() string {
		_, body, _ := visitor.do("GET", "/api/team-members", nil)
		if !strings.Contains(string(body), "Dr. Ada Cluster") {
			return string(body)
		}
		return ""
	})
	eventually(t, "the same member on B's rendered team page", func() string {
		_, body, _ := visitor.do("GET", "/team", nil)
		if !strings.Contains(string(body), "Dr. Ada Cluster") {
			return "the team page does not name her"
		}
		return ""
	})

	// Content published through B shows on A's pages and in the PDF made from it.
	var doc map[string]any
	onB.must(http.StatusOK, "GET", "/api/content/research", nil, &doc)
	doc["paper"].(map[string]any)["title"] = "Field study, edited through B"
	onB.must(http.StatusOK, "PUT", "/api/content/research", doc, nil)
	eventually(t, "content published on B, in A's API", func() string {
		_, body, _ := (&client{t: t, base: a.Base}).do("GET", "/api/content/research", nil)
		if !strings.Contains(string(body), "Field study, edited through B") {
			return string(body)
		}
		return ""
	})
	eventually(t, "the research paper PDF made anew on A", func() string {
		_, body, _ := visitorOfA.do("GET", "/api/research-paper", nil)
		if bytes.Equal(body, paperBefore) {
			return "the PDF is the one from before the edit"
		}
		return ""
	})

	// A delete through B is gone from A.
	onB.must(http.StatusOK, "DELETE", fmt.Sprintf("/api/team-members/%d", member.ID), nil, nil)
	eventually(t, "a member deleted on B, gone from A's list", func() string {
		_, body, _ := (&client{t: t, base: a.Base}).do("GET", "/api/team-members", nil)
		if strings.Contains(string(body), "Dr. Ada Cluster") {
			return string(body)
		}
		return ""
	})

	// Signing out on B ends the session on A too.
	onB.must(http.StatusOK, "POST", "/api/auth/logout", nil, nil)
	if status, _, _ := onA.do("GET", "/api/auth/me", nil); status != http.StatusUnauthorized {
		t.Fatalf("after signing out through B, A answers /api/auth/me with %d", status)
	}
}

func TestAnUploadThroughOneInstanceIsServedByTheOtherWithTheSameHeaders(t *testing.T) {
	t.Parallel()
	c := startCluster(t, 2)
	a, b := c.Instances[0], c.Instances[1]
	onA := signIn(t, c, a.Base)
	png := testutil.PNG(t, 40, 30)
	up := uploadPNG(t, onA, png)
	path := up
	if i := strings.Index(path, "/uploads/"); i >= 0 {
		path = path[i:]
	}
	statusA, bodyA, headA := (&client{t: t, base: a.Base}).do("GET", path, nil)
	statusB, bodyB, headB := (&client{t: t, base: b.Base}).do("GET", path, nil)
	if statusA != http.StatusOK || statusB != http.StatusOK || !bytes.Equal(bodyA, png) || !bytes.Equal(bodyB, png) {
		t.Fatalf("GET %s: A %d (%d bytes), B %d (%d bytes), want both 200 with the %d bytes uploaded",
			path, statusA, len(bodyA), statusB, len(bodyB), len(png))
	}
	for _, h := range []string{"Content-Type", "Content-Length", "Cache-Control", "Last-Modified", "ETag", "X-Content-Type-Options"} {
		if headA.Get(h) != headB.Get(h) {
			t.Errorf("%s: A answers %q, B %q", h, headA.Get(h), headB.Get(h))
		}
	}
	// A range of it, from B.
	status, part, _ := (&client{t: t, base: b.Base}).do("GET", path, nil, "Range", "bytes=0-7")
	if status != http.StatusPartialContent || !bytes.Equal(part, png[:8]) {
		t.Fatalf("a range from B = %d %q", status, part)
	}
}

func TestGuessesSpreadOverInstancesAreLimitedLikeGuessesAtOne(t *testing.T) {
	t.Parallel()
	c := startCluster(t, 2)
	// Ten wrong passwords from one address are allowed, then one a minute: spread over
	// both instances, the eleventh is refused whichever instance gets it.
	refused := 0
	for i := range 12 {
		in := c.Instances[i%2]
		cl := &client{t: t, base: in.Base}
		status, _, _ := cl.do("POST", "/api/auth/login", map[string]string{"username": c.AdminUser, "password": "not the password"})
		switch status {
		case http.StatusUnauthorized:
			if refused > 0 {
				t.Fatalf("guess %d was checked after an earlier one was refused", i+1)
			}
		case http.StatusTooManyRequests:
			refused++
		default:
			t.Fatalf("guess %d answered %d", i+1, status)
		}
	}
	if refused != 2 {
		t.Fatalf("%d of 12 guesses spread over two instances were refused, want the last 2 (10 allowed from one address)", refused)
	}
}

func TestContactMessagesSpreadOverInstancesShareTheLimit(t *testing.T) {
	t.Parallel()
	c := startCluster(t, 2, "QRS_CONTACT_PER_HOUR=3")
	accepted := 0
	for i := range 6 {
		cl := &client{t: t, base: c.Instances[i%2].Base}
		status, body, _ := cl.do("POST", "/api/contact", map[string]string{"name": "Visitor", "email": "visitor@example.com",
			"subject": "qrs-technology", "message": fmt.Sprintf("Message number %d about the device.", i+1)})
		switch status {
		case http.StatusCreated, http.StatusOK:
			accepted++
		case http.StatusTooManyRequests:
		default:
			t.Fatalf("message %d answered %d: %s", i+1, status, body)
		}
	}
	if accepted != 3 {
		t.Fatalf("%d of 6 messages from one address were accepted over two instances, want 3", accepted)
	}
}

func TestAScheduledPublishHappensOnceWhicheverInstanceTookIt(t *testing.T) {
	t.Parallel()
	c := startCluster(t, 2)
	scheduleTerms(t, c, c.Instances[0], c.Instances[1], visibleWithin)
}

func TestScheduledPublishingGoesOnWhenTheInstanceRunningItIsKilled(t *testing.T) {
	t.Parallel()
	c := startCluster(t, 2)
	// The first instance started took the schedule's lease; it dies without giving it up,
	// and the other takes the job over once the lease runs out.
	c.Instances[0].Kill()
	scheduleTerms(t, c, c.Instances[1], c.Instances[1], visibleWithin+leaseTTL)
}

// leaseTTL is how long a killed instance's lease outlives it (sqlite.LeaseTTL).
const leaseTTL = 15 * time.Second

// scheduleTerms saves a draft of the terms through one instance, schedules it a few seconds
// ahead through another, and checks that it is published, once, within limit.
func scheduleTerms(t *testing.T, c *services.Cluster, draftOn, scheduleOn *services.Instance, limit time.Duration) {
	t.Helper()
	onA := signIn(t, c, draftOn.Base)
	onB := &client{t: t, base: scheduleOn.Base, token: onA.token}
	var st struct {
		Revision  int64
		Published struct {
			Version int64
			Body    map[string]any
		}
	}
	onA.must(http.StatusOK, "GET", "/api/content/terms/draft", nil, &st)
	body := st.Published.Body
	body["title"] = "Terms, published by the schedule"
	status, data, _ := onA.do("PUT", "/api/content/terms/draft", body, "If-Match", fmt.Sprint(st.Revision))
	if status != http.StatusOK {
		t.Fatalf("save draft = %d: %s", status, data)
	}
	json.Unmarshal(data, &st)
	at := time.Now().Add(3 * time.Second).UTC().Format(time.RFC3339)
	status, data, _ = onB.do("PUT", "/api/content/terms/schedule", map[string]string{"publishAt": at}, "If-Match", fmt.Sprint(st.Revision))
	if status != http.StatusOK {
		t.Fatalf("schedule = %d: %s", status, data)
	}
	eventuallyWithin(t, limit, "the scheduled terms, published", func() string {
		_, body, _ := (&client{t: t, base: draftOn.Base}).do("GET", "/api/content/terms", nil)
		if !strings.Contains(string(body), "Terms, published by the schedule") {
			return "not yet"
		}
		return ""
	})
	time.Sleep(2 * time.Second) // a second publish, were there one, would come now
	var history []struct{ Version int64 }
	onA.must(http.StatusOK, "GET", "/api/content/terms/versions", nil, &history)
	if len(history) != 2 || history[0].Version != st.Published.Version+1 {
		t.Fatalf("versions of the terms after one scheduled publish: %+v (published before: %d)", history, st.Published.Version)
	}
}

func TestAnInstanceKilledMidWriteLosesNothingItAcknowledged(t *testing.T) {
	t.Parallel()
	c := startCluster(t, 2)
	a, b := c.Instances[0], c.Instances[1]
	onA := signIn(t, c, a.Base)
	var (
		mu    sync.Mutex
		acked []string
	)
	ctx, cancel := context.WithCancel(context.Background())
	var wg sync.WaitGroup
	for w := range 4 {
		wg.Go(func() {
			for i := 0; ctx.Err() == nil; i++ {
				name := fmt.Sprintf("Writer %d member %d", w, i)
				data, _ := json.Marshal(map[string]any{"name": name, "title": "T", "company": "C", "description": "D"})
				req, _ := http.NewRequest("POST", a.Base+"/api/team-members", bytes.NewReader(data))
				req.Header.Set("Content-Type", "application/json")
				req.Header.Set("Authorization", "Bearer "+onA.token)
				res, err := http.DefaultClient.Do(req)
				if err != nil {
					return // the instance is gone
				}
				io.Copy(io.Discard, res.Body)
				res.Body.Close()
				if res.StatusCode == http.StatusCreated {
					mu.Lock()
					acked = append(acked, name)
					mu.Unlock()
				}
			}
		})
	}
	time.Sleep(1500 * time.Millisecond)
	a.Kill()
	cancel()
	wg.Wait()
	if len(acked) == 0 {
		t.Fatal("no write was acknowledged before the kill")
	}
	visitor := &client{t: t, base: b.Base}
	var list []struct{ Name string }
	eventually(t, "every acknowledged member on B after A was killed", func() string {
		status, body, _ := visitor.do("GET", "/api/team-members", nil)
		if status != http.StatusOK || json.Unmarshal(body, &list) != nil {
			return fmt.Sprintf("B answers %d", status)
		}
		have := map[string]bool{}
		for _, m := range list {
			have[m.Name] = true
		}
		for _, name := range acked {
			if !have[name] {
				return name + " is missing"
			}
		}
		return ""
	})
	t.Logf("%d writes acknowledged by A before it was killed; all are on B", len(acked))
	// B still takes writes, and A comes back with them.
	onB := signIn(t, c, b.Base)
	onB.must(http.StatusCreated, "POST", "/api/team-members", map[string]any{"name": "After the crash", "title": "T", "company": "C", "description": "D"}, nil)
	if err := a.Start("", ""); err != nil {
		t.Fatal(err)
	}
	_, body, _ := (&client{t: t, base: a.Base}).do("GET", "/api/team-members", nil)
	if !strings.Contains(string(body), "After the crash") {
		t.Fatal("A restarted without the write B took while it was down")
	}
}

func TestASQLiteSiteExportedAndImportedIntoTheClusterShowsTheSamePagesByteForByte(t *testing.T) {
	t.Parallel()
	bin, _ := filepath.Abs("../../bin/qrs")
	if _, err := os.Stat(bin); err != nil || os.Getenv("QRS_TEST_SERVICES") != "required" && os.Getenv("QRS_TEST_CLUSTER") == "" {
		t.Skip("the cluster test runs under make test (or with QRS_TEST_CLUSTER=1 after make build)")
	}
	const baseURL = "http://qrs.example"
	password := "a password for the move"
	single, err := services.NewInstance(bin, "QRS_BASE_URL="+baseURL)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { single.Stop(); os.RemoveAll(single.DataDir) })
	if err := single.Start("owner", password); err != nil {
		t.Fatal(err)
	}
	// A site in use: an uploaded portrait on a team member, a folder with an image, a
	// partner, a message, and edited content.
	owner := &client{t: t, base: single.Base}
	var answer struct{ AuthToken string }
	owner.must(http.StatusOK, "POST", "/api/auth/login", map[string]string{"username": "owner", "password": password}, &answer)
	owner.token = answer.AuthToken
	up := uploadPNG(t, owner, testutil.PNG(t, 400, 300))
	owner.must(http.StatusCreated, "POST", "/api/team-members", map[string]any{"name": "Dr. Moved", "title": "Physician",
		"company": "QRS", "description": "Came along with the site.", "imageUrl": up}, nil)
	owner.must(http.StatusCreated, "POST", "/api/categories", map[string]any{"name": "Clinics", "description": "Our clinics"}, nil)
	owner.must(http.StatusCreated, "POST", "/api/gallery/images", map[string]any{"title": "Treatment room", "description": "Bright",
		"imageUrl": up, "category": "Clinics"}, nil)
	owner.must(http.StatusCreated, "POST", "/api/global-partners", map[string]any{"name": "Klinik Nord", "country": "Germany",
		"partnerType": "Clinic"}, nil)
	var terms map[string]any
	owner.must(http.StatusOK, "GET", "/api/content/terms", nil, &terms)
	terms["title"] = "Terms of Service, moved"
	owner.must(http.StatusOK, "PUT", "/api/content/terms", terms, nil)

	pages := sitePages(t, single.Base)
	single.Stop()
	file := filepath.Join(t.TempDir(), "site.qrs.tar.gz")
	if out, err := single.Command("export", file); err != nil {
		t.Fatalf("qrs export: %v\n%s", err, out)
	}

	c, err := services.Start(t.Context(), services.Options{Bin: bin, Instances: 2, Import: file, Env: []string{"QRS_BASE_URL=" + baseURL}})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(c.Stop)
	for i, in := range c.Instances {
		moved := sitePages(t, in.Base)
		if len(moved) != len(pages) {
			t.Fatalf("instance %d shows %d pages and files, the SQLite site %d", i+1, len(moved), len(pages))
		}
		for path, body := range pages {
			if !bytes.Equal(moved[path], body) {
				t.Errorf("instance %d: %s differs from the SQLite site's (%d bytes, then %d)", i+1, path, len(body), len(moved[path]))
			}
		}
	}
	// The owner signs in on the cluster with the password of the SQLite site.
	onCluster := &client{t: t, base: c.Instances[1].Base}
	onCluster.must(http.StatusOK, "POST", "/api/auth/login", map[string]string{"username": "owner", "password": password}, nil)

	// An import into the cluster's database, which now holds a site, is refused.
	out, err := c.Instances[0].Command("import", file)
	if err == nil || !strings.Contains(string(out), "not empty") {
		t.Fatalf("a second import answered %v: %s", err, out)
	}
}

// uploadPNG uploads png through cl and answers its URL.
func uploadPNG(t *testing.T, cl *client, png []byte) string {
	t.Helper()
	var buf bytes.Buffer
	mw := multipart.NewWriter(&buf)
	fw, _ := mw.CreateFormFile("file", "portrait.png")
	fw.Write(png)
	mw.Close()
	req, _ := http.NewRequest("POST", cl.base+"/api/upload/image", &buf)
	req.Header.Set("Content-Type", mw.FormDataContentType())
	req.Header.Set("Authorization", "Bearer "+cl.token)
	res, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer res.Body.Close()
	var up struct{ URL string }
	if err := json.NewDecoder(res.Body).Decode(&up); err != nil || res.StatusCode != http.StatusCreated {
		t.Fatalf("upload = %d (%v)", res.StatusCode, err)
	}
	return up.URL
}

// sitePages answers what a visitor can fetch from base, by path: every page of the sitemap,
// the public lists, the PDFs, and every upload a list names.
func sitePages(t *testing.T, base string) map[string][]byte {
	t.Helper()
	visitor := &client{t: t, base: base}
	out := map[string][]byte{}
	get := func(path string) []byte {
		status, body, _ := visitor.do("GET", path, nil)
		if status != http.StatusOK {
			t.Fatalf("GET %s%s = %d", base, path, status)
		}
		out[path] = body
		return body
	}
	sitemap := string(get("/sitemap.xml"))
	for _, part := range strings.Split(sitemap, "<loc>")[1:] {
		loc := part[:strings.Index(part, "</loc>")]
		get(loc[strings.Index(loc, "//")+2+strings.Index(loc[strings.Index(loc, "//")+2:], "/"):])
	}
	for _, list := range []string{"/api/team-members", "/api/gallery/images", "/api/gallery/videos", "/api/research-papers",
		"/api/categories", "/api/global-partners", "/api/partner-categories", "/api/research-paper", "/api/content/terms"} {
		body := string(get(list))
		for _, part := range strings.Split(body, "/uploads/")[1:] {
			end := strings.IndexAny(part, `"?\ `)
			if end > 0 {
				get("/uploads/" + part[:end])
			}
		}
	}
	return out
}

// Each instance counts the visits it answers in memory and writes them in batches, added to
// what the others wrote: the Insights of the site are every instance's visits together,
// and a path not found through either is in the one log.
func TestVisitsSpreadOverInstancesAddUpInInsights(t *testing.T) {
	t.Parallel()
	c := startCluster(t, 2)
	views := []int{5, 7}
	for i, in := range c.Instances {
		cl := &client{t: t, base: in.Base}
		for v := range views[i] {
			agent := fmt.Sprintf("Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0 Safari/537.36 visitor-%d-%d", i, v)
			if status, _, _ := cl.do("GET", "/team", nil, "User-Agent", agent); status != http.StatusOK {
				t.Fatalf("GET /team through instance %d = %d", i+1, status)
			}
		}
		cl.do("GET", "/old-price-list", nil, "User-Agent", "Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0 Safari/537.36")
	}
	onA := signIn(t, c, c.Instances[0].Base)
	// Instance B writes its batch within 10 seconds of the visits.
	eventuallyWithin(t, 30*time.Second, "both instances' visits in the report", func() string {
		var rep struct {
			Totals struct{ Views, Visitors int }
		}
		onA.must(http.StatusOK, "GET", "/api/insights?range=7d", nil, &rep)
		if rep.Totals.Views != 12 || rep.Totals.Visitors != 12 {
			return fmt.Sprintf("%d views, %d visitors", rep.Totals.Views, rep.Totals.Visitors)
		}
		var log struct {
			Visitors []struct {
				Path string
				Hits int
			}
		}
		onA.must(http.StatusOK, "GET", "/api/not-found", nil, &log)
		if len(log.Visitors) != 1 || log.Visitors[0].Hits != 2 {
			return fmt.Sprintf("not-found log %+v", log.Visitors)
		}
		return ""
	})
}
