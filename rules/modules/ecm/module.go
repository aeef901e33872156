package ecm

import (
	"fmt"
	"slices"

	"github.com/krygothic/krygothic/rules/army"
	"github.com/krygothic/krygothic/rules/combat"
	"github.com/krygothic/krygothic/rules/content"
	"github.com/krygothic/krygothic/rules/facet"
	"github.com/krygothic/krygothic/rules/orders"
)

// Module is the ECM module's entry in the registry (rules/modules).
var Module = facet.Entry{
	Info: facet.Info{ID: Rule, Name: Name,
		Sources: []string{"GW-ECM-01", "GW-ECM-02", "GW-FORCE-05", "GW-CMD-08", "GW-CMD-10", "GW-CMD-11", "SW-MISC-02", "KG-AP-01", "KG-CMB-06"},
		Summary: "ECM and communications: orders go out by radio, and the enemy can attack it. A model with a jammer " +
			"(\"jammer: true\" in its army list, 30 points) makes every enemy declaration that orders a unit within 20\" of it " +
			"cost 1 AP more (once a declaration; jammers do not stack). A Special or Elite model with an ECM suite (\"ecm: true\", " +
			"25 points) makes an ECM attack (\"ecm\", 2 AP) on an enemy within 20\": both roll their Mind dice, the best die wins, " +
			"ties and +1 for each model of the target's side between them to the defender; won, it cancels the target's order " +
			"(an interruption: the rest of its combo stops) or breaks its Waiting. Without the module the gear is carried, paid for and idle."},
	Load:    load,
	Keys:    []facet.Binding{attackKey},
	Weights: map[string]float64{attackWeight: 1},
}

// attackKey is the key of the ECM attack order.
var attackKey = facet.Binding{Action: "ecm_attack", Default: "shift+e", Hint: "ECM attack", Rank: 16,
	About: "order: the selected model's ECM attack on an enemy within 20\": cancels its order or breaks its Waiting (the ecm module)"}

// attackWeight is the AI levels' weight of an ECM attack's worth.
const attackWeight = "ecm_attack"

// module is the ECM module as it plays with one content's data.
type module struct {
	rules
}

// load reads the module's data from the content.
func load(d facet.Data) facet.Loaded { return &module{rules{data: read(d)}} }

// The facets the module hands the game.
var (
	_ facet.Armies      = (*module)(nil)
	_ facet.ArmyFields  = (*module)(nil)
	_ facet.Gear        = (*module)(nil)
	_ facet.Keys        = (*module)(nil)
	_ facet.Orders      = (*module)(nil)
	_ facet.Previews    = (*module)(nil)
	_ facet.Standing    = (*module)(nil)
	_ facet.Badges      = (*module)(nil)
	_ facet.States      = (*module)(nil)
	_ facet.Teller      = (*module)(nil)
	_ facet.Phrases     = (*module)(nil)
	_ facet.Brain       = (*module)(nil)
	_ facet.ArmyChoices = (*module)(nil)
)

// Rules are its order rules.
func (m *module) Rules() orders.Module { return Rules(m.data) }

// ArmyFields: "jammer: true" and "ecm: true" in army list entries, read
// whether the module is played or not (the gear is paid for all the same).
func (m *module) ArmyFields() []army.Field {
	return []army.Field{field{name: JammerField, data: &m.data}, field{name: ECMField, data: &m.data}}
}

// ArmyChoices: the army builder offers any model a jammer, and a model
// of a class the data names an ECM suite, at team t's gear price.
func (m *module) ArmyChoices(u *content.Unit, t *content.Team) []facet.ArmyChoice {
	price := func(cost int) int {
		if t == nil {
			return cost
		}
		return t.GearCost(cost)
	}
	out := []facet.ArmyChoice{{Field: JammerField, Values: []string{"", "true"},
		Shown: []string{"no jammer", fmt.Sprintf("jammer (%d pts)", price(m.data.JammerCost))}}}
	if slices.Contains(m.data.Classes, string(u.Class)) {
		out = append(out, facet.ArmyChoice{Field: ECMField, Values: []string{"", "true"},
			Shown: []string{"no ECM suite", fmt.Sprintf("ECM suite (%d pts)", price(m.data.ECMCost))}})
	}
	return out
}

// Need: a model with a jammer or an ECM suite plays without the module,
// and its gear does nothing.
func (m *module) Need(md *army.Model) (facet.Need, string) {
	switch {
	case Has(md, JammerField):
		return facet.Idle, "a jammer (jammer: true), which jams only with the ecm module"
	case Has(md, ECMField):
		return facet.Idle, "an ECM suite (ecm: true), which attacks only with the ecm module"
	}
	return facet.NoNeed, ""
}

// Gear: the jammer and the ECM suite, after a model's armour in its line.
func (m *module) Gear(md *army.Model, slot, piece string) string {
	if slot != facet.MoreGear {
		return piece
	}
	if Has(md, JammerField) {
		piece = join(piece, fmt.Sprintf("jammer %g\" (%s)", m.data.JammerReach, Rule))
	}
	if Has(md, ECMField) {
		piece = join(piece, fmt.Sprintf("ECM suite (%s)", Rule))
	}
	return piece
}

// join adds piece to a list of gear.
func join(list, piece string) string {
	if list == "" {
		return piece
	}
	return list + ", " + piece
}

// Keys: Shift+E, the ECM attack, offered while the selected model
// carries an ECM suite.
func (m *module) Keys() []facet.Key {
	return []facet.Key{{Binding: attackKey,
		Verbs: func(_ facet.Reader, u orders.Unit) []orders.Verb {
			if !Carries(&u, ECMField) {
				return nil
			}
			return []orders.Verb{Attack}
		},
		Offered: func(_ facet.Reader, u orders.Unit) bool { return Carries(&u, ECMField) },
		Nothing: "No ECM suite: the model cannot make an ECM attack"}}
}

// Verb: an ECM attack aims at an enemy.
func (m *module) Verb(v orders.Verb) (facet.Verb, bool) {
	if v != Attack {
		return facet.Verb{}, false
	}
	return facet.Verb{Words: "ECM attack", Aim: facet.Enemy}, true
}

// Rows: an ECM attack's exact chance and what it would spoil; any order
// to a unit in an enemy jammer's reach says why it costs more.
func (m *module) Rows(r facet.Reader, u orders.Unit, o orders.Order, p orders.Preview) []facet.Row {
	var out []facet.Row
	if m.data.JammerAP > 0 && m.jammer(r.Units(), u) != "" {
		out = append(out, facet.Row{Place: facet.UnderCost, Tone: facet.Warning,
			Note: fmt.Sprintf("+%d AP: %s stands within %g\" of an enemy jammer (once a declaration, %s)", m.data.JammerAP, name(r, u.ID), m.data.JammerReach, Rule),
			Tip:  "An enemy jammer makes every declaration that orders a unit within its reach cost 1 AP more, once however many units and jammers (XS-07)."})
	}
	if d, ok := p.Detail.(Preview); ok && o.Verb == Attack {
		bonus := ""
		if d.Between > 0 {
			bonus = fmt.Sprintf(" +%d (models between)", d.Between)
		}
		out = append(out, facet.Row{Place: facet.WithShot, Tone: facet.Warning, Terms: []facet.Term{
			{Text: fmt.Sprintf("Mind %dD against %dD%s", d.Attacker, d.Defender, bonus),
				Tip: "Both roll their Mind dice, a 6 re-rolled and added; the best die counts; the defender adds 1 for each model of its side between; ties to the defender (XS-07, XS-28)."},
			{Text: fmt.Sprintf("wins %.1f%%", 100*d.Chance), Tip: "The exact chance the ECM attack wins its Mind contest."},
			{Text: "won: " + d.Effect.String(), Tip: "Won, it cancels the target's order (an interruption: the rest of its combo stops, +3 AP to you for a combo) or breaks its Waiting; else it does nothing (XS-07)."},
		}})
	}
	return out
}

// name is a unit's name for a row, its ID when the reader does not know it.
func name(r facet.Reader, id string) string {
	if u, ok := r.Unit(id); ok && u.Model != nil && u.Model.Name != "" {
		return u.Model.Name
	}
	return "the model"
}

// jammer is the ID of an enemy jammer whose reach u stands in, among
// units; "" for none.
func (m *module) jammer(units []orders.Unit, u orders.Unit) string {
	for i := range units {
		j := &units[i]
		if j.Side >= 0 && j.Side != u.Side && Working(j) && Within(u.Base, j.Base, m.data.JammerReach) {
			return j.ID
		}
	}
	return ""
}

// ringAlpha is how strongly a jammer's reach is drawn: a faint ring, so
// the deck under it stays readable.
const ringAlpha = 0x90

// Standing: every working jammer shown draws its reach, in its side's
// colour: a model whose base crosses the ring is in reach.
func (m *module) Standing(_ facet.Reader, units []orders.Unit) []facet.Shape {
	var out []facet.Shape
	for i := range units {
		u := &units[i]
		if !Working(u) {
			continue
		}
		out = append(out, facet.Shape{Kind: facet.Ring, At: u.Base.Centre, Radius: u.Base.Radius + m.data.JammerReach, Width: 1.5,
			Sided: true, Side: u.Side, Alpha: ringAlpha, Label: fmt.Sprintf("jammer %g\"", m.data.JammerReach)})
	}
	return out
}

// Badges: a jammer's "JM", an ECM suite's "E".
func (m *module) Badges(_ facet.Reader, u orders.Unit) []facet.Badge {
	var out []facet.Badge
	if Carries(&u, JammerField) {
		out = append(out, facet.Badge{Text: "JM", Tone: facet.Dim})
	}
	if Carries(&u, ECMField) {
		out = append(out, facet.Badge{Text: "E", Tone: facet.Dim})
	}
	return out
}

// States: the gear a model carries.
func (m *module) States(_ facet.Reader, u orders.Unit) []string {
	var out []string
	if Carries(&u, JammerField) {
		out = append(out, fmt.Sprintf("jammer: enemy orders within %g\" cost +%d AP (%s)", m.data.JammerReach, m.data.JammerAP, Rule))
	}
	if Carries(&u, ECMField) {
		out = append(out, fmt.Sprintf("ECM suite: ECM attacks within %g\" (%s)", m.data.AttackReach, Rule))
	}
	return out
}

// Lines: a model in an enemy jammer's reach says its orders cost more.
func (m *module) Lines(r facet.Reader, u orders.Unit) []string {
	if m.data.JammerAP == 0 || m.jammer(r.Units(), u) == "" {
		return nil
	}
	return []string{fmt.Sprintf("Jammed: a declaration ordering it costs +%d AP (%s)", m.data.JammerAP, Rule)}
}

// Tell: an ECM attack and how its contest went.
func (m *module) Tell(ev combat.Event) ([]facet.Sentence, bool) {
	e, ok := ev.(ECMAttacked)
	if !ok {
		return nil, false
	}
	bonus := ""
	if e.Between > 0 {
		bonus = fmt.Sprintf(" + %d for the %s between", e.Between, plural(e.Between, "model", "models"))
	}
	s := facet.Sentence{About: e.Unit, Rule: e.RuleID, Parts: []facet.Part{facet.Unit(e.Unit), facet.Words(" makes an ECM attack on "),
		facet.Unit(e.Target), facet.Words(fmt.Sprintf(": best Mind die %d against %d%s", e.Best, e.Defence, bonus))}}
	if e.Won {
		s.Tone = facet.Good
		s.Parts = append(s.Parts, facet.Words(": it wins and "+e.Effect))
	} else {
		s.Parts = append(s.Parts, facet.Words(": the defence holds"))
	}
	return []facet.Sentence{s}, true
}

// plural is one or other word for n.
func plural(n int, one, more string) string {
	if n == 1 {
		return one
	}
	return more
}

// Phrase: "make an ECM attack on Trooper 2".
func (m *module) Phrase(_, verb string, args []string) ([]facet.Part, bool) {
	if orders.Verb(verb) != Attack || len(args) != 1 {
		return nil, false
	}
	return []facet.Part{facet.Words("make an ECM attack on "), facet.Target(args[0])}, true
}

// Worth of an ECM attack to the AI, as a share of the target's worth,
// times the chance it wins: cutting an order mid-combo spoils what the
// enemy paid for and earns +3 AP; breaking a Waiting model's watch frees
// the side's moves past it.
const (
	cancelShare = 0.35
	unwaitShare = 0.25
	// leastChance is the least chance of winning worth an attempt.
	leastChance = 0.3
)

// Candidates: a model with an ECM suite attacks an enemy in reach that is
// Waiting or has an order running, when its odds pay: the chance it wins
// times a share of the target's worth.
func (m *module) Candidates(a facet.Advisor, u *orders.Unit, consider func(facet.Candidate)) {
	if !Carries(u, ECMField) || !m.data.Uses(u.Model) {
		return
	}
	for _, e := range a.Enemies() {
		if !e.Alive() || !Within(u.Base, e.Base, m.data.AttackReach) {
			continue
		}
		o := orders.Order{Unit: u.ID, Verb: Attack, Target: e.ID}
		p := a.Preview(a.Side(), o)
		d, ok := p.Detail.(Preview)
		if p.Err != nil || !ok || d.Chance < leastChance {
			continue
		}
		share := 0.0
		switch d.Effect {
		case Cancelled:
			share = cancelShare
		case Unwaited:
			share = unwaitShare
		default:
			continue
		}
		consider(facet.Candidate{Order: o, AP: p.AP, Score: a.Weight(attackWeight) * share * d.Chance * a.Value(e)})
	}
}

// Turn: the AI asks the ECM module after the others.
func (m *module) Turn() int { return 8 }
