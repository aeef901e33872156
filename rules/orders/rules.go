package orders

import (
	"errors"
	"maps"
	"slices"

	"github.com/krygothic/krygothic/rules/combat"
	"github.com/krygothic/krygothic/rules/geom"
	"github.com/krygothic/krygothic/rules/move"
	"github.com/krygothic/krygothic/rules/refusal"
)

// Rules are the order rules a match plays by: the kinds of order, and
// what rule modules add to them. Core is Kry-Gothic's own; With returns
// rules that a module has changed. This is the one seam a module plugs
// into: it can add an order type (a Kind), change what a step costs
// (CostRule), refuse a step the core rules allow (CheckRule), answer
// moments of an order being carried out (Trigger), answer what happened
// (Observer), change how a shot or a close-combat attack is described
// (ShotRule, MeleeRule), answer the start of an AP round (RoundRule), and
// put a choice to a side the moment its dice land (OfferRule), or ask a
// side a question before it declares (TickRule, Ask).
type Rules struct {
	kinds       map[Verb]*Kind
	costs       []CostRule
	checks      []CheckRule
	triggers    []Trigger
	observers   []Observer
	shots       []ShotRule
	melees      []MeleeRule
	rounds      []RoundRule
	amends      []AmendRule
	roundEnds   []RoundEndRule
	aps         []APRule
	gates       []GateRule
	initiatives []InitiativeRule
	offers      []OfferRule
	movers      []MoverRule
	reaches     []ReachRule
	effects     []EffectRule
	turns       []TurnRule
	ticks       []TickRule
	names       []string // the modules plugged in, by name
}

// Category is a step's kind for face-offs (KG-FACE-01: movement, then
// ranged, then close combat, then psychic, then the rest).
type Category int

// The categories, in the order they resolve in a face-off.
const (
	Movement Category = iota + 1
	Ranged
	CloseCombat
	Psychic
	Other
)

// Args is what the orders format reads after a verb.
type Args int

// The argument shapes.
const (
	NoArgs     Args = iota // "U wait"
	PointArgs              // "U move X Y"
	AngleArgs              // "U face DEG"
	AmountArgs             // "U free N"
	TargetArgs             // "U breakoff T"
	ShotArgs               // "U shoot T [standard|snap|aimed|suppressive]"
	AttackArgs             // "U attack T [ATTACK]"
	// TargetOrPointArgs: "U verb T" or "U verb X Y", a target model or
	// a point of the deck (Order.Point says which).
	TargetOrPointArgs
	// TargetWordArgs: "U verb T WORD", a target model and a word
	// (Order.Word: a called shot's location, "U call T head"); the kind's
	// Words, when it lists any, are the words it takes.
	TargetWordArgs
	// SideAmountArgs: "SIDE verb N", given by the side as a whole, no
	// unit named: a whole number from 0 (Order.AP; a blind bid, "bid 3").
	SideAmountArgs
)

// Kind is an order type: its verb, where it stands in a face-off, the
// arguments it reads, how a step of it is checked and costed, how it
// begins when its time comes and what it does when it resolves.
type Kind struct {
	Verb     Verb
	Category Category
	Args     Args
	// Target: it names an enemy model, which must be on the table
	// (KG-FACE-06).
	Target bool
	// Friend: it names a model of the unit's own side, the unit itself
	// included, which must be on the table (a psychic's veil, a medic's
	// care).
	Friend bool
	// Plan checks a step against the table as it will be when the step
	// comes (at: where its unit will stand, after the combo's earlier
	// moves), sets its Cost (and a move's Plan) and moves at on for the
	// steps after. It changes nothing else.
	Plan func(t *Table, st *Step, at *geom.Base) error
	// Begin starts the step when its time comes (a move plans its path
	// from where the unit now is); nil: nothing to start.
	Begin func(t *Table, env Env, st *Step) error
	// Resolve carries the step out at the end of its time. A refusal it
	// returns (the table no longer allows the step) stops the combo.
	Resolve func(t *Table, env Env, st *Step) error
	// Preview, if not nil, adds what the step would roll to a preview
	// of it (its plan, odds, template), once Plan has accepted it.
	Preview func(t *Table, st *Step, p *Preview)
	// Words are the words an order of TargetWordArgs may take after its
	// target, as the orders format reads them; none: any word (Plan
	// checks it).
	Words []string
}

// CostRule may change what a step costs: given the cost so far, it
// returns the new one (a jammer's +1 AP, XS-07).
type CostRule func(t *Table, st *Step, cost int) int

// CheckRule may refuse a step the core rules allow, with a refusal
// citing its rule (a jammed weapon cannot shoot).
type CheckRule func(t *Table, st *Step) error

// Moment is a point in carrying out a step that a Trigger can answer.
type Moment int

// The moments.
const (
	StepBegun    Moment = iota + 1 // the step's time has come
	UnitMoved                      // a mover has moved on along its path, this tick
	StepResolved                   // the step has been carried out
)

// Trigger answers a moment of a step being carried out, with effects of
// its own through env (a shot from overwatch at a mover).
type Trigger func(t *Table, env Env, st *Step, m Moment) error

// Observer answers an event the match has just logged and carried out,
// with effects of its own through env: a jam after a to-hit roll with a
// natural 1, a side's test of its nerve when a model is removed.
// by is the side whose action it was, nil for none. Events an observer's
// own outcome logs are observed in turn, so an observer must not answer
// its own events again.
type Observer func(t *Table, env Env, e combat.Event, by *Side) error

// ShotRule changes a ranged attack as the table describes it, before it
// is checked or rolled (Table.RangedAttack): a weapon's own fire arc,
// two pistols fired at once. u stands at base.
type ShotRule func(t *Table, u *Unit, base geom.Base, target *Unit, a *combat.RangedAttack)

// MeleeRule changes a close-combat attack as the table describes it
// (Table.CloseCombatAttack), before it is checked, previewed or rolled,
// through its Mods: a moving vehicle's armour, a stopped one's easier
// hits.
type MeleeRule func(t *Table, u, target *Unit, a *combat.CCAttack)

// RoundRule answers the start of an AP round, once its AP are rolled
// (KG-AP-02), with effects of its own through env.
type RoundRule func(t *Table, env Env, round int) error

// AmendRule may rewrite an outcome before the match carries it out: a
// model at its wound limit downed instead of removed, a wound
// turned aside. It works on the outcome alone, and must leave it one the
// match can carry out (the events' fighters and their changes agreeing).
type AmendRule func(t *Table, out *Outcome)

// RoundPhase is when in the end of an AP round a RoundEndRule is asked.
type RoundPhase int

// The phases of an AP round's end.
const (
	// RoundEnding: the round's last moment, before its losses and
	// triumphs are tallied (KG-AP-05): what happens now counts for them
	// (a model left Down is removed).
	RoundEnding RoundPhase = iota + 1
	// RoundEnded: after the tally and the scenario's events of the round,
	// before victory is checked.
	RoundEnded
)

// RoundEndRule answers the end of AP round round, in phase, with effects
// of its own through env.
type RoundEndRule func(t *Table, env Env, round int, phase RoundPhase) error

// APRule changes a side's AP as an AP round begins, once they are rolled
// (KG-AP-02): a card played, a bid spent. It returns the side's AP; what
// it logs, it logs through env.
type APRule func(t *Table, env Env, side, ap int) (int, error)

// GateRule may refuse a side's paid declaration at this moment, whatever
// its steps (a side declares only in its impulse, XS-13): it is asked
// before the steps are checked, with the side's orders.
type GateRule func(t *Table, side int, steps []Order) error

// Turn is whose turn it is to declare, when a rule module gives the
// sides turns (impulse mode, XS-13). The match, the clock, the client
// and the AI read it (Rules.Turn) without knowing the module.
type Turn struct {
	// Side is the index of the side whose turn it is, or comes next.
	Side int
	// Ready: the turn has begun and the side may declare; false while
	// the turn before it is still being carried out.
	Ready bool
	// Waits: the turn is ready and nothing is in play (no combo running,
	// the side's channel free): no game time need pass before the side
	// declares, so the match may wait for it (the clock stands still for
	// a person; a player may decide at once).
	Waits bool
	// RuleID is the rule that gives the turns; Word names a turn in
	// words ("impulse").
	RuleID, Word string
	// Pass is the verb of the order, given to any one of the side's
	// models, by which a side gives up its turn; "" for none.
	Pass Verb
	// Interrupts says in words what the other side may still do out of
	// turn ("Waiting models react; a face-off between repeats").
	Interrupts string
}

// TurnRule says whose turn it is to declare now; ok is false when it
// gives no side the turn (both declare as the core rules allow).
type TurnRule func(t *Table) (Turn, bool)

// InitiativeRule changes a step's Speed as a face-off's tie-break reads
// it (KG-FACE-03): a pistol quicker to bear, a heavy weapon slower
// (XS-31). speed is the Speed so far.
type InitiativeRule func(t *Table, st *Step, speed int) int

// EffectRule changes when a paid declaration of side, taken at tick,
// takes effect: the tick its first step begins (and a cancel's time on
// the channel counts from), given the tick so far, never earlier (XS-12:
// the next slot boundary). Face-offs compare the ticks declarations take
// effect at.
type EffectRule func(t *Table, side, tick int) int

// MoverRule changes unit u as the movement rules read it (Table.Mover),
// before any move of it is planned, previewed or mapped: a graze's lost
// Speed (XS-10).
type MoverRule func(t *Table, u *Unit, mv *move.Mover)

// ReachRule is how many inches beyond base contact unit u may make a
// close-combat attack of type attack on target (a spear's 1", XS-16); 0
// for none. Table.InReach asks every module's and takes the longest.
type ReachRule func(t *Table, u, target *Unit, attack combat.AttackType) float64

// Module is what a rule module adds to the rules.
type Module struct {
	Name      string
	Kinds     []*Kind
	Costs     []CostRule
	Checks    []CheckRule
	Triggers  []Trigger
	Observers []Observer
	Shots     []ShotRule
	Melees    []MeleeRule
	Rounds    []RoundRule
	// The hooks the packs to come need: an outcome rewritten before it
	// is carried out, the end of an AP round, the AP roll, a gate on
	// declaring, a face-off's tie-break.
	Amends      []AmendRule
	RoundEnds   []RoundEndRule
	APs         []APRule
	Gates       []GateRule
	Initiatives []InitiativeRule
	// Offers put choices to a side the moment a roll of one of its
	// units lands (a re-roll, offer.go).
	Offers []OfferRule
	// Movers change how a unit moves (its Speed) as the movement rules
	// read it.
	Movers []MoverRule
	// Reaches let a unit attack in close combat from beyond base
	// contact.
	Reaches []ReachRule
	// Effects change when a declaration takes effect (a time slot).
	Effects []EffectRule
	// Turns say whose turn it is to declare (impulse mode): the match
	// waits for that side, the AI declares in its turn.
	Turns []TurnRule
	// Ticks answer each tick before what is due resolves: a question
	// put to the sides (Ask) before they may declare (a blind bid).
	Ticks []TickRule
}

// Core returns Kry-Gothic's order rules.
func Core() *Rules {
	r := &Rules{kinds: map[Verb]*Kind{}}
	for _, k := range coreKinds() {
		r.kinds[k.Verb] = k
	}
	return r
}

// With returns a copy of the rules with the modules' additions. A module
// kind replaces a kind of the same verb.
func (r *Rules) With(mods ...Module) *Rules {
	out := &Rules{kinds: maps.Clone(r.kinds), costs: slices.Clone(r.costs), checks: slices.Clone(r.checks), triggers: slices.Clone(r.triggers),
		observers: slices.Clone(r.observers), shots: slices.Clone(r.shots), melees: slices.Clone(r.melees), rounds: slices.Clone(r.rounds),
		amends: slices.Clone(r.amends), roundEnds: slices.Clone(r.roundEnds), aps: slices.Clone(r.aps), gates: slices.Clone(r.gates),
		initiatives: slices.Clone(r.initiatives), offers: slices.Clone(r.offers), movers: slices.Clone(r.movers), reaches: slices.Clone(r.reaches),
		effects: slices.Clone(r.effects), turns: slices.Clone(r.turns), ticks: slices.Clone(r.ticks), names: slices.Clone(r.names)}
	for _, m := range mods {
		if m.Name != "" {
			out.names = append(out.names, m.Name)
		}
		for _, k := range m.Kinds {
			out.kinds[k.Verb] = k
		}
		out.costs = append(out.costs, m.Costs...)
		out.checks = append(out.checks, m.Checks...)
		out.triggers = append(out.triggers, m.Triggers...)
		out.observers = append(out.observers, m.Observers...)
		out.shots = append(out.shots, m.Shots...)
		out.melees = append(out.melees, m.Melees...)
		out.rounds = append(out.rounds, m.Rounds...)
		out.amends = append(out.amends, m.Amends...)
		out.roundEnds = append(out.roundEnds, m.RoundEnds...)
		out.aps = append(out.aps, m.APs...)
		out.gates = append(out.gates, m.Gates...)
		out.initiatives = append(out.initiatives, m.Initiatives...)
		out.offers = append(out.offers, m.Offers...)
		out.movers = append(out.movers, m.Movers...)
		out.reaches = append(out.reaches, m.Reaches...)
		out.effects = append(out.effects, m.Effects...)
		out.turns = append(out.turns, m.Turns...)
		out.ticks = append(out.ticks, m.Ticks...)
	}
	return out
}

// Has reports whether the module of a name (orders.Module.Name, the
// registry's short name) is plugged into the rules: a module whose rule
// reads another's marks asks whether that one plays (a head shot needs a
// braced stance only where stances are played). A nil Rules has none.
func (r *Rules) Has(name string) bool {
	return r != nil && slices.Contains(r.names, name)
}

// Effective is the tick a paid declaration of side taken at tick takes
// effect, as the modules' EffectRules move it (no earlier than tick):
// tick itself with none. A nil Rules has none.
func (r *Rules) Effective(t *Table, side, tick int) int {
	if r == nil {
		return tick
	}
	at := tick
	for _, e := range r.effects {
		at = max(e(t, side, at), at)
	}
	return at
}

// Amend is an outcome as the modules rewrite it before the match carries
// it out. With no module to amend it, it is out itself, and costs nothing:
// the outcome is not moved to the heap for the amend rules' pointer.
func (r *Rules) Amend(t *Table, out Outcome) Outcome {
	if len(r.amends) == 0 {
		return out
	}
	return r.amend(t, out)
}

// amend has each module's amend rule rewrite out in turn.
func (r *Rules) amend(t *Table, out Outcome) Outcome {
	for _, a := range r.amends {
		a(t, &out)
	}
	return out
}

// Turn is whose turn it is to declare now, as the first module that
// gives turns says; ok is false when none does (the core rules: both
// sides declare when they will).
func (r *Rules) Turn(t *Table) (Turn, bool) {
	for _, tr := range r.turns {
		if turn, ok := tr(t); ok {
			return turn, true
		}
	}
	return Turn{}, false
}

// RoundEnd has the modules answer the end of AP round n, in phase.
func (r *Rules) RoundEnd(t *Table, env Env, n int, phase RoundPhase) error {
	for _, re := range r.roundEnds {
		if err := re(t, env, n, phase); err != nil {
			return err
		}
	}
	return nil
}

// AP is side's AP for the round begun, as the modules change the ap it
// rolled.
func (r *Rules) AP(t *Table, env Env, side, ap int) (int, error) {
	for _, a := range r.aps {
		var err error
		if ap, err = a(t, env, side, ap); err != nil {
			return 0, err
		}
	}
	return ap, nil
}

// Observe has the modules' observers answer event e, which the match has
// just logged and carried out (by: the side whose action it was).
func (r *Rules) Observe(t *Table, env Env, e combat.Event, by *Side) error {
	for _, o := range r.observers {
		if err := o(t, env, e, by); err != nil {
			return err
		}
	}
	return nil
}

// RoundBegun has the modules answer the start of AP round n.
func (r *Rules) RoundBegun(t *Table, env Env, n int) error {
	for _, rr := range r.rounds {
		if err := rr(t, env, n); err != nil {
			return err
		}
	}
	return nil
}

// Verbs are the verbs of every kind of order the rules know, sorted.
func (r *Rules) Verbs() []Verb {
	return slices.Sorted(maps.Keys(r.kinds))
}

// Kind returns the kind of order a verb names, or nil.
func (r *Rules) Kind(v Verb) *Kind { return r.kinds[v] }

// trigger runs the triggers for a moment of st.
func (r *Rules) trigger(t *Table, env Env, st *Step, m Moment) error {
	for _, tr := range r.triggers {
		if err := tr(t, env, st, m); err != nil {
			return err
		}
	}
	return nil
}

// refuse makes a refusal citing rule.
var refuse = refusal.New

// IsRefusal reports whether err is a rules refusal (an illegal order or
// an action the table no longer allows) rather than a failure of the
// match itself, such as a dice script running out.
func IsRefusal(err error) bool {
	var r *refusal.Error
	return errors.As(err, &r)
}
