// Package cards is rule module XS-08, tactics cards (RULES-INVENTORY §7;
// GW-INIT-01, GW-ACT-05, GW-WND-03, GW-PAN-02, GW-CMD-01, GW-CMD-04).
// Each side draws from its own copy of a deck of tactics cards (content
// data): one card per living Squad Leader as each AP round begins, into
// a hand of at most 3 (a card drawn into a full hand is discarded). A
// card costs the AP printed on it and is played by an order given
// through one of the side's models, on a friendly model
// ("U card T CARD"), when its trigger allows: any time, as the round
// begins, once an enemy model is wounded or pinned, once the enemy plays
// a card. The draw is the match's dice, so a replay draws the same
// cards. The blind AP bid of XS-08 is a module of its own (bid). See
// docs/modules.md.
package cards

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/krygothic/krygothic/rules/combat"
	"github.com/krygothic/krygothic/rules/dice"
	"github.com/krygothic/krygothic/rules/geom"
	"github.com/krygothic/krygothic/rules/move"
	"github.com/krygothic/krygothic/rules/orders"
	"github.com/krygothic/krygothic/rules/refusal"
)

// Rule is the module's rule ID, cited by its events and refusals; Name
// its short name, as scenarios and flags name it.
const (
	Rule = "XS-08"
	Name = "cards"
)

// Play is the module's order: "U card T CARD", model U plays the tactics
// card CARD of its side's hand on friendly model T (U itself for a card
// that acts on the side).
const Play orders.Verb = "card"

// The marks the module keeps under a side's ID.
const (
	// markHand is the card (its place in the deck, +1) at a place of the
	// hand: "cards hand 1", "cards hand 2", … in the order drawn.
	markHand = "cards hand "
	// markGone is a card drawn from the side's deck since it was last
	// shuffled: "cards gone 4".
	markGone = "cards gone "
	// markOpen is a trigger open for the side: "cards open enemy_wounded".
	markOpen = "cards open "
	// markLast is the card the side played last (its place, +1), while
	// the enemy may still counter it; markLastUnit the model it went on
	// (its place in the table's units, +1), markLastAmount the AP it
	// moved.
	markLast       = "cards last"
	markLastUnit   = "cards last unit"
	markLastAmount = "cards last amount"
	// markPin is Pin them!'s TN on the side's shots' pinning tests this
	// AP round; markCancel the AP more the side's next cancel costs (an
	// enemy's Comms blackout); markNext the AP it gains as the next round
	// begins.
	markPin    = "cards pin tn"
	markCancel = "cards cancel ap"
	markNext   = "cards next ap"
)

// unitMark is the mark a unit effect leaves on its model: its value.
func unitMark(effect string) string { return "cards " + effect }

// markWind is the fatigue (+1) a model with Second wind had as its run
// began.
const markWind = "cards wind fatigue"

// unitEffects are the effects that go on a model, in the order the
// panel shows them.
var unitEffects = []string{SecondWind, HitTN, WoundTN, ShotDice, Reach, MeleeDice}

// rules are the module's order rules with one content's data.
type rules struct {
	data Data
}

// Rules are the module's order rules with data d: the card order; the
// draw as each round begins; the triggers opened and closed; what each
// card's effect changes (a shot, a move, a run, a cancel, the next AP
// roll) and its use.
func Rules(d Data) orders.Module {
	r := rules{data: d}
	return orders.Module{Name: Name,
		Kinds: []*orders.Kind{{Verb: Play, Category: orders.Other, Args: orders.TargetWordArgs, Friend: true,
			Plan: r.plan, Resolve: r.resolve}},
		Checks:    []orders.CheckRule{alone},
		Shots:     []orders.ShotRule{r.shot},
		Melees:    []orders.MeleeRule{r.melee},
		Movers:    []orders.MoverRule{r.mover},
		Triggers:  []orders.Trigger{r.spend},
		Observers: []orders.Observer{r.observe},
		Rounds:    []orders.RoundRule{r.draw},
		APs:       []orders.APRule{r.reserves},
	}
}

// sideMark is side's mark name.
func sideMark(t *orders.Table, side int, name string) int { return t.Mark(t.Sides[side].ID, name) }

// setSide is the Set that makes side's mark name v.
func setSide(t *orders.Table, side int, name string, v int) orders.Set {
	return orders.Marked{Key: orders.MarkKey{Unit: t.Sides[side].ID, Mark: name}, Value: v}
}

// setUnit is the Set that makes unit id's mark name v.
func setUnit(id, name string, v int) orders.Set {
	return orders.Marked{Key: orders.MarkKey{Unit: id, Mark: name}, Value: v}
}

// Hand is the cards side holds, as mark reads them (a side's ID and a
// mark's name: Table.Mark, a facet's Reader), in the order drawn.
func (d Data) Hand(mark func(id, name string) int, sideID string) []*Card {
	var out []*Card
	for i := 1; i <= d.HandMax; i++ {
		c := mark(sideID, markHand+strconv.Itoa(i))
		if c <= 0 || c > len(d.Deck) {
			break
		}
		out = append(out, d.Deck[c-1])
	}
	return out
}

// Open reports whether trigger is open for side (mark reads the table):
// AnyTime always is.
func Open(mark func(id, name string) int, sideID, trigger string) bool {
	return trigger == AnyTime || mark(sideID, markOpen+trigger) != 0
}

// held is unit id's value of a unit effect (0: none).
func held(mark func(id, name string) int, id, effect string) int { return mark(id, unitMark(effect)) }

// Why is why u cannot play card id on friend target now, as the hand and
// the triggers stand; nil when it can. target may be nil for a card
// that acts on the side.
func (d Data) Why(t *orders.Table, u, target *orders.Unit, id string) error {
	c, ok := d.Card(id)
	if !ok {
		return refusal.New(Rule, "%q is no tactics card of the deck", id)
	}
	side := t.Sides[u.Side]
	if !slices.Contains(d.Hand(t.Mark, side.ID), c) {
		return refusal.New(Rule, "%s is not in your hand: a side plays only the cards it has drawn", c.Name)
	}
	if !Open(t.Mark, side.ID, c.Trigger) {
		return refusal.New(Rule, "%s is played %s, and that has not happened", c.Name, triggerWords[c.Trigger])
	}
	if c.Effect == Counter && sideMark(t, 1-u.Side, markLast) == 0 {
		return refusal.New(Rule, "%s cancels a card the enemy has just played, and there is none to cancel", c.Name)
	}
	if OnUnit(c.Effect) && target != nil {
		switch {
		case target.Side != u.Side:
			return refusal.New(Rule, "%s goes on a model of your own side", c.Name)
		case !target.Alive():
			return refusal.New(Rule, "%s cannot act: %s goes on a model that can", target.ID, c.Name)
		case held(t.Mark, target.ID, c.Effect) != 0:
			return refusal.New(Rule, "%s already holds %s: the same effect does not add up until it is used", target.ID, effectTitles[c.Effect])
		}
	}
	return nil
}

// alone refuses a card in a combo, wherever it stands in it: a card is
// played as an order of its own (GW-ACT-05: it uses the model's whole
// activation). While a combo is checked, Step.Combo holds the steps
// before st.
func alone(_ *orders.Table, st *orders.Step) error {
	if st.Combo == nil {
		return nil
	}
	for _, s := range st.Combo.Steps {
		if s != st && (s.Order.Verb == Play || st.Order.Verb == Play) {
			return refusal.New(Rule, "a tactics card is played as an order of its own, not in a combo (GW-ACT-05)")
		}
	}
	return nil
}

// plan checks a card played: in the hand, its trigger open, on a friend
// that may take it; it costs the AP printed on it.
func (r rules) plan(t *orders.Table, st *orders.Step, _ *geom.Base) error {
	c, ok := r.data.Card(st.Order.Word)
	if ok {
		st.Cost = c.AP
	}
	return r.data.Why(t, st.Unit, st.Target, st.Order.Word)
}

// resolve plays the card: out of the hand, its effect, what the enemy
// may counter.
func (r rules) resolve(t *orders.Table, env orders.Env, st *orders.Step) error {
	u, target := st.Unit, st.Target
	if err := r.data.Why(t, u, target, st.Order.Word); err != nil {
		return err
	}
	c, _ := r.data.Card(st.Order.Word)
	side, enemy := u.Side, 1-u.Side
	idx := r.data.index(c.ID)
	out := orders.Outcome{By: t.Sides[side], Sets: r.takeOut(t, side, idx)}
	played := CardPlayed{RuleID: Rule, Side: t.Sides[side].ID, Unit: u.ID, Card: c.ID, Name: c.Name, What: r.data.what(c)}
	amount := 0
	switch c.Effect {
	case GainAP:
		amount = int(c.Value)
		out.Sets = append(out.Sets, orders.Granted{Side: side, AP: amount})
	case NextAP:
		out.Sets = append(out.Sets, setSide(t, side, markNext, sideMark(t, side, markNext)+int(c.Value)))
	case DrainAP:
		amount = min(int(c.Value), t.Sides[enemy].AP)
		out.Sets = append(out.Sets, orders.Paid{Side: enemy, AP: amount})
	case PinTN:
		out.Sets = append(out.Sets, setSide(t, side, markPin, sideMark(t, side, markPin)+int(c.Value)))
	case CancelAP:
		out.Sets = append(out.Sets, setSide(t, enemy, markCancel, sideMark(t, enemy, markCancel)+int(c.Value)))
	case Counter:
		sets, ev := r.counter(t, side)
		out.Sets = append(out.Sets, sets...)
		played.Countered = ev
	default: // a unit effect: its value (Second wind's 1; a reach's in tenths of an inch)
		played.On = target.ID
		v := max(int(c.Value), 1)
		if c.Effect == Reach {
			v = int(c.Value * 10)
		}
		out.Sets = append(out.Sets, setUnit(target.ID, unitMark(c.Effect), v))
	}
	if c.Effect != Counter {
		out.Sets = append(out.Sets, setSide(t, side, markLast, idx+1), setSide(t, side, markLastUnit, unitIndex(t, target)+1),
			setSide(t, side, markLastAmount, amount), setSide(t, enemy, markOpen+EnemyCardPlayed, 1))
	}
	out.Events = []combat.Event{played}
	return env.Apply(out)
}

// unitIndex is u's place in the table's units, −1 for nil.
func unitIndex(t *orders.Table, u *orders.Unit) int {
	if u == nil {
		return -1
	}
	return slices.Index(t.Units, u)
}

// takeOut are the sets that take card idx out of side's hand, the cards
// after it moving up.
func (r rules) takeOut(t *orders.Table, side, idx int) []orders.Set {
	hand := r.data.Hand(t.Mark, t.Sides[side].ID)
	var sets []orders.Set
	k := 1
	taken := false
	for _, c := range hand {
		if !taken && c == r.data.Deck[idx] {
			taken = true
			continue
		}
		sets = append(sets, setSide(t, side, markHand+strconv.Itoa(k), r.data.index(c.ID)+1))
		k++
	}
	return append(sets, setSide(t, side, markHand+strconv.Itoa(k), 0))
}

// counter are the sets that cancel what is left of the card the enemy of
// side played last (Counter-manoeuvre): the AP it gained taken back (as
// many as it has), the AP it drained given back, the marks it left
// taken off; and the card's id, for the log.
func (r rules) counter(t *orders.Table, side int) ([]orders.Set, string) {
	enemy := 1 - side
	last := sideMark(t, enemy, markLast)
	if last <= 0 || last > len(r.data.Deck) {
		return nil, ""
	}
	c := r.data.Deck[last-1]
	amount := sideMark(t, enemy, markLastAmount)
	sets := []orders.Set{setSide(t, enemy, markLast, 0), setSide(t, enemy, markLastUnit, 0), setSide(t, enemy, markLastAmount, 0),
		setSide(t, side, markOpen+EnemyCardPlayed, 0)}
	v := int(c.Value)
	switch c.Effect {
	case GainAP:
		sets = append(sets, orders.Paid{Side: enemy, AP: amount})
	case NextAP:
		sets = append(sets, setSide(t, enemy, markNext, max(sideMark(t, enemy, markNext)-v, 0)))
	case DrainAP:
		sets = append(sets, orders.Granted{Side: side, AP: amount})
	case PinTN:
		sets = append(sets, setSide(t, enemy, markPin, max(sideMark(t, enemy, markPin)-v, 0)))
	case CancelAP:
		sets = append(sets, setSide(t, side, markCancel, max(sideMark(t, side, markCancel)-v, 0)))
	default:
		if i := sideMark(t, enemy, markLastUnit) - 1; i >= 0 && i < len(t.Units) {
			sets = append(sets, setUnit(t.Units[i].ID, unitMark(c.Effect), 0))
		}
	}
	return sets, c.ID
}

// shot: Pin them! on the shooter's side's pinning tests; Steady aim's
// dice on the shooter's next shot; Take cover!'s TN and Grit your teeth's
// wound TN on shots at a model holding them.
func (r rules) shot(t *orders.Table, u *orders.Unit, _ geom.Base, target *orders.Unit, a *combat.RangedAttack) {
	if u.Side >= 0 && u.Side < len(t.Sides) {
		if v := sideMark(t, u.Side, markPin); v > 0 {
			a.PinMods = append(a.PinMods, combat.Modifier{RuleID: Rule, What: "Pin them!", On: combat.OnTN, Value: v})
		}
	}
	if v := held(t.Mark, u.ID, ShotDice); v > 0 {
		a.Mods = append(a.Mods, combat.Modifier{RuleID: Rule, What: "a tactics card's dice", On: combat.OnDice, Value: v})
	}
	if target == nil {
		return
	}
	if v := held(t.Mark, target.ID, HitTN); v > 0 {
		a.Mods = append(a.Mods, combat.Modifier{RuleID: Rule, What: "the target's tactics card", On: combat.OnTN, Value: v})
	}
	if v := held(t.Mark, target.ID, WoundTN); v > 0 {
		a.WoundMods = append(a.WoundMods, combat.Modifier{RuleID: Rule, What: "the target's tactics card", On: combat.OnTN, Value: v})
	}
}

// melee: a card's CC dice on the attacker's next close-combat attack.
func (r rules) melee(t *orders.Table, u, _ *orders.Unit, a *combat.CCAttack) {
	if v := held(t.Mark, u.ID, MeleeDice); v > 0 {
		a.Mods = append(a.Mods, combat.Modifier{RuleID: Rule, What: "a tactics card's dice", On: combat.OnDice, Value: v})
	}
}

// mover: a card's inches on the model's next move, run or charge.
func (r rules) mover(t *orders.Table, u *orders.Unit, mv *move.Mover) {
	if v := held(t.Mark, u.ID, Reach); v > 0 {
		mv.Extra += float64(v) / 10
	}
}

// moves reports whether step st moves its unit as a card's reach counts
// a move: a move, a run or a charge.
func moves(st *orders.Step) bool {
	v := st.Order.Verb
	return v == orders.Move || v == orders.Run || v == orders.Charge
}

// spend uses the unit effects up as their model acts: any order of its
// beginning (a card played on it aside) ends Take cover! and Grit your
// teeth; a move, run or charge carried out uses the reach; an attack or
// a charge the CC dice; a run carried out with Second wind gets back the
// Body it cost.
func (r rules) spend(t *orders.Table, env orders.Env, st *orders.Step, m orders.Moment) error {
	u := st.Unit
	if st.Order.Verb == Play {
		return nil
	}
	var out orders.Outcome
	switch m {
	case orders.StepBegun:
		for _, e := range []string{HitTN, WoundTN} {
			if held(t.Mark, u.ID, e) != 0 {
				out.Sets = append(out.Sets, setUnit(u.ID, unitMark(e), 0))
			}
		}
		if st.Order.Verb == orders.Run && held(t.Mark, u.ID, SecondWind) != 0 {
			out.Sets = append(out.Sets, setUnit(u.ID, markWind, u.F.Fatigue+1))
		}
	case orders.StepResolved:
		if moves(st) && held(t.Mark, u.ID, Reach) != 0 {
			out.Sets = append(out.Sets, setUnit(u.ID, unitMark(Reach), 0))
		}
		if (st.Order.Verb == orders.Attack || st.Order.Verb == orders.Charge) && held(t.Mark, u.ID, MeleeDice) != 0 {
			out.Sets = append(out.Sets, setUnit(u.ID, unitMark(MeleeDice), 0))
		}
		if was := t.Mark(u.ID, markWind); st.Order.Verb == orders.Run && was > 0 {
			out.Sets = append(out.Sets, setUnit(u.ID, markWind, 0), setUnit(u.ID, unitMark(SecondWind), 0))
			if u.F.Fatigue > was-1 && u.F.Alive() {
				now := u.F.Condition
				now.Fatigue = was - 1
				out.Changes = []combat.Change{{ID: u.ID, Now: now}}
				out.Events = []combat.Event{SecondWindKept{RuleID: Rule, Unit: u.ID, Body: u.F.Fatigue - now.Fatigue}}
			}
		}
	}
	if len(out.Sets) == 0 && len(out.Changes) == 0 {
		return nil
	}
	return env.Apply(out)
}

// observe opens and closes the triggers and takes the effects' dues: an
// enemy model wounded or pinned opens that trigger for the other side;
// a side's declaration that is no card closes its triggers (a Waiting
// model's reaction aside); a shot's roll to hit uses the shooter's card
// dice; a side's cancel under the enemy's Comms blackout costs more.
func (r rules) observe(t *orders.Table, env orders.Env, e combat.Event, _ *orders.Side) error {
	switch e := e.(type) {
	case combat.Wounded:
		if u := t.Unit(e.Unit); u != nil && u.Side >= 0 && !u.Objective && e.Wounds > 0 {
			return r.open(t, env, 1-u.Side, EnemyWounded)
		}
	case combat.StateChanged:
		if u := t.Unit(e.Unit); u != nil && u.Side >= 0 && (e.State == combat.PinnedByHit || e.State == combat.PinnedByMiss) {
			return r.open(t, env, 1-u.Side, EnemyPinned)
		}
	case combat.Roll:
		if e.Kind == combat.HitRoll && e.Arm == combat.Gun && held(t.Mark, e.By, ShotDice) != 0 {
			return env.Apply(orders.Sets(setUnit(e.By, unitMark(ShotDice), 0)))
		}
	case orders.Declared:
		return r.declared(t, env, e)
	}
	return nil
}

// open opens trigger for side, if it is not.
func (r rules) open(t *orders.Table, env orders.Env, side int, trigger string) error {
	if side < 0 || side >= len(t.Sides) || sideMark(t, side, markOpen+trigger) != 0 {
		return nil
	}
	return env.Apply(orders.Sets(setSide(t, side, markOpen+trigger, 1)))
}

// declared answers a side's declaration: a cancel under Comms blackout
// pays the more; any declaration that is not a card (nor a reaction)
// closes the side's triggers, and the enemy's card it could have
// countered is beyond countering.
func (r rules) declared(t *orders.Table, env orders.Env, d orders.Declared) error {
	s := t.SideOf(d.Side)
	if s == nil || d.Reaction || playsCard(d.Steps) {
		return nil
	}
	side := s.Index
	var out orders.Outcome
	if v := sideMark(t, side, markCancel); d.Cancel && v > 0 {
		paid := min(v, s.AP)
		out.Sets = append(out.Sets, orders.Paid{Side: side, AP: paid}, setSide(t, side, markCancel, 0))
		out.Events = append(out.Events, BlackoutPaid{RuleID: Rule, Side: s.ID, AP: paid})
	}
	for _, tr := range Triggers[1:] {
		if sideMark(t, side, markOpen+tr) != 0 {
			out.Sets = append(out.Sets, setSide(t, side, markOpen+tr, 0))
		}
	}
	if sideMark(t, 1-side, markLast) != 0 {
		out.Sets = append(out.Sets, setSide(t, 1-side, markLast, 0), setSide(t, 1-side, markLastUnit, 0), setSide(t, 1-side, markLastAmount, 0))
	}
	if len(out.Sets) == 0 {
		return nil
	}
	return env.Apply(out)
}

// playsCard reports whether a declaration, as the log writes its steps,
// plays a card.
func playsCard(steps []string) bool {
	for _, s := range steps {
		if f := strings.Fields(s); len(f) >= 2 && f[1] == string(Play) {
			return true
		}
	}
	return false
}

// reserves adds the AP the side's Reserves keep for this round.
func (r rules) reserves(t *orders.Table, env orders.Env, side, ap int) (int, error) {
	v := sideMark(t, side, markNext)
	if v <= 0 {
		return ap, nil
	}
	err := env.Apply(orders.Outcome{Sets: []orders.Set{setSide(t, side, markNext, 0)},
		Events: []combat.Event{ReservesIn{RuleID: Rule, Side: t.Sides[side].ID, AP: v}}})
	return ap + v, err
}

// draw begins an AP round: the round's effects and triggers gone, the
// round-start trigger open, and each side draws one card per living
// Squad Leader (XS-08, GW-INIT-01), into its hand or, when that is full,
// onto the discards.
func (r rules) draw(t *orders.Table, env orders.Env, round int) error {
	var sets []orders.Set
	for i := range t.Sides {
		for _, tr := range Triggers[1:] {
			sets = append(sets, setSide(t, i, markOpen+tr, map[bool]int{true: 1}[tr == RoundStart]))
		}
		sets = append(sets, setSide(t, i, markPin, 0), setSide(t, i, markLast, 0), setSide(t, i, markLastUnit, 0), setSide(t, i, markLastAmount, 0))
	}
	for _, u := range t.Units {
		for _, e := range unitEffects {
			if t.Mark(u.ID, unitMark(e)) != 0 {
				sets = append(sets, setUnit(u.ID, unitMark(e), 0))
			}
		}
	}
	if err := env.Apply(orders.Sets(sets...)); err != nil {
		return err
	}
	for i, s := range t.Sides {
		leaders := 0
		for _, u := range t.Units {
			if u.Side == i && u.Alive() && u.F.SquadLeader {
				leaders++
			}
		}
		for range leaders {
			if err := r.drawOne(t, env, i, round); err != nil {
				return fmt.Errorf("%s draws a tactics card: %w", s.ID, err)
			}
		}
	}
	return nil
}

// drawOne draws side's next card: one of the cards left in its deck, each
// as likely, picked with the match's dice (D6s, Pick); the deck shuffled
// again from the discards when it is empty.
func (r rules) drawOne(t *orders.Table, env orders.Env, side, round int) error {
	id := t.Sides[side].ID
	hand := r.data.Hand(t.Mark, id)
	left := r.left(t, id)
	if len(left) == 0 {
		var sets []orders.Set
		for i, c := range r.data.Deck {
			if !slices.Contains(hand, c) {
				sets = append(sets, setSide(t, side, markGone+strconv.Itoa(i), 0))
			}
		}
		if err := env.Apply(orders.Outcome{Sets: sets, Events: []combat.Event{DeckShuffled{RuleID: Rule, Side: id}}}); err != nil {
			return err
		}
		if left = r.left(t, id); len(left) == 0 {
			return nil // every card is in the hand
		}
	}
	k, err := Pick(env.Dice(), len(left), fmt.Sprintf("%s tactics card draw (%s)", id, Rule))
	if err != nil {
		return err
	}
	i := left[k]
	c := r.data.Deck[i]
	drawn := CardDrawn{RuleID: Rule, Side: id, Round: round, Card: c.ID, Name: c.Name, Discarded: len(hand) >= r.data.HandMax, Hand: len(hand)}
	sets := []orders.Set{setSide(t, side, markGone+strconv.Itoa(i), 1)}
	if !drawn.Discarded {
		drawn.Hand++
		sets = append(sets, setSide(t, side, markHand+strconv.Itoa(drawn.Hand), i+1))
	}
	return env.Apply(orders.Outcome{Sets: sets, Events: []combat.Event{drawn}})
}

// left are the places of the cards still in side id's deck, in deck
// order.
func (r rules) left(t *orders.Table, id string) []int {
	var out []int
	for i := range r.data.Deck {
		if t.Mark(id, markGone+strconv.Itoa(i)) == 0 {
			out = append(out, i)
		}
	}
	return out
}

// Pick is a number from 0 to n−1, each as likely, from the match's D6s:
// one die for n up to 6, two read as 0 to 35 for more (n ≤ 36), each
// roll beyond the largest multiple of n rolled again.
func Pick(src dice.Source, n int, why string) (int, error) {
	if n <= 1 {
		return 0, nil
	}
	for {
		a, err := src.D6(why)
		if err != nil {
			return 0, err
		}
		v, span := a-1, 6
		if n > 6 {
			b, err := src.D6(why)
			if err != nil {
				return 0, err
			}
			v, span = (a-1)*6+b-1, 36
		}
		if v < span-span%n {
			return v % n, nil
		}
	}
}
