package match

import (
	"errors"
	"fmt"
	"math"
	"slices"

	"github.com/krygothic/krygothic/rules/combat"
	"github.com/krygothic/krygothic/rules/deck"
	"github.com/krygothic/krygothic/rules/dice"
	"github.com/krygothic/krygothic/rules/geom"
	"github.com/krygothic/krygothic/rules/move"
	"github.com/krygothic/krygothic/rules/refusal"
)

// fireChain is the run of shots at one target (KG-PSY-01/02): broken by
// any other action by anybody.
type fireChain struct {
	target   string
	shooters []string // units that fired in the chain, in order
	missers  []string // different units that missed in a row, just now
}

// advance plays out the steps due at this tick, earliest first.
func (m *Match) advance() error {
	for guard := 0; guard < 1000; guard++ {
		var due *step
		for _, s := range m.sides {
			c := s.combo
			if c == nil || c.cur >= len(c.steps) {
				continue
			}
			st := c.steps[c.cur]
			if !st.started && m.Tick >= st.start {
				if err := m.begin(st); err != nil {
					return err
				}
				if s.combo != c { // it stopped as it began
					continue
				}
			}
			m.playOut(st)
			if m.Tick >= st.end && (due == nil || st.end < due.end) {
				due = st
			}
		}
		if due == nil {
			return nil
		}
		if err := m.finish(due); err != nil {
			return err
		}
	}
	return m.errorf("more than 1000 steps resolved in one tick")
}

// begin starts a step: a move plans its path from where the unit now is.
func (m *Match) begin(st *step) error {
	st.started = true
	u := st.unit
	if !u.Alive() {
		m.stop(st.combo, "KG-CMB-02", u.ID+" is no longer on the table", true)
		return nil
	}
	u.busy = st
	switch st.order.Verb {
	case Move, Run, SmallStep, Charge:
		to := geom.Vec{X: st.order.X, Y: st.order.Y}
		kind := moveKind(st.order.Verb)
		if st.order.Verb == Charge {
			if st.target == nil || !st.target.Alive() {
				m.stop(st.combo, "KG-CMB-02", "the charge's target is gone", true)
				return nil
			}
			ok, out, err := combat.FearOfCharging(u.F, st.target.F, m.dice, m.Opts)
			if err != nil {
				return err
			}
			if err := m.apply(out, st.combo.side); err != nil {
				return err
			}
			if !ok { // KG-PSY-06: stops 2" short, AP lost
				m.stop(st.combo, "KG-PSY-06", u.ID+" falters before a fear-causer", false)
				return nil
			}
			p, err := m.contactPoint(u, u.Base, st.target)
			if err != nil {
				m.stop(st.combo, ruleOf(err), reasonOf(err), false)
				return nil
			}
			to = p
		}
		p, err := m.planMove(u, u.Base, kind, to)
		if err != nil {
			m.stop(st.combo, ruleOf(err), u.ID+" cannot move: "+reasonOf(err), u.F.Pin.Pinned() || u.F.Prone)
			return nil
		}
		st.plan = p
	}
	return nil
}

// playOut moves a mover along its path as its step's time passes.
func (m *Match) playOut(st *step) {
	if len(st.plan.Path) < 2 || !st.unit.Alive() || m.Tick < st.start {
		return
	}
	frac := 1.0
	if st.end > st.start {
		frac = math.Min(float64(m.Tick-st.start)/float64(st.end-st.start), 1)
	}
	next := st.unit.Base
	next.Centre = st.legs.along(st.plan.Path, frac)
	if m.overlaps(st.unit, next) {
		// Someone has stepped into the way since the path was planned: the
		// move is blocked where it is (KG-CMB-02).
		m.stop(st.combo, "KG-CMB-02", st.unit.ID+" is blocked by another model", false)
		st.plan.Path = nil
		return
	}
	st.unit.Base.Centre = next.Centre
	m.openDoors(st.unit)
}

// openDoors opens the closed doors a unit's base has reached (GAP-38:
// opening is part of the move and costs nothing).
func (m *Match) openDoors(u *Unit) {
	for _, c := range m.Scenario.Deck.OpenDoorsUnder(u.Base) {
		m.note(DoorOpened{RuleID: "GAP-38", Unit: u.ID, X: c[0], Y: c[1]})
	}
}

// remaining is the rest of a path from point at, which lies on it.
func remaining(path []geom.Vec, at geom.Vec) []geom.Vec {
	best, bestD := 1, math.Inf(1)
	for i := 1; i < len(path); i++ {
		if d := geom.SegmentDist(path[i-1], path[i], at); d < bestD {
			best, bestD = i, d
		}
	}
	return append([]geom.Vec{at}, path[best:]...)
}

// finish resolves a step at the end of its time, then moves its combo on.
func (m *Match) finish(st *step) error {
	c := st.combo
	if st.target != nil && !c.reaction && m.protected(st.target, c.side) {
		// KG-CMB-04: the target is in the middle of a different-action step;
		// this waits, where it is, until that step has ended and resolved.
		m.delay(c, st.target.busy.end+1-st.end)
		return nil
	}
	if err := m.resolve(st); err != nil {
		return err
	}
	if st.unit.busy == st {
		st.unit.busy = nil
	}
	if c.side.combo != c {
		return nil // it stopped
	}
	c.cur++
	if c.cur >= len(c.steps) {
		c.side.combo = nil
		if !c.reaction {
			c.side.round.CompletedCombos = append(c.side.round.CompletedCombos, len(c.steps))
		}
	}
	return nil
}

// protected reports whether target is carrying out a different-action
// step of an enemy combo that is not over yet (KG-CMB-04).
func (m *Match) protected(target *Unit, attacker *sideState) bool {
	b := target.busy
	return b != nil && b.combo.side != attacker && b.combo.side.combo == b.combo && !b.repeated && b.combo.cur > 0 && b.end > m.Tick
}

// resolve carries out one step.
func (m *Match) resolve(st *step) error {
	u, o, side := st.unit, st.order, st.combo.side
	if !u.Alive() {
		m.stop(st.combo, "KG-CMB-02", u.ID+" is no longer on the table", true)
		return nil
	}
	if o.Verb != Shoot {
		m.chain = fireChain{} // any other action breaks a chain of fire (KG-PSY-02)
	}
	switch o.Verb {
	case Move, Run, SmallStep:
		return m.arrive(u, st)
	case Charge:
		if err := m.arrive(u, st); err != nil {
			return err
		}
		m.charged[[2]string{u.ID, st.target.ID}] = true
		return m.closeCombat(st, true)
	case Rotate:
		u.Base.Facing = angle(o.Angle)
	case Shoot:
		return m.shoot(st)
	case Attack:
		return m.closeCombat(st, false)
	case Wait:
		u.Waiting = true
	case Unpin:
		out, err := combat.Unpin(u.F, m.dice, m.Opts)
		if err != nil {
			return m.failed(st, err)
		}
		return m.apply(out, side)
	case StandUp:
		u.F.Prone = false
		m.note(combat.StateChanged{RuleID: "GAP-16", Unit: u.ID, State: "standing"})
	case Free:
		_, out, err := combat.Free(u.F, o.AP)
		if err != nil {
			return m.failed(st, err)
		}
		return m.apply(out, side)
	}
	return nil
}

// arrive ends a move: the unit stands at the end of its path, tired if it
// ran, and tests the floor if it stepped onto a damaged structure.
func (m *Match) arrive(u *Unit, st *step) error {
	p := st.plan
	if len(p.Path) > 0 && !m.overlaps(u, geom.Base{Centre: p.Path[len(p.Path)-1], Radius: u.Base.Radius}) {
		u.Base.Centre = p.Path[len(p.Path)-1]
		if len(p.Path) > 1 {
			u.Base.Facing = p.Path[len(p.Path)-2].Bearing(u.Base.Centre)
		}
	}
	if p.Kind == move.Run {
		u.Ran = true
		u.F.Fatigue = p.Fatigue
	}
	rule := map[move.Kind]string{move.Walk: "KG-MOVE-01", move.Run: "KG-MOVE-02", move.Charge: "KG-MOVE-09", move.SmallStep: "KG-MOVE-07"}[p.Kind]
	m.openDoors(u)
	m.note(Arrived{RuleID: rule, Unit: u.ID, X: u.Base.Centre.X, Y: u.Base.Centre.Y, Inches: p.Length})
	for _, t := range m.templates {
		if geom.Touches(t.Centre, t.Radius, u.Base) && u.Alive() {
			out, err := combat.Collapse(u.F, m.dice, m.Opts)
			if err != nil {
				return err
			}
			return m.apply(out, nil)
		}
	}
	return nil
}

// failed stops a combo whose step could not be carried out (a rules
// refusal: the target moved out of sight, out of contact, …). Any other
// error, such as a dice script running out, stops the match.
func (m *Match) failed(st *step, err error) error {
	if !isRefusal(err) {
		return err
	}
	m.stop(st.combo, ruleOf(err), st.unit.ID+": "+reasonOf(err), false)
	return nil
}

// isRefusal reports whether err is a rules refusal rather than a failure
// of the match itself.
func isRefusal(err error) bool {
	var r *refusal.Error
	return errors.As(err, &r)
}

// stop ends a combo early: the AP stay spent (KG-CMB-02). interrupted
// means the enemy caused it, worth +3 AP to them (KG-AP-07(4)).
func (m *Match) stop(c *combo, rule, why string, interrupted bool) {
	s := c.side
	if s.combo != c {
		return
	}
	s.combo = nil
	s.channelFree = min(s.channelFree, m.Tick)
	for _, st := range c.steps {
		if st.unit.busy == st {
			st.unit.busy = nil
		}
	}
	// Only a combo of several steps can be interrupted (KG-AP-07(4)).
	interrupted = interrupted && !c.reaction && len(c.steps) > 1
	m.note(ComboStopped{RuleID: rule, Side: s.ID, Why: why, Interrupted: interrupted})
	if interrupted {
		m.sides[1-s.index].round.InterruptedCombos++
	}
}

// halt stops every combo with steps left for u, now: u has been pinned,
// knocked down, stuck, moved by force or removed (KG-CMB-02/03). A mover
// stays where it got to. by is the side whose action did it, if any.
func (m *Match) halt(u *Unit, rule, why string, by *sideState) {
	for _, s := range m.sides {
		c := s.combo
		if c == nil || c.reaction {
			continue
		}
		for _, st := range c.steps[c.cur:] {
			if st.unit == u {
				m.stop(c, rule, why, by != nil && by != s)
				break
			}
		}
	}
}

// rangedAttack describes u, standing at base, shooting at t now.
func (m *Match) rangedAttack(u *Unit, base geom.Base, t *Unit) combat.RangedAttack {
	units, _, occ := m.occupancy()
	var enemies []geom.Base
	var melee []*combat.Fighter
	for _, e := range m.Units {
		if !e.Alive() || e == u || e == t {
			continue
		}
		if e.Side != u.Side && e.Side >= 0 {
			enemies = append(enemies, e.Base)
		}
		if !e.Objective && geom.InContact(e.Base, t.Base) {
			melee = append(melee, e.F)
		}
	}
	shooters, misses := 1, 0
	if m.chain.target == t.ID {
		seen := map[string]bool{u.ID: true}
		for _, id := range m.chain.shooters {
			if !seen[id] {
				seen[id] = true
				shooters++
			}
		}
		for _, id := range m.chain.missers {
			if id != u.ID {
				misses++
			}
		}
	}
	sit := m.Scenario.Deck.RangedSituation(deck.Attack{Shooter: base, Target: t.Base, Bases: occ,
		ShooterIdx: indexOf(units, u), TargetIdx: indexOf(units, t), Enemies: enemies, Dark: m.Scenario.Dark, WideArc: m.WideArc,
		TargetRan: t.Ran, Shooters: shooters, PriorMisses: misses})
	return combat.RangedAttack{Shooter: u.F, Target: t.F, Shot: combat.Standard, Situation: sit, Melee: melee}
}

// shoot resolves a shot.
func (m *Match) shoot(st *step) error {
	u, t := st.unit, st.target
	if !t.Alive() {
		m.stop(st.combo, "KG-CMB-02", "the target is gone", false)
		return nil
	}
	a := m.rangedAttack(u, u.Base, t)
	a.Shot = st.order.Shot
	res, err := combat.ResolveRanged(a, m.dice, m.Opts)
	if err != nil {
		return m.failed(st, err)
	}
	hit := false
	for _, h := range res.Hits {
		hit = hit || h > 0
	}
	if m.chain.target != t.ID {
		m.chain = fireChain{target: t.ID}
	}
	m.chain.shooters = append(m.chain.shooters, u.ID)
	if hit {
		m.chain.missers = nil
		if landed := m.unit(res.Target); landed != nil {
			landed.Waiting = false // hit by ranged fire (KG-WAIT-03)
		}
	} else if !res.Plan.OutOfRange && !slices.Contains(m.chain.missers, u.ID) {
		m.chain.missers = append(m.chain.missers, u.ID)
	}
	return m.apply(res.Outcome, st.combo.side)
}

// ccAttack describes a close-combat attack by u on t now.
func (m *Match) ccAttack(u, t *Unit, o Order, charged bool) combat.CCAttack {
	pair := [2]string{u.ID, t.ID}
	a := combat.CCAttack{Attacker: u.F, Defender: t.F, Attack: o.Attack}
	if o.Attack == combat.SpecialAttack && len(u.F.Attacks) > 0 {
		a.Special = u.F.Attacks[0]
	}
	first := m.fought[pair] == 0 && m.fought[[2]string{t.ID, u.ID}] == 0
	a.Initiator = first
	a.Charged = charged
	a.DefenderCharged = m.charged[[2]string{t.ID, u.ID}] && m.fought[pair] == 0
	a.BlindSide = geom.BlindSide(u.Base, t.Base, geom.HalfArc(m.WideArc))
	a.FirstFearAttack = m.fought[pair] == 0
	return a
}

// closeCombat resolves a close-combat attack, its defender's choices asked
// of its side's player.
func (m *Match) closeCombat(st *step, charged bool) error {
	u, t := st.unit, st.target
	if !t.Alive() {
		m.stop(st.combo, "KG-CMB-02", "the target is gone", false)
		return nil
	}
	if !geom.InContact(u.Base, t.Base) {
		return m.failed(st, refusal.New("KG-CC-01", "%s is not in base contact with %s", u.ID, t.ID))
	}
	if charged {
		t.Waiting = false // charged (KG-WAIT-03)
	}
	return m.melee(u, t, st.order, charged, false, st.combo.side)
}

// melee resolves one attack (a declared one, or a free one from a counter).
func (m *Match) melee(u, t *Unit, o Order, charged, free bool, side *sideState) error {
	a := m.ccAttack(u, t, o, charged)
	a.Free = free
	var defSide *sideState
	if t.Side >= 0 {
		defSide = m.sides[t.Side]
	}
	ch := &choices{m: m, attacker: side, defender: defSide, u: u, t: t}
	a.Defence, ch.want = ch.class()
	if err := a.Legal(); err != nil {
		m.note(combat.Note{RuleID: ruleOf(err), Text: reasonOf(err)})
		return nil
	}
	res, err := combat.ResolveCC(a, m.dice, m.Opts, ch)
	if err != nil {
		if isRefusal(err) {
			m.note(combat.Note{RuleID: ruleOf(err), Text: reasonOf(err)})
			return nil
		}
		return err
	}
	m.fought[[2]string{u.ID, t.ID}]++
	if defSide != nil && res.DefenderAP > 0 {
		defSide.AP = max(defSide.AP-res.DefenderAP, 0)
	}
	// The attack itself was paid when declared (a free one costs nothing);
	// extra wounds were paid as they were bought (choices.PayForWound).
	return m.apply(res.Outcome, side)
}

// choices asks the sides' players the close-combat questions.
type choices struct {
	m                  *Match
	attacker, defender *sideState
	u, t               *Unit
	want               combat.DefenceType
}

// class asks the defender's player for its defence class and type; an
// active defence it cannot pay for is passive.
func (c *choices) class() (combat.DefenceClass, combat.DefenceType) {
	if c.defender == nil || c.defender.player == nil || c.t.Objective {
		return combat.Passive, combat.NoDefenceType
	}
	cl, ty := c.defender.player.Defence(&View{Tick: c.m.Tick, m: c.m}, c.t.ID, c.u.ID)
	c.m.choices = append(c.m.choices, Choice{Tick: c.m.Tick, Side: c.defender.ID, Unit: c.t.ID, Kind: "defence", Class: cl, Type: ty})
	if cl == combat.Active && c.defender.AP < 1 {
		return combat.Passive, combat.NoDefenceType
	}
	return cl, ty
}

func (c *choices) Defence(hits int, legal []combat.DefenceType) combat.DefenceType {
	for _, d := range legal {
		if d == c.want {
			return d
		}
	}
	return legal[0]
}

// PayForWound asks the attacker's player whether to buy the n-th wound,
// and takes the AP at once, so each further wound is judged on what is
// left (KG-CC-09).
func (c *choices) PayForWound(n, cost int) bool {
	if c.attacker.player == nil || c.attacker.AP < cost {
		return false
	}
	pay := c.attacker.player.PayForWound(&View{Tick: c.m.Tick, m: c.m}, c.u.ID, n, cost)
	c.m.choices = append(c.m.choices, Choice{Tick: c.m.Tick, Side: c.attacker.ID, Unit: c.u.ID, Kind: "pay", Pay: pay})
	if pay {
		c.attacker.AP -= cost
	}
	return pay
}

// apply sets the fighters a resolution changed, logs its events and
// carries out what they ask of the match: removals and the AP tally,
// compulsory moves, free attacks, damaged floors. by is the side that
// acted (nil for none).
func (m *Match) apply(out combat.Outcome, by *sideState) error {
	for _, c := range out.Changes {
		if u := m.unit(c.ID); u != nil {
			u.F.Condition = c.Now
		}
	}
	for _, e := range out.Events {
		m.note(e)
		switch e := e.(type) {
		case combat.Wounded:
			m.wounded(m.unit(e.Unit), e, by)
		case combat.StateChanged:
			switch e.State {
			case combat.PinnedByHit, combat.PinnedByMiss, combat.Prone, combat.Stuck, combat.Fell, combat.BrokeOff:
				if u := m.unit(e.Unit); u != nil {
					m.halt(u, e.RuleID, u.ID+" is "+string(e.State), by)
				}
			}
		case combat.Moved:
			if err := m.push(m.unit(e.Unit), e, by); err != nil {
				return err
			}
		case combat.FreeAttack:
			att, def := m.unit(e.By), m.unit(e.Against)
			if att != nil && def != nil && att.Alive() && def.Alive() && att.Side >= 0 {
				if err := m.melee(att, def, Order{Attack: combat.Punch}, false, true, m.sides[att.Side]); err != nil {
					return err
				}
			}
		case combat.TemplatePlaced:
			if err := m.damageFloor(e); err != nil {
				return err
			}
		case combat.SideEffect:
			if u := m.unit(e.Unit); u != nil && u.Side >= 0 {
				r := &m.sides[u.Side].round
				switch e.Setback {
				case combat.LeaderFailedWillpower:
					r.LeaderFailedWillpower = true
				case combat.FriendlyDamage:
					r.DamagedByOwnSide = true
				}
			}
		}
	}
	return nil
}

// wounded keeps the tally: first blood, models and leaders lost, points.
func (m *Match) wounded(u *Unit, e combat.Wounded, by *sideState) {
	if u == nil {
		return
	}
	if !m.firstBlood && by != nil && u.Side >= 0 && u.Side != by.index {
		m.firstBlood = true
		by.round.FirstBlood = true // KG-AP-07(5)
	}
	if !e.Removed {
		return
	}
	u.busy = nil
	if u.Side >= 0 {
		victim := m.sides[u.Side]
		victim.round.ModelsLost++
		if u.F.SquadLeader {
			victim.round.SquadLeadersLost++
		}
		m.halt(u, "KG-CMB-02", u.ID+" was removed", by)
	}
	if by != nil && u.Side != by.index {
		by.killed += u.Points
		if u.F.SquadLeader {
			by.leaders++
			by.round.EnemyLeadersKilled++
		}
	}
	m.checkVictory()
}

// push carries out a compulsory move (KG-MOVE-06): knock-backs, tackles,
// breaking off, fear shock. The base is then settled clear of walls and
// other bases.
func (m *Match) push(u *Unit, e combat.Moved, by *sideState) error {
	if u == nil || !u.Alive() {
		return nil
	}
	other := m.unit(e.Other)
	var dir float64
	switch e.Direction {
	case combat.AwayFrom:
		if other != nil {
			dir = other.Base.Centre.Bearing(u.Base.Centre)
		}
	case combat.AlongFacing:
		if other != nil {
			dir = other.Base.Facing
		}
	default: // chosen by the opposing player: the match picks with a die
		d, err := m.dice.D6("direction of a random move")
		if err != nil {
			return err
		}
		dir = float64(d) * math.Pi / 3
	}
	target := u.Base
	target.Centre = u.Base.Centre.Polar(dir, e.Inches)
	settled, ok := m.Scenario.Deck.PushOut(target, m.others(u))
	if ok {
		u.Base.Centre = settled.Centre
	}
	m.halt(u, e.RuleID, u.ID+" was moved by force", by)
	return nil
}

// damageFloor lays a damaged-structure template and tests every unit on
// it (KG-EXPL-01/02).
func (m *Match) damageFloor(e combat.TemplatePlaced) error {
	at := m.unit(e.At)
	if at == nil {
		return nil
	}
	t := geom.Base{Centre: at.Base.Centre, Radius: e.Diameter / 2}
	m.templates = append(m.templates, t)
	for _, u := range m.Units {
		if u.Alive() && !u.Objective && geom.Touches(t.Centre, t.Radius, u.Base) {
			out, err := combat.Collapse(u.F, m.dice, m.Opts)
			if err != nil {
				return err
			}
			if err := m.apply(out, nil); err != nil {
				return err
			}
		}
	}
	return nil
}

// cancel is KG-CMB-06: one cancel order costs 1 AP however many units it
// tells; "cancel" alone stops the whole running combo, "UNIT cancel & …"
// only those units' steps, the rest going on. Units stop where they are.
func (m *Match) cancel(d Declaration, s *sideState) bool {
	c := s.combo
	switch {
	case c == nil || c.reaction:
		return m.refuse(s.ID, describe(d), "KG-CMB-06", "there is no combo to cancel")
	case s.AP < 1:
		return m.refuse(s.ID, describe(d), "KG-CMB-06", "a cancel costs 1 AP")
	}
	named := map[*Unit]bool{}
	for _, o := range d.Steps {
		if o.Unit == "" {
			continue
		}
		u := m.find(o.Unit, s.index)
		if u == nil || u.Side != s.index || o.Verb != Cancel {
			return m.refuse(s.ID, describe(d), "KG-CMB-06", "%q: a cancel names the side's own units, each with \"cancel\"", o.Unit)
		}
		named[u] = true
	}
	s.AP--
	var keep []*step
	for i, st := range c.steps {
		if i >= c.cur && (len(named) == 0 || named[st.unit]) {
			if st.unit.busy == st {
				st.unit.busy = nil
			}
			continue
		}
		keep = append(keep, st)
	}
	if len(keep) <= c.cur {
		m.stop(c, "KG-CMB-06", "cancelled", false)
	} else {
		c.steps = keep
		m.note(combat.Note{RuleID: "KG-CMB-06", Text: fmt.Sprintf("%d unit(s) told to stop; the rest of the combo goes on", len(named))})
	}
	// The cancel order itself takes 1 AP of shouting.
	s.channelFree = max(s.channelFree, m.Tick+m.Settings.ticksPerAP())
	m.accept(d, s, 1)
	return true
}

// defend sets units' standing close-combat defences (0 AP, any time).
func (m *Match) defend(d Declaration, s *sideState) bool {
	for _, o := range d.Steps {
		u := m.find(o.Unit, s.index)
		if u == nil || u.Side != s.index || o.Verb != Defend {
			return m.refuse(s.ID, describe(d), "KG-CC-05", "%q: a defence is set for one's own units, alone on its line", o.Unit)
		}
		u.DefenceClass, u.DefenceType = o.Class, o.Type
	}
	m.accepted = append(m.accepted, Declaration{Tick: m.Tick, Side: s.ID, Steps: d.Steps})
	return true
}

// react is a Waiting unit's one prepaid action during an enemy combo
// (KG-WAIT-02/05/06): no AP, no channel, at once.
func (m *Match) react(d Declaration, s *sideState) bool {
	o := d.Steps[0]
	u := m.find(o.Unit, s.index)
	enemy := m.sides[1-s.index]
	text := describe(d)
	switch {
	case len(d.Steps) != 1:
		return m.refuse(s.ID, text, "KG-WAIT-02", "a Waiting unit reacts with one action, alone on its line")
	case u == nil || u.Side != s.index || !u.Alive():
		return m.refuse(s.ID, text, "KG-WAIT-02", "%q is not one of this side's units on the table", o.Unit)
	case !u.Waiting:
		return m.refuse(s.ID, text, "KG-WAIT-02", "%s is not Waiting", u.ID)
	case enemy.combo == nil || enemy.combo.reaction || len(enemy.combo.steps) < 2:
		return m.refuse(s.ID, text, "KG-WAIT-06", "a Waiting unit reacts only during an enemy combo")
	case o.Then == nil || o.Then.Unit != "" && m.find(o.Then.Unit, s.index) != u:
		return m.refuse(s.ID, text, "KG-WAIT-05", "the reaction is the Waiting unit's own action")
	case o.Then.Verb != Move && o.Then.Verb != Attack && !(o.Then.Verb == Shoot && o.Then.Shot == combat.Standard):
		return m.refuse(s.ID, text, "KG-WAIT-05", "the prepaid action is a normal move, a standard shot or one attack")
	}
	then := *o.Then
	then.Unit = u.ID
	u.Waiting = false
	st, err := m.plan(s, then, map[*Unit]geom.Base{})
	if err != nil {
		u.Waiting = true
		return m.refuse(s.ID, text, ruleOf(err), "%s", reasonOf(err))
	}
	c := &combo{side: s, decl: d, steps: []*step{st}, reaction: true}
	st.combo, st.start, st.end = c, m.Tick, m.Tick
	// The reaction borrows the side's combo slot for an instant; the side's
	// own combo and channel come back however the reaction ends.
	saved, savedFree := s.combo, s.channelFree
	s.combo = c
	m.accepted = append(m.accepted, Declaration{Tick: m.Tick, Side: s.ID, Steps: d.Steps})
	m.note(Declared{RuleID: "KG-WAIT-02", Side: s.ID, Steps: stepsText(d)})
	err = m.begin(st)
	if err == nil && s.combo == c {
		if st.plan.Path != nil {
			m.playOut(st)
		}
		err = m.resolve(st)
	}
	if u.busy == st {
		u.busy = nil
	}
	s.combo, s.channelFree = saved, savedFree
	if err != nil && m.fault == nil {
		m.fault = err // not a rules matter: the next Step reports it
	}
	return true
}

// diceAttribute is a plain attribute check on the match's dice, logged.
type diceAttribute struct {
	value, tn int
	opts      combat.Options
}

func (a diceAttribute) roll(m *Match, by, why string) (bool, error) {
	res, err := dice.Attribute{Value: a.value, TN: a.tn, Mode: a.opts.Mode}.Roll(m.dice, why)
	if err != nil {
		return false, err
	}
	m.note(combat.Roll{RuleID: "GAP-18", Purpose: "Speed check", By: by, Dice: res.Chains, TN: a.tn, Success: res.Passed})
	return res.Passed, nil
}
