package uploads

import (
	"bytes"
	"encoding/xml"
	"io"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/qrs-site/qrs/internal/content"
)

// saveSVG uploads svg to a fresh folder as an image and answers the stored bytes, or the
// refusal.
func saveSVG(t *testing.T, svg string) ([]byte, error) {
	t.Helper()
	dir, err := Open(filepath.Join(t.TempDir(), "uploads"), Limits{Image: 1 << 20, PDF: 1 << 20})
	if err != nil {
		t.Fatal(err)
	}
	url, kind, err := dir.Save(strings.NewReader(svg), Images)
	if err != nil {
		if names, _ := dir.List(); len(names) != 0 {
			t.Fatalf("a refused SVG left %v", names)
		}
		return nil, err
	}
	if kind != SVG {
		t.Fatalf("kind = %q", kind)
	}
	stored, err := os.ReadFile(dir.Path(strings.TrimPrefix(url, "/uploads/")))
	if err != nil {
		t.Fatal(err)
	}
	return stored, nil
}

// expectHarmless fails unless the stored SVG is well-formed XML with an <svg> root and
// nothing that runs a script or fetches anything from elsewhere.
func expectHarmless(t *testing.T, name string, stored []byte) {
	t.Helper()
	lower := strings.ToLower(string(stored))
	for _, bad := range []string{"script", "javascript", "alert", "foreignobject", "<!doctype", "<!entity", "<?xml-stylesheet",
		"evil.example", "@import", "xml:base", "iframe", "xhtml", "data:image/svg", "data:text"} {
		if strings.Contains(lower, bad) {
			t.Errorf("%s: the stored SVG still holds %q:\n%s", name, bad, stored)
		}
	}
	d := xml.NewDecoder(bytes.NewReader(stored))
	root := true
	for {
		tok, err := d.Token()
		if err == io.EOF {
			break
		}
		if err != nil {
			t.Fatalf("%s: the stored SVG is not well-formed: %v\n%s", name, err, stored)
		}
		el, ok := tok.(xml.StartElement)
		if !ok {
			continue
		}
		if root && (el.Name.Local != "svg" || el.Name.Space != "http://www.w3.org/2000/svg") {
			t.Errorf("%s: the root is %v", name, el.Name)
		}
		root = false
		if el.Name.Space != "http://www.w3.org/2000/svg" {
			t.Errorf("%s: an element of another namespace is kept: %v", name, el.Name)
		}
		for _, a := range el.Attr {
			v := strings.TrimSpace(a.Value)
			switch {
			case strings.HasPrefix(strings.ToLower(a.Name.Local), "on"):
				t.Errorf("%s: the event attribute %s is kept on <%s>", name, a.Name.Local, el.Name.Local)
			case a.Name.Local == "href" && !strings.HasPrefix(v, "#") && !strings.HasPrefix(v, "data:image/png;"):
				t.Errorf("%s: <%s> keeps the link %q", name, el.Name.Local, v)
			case strings.Contains(v, "url(") && !strings.Contains(v, "url(#"):
				t.Errorf("%s: <%s %s> keeps %q", name, el.Name.Local, a.Name.Local, v)
			}
		}
	}
}

const svgOpen = `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="100" height="100" viewBox="0 0 100 100">`

// tinyPNG is a 1×1 PNG as a data: URI, the way editors embed a bitmap in a logo.
const tinyPNG = "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGNgYPj/HwADAgH/p+FUWQAAAABJRU5ErkJggg=="

func TestUploadedSVGsAreStoredWithoutScriptsOrOutsideReferences(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		name, svg string
		keep      []string // what the stored file must still hold
	}{
		{"script elements", svgOpen + `<script>alert(document.cookie)</script><script type="text/ecmascript"><![CDATA[alert(1)]]></script>` +
			`<rect width="10" height="10" fill="red"/></svg>`, []string{`<rect width="10" height="10" fill="red"/>`}},
		{"event attributes", `<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)" width="10"><rect onclick="alert(2)" onmouseover='alert(3)' ONLOAD="alert(4)" width="5"/>` +
			`<animate onbegin="alert(5)" attributeName="x" to="5" dur="1s"/></svg>`, []string{`<svg xmlns="http://www.w3.org/2000/svg" width="10">`, `<rect width="5"/>`, `<animate attributeName="x" to="5" dur="1s"/>`}},
		{"foreignObject with HTML", svgOpen + `<foreignObject width="100" height="100"><body xmlns="http://www.w3.org/1999/xhtml">` +
			`<iframe src="javascript:alert(1)"></iframe><img src="x" onerror="alert(2)"/></body></foreignObject><circle r="4"/></svg>`, []string{`<circle r="4"/>`}},
		{"javascript: links", svgOpen + `<a xlink:href="javascript:alert(1)"><rect width="1" height="1"/></a><a href=" JaVaScRiPt:alert(2)"><circle r="1"/></a>` +
			`<a href="&#106;avascript:alert(3)"><ellipse rx="1" ry="1"/></a><a href="java&#x09;script:alert(4)"><line x2="1"/></a></svg>`,
			[]string{`<a><rect width="1" height="1"/></a>`, `<a><circle r="1"/></a>`, `<a><ellipse rx="1" ry="1"/></a>`, `<a><line x2="1"/></a>`}},
		{"outside references", svgOpen + `<defs><path id="x" d="M0 0h5"/></defs><use href="https://evil.example/sprite.svg#x"/>` +
			`<use xlink:href="//evil.example/s.svg#x" x="3"/><use xlink:href="#x" y="2"/><image href="https://evil.example/track.png" width="1" height="1"/>` +
			`<image xlink:href="` + tinyPNG + `" width="2" height="2"/><image href="data:image/svg+xml;base64,PHN2Zy8+" width="3"/>` +
			`<filter id="f"><feImage href="http://evil.example/i.png"/><feGaussianBlur stdDeviation="2"/></filter>` +
			`<a href="https://evil.example/"><text>site</text></a></svg>`,
			[]string{`<use xlink:href="#x" y="2"/>`, `<image xlink:href="` + tinyPNG + `" width="2" height="2"/>`,
				`<filter id="f"><feGaussianBlur stdDeviation="2"/></filter>`, `<a><text>site</text></a>`}},
		{"animations that set a link or a handler", svgOpen + `<a><set attributeName="href" to="javascript:alert(1)"/>` +
			`<animate attributeName="xlink:href" values="javascript:alert(2)" dur="1s"/><animate attributeName="onclick" to="alert(3)"/><text>x</text></a>` +
			`<rect width="1"><animate attributeName="width" from="1" to="9" dur="2s"/></rect></svg>`,
			[]string{`<a><text>x</text></a>`, `<rect width="1"><animate attributeName="width" from="1" to="9" dur="2s"/></rect>`}},
		{"HTML elements by namespace", svgOpen + `<html:script xmlns:html="http://www.w3.org/1999/xhtml">alert(1)</html:script>` +
			`<g xmlns="http://www.w3.org/1999/xhtml"><script>alert(2)</script></g><svg:g xmlns:svg="http://www.w3.org/2000/svg"><svg:rect width="3"/></svg:g></svg>`,
			[]string{`<svg:g xmlns:svg="http://www.w3.org/2000/svg"><svg:rect width="3"/></svg:g>`}},
		{"processing instructions and a DOCTYPE", `<?xml version="1.0" encoding="UTF-8"?><?xml-stylesheet type="text/xsl" href="https://evil.example/x.xsl"?>` +
			`<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd">` + svgOpen + `<rect width="7"/></svg>`,
			[]string{`<?xml version="1.0" encoding="UTF-8"?>`, `<rect width="7"/>`}},
		{"styles that fetch or run", svgOpen + `<style>@import url(https://evil.example/x.css); .a{fill:url(#g)}</style>` +
			`<style>.b{fill:url("https://evil.example/p.svg#p")} .c{stroke:blue}</style>` +
			`<rect class="a" style="background:url(javascript:alert(1))"/><rect style="fill:url( 'http://evil.example/x' ) red;stroke:green"/>` +
			`<rect fill="url(https://evil.example/x.svg#p)" stroke="url(#g)"/><rect style="behavior:url(#x)"/><rect style="x:expression(alert(1))"/>` +
			`<rect style="fill:u\72l(https://evil.example/x)"/><path xml:base="https://evil.example/" d="M0 0"/></svg>`,
			[]string{`<style>.b{fill:none} .c{stroke:blue}</style>`, `<rect class="a"/>`, `<rect style="fill:none red;stroke:green"/>`,
				`<rect fill="none" stroke="url(#g)"/>`, `<path d="M0 0"/>`}},
		{"entities from the DOCTYPE", `<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY ns_svg "http://www.w3.org/2000/svg"><!ENTITY w "42">]>` +
			`<svg xmlns="&ns_svg;" width="&w;"><title>A &amp; B</title></svg>`,
			[]string{`<svg xmlns="http://www.w3.org/2000/svg" width="42">`, `<title>A &amp; B</title>`}},
	} {
		t.Run(c.name, func(t *testing.T) {
			stored, err := saveSVG(t, c.svg)
			if err != nil {
				t.Fatalf("refused: %v", err)
			}
			expectHarmless(t, c.name, stored)
			for _, k := range c.keep {
				if !bytes.Contains(stored, []byte(k)) {
					t.Errorf("the stored SVG lacks %s:\n%s", k, stored)
				}
			}
		})
	}
}

func TestSVGsThatAreNotWellFormedOrDeclareDangerousEntitiesAreRefused(t *testing.T) {
	t.Parallel()
	laughs := `<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY lol "lol">` +
		`<!ENTITY lol1 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;">` +
		`<!ENTITY lol2 "&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;">` +
		`<!ENTITY lol3 "&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;">]>` +
		`<svg xmlns="http://www.w3.org/2000/svg"><text>&lol3;</text></svg>`
	wide := `<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY big "` + strings.Repeat("x", 4000) + `">]>` +
		`<svg xmlns="http://www.w3.org/2000/svg"><text>` + strings.Repeat("&big;", 1000) + `</text></svg>`
	for _, c := range []struct{ name, svg, says string }{
		{"billion laughs", laughs, "entities"},
		{"a quadratic blow-up", wide, "entities"},
		{"an external entity", `<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY x SYSTEM "file:///etc/passwd">]><svg xmlns="http://www.w3.org/2000/svg"><text>&x;</text></svg>`, "entities"},
		{"a parameter entity", `<!DOCTYPE svg [<!ENTITY % p SYSTEM "https://evil.example/x.dtd"> %p;]><svg xmlns="http://www.w3.org/2000/svg"/>`, "entities"},
		{"an unclosed element", `<svg xmlns="http://www.w3.org/2000/svg"><g><rect/></svg>`, "well-formed"},
		{"an undeclared entity", `<svg xmlns="http://www.w3.org/2000/svg"><text>&nbsp;</text></svg>`, "well-formed"},
		{"a second root", `<svg xmlns="http://www.w3.org/2000/svg"/><svg xmlns="http://www.w3.org/2000/svg"/>`, "well-formed"},
		{"text after the root", `<svg xmlns="http://www.w3.org/2000/svg"/>trailing`, "well-formed"},
		{"an HTML root named svg-like", `<svgx xmlns="http://www.w3.org/1999/xhtml"><script>alert(1)</script></svgx>`, "<svg>"},
		{"an svg root in the HTML namespace", `<svg xmlns="http://www.w3.org/1999/xhtml"><script>alert(1)</script></svg>`, "<svg>"},
	} {
		t.Run(c.name, func(t *testing.T) {
			stored, err := saveSVG(t, c.svg)
			if err == nil {
				t.Fatalf("stored:\n%s", stored)
			}
			if content.ErrorCode(err) != content.Unsupported || !strings.Contains(content.ErrorMessage(err), c.says) {
				t.Fatalf("refused with %v, want a 415 that says %q", err, c.says)
			}
		})
	}
}

func TestSVGsWithAnAttributeWrittenTwiceAreRefused(t *testing.T) {
	t.Parallel()
	const (
		svgNS   = `"http://www.w3.org/2000/svg"`
		htmlNS  = `"http://www.w3.org/1999/xhtml"`
		xlinkNS = `"http://www.w3.org/1999/xlink"`
	)
	for _, c := range []struct{ name, svg, says string }{
		{"two default namespaces, HTML last", `<svg xmlns=` + svgNS + ` xmlns=` + htmlNS + `><rect width="1"/></svg>`,
			"<svg> on line 1 carries the attribute xmlns twice"},
		{"two default namespaces, HTML first", `<svg xmlns=` + htmlNS + ` xmlns=` + svgNS + `><a href="#x"><text>x</text></a></svg>`,
			"<svg> on line 1 carries the attribute xmlns twice"},
		{"a prefix declared twice", `<svg xmlns=` + svgNS + ` xmlns:x=` + xlinkNS + ` xmlns:x=` + htmlNS + `><use x:href="#a"/></svg>`,
			"<svg> on line 1 carries the attribute xmlns:x twice"},
		{"a plain attribute twice", `<svg xmlns=` + svgNS + `>` + "\n" + `<rect fill="red" width="1" fill="url(https://evil.example/p)"/></svg>`,
			"<rect> on line 2 carries the attribute fill twice"},
		{"one link under two prefixes of XLink", `<svg xmlns=` + svgNS + ` xmlns:a=` + xlinkNS + ` xmlns:b=` + xlinkNS + `>` +
			`<use a:href="#x" b:href="https://evil.example/s.svg#x"/></svg>`,
			"<use> on line 1 carries the attribute href twice, as a:href and as b:href"},
		{"a prefix declared on the element itself", `<svg xmlns=` + svgNS + ` xmlns:a=` + xlinkNS + `>` +
			`<use xmlns:b=` + xlinkNS + ` a:href="#x" b:href="#y"/></svg>`, "<use> on line 1 carries the attribute href twice"},
		{"inside an element that would go", `<svg xmlns=` + svgNS + `><foreignObject><body xmlns=` + htmlNS + ` xmlns=` + svgNS + `/></foreignObject></svg>`,
			"<body> on line 1 carries the attribute xmlns twice"},
	} {
		t.Run(c.name, func(t *testing.T) {
			stored, err := saveSVG(t, c.svg)
			if err == nil {
				t.Fatalf("stored:\n%s", stored)
			}
			if content.ErrorCode(err) != content.Unsupported || !strings.Contains(content.ErrorMessage(err), c.says) {
				t.Fatalf("refused with %v, want a 415 that says %q", err, c.says)
			}
		})
	}

	// Names that only look alike are two attributes: a link with and without XLink, and
	// one local name in two namespaces.
	stored, err := saveSVG(t, `<svg xmlns=`+svgNS+` xmlns:xlink=`+xlinkNS+` xmlns:x="https://example.com/ns">`+
		`<use href="#a" xlink:href="#a" x:width="3" width="2"/></svg>`)
	if err != nil {
		t.Fatalf("refused: %v", err)
	}
	if !bytes.Contains(stored, []byte(`<use href="#a" xlink:href="#a"`)) {
		t.Fatalf("stored:\n%s", stored)
	}
}

// outline answers what a viewer draws from an SVG: each element with its namespace, name,
// attributes and text, in document order.
func outline(t *testing.T, svg []byte) []string {
	t.Helper()
	d := xml.NewDecoder(bytes.NewReader(svg))
	var out []string
	for {
		tok, err := d.Token()
		if err == io.EOF {
			return out
		}
		if err != nil {
			t.Fatal(err)
		}
		switch tok := tok.(type) {
		case xml.StartElement:
			line := tok.Name.Space + " " + tok.Name.Local
			for _, a := range tok.Attr {
				line += " " + a.Name.Space + ":" + a.Name.Local + "=" + a.Value
			}
			out = append(out, line)
		case xml.EndElement:
			out = append(out, "/"+tok.Name.Local)
		case xml.CharData:
			if s := strings.TrimSpace(string(tok)); s != "" {
				out = append(out, "text "+s)
			}
		}
	}
}

func TestAnEditorsLogoIsKeptAsItWas(t *testing.T) {
	t.Parallel()
	logo := `<?xml version="1.0" encoding="UTF-8" standalone="no"?>
<!-- Created with an editor -->
<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" version="1.1" width="240" height="80" viewBox="0 0 240 80" xml:space="preserve">
  <title>QRS &amp; partners</title>
  <desc>The logo</desc>
  <defs>
    <linearGradient id="a" x1="0" y1="0" x2="1" y2="1" gradientUnits="objectBoundingBox">
      <stop offset="0" stop-color="#17a589"/>
      <stop offset="1" stop-color="#0b5345" stop-opacity=".8"/>
    </linearGradient>
    <linearGradient id="b" xlink:href="#a" gradientTransform="rotate(90)"/>
    <radialGradient id="c" href="#a" cx=".5" cy=".5" r=".5"/>
    <clipPath id="clip"><rect width="240" height="80" rx="12"/></clipPath>
    <mask id="m"><rect width="240" height="80" fill="#fff"/></mask>
    <filter id="shadow" x="-10%" y="-10%" width="120%" height="120%">
      <feGaussianBlur in="SourceAlpha" stdDeviation="2"/>
      <feOffset dx="1" dy="2" result="o"/>
      <feMerge><feMergeNode in="o"/><feMergeNode in="SourceGraphic"/></feMerge>
    </filter>
    <symbol id="dot" viewBox="0 0 10 10"><circle cx="5" cy="5" r="5"/></symbol>
    <style type="text/css"><![CDATA[
      .st0{fill:url(#a);stroke:#0b5345;stroke-width:2}
      .st1{font-family:'Helvetica Neue', Arial, sans-serif;font-size:28px}
      text > tspan{fill:#333}
    ]]></style>
  </defs>
  <g clip-path="url(#clip)" mask="url(#m)" filter="url(#shadow)">
    <path class="st0" d="M10 70 L40 10 L70 70 Z" fill-rule="evenodd"/>
    <path d="M80,40 C80,20 120,20 120,40 S160,60 160,40" fill="none" stroke="url(#b)" style="stroke-linecap:round;fill:url(#c)"/>
    <use xlink:href="#dot" x="170" y="30" width="10" height="10"/>
    <use href="#dot" x="190" y="30" width="10" height="10" transform="scale(1)"/>
    <text class="st1" x="80" y="75"><tspan>QRS</tspan> <tspan dx="4" font-weight="bold">Health</tspan></text>
    <polygon points="200,10 210,30 190,30" opacity="0.5"/>
    <image x="220" y="5" width="10" height="10" xlink:href="` + tinyPNG + `" preserveAspectRatio="xMidYMid meet"/>
    <a href="#dot"><rect x="1" y="1" width="5" height="5"><animate attributeName="opacity" values="1;0.5;1" dur="3s" repeatCount="indefinite"/></rect></a>
  </g>
</svg>
`
	stored, err := saveSVG(t, logo)
	if err != nil {
		t.Fatal(err)
	}
	expectHarmless(t, "logo", stored)
	if got, want := outline(t, stored), outline(t, []byte(logo)); !slices.Equal(got, want) {
		t.Fatalf("the stored logo differs:\n%s\nwant\n%s\nstored:\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"), stored)
	}
}

// FuzzCleanSVG checks that whatever an upload holds, a cleaned SVG is well-formed, keeps no
// event attribute or outside link, and comes out of a second cleaning unchanged.
func FuzzCleanSVG(f *testing.F) {
	f.Add(svgOpen + `<script>alert(1)</script><a xlink:href="javascript:x"><rect onclick="x" style="fill:url(http://e/x)"/></a></svg>`)
	f.Add(`<!DOCTYPE svg [<!ENTITY a "b">]><svg xmlns="http://www.w3.org/2000/svg"><text>&a;</text><style>.a{fill:url(#x)}</style></svg>`)
	f.Add(`<svg:svg xmlns:svg="http://www.w3.org/2000/svg"><svg:use href="#x"/><svg:set attributeName="href" to="x"/></svg:svg>`)
	f.Fuzz(func(t *testing.T, svg string) {
		once, err := CleanSVG([]byte(svg))
		if err != nil {
			return
		}
		twice, err := CleanSVG(once)
		if err != nil {
			t.Fatalf("the cleaned copy is refused: %v\n%s", err, once)
		}
		if !bytes.Equal(once, twice) {
			t.Fatalf("a second cleaning changed\n%s\ninto\n%s", once, twice)
		}
		d := xml.NewDecoder(bytes.NewReader(once))
		for {
			tok, err := d.Token()
			if err == io.EOF {
				break
			}
			if err != nil {
				t.Fatalf("not well-formed: %v\n%s", err, once)
			}
			if el, ok := tok.(xml.StartElement); ok {
				for _, a := range el.Attr {
					if strings.HasPrefix(strings.ToLower(a.Name.Local), "on") || a.Name.Local == "href" && !safeReference(a.Value) {
						t.Fatalf("kept %v=%q\n%s", a.Name, a.Value, once)
					}
				}
			}
		}
	})
}
