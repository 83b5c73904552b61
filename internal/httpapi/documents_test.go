package httpapi

import (
	"archive/tar"
	"bytes"
	"compress/gzip"
	"io"
	"net/http"
	"regexp"
	"strings"
	"testing"

	"github.com/qrs-site/qrs/internal/testutil"
)

func TestResearchPaperIsMultiPagePDFDownload(t *testing.T) {
	t.Parallel()
	site := newSite(t, nil)
	res := site.do("GET", "/api/research-paper", "", nil)
	body := expectStatus(t, res, http.StatusOK)
	if res.Header.Get("Content-Type") != "application/pdf" || !strings.HasPrefix(body, "%PDF-") {
		t.Fatalf("type %q, starts %q", res.Header.Get("Content-Type"), body[:min(10, len(body))])
	}
	if cd := res.Header.Get("Content-Disposition"); cd != `attachment; filename="QRS-Research-Paper.pdf"` {
		t.Fatalf("Content-Disposition = %q", cd)
	}
	if pages := regexp.MustCompile(`/Type /Page\b`).FindAllString(body, -1); len(pages) < 3 {
		t.Fatalf("research paper has %d pages, want at least 3", len(pages))
	}
	again := readBody(t, site.do("GET", "/api/research-paper", "", nil))
	if again != body {
		t.Fatal("the research paper is not built once and cached")
	}
}

func TestLegalDocumentsAreServedAsPDF(t *testing.T) {
	t.Parallel()
	site := newSite(t, nil)
	for _, name := range []string{"terms-of-service", "privacy-policy", "token-sale-agreement", "aml-kyc-policy"} {
		res := site.do("GET", "/legal/"+name+".pdf", "", nil)
		body := expectStatus(t, res, http.StatusOK)
		if res.Header.Get("Content-Type") != "application/pdf" || !strings.HasPrefix(body, "%PDF-") || len(body) < 1500 {
			t.Errorf("%s: %q, %d bytes", name, res.Header.Get("Content-Type"), len(body))
		}
	}
	expectStatus(t, site.do("GET", "/legal/other.pdf", "", nil), http.StatusNotFound)
}

// A legal PDF links the pages and files of the site in its own language, as its page does:
// the German terms lead to the German token sale agreement and the German contact section.
func TestALegalPDFLinksTheSiteInItsOwnLanguage(t *testing.T) {
	t.Parallel()
	site := newSite(t, nil)
	for _, c := range []struct {
		path string
		want []string
	}{
		{"/legal/terms-of-service.pdf", []string{"/URI (http://localhost:8080/legal/token-sale-agreement.pdf)", "/URI (http://localhost:8080/#contact)"}},
		{"/de/legal/terms-of-service.pdf", []string{"/URI (http://localhost:8080/de/legal/token-sale-agreement.pdf)", "/URI (http://localhost:8080/de#contact)"}},
	} {
		body := expectStatus(t, site.do("GET", c.path, "", nil), http.StatusOK)
		for _, link := range c.want {
			if !strings.Contains(body, link) {
				t.Errorf("%s has no link %s", c.path, link)
			}
		}
	}
}

// tarNames lists the entries of a tar.gz and answers the content of the named entry.
func tarNames(t *testing.T, data []byte, want string) ([]string, string) {
	t.Helper()
	zr, err := gzip.NewReader(bytes.NewReader(data))
	if err != nil {
		t.Fatal(err)
	}
	tr := tar.NewReader(zr)
	var names []string
	var found string
	for {
		h, err := tr.Next()
		if err == io.EOF {
			break
		}
		if err != nil {
			t.Fatal(err)
		}
		names = append(names, h.Name)
		if h.Name == want {
			b, _ := io.ReadAll(tr)
			found = string(b)
		}
	}
	return names, found
}

func TestSitePackageHoldsPagesUploadsAndSnapshots(t *testing.T) {
	t.Parallel()
	site := newSite(t, nil)
	site.seed()
	url := decodeAs[uploadAnswer](t, site.upload("/api/upload/image", formFile{"image", "a.png", testutil.PNG(t, 2, 2)}), http.StatusCreated).URL
	expectStatus(t, site.admin("POST", "/api/gallery/images", map[string]string{
		"title": "Clinic", "description": "A clinic.", "imageUrl": url, "category": "Devices"}), http.StatusCreated)
	info := decodeAs[sitePackageInfo](t, site.do("GET", "/api/site-package", "", nil), http.StatusOK)
	if !regexp.MustCompile(`^qrs-site-\d{8}\.tar\.gz$`).MatchString(info.FileName) || info.Size <= 0 {
		t.Fatalf("info = %+v", info)
	}
	res := site.do("GET", "/get-deployment-package", "", nil)
	body := expectStatus(t, res, http.StatusOK)
	if int64(len(body)) != info.Size || !strings.Contains(res.Header.Get("Content-Disposition"), info.FileName) {
		t.Fatalf("package %d bytes, info %+v, disposition %q", len(body), info, res.Header.Get("Content-Disposition"))
	}
	names, team := tarNames(t, []byte(body), "qrs-site/api/team-members.json")
	all := strings.Join(names, " ")
	for _, want := range []string{"qrs-site/index.html", "qrs-site/research/index.html", "qrs-site/team/index.html",
		"qrs-site" + url, "qrs-site/legal/privacy-policy.pdf", "qrs-site/api/research-papers.json", "qrs-site/api/gallery/images.json",
		"qrs-site/de/index.html", "qrs-site/de/forschung/index.html", "qrs-site/de/team/index.html",
		"qrs-site/de/legal/privacy-policy.pdf", "qrs-site/de/api/research-paper", "qrs-site/api/research-paper"} {
		if !strings.Contains(all, want) {
			t.Errorf("package lacks %s: %s", want, all)
		}
	}
	if !strings.Contains(team, "Ann Example") {
		t.Fatalf("team snapshot = %s", team)
	}
	// The pages are the rendered ones, records included, not the template.
	if _, teamPage := tarNames(t, []byte(body), "qrs-site/team/index.html"); !strings.Contains(visible(teamPage), "Ann Example") {
		t.Fatalf("the package's team page = %.300s", teamPage)
	}
	if _, german := tarNames(t, []byte(body), "qrs-site/de/team/index.html"); !strings.Contains(german, `<html lang="de"`) ||
		!strings.Contains(visible(german), "Ann Example") {
		t.Fatalf("the package's German team page = %.300s", german)
	}

	// A content write makes the next package include it.
	expectStatus(t, site.admin("POST", "/api/team-members", `{"name":"Newcomer","title":"t","company":"c","description":"d"}`), http.StatusCreated)
	_, team = tarNames(t, []byte(readBody(t, site.do("GET", "/get-deployment-package", "", nil))), "qrs-site/api/team-members.json")
	if !strings.Contains(team, "Newcomer") {
		t.Fatal("the package was not rebuilt after a write")
	}
}
