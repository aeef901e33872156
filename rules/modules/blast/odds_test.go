package blast_test

import (
	"math"
	"testing"

	"github.com/krygothic/krygothic/rules/combat"
	"github.com/krygothic/krygothic/rules/dice"
	"github.com/krygothic/krygothic/rules/modules/blast"
)

// XS-01: the preview's odds of a throw, worked by hand. An Average Joe
// throws a frag grenade 4" (2 dice, TN 5, keep 2): a hit is kept with
// 1 − (4/6)² = 5/9, every die is a 1 with 1/36. A bystander (Body 2,
// flak jacket 4: wound TN 2 + 4 − 3 = 3, passing on 4 of 6) stands under
// the template only where it is centred on target: it is wounded with
// 5/9 × 4/6, and removed as often when it has one wound left.
func TestBlastOddsByHand(t *testing.T) {
	target, bystander := joe("target"), with(joe("bystander"), func(f *combat.Fighter) {
		f.Armour = armour("flak-jacket")
		f.Wounds = f.WoundCapacity - 1
	})
	aim := blast.Point{X: 20, Y: 10}
	b, _ := blastAt(joe("thrower"), target, ranged("frag-grenade"), aim, nil, false)
	b.Under = func(c blast.Point) ([]blast.Touched, bool) {
		if c == aim {
			return []blast.Touched{{F: target}, {F: bystander}}, false
		}
		return nil, false
	}
	o, err := blast.OddsOf(b, combat.Options{})
	if err != nil {
		t.Fatal(err)
	}
	near := func(what string, got, want float64) {
		t.Helper()
		if math.Abs(got-want) > 1e-12 {
			t.Errorf("%s = %.6f, want %.6f", what, got, want)
		}
	}
	near("hit", o.Hit, 5.0/9)
	near("critical fail", o.CriticalFail, 1.0/36)
	m, ok := o.Of("bystander")
	if !ok {
		t.Fatal("the bystander is not in the odds")
	}
	near("bystander touched", m.Touched, 5.0/9)
	near("bystander wounded", m.Wounded, 5.0/9*4/6)
	near("bystander removed", m.Removed, 5.0/9*4/6)
	// The target takes its kept hits as a shot: TN 2 − 3 → every wound die
	// but a 1 passes, at most 1 wound (S1).
	tm, _ := o.Of("target")
	near("target touched", tm.Touched, 5.0/9)
	if tm.Wounded <= m.Wounded || tm.Wounded > tm.Touched {
		t.Errorf("target wounded %.4f: it should be likelier than the bystander's %.4f and at most its touch %.4f", tm.Wounded, m.Wounded, tm.Touched)
	}
}

// XS-01: the odds agree with the blast as ResolveBlast rolls it, over
// 40 000 throws with seeded dice, for models placed round the aim, so the
// scatter's landings (1D6" at most half of 4", 36 directions) and the
// critical fail's (on the thrower) are counted too.
func TestBlastOddsMatchResolution(t *testing.T) {
	target := joe("target")
	aim, from := blast.Point{X: 20, Y: 10}, blast.Point{X: 16, Y: 10}
	type placed struct {
		f  *combat.Fighter
		at blast.Point
	}
	models := []placed{{target, aim}, {joe("east"), blast.Point{X: 22.2, Y: 10}}, {joe("north"), blast.Point{X: 20, Y: 8}},
		{joe("far"), blast.Point{X: 22.5, Y: 12.5}}, {joe("thrower's mate"), blast.Point{X: 15.2, Y: 10.6}}}
	thrower := joe("thrower")
	b, _ := blastAt(thrower, target, ranged("frag-grenade"), aim, nil, false)
	b.From = from
	under := func(c blast.Point) ([]blast.Touched, bool) {
		var out []blast.Touched
		for _, m := range models {
			if math.Hypot(m.at.X-c.X, m.at.Y-c.Y) < b.Weapon.Template/2+0.5 && m.f.Alive() {
				out = append(out, blast.Touched{F: m.f})
			}
		}
		return out, false
	}
	b.Under = under
	o, err := blast.OddsOf(b, combat.Options{})
	if err != nil {
		t.Fatal(err)
	}
	const n = 40000
	touched, wounded := map[string]int{}, map[string]int{}
	src := dice.NewSeeded(2026)
	for range n {
		res, err := blast.Resolve(b, src, combat.Options{})
		if err != nil {
			t.Fatal(err)
		}
		for _, e := range res.Events {
			switch e := e.(type) {
			case blast.BlastLanded:
				for _, id := range e.Touched {
					touched[id]++
				}
			case combat.Wounded:
				if e.Wounds > 0 {
					wounded[e.Unit]++
				}
			}
		}
	}
	for _, m := range models {
		got, _ := o.Of(m.f.ID)
		for _, c := range []struct {
			what  string
			exact float64
			count int
		}{{"touched", got.Touched, touched[m.f.ID]}, {"wounded", got.Wounded, wounded[m.f.ID]}} {
			sampled := float64(c.count) / n
			if sd := math.Sqrt(c.exact*(1-c.exact)/n) + 1e-4; math.Abs(sampled-c.exact) > 5*sd {
				t.Errorf("%s %s: exact %.4f, sampled %.4f", m.f.ID, c.what, c.exact, sampled)
			}
		}
	}
	if m, _ := o.Of("thrower's mate"); m.Touched <= 0 || m.Touched >= o.CriticalFail+1e-9 {
		t.Errorf("the thrower's mate is under only a critical fail's template: touched %.4f, critical fail %.4f", m.Touched, o.CriticalFail)
	}
}

// BenchmarkBlastOdds works out a grenade's odds over 24 models spread
// round its aim, as the preview does for every throw the AI weighs.
//
//	go test -run '^$' -bench BlastOdds ./rules/modules/blast/
func BenchmarkBlastOdds(b *testing.B) {
	type placed struct {
		f  *combat.Fighter
		at blast.Point
	}
	var models []placed
	for i := range 24 {
		models = append(models, placed{joe("m"), blast.Point{X: 16 + float64(i%6), Y: 8 + float64(i/6)}})
	}
	bl, _ := blastAt(joe("thrower"), models[8].f, ranged("frag-grenade"), models[8].at, nil, false)
	bl.Under = func(c blast.Point) ([]blast.Touched, bool) {
		var out []blast.Touched
		for _, m := range models {
			if math.Hypot(m.at.X-c.X, m.at.Y-c.Y) < 2 {
				out = append(out, blast.Touched{F: m.f})
			}
		}
		return out, false
	}
	b.ReportAllocs()
	for b.Loop() {
		if _, err := blast.OddsOf(bl, combat.Options{}); err != nil {
			b.Fatal(err)
		}
	}
}
