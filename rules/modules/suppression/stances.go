package suppression

import (
	"math"

	"github.com/krygothic/krygothic/rules/combat"
	"github.com/krygothic/krygothic/rules/deck"
	"github.com/krygothic/krygothic/rules/geom"
	"github.com/krygothic/krygothic/rules/modules/blast"
	"github.com/krygothic/krygothic/rules/orders"
	"github.com/krygothic/krygothic/rules/refusal"
)

// The stances (XS-06 module B, XC-STNC-02..05): braced and full cover;
// a unit in neither is active, as Kry-Gothic plays it.

// planBrace checks a brace order (XC-STNC-05): a unit with a working gun
// to brace, not braced already (unless an earlier step of its combo ends
// that), not in base contact with an enemy.
func (r *rules) planBrace(t *orders.Table, st *orders.Step, at *geom.Base) error {
	st.Cost = r.data.BraceAP
	u := st.Unit
	switch {
	case u.F.Ranged == nil || u.F.RangedBroken:
		return refusal.New(Rule, "%s carries no working ranged weapon to brace", u.ID)
	case stanceAt(t, st) == Braced:
		return refusal.New(Rule, "%s is braced already", u.ID)
	case enemyInContact(t, u, *at):
		return refusal.New(Rule, "%s is in base contact with an enemy: it cannot brace in close combat", u.ID)
	}
	return nil
}

// resolveBrace braces the unit: its stance is braced until it acts
// otherwise.
func (r *rules) resolveBrace(t *orders.Table, env orders.Env, st *orders.Step) error {
	u := st.Unit
	return env.Apply(orders.Outcome{Sets: []orders.Set{mark(u, StanceMark, int(Braced)), mark(u, ShotAtMark, 0)},
		Events: []combat.Event{combat.StateChanged{RuleID: Rule, Unit: u.ID, State: BracedState, Good: true}}})
}

// planCover checks a full-cover order (XC-STNC-04, XC-COV-06): a wall, a
// closed door or cover within CoverReach of where the unit will stand,
// not in full cover already, not in base contact with an enemy.
func (r *rules) planCover(t *orders.Table, st *orders.Step, at *geom.Base) error {
	st.Cost = r.data.CoverAP
	u := st.Unit
	switch {
	case stanceAt(t, st) == FullCover:
		return refusal.New(Rule, "%s is in full cover already", u.ID)
	case enemyInContact(t, u, *at):
		return refusal.New(Rule, "%s is in base contact with an enemy: there is no hiding in close combat", u.ID)
	case !CoverNear(t.Deck, *at, r.data.CoverReach):
		return r.noCover(u)
	}
	return nil
}

// noCover is the refusal of full cover with nothing to hide behind.
func (r *rules) noCover(u *orders.Unit) error {
	return refusal.New(Rule, "%s has no wall, door or cover within %g\" to take full cover behind", u.ID, r.data.CoverReach)
}

// resolveCover puts the unit in full cover, if the deck still gives it
// some where it stands (a door may have opened): else the combo stops.
func (r *rules) resolveCover(t *orders.Table, env orders.Env, st *orders.Step) error {
	u := st.Unit
	if !CoverNear(t.Deck, u.Base, r.data.CoverReach) {
		return r.noCover(u)
	}
	return env.Apply(orders.Outcome{Sets: []orders.Set{mark(u, StanceMark, int(FullCover)), mark(u, ShotAtMark, 0)},
		Events: []combat.Event{combat.StateChanged{RuleID: Rule, Unit: u.ID, State: InCover, Good: true}}})
}

// stanceAt is the stance st's unit will be in as st comes, as far as
// the combo's earlier steps tell: a step that ends its stance before st
// leaves it active.
func stanceAt(t *orders.Table, st *orders.Step) Stance {
	s := StanceOf(t, st.Unit.ID)
	if st.Combo == nil {
		return s
	}
	for _, o := range st.Combo.Steps {
		if o.Unit == st.Unit && ends(s, o) {
			s = Active
		}
	}
	return s
}

// ends reports whether step st of a unit in stance s ends it: a braced
// unit's step that is no shot (it acts otherwise); a step of a unit in
// full cover that leaves it, as it begins.
func ends(s Stance, st *orders.Step) bool {
	switch s {
	case Braced:
		return st.Kind.Category != orders.Ranged
	case FullCover:
		return Leaves(st.Order, st.Kind.Category)
	}
	return false
}

// Leaves reports whether order o, of an order kind of category c, takes
// a unit out of full cover as it begins (XC-STNC-04): every order but a
// turn, suppressive fire, a grenade thrown, and an order of the "other"
// kind (unpinning, standing up, freeing itself, clearing a jam, a
// reload), which need it to show no more of itself. A brace leaves it,
// and so does Waiting, as the order resolves (it must watch).
func Leaves(o orders.Order, c orders.Category) bool {
	switch {
	case o.Verb == Brace || o.Verb == orders.Wait:
		return true
	case o.Verb == Cover || o.Verb == orders.Rotate || o.Verb == blast.Throw:
		return false
	case o.Verb == orders.Shoot:
		return o.Shot != combat.Suppressive
	}
	return c != orders.Other
}

// braceThenMove refuses a movement step of a unit after its brace in the
// same combo, with no other action between (XS-06: a braced unit may not
// move until it acts otherwise; XC-STNC-05: bracing sacrifices movement).
func braceThenMove(_ *orders.Table, st *orders.Step) error {
	if st.Kind.Category != orders.Movement || st.Combo == nil {
		return nil
	}
	braced := false
	for _, o := range st.Combo.Steps {
		if o.Unit != st.Unit {
			continue
		}
		switch {
		case o.Order.Verb == Brace:
			braced = true
		case o.Kind.Category != orders.Ranged:
			braced = false
		}
	}
	if braced {
		return refusal.New(Rule, "%s braces in this combo: a braced unit may not move until it acts otherwise", st.Unit.ID)
	}
	return nil
}

// stepped answers a step of a unit in a stance. As it begins: a braced
// unit's step that is no shot ends the brace; a step that takes a unit
// out of full cover does, after the active-cover roll if it was shot at
// there. As it resolves: a unit left Waiting in full cover (it watches)
// has left it, with the same roll.
func (r *rules) stepped(t *orders.Table, env orders.Env, st *orders.Step, m orders.Moment) error {
	u, c := st.Unit, st.Combo
	if c == nil || c.Side < 0 || t.Sides[c.Side].Combo != c || !u.Alive() {
		return nil
	}
	s := StanceOf(t, u.ID)
	switch {
	case m == orders.StepBegun && s == Braced && st.Order.Verb != Brace && st.Kind.Category != orders.Ranged:
		return env.Apply(orders.Outcome{Sets: []orders.Set{mark(u, StanceMark, 0)},
			Events: []combat.Event{combat.StateChanged{RuleID: Rule, Unit: u.ID, State: Unbraced}}})
	case m == orders.StepBegun && s == FullCover && Leaves(st.Order, st.Kind.Category) && st.Order.Verb != orders.Wait,
		m == orders.StepResolved && s == FullCover && u.Waiting:
		return r.leave(t, env, st)
	}
	return nil
}

// leave takes st's unit out of full cover: at once when it has not been
// fired on there; else it first takes the active-cover roll (XC-STNC-02,
// XC-STNC-03), Willpower at LeaveTN: failed, it stays in full cover, no
// longer Waiting, and its combo stops (the AP stay spent; a Squad
// Leader's fail costs its side AP as any failed Willpower roll of its,
// KG-PSY-09).
func (r *rules) leave(t *orders.Table, env orders.Env, st *orders.Step) error {
	u := st.Unit
	out := orders.Outcome{Sets: []orders.Set{mark(u, StanceMark, 0), mark(u, ShotAtMark, 0)},
		Events: []combat.Event{combat.StateChanged{RuleID: Rule, Unit: u.ID, State: OutOfCover}}}
	if !ShotAt(t, u.ID) {
		return env.Apply(out)
	}
	res := combat.NewResolver(env.Dice(), t.Options.Combat)
	f := res.Own(&u.F)
	ok, err := res.Check(Rule, combat.Willpower, f, f.Stats.Willpower.Dice(), r.data.LeaveTN, nil)
	if err != nil {
		return err
	}
	roll := orders.Of(res.Outcome())
	roll.By = t.Sides[st.Combo.Side]
	if ok {
		roll.Sets, roll.Events = out.Sets, append(roll.Events, out.Events...)
		return env.Apply(roll)
	}
	roll.Events = append(roll.Events, combat.StateChanged{RuleID: Rule, Unit: u.ID, State: HeldDown})
	if u.Waiting {
		roll.Sets = append(roll.Sets, orders.WaitingSet{Unit: u, On: false})
	}
	roll.Sets = append(roll.Sets, orders.Stopped{Combo: st.Combo, RuleID: Rule, Why: u.ID + " failed the active-cover roll: it stays in full cover"})
	return env.Apply(roll)
}

// drop ends u's stance, if it has one (moved by force, knocked down).
func drop(t *orders.Table, env orders.Env, u *orders.Unit, _ string) error {
	s := StanceOf(t, u.ID)
	if s == Active {
		return nil
	}
	state := Unbraced
	if s == FullCover {
		state = OutOfCover
	}
	return env.Apply(orders.Outcome{Sets: []orders.Set{mark(u, StanceMark, 0), mark(u, ShotAtMark, 0)},
		Events: []combat.Event{combat.StateChanged{RuleID: Rule, Unit: u.ID, State: state}}})
}

// engaged takes out of full cover every unit in it that an enemy's move
// (a charge, a walk) has just brought into base contact: there is no
// hiding in close combat.
func engaged(t *orders.Table, env orders.Env, e orders.Arrived) error {
	mover := t.Unit(e.Unit)
	if mover == nil || !mover.Alive() {
		return nil
	}
	for _, u := range t.Units {
		if u.Side != mover.Side && u.Side >= 0 && u.Alive() && StanceOf(t, u.ID) == FullCover && geom.InContact(u.Base, mover.Base) {
			if err := drop(t, env, u, e.RuleID); err != nil {
				return err
			}
		}
	}
	return nil
}

// enemyInContact reports whether an enemy of u stands in base contact
// with u standing at base.
func enemyInContact(t *orders.Table, u *orders.Unit, base geom.Base) bool {
	for _, e := range t.Units {
		if e.Side != u.Side && e.Side >= 0 && e.Alive() && geom.InContact(base, e.Base) {
			return true
		}
	}
	return false
}

// CoverNear reports whether a model standing at b has cover to hide
// behind: a cell of wall, a closed door, or cover (the crates' waist-high
// cover: crouched, a model hides wholly behind it) whose square lies
// within reach inches of its base (XC-COV-06: within 1"; the distance
// included, RULINGS).
func CoverNear(d *deck.Deck, b geom.Base, reach float64) bool {
	r := b.Radius + reach + inch
	x0, x1 := int(math.Floor(b.Centre.X-r)), int(math.Floor(b.Centre.X+r))
	y0, y1 := int(math.Floor(b.Centre.Y-r)), int(math.Floor(b.Centre.Y+r))
	for y := y0; y <= y1; y++ {
		for x := x0; x <= x1; x++ {
			c, ok := d.Cell(x, y)
			if !ok || !(c.Wall || c.Door && !c.Open || c.Cover) {
				continue
			}
			nx := math.Max(float64(x), math.Min(b.Centre.X, float64(x+1)))
			ny := math.Max(float64(y), math.Min(b.Centre.Y, float64(y+1)))
			if math.Hypot(nx-b.Centre.X, ny-b.Centre.Y) <= r {
				return true
			}
		}
	}
	return false
}

// shot changes a shot by the stances of its shooter and its target: a
// braced shooter's aimed shot cuts the long-range penalty (XC-STNC-05,
// XC-RNG-03); suppressive fire from full cover is fired blind, at +2 TN
// (XC-SFIRE-07); a target in full cover cannot be shot at but with
// suppressive fire (XC-COV-05, XC-STNC-04), unless it is leaving it right
// now; a braced target has no sprint bonus. A shooter judged where it is
// not now standing (a later step of a combo, after a move) has left its
// stance by then.
func (r *rules) shot(t *orders.Table, u *orders.Unit, base geom.Base, target *orders.Unit, a *combat.RangedAttack) {
	here := base.Centre == u.Base.Centre
	switch s := StanceOf(t, u.ID); {
	case s == Braced && here && a.Shot == combat.Aimed:
		a.PenaltyCut += r.data.PenaltyCut
	case s == FullCover && here && a.Shot == combat.Suppressive && r.data.BlindTN != 0:
		a.Mods = append(a.Mods, combat.Modifier{RuleID: Rule, What: "suppressive fire from full cover", On: combat.OnTN, Value: r.data.BlindTN})
	}
	switch StanceOf(t, target.ID) {
	case FullCover:
		if a.Shot != combat.Suppressive && a.Refusal == nil && !leaving(t, target) {
			a.Refusal = refusal.New(Rule, "%s is in full cover: no direct fire can target it (suppressive fire and grenades still can)", target.ID)
		}
	case Braced:
		a.TargetRan = false
	}
}

// leaving reports whether u, in full cover, is leaving it now: its step
// under way takes it out (a shot from overwatch at it as it begins to
// move finds it in the open).
func leaving(t *orders.Table, u *orders.Unit) bool {
	st := t.Busy(u)
	return st != nil && Leaves(st.Order, st.Kind.Category)
}

// bracedDefence: a braced defender in close combat has neither Dodge nor
// Break off (XC-STNC-05: no Dodge/Cover skill on defence).
func bracedDefence(t *orders.Table, _, target *orders.Unit, a *combat.CCAttack) {
	if StanceOf(t, target.ID) == Braced {
		a.Barred = append(a.Barred, combat.Dodge, combat.BreakOff)
	}
}
