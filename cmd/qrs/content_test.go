package main

import (
	"bytes"
	"encoding/json"
	"io"
	"net/http"
	"testing"
)

// getJSON answers the JSON body of a GET, failing unless the status is 200.
func getJSON(t *testing.T, url, token string) map[string]any {
	t.Helper()
	req, _ := http.NewRequest("GET", url, nil)
	if token != "" {
		req.Header.Set("Authorization", "Bearer "+token)
	}
	res, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer res.Body.Close()
	body, _ := io.ReadAll(res.Body)
	if res.StatusCode != http.StatusOK {
		t.Fatalf("GET %s = %d: %s", url, res.StatusCode, body)
	}
	var v map[string]any
	if err := json.Unmarshal(body, &v); err != nil {
		t.Fatalf("GET %s: %v", url, err)
	}
	return v
}

func TestAFreshSiteServesItsContentAndARestartKeepsAnEdit(t *testing.T) {
	t.Parallel()
	env := map[string]string{"QRS_DATA_DIR": t.TempDir(), "QRS_ADMIN_USERNAME": "editor", "QRS_ADMIN_PASSWORD": "first password"}
	base, stop := startStoppable(t, env)
	home := getJSON(t, base+"/api/content/home", "")
	if hero, _ := home["hero"].(map[string]any); hero["headline"] == "" || hero["headline"] == nil {
		t.Fatalf("a fresh site's home has no headline: %v", home["hero"])
	}

	token := signIn(t, base, "editor", "first password")
	terms := getJSON(t, base+"/api/content/terms", "")
	terms["title"] = "Terms of Service, as edited"
	body, _ := json.Marshal(terms)
	req, _ := http.NewRequest("PUT", base+"/api/content/terms", bytes.NewReader(body))
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("Authorization", "Bearer "+token)
	res, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	res.Body.Close()
	if res.StatusCode != http.StatusOK {
		t.Fatalf("PUT terms = %d", res.StatusCode)
	}
	stop()

	base = startProgram(t, env)
	if got := getJSON(t, base+"/api/content/terms", "")["title"]; got != "Terms of Service, as edited" {
		t.Fatalf("after a restart the terms are titled %q", got)
	}
	token = signIn(t, base, "editor", "first password")
	req, _ = http.NewRequest("GET", base+"/api/content/terms/versions", nil)
	req.Header.Set("Authorization", "Bearer "+token)
	res, err = http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer res.Body.Close()
	var history []struct {
		Version   int
		CreatedBy string
	}
	if err := json.NewDecoder(res.Body).Decode(&history); err != nil || len(history) != 2 ||
		history[0].CreatedBy != "editor" || history[1].CreatedBy != "system" {
		t.Fatalf("history after a restart = %+v (%v)", history, err)
	}
}
