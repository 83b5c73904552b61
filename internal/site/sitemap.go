package site

import (
	"context"
	"sync"

	"github.com/qrs-site/qrs/internal/seo"
)

// sitemap is /sitemap.xml as made for one store version.
type sitemap struct {
	mu     sync.Mutex
	made   int64 // the store version it was made for
	answer *Answer
}

// Sitemap answers /sitemap.xml: every public page of the web app in every language where it
// is translated (never the admin's, nor a page its document hides from search engines) as
// an absolute URL, with its versions in the other languages. It is made again after a
// content write, and revalidated by caches.
func (s *Site) Sitemap(ctx context.Context) (*Answer, error) {
	m := &s.sitemap
	m.mu.Lock()
	defer m.mu.Unlock()
	if v := s.app.version(); v != m.made || m.answer == nil {
		urls, err := s.app.sitemapURLs(ctx)
		if err != nil {
			return nil, err
		}
		m.answer = NewAnswer(seo.Sitemap(s.app.baseURL, urls), "application/xml; charset=utf-8", "no-cache", true)
		m.made = v
	}
	return m.answer, nil
}
