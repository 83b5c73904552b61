package pdfdocs

import (
	"encoding/json"
	"fmt"
	"strconv"
	"time"

	"github.com/qrs-site/qrs/internal/content"
	"github.com/qrs-site/qrs/internal/richtext"
)

// researchDoc is the research document as far as the research paper prints it: the paper's
// own text, and the patents and the ion study the page shows.
type researchDoc struct {
	Patents struct {
		Items []struct{ Number, Title, Issued string } `json:"items"`
	} `json:"patents"`
	IonStudy struct {
		Columns ionRow   `json:"columns"`
		Rows    []ionRow `json:"rows"`
	} `json:"ionStudy"`
	Paper struct {
		Title    string `json:"title"`
		Subtitle string `json:"subtitle"`
		FileName string `json:"fileName"`
		// Updated ("YYYY-MM-DD") is the paper's date when the document gives one.
		Updated      string `json:"updated"`
		TableColumns struct {
			FieldStrengths struct {
				Field, Value string
				Note         richtext.Text
			} `json:"fieldStrengths"`
			StudyFigures struct{ Figure, Value string }         `json:"studyFigures"`
			Patents      struct{ Number, Title, Issued string } `json:"patents"`
		} `json:"tableColumns"`
		Sections []struct {
			Heading    string          `json:"heading"`
			Paragraphs []richtext.Text `json:"paragraphs"`
			Points     []richtext.Text `json:"points"`
			Table      string          `json:"table"`
		} `json:"sections"`
	} `json:"paper"`
}

type ionRow struct{ Ion, Treated, Control, Difference string }

// homeDoc is the home document as far as the research paper draws tables from it.
type homeDoc struct {
	Technology struct {
		Background struct {
			FieldFacts []struct {
				Value, Label string
				Note         richtext.Text
			} `json:"fieldFacts"`
		} `json:"background"`
	} `json:"technology"`
	ClinicalStudy struct {
		Stats   []struct{ Value, Label string }                                `json:"stats"`
		Columns struct{ Condition, Improved, Unchanged, Worse, Result string } `json:"columns"`
		Badges  map[string]string                                              `json:"badges"`
		Results []struct {
			Condition                     string
			Improvement, Unchanged, Worse int
		} `json:"results"`
	} `json:"clinicalStudy"`
}

// ResearchPaperPDF makes the complete research paper from the research document (its paper,
// patents and ion study), the home document (field strengths and the clinical study) and
// the site document. published is the day the paper is dated when it names none itself.
// It answers the document and the file name it downloads as.
func ResearchPaperPDF(researchJSON, homeJSON, siteJSON []byte, published time.Time, locale string) (Document, string, error) {
	// The texts name the study's figures, the patents' numbers and the like by site slots.
	researchJSON, err := withSiteSlots(researchJSON, siteJSON, locale)
	if err != nil {
		return Document{}, "", fmt.Errorf("research document: %w", err)
	}
	if homeJSON, err = withSiteSlots(homeJSON, siteJSON, locale); err != nil {
		return Document{}, "", fmt.Errorf("home document: %w", err)
	}
	var r researchDoc
	if err := json.Unmarshal(researchJSON, &r); err != nil {
		return Document{}, "", fmt.Errorf("research document: %w", err)
	}
	var h homeDoc
	if err := json.Unmarshal(homeJSON, &h); err != nil {
		return Document{}, "", fmt.Errorf("home document: %w", err)
	}
	site, err := decodeSite(siteJSON)
	if err != nil {
		return Document{}, "", err
	}
	day := published.UTC().Truncate(24 * time.Hour)
	if r.Paper.Updated != "" {
		if day, err = time.Parse(time.DateOnly, r.Paper.Updated); err != nil {
			return Document{}, "", fmt.Errorf("research paper: updated: %w", err)
		}
	}
	paper := r.Paper
	doc := Document{Title: paper.Title, Subtitle: paper.Subtitle, Issued: day, Author: site.Company.ShortName,
		Dateline: content.FillTemplate(site.UI.PolicyUpdated, map[string]string{"date": content.Languages.LongDate(day, locale)})}
	for _, s := range paper.Sections {
		sec := Section{Heading: s.Heading, Paragraphs: s.Paragraphs, Bullets: s.Points}
		switch s.Table {
		case "":
		case "field-strengths":
			c := paper.TableColumns.FieldStrengths
			t := &Table{Header: []string{c.Field, c.Value, c.Note.PlainText()}, Widths: []float64{3, 2, 4}}
			for _, f := range h.Technology.Background.FieldFacts {
				t.Rows = append(t.Rows, []string{f.Label, f.Value, f.Note.PlainText()})
			}
			sec.Table = t
		case "study-figures":
			c := paper.TableColumns.StudyFigures
			t := &Table{Header: []string{c.Figure, c.Value}, Widths: []float64{3, 2}}
			for _, f := range h.ClinicalStudy.Stats {
				t.Rows = append(t.Rows, []string{f.Label, f.Value})
			}
			sec.Table = t
		case "clinical-results":
			study := h.ClinicalStudy
			c := study.Columns
			t := &Table{Header: []string{c.Condition, c.Improved, c.Unchanged, c.Worse, c.Result}, Widths: []float64{4, 2, 2, 2, 2}}
			for _, res := range study.Results {
				badge := study.Badges[content.ResultBadges.Badge(res.Improvement)]
				t.Rows = append(t.Rows, []string{res.Condition, percent(res.Improvement), percent(res.Unchanged), percent(res.Worse), badge})
			}
			sec.Table = t
		case "patents":
			c := paper.TableColumns.Patents
			t := &Table{Header: []string{c.Number, c.Title, c.Issued}, Widths: []float64{2, 5, 1.5}}
			for _, p := range r.Patents.Items {
				t.Rows = append(t.Rows, []string{p.Number, p.Title, dateOrYear(p.Issued, locale)})
			}
			sec.Table = t
		case "ion-study":
			c := r.IonStudy.Columns
			t := &Table{Header: []string{c.Ion, c.Treated, c.Control, c.Difference}, Widths: []float64{3, 2, 2, 2}}
			for _, row := range r.IonStudy.Rows {
				t.Rows = append(t.Rows, []string{row.Ion, row.Treated, row.Control, row.Difference})
			}
			sec.Table = t
		default:
			return Document{}, "", fmt.Errorf("research paper: section %q names the unknown table %q", s.Heading, s.Table)
		}
		doc.Sections = append(doc.Sections, sec)
	}
	return doc, paper.FileName, nil
}

func percent(n int) string { return strconv.Itoa(n) + "%" }

// dateOrYear writes "YYYY-MM-DD" as the pages of locale do and a bare year as it is.
func dateOrYear(v, locale string) string {
	if t, err := time.Parse(time.DateOnly, v); err == nil {
		return content.Languages.LongDate(t, locale)
	}
	return v
}
