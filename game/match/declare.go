package match

import (
	"errors"
	"fmt"
	"strings"

	"github.com/krygothic/krygothic/rules/combat"
	"github.com/krygothic/krygothic/rules/geom"
	"github.com/krygothic/krygothic/rules/move"
	"github.com/krygothic/krygothic/rules/refusal"
)

// category is a step's kind for face-offs (KG-FACE-01: movement, then
// ranged, then close combat, then the rest).
type category int

const (
	catMovement category = iota + 1
	catRanged
	catClose
	catOther
)

func (o Order) category() category {
	switch o.Verb {
	case Move, Run, SmallStep, Rotate, Charge:
		return catMovement
	case Shoot:
		return catRanged
	case Attack:
		return catClose
	}
	return catOther
}

// step is one order of a combo, scheduled on the clock.
type step struct {
	order      Order
	unit       *Unit
	target     *Unit
	cost       int
	start, end int // ticks: it plays out from start and resolves at end
	plan       move.Plan
	legs       pathLegs // the lengths of plan.Path's legs, once it is walked
	repeated   bool     // the same action as the previous step (KG-CMB-05)
	started    bool
	combo      *combo
}

// combo is a declaration being carried out (a single order is a combo of one).
type combo struct {
	side     *sideState
	decl     Declaration
	steps    []*step
	cur      int
	reaction bool // a Waiting unit's prepaid action (KG-WAIT-02)
}

// refuse logs a refused declaration and returns false.
func (m *Match) refuse(side, order, rule, format string, args ...any) bool {
	m.note(Refused{RuleID: rule, Side: side, Order: order, Reason: fmt.Sprintf(format, args...)})
	return false
}

// Declare takes a side's declaration at the current tick. It reports
// whether it was accepted; a refusal is logged with the rule that forbids
// it, and costs nothing.
func (m *Match) Declare(d Declaration) bool {
	d.Tick = m.Tick // a declaration happens now, whatever it was stamped
	s := m.side(d.Side)
	switch {
	case s == nil:
		return m.refuse(d.Side, describe(d), "KG-SCN", "no side %q in this scenario", d.Side)
	case m.Result != nil:
		return m.refuse(d.Side, describe(d), "GAP-31", "the match is over")
	case len(d.Steps) == 0:
		return m.refuse(d.Side, describe(d), "KG-CMB-01", "an empty declaration")
	}
	first := d.Steps[0]
	switch first.Verb {
	case Done:
		s.Done, s.AP = true, 0 // unspent AP are lost (KG-AP-04)
		m.accept(d, s, 0)
		return true
	case Cancel:
		return m.cancel(d, s)
	case Defend:
		return m.defend(d, s)
	case React:
		return m.react(d, s)
	}
	steps, total, err := m.planSteps(s, d.Steps)
	if err != nil {
		return m.refuse(s.ID, describe(d), ruleOf(err), "%s", reasonOf(err))
	}
	c := &combo{side: s, decl: d, steps: steps}
	for _, st := range steps {
		st.combo = c
	}
	// Pay up front (KG-CMB-01) and schedule the steps on the clock.
	s.AP -= total
	t := m.Tick
	for _, st := range c.steps {
		st.start = t
		t += max(st.cost*m.Settings.ticksPerAP(), 1)
		st.end = t
	}
	s.channelFree = t
	s.combo = c
	for _, st := range c.steps {
		st.unit.Waiting = false // an order ends Waiting (KG-WAIT-03)
	}
	m.faceOff(c) // first, so the log shows the channel's final schedule
	m.accept(d, s, total)
	if err := m.speedChecks(c); err != nil {
		m.note(combat.Note{RuleID: "GAP-18", Text: err.Error()})
	}
	return true
}

// planSteps checks a paid declaration's steps for side s now: that the
// side may declare at all (not frozen, not done, its channel free), each
// step against the table as it will be when the step comes (earlier moves
// of the same combo included), and the total against the side's AP. It
// changes nothing in the match.
func (m *Match) planSteps(s *sideState, orders []Order) ([]*step, int, error) {
	switch {
	case s.frozen:
		return nil, 0, refusal.New("GAP-34", "the side is frozen until its unfreeze event")
	case s.Done:
		return nil, 0, refusal.New("KG-AP-04", "the side has declared itself done this round")
	case m.Tick < s.channelFree || s.combo != nil && !s.combo.reaction:
		return nil, 0, refusal.New("KG-CMB-06", "the command channel is busy until tick %d: only a cancel can be sent", s.channelFree)
	}
	var steps []*step
	total := 0
	predicted := map[*Unit]geom.Base{}
	for i, o := range orders {
		st, err := m.plan(s, o, predicted)
		if err != nil {
			return nil, 0, refusal.New(ruleOf(err), "step %d (%s %s): %v", i+1, o.Unit, o.Verb, reasonOf(err))
		}
		st.repeated = repeats(steps, st)
		steps = append(steps, st)
		total += st.cost
	}
	if total > s.AP {
		return nil, 0, refusal.New("KG-AP-03", "it costs %d AP and the side has %d", total, s.AP)
	}
	return steps, total, nil
}

// accept logs and records an accepted declaration.
func (m *Match) accept(d Declaration, s *sideState, ap int) {
	d.Tick, d.Side = m.Tick, s.ID
	m.accepted = append(m.accepted, d)
	m.note(Declared{RuleID: "KG-CMB-01", Side: s.ID, Steps: stepsText(d), AP: ap, Until: s.channelFree})
}

// plan checks one step of a declaration against the table as it will be
// when the step comes (earlier moves of the same combo included) and works
// out its cost.
func (m *Match) plan(s *sideState, o Order, predicted map[*Unit]geom.Base) (*step, error) {
	u := m.find(o.Unit, s.index)
	if u == nil || u.Side != s.index {
		return nil, refusal.New("KG-CMB-03", "%q is not one of this side's units", o.Unit)
	}
	if !u.Alive() {
		return nil, refusal.New("KG-STAT-06", "the unit is not on the table")
	}
	base, ok := predicted[u]
	if !ok {
		base = u.Base
	}
	st := &step{order: o, unit: u}
	if o.Verb == Shoot || o.Verb == Attack || o.Verb == Charge {
		if o.Target == "" {
			return nil, refusal.New("KG-FACE-06", "%s needs a target", o.Verb)
		}
		st.target = m.find(o.Target, 1-s.index)
		if st.target == nil || !st.target.Alive() {
			return nil, refusal.New("KG-FACE-06", "no target %q on the table", o.Target)
		}
		if st.target.Side == u.Side {
			return nil, refusal.New("KG-FACE-06", "a unit attacks enemies, not its own side")
		}
	}
	if o.category() == catMovement && m.targeted(u) {
		// KG-FACE-04/06, KG-FACE-EX1: a unit under a declared attack
		// cannot run for cover (or turn) until it is resolved.
		return nil, refusal.New("KG-FACE-04", "%s is under a declared attack: it cannot move or turn until that is resolved", u.ID)
	}
	switch o.Verb {
	case Move, Run, SmallStep:
		kind := moveKind(o.Verb)
		p, err := m.planMove(u, base, kind, geom.Vec{X: o.X, Y: o.Y})
		if err != nil {
			return nil, err
		}
		st.plan, st.cost = p, p.AP
		base.Centre = geom.Vec{X: o.X, Y: o.Y}
		predicted[u] = base
	case Charge:
		to, err := m.contactPoint(u, base, st.target)
		if err != nil {
			return nil, err
		}
		p, err := m.planMove(u, base, move.Charge, to)
		if err != nil {
			return nil, err
		}
		st.plan, st.cost = p, p.AP
		base.Centre = to
		predicted[u] = base
	case Rotate:
		base.Facing = angle(o.Angle)
		predicted[u] = base
	case Shoot:
		st.cost = o.Shot.Cost()
		a := m.rangedAttack(u, base, st.target)
		if _, err := a.Plan(); err != nil {
			return nil, err
		}
	case Attack:
		st.cost = 1
		if !geom.InContact(base, st.target.Base) {
			return nil, refusal.New("KG-CC-01", "%s is not in base contact with %s", u.ID, st.target.ID)
		}
		if err := m.ccAttack(u, st.target, o, false).Legal(); err != nil {
			return nil, err
		}
	case Wait:
		st.cost = 1
	case Unpin:
		st.cost = 1
		if !u.F.Pin.Pinned() {
			return nil, refusal.New("KG-PSY-04", "the unit is not pinned")
		}
	case StandUp:
		st.cost = 1
		if !u.F.Prone {
			return nil, refusal.New("GAP-16", "the unit is not knocked down")
		}
	case Free:
		st.cost = o.AP
		if u.F.StuckAP == 0 || o.AP < 1 {
			return nil, refusal.New("KG-EXPL-02", "only a stuck unit can be freed, with 1 AP or more")
		}
	default:
		return nil, refusal.New("KG-CMB-01", "%s cannot be part of a combo", o.Verb)
	}
	return st, nil
}

// mover describes u, standing at base, for the movement rules.
func (m *Match) mover(u *Unit, base geom.Base) move.Mover {
	mv := move.Mover{Base: base, Speed: u.F.Stats.Speed.Dice(), Body: u.F.Stats.Body.Dice(), Fatigue: u.F.Fatigue,
		CanRun: true, IgnoresTerrain: u.Model != nil && u.Model.Unit.IgnoresTerrain, Prone: u.F.Prone, Stuck: u.F.StuckAP > 0,
		PinnedByHit: u.F.Pin.ByHit, PinnedByMiss: u.F.Pin.ByMiss}
	if u.F.Armour != nil && u.F.Armour.NoRun || u.F.Ranged != nil && u.F.Ranged.Has("heavy") {
		mv.CanRun = false // GAP-23
	}
	for _, e := range m.Units {
		if e.Side != u.Side && e.Side >= 0 && e.Alive() && m.firedOn(u, e) {
			mv.FireFrom = append(mv.FireFrom, e.Base.Centre)
		}
	}
	return mv
}

// firedOn reports whether enemy e is part of the fire chain on u.
func (m *Match) firedOn(u, e *Unit) bool {
	if m.chain.target != u.ID {
		return u.F.Pin.ByHit // no chain on record: every enemy in sight counts
	}
	for _, id := range m.chain.shooters {
		if id == e.ID {
			return true
		}
	}
	return false
}

// contactPoint is where a charger's base touches the target's, on the
// side facing the charger.
func (m *Match) contactPoint(u *Unit, base geom.Base, t *Unit) (geom.Vec, error) {
	dir := t.Base.Centre.Bearing(base.Centre)
	for _, turn := range []float64{0, 0.5, -0.5, 1, -1, 1.5, -1.5, 2, -2, 2.5, -2.5, 3} {
		p := t.Base.Centre.Polar(dir+turn, t.Base.Radius+base.Radius+geom.ContactDistance/2)
		b := base
		b.Centre = p
		if m.Scenario.Deck.Fits(b) && !m.overlaps(u, b) {
			return p, nil
		}
	}
	return geom.Vec{}, refusal.New("KG-MOVE-09", "there is no room to reach %s", t.ID)
}

// overlaps reports whether base b (for unit u) overlaps another standing base.
func (m *Match) overlaps(u *Unit, b geom.Base) bool {
	for _, o := range m.Units {
		if o != u && o.Alive() && geom.Overlap(b, o.Base) {
			return true
		}
	}
	return false
}

// targeted reports whether an enemy attack already declared targets u. A
// repeat is a separate action, called one at a time (KG-CMB-05): one not
// yet begun, or begun within the face-off window, can still be contested.
func (m *Match) targeted(u *Unit) bool {
	for _, s := range m.sides {
		if s.combo == nil || s.index == u.Side {
			continue
		}
		for _, st := range s.combo.steps[s.combo.cur:] {
			if st.repeated && (!st.started || m.Tick-st.start <= m.Settings.faceOffTicks()) {
				break
			}
			if st.target == u {
				return true
			}
		}
	}
	return false
}

// speedChecks: a combo of several units that moves makes every unit pass
// a Speed check at TN 4 as it starts, or it stops (KG-CMB-08, GAP-18).
func (m *Match) speedChecks(c *combo) error {
	units := map[*Unit]bool{}
	moves := false
	for _, st := range c.steps {
		units[st.unit] = true
		moves = moves || st.order.category() == catMovement
	}
	if len(units) < 2 || !moves {
		return nil
	}
	for _, st := range c.steps {
		u := st.unit
		if !units[u] {
			continue
		}
		delete(units, u)
		res, err := (diceAttribute{u.F.Stats.Speed.Dice(), 4, m.Opts}).roll(m, u.ID, u.ID+" Speed check (GAP-18)")
		if err != nil {
			return err
		}
		if !res {
			m.stop(c, "GAP-18", fmt.Sprintf("%s failed its Speed check: the whole combo stops", u.ID), false)
			return nil
		}
	}
	return nil
}

// faceOff settles two actions begun within the face-off window of each
// other (KG-FACE-01..04): a new declaration against the other side's
// declaration, or against the repeated step it has just begun (repeats can
// be interrupted between them, KG-CMB-05). The winner's step resolves
// first: the loser's is pushed after it.
func (m *Match) faceOff(c *combo) {
	o := m.sides[1-c.side.index].combo
	if o == nil || o.cur >= len(o.steps) || o.reaction {
		return
	}
	b := o.steps[o.cur]
	fresh := o.cur == 0 && m.Tick-o.decl.Tick <= m.Settings.faceOffTicks()
	between := b.repeated && m.Tick-b.start <= m.Settings.faceOffTicks()
	if !fresh && !between {
		return
	}
	a := c.steps[0]
	first, why := m.precedence(a, b, between)
	win, lose := a, b
	if !first {
		win, lose = b, a
	}
	m.note(FaceOff{RuleID: "KG-FACE-01", First: win.combo.side.ID, Second: lose.combo.side.ID, Why: why})
	if lose.end <= win.end {
		m.delay(lose.combo, win.end+1-lose.end)
	}
}

// delay pushes the rest of a combo later by shift ticks. A move already
// under way waits where it is, then goes on from there; one already at its
// end stays there.
func (m *Match) delay(c *combo, shift int) {
	if cur := c.steps[c.cur]; cur.started && len(cur.plan.Path) > 1 {
		cur.plan.Path = remaining(cur.plan.Path, cur.unit.Base.Centre)
		cur.start = m.Tick
	}
	for _, st := range c.steps[c.cur:] {
		st.start += shift
		st.end += shift
	}
	c.side.channelFree += shift
}

// repeats reports whether st does the same as the unit's previous step that
// costs AP in the combo (KG-CMB-05): move after move (or run), shot after
// shot, attack after attack. Free turns and small steps do not count.
func repeats(steps []*step, st *step) bool {
	for i := len(steps) - 1; i >= 0; i-- {
		prev := steps[i]
		if prev.cost == 0 && (prev.order.Verb == Rotate || prev.order.Verb == SmallStep) {
			continue
		}
		return prev.unit == st.unit && prev.order.category() == st.order.category()
	}
	return false
}

// moveKind is the movement rule a movement order uses.
func moveKind(v Verb) move.Kind {
	switch v {
	case Run:
		return move.Run
	case SmallStep:
		return move.SmallStep
	case Charge:
		return move.Charge
	}
	return move.Walk
}

// precedence reports whether step a goes before step b, and why. between
// is a face-off against a repeat of b's combo, not yet called, so nobody is
// "being fired on" by it yet.
func (m *Match) precedence(a, b *step, between bool) (bool, string) {
	ca, cb := a.order.category(), b.order.category()
	// KG-FACE-04: movement wins only if the mover is not the other's target.
	if ca == catMovement && b.target == a.unit && !between {
		ca = catOther
	}
	if cb == catMovement && a.target == b.unit {
		cb = catOther
	}
	if ca != cb {
		return ca < cb, "KG-FACE-01: movement, then ranged, then close combat"
	}
	sa, sb := a.unit.F.Stats.Speed.Dice(), b.unit.F.Stats.Speed.Dice()
	if sa != sb {
		return sa > sb, "KG-FACE-03: the same action; the faster unit first"
	}
	for {
		da, err1 := m.dice.D6("face-off tie " + a.unit.ID)
		db, err2 := m.dice.D6("face-off tie " + b.unit.ID)
		if err1 != nil || err2 != nil {
			return true, "KG-FACE-03: dice ran out; the first declared goes first"
		}
		if da != db {
			return da > db, fmt.Sprintf("KG-FACE-03: equal Speed; d6 %d against %d", da, db)
		}
	}
}

// refusal is a rule-naming error from the match itself.
// ruleOf and reasonOf split a refusal from any of the rules packages.
func ruleOf(err error) string {
	var r *refusal.Error
	if errors.As(err, &r) {
		return r.RuleID
	}
	return "KG-CMB-02"
}

func reasonOf(err error) string {
	var r *refusal.Error
	if errors.As(err, &r) {
		return r.Reason
	}
	return err.Error()
}

// describe writes a declaration back in the orders format.
func describe(d Declaration) string { return strings.Join(stepsText(d), " & ") }

func stepsText(d Declaration) []string {
	var out []string
	for _, o := range d.Steps {
		out = append(out, o.String())
	}
	return out
}

// String writes the order as the orders format spells it.
func (o Order) String() string {
	switch o.Verb {
	case Done, Cancel:
		return string(o.Verb)
	case Move, Run, SmallStep:
		return fmt.Sprintf("%s %s %g %g", o.Unit, o.Verb, o.X, o.Y)
	case Rotate:
		return fmt.Sprintf("%s %s %g", o.Unit, o.Verb, o.Angle)
	case Shoot:
		return fmt.Sprintf("%s shoot %s %s", o.Unit, o.Target, shotWord(o.Shot))
	case Charge, Attack:
		return fmt.Sprintf("%s %s %s %s", o.Unit, o.Verb, o.Target, attackWord(o.Attack))
	case Free:
		return fmt.Sprintf("%s free %d", o.Unit, o.AP)
	case React:
		if o.Then != nil {
			return o.Unit + " react " + strings.TrimPrefix(o.Then.String(), o.Unit+" ")
		}
	case Defend:
		if o.Class == 0 {
			return o.Unit + " defend passive"
		}
		return o.Unit + " defend active " + defenceWord(o.Type)
	}
	return fmt.Sprintf("%s %s", o.Unit, o.Verb)
}

var (
	shotWords    = reverse(shotNames)
	attackWords  = reverse(attackNames)
	defenceWords = reverse(defenceNames)
)

func reverse[V comparable](m map[string]V) map[V]string {
	out := map[V]string{}
	for k, v := range m {
		out[v] = k
	}
	return out
}

func shotWord(s combat.Shot) string         { return shotWords[s] }
func attackWord(a combat.AttackType) string { return attackWords[a] }
func defenceWord(d combat.DefenceType) string {
	return defenceWords[d]
}
