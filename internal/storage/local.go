package storage

import (
	"context"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"sort"
	"strings"
)

// Local is a bucket in a folder: each key is a file path under it.
type Local struct {
	root string
}

// The files and folders of a folder bucket are for the server's user alone, like the rest
// of the data folder: the server serves them itself, and nobody else on the machine needs
// to read them (they hold what staff uploaded before it is published, and the site package).
const (
	fileMode   = 0o600
	folderMode = 0o700
)

// NewLocal answers the bucket in the folder root, creating the folder when missing.
func NewLocal(root string) (*Local, error) {
	if root == "" {
		return nil, errors.New("storage: no folder for the files")
	}
	if err := os.MkdirAll(root, folderMode); err != nil {
		return nil, err
	}
	return &Local{root: root}, nil
}

// Path answers the file that holds the object at key.
func (l *Local) Path(key string) string { return filepath.Join(l.root, filepath.FromSlash(key)) }

// String answers the folder.
func (l *Local) String() string { return l.root }

// Sub answers the bucket in the folder prefix names.
func (l *Local) Sub(prefix string) Bucket {
	return &Local{root: l.Path(strings.TrimSuffix(subPrefix(prefix), "/"))}
}

// Put writes r to a new file beside the one of key and renames it into place, so a
// reader never sees half a file. The file is the server's user's alone (0600), in folders
// of its own (0700).
func (l *Local) Put(ctx context.Context, key string, r io.Reader, size int64) error {
	if !ValidKey(key) {
		return errKey("put", key)
	}
	path := l.Path(key)
	if err := os.MkdirAll(filepath.Dir(path), folderMode); err != nil {
		return err
	}
	tmp, err := os.CreateTemp(filepath.Dir(path), tempPrefix+"*")
	if err != nil {
		return err
	}
	defer os.Remove(tmp.Name())
	n, err := io.Copy(tmp, contextReader{ctx, r})
	if err == nil && size >= 0 && n != size {
		err = fmt.Errorf("storage: put %s: %d bytes of %d: %w", key, n, size, io.ErrUnexpectedEOF)
	}
	if err == nil {
		err = tmp.Chmod(fileMode)
	}
	if cerr := tmp.Close(); err == nil {
		err = cerr
	}
	if err != nil {
		return err
	}
	return os.Rename(tmp.Name(), path)
}

// contextReader stops a copy once its context ends.
type contextReader struct {
	ctx context.Context
	r   io.Reader
}

func (c contextReader) Read(p []byte) (int, error) {
	if err := c.ctx.Err(); err != nil {
		return 0, err
	}
	return c.r.Read(p)
}

// Open opens the file of key.
func (l *Local) Open(ctx context.Context, key string) (Object, error) {
	if !ValidKey(key) {
		return nil, errKey("open", key)
	}
	f, err := os.Open(l.Path(key))
	if errors.Is(err, fs.ErrNotExist) {
		return nil, notExist("open", key)
	}
	if err != nil {
		return nil, err
	}
	st, err := f.Stat()
	if err == nil && !st.Mode().IsRegular() {
		err = notExist("open", key)
	}
	if err != nil {
		f.Close()
		return nil, err
	}
	return &localObject{File: f, info: Info{Key: key, Size: st.Size(), Modified: st.ModTime()}}, nil
}

type localObject struct {
	*os.File
	info Info
}

func (o *localObject) Info() Info { return o.info }

// Stat answers the size and modification time of the file of key.
func (l *Local) Stat(ctx context.Context, key string) (Info, error) {
	if !ValidKey(key) {
		return Info{}, errKey("stat", key)
	}
	st, err := os.Stat(l.Path(key))
	if errors.Is(err, fs.ErrNotExist) || (err == nil && !st.Mode().IsRegular()) {
		return Info{}, notExist("stat", key)
	}
	if err != nil {
		return Info{}, err
	}
	return Info{Key: key, Size: st.Size(), Modified: st.ModTime()}, nil
}

// Delete removes the file of key.
func (l *Local) Delete(ctx context.Context, key string) error {
	if !ValidKey(key) {
		return errKey("delete", key)
	}
	if err := os.Remove(l.Path(key)); err != nil && !errors.Is(err, fs.ErrNotExist) {
		return err
	}
	return nil
}

// List walks the folders prefix can be in; files being written are left out.
func (l *Local) List(ctx context.Context, prefix string) ([]Info, error) {
	if !validPrefix(prefix) {
		return nil, errKey("list", prefix)
	}
	start := "."
	if i := strings.LastIndex(prefix, "/"); i >= 0 {
		start = prefix[:i]
	}
	var out []Info
	err := filepath.WalkDir(l.Path(start), func(path string, e fs.DirEntry, err error) error {
		if err != nil {
			if errors.Is(err, fs.ErrNotExist) {
				return nil // the folder is gone, or was never made
			}
			return err
		}
		if err := ctx.Err(); err != nil {
			return err
		}
		rel, err := filepath.Rel(l.root, path)
		if err != nil {
			return err
		}
		key := filepath.ToSlash(rel)
		if e.IsDir() {
			// Only folders that can hold keys with the prefix are walked.
			if key != "." && key != start && !strings.HasPrefix(key+"/", prefix) && !strings.HasPrefix(prefix, key+"/") {
				return fs.SkipDir
			}
			return nil
		}
		if !e.Type().IsRegular() || strings.HasPrefix(e.Name(), tempPrefix) || !strings.HasPrefix(key, prefix) {
			return nil
		}
		st, err := e.Info()
		if errors.Is(err, fs.ErrNotExist) {
			return nil // removed meanwhile
		}
		if err != nil {
			return err
		}
		out = append(out, Info{Key: key, Size: st.Size(), Modified: st.ModTime()})
		return nil
	})
	if err != nil {
		return nil, err
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Key < out[j].Key })
	return out, nil
}
