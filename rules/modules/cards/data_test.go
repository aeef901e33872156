package cards

import (
	"reflect"
	"testing"

	"github.com/krygothic/krygothic/rules/content"
	"github.com/krygothic/krygothic/rules/datafile"
	"github.com/krygothic/krygothic/rules/dice"
	"github.com/krygothic/krygothic/rules/facet"
)

// The game's modules.yaml section is the module's shipped data (XS-08: a
// hand of 3; the deck of 18, with the design's samples Pin them!, Second
// wind, Comms blackout and Counter-manoeuvre), and a content with no
// section plays the same.
func TestTheShippedDeck(t *testing.T) {
	c, err := content.Default()
	if err != nil {
		t.Fatal(err)
	}
	sec, ok := c.Modules.Sections[Name]
	if !ok {
		t.Fatal("modules.yaml has no cards section")
	}
	var problems datafile.List
	d := read(facet.Data{Content: c, Section: sec, Written: true, Problems: &problems})
	if len(problems) > 0 {
		t.Fatal(problems)
	}
	s := Shipped()
	if d.HandMax != s.HandMax || len(d.Deck) != len(s.Deck) || len(d.Deck) < 16 {
		t.Fatalf("the shipped section: a hand of %d, %d cards; want %d, %d (at least 16)", d.HandMax, len(d.Deck), s.HandMax, len(s.Deck))
	}
	for i, c := range d.Deck {
		got := *c
		got.At, got.Keys = datafile.Pos{}, nil
		if !reflect.DeepEqual(got, *s.Deck[i]) {
			t.Errorf("card %d: %+v, shipped %+v", i+1, got, *s.Deck[i])
		}
	}
	for _, id := range []string{"pin-them", "second-wind", "comms-blackout", "counter-manoeuvre"} {
		if _, ok := d.Card(id); !ok {
			t.Errorf("the deck lacks the design's %s", id)
		}
	}
}

// Pick reads two dice as 0 to 35 for more than 6 places (one die for
// fewer), each face beyond the last whole multiple of n rolled again:
// every place as likely.
func TestPick(t *testing.T) {
	for _, c := range []struct {
		n     int
		faces []int
		want  int
	}{
		{18, []int{2, 1}, 6},
		{18, []int{6, 6}, 17},
		{17, []int{6, 5, 1, 2}, 1}, // 34 is beyond 2 × 17: rolled again
		{4, []int{5, 2}, 1},        // a 5 (4) is beyond 4: rolled again
		{1, nil, 0},
	} {
		src, err := dice.NewScripted(c.faces...)
		if err != nil {
			t.Fatal(err)
		}
		if got, err := Pick(src, c.n, "test"); err != nil || got != c.want {
			t.Errorf("%d places, dice %v: %d (%v), want %d", c.n, c.faces, got, err, c.want)
		}
	}
}
