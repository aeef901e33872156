package battle_test

import (
	"strings"
	"testing"

	"github.com/krygothic/krygothic/game/ui/controls"
	"github.com/krygothic/krygothic/rules/geom"
	"github.com/krygothic/krygothic/rules/orders"
)

// The hint bar offers only orders someone can give: the selected model,
// or any model of the person's side when none is selected. On the duel
// nobody carries a grenade, so G throw is not offered; on the huddle the
// trooper carries one (and the only rifle), the commander neither, and
// nobody is pinned, knocked down or in a fight. A newcomer saw "G throw"
// on the Hangar, where no one carries a grenade (issue 36, point 6).
func TestHintsOfferWhatCanBeGiven(t *testing.T) {
	hints := func(d *driver) string {
		all := d.drawn()
		return all[strings.Index(all, "click select"):]
	}
	d := openPaused(t, "testdata/duel.yaml")
	if got := hints(d); strings.Contains(got, "G throw") || !strings.Contains(got, "S shoot") {
		t.Errorf("the duel, none selected: %q; want no throw, a shot", got)
	}

	d = openPaused(t, "testdata/huddle.yaml")
	var commander, trooper orders.Unit
	for _, u := range d.b.Match().View().Units() {
		switch {
		case u.Side == 0 && u.F.Ranged == nil:
			commander = u
		case u.Side == 0:
			trooper = u
		}
	}
	cam := d.b.Camera()
	cam.Centre, cam.Zoom = commander.Base.Centre, 60 // tokens apart, for the clicks
	never := []string{"U unpin", "T stand", "B break off"}
	for _, c := range []struct {
		name     string
		at       geom.Vec
		has, not []string
	}{
		{"none selected", geom.Vec{}, []string{"M move", "S shoot", "G throw"}, never},
		{"the commander", commander.Base.Centre, []string{"M move", "A attack"}, append([]string{"S shoot", "G throw"}, never...)},
		{"the trooper", trooper.Base.Centre, []string{"M move", "S shoot", "G throw"}, never},
	} {
		if c.at != (geom.Vec{}) {
			d.frame() // the last press let go
			d.press(controls.Select, c.at)
		}
		got := hints(d)
		for _, w := range c.has {
			if !strings.Contains(got, w) {
				t.Errorf("huddle, %s: the hints %q lack %q", c.name, got, w)
			}
		}
		for _, w := range c.not {
			if strings.Contains(got, w) {
				t.Errorf("huddle, %s: the hints %q offer %q", c.name, got, w)
			}
		}
	}
}
