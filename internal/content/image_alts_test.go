package content

import "testing"

func TestAPictureWithoutWordsOfItsOwnTakesTheLibrarysAndTheRestKeepsItsOrder(t *testing.T) {
	t.Parallel()
	library := map[string]string{"/uploads/a.png": "The device on a desk", "/uploads/b.png": "A <b> & \"c\""}
	alt := func(src string) string { return library[src] }
	for _, c := range []struct{ doc, want string }{
		// No words of its own: the library's, in the member's place, or added at the end.
		{`{"z":1,"seo":{"image":"/uploads/a.png","imageAlt":"  ","title":"T"}}`,
			`{"z":1,"seo":{"image":"/uploads/a.png","imageAlt":"The device on a desk","title":"T"}}`},
		{`{"devices":[{"name":"X","image":"/uploads/b.png"},{"name":"Y","image":"/uploads/none.png"}]}`,
			`{"devices":[{"name":"X","image":"/uploads/b.png","imageAlt":"A \u003cb\u003e \u0026 \"c\""},{"name":"Y","image":"/uploads/none.png"}]}`},
		// Words of its own stand; no picture, or none the library describes: as it was, byte for byte.
		{`{"seo":{"image":"/uploads/a.png","imageAlt":"Our own words"}}`, `{"seo":{"image":"/uploads/a.png","imageAlt":"Our own words"}}`},
		{`{ "b": [1, 2.50, true, null], "a": {"image": ""} }`, `{ "b": [1, 2.50, true, null], "a": {"image": ""} }`},
		{`null`, `null`},
	} {
		got, changed, err := FillImageAlts([]byte(c.doc), alt)
		if err != nil || string(got) != c.want || changed != (c.doc != c.want) {
			t.Errorf("FillImageAlts(%s) = %s, %v, %v; want %s", c.doc, got, changed, err, c.want)
		}
	}
}
