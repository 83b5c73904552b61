// Package storage keeps the site's files (uploads, their resized copies, archives built from
// the content) as objects under keys, in a folder of the data directory or in an
// S3-compatible bucket, so that several instances of the site can share them.
package storage

import (
	"context"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"net/url"
	"strings"
	"time"
)

// Bucket is a place objects are kept in, each under a key: a slash-separated path such as
// "uploads/0a1b.png". Objects are written whole and atomically (a reader sees the old
// object or the new one, never half of one) and are streamed both ways.
type Bucket interface {
	// Put stores what r holds under key, replacing any object there. size is the number of
	// bytes r holds, or -1 when unknown; r is read as it is sent, never held whole.
	Put(ctx context.Context, key string, r io.Reader, size int64) error
	// Open opens the object at key for reading; an error wrapping fs.ErrNotExist when
	// there is none. The object reads from ctx's lifetime.
	Open(ctx context.Context, key string) (Object, error)
	// Stat answers what is known of the object at key; an error wrapping fs.ErrNotExist
	// when there is none.
	Stat(ctx context.Context, key string) (Info, error)
	// Delete removes the object at key; removing a missing object is not an error.
	Delete(ctx context.Context, key string) error
	// List answers every object whose key starts with prefix, sorted by key.
	List(ctx context.Context, prefix string) ([]Info, error)
	// Sub answers the part of the bucket under prefix (which ends with "/"): its keys are
	// those of this bucket without the prefix.
	Sub(prefix string) Bucket
	// String names the bucket for the logs, without credentials.
	String() string
}

// Info is what is known of an object.
type Info struct {
	Key      string
	Size     int64
	Modified time.Time // when it was last written
}

// Object is a stored object open for reading: http.ServeContent serves it.
type Object interface {
	io.ReadSeekCloser
	Info() Info
}

// ErrNotExist is wrapped by the errors of Open and Stat for a key with no object.
var ErrNotExist = fs.ErrNotExist

// Open answers the bucket a storage URL names: an empty url is the folder localDir
// (created when missing); s3://BUCKET/PREFIX?endpoint=http://host:port&region=REGION&path_style=true
// is an S3-compatible bucket, with the credentials of AWS_ACCESS_KEY_ID and
// AWS_SECRET_ACCESS_KEY (and AWS_SESSION_TOKEN when set). Without an endpoint the bucket
// is on AWS; an https endpoint is spoken to over TLS. The bucket must exist.
func Open(rawURL, localDir string) (Bucket, error) {
	if rawURL == "" {
		return NewLocal(localDir)
	}
	b, err := openS3(rawURL)
	if err != nil {
		return nil, err
	}
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	if err := b.check(ctx); err != nil {
		return nil, err
	}
	return b, nil
}

// ValidKey reports whether key names an object: slash-separated names, none empty, "." or
// "..", none starting with the prefix of the files being written.
func ValidKey(key string) bool {
	if !fs.ValidPath(key) || key == "." || strings.Contains(key, "\\") {
		return false
	}
	for _, part := range strings.Split(key, "/") {
		if strings.HasPrefix(part, tempPrefix) {
			return false
		}
	}
	return true
}

// validPrefix reports whether prefix may start keys: "" or the start of a valid key.
func validPrefix(prefix string) bool {
	return prefix == "" || ValidKey(prefix+"x")
}

// tempPrefix starts the names of the files a folder bucket is writing.
const tempPrefix = ".tmp-"

func errKey(op, key string) error {
	return &fs.PathError{Op: op, Path: key, Err: fs.ErrInvalid}
}

func notExist(op, key string) error {
	return &fs.PathError{Op: op, Path: key, Err: fs.ErrNotExist}
}

// subPrefix checks the prefix of Sub.
func subPrefix(prefix string) string {
	if prefix != "" && (!strings.HasSuffix(prefix, "/") || !validPrefix(prefix)) {
		panic(fmt.Sprintf("storage: %q is not a folder prefix", prefix))
	}
	return prefix
}

// urlError names what is wrong with a storage URL without repeating it whole.
func urlError(format string, args ...any) error {
	return errors.New("storage URL: " + fmt.Sprintf(format, args...))
}

func parseBool(q url.Values, name string) (bool, error) {
	switch strings.ToLower(q.Get(name)) {
	case "", "false", "0", "no":
		return false, nil
	case "true", "1", "yes":
		return true, nil
	}
	return false, urlError("%s must be true or false", name)
}
