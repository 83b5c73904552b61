// Package web embeds the built React app (web/dist), the run-time render bundle (web/ssr)
// and the site's content model (web/content) into the qrs binary.
package web

import (
	"embed"
	"io/fs"
)

//go:embed all:dist
var dist embed.FS

//go:embed all:ssr
var ssr embed.FS

// The content model is its JSON files and the default documents; web/content/testdata, the
// cases both languages' tests run, stays out of the binary.
//
//go:embed content/*.json content/defaults
var contentFiles embed.FS

// Dist returns the built web app as a file system rooted at dist/.
func Dist() fs.FS { return sub(dist, "dist") }

// SSR returns the run-time render bundle (render.js, written by the web build) rooted at
// ssr/; before the first web build it holds no bundle.
func SSR() fs.FS { return sub(ssr, "ssr") }

// Content returns the content model rooted at content/: schema.json (generated from the
// zod schemas of web/src/content/schema.ts), rules.json (the rules both languages share),
// labels.json (the words the content form calls its fields by), documents.json (what editors
// call each document) and defaults/<key>.json, the documents a new site starts with.
func Content() fs.FS { return sub(contentFiles, "content") }

func sub(f embed.FS, dir string) fs.FS {
	s, err := fs.Sub(f, dir)
	if err != nil {
		panic(err) // the embed patterns guarantee the folders exist
	}
	return s
}
