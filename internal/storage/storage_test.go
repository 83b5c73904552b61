package storage_test

import (
	"bytes"
	"crypto/sha256"
	"errors"
	"io"
	"math/rand/v2"
	"os"
	"runtime"
	"strings"
	"testing"
	"time"

	"github.com/qrs-site/qrs/internal/storage"
	"github.com/qrs-site/qrs/internal/testutil"
)

// kinds are the implementations every test below runs against: a folder, and the S3 server
// of QRS_TEST_S3_URL (skipped without it, failing when QRS_TEST_SERVICES=required).
var kinds = []struct {
	name string
	open func(t *testing.T) storage.Bucket
}{
	{"local", func(t *testing.T) storage.Bucket {
		b, err := storage.Open("", t.TempDir())
		if err != nil {
			t.Fatal(err)
		}
		return b
	}},
	{"s3", func(t *testing.T) storage.Bucket { return testutil.S3Bucket(t) }},
}

func each(t *testing.T, test func(t *testing.T, b storage.Bucket)) {
	for _, k := range kinds {
		t.Run(k.name, func(t *testing.T) { test(t, k.open(t)) })
	}
}

func put(t *testing.T, b storage.Bucket, key, body string) {
	t.Helper()
	if err := b.Put(t.Context(), key, strings.NewReader(body), int64(len(body))); err != nil {
		t.Fatalf("put %s: %v", key, err)
	}
}

func read(t *testing.T, b storage.Bucket, key string) string {
	t.Helper()
	o, err := b.Open(t.Context(), key)
	if err != nil {
		t.Fatalf("open %s: %v", key, err)
	}
	defer o.Close()
	data, err := io.ReadAll(o)
	if err != nil {
		t.Fatalf("read %s: %v", key, err)
	}
	return string(data)
}

func keys(infos []storage.Info) string {
	var out []string
	for _, i := range infos {
		out = append(out, i.Key)
	}
	return strings.Join(out, " ")
}

func TestPutOpenStatDelete(t *testing.T) {
	t.Parallel()
	each(t, func(t *testing.T, b storage.Bucket) {
		before := time.Now().Add(-2 * time.Second) // S3 times are whole seconds
		put(t, b, "uploads/a.png", "first body")
		if got := read(t, b, "uploads/a.png"); got != "first body" {
			t.Fatalf("read back %q", got)
		}
		put(t, b, "uploads/a.png", "second, longer body")
		if got := read(t, b, "uploads/a.png"); got != "second, longer body" {
			t.Fatalf("after a replace, read back %q", got)
		}
		st, err := b.Stat(t.Context(), "uploads/a.png")
		if err != nil {
			t.Fatal(err)
		}
		if st.Key != "uploads/a.png" || st.Size != int64(len("second, longer body")) ||
			st.Modified.Before(before) || st.Modified.After(time.Now().Add(2*time.Second)) {
			t.Fatalf("stat %+v", st)
		}
		o, err := b.Open(t.Context(), "uploads/a.png")
		if err != nil {
			t.Fatal(err)
		}
		if o.Info() != st {
			t.Fatalf("open's info %+v, stat's %+v", o.Info(), st)
		}
		o.Close()
		if err := b.Delete(t.Context(), "uploads/a.png"); err != nil {
			t.Fatal(err)
		}
		if _, err := b.Stat(t.Context(), "uploads/a.png"); !errors.Is(err, storage.ErrNotExist) {
			t.Fatalf("stat after delete: %v", err)
		}
		if all, err := b.List(t.Context(), ""); err != nil || len(all) != 0 {
			t.Fatalf("list after delete: %v %v", keys(all), err)
		}
	})
}

func TestMissingKey(t *testing.T) {
	t.Parallel()
	each(t, func(t *testing.T, b storage.Bucket) {
		if _, err := b.Open(t.Context(), "uploads/none.png"); !errors.Is(err, storage.ErrNotExist) {
			t.Errorf("open of a missing key: %v", err)
		}
		if _, err := b.Stat(t.Context(), "uploads/none.png"); !errors.Is(err, storage.ErrNotExist) {
			t.Errorf("stat of a missing key: %v", err)
		}
		if err := b.Delete(t.Context(), "uploads/none.png"); err != nil {
			t.Errorf("delete of a missing key: %v", err)
		}
		for _, bad := range []string{"", "/abs", "../up", "a/../b", "a//b", "a/", ".tmp-x"} {
			if err := b.Put(t.Context(), bad, strings.NewReader("x"), 1); err == nil {
				t.Errorf("put under %q was accepted", bad)
			}
			if _, err := b.Open(t.Context(), bad); err == nil || errors.Is(err, storage.ErrNotExist) {
				t.Errorf("open of %q: %v, want a refusal", bad, err)
			}
		}
	})
}

func TestListByPrefix(t *testing.T) {
	t.Parallel()
	each(t, func(t *testing.T, b storage.Bucket) {
		for _, k := range []string{"b/1", "a/2", "ab", "a/1", "a/deeper/3", "cache/site-package-x.tar.gz"} {
			put(t, b, k, "body of "+k)
		}
		for prefix, want := range map[string]string{
			"":                   "a/1 a/2 a/deeper/3 ab b/1 cache/site-package-x.tar.gz",
			"a/":                 "a/1 a/2 a/deeper/3",
			"a":                  "a/1 a/2 a/deeper/3 ab",
			"a/d":                "a/deeper/3",
			"cache/site-package": "cache/site-package-x.tar.gz",
			"zz":                 "",
			"b/1":                "b/1",
		} {
			all, err := b.List(t.Context(), prefix)
			if err != nil {
				t.Fatalf("list %q: %v", prefix, err)
			}
			if keys(all) != want {
				t.Errorf("list %q = %q, want %q", prefix, keys(all), want)
			}
			for _, i := range all {
				if i.Size != int64(len("body of "+i.Key)) || time.Since(i.Modified) > time.Minute {
					t.Errorf("list %q: %+v", prefix, i)
				}
			}
		}
		sub := b.Sub("a/")
		if all, err := sub.List(t.Context(), ""); err != nil || keys(all) != "1 2 deeper/3" {
			t.Errorf("the part under a/ lists %q, %v", keys(all), err)
		}
		if got := read(t, sub, "deeper/3"); got != "body of a/deeper/3" {
			t.Errorf("the part under a/ reads %q", got)
		}
		put(t, sub, "4", "four")
		if got := read(t, b, "a/4"); got != "four" {
			t.Errorf("a put under a/ reads %q from the whole bucket", got)
		}
	})
}

func TestSeek(t *testing.T) {
	t.Parallel()
	each(t, func(t *testing.T, b storage.Bucket) {
		put(t, b, "f", "0123456789")
		o, err := b.Open(t.Context(), "f")
		if err != nil {
			t.Fatal(err)
		}
		defer o.Close()
		buf := make([]byte, 3)
		if _, err := io.ReadFull(o, buf); err != nil || string(buf) != "012" {
			t.Fatalf("first read %q %v", buf, err)
		}
		if n, err := o.Seek(0, io.SeekEnd); err != nil || n != 10 {
			t.Fatalf("seek to the end: %d %v", n, err)
		}
		if n, err := o.Seek(6, io.SeekStart); err != nil || n != 6 {
			t.Fatalf("seek to 6: %d %v", n, err)
		}
		rest, err := io.ReadAll(o)
		if err != nil || string(rest) != "6789" {
			t.Fatalf("read from 6: %q %v", rest, err)
		}
		if _, err := o.Seek(-8, io.SeekCurrent); err != nil {
			t.Fatal(err)
		}
		if _, err := io.ReadFull(o, buf); err != nil || string(buf) != "234" {
			t.Fatalf("read after seeking back %q %v", buf, err)
		}
	})
}

// TestLargeUploadIsStreamed stores 40 MB from a reader that makes its bytes as they are
// read, of unknown and of known size, and reads it back whole: the store never holds the
// whole file in memory at once. What a put allocates in all (one part's buffer, and the
// garbage of signing the chunks it sends) stays under half the file; holding the file whole
// would take at least all of it.
//
// Not parallel: it counts what the whole process allocates.
func TestLargeUploadIsStreamed(t *testing.T) {
	const size = 40 << 20
	each(t, func(t *testing.T, b storage.Bucket) {
		for _, known := range []bool{false, true} {
			want := sha256.New()
			src := io.TeeReader(io.LimitReader(&noise{rand.NewPCG(1, 2)}, size), want)
			n := int64(-1)
			if known {
				n = size
			}
			var before, after runtime.MemStats
			runtime.GC()
			runtime.ReadMemStats(&before)
			if err := b.Put(t.Context(), "big.bin", src, n); err != nil {
				t.Fatalf("put (size known: %v): %v", known, err)
			}
			runtime.ReadMemStats(&after)
			alloc := after.TotalAlloc - before.TotalAlloc
			t.Logf("storing %d MB (size known: %v) allocated %.1f MB", size>>20, known, float64(alloc)/(1<<20))
			if alloc > size/2 {
				t.Errorf("storing %d MB (size known: %v) allocated %d MB", size>>20, known, alloc>>20)
			}
			st, err := b.Stat(t.Context(), "big.bin")
			if err != nil || st.Size != size {
				t.Fatalf("stat %+v %v", st, err)
			}
			o, err := b.Open(t.Context(), "big.bin")
			if err != nil {
				t.Fatal(err)
			}
			got := sha256.New()
			if _, err := io.Copy(got, o); err != nil {
				t.Fatal(err)
			}
			o.Close()
			if !bytes.Equal(got.Sum(nil), want.Sum(nil)) {
				t.Fatalf("the file read back differs from the one stored (size known: %v)", known)
			}
		}
	})
}

// noise reads as an endless run of pseudo-random bytes.
type noise struct{ src *rand.PCG }

func (n *noise) Read(p []byte) (int, error) {
	for i := range p {
		p[i] = byte(n.src.Uint64())
	}
	return len(p), nil
}

// Not parallel: it sets the process's environment.
func TestOpenURL(t *testing.T) {
	t.Setenv("AWS_ACCESS_KEY_ID", "")
	t.Setenv("AWS_SECRET_ACCESS_KEY", "")
	for _, bad := range []string{
		"s3://bucket/site?endpoint=http://127.0.0.1:1",       // no keys
		"https://bucket.example",                             // not s3://
		"s3://bucket?endpoint=ftp://host",                    // not http(s)
		"s3://bucket?endpoint=http://host/path&path_style=1", // endpoints are hosts
	} {
		if _, err := storage.Open(bad, t.TempDir()); err == nil {
			t.Errorf("storage.Open(%q) answered no error", bad)
		}
	}
	t.Setenv("AWS_ACCESS_KEY_ID", "k")
	t.Setenv("AWS_SECRET_ACCESS_KEY", "s")
	if _, err := storage.Open("s3://bucket?endpoint=http://127.0.0.1:1&path_style=maybe", ""); err == nil {
		t.Error("path_style=maybe was accepted")
	}
	dir := t.TempDir() + "/data"
	b, err := storage.Open("", dir)
	if err != nil {
		t.Fatal(err)
	}
	put(t, b, "uploads/x.png", "x")
	if data, err := os.ReadFile(dir + "/uploads/x.png"); err != nil || string(data) != "x" {
		t.Fatalf("the folder bucket keeps uploads/x.png as %q, %v", data, err)
	}
	if st, _ := os.Stat(dir + "/uploads/x.png"); st == nil || st.Mode().Perm() != 0o600 {
		t.Fatalf("the stored file's mode is %v, want 0600", st.Mode())
	}
	if st, _ := os.Stat(dir + "/uploads"); st == nil || st.Mode().Perm() != 0o700 {
		t.Fatalf("the folder's mode is %v, want 0700", st.Mode())
	}
}
