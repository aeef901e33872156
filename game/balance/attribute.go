package balance

import (
	"slices"
	"strings"

	"github.com/krygothic/krygothic/game/match"
	"github.com/krygothic/krygothic/rules/combat"
	"github.com/krygothic/krygothic/rules/orders"
)

// The log's wounded event names the victim but not the attacker. The
// tracker follows the log in order and names the attacker from the roll
// that dealt the damage, in the same tick, just before it: a to-wound
// roll is the attacker's (a shot, a blow, a blast, a ram); a wound save
// the victim rolls itself is its own doing (a critical fail, point-blank
// misses, a ram's recoil), but for a tackle's impact, whose attacker is
// the tackle's. A fall through a damaged floor (KG-EXPL-02) names no one
// and is left unattributed, as is any wound with no damage roll before it.
//
// The weapon is the last attack begun in the tick by the attacker: a shot
// (to hit, KG-RC-09) fires the model's ranged weapon, a weapon lobbed
// under a template names its own (its to-hit roll's weapon), an attack
// with no to-hit roll names its own on its wound dice (a ram, an
// explosion), and a close-combat attack (to hit, KG-CC-06) is the attack
// its declaration named (attack, charge, react attack; a counter attack's
// free attack is a punch), read in the order the unit declared them.

// unknownWeapon names the weapon of an attack the log does not say.
const unknownWeapon = "unknown"

// attack is the last attack begun in the tick: who, with what.
type attack struct{ by, weapon string }

// tracker reads one game's log into its Game.
type tracker struct {
	g     *Game
	units map[string]*orders.Unit
	sides map[string]int // side id → index

	tick    int
	damage  *combat.Roll // the tick's last roll that dealt damage
	tackler string       // the attacker of the tick's last tackle
	last    attack

	// cc holds, per unit, the close-combat attacks it declared and has
	// not rolled yet (attack words: weapon, punch, …), first first.
	cc map[string][]string
}

func newTracker(g *Game, units []orders.Unit) *tracker {
	t := &tracker{g: g, units: map[string]*orders.Unit{}, sides: map[string]int{}, cc: map[string][]string{}}
	for i := range units {
		t.units[units[i].ID] = &units[i]
	}
	for k, s := range g.Sides {
		t.sides[s.ID] = k
	}
	return t
}

func (t *tracker) read(log []match.Entry) {
	for _, e := range log {
		if e.Tick != t.tick {
			t.tick, t.damage, t.tackler, t.last = e.Tick, nil, "", attack{}
		}
		switch ev := e.Event.(type) {
		case orders.Declared:
			t.declared(ev)
		case combat.FreeAttack:
			t.cc[ev.By] = slices.Insert(t.cc[ev.By], 0, "punch") // KG-CCD-06: resolved at once
		case combat.Roll:
			t.roll(ev)
		case combat.Moved:
			if ev.RuleID == combat.TackleRule {
				t.tackler = ev.Other
			}
		case combat.APSpent:
			t.paid(ev)
		case combat.Rerolled:
			if side := t.sideOf(ev.Unit); side >= 0 && ev.AP > 0 {
				t.g.AP[side]["re-roll"] += ev.AP // paid when the dice landed (a module's offer)
			}
		case combat.Wounded:
			t.wounded(ev)
		}
	}
}

// declared counts a declaration's AP by order and queues its close-combat
// attacks.
func (t *tracker) declared(d orders.Declared) {
	side, ok := t.sides[d.Side]
	if !ok || len(d.Steps) == 0 {
		return
	}
	switch {
	case d.StepAP != nil:
		for i, st := range d.Steps {
			if i < len(d.StepAP) {
				t.g.AP[side][verb(st)] += d.StepAP[i]
			}
		}
	case d.AP > 0: // paid as a whole: a cancel
		t.g.AP[side][verb(d.Steps[0])] += d.AP
	}
	if d.StepAP != nil {
		// A new paid combo: the side's last one is over, and any attack
		// it did not roll never will.
		for id := range t.cc {
			if u := t.units[id]; u != nil && u.Side == side {
				delete(t.cc, id)
			}
		}
	}
	for _, st := range d.Steps {
		// The orders format writes a step "UNIT VERB ARGS" (docs/orders.md).
		f := strings.Fields(st)
		switch {
		case len(f) >= 3 && (orders.Verb(f[1]) == orders.Attack || orders.Verb(f[1]) == orders.Charge):
			id := fullID(d.Side, f[0])
			t.cc[id] = append(t.cc[id], attackWord(f[2:]))
		case len(f) >= 4 && orders.Verb(f[1]) == orders.React && orders.Verb(f[2]) == orders.Attack: // resolved at once
			id := fullID(d.Side, f[0])
			t.cc[id] = slices.Insert(t.cc[id], 0, attackWord(f[3:]))
		}
	}
}

// attackWord is the attack type a step names after its target (rest
// starts with the target), punch by default.
func attackWord(rest []string) string {
	if len(rest) >= 2 {
		return rest[1]
	}
	return "punch"
}

// verb is a declared step's order type: move, shoot, react, cancel, done….
func verb(step string) string {
	f := strings.Fields(step)
	switch len(f) {
	case 0:
		return "?"
	case 1:
		return f[0]
	}
	return f[1]
}

// fullID names a unit of side by its full id: steps use short ones.
func fullID(side, unit string) string {
	if strings.Contains(unit, ".") {
		return unit
	}
	return side + "." + unit
}

func (t *tracker) roll(r combat.Roll) {
	switch r.Kind {
	case combat.HitRoll:
		w := unknownWeapon
		switch r.Arm {
		case combat.Gun:
			w = t.rangedName(r.By)
		case combat.Hand:
			w = t.blow(r.By)
		case combat.Lobbed: // a weapon lobbed under a template names itself
			if r.Weapon != "" {
				w = r.Weapon
			}
		}
		t.last = attack{by: r.By, weapon: w}
		t.g.Attacks = append(t.g.Attacks, Attack{Attacker: t.typeOf(r.By), Side: t.sideOf(r.By), Weapon: w, Hit: r.Success})
	case combat.WoundRoll:
		if r.Arm == combat.NoArm && r.Weapon != "" { // an attack with no to-hit roll: a ram, an explosion
			t.last = attack{by: r.By, weapon: r.Weapon}
		}
		t.damage = &r
	}
}

// blow names the weapon of by's next close-combat attack.
func (t *tracker) blow(by string) string {
	q := t.cc[by]
	if len(q) == 0 {
		return unknownWeapon
	}
	t.cc[by] = q[1:]
	u := t.units[by]
	if u == nil || u.Model == nil {
		return q[0]
	}
	m := u.Model
	at, ok := orders.AttackNamed(q[0])
	switch {
	case !ok:
	case at == combat.UseWeapon:
		if m.Melee != nil {
			return m.Melee.Name
		}
		return "bare hands"
	case at == combat.SpecialAttack:
		if len(u.F.Attacks) > 0 {
			return u.F.Attacks[0].Name
		}
	case at == combat.Bunt, at == combat.PointBlank:
		if m.Ranged != nil {
			return m.Ranged.Name + " (" + q[0] + ")"
		}
	case at == combat.LegSweep:
		return at.String()
	}
	return q[0]
}

func (t *tracker) rangedName(id string) string {
	if u := t.units[id]; u != nil && u.Model != nil && u.Model.Ranged != nil {
		return u.Model.Ranged.Name
	}
	return unknownWeapon
}

// paid counts the AP a side pays in a resolution: an active defence and
// extra wounds. The others repeat a declared order's cost.
func (t *tracker) paid(e combat.APSpent) {
	side := t.sideOf(e.By)
	if side < 0 {
		return
	}
	switch e.RuleID {
	case combat.ActiveDefenceRule:
		t.g.AP[side]["active defence"] += e.AP
	case combat.ExtraWoundsRule:
		t.g.AP[side]["extra wounds"] += e.AP
	}
}

func (t *tracker) wounded(w combat.Wounded) {
	by := t.attacker(w)
	x := Wound{Victim: t.typeOf(w.Unit), VictimSide: t.sideOf(w.Unit), Side: -1, Wounds: w.Wounds, Removed: w.Removed,
		Cause: Unattributed, Rule: w.RuleID}
	if by != "" {
		x.Attacker, x.Side, x.Weapon = t.typeOf(by), t.sideOf(by), unknownWeapon
		if t.last.by == by && t.last.weapon != "" {
			x.Weapon = t.last.weapon
		}
		switch {
		case by == w.Unit:
			x.Cause = BySelf
		case x.Side == x.VictimSide:
			x.Cause = ByFriend
		default:
			x.Cause = ByEnemy
		}
	}
	t.g.Wounds = append(t.g.Wounds, x)
}

// attacker names the model that dealt w, or "" when the log does not say.
func (t *tracker) attacker(w combat.Wounded) string {
	switch {
	case w.RuleID == combat.FallRule:
		return ""
	case w.RuleID == combat.TackleRule:
		return t.tackler
	case t.damage == nil:
		return ""
	}
	// The attacker's wound roll, or the victim's own dice (a critical
	// fail, point-blank misses).
	return t.damage.By
}

func (t *tracker) typeOf(id string) string {
	u := t.units[id]
	switch {
	case u == nil:
		return id
	case u.Model == nil:
		return "objective"
	}
	return u.Model.Unit.ID
}

func (t *tracker) sideOf(id string) int {
	if u := t.units[id]; u != nil {
		return u.Side
	}
	return -1
}
