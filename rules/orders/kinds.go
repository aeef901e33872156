package orders

import (
	"fmt"
	"math"
	"slices"

	"github.com/krygothic/krygothic/rules/combat"
	"github.com/krygothic/krygothic/rules/geom"
	"github.com/krygothic/krygothic/rules/move"
	"github.com/krygothic/krygothic/rules/refusal"
)

// coreKinds are the orders of Kry-Gothic a combo can hold (GAP-09 costs).
func coreKinds() []*Kind {
	walk := func(v Verb) *Kind {
		return &Kind{Verb: v, Category: Movement, Args: PointArgs, Plan: planMove, Begin: beginMove, Resolve: arrive}
	}
	return []*Kind{
		walk(Move), walk(Run), walk(SmallStep),
		{Verb: Rotate, Category: Movement, Args: AngleArgs, Plan: planRotate, Resolve: resolveRotate},
		{Verb: Charge, Category: Movement, Args: AttackArgs, Target: true, Plan: planCharge, Begin: beginMove, Resolve: resolveCharge},
		{Verb: Shoot, Category: Ranged, Args: ShotArgs, Target: true, Plan: planShot, Resolve: shoot},
		{Verb: Attack, Category: CloseCombat, Args: AttackArgs, Target: true, Plan: planAttack, Resolve: resolveAttack},
		{Verb: BreakOff, Category: CloseCombat, Args: TargetArgs, Target: true, Plan: planBreakOff, Resolve: resolveBreakOff},
		{Verb: Wait, Category: Other, Args: NoArgs, Plan: costs(1), Resolve: resolveWait},
		{Verb: Unpin, Category: Other, Args: NoArgs, Plan: planUnpin, Resolve: resolveUnpin},
		{Verb: StandUp, Category: Other, Args: NoArgs, Plan: planStandUp, Resolve: resolveStandUp},
		{Verb: Free, Category: Other, Args: AmountArgs, Plan: planFree, Resolve: resolveFree},
		{Verb: Plant, Category: Other, Args: TargetArgs, Target: true, Plan: planPlant, Resolve: resolvePlant},
		{Verb: Shut, Category: Movement, Args: PointArgs, Plan: planShut, Resolve: resolveShut},
	}
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

// costs is a Plan for an order of a fixed cost and no other condition.
func costs(ap int) func(*Table, *Step, *geom.Base) error {
	return func(_ *Table, st *Step, _ *geom.Base) error {
		st.Cost = ap
		return nil
	}
}

// planMove checks a move, run or small step from where the unit will
// stand (KG-MOVE-01/02/07): its path and cost.
func planMove(t *Table, st *Step, at *geom.Base) error {
	to := geom.Vec{X: st.Order.X, Y: st.Order.Y}
	p, err := t.planMove(st.Unit, *at, moveKind(st.Order.Verb), to)
	if err != nil {
		return err
	}
	st.Plan, st.Cost = p, p.AP
	at.Centre = to
	return nil
}

// planCharge checks a charge: a path into base contact with the target,
// within the charge's reach (KG-MOVE-09).
func planCharge(t *Table, st *Step, at *geom.Base) error {
	to, err := t.contactPoint(st.Unit, *at, st.Target)
	if err != nil {
		return err
	}
	p, err := t.planMove(st.Unit, *at, move.Charge, to)
	if err != nil {
		return err
	}
	// The attack the charge ends in is checked now, not when it lands.
	if err := t.CloseCombatAttack(st.Unit, st.Target, st.Order.Attack, true).Legal(); err != nil {
		return err
	}
	st.Plan, st.Cost = p, p.AP
	at.Centre = to
	return nil
}

func planRotate(_ *Table, st *Step, at *geom.Base) error {
	at.Facing = angle(st.Order.Angle) // free (KG-MOVE-05)
	return nil
}

// planShot checks a shot from where the unit will stand: a ranged weapon
// it can use, able to fire this kind of shot (KG-RC-07, KG-RC-12), the
// target in its arc and sight (KG-RC-05).
func planShot(t *Table, st *Step, at *geom.Base) error {
	st.Cost = st.Order.Shot.Cost()
	a := t.RangedShot(st.Unit, *at, st.Target, st.Order.Shot)
	plan, err := a.Plan()
	st.shot = &shot{a, plan}
	return err
}

// planAttack checks a close-combat attack: base contact and a legal
// attack (KG-CC-01/02).
func planAttack(t *Table, st *Step, at *geom.Base) error {
	st.Cost = 1
	if !t.InReach(st.Unit, *at, st.Target, st.Order.Attack) {
		return refuse("KG-CC-01", "%s is not in base contact with %s", st.Unit.ID, st.Target.ID)
	}
	return t.CloseCombatAttack(st.Unit, st.Target, st.Order.Attack, false).Legal()
}

// planBreakOff checks an agreed break-off (KG-CC-14): 1 AP, from a fight
// the unit is in.
func planBreakOff(_ *Table, st *Step, at *geom.Base) error {
	st.Cost = 1
	switch {
	case st.Target.Objective:
		return refuse("KG-CC-14", "%s holds no one: a unit simply moves away from it", st.Target.ID)
	case !geom.InContact(*at, st.Target.Base):
		return refuse("KG-CC-14", "%s is not in base contact with %s: there is no fight to leave", st.Unit.ID, st.Target.ID)
	case st.Unit.F.Prone:
		return refuse("GAP-16", "%s is prone and must stand up first", st.Unit.ID)
	}
	return nil
}

// resolveBreakOff asks the enemy's side to let the unit go (KG-CC-14): if
// it does, the unit breaks off without a roll and moves its Speed away;
// if not, it stays in the fight and the AP are spent (it may still turn
// and walk away, or break off as it defends, KG-CCD-04).
func resolveBreakOff(t *Table, env Env, st *Step) error {
	u, from := st.Unit, st.Target
	if !from.Alive() {
		return env.Apply(stop(st.Combo, "KG-CMB-02", "the enemy is gone", false))
	}
	if !geom.InContact(u.Base, from.Base) {
		return failed(env, st, refuse("KG-CC-14", "%s is no longer in base contact with %s", u.ID, from.ID))
	}
	if !env.LetGo(u, from) {
		return env.Apply(Events(combat.Note{RuleID: "KG-CC-14", Text: fmt.Sprintf("%s will not let %s break off: it stays in the fight", from.ID, u.ID)}))
	}
	out, err := combat.BreakOffByAgreement(&u.F, &from.F)
	if err != nil {
		return failed(env, st, err)
	}
	return env.Apply(t.by(st, Of(out)))
}

func planUnpin(_ *Table, st *Step, _ *geom.Base) error {
	st.Cost = 1
	if !st.Unit.F.Pin.Pinned() {
		return refuse("KG-PSY-04", "the unit is not pinned")
	}
	return nil
}

func planStandUp(_ *Table, st *Step, _ *geom.Base) error {
	st.Cost = 1
	if !st.Unit.F.Prone {
		return refuse("GAP-16", "the unit is not knocked down")
	}
	return nil
}

func planFree(_ *Table, st *Step, _ *geom.Base) error {
	st.Cost = st.Order.AP
	if st.Unit.F.StuckAP == 0 || st.Order.AP < 1 {
		return refuse("KG-EXPL-02", "only a stuck unit can be freed, with 1 AP or more")
	}
	return nil
}

// angle turns degrees into radians, normalised.
func angle(deg float64) float64 { return geom.Degrees(math.Mod(deg, 360)) }

// beginMove plans a move's path from where the unit now is, as its time
// comes; a charge first tests the fear of its target (KG-PSY-06). A move
// that can no longer be made stops the combo.
func beginMove(t *Table, env Env, st *Step) error {
	u := st.Unit
	to := geom.Vec{X: st.Order.X, Y: st.Order.Y}
	if st.Order.Verb == Charge {
		if st.Target == nil || !st.Target.Present() {
			return env.Apply(stop(st.Combo, "KG-CMB-02", "the charge's target is gone", true))
		}
		ok, out, err := combat.FearOfCharging(&u.F, &st.Target.F, env.Dice(), t.Options.Combat)
		if err != nil {
			return err
		}
		if err := env.Apply(t.by(st, Of(out))); err != nil {
			return err
		}
		if !ok { // KG-PSY-06: stops 2" short, AP lost
			return env.Apply(stop(st.Combo, "KG-PSY-06", u.ID+" falters before a fear-causer", false))
		}
		p, err := t.contactPoint(u, u.Base, st.Target)
		if err != nil {
			return env.Apply(stop(st.Combo, refusal.RuleOf(err), refusal.ReasonOf(err), false))
		}
		to = p
	}
	p, err := t.planMove(u, u.Base, moveKind(st.Order.Verb), to)
	if err != nil {
		return env.Apply(stop(st.Combo, refusal.RuleOf(err), u.ID+" cannot move: "+refusal.ReasonOf(err), u.F.Pin.Pinned() || u.F.Prone))
	}
	return env.Apply(Sets(Planned{Step: st, Plan: p}))
}

// arrive ends a move: the unit stands at the end of its path, tired if it
// ran, opens the doors it reached and tests the floor if it stepped onto a
// damaged structure (KG-EXPL-02).
func arrive(t *Table, env Env, st *Step) error {
	u, p := st.Unit, st.Plan
	base := u.Base
	if len(p.Path) > 0 && !t.Overlaps(u, geom.Base{Centre: p.Path[len(p.Path)-1], Radius: u.Base.Radius}) {
		base.Centre = p.Path[len(p.Path)-1]
		if len(p.Path) > 1 {
			base.Facing = p.Path[len(p.Path)-2].Bearing(base.Centre)
		}
	}
	out := t.by(st, Sets(&Placed{Unit: u, Base: base}))
	if p.Kind == move.Run {
		now := u.F.Condition
		now.Fatigue = p.Fatigue
		out.Changes = []combat.Change{{ID: u.ID, Now: now}}
		out.Sets = append(out.Sets, Sprinted{Unit: u})
	}
	rule := map[move.Kind]string{move.Walk: "KG-MOVE-01", move.Run: "KG-MOVE-02", move.Charge: "KG-MOVE-09", move.SmallStep: "KG-MOVE-07"}[p.Kind]
	out.Events = append(doorsOpened(t, u, base), Arrived{RuleID: rule, Unit: u.ID, X: base.Centre.X, Y: base.Centre.Y, Inches: p.Length})
	if err := env.Apply(out); err != nil {
		return err
	}
	for _, tp := range t.Templates {
		if geom.Touches(tp.Centre, tp.Radius, u.Base) && u.Alive() {
			out, err := combat.Collapse(&u.F, env.Dice(), t.Options.Combat)
			if err != nil {
				return err
			}
			return env.Apply(Of(out))
		}
	}
	return nil
}

// doorsOpened lists the doors u's base, standing at b, opens (GAP-38:
// opening is part of the move and costs nothing).
func doorsOpened(t *Table, u *Unit, b geom.Base) []combat.Event {
	var out []combat.Event
	for _, c := range t.Deck.ClosedDoorsUnder(b) {
		out = append(out, DoorOpened{RuleID: "GAP-38", Unit: u.ID, X: c[0], Y: c[1]})
	}
	return out
}

func resolveRotate(_ *Table, env Env, st *Step) error {
	b := st.Unit.Base
	b.Facing = angle(st.Order.Angle)
	return env.Apply(Sets(&Placed{Unit: st.Unit, Base: b}))
}

func resolveCharge(t *Table, env Env, st *Step) error {
	if err := arrive(t, env, st); err != nil {
		return err
	}
	if err := env.Apply(Sets(ChargeMade{Pair{st.Unit.ID, st.Target.ID}})); err != nil {
		return err
	}
	return closeCombat(t, env, st, true)
}

func resolveAttack(t *Table, env Env, st *Step) error { return closeCombat(t, env, st, false) }

func resolveWait(_ *Table, env Env, st *Step) error {
	return env.Apply(Sets(WaitingSet{Unit: st.Unit, On: true}))
}

func resolveUnpin(t *Table, env Env, st *Step) error {
	out, err := combat.Unpin(&st.Unit.F, env.Dice(), t.Options.Combat)
	if err != nil {
		return failed(env, st, err)
	}
	return env.Apply(t.by(st, Of(out)))
}

func resolveStandUp(_ *Table, env Env, st *Step) error {
	now := st.Unit.F.Condition
	now.Prone = false
	return env.Apply(Outcome{Changes: []combat.Change{{ID: st.Unit.ID, Now: now}},
		Events: []combat.Event{combat.StateChanged{RuleID: "GAP-16", Unit: st.Unit.ID, State: combat.StoodUp, Good: true}}})
}

func resolveFree(t *Table, env Env, st *Step) error {
	_, out, err := combat.Free(&st.Unit.F, st.Order.AP)
	if err != nil {
		return failed(env, st, err)
	}
	return env.Apply(t.by(st, Of(out)))
}

// shoot resolves a step's shot.
func shoot(t *Table, env Env, st *Step) error {
	if !st.Target.Present() {
		return env.Apply(stop(st.Combo, "KG-CMB-02", "the target is gone", false))
	}
	if err := fire(t, env, st.Unit, st.Target, st.Order.Shot); err != nil {
		return failed(env, st, err)
	}
	return nil
}

// FreeShot is a shot outside any combo, such as one a rule module's trigger
// fires (an overwatch shot at a mover): resolved at once, at no AP, with
// the chain of fire it adds to. A shot the table does not allow (no
// weapon, out of sight or arc) is refused and changes nothing.
func FreeShot(t *Table, env Env, u, target *Unit, shot combat.Shot) error {
	if !u.Alive() || !target.Present() {
		return refuse("KG-STAT-06", "the shooter or the target is no longer on the table")
	}
	return fire(t, env, u, target, shot)
}

// fire resolves a shot by u at target, and the chain of fire it adds to
// (KG-PSY-01/02). A refusal comes before anything is carried out.
func fire(t *Table, env Env, u, target *Unit, shot combat.Shot) error {
	return Fire(t, env, u, target, t.RangedShot(u, u.Base, target, shot))
}

// Fire resolves ranged attack a by u at target, as a shot is: its rolls,
// the chain of fire it adds to (KG-PSY-01/02), and a hit ending the
// Waiting of the model it landed on (KG-WAIT-03), counted for u's side.
// A rule module's order that shoots fires through it, the attack
// described and changed as the order says (a called shot's location). A
// refusal comes before anything is carried out.
func Fire(t *Table, env Env, u, target *Unit, a combat.RangedAttack) error {
	res, err := combat.ResolveRanged(a, env.Dice(), t.Options.Combat)
	if err != nil {
		return err
	}
	hit := false
	for _, h := range res.Hits {
		hit = hit || h > 0
	}
	out := Of(res.Outcome)
	out.By = t.Sides[u.Side]
	if landed := t.Unit(res.Target); hit && landed != nil {
		out.Sets = append(out.Sets, WaitingSet{Unit: landed, On: false}) // hit by ranged fire (KG-WAIT-03)
	}
	out.Sets = append([]Set{t.ChainAfter(u, target, hit, res.Plan.OutOfRange)}, out.Sets...)
	return env.Apply(out)
}

// ChainAfter is the chain of fire after u shot at target (KG-PSY-01/02):
// u joins its shooters; a hit clears its missers, a miss in range adds
// u to them.
func (t *Table) ChainAfter(u, target *Unit, hit, outOfRange bool) ChainSet {
	chain := Chain{Target: target.ID}
	if t.Chain.Target == target.ID {
		chain = Chain{Target: target.ID, Shooters: append([]string(nil), t.Chain.Shooters...), Missers: append([]string(nil), t.Chain.Missers...)}
	}
	chain.Shooters = append(chain.Shooters, u.ID)
	switch {
	case hit:
		chain.Missers = nil
	case !outOfRange && !slices.Contains(chain.Missers, u.ID):
		chain.Missers = append(chain.Missers, u.ID)
	}
	return ChainSet{chain}
}

// closeCombat resolves a declared close-combat attack (or a charge's), its
// defender's choices asked of its side.
func closeCombat(t *Table, env Env, st *Step, charged bool) error {
	u, target := st.Unit, st.Target
	if !target.Present() {
		return env.Apply(stop(st.Combo, "KG-CMB-02", "the target is gone", false))
	}
	if !t.InReach(u, u.Base, target, st.Order.Attack) {
		return failed(env, st, refuse("KG-CC-01", "%s is not in base contact with %s", u.ID, target.ID))
	}
	if charged {
		if err := env.Apply(Sets(WaitingSet{Unit: target, On: false})); err != nil { // charged (KG-WAIT-03)
			return err
		}
	}
	return melee(t, env, u, target, st.Order.Attack, charged, false)
}

// melee resolves one attack by u on target (a declared one, or a free one
// from a counter attack), paid by u's side.
func melee(t *Table, env Env, u, target *Unit, attack combat.AttackType, charged, free bool) error {
	a := t.CloseCombatAttack(u, target, attack, charged)
	a.Free = free
	var want combat.DefenceType
	a.Defence, want = defence(t, env, u, target)
	if err := a.Legal(); err != nil {
		return env.Apply(Events(combat.Note{RuleID: refusal.RuleOf(err), Text: refusal.ReasonOf(err)}))
	}
	ch := &chooser{env: env, attacker: u, want: want, side: t.Sides[u.Side]}
	res, err := combat.ResolveCC(a, env.Dice(), t.Options.Combat, ch)
	if err != nil {
		if IsRefusal(err) {
			return env.Apply(Events(combat.Note{RuleID: refusal.RuleOf(err), Text: refusal.ReasonOf(err)}))
		}
		return err
	}
	// The attack itself was paid when declared (a free one costs nothing);
	// extra wounds are paid as they were bought, and an active defence now.
	out := Of(res.Outcome)
	out.By = t.Sides[u.Side]
	out.Sets = []Set{AttackMade{Pair{u.ID, target.ID}}}
	if target.Side >= 0 && res.DefenderAP > 0 {
		out.Sets = append(out.Sets, Paid{Side: target.Side, AP: res.DefenderAP})
	}
	if ch.paid > 0 {
		out.Sets = append(out.Sets, Paid{Side: u.Side, AP: ch.paid})
	}
	return env.Apply(out)
}

// defence is the defender's class and wanted active type, asked of its
// side; an active defence it cannot pay for is passive (KG-CC-05). An
// objective, a model of no side or a Down one defends passively.
func defence(t *Table, env Env, attacker, defender *Unit) (combat.DefenceClass, combat.DefenceType) {
	if defender.Side < 0 || defender.Objective || defender.F.Down {
		return combat.Passive, combat.NoDefenceType
	}
	cl, ty := env.Defence(defender, attacker)
	if cl == combat.Active && t.Sides[defender.Side].AP < 1 {
		return combat.Passive, combat.NoDefenceType
	}
	return cl, ty
}

// chooser answers combat's questions during an attack: the defence type
// wanted, if legal; extra wounds bought from what the side has left, one
// at a time, so each is judged on what is left (KG-CC-09).
type chooser struct {
	env      Env
	attacker *Unit
	want     combat.DefenceType
	side     *Side // the attacker's: what it has left, less what the attack has bought (a re-roll taken during the attack is paid at once)
	paid     int
}

func (c *chooser) Defence(_ int, legal []combat.DefenceType) combat.DefenceType {
	for _, d := range legal {
		if d == c.want {
			return d
		}
	}
	return legal[0]
}

func (c *chooser) PayForWound(n, cost int) bool {
	left := c.side.AP - c.paid
	if left < cost || !c.env.PayForWound(c.attacker, n, cost, left) {
		return false
	}
	c.paid += cost
	return true
}

// failed stops a combo whose step could not be carried out (a rules
// refusal: the target moved out of sight, out of contact, …). Any other
// error, such as a dice script running out, is the caller's.
func failed(env Env, st *Step, err error) error {
	if !IsRefusal(err) {
		return err
	}
	return env.Apply(stop(st.Combo, refusal.RuleOf(err), st.Unit.ID+": "+refusal.ReasonOf(err), false))
}
