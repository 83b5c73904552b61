package testutil

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"net/url"
	"os"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/qrs-site/qrs/internal/storage"
)

// S3URL answers the storage URL of a part of the test S3 bucket of tb's own: the bucket of
// QRS_TEST_S3_URL (given with the keys by `go run ./tools/services -- COMMAND`) under a
// prefix made of tb's name and a random part, emptied when tb ends. Without the variable tb
// is skipped, or fails when QRS_TEST_SERVICES=required.
func S3URL(tb testing.TB) string {
	tb.Helper()
	raw := os.Getenv("QRS_TEST_S3_URL")
	if raw == "" {
		if os.Getenv("QRS_TEST_SERVICES") == "required" {
			tb.Fatal("QRS_TEST_S3_URL is not set, and QRS_TEST_SERVICES=required: run the tests under `go run ./tools/services -- go test ...`")
		}
		tb.Skip("no S3 server: run under `go run ./tools/services -- go test ...` to include this test")
	}
	u, err := url.Parse(raw)
	if err != nil {
		tb.Fatalf("QRS_TEST_S3_URL: %v", err)
	}
	r := make([]byte, 6)
	_, _ = rand.Read(r)
	name := strings.Trim(unsafeInKey.ReplaceAllString(tb.Name(), "-"), "-")
	if len(name) > 80 {
		name = name[:80]
	}
	u.Path = "/" + strings.Trim(u.Path, "/")
	if u.Path != "/" {
		u.Path += "/"
	}
	u.Path += name + "-" + hex.EncodeToString(r) + "/"
	s := u.String()
	bucket, err := storage.Open(s, "")
	if err != nil {
		tb.Fatalf("open the test S3 bucket: %v", err)
	}
	tb.Cleanup(func() {
		ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
		defer cancel()
		all, err := bucket.List(ctx, "")
		if err != nil {
			tb.Logf("emptying the test S3 prefix: %v", err)
			return
		}
		for _, o := range all {
			if err := bucket.Delete(ctx, o.Key); err != nil {
				tb.Logf("emptying the test S3 prefix: %v", err)
			}
		}
	})
	return s
}

// S3Bucket answers the bucket of S3URL(tb).
func S3Bucket(tb testing.TB) storage.Bucket {
	tb.Helper()
	b, err := storage.Open(S3URL(tb), "")
	if err != nil {
		tb.Fatalf("open the test S3 bucket: %v", err)
	}
	return b
}

var unsafeInKey = regexp.MustCompile(`[^A-Za-z0-9_-]+`)
