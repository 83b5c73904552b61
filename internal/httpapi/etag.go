package httpapi

import (
	"crypto/rand"
	"encoding/hex"
	"net/http"
	"strconv"
	"strings"
)

// etagger makes ETags from the store's content version; the boot nonce keeps a version
// number of an earlier run from matching.
type etagger struct{ boot string }

func newETagger() *etagger {
	b := make([]byte, 6)
	_, _ = rand.Read(b)
	return &etagger{boot: hex.EncodeToString(b)}
}

// notModified sets the ETag of version and answers 304 (returning true) when the request
// already holds it.
func (e *etagger) notModified(w http.ResponseWriter, r *http.Request, version int64) bool {
	tag := `"` + e.boot + "-" + strconv.FormatInt(version, 10) + `"`
	w.Header().Set("ETag", tag)
	w.Header().Set("Cache-Control", "no-cache")
	for _, t := range strings.Split(r.Header.Get("If-None-Match"), ",") {
		t = strings.TrimPrefix(strings.TrimSpace(t), "W/")
		if t == tag || t == "*" {
			w.WriteHeader(http.StatusNotModified)
			return true
		}
	}
	return false
}
