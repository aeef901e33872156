package melee

import (
	"fmt"
	"strings"

	"github.com/krygothic/krygothic/rules/combat"
	"github.com/krygothic/krygothic/rules/facet"
	"github.com/krygothic/krygothic/rules/geom"
	"github.com/krygothic/krygothic/rules/orders"
)

// Module is the melee module's entry in the registry (rules/modules).
var Module = facet.Entry{
	Info: facet.Info{ID: Rule, Name: Name,
		Sources: []string{"SW-CC-04", "SW-CC-05", "SW-CC-06", "SW-CC-07", "SW-CC-08", "SW-CC-09", "SW-CC-10", "SW-CC-11",
			"SW-CC-EX1", "SW-CC-EX2", "SW-CC-EX3", "GW-ASN-02", "GW-ASN-06", "GW-ASN-07", "GW-ASN-08", "GW-TRG-05",
			"RPG-MEL-03", "RPG-MEL-04", "RPG-MEL-05", "RPG-PROP-01", "RPG-PROP-02", "RPG-PROP-03", "RPG-PROP-04", "RPG-PROP-05"},
		Summary: "Close-combat extras: gang-up (+1 CC for each other model of the side that attacked the same target this AP " +
			"round); follow-up (a model whose attack removes its last close-combat opponent may move half its Speed at once, " +
			"free: \"follow\"); weapon traits (modules.yaml): reach (a spear strikes from 1\" away), two-handed (+1 Strength, " +
			"cannot Parry), blunt (ignores half the armour, rounded down), electric (the shock runs on into every other model " +
			"touching the target), fiery (wound TN -1, burns away two AP rounds after it is lit); berserk (\"berserk\", an " +
			"all-in attack at +2 CC, after which the model counts as Body 0 until its next order)."},
	Load: load,
	Keys: []facet.Binding{berserkKey, followKey},
}

// The module's keys.
var (
	berserkKey = facet.Binding{Action: "berserk", Default: "shift+k", Hint: "berserk", Rank: 14,
		About: "order: an all-in close-combat attack at +2 CC; the model counts as Body 0 until its next order (the melee module)"}
	followKey = facet.Binding{Action: "follow_up", Default: "shift+f", Hint: "follow up", Rank: 6,
		About: "order: the free follow-up move, half the Speed, of a model that has just removed its last close-combat opponent (the melee module)"}
)

// module is the melee module as it plays with one content's data.
type module struct {
	rules
}

// load reads the module's data from the content.
func load(d facet.Data) facet.Loaded { return &module{rules{data: read(d)}} }

// The facets the module hands the game.
var (
	_ facet.Keys     = (*module)(nil)
	_ facet.Orders   = (*module)(nil)
	_ facet.Phrases  = (*module)(nil)
	_ facet.Previews = (*module)(nil)
	_ facet.Badges   = (*module)(nil)
	_ facet.States   = (*module)(nil)
	_ facet.Aiming   = (*module)(nil)
	_ facet.Brain    = (*module)(nil)
)

// Rules are its order rules.
func (m *module) Rules() orders.Module { return Rules(m.data) }

// Keys: Shift+K makes a berserk attack, offered while the selected model
// touches an enemy; Shift+F follows up, offered while it may.
func (m *module) Keys() []facet.Key {
	return []facet.Key{
		{Binding: berserkKey,
			Verbs:   func(facet.Reader, orders.Unit) []orders.Verb { return []orders.Verb{Berserk} },
			Offered: func(r facet.Reader, u orders.Unit) bool { return m.foeInReach(r.Units(), u) }},
		{Binding: followKey,
			Verbs:   func(facet.Reader, orders.Unit) []orders.Verb { return []orders.Verb{Follow} },
			Offered: func(r facet.Reader, u orders.Unit) bool { return r.Mark(u.ID, FollowMark) > 0 },
			Nothing: "No follow-up: only a model whose attack has just removed its last close-combat opponent follows up"},
	}
}

// foeInReach reports whether an enemy of u's stands within its
// weapon's reach (base contact without a reach weapon).
func (m *module) foeInReach(units []orders.Unit, u orders.Unit) bool {
	reach := geom.ContactDistance
	if m.data.Has(weaponID(&u), Reach) {
		reach += m.data.ReachInches
	}
	for i := range units {
		e := &units[i]
		if e.Side != u.Side && e.Side >= 0 && !e.Objective && e.Alive() && geom.Distance(u.Base, e.Base) <= reach {
			return true
		}
	}
	return false
}

// Verb: berserk aims at an enemy, a follow-up at a point.
func (m *module) Verb(v orders.Verb) (facet.Verb, bool) {
	switch v {
	case Berserk:
		return facet.Verb{Words: "go berserk against", Label: "berserk attack", Aim: facet.Enemy, Choices: berserkChoices}, true
	case Follow:
		return facet.Verb{Words: "follow up to", Label: "follow-up move", Aim: facet.Point}, true
	}
	return facet.Verb{}, false
}

// berserkChoices are the attacks u may make berserk, the weapon first
// (a punch for a model without one); a special attack only for a model
// that has one.
func berserkChoices(_ facet.Reader, u, _ orders.Unit) []string {
	if len(u.F.Attacks) > 0 {
		return BerserkWords
	}
	return BerserkWords[:len(BerserkWords)-1]
}

// Phrase: "go berserk against Cultist 2", "follow up".
func (m *module) Phrase(_, verb string, args []string) ([]facet.Part, bool) {
	switch orders.Verb(verb) {
	case Berserk:
		if len(args) != 2 {
			return nil, false
		}
		with := ""
		if args[1] != "weapon" {
			with = " (" + args[1] + ")"
		}
		return []facet.Part{facet.Words("go berserk against "), facet.Unit(args[0]), facet.Words(with)}, true
	case Follow:
		return []facet.Part{facet.Words("follow up")}, true
	}
	return nil, false
}

// Rows: an attack, charge or berserk attack says what the extras add,
// with the exact odds the attack is rolled at; a berserk attack its odds
// as a plain attack and its price; a follow-up how far it may go.
func (m *module) Rows(r facet.Reader, u orders.Unit, o orders.Order, p orders.Preview) []facet.Row {
	switch o.Verb {
	case Follow:
		return []facet.Row{{Place: facet.UnderCost, Tone: facet.Dim,
			Note: fmt.Sprintf("A free move of up to %s\" (%s of its Speed) after removing its last close-combat opponent (XS-16).", trim(m.data.FollowShare*float64(u.F.Stats.Speed.Dice())), share(m.data.FollowShare))}}
	case orders.Attack, orders.Charge, Berserk:
	default:
		return nil
	}
	var rows []facet.Row
	if p.Odds != nil && p.Err == nil {
		if terms := m.extras(r, u, o); len(terms) > 0 {
			rows = append(rows, facet.Row{Place: facet.UnderOdds, Tone: facet.Warning, Terms: append(terms, facet.Term{
				Text: fmt.Sprintf("wound %.1f%% · %.2f wounds", 100*(1-p.Odds.Wounds[0]), p.Odds.MeanWounds()),
				Tip:  "The exact odds of this attack with the close-combat extras, as it will be rolled (XS-16).",
			})})
		}
	}
	if d, ok := p.Detail.(*BerserkDetail); ok && o.Verb == Berserk {
		rows = append(rows, facet.Row{Place: facet.UnderOdds, Tone: facet.Warning, Terms: []facet.Term{{
			Text: fmt.Sprintf("as a plain attack: wound %.1f%% · %.2f wounds", 100*(1-d.Plain.Wounds[0]), d.Plain.MeanWounds()),
			Tip:  "The same attack without going berserk.",
		}}}, facet.Row{Place: facet.UnderCost, Tone: facet.Bad,
			Note: fmt.Sprintf("All in: +%d CC; until its next order the model counts as Body 0 (its armour still counts) against every attack (XS-16, GW-ASN-08).", m.data.BerserkCC)})
	}
	return rows
}

// extras are the terms of the extras an attack by u of order o gets:
// the gang-up, berserk, the weapon's traits, a berserk target.
func (m *module) extras(r facet.Reader, u orders.Unit, o orders.Order) []facet.Term {
	var out []facet.Term
	tg, ok := r.Unit(o.Target)
	if !ok {
		return nil
	}
	if n := m.ganged(r, u, tg); n > 0 && m.data.GangUp > 0 {
		out = append(out, facet.Term{Text: fmt.Sprintf("gang-up +%d CC", n*m.data.GangUp),
			Tip: fmt.Sprintf("%d other model(s) of the side attacked this target this AP round: +%d CC each (XS-16).", n, m.data.GangUp)})
	}
	if o.Verb == Berserk || r.Mark(u.ID, BerserkMark) > 0 {
		out = append(out, facet.Term{Text: fmt.Sprintf("berserk +%d CC", m.data.BerserkCC), Tip: "An all-in attack (XS-16, GW-ASN-08)."})
	}
	attack := o.Attack
	if o.Verb == Berserk {
		attack = BerserkAttack(&u, o.Word)
	}
	if attack == combat.UseWeapon {
		for _, tr := range traits {
			if m.data.Has(weaponID(&u), tr) {
				out = append(out, facet.Term{Text: tr, Tip: m.traitTip(tr, &u, &tg)})
			}
		}
	}
	if m.data.Has(weaponID(&tg), TwoHanded) {
		out = append(out, facet.Term{Text: "no parry", Tip: "The target's two-handed weapon cannot Parry (XS-16)."})
	}
	if r.Mark(tg.ID, BerserkMark) > 0 {
		out = append(out, facet.Term{Text: "target Body 0", Tip: "The target went berserk: it counts as Body 0 until its next order (XS-16)."})
	}
	return out
}

// traitTip says what trait tr does to an attack by u on tg.
func (m *module) traitTip(tr string, u, tg *orders.Unit) string {
	switch tr {
	case Reach:
		return fmt.Sprintf("Strikes from up to %s\" away (XS-16, RPG-PROP-04).", trim(m.data.ReachInches))
	case TwoHanded:
		return fmt.Sprintf("+%d Strength; it cannot Parry (XS-16, RPG-PROP-03).", m.data.TwoHandedStrength)
	case Blunt:
		return fmt.Sprintf("Ignores half the armour, rounded down: %d of the target's (XS-16, RPG-MEL-03).", BluntIgnores(&tg.F, u.F.Melee))
	case Electric:
		return "A wounding blow's shock runs on: every other model touching the target rolls the wounds dealt, shared between them and the target (rounded up), as wound dice (XS-16, RPG-PROP-01)."
	case Fiery:
		return fmt.Sprintf("Wound TN %+d; lit by its first blow, it burns away after %d AP round end(s) (XS-16, RPG-PROP-02).", m.data.FieryTN, m.data.FieryRounds)
	}
	return ""
}

// ganged counts the other models of u's side that attacked tg in close
// combat this AP round, as the table remembers them.
func (m *module) ganged(r facet.Reader, u, tg orders.Unit) int {
	key := gangPrefix + tg.ID
	n := 0
	for _, f := range r.Units() {
		if f.ID != u.ID && f.Side == u.Side && r.Mark(f.ID, key) > 0 {
			n++
		}
	}
	return n
}

// share writes a share of Speed in words.
func share(f float64) string {
	if f == 0.5 {
		return "half"
	}
	return fmt.Sprintf("%g", f)
}

// Badges: "Z" berserk, "F" may follow up, "*" a burning weapon.
func (m *module) Badges(r facet.Reader, u orders.Unit) []facet.Badge {
	var out []facet.Badge
	if r.Mark(u.ID, BerserkMark) > 0 {
		out = append(out, facet.Badge{Text: "Z", Tone: facet.Bad})
	}
	if r.Mark(u.ID, FollowMark) > 0 {
		out = append(out, facet.Badge{Text: "F", Tone: facet.Good})
	}
	if r.Mark(u.ID, LitMark) > 0 {
		out = append(out, facet.Badge{Text: "*", Tone: facet.Warning})
	}
	return out
}

// States: the marks in words, and the weapon's traits.
func (m *module) States(r facet.Reader, u orders.Unit) []string {
	var out []string
	if r.Mark(u.ID, BerserkMark) > 0 {
		out = append(out, "berserk: counts as Body 0 until its next order (XS-16)")
	}
	if r.Mark(u.ID, FollowMark) > 0 {
		out = append(out, "may follow up: a free move of half its Speed (XS-16)")
	}
	if lit := r.Mark(u.ID, LitMark); lit > 0 {
		out = append(out, fmt.Sprintf("weapon alight: burns away after %d more AP round end(s) (XS-16)", max(m.data.FieryRounds-lit+1, 1)))
	}
	var trs []string
	for _, tr := range traits {
		if m.data.Has(weaponID(&u), tr) {
			trs = append(trs, tr)
		}
	}
	if len(trs) > 0 {
		out = append(out, fmt.Sprintf("%s: %s (XS-16)", strings.ToLower(u.F.Melee.Name), strings.Join(trs, ", ")))
	}
	return out
}

// Lines: none.
func (m *module) Lines(facet.Reader, orders.Unit) []string { return nil }

// Aimed: a follow-up shows how far it may go; a reach attack the reach.
func (m *module) Aimed(_ facet.Reader, u orders.Unit, o orders.Order, _ orders.Preview, tone facet.Tone) []facet.Shape {
	switch {
	case o.Verb == Follow:
		return []facet.Shape{{Kind: facet.Ring, At: u.Base.Centre, Radius: m.data.FollowShare * float64(u.F.Stats.Speed.Dice()), Width: 2, Tone: tone, Label: "follow-up"}}
	case (o.Verb == orders.Attack || o.Verb == Berserk) && m.data.Has(weaponID(&u), Reach):
		return []facet.Shape{{Kind: facet.Ring, At: u.Base.Centre, Radius: u.Base.Radius + m.data.ReachInches, Width: 2, Tone: tone, Label: "reach"}}
	}
	return nil
}
