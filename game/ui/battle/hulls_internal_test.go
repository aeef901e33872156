package battle

import (
	"testing"

	"github.com/krygothic/krygothic/game/ui/board"
	"github.com/krygothic/krygothic/rules/army"
	"github.com/krygothic/krygothic/rules/combat"
	"github.com/krygothic/krygothic/rules/content"
	"github.com/krygothic/krygothic/rules/modules"
	"github.com/krygothic/krygothic/rules/orders"
)

// A model a module draws as a hull (a vehicle) wears the module's marker
// and no class, on the deployment screen too (no match to read: no hull
// drawn yet); a model on foot keeps its own; without the module played
// the vehicle is a plain token.
func TestHullTokens(t *testing.T) {
	c, err := content.Default()
	if err != nil {
		t.Fatal(err)
	}
	set, err := modules.Playing([]string{"vehicles"}, c)
	if err != nil {
		t.Fatal(err)
	}
	unit := func(id string) orders.Unit {
		ru, ok := c.Unit(id)
		if !ok {
			t.Fatalf("no unit %s", id)
		}
		cl, _ := c.Class(ru.Class)
		m := &army.Model{Name: ru.Name, Unit: ru, Class: cl}
		return orders.Unit{ID: "red." + id, Model: m, F: *combat.NewFighter("red."+id, m)}
	}
	for _, tc := range []struct {
		id     string
		set    bool
		marker string
		hull   bool
	}{
		{"ec-cargo-loader", true, "CL", true},
		{"renegade-drone", true, "D", true},
		{"ec-trooper", true, "", false},
		{"ec-cargo-loader", false, "", false},
	} {
		u := unit(tc.id)
		tok := board.Token{Marker: "x", Class: "y"}
		played := set
		if !tc.set {
			played = nil
		}
		asHull(&tok, played, nil, u)
		if tc.hull && (tok.Marker != tc.marker || tok.Class != "" || tok.Hull != nil) {
			t.Errorf("%s: marker %q class %q hull %v, want %q, no class and no hull before the match", tc.id, tok.Marker, tok.Class, tok.Hull, tc.marker)
		}
		if !tc.hull && (tok.Marker != "x" || tok.Class != "y") {
			t.Errorf("%s (module played %v): the token changed: %+v", tc.id, tc.set, tok)
		}
	}
}
