package orders

import (
	"slices"

	"github.com/krygothic/krygothic/rules/combat"
	"github.com/krygothic/krygothic/rules/deck"
	"github.com/krygothic/krygothic/rules/geom"
	"github.com/krygothic/krygothic/rules/move"
)

// Mover describes u, standing at base, for the movement rules: its
// Speed, breath and states, and where the fire that pins it comes from
// (GAP-19), as the rule modules' MoverRules change it.
func (t *Table) Mover(u *Unit, base geom.Base) move.Mover {
	mv := move.Mover{Base: base, Speed: u.F.Stats.Speed.Dice(), Body: u.F.Stats.Body.Dice(), Fatigue: u.F.Fatigue,
		CanRun: true, IgnoresTerrain: u.Model != nil && u.Model.Unit.IgnoresTerrain, Prone: u.F.Prone, Stuck: u.F.StuckAP > 0,
		PinnedByHit: u.F.Pin.ByHit, PinnedByMiss: u.F.Pin.ByMiss}
	if u.F.Armour != nil && u.F.Armour.NoRun || u.F.Ranged != nil && u.F.Ranged.Has("heavy") {
		mv.CanRun = false // GAP-23
	}
	for _, e := range t.Units {
		if e.Side != u.Side && e.Side >= 0 && e.Alive() && t.firedOn(u, e) {
			mv.FireFrom = append(mv.FireFrom, e.Base.Centre)
		}
	}
	if t.Rules != nil {
		for _, mr := range t.Rules.movers {
			mr(t, u, &mv)
		}
	}
	return mv
}

// firedOn reports whether enemy e is part of the chain of fire on u.
func (t *Table) firedOn(u, e *Unit) bool {
	if t.Chain.Target != u.ID {
		return u.F.Pin.ByHit // no chain on record: every enemy in sight counts
	}
	return slices.Contains(t.Chain.Shooters, e.ID)
}

// RangedAttack describes u, standing at base, shooting at target now
// (a standard shot; RangedShot for another type). The deck gives the
// distance, arcs, sight, cover, darkness and weak floor; the table the
// models in the way, base contact and the chain of fire.
func (t *Table) RangedAttack(u *Unit, base geom.Base, target *Unit) combat.RangedAttack {
	return t.RangedShot(u, base, target, combat.Standard)
}

// RangedShot is RangedAttack for a shot of a type: the shot rules see it
// (two pistols may fire together only in a standard shot).
func (t *Table) RangedShot(u *Unit, base geom.Base, target *Unit, shot combat.Shot) combat.RangedAttack {
	units, _, occ := t.occupancy()
	var melee []*combat.Fighter
	engaged := false
	for _, e := range t.Units {
		if !e.Alive() || e == u || e == target {
			continue
		}
		if e.Side != u.Side && e.Side >= 0 {
			engaged = engaged || geom.InContact(base, e.Base) // GAP-14
		}
		if !e.Objective && geom.InContact(e.Base, target.Base) {
			melee = append(melee, &e.F)
		}
	}
	shooters, misses := 1, 0
	if t.Chain.Target == target.ID {
		seen := map[string]bool{u.ID: true}
		for _, id := range t.Chain.Shooters {
			if !seen[id] {
				seen[id] = true
				shooters++
			}
		}
		for _, id := range t.Chain.Missers {
			if id != u.ID {
				misses++
			}
		}
	}
	arc := geom.HalfArc(t.Options.WideArc)
	sight, fromAbove := t.sight(base, target, units, occ, indexOf(units, u))
	cell, _ := t.Deck.CellAt(target.Base.Centre)
	a := combat.RangedAttack{Shooter: &u.F, Target: &target.F, Shot: shot, Melee: melee, Situation: combat.Situation{
		Distance:    geom.Distance(base, target.Base),
		InArc:       base.Sees(target.Base.Centre, arc),
		InView:      sight.InView,
		BlindSide:   geom.BlindSide(base, target.Base, arc),
		Cover:       sight.Cover,
		Dark:        t.Dark || cell.Dark,
		TargetRan:   target.Ran,
		Engaged:     engaged,
		WeakArea:    cell.Weak,
		Shooters:    shooters,
		PriorMisses: misses,
	}}
	if fromAbove {
		a.Mods = append(a.Mods, combat.Modifier{RuleID: "GAP-37", What: "firing down from a gantry: waist-high cover ignored", On: combat.OnTN, Value: 0})
	}
	if t.Rules != nil {
		for _, sr := range t.Rules.shots {
			sr(t, u, base, target, &a)
		}
	}
	return a
}

// Sees reports whether u, standing, has a clear view of target now, as a
// shot's sight reads it (GAP-11: walls, cover and models in the way),
// whatever u faces: a shout needs no arc.
func (t *Table) Sees(u, target *Unit) bool {
	if !u.Alive() || !target.Present() {
		return false
	}
	units, _, occ := t.occupancy()
	s, _ := t.sight(u.Base, target, units, occ, indexOf(units, u))
	return s.InView
}

// sight is what a shooter standing at base sees of target (GAP-11). A
// shooter up on a gantry firing at a target that is not fires down over
// waist-high cover (GAP-37); fromAbove reports that the cover cells it
// looks over would have hidden the target from the floor, so the attack
// can say why it has no cover.
func (t *Table) sight(base geom.Base, target *Unit, units []*Unit, occ *deck.Occupancy, shooterIdx int) (s deck.Sight, fromAbove bool) {
	targetIdx := indexOf(units, target)
	s = t.Deck.Sight(base, target.Base, occ, shooterIdx, targetIdx)
	if !s.Cover || !t.Deck.FiresDown(base.Centre, target.Base.Centre) {
		return s, false
	}
	above := t.Deck.SightFromAbove(base, target.Base, occ, shooterIdx, targetIdx)
	return above, !above.Cover
}

// Screen is what hides target from u, standing at base, within reach
// inches of the target's base, ray by ray as its sight judges them
// (deck.Screen): for a shot rule that cares where cover lies and what it
// is made of (XS-19). A shooter firing down from a gantry looks over
// cover cells, as its sight does (GAP-37); the other models on the table
// are there as in sight.
func (t *Table) Screen(u *Unit, base geom.Base, target *Unit, reach float64) deck.Screen {
	units, _, occ := t.occupancy()
	return t.Deck.Screen(base, target.Base, occ, indexOf(units, u), indexOf(units, target),
		t.Deck.FiresDown(base.Centre, target.Base.Centre), reach)
}

// CloseCombatAttack describes an attack by u on target now; charged: at
// the end of u's charge.
func (t *Table) CloseCombatAttack(u, target *Unit, attack combat.AttackType, charged bool) combat.CCAttack {
	pair, back := Pair{u.ID, target.ID}, Pair{target.ID, u.ID}
	a := combat.CCAttack{Attacker: &u.F, Defender: &target.F, Attack: attack}
	if attack == combat.SpecialAttack && len(u.F.Attacks) > 0 {
		a.Special = u.F.Attacks[0]
	}
	a.Initiator = t.Fought[pair] == 0 && t.Fought[back] == 0
	a.Charged = charged
	a.HorrorFaced = charged // a charge faced its target's pure horror as it began (KG-PSY-08)
	a.DefenderCharged = t.Charged[back] && t.Fought[pair] == 0
	a.BlindSide = geom.BlindSide(u.Base, target.Base, geom.HalfArc(t.Options.WideArc))
	a.FirstFearAttack = t.Fought[pair] == 0
	if t.Rules != nil {
		for _, mr := range t.Rules.melees {
			mr(t, u, target, &a)
		}
	}
	return a
}

// InReach reports whether u, standing at base, can make a close-combat
// attack of type attack on target: in base contact (KG-CC-01), or within
// the reach a rule module gives it (ReachRule; the distance included).
func (t *Table) InReach(u *Unit, base geom.Base, target *Unit, attack combat.AttackType) bool {
	if geom.InContact(base, target.Base) {
		return true
	}
	if t.Rules == nil {
		return false
	}
	reach := 0.0
	for _, r := range t.Rules.reaches {
		reach = max(reach, r(t, u, target, attack))
	}
	return reach > 0 && geom.Distance(base, target.Base) <= reach+geom.ContactDistance
}

// contactPoint is where a charger's base, standing at base, touches the
// target's, on the side facing the charger.
func (t *Table) contactPoint(u *Unit, base geom.Base, target *Unit) (geom.Vec, error) {
	dir := target.Base.Centre.Bearing(base.Centre)
	for _, turn := range []float64{0, 0.5, -0.5, 1, -1, 1.5, -1.5, 2, -2, 2.5, -2.5, 3} {
		p := target.Base.Centre.Polar(dir+turn, target.Base.Radius+base.Radius+geom.ContactDistance/2)
		b := base
		b.Centre = p
		if t.Deck.Fits(b) && !t.Overlaps(u, b) {
			return p, nil
		}
	}
	return geom.Vec{}, refuse("KG-MOVE-09", "there is no room to reach %s", target.ID)
}

// ContactPoint is where u's base, standing at base, would touch target's
// on the side facing it, as a charge ends (a vehicle's ram).
func (t *Table) ContactPoint(u *Unit, base geom.Base, target *Unit) (geom.Vec, error) {
	return t.contactPoint(u, base, target)
}

// PointSituation describes u, standing at base, aiming at a point of the
// deck now (a rule module's order aimed at a spot): the distance, arc and
// sight to the point, the darkness and weak floor there, and base contact
// with an enemy (GAP-14). A point has no cover, Speed or sprint.
func (t *Table) PointSituation(u *Unit, base geom.Base, p geom.Vec) combat.Situation {
	units, _, occ := t.occupancy()
	engaged := false
	for _, e := range t.Units {
		if e.Alive() && e != u && e.Side != u.Side && e.Side >= 0 {
			engaged = engaged || geom.InContact(base, e.Base)
		}
	}
	spot := geom.Base{Centre: p}
	cell, _ := t.Deck.CellAt(p)
	return combat.Situation{
		Distance: geom.Distance(base, spot),
		InArc:    base.Sees(p, geom.HalfArc(t.Options.WideArc)),
		InView:   t.Deck.Sight(base, spot, occ, indexOf(units, u), -1).InView,
		Dark:     t.Dark || cell.Dark,
		Engaged:  engaged,
		WeakArea: cell.Weak,
		Shooters: 1,
	}
}
