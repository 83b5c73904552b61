package storage

import (
	"context"
	"errors"
	"fmt"
	"io"
	"net/http"
	"net/url"
	"os"
	"strings"

	"github.com/minio/minio-go/v7"
	"github.com/minio/minio-go/v7/pkg/credentials"
)

// partSize is the size of the parts a stream of unknown or large size is sent in, and so
// the most memory one upload holds at a time. S3 accepts parts of 5 MiB and more.
const partSize = 5 << 20

// s3Bucket is a bucket of an S3-compatible store, its keys under a prefix.
type s3Bucket struct {
	client *minio.Client
	bucket string
	prefix string // "" or ending with "/"
	origin string // the endpoint's scheme and host, for the logs
}

// openS3 reads an s3:// storage URL.
func openS3(rawURL string) (*s3Bucket, error) {
	u, err := url.Parse(rawURL)
	if err != nil || u.Scheme != "s3" || u.Host == "" {
		return nil, urlError("must look like s3://BUCKET/PREFIX?endpoint=https://host&region=REGION")
	}
	q := u.Query()
	host, secure := "s3.amazonaws.com", true
	if e := q.Get("endpoint"); e != "" {
		eu, err := url.Parse(e)
		if err != nil || (eu.Scheme != "http" && eu.Scheme != "https") || eu.Host == "" || strings.Trim(eu.Path, "/") != "" {
			return nil, urlError("the endpoint must be an http(s) URL of a host, such as endpoint=https://s3.example.com")
		}
		host, secure = eu.Host, eu.Scheme == "https"
	}
	pathStyle, err := parseBool(q, "path_style")
	if err != nil {
		return nil, err
	}
	lookup := minio.BucketLookupAuto
	if pathStyle {
		lookup = minio.BucketLookupPath
	}
	id, secret := os.Getenv("AWS_ACCESS_KEY_ID"), os.Getenv("AWS_SECRET_ACCESS_KEY")
	if id == "" || secret == "" {
		return nil, errors.New("storage: AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY must hold the keys of the S3 bucket")
	}
	// Checksums travel as Content-MD5 and the signed payload, which every S3-compatible
	// store checks; the trailing checksums of newer AWS clients are left off (many stores
	// refuse them).
	client, err := minio.New(host, &minio.Options{
		Creds:           credentials.NewStaticV4(id, secret, os.Getenv("AWS_SESSION_TOKEN")),
		Secure:          secure,
		Region:          q.Get("region"),
		BucketLookup:    lookup,
		TrailingHeaders: false,
	})
	if err != nil {
		return nil, fmt.Errorf("storage: %w", err)
	}
	prefix := strings.TrimPrefix(u.Path, "/")
	if prefix != "" && !strings.HasSuffix(prefix, "/") {
		prefix += "/"
	}
	if !validPrefix(prefix) {
		return nil, urlError("the prefix %q is not a folder name", prefix)
	}
	origin := "https://" + host
	if !secure {
		origin = "http://" + host
	}
	return &s3Bucket{client: client, bucket: u.Host, prefix: prefix, origin: origin}, nil
}

// check answers an error unless the bucket can be reached and exists.
func (b *s3Bucket) check(ctx context.Context) error {
	ok, err := b.client.BucketExists(ctx, b.bucket)
	if err != nil {
		return fmt.Errorf("storage: reaching bucket %s: %w", b.bucket, err)
	}
	if !ok {
		return fmt.Errorf("storage: there is no bucket %s", b.bucket)
	}
	return nil
}

func (b *s3Bucket) String() string { return "s3://" + b.bucket + "/" + b.prefix + " at " + b.origin }

func (b *s3Bucket) Sub(prefix string) Bucket {
	sub := *b
	sub.prefix += subPrefix(prefix)
	return &sub
}

// Put streams r to the store: in one request when its size is known and at most a part,
// else in parts of partSize, each checked by its MD5.
func (b *s3Bucket) Put(ctx context.Context, key string, r io.Reader, size int64) error {
	if !ValidKey(key) {
		return errKey("put", key)
	}
	_, err := b.client.PutObject(ctx, b.bucket, b.prefix+key, r, size, minio.PutObjectOptions{
		PartSize:       partSize,
		SendContentMd5: true,
	})
	if err != nil {
		return fmt.Errorf("storage: put %s: %w", key, err)
	}
	return nil
}

// Open asks for the object's size and time; its bytes are fetched when first read, and
// again from the new offset after a seek.
func (b *s3Bucket) Open(ctx context.Context, key string) (Object, error) {
	info, etag, err := b.stat(ctx, "open", key)
	if err != nil {
		return nil, err
	}
	return &s3Object{ctx: ctx, b: b, info: info, etag: etag}, nil
}

func (b *s3Bucket) Stat(ctx context.Context, key string) (Info, error) {
	info, _, err := b.stat(ctx, "stat", key)
	return info, err
}

func (b *s3Bucket) stat(ctx context.Context, op, key string) (Info, string, error) {
	if !ValidKey(key) {
		return Info{}, "", errKey(op, key)
	}
	st, err := b.client.StatObject(ctx, b.bucket, b.prefix+key, minio.StatObjectOptions{})
	if err != nil {
		return Info{}, "", b.fail(op, key, err)
	}
	return Info{Key: key, Size: st.Size, Modified: st.LastModified}, st.ETag, nil
}

// fail answers err, wrapping fs.ErrNotExist when it says the key has no object.
func (b *s3Bucket) fail(op, key string, err error) error {
	resp := minio.ToErrorResponse(err)
	if resp.Code == "NoSuchKey" || (resp.StatusCode == http.StatusNotFound && resp.Code != "NoSuchBucket") {
		return notExist(op, key)
	}
	return fmt.Errorf("storage: %s %s: %w", op, key, err)
}

func (b *s3Bucket) Delete(ctx context.Context, key string) error {
	if !ValidKey(key) {
		return errKey("delete", key)
	}
	if err := b.client.RemoveObject(ctx, b.bucket, b.prefix+key, minio.RemoveObjectOptions{}); err != nil {
		if err := b.fail("delete", key, err); !errors.Is(err, ErrNotExist) {
			return err
		}
	}
	return nil
}

func (b *s3Bucket) List(ctx context.Context, prefix string) ([]Info, error) {
	if !validPrefix(prefix) {
		return nil, errKey("list", prefix)
	}
	ctx, cancel := context.WithCancel(ctx)
	defer cancel() // ends the listing when it stops early
	var out []Info
	for o := range b.client.ListObjects(ctx, b.bucket, minio.ListObjectsOptions{Prefix: b.prefix + prefix, Recursive: true}) {
		if o.Err != nil {
			return nil, fmt.Errorf("storage: list %s: %w", prefix, o.Err)
		}
		key := strings.TrimPrefix(o.Key, b.prefix)
		if strings.HasSuffix(key, "/") {
			continue // a folder marker, not an object
		}
		out = append(out, Info{Key: key, Size: o.Size, Modified: o.LastModified})
	}
	return out, nil
}

// s3Object reads an object as one GET from the current offset to its end, made at the first
// read after opening or after a seek moved the offset. Every GET asks for the version that
// was opened: a replaced object fails the read rather than mixing two versions.
type s3Object struct {
	ctx  context.Context
	b    *s3Bucket
	info Info
	etag string
	off  int64
	body io.ReadCloser
}

func (o *s3Object) Info() Info { return o.info }

func (o *s3Object) Read(p []byte) (int, error) {
	if o.off >= o.info.Size {
		return 0, io.EOF
	}
	if o.body == nil {
		opts := minio.GetObjectOptions{}
		if o.etag != "" {
			if err := opts.SetMatchETag(o.etag); err != nil {
				return 0, err
			}
		}
		if o.off > 0 {
			if err := opts.SetRange(o.off, 0); err != nil {
				return 0, err
			}
		}
		body, _, _, err := minio.Core{Client: o.b.client}.GetObject(o.ctx, o.b.bucket, o.b.prefix+o.info.Key, opts)
		if err != nil {
			return 0, o.b.fail("read", o.info.Key, err)
		}
		o.body = body
	}
	n, err := o.body.Read(p)
	o.off += int64(n)
	if err == io.EOF && o.off < o.info.Size {
		err = io.ErrUnexpectedEOF
	}
	return n, err
}

func (o *s3Object) Seek(offset int64, whence int) (int64, error) {
	next := offset
	switch whence {
	case io.SeekStart:
	case io.SeekCurrent:
		next += o.off
	case io.SeekEnd:
		next += o.info.Size
	default:
		return 0, errors.New("storage: seek: invalid whence")
	}
	if next < 0 {
		return 0, errors.New("storage: seek: negative position")
	}
	if next != o.off && o.body != nil {
		o.body.Close()
		o.body = nil
	}
	o.off = next
	return next, nil
}

func (o *s3Object) Close() error {
	if o.body == nil {
		return nil
	}
	err := o.body.Close()
	o.body = nil
	return err
}
