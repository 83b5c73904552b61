package httpapi

import (
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestARestartServesEachPageAsKeptUntilItsDataChanges starts servers one after the other
// on one data folder, as restarts do: a page whose data did not change meanwhile is
// answered as the last server rendered it, without a render; one whose data changed is
// rendered again, and so is one whose kept copy is damaged.
func TestARestartServesEachPageAsKeptUntilItsDataChanges(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	store := siteTemplate.Open(t, dir)
	keep := func(d *Deps) { d.PageDir = filepath.Join(dir, "pages") }
	first := siteOn(t, dir, store, keep)
	home := readBody(t, first.do("GET", "/", "", nil))
	team := readBody(t, first.do("GET", "/team", "", nil))

	second := siteOn(t, dir, store, keep)
	if got := readBody(t, second.do("GET", "/team", "", nil)); got != team {
		t.Error("after a restart /team is not the page rendered before it")
	}
	if n := rendersOf(t, second, "/team"); n != 0 {
		t.Errorf("after a restart /team, unchanged, was rendered %d times", n)
	}

	// A team member joins while no server runs (written here through one that never
	// answered /team, so it does not make the page again).
	writer := siteOn(t, dir, store, keep)
	expectStatus(t, writer.admin("POST", "/api/team-members", map[string]any{
		"name": "Joined While Down", "title": "Lead", "company": "QRS", "description": "Leads."}), http.StatusCreated)
	third := siteOn(t, dir, store, keep)
	if got := visible(readBody(t, third.do("GET", "/team", "", nil))); !strings.Contains(got, "Joined While Down") {
		t.Error("after a restart /team does not show the member who joined meanwhile")
	}
	if got := readBody(t, third.do("GET", "/", "", nil)); got != home {
		t.Error("after a restart / is not the page rendered before it")
	}
	if team, home := rendersOf(t, third, "/team"), rendersOf(t, third, "/"); team != 1 || home != 0 {
		t.Errorf("after a restart /team, changed, was rendered %d times and /, unchanged, %d times", team, home)
	}

	// Kept copies cut short (a disk that filled up) are never served.
	files, _ := filepath.Glob(filepath.Join(dir, "pages", "*"))
	if len(files) == 0 {
		t.Fatal("no page was kept in the data folder")
	}
	for _, f := range files {
		info, err := os.Stat(f)
		if err != nil {
			t.Fatal(err)
		}
		if err := os.Truncate(f, info.Size()-10); err != nil {
			t.Fatal(err)
		}
	}
	fourth := siteOn(t, dir, store, keep)
	if got := readBody(t, fourth.do("GET", "/", "", nil)); got != home {
		t.Error("with its kept copy cut short, / is not the page it was")
	}
	if n := rendersOf(t, fourth, "/"); n != 1 {
		t.Errorf("with its kept copy cut short, / was rendered %d times", n)
	}
}
