// Package probe tries the real binary from outside, as an editor and as an anonymous client
// would: content that could stop every page, and slow clients that could hold the server's
// memory.
package probe

import (
	"bytes"
	"crypto/rand"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"io"
	"net"
	"net/http"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/qrs-site/qrs/internal/services"
)

// startQRS starts bin/qrs on SQLite in a folder of its own, with an owner made up here.
func startQRS(t *testing.T) (in *services.Instance, user, password string) {
	t.Helper()
	bin, _ := filepath.Abs("../../bin/qrs")
	if _, err := os.Stat(bin); err != nil {
		if os.Getenv("QRS_TEST_SERVICES") == "required" {
			t.Fatalf("no bin/qrs: run make build first")
		}
		t.Skip("no bin/qrs (make build)")
	}
	in, err := services.NewInstance(bin)
	if err != nil {
		t.Fatal(err)
	}
	secret := make([]byte, 12)
	_, _ = rand.Read(secret)
	user, password = "owner", hex.EncodeToString(secret)
	if err := in.Start(user, password); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		if t.Failed() {
			log, _ := os.ReadFile(in.LogPath)
			t.Logf("server log:\n%s", tail(string(log), 30))
		}
		in.Stop()
		os.RemoveAll(in.DataDir)
	})
	return in, user, password
}

func tail(s string, n int) string {
	lines := strings.Split(strings.TrimRight(s, "\n"), "\n")
	return strings.Join(lines[max(0, len(lines)-n):], "\n")
}

// memMB reads a memory figure of the process (VmRSS now, VmHWM its peak) in MB.
func memMB(t *testing.T, pid int, field string) float64 {
	t.Helper()
	status, err := os.ReadFile(fmt.Sprintf("/proc/%d/status", pid))
	if err != nil {
		t.Fatal(err)
	}
	for _, line := range strings.Split(string(status), "\n") {
		if rest, ok := strings.CutPrefix(line, field+":"); ok {
			kb, _ := strconv.Atoi(strings.TrimSuffix(strings.TrimSpace(rest), " kB"))
			return float64(kb) / 1024
		}
	}
	t.Fatalf("no %s in /proc/%d/status", field, pid)
	return 0
}

// client's timeout only keeps a hung server from hanging the test.
var client = &http.Client{Timeout: 2 * time.Minute}

func get(t *testing.T, url string) (int, string) {
	t.Helper()
	res, err := client.Get(url)
	if err != nil {
		t.Fatalf("GET %s: %v", url, err)
	}
	defer res.Body.Close()
	body, _ := io.ReadAll(res.Body)
	return res.StatusCode, string(body)
}

func TestThreeHundredSlowAnonymousBodiesLeaveMemoryLowAndVisitorsServed(t *testing.T) {
	t.Parallel()
	in, _, _ := startQRS(t)
	if code, _ := get(t, in.Base+"/"); code != http.StatusOK {
		t.Fatalf("the home page = %d", code)
	}
	before := memMB(t, in.PID(), "VmRSS")
	var wg sync.WaitGroup
	var conns sync.Map
	open := func(i int, head string, body []byte) {
		defer wg.Done()
		c, err := net.Dial("tcp", in.Addr)
		if err != nil {
			return // the kernel's backlog is the server's to bound
		}
		conns.Store(i, c)
		_, _ = c.Write(append([]byte(head+"\r\n\r\n"), body...))
	}
	// 300 bodies that declare a megabyte and never come, and 300 of 60 kB that stop one byte short.
	for i := range 300 {
		wg.Add(2)
		go open(i, "POST /api/contact HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 1000000", nil)
		go open(1000+i, "POST /api/contact HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 60000",
			bytes.Repeat([]byte(" "), 59999))
	}
	wg.Wait()
	// Meanwhile, visitors.
	for _, path := range []string{"/", "/team", "/api/team-members", "/research"} {
		if code, _ := get(t, in.Base+path); code != http.StatusOK {
			t.Errorf("a visitor's %s during the slow bodies = %d", path, code)
		}
	}
	peak := memMB(t, in.PID(), "VmHWM")
	t.Logf("resident memory %.0f MB before, peak %.0f MB with 600 slow anonymous bodies", before, peak)
	if peak > 150 {
		t.Errorf("the server's memory peaked at %.0f MB, over 150", peak)
	}
	conns.Range(func(_, c any) bool { c.(net.Conn).Close(); return true })
}

func TestAnEditorCannotPublishAFooterOf30000Links(t *testing.T) {
	t.Parallel()
	in, user, password := startQRS(t)
	token := login(t, in.Base, user, password)
	var st struct {
		Revision  int64 `json:"revision"`
		Published struct {
			Body map[string]any `json:"body"`
		} `json:"published"`
	}
	call(t, "GET", in.Base+"/api/content/site/draft", token, nil, http.StatusOK, &st)
	links := make([]map[string]string, 30000)
	for i := range links {
		links[i] = map[string]string{"label": strconv.Itoa(i), "href": "/team"}
	}
	st.Published.Body["footer"].(map[string]any)["columns"].([]any)[0].(map[string]any)["links"] = links
	var refused struct {
		Errors map[string]string `json:"errors"`
	}
	call(t, "PUT", in.Base+"/api/content/site/draft", token, st.Published.Body, http.StatusBadRequest, &refused)
	if got := refused.Errors["/footer/columns/0/links"]; got != "Must have at most 40 items" {
		t.Errorf("the 30,000 links are refused with %q (%v)", got, refused.Errors)
	}
	for _, path := range []string{"/", "/team", "/legal"} {
		if code, _ := get(t, in.Base+path); code != http.StatusOK {
			t.Errorf("%s after the refused footer = %d", path, code)
		}
	}
}

func login(t *testing.T, base, user, password string) string {
	t.Helper()
	var out struct {
		AuthToken string `json:"authToken"`
	}
	call(t, "POST", base+"/api/auth/login", "", map[string]string{"username": user, "password": password}, http.StatusOK, &out)
	return out.AuthToken
}

func call(t *testing.T, method, url, token string, body any, status int, into any) {
	t.Helper()
	var rd io.Reader
	if body != nil {
		data, _ := json.Marshal(body)
		rd = bytes.NewReader(data)
	}
	req, _ := http.NewRequest(method, url, rd)
	req.Header.Set("Content-Type", "application/json")
	if token != "" {
		req.Header.Set("Authorization", "Bearer "+token)
	}
	res, err := client.Do(req)
	if err != nil {
		t.Fatalf("%s %s: %v", method, url, err)
	}
	defer res.Body.Close()
	data, _ := io.ReadAll(res.Body)
	if res.StatusCode != status {
		t.Fatalf("%s %s = %d, want %d: %s", method, url, res.StatusCode, status, data)
	}
	if into != nil {
		if err := json.Unmarshal(data, into); err != nil {
			t.Fatalf("%s: %v", data, err)
		}
	}
}
