package handiness

import (
	"testing"

	"github.com/krygothic/krygothic/rules/content"
	"github.com/krygothic/krygothic/rules/datafile"
	"github.com/krygothic/krygothic/rules/facet"
)

// A content whose modules.yaml has no handiness section plays with the
// shipped data (XS-31): pistol, machine pistol and shotgun +1, Heavy
// weapons −1, a rifle nothing.
func TestNoSectionPlaysTheShippedData(t *testing.T) {
	c, err := content.Default()
	if err != nil {
		t.Fatal(err)
	}
	var problems datafile.List
	m := Module.Load(facet.Data{Content: c, Problems: &problems}).(*loaded)
	if len(problems) > 0 {
		t.Fatal(problems)
	}
	for id, want := range map[string]int{"pistol": 1, "machine-pistol": 1, "shotgun": 1, "rifle": 0, "autocannon": -1, "heavy-rifle": -1, "hand-flamer": -1} {
		w, ok := c.Ranged(id)
		if !ok {
			t.Fatalf("no %s in the content", id)
		}
		if got := m.data.Step(w); got != want {
			t.Errorf("%s: %+d Speed, want %+d", id, got, want)
		}
		if got := Shipped().Step(w); got != want {
			t.Errorf("%s, shipped data: %+d Speed, want %+d", id, got, want)
		}
	}
	if Shipped().Step(nil) != 0 {
		t.Error("no ranged weapon changes the Speed")
	}
}
