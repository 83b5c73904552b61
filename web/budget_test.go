package web

import (
	"bytes"
	"compress/gzip"
	"encoding/json"
	"fmt"
	"io/fs"
	"path"
	"regexp"
	"sort"
	"strings"
	"testing"
)

// homeJSBudget is the most JavaScript the home page may load before it is interactive,
// gzip-compressed (issue 26): the entry of dist/index.html, the chunks it imports statically,
// and the chunks routes.json preloads for "/", with their static imports in turn.
const homeJSBudget = 90_000

// The build's scripts in the template, and the static imports of a minified chunk
// (`import{a as b}from"./x.js"`, `import"./x.js"`); a dynamic import(`./x.js`) loads later.
var (
	templateScripts = regexp.MustCompile(`<(?:script type="module"[^>]*src|link rel="modulepreload"[^>]*href)="/(assets/[^"]+\.js)"`)
	staticImports   = regexp.MustCompile(`(?:\bfrom\s*|\bimport\s*)"\./([^"]+\.js)"`)
)

// TestPublicPagesStayWithinTheirJavaScriptBudget weighs, for every public route of the
// build, the JavaScript its page loads before it is interactive, and fails when the home
// page's exceeds homeJSBudget. `go test -v -run JavaScriptBudget ./web` prints each route's.
func TestPublicPagesStayWithinTheirJavaScriptBudget(t *testing.T) {
	dist := Dist()
	template, err := fs.ReadFile(dist, "index.html")
	if err != nil || !bytes.Contains(template, []byte("<!--app-html-->")) {
		t.Skip("web/dist holds no build: run make build first")
	}
	manifest, err := fs.ReadFile(dist, "routes.json")
	if err != nil {
		t.Fatalf("the build has no routes.json: %v", err)
	}
	var routes struct {
		Preload map[string][]string `json:"preload"`
	}
	if err := json.Unmarshal(manifest, &routes); err != nil {
		t.Fatalf("routes.json: %v", err)
	}
	var shell []string
	for _, m := range templateScripts.FindAllSubmatch(template, -1) {
		shell = append(shell, string(m[1]))
	}
	if len(shell) == 0 {
		t.Fatal("dist/index.html loads no script")
	}

	gzipped := map[string]int{}
	weigh := func(name string) (int, []string) {
		data, err := fs.ReadFile(dist, name)
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		if _, ok := gzipped[name]; !ok {
			var buf bytes.Buffer
			zw, _ := gzip.NewWriterLevel(&buf, gzip.BestCompression)
			_, _ = zw.Write(data)
			_ = zw.Close()
			gzipped[name] = buf.Len()
		}
		var imports []string
		for _, m := range staticImports.FindAllSubmatch(data, -1) {
			imports = append(imports, path.Join(path.Dir(name), string(m[1])))
		}
		return gzipped[name], imports
	}

	paths := make([]string, 0, len(routes.Preload))
	for p := range routes.Preload {
		paths = append(paths, p)
	}
	sort.Strings(paths)
	if _, ok := routes.Preload["/"]; !ok {
		t.Fatal(`routes.json names no "/"`)
	}
	var report strings.Builder
	for _, route := range paths {
		queue := append([]string{}, shell...)
		for _, c := range routes.Preload[route] {
			queue = append(queue, strings.TrimPrefix(c, "/"))
		}
		announced := map[string]bool{}
		for _, c := range queue {
			announced[c] = true
		}
		seen := map[string]bool{}
		total := 0
		for len(queue) > 0 {
			name := queue[0]
			queue = queue[1:]
			if seen[name] {
				continue
			}
			seen[name] = true
			size, imports := weigh(name)
			total += size
			for _, imp := range imports {
				if !announced[imp] {
					// The browser would find it only once the importer has loaded: a round trip lost.
					t.Errorf("%s: %s imports %s, which neither the template nor routes.json announces", route, name, imp)
					announced[imp] = true
				}
				queue = append(queue, imp)
			}
		}
		fmt.Fprintf(&report, "  %7.1f KB  %s (%d files)\n", float64(total)/1000, route, len(seen))
		if route == "/" && total > homeJSBudget {
			t.Errorf("the home page loads %d bytes of JavaScript (gzip) before it is interactive; its budget is %d", total, homeJSBudget)
		}
	}
	t.Logf("JavaScript each public page loads before it is interactive (gzip):\n%s", report.String())
}
