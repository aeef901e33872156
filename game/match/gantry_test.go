package match_test

import (
	"testing"

	"github.com/krygothic/krygothic/rules/combat"
	"github.com/krygothic/krygothic/scenarios"
)

// GAP-37 in a match: the same shot across a crate, fired from the gantry
// and from the floor (the gantry lowered to deck plate). From the floor
// the to-hit roll carries the cover modifier; from the gantry it does
// not, and the log names GAP-37 instead.
func TestFiringDownFromAGantryInAMatch(t *testing.T) {
	for _, up := range []bool{true, false} {
		s, err := scenarios.LoadFile("testdata/gantry.yaml", rulesContent)
		if err != nil {
			t.Fatal(err)
		}
		if !up {
			for y := range s.Deck.H {
				for x := range s.Deck.W {
					if c, _ := s.Deck.Cell(x, y); c.Gantry {
						c.Gantry = false
						s.Deck.SetCell(x, y, c)
					}
				}
			}
		}
		m := playShip(t, s, "0 red ec-commander-1 shoot blue.renegade-prophet-1\n")
		var hit *combat.Roll
		for _, r := range find[combat.Roll](m) {
			if r.Purpose == "to hit" && r.By == "red.ec-commander-1" {
				hit = &r
				break
			}
		}
		if hit == nil {
			t.Fatalf("up %v: no to-hit roll\n%s", up, dump(m))
		}
		cover, gap37 := false, false
		for _, mod := range hit.Modifiers {
			cover = cover || mod.RuleID == "KG-RC-10" && mod.What == "target in cover"
			gap37 = gap37 || mod.RuleID == "GAP-37"
		}
		if cover == up || gap37 != up {
			t.Errorf("from the gantry %v: cover %v, GAP-37 line %v (%+v)", up, cover, gap37, hit.Modifiers)
		}
	}
}
