package locations

import (
	"math"
	"testing"

	"github.com/krygothic/krygothic/rules/combat"
	"github.com/krygothic/krygothic/rules/dice"
	"github.com/krygothic/krygothic/rules/orders"
)

// The preview's graze chance is the chance the rolls graze: shots rolled
// with seeded dice and amended as the match amends them graze as often
// as ShotGrazeChance says (within 4 standard errors of 20,000 shots), for
// a standard shot, a snap shot (two attacks, one graze at most, none if
// either wounds), a suppressive burst (wound dice on a critical only), a
// wound TN of 7 (the 7+ table: a 6 whose re-roll falls short grazes) and
// a shot into a melee (GAP-14: it lands on the target 1 time in 2).
func TestTheGrazeChanceIsTheRollsXS10(t *testing.T) {
	for _, tc := range []struct {
		name           string
		weapon, armour string
		shot           combat.Shot
		melee          bool
	}{
		{"standard", "rifle", "flak-jacket", combat.Standard, false},
		{"snap", "rifle", "flak-jacket", combat.Snap, false},
		{"suppressive", "assault-rifle", "flak-jacket", combat.Suppressive, false},
		{"TN 7", "pistol", "heavy-plate", combat.Standard, false},
		{"melee", "rifle", "flak-jacket", combat.Standard, true},
	} {
		shooter := unit(t, "ec-commander", 0, 4.5, 5.5, tc.weapon, "")
		target := unit(t, "renegade-brute", 1, 9.5, 5.5, "rifle", tc.armour)
		if tc.armour == "heavy-plate" {
			target.F.Stats.Body = 4 // 4 + 5 − the pistol's 2: TN 7
		}
		units := []*orders.Unit{shooter, target}
		if tc.melee {
			units = append(units, unit(t, "ec-trooper", 0, 10.52, 5.5, "rifle", ""))
		}
		tb, _ := table(t, units)
		a := tb.RangedShot(shooter, shooter.Base, target, tc.shot)
		p, err := a.Plan()
		if err != nil {
			t.Fatalf("%s: %v", tc.name, err)
		}
		melee := len(a.Melee)
		want := ShotGrazeChance(p, &shooter.F, melee, tb.Options.Combat.Mode)
		const n = 20000
		src := dice.NewSeeded(7)
		got := 0
		for range n {
			res, err := combat.ResolveRanged(a, src, tb.Options.Combat)
			if err != nil {
				t.Fatal(err)
			}
			out := tb.Rules.Amend(tb, orders.Of(res.Outcome))
			got += len(grazes(out))
		}
		share := float64(got) / n
		t.Logf("%s: wound TN %d, melee %d, attacks %d: %.4f grazed, %.4f expected", tc.name, p.WoundTN, melee, p.Attacks, share, want)
		if se := math.Sqrt(want * (1 - want) / n); math.Abs(share-want) > 4*se+1e-9 || want == 0 {
			t.Errorf("%s (wound TN %d, melee %d): %.4f of %d shots grazed, ShotGrazeChance says %.4f", tc.name, p.WoundTN, melee, share, n, want)
		}
	}
}
