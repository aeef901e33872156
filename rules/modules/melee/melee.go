// Package melee is rule module XS-16, close-combat extras (RULES-INVENTORY
// §7; SWOMP's multiple attackers and follow-up, SW-CC-04..11, the gang
// war's Berserker, GW-ASN-08, the RPG chapter's weapon types and
// properties, RPG-MEL-03..05 and RPG-PROP-01..05):
//
//   - gang-up: an attacker gains +1 CC for each other model of its side
//     that has attacked the same target in close combat earlier this AP
//     round;
//   - follow-up: a model whose attack removes (or downs) its last
//     close-combat opponent may move half its Speed at once, free
//     ("U follow X Y", 0 AP), until its next order;
//   - reach weapons (a spear) strike from 1" away; two-handed weapons
//     give +1 Strength and cannot Parry; blunt weapons ignore half the
//     armour (rounded down); an electric weapon's shock runs on into
//     every other model touching its target; a fiery weapon wounds at
//     −1 TN and burns away two AP rounds after it is lit;
//   - berserk: "U berserk T", an all-in attack at +2 CC after which the
//     model counts as Body 0 (armour still counts) until its next order.
//
// See docs/modules.md.
package melee

import (
	"cmp"
	"fmt"
	"math"
	"slices"
	"strings"

	"github.com/krygothic/krygothic/rules/combat"
	"github.com/krygothic/krygothic/rules/content"
	"github.com/krygothic/krygothic/rules/geom"
	"github.com/krygothic/krygothic/rules/orders"
	"github.com/krygothic/krygothic/rules/refusal"
)

// Name is the module's short name, as scenarios and flags name it.
const Name = "melee"

// Rule is the module's rule ID, cited by its modifiers, events and
// refusals.
const Rule = "XS-16"

// The module's orders.
const (
	// Berserk is "U berserk T ATTACK" (ATTACK one of BerserkWords): an
	// all-in close-combat attack.
	Berserk orders.Verb = "berserk"
	// Follow is "U follow X Y": the free follow-up move after a kill.
	Follow orders.Verb = "follow"
)

// BerserkWords are the attacks a berserk order may make, as the orders
// format writes them: "weapon" strikes with the model's close-combat
// weapon (its special attack, or a punch, when it has none that works).
var BerserkWords = []string{"weapon", "punch", "kick", "headbutt", "legsweep", "special"}

// The table marks of the module.
const (
	// BerserkMark: the model went berserk and counts as Body 0 until its
	// next order (1).
	BerserkMark = "berserk"
	// FollowMark: the model may follow up (1).
	FollowMark = "follow-up"
	// LitMark: the model's fiery weapon burns: 1 + the AP round ends it
	// has burnt through.
	LitMark = "weapon alight"
	// woundsMark (on an attack's target) is 1 + its wounds as the attack
	// began.
	woundsMark = "melee-wounds"
	// gangPrefix + a target's ID (on an attacker): it attacked that
	// target in close combat this AP round (1).
	gangPrefix = GangPrefix
)

// GangPrefix + a target's ID is the mark of a model that attacked that
// target in close combat this AP round (1): the gang-up counts them.
const GangPrefix = "attacked "

// The states the module's events put a model in.
const (
	BerserkState  combat.State = "gone berserk: +2 CC, Body 0 until its next order"
	FollowState   combat.State = "may follow up: a free move of half its Speed"
	LitState      combat.State = "weapon alight"
	BurntOutState combat.State = "weapon burnt away"
)

// rules are the module's order rules with its data.
type rules struct {
	data Data
	core *orders.Kind // the core's attack, which berserk is
	walk *orders.Kind // the core's move, which a follow-up is
}

// Rules are the module's order rules with data d.
func Rules(d Data) orders.Module {
	core := orders.Core()
	r := &rules{data: d, core: core.Kind(orders.Attack), walk: core.Kind(orders.Move)}
	return orders.Module{Name: Name,
		Kinds: []*orders.Kind{
			{Verb: Berserk, Category: orders.CloseCombat, Args: orders.TargetWordArgs, Target: true, Words: BerserkWords,
				Plan: r.planBerserk, Begin: r.beginBerserk, Resolve: r.resolveBerserk, Preview: r.previewBerserk},
			// Read as a point, "U follow X Y" (Order.Point): plan refuses a model.
			{Verb: Follow, Category: orders.Movement, Args: orders.TargetOrPointArgs,
				Plan: r.planFollow, Begin: r.walk.Begin, Resolve: r.walk.Resolve},
		},
		Melees:    []orders.MeleeRule{r.melee},
		Shots:     []orders.ShotRule{r.shot},
		Reaches:   []orders.ReachRule{r.reach},
		Triggers:  []orders.Trigger{r.trigger},
		Rounds:    []orders.RoundRule{beginRound},
		RoundEnds: []orders.RoundEndRule{r.burn},
	}
}

// weaponID is the ID of u's working close-combat weapon, "" for none.
func weaponID(u *orders.Unit) string {
	if u.F.Melee == nil || u.F.MeleeBroken {
		return ""
	}
	return u.F.Melee.ID
}

// wields reports whether u attacks with a working weapon of trait tr.
func (r *rules) wields(u *orders.Unit, attack combat.AttackType, tr string) bool {
	return attack == combat.UseWeapon && r.data.Has(weaponID(u), tr)
}

// isAttack reports whether step st makes a close-combat attack: an
// attack, a charge or a berserk attack.
func isAttack(st *orders.Step) bool {
	switch st.Order.Verb {
	case orders.Attack, orders.Charge, Berserk:
		return st.Target != nil
	}
	return false
}

// beginRound: the gang-up counts this AP round's attacks, and a
// follow-up not taken in the round of its kill is gone: both are
// forgotten as a round begins.
func beginRound(t *orders.Table, env orders.Env, _ int) error {
	var keys []orders.MarkKey
	for k := range t.Marks {
		if k.Mark == FollowMark || strings.HasPrefix(k.Mark, gangPrefix) {
			keys = append(keys, k)
		}
	}
	if len(keys) == 0 {
		return nil
	}
	slices.SortFunc(keys, func(a, b orders.MarkKey) int {
		return cmp.Or(strings.Compare(a.Unit, b.Unit), strings.Compare(a.Mark, b.Mark))
	})
	var out orders.Outcome
	for _, k := range keys {
		out.Sets = append(out.Sets, orders.Marked{Key: k})
	}
	return env.Apply(out)
}

// Ganged counts the other models of u's side that have attacked target
// in close combat earlier this AP round (the gang-up).
func Ganged(t *orders.Table, u, target *orders.Unit) int {
	key := gangPrefix + target.ID
	n := 0
	for _, f := range t.Units {
		if f != u && f.Side == u.Side && t.Mark(f.ID, key) > 0 {
			n++
		}
	}
	return n
}

// melee changes a close-combat attack by u on target: the gang-up, a
// berserk attacker's CC, the weapon's traits, a berserk defender's Body.
func (r *rules) melee(t *orders.Table, u, target *orders.Unit, a *combat.CCAttack) {
	if n := Ganged(t, u, target); n > 0 && r.data.GangUp > 0 {
		a.Mods = append(a.Mods, combat.Modifier{RuleID: Rule, What: fmt.Sprintf("gang-up: %d other attacker(s) this round", n), On: combat.OnDice, Value: n * r.data.GangUp})
	}
	if t.Mark(u.ID, BerserkMark) > 0 && r.data.BerserkCC > 0 {
		a.Mods = append(a.Mods, r.berserkMod())
	}
	if r.wields(u, a.Attack, TwoHanded) && r.data.TwoHandedStrength > 0 {
		a.Mods = append(a.Mods, combat.Modifier{RuleID: Rule, What: "two-handed " + strings.ToLower(u.F.Melee.Name), On: combat.OnKeep, Value: r.data.TwoHandedStrength})
	}
	if r.data.Has(weaponID(target), TwoHanded) {
		a.Barred = append(a.Barred, combat.Parry) // a two-handed weapon cannot parry
	}
	if r.wields(u, a.Attack, Blunt) {
		if n := BluntIgnores(&target.F, u.F.Melee); n > 0 {
			a.Mods = append(a.Mods, combat.Modifier{RuleID: Rule, What: "blunt: half the armour ignored", On: combat.OnTN, Value: -n})
		}
	}
	if r.wields(u, a.Attack, Fiery) && r.data.FieryTN != 0 {
		a.Mods = append(a.Mods, combat.Modifier{RuleID: Rule, What: "fiery " + strings.ToLower(u.F.Melee.Name), On: combat.OnTN, Value: r.data.FieryTN})
	}
	if m, ok := bodyZero(t, target); ok {
		a.Mods = append(a.Mods, m)
	}
}

// berserkMod is a berserk attack's CC.
func (r *rules) berserkMod() combat.Modifier {
	return combat.Modifier{RuleID: Rule, What: "berserk", On: combat.OnDice, Value: r.data.BerserkCC}
}

// BluntIgnores is the armour a blunt weapon w ignores of f's: half the
// armour left after w's armour piercing, rounded down (armour 3 → 1
// ignored, 2 still counts).
func BluntIgnores(f *combat.Fighter, w *content.MeleeWeapon) int {
	armour := f.ArmourValue()
	if w != nil && w.Has(content.EffectArmourPiercing) && w.Str > 0 {
		armour -= min(w.Str, armour)
	}
	return armour / 2
}

// bodyZero is the modifier of a wound roll against a berserk model: its
// Body counts as 0, its armour as ever.
func bodyZero(t *orders.Table, target *orders.Unit) (combat.Modifier, bool) {
	if t.Mark(target.ID, BerserkMark) == 0 || target.F.Body() == 0 {
		return combat.Modifier{}, false
	}
	return combat.Modifier{RuleID: Rule, What: "berserk: Body 0", On: combat.OnTN, Value: -target.F.Body()}, true
}

// shot: a shot at a berserk model wounds it as Body 0.
func (r *rules) shot(t *orders.Table, _ *orders.Unit, _ geom.Base, target *orders.Unit, a *combat.RangedAttack) {
	if m, ok := bodyZero(t, target); ok {
		a.WoundMods = append(a.WoundMods, m)
	}
}

// reach: a reach weapon's attack strikes from ReachInches away.
func (r *rules) reach(_ *orders.Table, u, _ *orders.Unit, attack combat.AttackType) float64 {
	if r.wields(u, attack, Reach) {
		return r.data.ReachInches
	}
	return 0
}

// BerserkAttack is the attack type a berserk order with attack word w
// makes: "weapon" with the weapon when u has one that works, else its
// special attack, else a punch.
func BerserkAttack(u *orders.Unit, w string) combat.AttackType {
	at, ok := orders.AttackNamed(w)
	if !ok {
		at = combat.UseWeapon
	}
	if at != combat.UseWeapon || weaponID(u) != "" {
		return at
	}
	if len(u.F.Attacks) > 0 {
		return combat.SpecialAttack
	}
	return combat.Punch
}

// asAttack is berserk step st as the core's attack it makes.
func asAttack(st *orders.Step) *orders.Step {
	s := *st
	s.Order.Attack = BerserkAttack(st.Unit, st.Order.Word)
	return &s
}

// attackOf is the attack type attack step st makes.
func attackOf(st *orders.Step) combat.AttackType {
	if st.Order.Verb == Berserk {
		return BerserkAttack(st.Unit, st.Order.Word)
	}
	return st.Order.Attack
}

// planBerserk checks a berserk attack as the core checks an attack.
func (r *rules) planBerserk(t *orders.Table, st *orders.Step, at *geom.Base) error {
	s := asAttack(st)
	if err := r.core.Plan(t, s, at); err != nil {
		return err
	}
	st.Cost = s.Cost
	return nil
}

// beginBerserk: the model goes berserk as its attack begins.
func (r *rules) beginBerserk(_ *orders.Table, env orders.Env, st *orders.Step) error {
	out := orders.Events(combat.StateChanged{RuleID: Rule, Unit: st.Unit.ID, State: BerserkState})
	out.Sets = orders.Sets(orders.Marked{Key: orders.MarkKey{Unit: st.Unit.ID, Mark: BerserkMark}, Value: 1}).Sets
	return env.Apply(out)
}

// resolveBerserk makes the attack, at +2 CC while berserk.
func (r *rules) resolveBerserk(t *orders.Table, env orders.Env, st *orders.Step) error {
	return r.core.Resolve(t, env, asAttack(st))
}

// berserkAttack is the attack berserk step st makes as things stand,
// with the berserk CC.
func (r *rules) berserkAttack(t *orders.Table, st *orders.Step) combat.CCAttack {
	a := t.CloseCombatAttack(st.Unit, st.Target, BerserkAttack(st.Unit, st.Order.Word), false)
	if t.Mark(st.Unit.ID, BerserkMark) == 0 && r.data.BerserkCC > 0 {
		a.Mods = append(a.Mods, r.berserkMod())
	}
	return a
}

// BerserkDetail is what a berserk order's preview adds (Preview.Detail):
// the odds of the same attack made plainly.
type BerserkDetail struct {
	Plain combat.Odds
}

// previewBerserk: the attack's exact odds at +2 CC, and as a plain
// attack.
func (r *rules) previewBerserk(t *orders.Table, st *orders.Step, p *orders.Preview) {
	fixed := combat.Fixed{DefenceType: st.Target.DefenceType}
	a := r.berserkAttack(t, st)
	odds, err := combat.CCOdds(a, fixed, t.Options.Combat)
	if err != nil {
		return
	}
	p.Odds = &odds
	plain := t.CloseCombatAttack(st.Unit, st.Target, BerserkAttack(st.Unit, st.Order.Word), false)
	if po, err := combat.CCOdds(plain, fixed, t.Options.Combat); err == nil {
		p.Detail = &BerserkDetail{Plain: po}
	}
}

// followReach is how far u may follow up: its share of u's Speed.
func (r *rules) followReach(t *orders.Table, u *orders.Unit, at geom.Base) float64 {
	return r.data.FollowShare * float64(t.Mover(u, at).Speed)
}

// planFollow checks a follow-up: the unit killed its last opponent and has
// given no order since; a walk of at most its share of its Speed; free.
func (r *rules) planFollow(t *orders.Table, st *orders.Step, at *geom.Base) error {
	u := st.Unit
	if !st.Order.Point {
		return refusal.New(Rule, "a follow-up goes to a point of the deck: %s follow X Y", u.ID)
	}
	if t.Mark(u.ID, FollowMark) == 0 || (st.Combo != nil && len(st.Combo.Steps) > 0) {
		return refusal.New(Rule, "%s may follow up only at once after its attack removes its last close-combat opponent", u.ID)
	}
	limit := r.followReach(t, u, *at)
	from := *at
	if err := r.walk.Plan(t, st, at); err != nil {
		return err
	}
	if st.Plan.Length > limit+1e-9 {
		*at = from
		return refusal.New(Rule, "a follow-up moves at most %s\" (half of %s's Speed); this path is %.1f\"", trim(limit), u.ID, st.Plan.Length)
	}
	st.Cost = 0
	return nil
}

// trim writes inches without a needless ".0".
func trim(f float64) string { return strings.TrimSuffix(fmt.Sprintf("%.1f", f), ".0") }

// trigger answers the steps of close combat: any order ends a berserk
// state and a follow-up's chance; an electric attack notes its target's
// wounds as it begins; an attack carried out is remembered for the
// gang-up, may light a fiery weapon, shock the target's neighbours, and
// offer a follow-up.
func (r *rules) trigger(t *orders.Table, env orders.Env, st *orders.Step, m orders.Moment) error {
	u := st.Unit
	switch m {
	case orders.StepBegun:
		var out orders.Outcome
		if t.Mark(u.ID, FollowMark) > 0 {
			out.Sets = append(out.Sets, orders.Marked{Key: orders.MarkKey{Unit: u.ID, Mark: FollowMark}})
		}
		if t.Mark(u.ID, BerserkMark) > 0 && st.Order.Verb != Berserk {
			out.Sets = append(out.Sets, orders.Marked{Key: orders.MarkKey{Unit: u.ID, Mark: BerserkMark}})
		}
		if isAttack(st) && st.Target.Alive() {
			out.Sets = append(out.Sets, orders.Marked{Key: orders.MarkKey{Unit: st.Target.ID, Mark: woundsMark}, Value: st.Target.F.Wounds + 1})
		}
		if len(out.Sets) == 0 {
			return nil
		}
		return env.Apply(out)
	case orders.StepResolved:
		if !isAttack(st) || !u.Alive() {
			return nil
		}
		return r.afterAttack(t, env, st)
	}
	return nil
}

// afterAttack is what an attack carried out leaves (its target alive as
// it began, and in reach now or no longer standing): the gang-up's
// memory, a fiery weapon lit, a follow-up, an electric shock.
func (r *rules) afterAttack(t *orders.Table, env orders.Env, st *orders.Step) error {
	u, tg := st.Unit, st.Target
	w := t.Mark(tg.ID, woundsMark)
	if w == 0 {
		return nil
	}
	out := orders.Sets(orders.Marked{Key: orders.MarkKey{Unit: tg.ID, Mark: woundsMark}})
	attack := attackOf(st)
	if tg.Alive() && !t.InReach(u, u.Base, tg, attack) {
		return env.Apply(out) // the attack was never made
	}
	out.Sets = append(out.Sets, orders.Marked{Key: orders.MarkKey{Unit: u.ID, Mark: gangPrefix + tg.ID}, Value: 1})
	if r.wields(u, attack, Fiery) && t.Mark(u.ID, LitMark) == 0 {
		out.Sets = append(out.Sets, orders.Marked{Key: orders.MarkKey{Unit: u.ID, Mark: LitMark}, Value: 1})
		out.Events = append(out.Events, combat.StateChanged{RuleID: Rule, Unit: u.ID, State: LitState, Good: true})
	}
	if !tg.Alive() && !engaged(t, u) && r.data.FollowShare > 0 {
		out.Sets = append(out.Sets, orders.Marked{Key: orders.MarkKey{Unit: u.ID, Mark: FollowMark}, Value: 1})
		out.Events = append(out.Events, combat.StateChanged{RuleID: Rule, Unit: u.ID, State: FollowState, Good: true})
	}
	if err := env.Apply(out); err != nil {
		return err
	}
	if r.wields(u, attack, Electric) {
		return r.shock(t, env, u, tg, tg.F.Wounds-(w-1))
	}
	return nil
}

// engaged reports whether an enemy model still stands in base contact
// with u.
func engaged(t *orders.Table, u *orders.Unit) bool {
	for _, e := range t.Units {
		if e.Side != u.Side && e.Side >= 0 && !e.Objective && e.Alive() && geom.InContact(u.Base, e.Base) {
			return true
		}
	}
	return false
}

// Touching are the models an electric attack by u on tg shocks: every
// other model in base contact with tg, friend or foe, but u.
func Touching(units []*orders.Unit, u, tg *orders.Unit) []*orders.Unit {
	var out []*orders.Unit
	for _, o := range units {
		if o != u && o != tg && o.Alive() && !o.Objective && geom.InContact(o.Base, tg.Base) {
			out = append(out, o)
		}
	}
	return out
}

// ShockDice are the wound dice each model touching an electric attack's
// target rolls at its own wound TN: the wounds dealt, shared between the
// target and the n models touching it, rounded up.
func ShockDice(dealt, n int) int {
	if dealt <= 0 || n <= 0 {
		return 0
	}
	return int(math.Ceil(float64(dealt) / float64(n+1)))
}

// shock is an electric attack's current running on: each model touching
// the target rolls ShockDice wound dice at its own Body + armour.
func (r *rules) shock(t *orders.Table, env orders.Env, u, tg *orders.Unit, dealt int) error {
	near := Touching(t.Units, u, tg)
	n := ShockDice(dealt, len(near))
	if n == 0 {
		return nil
	}
	res := combat.NewResolver(env.Dice(), t.Options.Combat)
	for _, o := range near {
		f := res.Own(&o.F)
		tn, mods := combat.OwnWoundTN(f, nil)
		w, err := res.Pool(Rule, "electric shock", combat.WoundRoll, f, n, tn, n, mods)
		if err != nil {
			return err
		}
		res.Wound(Rule, f, len(w.Kept))
	}
	out := orders.Of(res.Outcome())
	out.By = t.Sides[u.Side]
	return env.Apply(out)
}

// burn: at each AP round's end a lit weapon burns on; after FieryRounds
// round ends it is gone (the model fights bare-handed).
func (r *rules) burn(t *orders.Table, env orders.Env, _ int, phase orders.RoundPhase) error {
	if phase != orders.RoundEnded {
		return nil
	}
	var out orders.Outcome
	for _, u := range t.Units {
		lit := t.Mark(u.ID, LitMark)
		if lit == 0 || !u.Alive() {
			continue
		}
		if lit < r.data.FieryRounds {
			out.Sets = append(out.Sets, orders.Marked{Key: orders.MarkKey{Unit: u.ID, Mark: LitMark}, Value: lit + 1})
			continue
		}
		now := u.F.Condition
		now.MeleeBroken = true
		out.Sets = append(out.Sets, orders.Marked{Key: orders.MarkKey{Unit: u.ID, Mark: LitMark}})
		out.Changes = append(out.Changes, combat.Change{ID: u.ID, Now: now})
		out.Events = append(out.Events, combat.StateChanged{RuleID: Rule, Unit: u.ID, State: BurntOutState})
	}
	if len(out.Sets) == 0 {
		return nil
	}
	return env.Apply(out)
}
