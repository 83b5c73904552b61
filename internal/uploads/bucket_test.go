package uploads_test

import (
	"bytes"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/qrs-site/qrs/internal/testutil"
	"github.com/qrs-site/qrs/internal/uploads"
)

var limits = uploads.Limits{Image: 1 << 20, PDF: 1 << 20}

// kinds are the places uploads are kept in: a folder, and a bucket of the S3 server of
// QRS_TEST_S3_URL (skipped without it, failing when QRS_TEST_SERVICES=required).
var kinds = []struct {
	name string
	open func(t *testing.T) *uploads.Dir
}{
	{"local", func(t *testing.T) *uploads.Dir {
		d, err := uploads.Open(filepath.Join(t.TempDir(), "uploads"), limits)
		if err != nil {
			t.Fatal(err)
		}
		return d
	}},
	{"s3", func(t *testing.T) *uploads.Dir { return uploads.OpenBucket(testutil.S3Bucket(t), limits) }},
}

func each(t *testing.T, test func(t *testing.T, d *uploads.Dir)) {
	for _, k := range kinds {
		t.Run(k.name, func(t *testing.T) { test(t, k.open(t)) })
	}
}

// TestUploadsInEitherPlace saves an image with a resized copy, lists it, removes it with
// its copy, and sweeps what no record uses, from a folder and from a bucket alike.
func TestUploadsInEitherPlace(t *testing.T) {
	t.Parallel()
	each(t, func(t *testing.T, d *uploads.Dir) {
		png := testutil.PNG(t, 40, 30)
		url, kind, err := d.Save(bytes.NewReader(png), uploads.Images)
		if err != nil || kind != uploads.PNG {
			t.Fatalf("save: %v %v", kind, err)
		}
		vurl, err := d.StoreVariant(url, 20, []byte("RIFF....WEBP"))
		if err != nil || vurl != strings.TrimSuffix(url, ".png")+"-20w.webp" {
			t.Fatalf("variant %q %v", vurl, err)
		}
		other, err := d.Store(testutil.PDF(), uploads.PDF)
		if err != nil {
			t.Fatal(err)
		}
		names, err := d.List()
		want := []string{strings.TrimPrefix(url, "/uploads/"), strings.TrimPrefix(vurl, "/uploads/"), strings.TrimPrefix(other, "/uploads/")}
		slices.Sort(want)
		if err != nil || !slices.Equal(names, want) {
			t.Fatalf("list %v %v, want %v", names, err, want)
		}
		all, err := d.Uploads()
		if err != nil || len(all) != 2 {
			t.Fatalf("uploads %+v %v", all, err)
		}
		for _, up := range all {
			if up.URL == url && (len(up.Names) != 2 || time.Since(up.Modified) > time.Minute) {
				t.Fatalf("the PNG's upload is %+v", up)
			}
		}
		if err := d.Remove(url); err != nil {
			t.Fatal(err)
		}
		if names, _ := d.List(); !slices.Equal(names, []string{strings.TrimPrefix(other, "/uploads/")}) {
			t.Fatalf("after removing the PNG, %v are left", names)
		}

		store := testutil.MustOpenStore(t, "")
		log := slog.New(slog.NewTextHandler(io.Discard, nil))
		if removed, err := d.Sweep(t.Context(), store, time.Hour, log); err != nil || len(removed) != 0 {
			t.Fatalf("a sweep removed %v (%v) of a file just uploaded", removed, err)
		}
		if removed, err := d.Sweep(t.Context(), store, -time.Minute, log); err != nil || !slices.Equal(removed, []string{other}) {
			t.Fatalf("a sweep of unused files removed %v (%v), want %v", removed, err, other)
		}
		if names, _ := d.List(); len(names) != 0 {
			t.Fatalf("after the sweep, %v are left", names)
		}
	})
}

// TestServedAlikeFromFolderAndBucket serves the same files from a folder and from a bucket
// and compares the answers: status, headers (but the date) and bytes, for a whole file, a
// range, a conditional request, HEAD and a missing file.
func TestServedAlikeFromFolderAndBucket(t *testing.T) {
	t.Parallel()
	local, err := uploads.Open(filepath.Join(t.TempDir(), "uploads"), limits)
	if err != nil {
		t.Fatal(err)
	}
	remote := uploads.OpenBucket(testutil.S3Bucket(t), limits)
	png := testutil.PNG(t, 64, 48)
	svg := `<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"><rect width="4" height="4"/></svg>`
	var names []string
	for _, file := range [][]byte{png, []byte(svg), testutil.PDF()} {
		url, _, err := local.Save(bytes.NewReader(file), append(uploads.Images, uploads.PDF))
		if err != nil {
			t.Fatal(err)
		}
		name := strings.TrimPrefix(url, "/uploads/")
		names = append(names, name)
		// The same bytes under the same name in the bucket, and the folder's file dated as
		// the bucket's object, so that both answer the same Last-Modified.
		o, err := local.Object(t.Context(), name)
		if err != nil {
			t.Fatal(err)
		}
		if err := remote.Files().Put(t.Context(), name, o, o.Info().Size); err != nil {
			t.Fatal(err)
		}
		o.Close()
		st, err := remote.Files().Stat(t.Context(), name)
		if err != nil {
			t.Fatal(err)
		}
		if err := os.Chtimes(local.Path(name), st.Modified, st.Modified); err != nil {
			t.Fatal(err)
		}
	}
	serve := func(d *uploads.Dir) *httptest.Server {
		mux := http.NewServeMux()
		mux.Handle("GET /uploads/{name}", d)
		srv := httptest.NewServer(mux)
		t.Cleanup(srv.Close)
		return srv
	}
	folder, bucket := serve(local), serve(remote)

	var lastModified string
	for _, c := range []struct {
		what, method, path string
		header             []string
		status             int
	}{
		{"a PNG", "GET", "/uploads/" + names[0], nil, http.StatusOK},
		{"a range of a PNG", "GET", "/uploads/" + names[0], []string{"Range", "bytes=10-99"}, http.StatusPartialContent},
		{"the end of a PNG", "GET", "/uploads/" + names[0], []string{"Range", "bytes=-20"}, http.StatusPartialContent},
		{"two ranges of a PNG", "GET", "/uploads/" + names[0], []string{"Range", "bytes=0-3,8-11"}, http.StatusPartialContent},
		{"a range past the end", "GET", "/uploads/" + names[0], []string{"Range", "bytes=100000-"}, http.StatusRequestedRangeNotSatisfiable},
		{"a PNG not modified", "GET", "/uploads/" + names[0], []string{"If-Modified-Since", ""}, http.StatusNotModified},
		{"HEAD of a PNG", "HEAD", "/uploads/" + names[0], nil, http.StatusOK},
		{"an SVG", "GET", "/uploads/" + names[1], nil, http.StatusOK},
		{"a PDF", "GET", "/uploads/" + names[2], nil, http.StatusOK},
		{"a missing file", "GET", "/uploads/0123456789abcdef0123456789abcdef.png", nil, http.StatusNotFound},
		{"a missing variant", "GET", "/uploads/" + strings.TrimSuffix(names[0], ".png") + "-400w.webp", nil, http.StatusNotFound},
		{"a name not of an upload", "GET", "/uploads/cache", nil, http.StatusNotFound},
	} {
		header := slices.Clone(c.header)
		if len(header) == 2 && header[1] == "" {
			header[1] = lastModified
		}
		a, aBody := fetch(t, folder.URL+c.path, c.method, header)
		b, bBody := fetch(t, bucket.URL+c.path, c.method, header)
		if a.StatusCode != c.status || b.StatusCode != c.status {
			t.Errorf("%s: the folder answers %d, the bucket %d, want %d", c.what, a.StatusCode, b.StatusCode, c.status)
		}
		a.Header.Del("Date")
		b.Header.Del("Date")
		if ah, bh := headers(a.Header), headers(b.Header); ah != bh {
			t.Errorf("%s: the folder answers headers\n%s\nthe bucket\n%s", c.what, ah, bh)
		}
		if !strings.Contains(a.Header.Get("Content-Type"), "multipart/byteranges") && !bytes.Equal(aBody, bBody) {
			t.Errorf("%s: the folder answers %d bytes, the bucket %d others", c.what, len(aBody), len(bBody))
		}
		if c.what == "a PNG" {
			lastModified = a.Header.Get("Last-Modified")
			if !bytes.Equal(aBody, png) || a.Header.Get("Content-Type") != "image/png" ||
				a.Header.Get("X-Content-Type-Options") != "nosniff" || a.Header.Get("Cache-Control") != "public, max-age=31536000, immutable" ||
				a.Header.Get("Accept-Ranges") != "bytes" || lastModified == "" {
				t.Errorf("a PNG is served as %v", a.Header)
			}
		}
		if c.what == "a range of a PNG" && (!bytes.Equal(aBody, png[10:100]) || a.Header.Get("Content-Range") != "bytes 10-99/"+strconv.Itoa(len(png))) {
			t.Errorf("a range of a PNG is served as %v", a.Header)
		}
		if c.what == "an SVG" && !strings.Contains(a.Header.Get("Content-Security-Policy"), "sandbox") {
			t.Errorf("an SVG is served as %v", a.Header)
		}
	}
}

// fetch answers the response to a request and its body.
func fetch(t *testing.T, url, method string, header []string) (*http.Response, []byte) {
	t.Helper()
	req, err := http.NewRequestWithContext(t.Context(), method, url, nil)
	if err != nil {
		t.Fatal(err)
	}
	for i := 0; i+1 < len(header); i += 2 {
		req.Header.Set(header[i], header[i+1])
	}
	res, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer res.Body.Close()
	body, err := io.ReadAll(res.Body)
	if err != nil {
		t.Fatal(err)
	}
	return res, body
}

// headers answers h as sorted lines; the boundary of a multipart answer is random, so it is
// left out.
func headers(h http.Header) string {
	var lines []string
	for k, v := range h {
		value := strings.Join(v, ", ")
		if k == "Content-Type" && strings.HasPrefix(value, "multipart/byteranges") {
			value = "multipart/byteranges"
		}
		lines = append(lines, k+": "+value)
	}
	slices.Sort(lines)
	return strings.Join(lines, "\n")
}
