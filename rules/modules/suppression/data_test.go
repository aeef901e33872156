package suppression

import (
	"reflect"
	"testing"
	"testing/fstest"

	"github.com/krygothic/krygothic/rules/content"
	"github.com/krygothic/krygothic/rules/content/contenttest"
	"github.com/krygothic/krygothic/rules/datafile"
	"github.com/krygothic/krygothic/rules/facet"
)

// loaded is the module's data as it loads from content c, and what is
// wrong with it.
func loaded(c *content.Content) (Data, error) {
	var problems datafile.List
	sec, ok := c.Modules.Sections[Name]
	m := Module.Load(facet.Data{Content: c, Section: sec, Written: ok, Problems: &problems}).(*module)
	return m.data, problems.Err()
}

// The shipped modules.yaml's suppression section is the design's numbers
// (Shipped); a content without the section plays them too, and a
// section that leaves a value out keeps the shipped one.
func TestSuppressionData(t *testing.T) {
	c, err := content.Default()
	if err != nil {
		t.Fatal(err)
	}
	d, err := loaded(c)
	if err != nil {
		t.Fatal(err)
	}
	d.Keys = nil
	if !reflect.DeepEqual(d, Shipped()) {
		t.Errorf("shipped modules.yaml: %+v\nwant %+v", d, Shipped())
	}
	for yaml, want := range map[string]func(*Data){
		"blast: {scatter_dice: 1, scatter_max_share: 0.5}\n": func(*Data) {},
		"suppression: {hit_tokens: 2}\n":                     func(d *Data) { d.HitTokens = 2 },
	} {
		fsys := contenttest.Minimal()
		fsys["modules.yaml"] = &fstest.MapFile{Data: []byte(yaml)}
		mc, problems := content.Read(fsys, "mod")
		if err := problems.Err(); err != nil {
			t.Fatal(err)
		}
		got, err := loaded(mc)
		if err != nil {
			t.Fatalf("%q: %v", yaml, err)
		}
		w := Shipped()
		want(&w)
		got.Keys = nil
		if !reflect.DeepEqual(got, w) {
			t.Errorf("%q: %+v\nwant %+v", yaml, got, w)
		}
	}
}
