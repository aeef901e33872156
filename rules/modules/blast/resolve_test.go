package blast_test

import (
	"math"
	"slices"
	"testing"

	"github.com/krygothic/krygothic/rules/combat"
	"github.com/krygothic/krygothic/rules/content"
	"github.com/krygothic/krygothic/rules/modules/blast"
)

// The blast module's rolls (XS-01). The thrower is an Average Joe: RC 2,
// Strength 2, so a frag grenade (2K3S1, short 2", long 3" × Strength = 6")
// rolls 2 dice at TN 5 and keeps 2 at 4".

// blastAt is a throw of weapon by thrower at target (nil: the point aim),
// 4" away, that touches the given models, with the shipped scatter data.
func blastAt(thrower, target *combat.Fighter, weapon *content.RangedWeapon, aim blast.Point, touched []blast.Touched, weak bool) (blast.Blast, *[]blast.Point) {
	asked := &[]blast.Point{}
	return blast.Blast{Thrower: thrower, Weapon: weapon, Target: target, Situation: open(4), Aim: aim, From: blast.Point{X: aim.X - 4, Y: aim.Y},
		Scatter: blast.Shipped(),
		Under: func(c blast.Point) ([]blast.Touched, bool) {
			*asked = append(*asked, c)
			return touched, weak
		}}, asked
}

func landed(t *testing.T, events []combat.Event) blast.BlastLanded {
	t.Helper()
	for _, e := range events {
		if l, ok := e.(blast.BlastLanded); ok {
			return l
		}
	}
	t.Fatal("no blast_landed event")
	return blast.BlastLanded{}
}

// XS-01 after SW-BLAST-02/03 and SW-BLAST-EX1: a kept hit centres the
// template on the target, which takes its kept hits as a shot (KG-RC-13);
// each other model under it rolls its own single wound die (SW's "each
// secondary model rolls its own contest"), and every model under it tests
// for pinning as if hit (KG-PSY-01). SW-BLAST-EX1's 4" marker covers its
// target and three more: here a 4" template (a launcher shell) over a
// target and three armoured men, one of them with the blast's centre on its
// blind side.
func TestBlastOnTargetTouchesEveryModelUnderIt(t *testing.T) {
	shell := *ranged("frag-grenade")
	shell.Template, shell.Tags = 4, nil
	target := joe("target")
	near := []*combat.Fighter{armouredTarget(), armouredTarget(), with(joe("bare"), func(f *combat.Fighter) { f.Armour = armour("flak-jacket") })}
	near[0].ID, near[1].ID = "front", "behind"
	touched := []blast.Touched{{F: target}, {F: near[0]}, {F: near[1], BlindSide: true}, {F: near[2]}}
	b, asked := blastAt(joe("thrower"), target, &shell, blast.Point{X: 20, Y: 10}, touched, false)
	src := script(t,
		5, 2, // to hit: one kept
		4,       // the target's wound die: TN 2 − 3 = −1, passes
		2, 3, 5, // one die each: front (TN 3) fails; behind (blind side, TN 1) and bare (TN 3) pass
		5, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, // pinning: target passes; the three armoured men fail
	)
	res, err := blast.Resolve(b, src, combat.Options{})
	if err != nil {
		t.Fatal(err)
	}
	used(t, src)
	if l := landed(t, res.Events); l.X != 20 || l.Y != 10 || l.Scattered != 0 || l.Diameter != 4 || len(l.Touched) != 4 {
		t.Errorf("landed %+v; want on the target, 4\", four models", l)
	}
	if len(*asked) != 1 || (*asked)[0] != (blast.Point{X: 20, Y: 10}) {
		t.Errorf("Under asked at %v", *asked)
	}
	if w := rolls(res.Events, "to wound"); len(w) != 1 || w[0].RuleID != "KG-RC-13" || len(w[0].Dice) != 1 || w[0].TN != -1 {
		t.Errorf("the target's wound roll (its 1 kept hit as a shot): %+v", w)
	}
	secondary := rolls(res.Events, "blast: to wound")
	if len(secondary) != 3 {
		t.Fatalf("%d secondary wound rolls, want one each for three models", len(secondary))
	}
	// Body 3 + armour 3 − b 3 = 3; from the blind side −2 more (KG-RC-06),
	// plain armour keeping its rear protection; bare: Body 2 + flak 4 − 3.
	for i, want := range []int{3, 1, 3} {
		if got := secondary[i]; got.TN != want || len(got.Dice) != 1 {
			t.Errorf("secondary %d: TN %d with %d dice, want TN %d, one die", i, got.TN, len(got.Dice), want)
		}
	}
	if res.Hits != 1 {
		t.Errorf("hits %d", res.Hits)
	}
	if pins := rolls(res.Events, "Willpower"); len(pins) != 4 {
		t.Errorf("%d pinning tests, want one for each model under the template", len(pins))
	}
	if n := len(states(res.Events)); n != 3 {
		t.Errorf("%d models pinned, want the 3 that failed", n)
	}
}

// XS-01: a miss scatters the template: the scatter dice in inches, at
// most half the distance to the point aimed at, in the direction 2 D6
// give: (first − 1) × 6 + (second − 1) tens of degrees. Nobody takes the
// kept hits; a friend caught under it is damage by its own side (KG-AP-06).
func TestBlastMissScatters(t *testing.T) {
	tests := []struct {
		name  string
		faces []int // scatter inches, then direction
		dist  float64
		deg   float64
	}{
		{"4\" capped at half of 4\": 2\", straight down", []int{4, 2, 4}, 2, 90},
		{"1\", along +x", []int{1, 1, 1}, 1, 0},
		{"2\", 350°", []int{2, 6, 6}, 2, 350},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			thrower := with(joe("thrower"), func(f *combat.Fighter) { f.Side = "red" })
			friend := with(joe("friend"), func(f *combat.Fighter) { f.Side = "red" })
			b, asked := blastAt(thrower, joe("target"), ranged("frag-grenade"), blast.Point{X: 20, Y: 10}, []blast.Touched{{F: friend}}, false)
			faces := append([]int{2, 3}, tc.faces...) // to hit: none kept
			faces = append(faces, 4 /* friend's wound die */, 1, 1, 1 /* its pinning test fails */)
			src := script(t, faces...)
			res, err := blast.Resolve(b, src, combat.Options{})
			if err != nil {
				t.Fatal(err)
			}
			used(t, src)
			rad := tc.deg * math.Pi / 180
			want := blast.Point{X: 20 + tc.dist*math.Cos(rad), Y: 10 + tc.dist*math.Sin(rad)}
			l := landed(t, res.Events)
			if math.Abs(l.X-want.X) > 1e-9 || math.Abs(l.Y-want.Y) > 1e-9 || l.Scattered != tc.dist || (*asked)[0] != (blast.Point{X: l.X, Y: l.Y}) {
				t.Errorf("landed at (%g, %g), %g\" off; want (%g, %g), %g\"", l.X, l.Y, l.Scattered, want.X, want.Y, tc.dist)
			}
			if len(rolls(res.Events, "to wound")) != 0 || len(rolls(res.Events, "blast: to wound")) != 1 {
				t.Error("a miss rolled the target's wound dice, or not the friend's one die")
			}
			hurt := false
			for _, e := range res.Events {
				if s, ok := e.(combat.SideEffect); ok && s.Unit == "friend" && s.Setback == combat.FriendlyDamage {
					hurt = true
				}
			}
			if !hurt {
				t.Error("the friend wounded by the blast is no damage by its own side")
			}
		})
	}
}

// KG-DICE-08 for a blast: a critical fail brings the template down on
// the thrower, where it stands; a centre in a (W) area damages the floor
// there (KG-EXPL-01) with the blast's diameter.
func TestBlastCriticalFailAndWeakFloor(t *testing.T) {
	thrower := joe("thrower")
	b, asked := blastAt(thrower, nil, ranged("frag-grenade"), blast.Point{X: 20, Y: 10}, []blast.Touched{{F: thrower}}, true)
	src := script(t, 1, 1 /* to hit: all ones */, 4 /* its own wound die */, 5, 1, 1 /* pinning passes */)
	res, err := blast.Resolve(b, src, combat.Options{})
	if err != nil {
		t.Fatal(err)
	}
	used(t, src)
	if (*asked)[0] != b.From {
		t.Errorf("a critical fail came down at %v, want the thrower's %v", (*asked)[0], b.From)
	}
	var floor []combat.FloorDamaged
	for _, e := range res.Events {
		if f, ok := e.(combat.FloorDamaged); ok {
			floor = append(floor, f)
		}
	}
	if len(floor) != 1 || floor[0].X != b.From.X || floor[0].Diameter != 3 || floor[0].RuleID != "KG-EXPL-01" {
		t.Errorf("floor damage %+v; want one 3\" template where it came down", floor)
	}
}

// A point aimed at has no Speed, cover or sprint: the roll is at TN 5 with
// the shot's own modifiers only (darkness here, KG-SCN-02). Out of range
// (keep a − p ≤ 0, KG-RC-11) the grenade is a dud: nothing lands.
func TestBlastAtAPointAndOutOfRange(t *testing.T) {
	b, _ := blastAt(joe("thrower"), nil, ranged("frag-grenade"), blast.Point{X: 5, Y: 5}, nil, false)
	b.Dark = true
	p, err := b.Plan()
	if err != nil {
		t.Fatal(err)
	}
	if p.TN != 7 || p.Dice != 2 || p.Keep != 2 {
		t.Errorf("at a dark point: TN %d, %d dice keep %d; want TN 5 + 2, 2 dice keep 2", p.TN, p.Dice, p.Keep)
	}
	b.Dark, b.Distance = false, 7 // long 6": p = 2, keep 2 − 2 = 0
	src := script(t)
	res, err := blast.Resolve(b, src, combat.Options{})
	if err != nil {
		t.Fatal(err)
	}
	if !res.Plan.OutOfRange || slices.ContainsFunc(res.Events, func(e combat.Event) bool { _, ok := e.(blast.BlastLanded); return ok }) {
		t.Errorf("out of range: %+v", res.Events)
	}
}

// The throw's refusals are a shot's (KG-RC-05, GAP-14), and only a blast
// weapon is thrown.
func TestBlastRefusals(t *testing.T) {
	grenade := ranged("frag-grenade")
	for _, c := range []struct {
		name   string
		change func(b *blast.Blast)
		rule   string
	}{
		{"out of arc", func(b *blast.Blast) { b.InArc = false }, "KG-RC-05"},
		{"out of sight", func(b *blast.Blast) { b.InView = false }, "KG-RC-05"},
		{"in base contact", func(b *blast.Blast) { b.Engaged = true }, "GAP-14"},
		{"no template", func(b *blast.Blast) { b.Weapon = ranged("rifle") }, "XS-01"},
	} {
		b, _ := blastAt(joe("thrower"), joe("target"), grenade, blast.Point{}, nil, false)
		c.change(&b)
		if _, err := b.Plan(); err == nil || !hasRule(err, c.rule) {
			t.Errorf("%s: %v, want a refusal citing %s", c.name, err, c.rule)
		}
	}
}

func hasRule(err error, rule string) bool {
	r, ok := err.(*combat.Refusal)
	return ok && r.RuleID == rule
}
