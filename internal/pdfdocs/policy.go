package pdfdocs

import (
	"encoding/json"
	"fmt"
	"time"

	"github.com/qrs-site/qrs/internal/content"
	"github.com/qrs-site/qrs/internal/richtext"
)

// LegalFile is a legal PDF served under /legal/ and the content document it is made from.
type LegalFile struct {
	Name string // file name under /legal/
	Key  string // content document, of the policy shape
}

// LegalFiles are the legal documents the /legal page links to.
var LegalFiles = []LegalFile{
	{"terms-of-service.pdf", "terms"},
	{"privacy-policy.pdf", "privacy"},
	{"token-sale-agreement.pdf", "token-sale-agreement"},
	{"aml-kyc-policy.pdf", "aml-kyc-policy"},
}

// Policy is a policy-like content document (privacy, terms, token-sale-agreement,
// aml-kyc-policy) as far as its PDF prints it.
type Policy struct {
	Title    string          `json:"title"`
	Updated  string          `json:"updated"` // "YYYY-MM-DD"
	Intro    []richtext.Text `json:"intro"`
	Sections []PolicySection `json:"sections"`
}

// PolicySection is one numbered section of a policy.
type PolicySection struct {
	Heading    string          `json:"heading"`
	Paragraphs []richtext.Text `json:"paragraphs"`
	Points     []richtext.Text `json:"points"`
}

// Site is what the PDFs take from the site-wide settings document: who issues them and
// how a date of last change is introduced.
type Site struct {
	Company struct {
		Name      string `json:"name"`
		ShortName string `json:"shortName"`
	} `json:"company"`
	UI struct {
		PolicyUpdated string `json:"policyUpdated"` // slot {date}
	} `json:"ui"`
}

// PolicyPDF makes the PDF document of a policy from its content document and the site's,
// with the text its page shows: the title, the date of last change, the introduction and
// the numbered sections.
func PolicyPDF(policyJSON, siteJSON []byte, locale string) (Document, error) {
	policyJSON, err := withSiteSlots(policyJSON, siteJSON, locale)
	if err != nil {
		return Document{}, fmt.Errorf("policy document: %w", err)
	}
	var p Policy
	if err := json.Unmarshal(policyJSON, &p); err != nil {
		return Document{}, fmt.Errorf("policy document: %w", err)
	}
	site, err := decodeSite(siteJSON)
	if err != nil {
		return Document{}, err
	}
	var siteValues map[string]any
	if err := json.Unmarshal(siteJSON, &siteValues); err != nil {
		return Document{}, fmt.Errorf("site document: %w", err)
	}
	p = p.filled(siteValues)
	updated, err := time.Parse(time.DateOnly, p.Updated)
	if err != nil {
		return Document{}, fmt.Errorf("policy %q: updated: %w", p.Title, err)
	}
	doc := Document{Title: p.Title, Issued: updated, Author: site.Company.ShortName, Intro: p.Intro,
		Dateline: content.FillTemplate(site.UI.PolicyUpdated, map[string]string{"date": content.Languages.LongDate(updated, locale)})}
	for _, s := range p.Sections {
		doc.Sections = append(doc.Sections, Section{Heading: s.Heading, Paragraphs: s.Paragraphs, Bullets: s.Points})
	}
	return doc, nil
}

// filled answers the policy with its texts' site slots filled (see FillSiteSlots).
func (p Policy) filled(site map[string]any) Policy {
	fill := func(texts []richtext.Text) []richtext.Text {
		out := make([]richtext.Text, len(texts))
		for i, t := range texts {
			out[i] = content.FillRichSiteSlots(t, site)
		}
		return out
	}
	p.Intro = fill(p.Intro)
	sections := make([]PolicySection, len(p.Sections))
	for i, s := range p.Sections {
		sections[i] = PolicySection{Heading: content.FillSiteSlots(s.Heading, site), Paragraphs: fill(s.Paragraphs), Points: fill(s.Points)}
	}
	p.Sections = sections
	return p
}

// Filled answers the policy as its page and its PDF show it: with the site slots of its
// texts filled from the site document.
func (p Policy) Filled(siteJSON []byte) (Policy, error) {
	var site map[string]any
	if err := json.Unmarshal(siteJSON, &site); err != nil {
		return Policy{}, fmt.Errorf("site document: %w", err)
	}
	return p.filled(site), nil
}

func decodeSite(siteJSON []byte) (Site, error) {
	var site Site
	if err := json.Unmarshal(siteJSON, &site); err != nil {
		return Site{}, fmt.Errorf("site document: %w", err)
	}
	return site, nil
}
