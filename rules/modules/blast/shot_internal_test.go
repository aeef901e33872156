package blast

import (
	"strings"
	"testing"

	"github.com/krygothic/krygothic/rules/combat"
	"github.com/krygothic/krygothic/rules/content"
	"github.com/krygothic/krygothic/rules/geom"
	"github.com/krygothic/krygothic/rules/orders"
)

// XS-01: a grenade, or a blast weapon carried as a model's ranged weapon
// (a grenade launcher), is never shot: with the module played its shot
// rule refuses the shot under XS-01, naming the order that fires it, and
// the blast's own attack (Fired) is not refused.
func TestBlastWeaponIsNeverShot(t *testing.T) {
	c, err := content.Default()
	if err != nil {
		t.Fatal(err)
	}
	for _, id := range []string{"grenade-launcher", "frag-grenade"} {
		w, _ := c.Ranged(id)
		u := &orders.Unit{ID: "gunner", F: combat.Fighter{ID: "gunner", WoundCapacity: 2, Ranged: w,
			Stats: content.Characteristics{Speed: 3, Strength: 2, Body: 2, Mind: 3, Willpower: 3, CC: 2, RC: 2}}}
		target := &combat.Fighter{ID: "target", WoundCapacity: 2}
		a := combat.RangedAttack{Shooter: &u.F, Target: target, Shot: combat.Standard,
			Situation: combat.Situation{Distance: 2, InArc: true, InView: true, Shooters: 1}}
		neverShot(nil, u, geom.Base{}, nil, &a)
		if _, err := a.Plan(); err == nil || !strings.Contains(err.Error(), Rule) || !strings.Contains(err.Error(), "of the blast module, not shot") {
			t.Errorf("%s shot: %v, want refused under XS-01", id, err)
		}
		a = combat.RangedAttack{Shooter: &u.F, Target: target, Shot: combat.Standard, Fired: w,
			Situation: combat.Situation{Distance: 2, InArc: true, InView: true, Shooters: 1}}
		neverShot(nil, u, geom.Base{}, nil, &a)
		if _, err := a.Plan(); err != nil {
			t.Errorf("%s as a blast's attack: %v", id, err)
		}
	}
}
