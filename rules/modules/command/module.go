package command

import (
	"cmp"
	"fmt"
	"slices"

	"github.com/krygothic/krygothic/rules/combat"
	"github.com/krygothic/krygothic/rules/dice"
	"github.com/krygothic/krygothic/rules/facet"
	"github.com/krygothic/krygothic/rules/geom"
	"github.com/krygothic/krygothic/rules/orders"
)

// Module is the command module's entry in the registry (rules/modules).
var Module = facet.Entry{
	Info: facet.Info{ID: Rule, Name: Name,
		Sources: []string{"RPG-ACT-09", "GW-CMD-01", "GW-CMD-02", "GW-CMD-03", "GW-CMD-04", "GW-CMD-05", "GW-CMD-06",
			"GW-CMD-07", "GW-CMD-08", "GW-CMD-09", "GW-CMD-10", "GW-CMD-11"},
		Summary: "Help and command abilities: a Squad Leader spends 1 AP on an order to one friendly model it sees " +
			"(\"help\", Shift+O): Called shot (aim: +1 RC die on the friend's next shot), Keep your head down (down: shots at " +
			"the friend +1 TN to hit until its next order begins) or Go forward! (forward: +2\" on the friend's next move, run " +
			"or charge). A help lasts until it is used or the next AP round begins; the same help does not add up."},
	Load:    load,
	Keys:    []facet.Binding{helpKey},
	Weights: map[string]float64{weightOf[Aim]: 1, weightOf[Down]: 1, weightOf[Forward]: 0.25},
}

// weightOf is the AI levels' weight of each help's worth, by its word.
var weightOf = map[string]string{Aim: "help_aim", Down: "help_down", Forward: "help_forward"}

// helpKey is the key of the help order: pressed again, the next help.
var helpKey = facet.Binding{Action: "help", Default: "shift+o", Hint: "orders to a friend", Rank: 15,
	About: "order: a Squad Leader's help to a friend it sees; again for the next help: Called shot, Keep your head down, Go forward! (the command module)"}

// module is the command module as it plays with one content's data.
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
	_ facet.Teller   = (*module)(nil)
	_ facet.Brain    = (*module)(nil)
)

// Rules are its order rules.
func (m *module) Rules() orders.Module { return Rules(m.data) }

// Keys: Shift+O gives a friend a help, offered while a Squad Leader is
// selected.
func (m *module) Keys() []facet.Key {
	return []facet.Key{{Binding: helpKey,
		Verbs: func(_ facet.Reader, u orders.Unit) []orders.Verb {
			if !u.F.SquadLeader {
				return nil
			}
			return []orders.Verb{Help}
		},
		Offered: func(_ facet.Reader, u orders.Unit) bool { return u.F.SquadLeader },
		Nothing: "Not a Squad Leader: only a Squad Leader gives orders to a friend"}}
}

// Verb: a help aims at a friend and takes the help's word.
func (m *module) Verb(v orders.Verb) (facet.Verb, bool) {
	if v != Help {
		return facet.Verb{}, false
	}
	return facet.Verb{Words: "give a friend an order", Label: "Squad Leader's order", Aim: facet.Friend, Choices: choices}, true
}

// choices are the helps a Squad Leader may give target: those it does not
// hold, in the key's order (all three when it holds them all: the order
// panel says why each is refused).
func choices(r facet.Reader, _, target orders.Unit) []string {
	var out []string
	for _, w := range Words {
		if !Has(r.Mark, target.ID, w) {
			out = append(out, w)
		}
	}
	if len(out) == 0 {
		return Words
	}
	return out
}

// Phrase: "give Trooper 2 a Called shot", as the log and the queue say it.
func (m *module) Phrase(_, verb string, args []string) ([]facet.Part, bool) {
	if orders.Verb(verb) != Help || len(args) != 2 {
		return nil, false
	}
	switch args[1] {
	case Aim:
		return []facet.Part{facet.Words("give "), facet.Target(args[0]), facet.Words(" a Called shot")}, true
	case Down:
		return []facet.Part{facet.Words("tell "), facet.Target(args[0]), facet.Words(" to keep its head down")}, true
	case Forward:
		return []facet.Part{facet.Words("send "), facet.Target(args[0]), facet.Words(" forward (Go forward!)")}, true
	}
	return nil, false
}

// Rows: a help says what it gives; a shot or move of a friend holding a
// help says what the help makes of it, with the exact odds.
func (m *module) Rows(r facet.Reader, u orders.Unit, o orders.Order, p orders.Preview) []facet.Row {
	if o.Verb == Help {
		if _, ok := Titles[o.Word]; !ok {
			return nil
		}
		return []facet.Row{{Place: facet.UnderCost, Tone: facet.Dim,
			Note: fmt.Sprintf("%s: %s (%d AP). It lasts until used or the next AP round (XS-25).", Titles[o.Word], m.data.describe(o.Word), m.data.HelpAP),
			Tip:  "A Squad Leader's order to one friend it sees (XS-25; GW-CMD-05..07). The same help does not add up."}}
	}
	if rp := p.Ranged; rp != nil && p.Err == nil && !rp.OutOfRange && rp.Dice > 0 && Has(r.Mark, u.ID, Aim) {
		pass := dice.PassChance(rp.TN, r.Options().Combat.Mode)
		without := max(rp.Dice-m.data.AimDice, 0)
		return []facet.Row{{Place: facet.UnderOdds, Tone: facet.Good, Terms: []facet.Term{{
			Text: fmt.Sprintf("Called shot: hit %.0f%% → %.0f%% with +%d %s", 100*hit(pass, without), 100*hit(pass, rp.Dice), m.data.AimDice, plural(m.data.AimDice, "die", "dice")),
			Tip: fmt.Sprintf("A Squad Leader's Called shot: %d more RC %s on this shot, the model's next (XS-25, GW-CMD-06); the odds above count it.",
				m.data.AimDice, plural(m.data.AimDice, "die", "dice")),
		}}}}
	}
	if p.Err == nil && (o.Verb == orders.Move || o.Verb == orders.Run || o.Verb == orders.Charge) && Has(r.Mark, u.ID, Forward) {
		return []facet.Row{{Place: facet.UnderCost, Tone: facet.Good,
			Note: fmt.Sprintf("Go forward!: this %s reaches %g\" further (XS-25, GW-CMD-05).", o.Verb, m.data.ForwardInches)}}
	}
	if t, ok := r.Unit(o.Target); ok && o.Target != "" && p.Ranged != nil && Has(r.Mark, t.ID, Down) {
		return []facet.Row{{Place: facet.UnderOdds, Tone: facet.Warning,
			Note: fmt.Sprintf("The target keeps its head down: +%d TN to hit, counted above (XS-25).", m.data.DownTN)}}
	}
	return nil
}

// hit is the chance n dice, each passing with chance p, hit at least once.
func hit(p float64, n int) float64 {
	miss := 1.0
	for range n {
		miss *= 1 - p
	}
	return 1 - miss
}

// Badges: the helps a model holds: "A" a Called shot, "H" its head
// down, "^" Go forward!.
func (m *module) Badges(r facet.Reader, u orders.Unit) []facet.Badge {
	if !u.Alive() {
		return nil
	}
	var out []facet.Badge
	for _, w := range Words {
		if Has(r.Mark, u.ID, w) {
			out = append(out, facet.Badge{Text: badges[w], Tone: facet.Good})
		}
	}
	return out
}

// badges are the helps' letters.
var badges = map[string]string{Aim: "A", Down: "H", Forward: "^"}

// States: each help the model holds, in the selected model's panel.
func (m *module) States(r facet.Reader, u orders.Unit) []string {
	var out []string
	for _, w := range Words {
		if Has(r.Mark, u.ID, w) {
			out = append(out, fmt.Sprintf("%s: %s (XS-25)", Titles[w], m.data.describe(w)))
		}
	}
	return out
}

// Lines: none.
func (m *module) Lines(facet.Reader, orders.Unit) []string { return nil }

// Tell: a help given, in words.
func (m *module) Tell(e combat.Event) ([]facet.Sentence, bool) {
	s, ok := e.(combat.StateChanged)
	if !ok || s.RuleID != Rule {
		return nil, false
	}
	for _, w := range Words {
		if states[w] == s.State {
			return []facet.Sentence{{Tone: facet.Good, About: s.Unit, Rule: Rule,
				Parts: []facet.Part{facet.Unit(s.Unit), facet.Words(" has the Squad Leader's " + Titles[w] + ": " + m.data.describe(w))}}}, true
		}
	}
	return nil, false
}

// The AI's weights: a help's worth as a share of what it is about.
const (
	// downShare of a friend's worth per enemy gun that can hit it, for
	// a friend one wound from removal or a Squad Leader.
	downShare = 0.03
	// forwardShare of a friend's worth, for one with no shot to take
	// while its side must close in.
	forwardShare = 0.05
	// mostThreats counts at most this many enemy guns for Keep your
	// head down.
	mostThreats = 3
)

// Candidates: a Squad Leader gives each friend it sees the help that
// pays: a Called shot to the friend with a shot worth the most more for
// the extra die; Keep your head down to a friend under the enemy's guns
// that a hit would take off the table (or a Squad Leader); Go forward! to
// a friend with nothing to shoot while the side must close in. Only the
// helps worth the most are offered, mostHelps of them, each checked by
// its preview first, so none is refused: every help costs the same AP
// (the jammer's 1 aside), and a Squad Leader gives one at a time.
func (m *module) Candidates(a facet.Advisor, u *orders.Unit, consider func(facet.Candidate)) {
	if !u.F.SquadLeader || u.F.Pin.Pinned() {
		return
	}
	var helps []facet.Candidate
	sighted, _ := a.(facet.Sighted)
	for _, f := range a.Own() {
		if f == u || !f.Alive() || sighted != nil && !sighted.Sees(u.ID, f.ID) {
			continue // a help goes to a friend in sight: no view, whatever the facing, no help
		}
		aim := -1.0 // the Called shot's worth, worked out once a friend, when first asked
		aimOf := func() float64 {
			if aim < 0 {
				aim = m.aimWorth(a, f)
			}
			return aim
		}
		for _, w := range Words {
			weight := a.Weight(weightOf[w])
			if weight <= 0 || Has(a.Mark, f.ID, w) {
				continue
			}
			score := weight * m.worth(a, f, w, aimOf)
			if score <= 0 {
				continue
			}
			helps = append(helps, facet.Candidate{Order: orders.Order{Unit: u.ID, Verb: Help, Target: f.ID, Word: w}, Score: score})
		}
	}
	// The best first; ties in the order weighed.
	slices.SortStableFunc(helps, func(x, y facet.Candidate) int { return cmp.Compare(y.Score, x.Score) })
	offered := 0
	for _, h := range helps {
		if offered == mostHelps {
			break
		}
		if p := a.Preview(a.Side(), h.Order); p.Err == nil {
			h.AP = p.AP
			consider(h)
			offered++
		}
	}
}

// mostHelps is how many helps a Squad Leader offers the AI at a
// decision: previewing every help to every friend it sees cost the
// gang-war pack a quarter of its games a minute (docs/performance.md).
const mostHelps = 2

// worth is what giving friend f help w is worth to the AI now; aim is
// the Called shot's worth to f (aimWorth), asked only when needed.
func (m *module) worth(a facet.Advisor, f *orders.Unit, w string, aim func() float64) float64 {
	switch w {
	case Aim:
		return aim()
	case Down:
		// A friend that takes its next order soon drops the help as it
		// begins, and the shout took the side's channel for nothing
		// (self-play: given to any friend in danger, it lost two games in
		// three against no help at all); a Waiting friend holds still.
		if !f.Waiting || f.F.WoundsLeft() > 1 && !f.F.SquadLeader {
			return 0
		}
		_, threats := a.Shelter(f, f.Base.Centre)
		return downShare * float64(min(threats, mostThreats)) * a.Value(f)
	case Forward:
		if f.F.Pin.Pinned() || (a.Urgency() <= 0 && !a.Attacker()) || aim() > 0 {
			return 0
		}
		return forwardShare * a.Value(f)
	}
	return 0
}

// aimTargets is how many of a friend's nearest targets the AI weighs a
// Called shot at: a Squad Leader weighs it for every friend at every
// decision, and previewing each friend's shot at every enemy cost the
// pack a third of its games a minute (docs/performance.md); the best
// shot is nearly always at the nearest.
const aimTargets = 1

// outOfReach is how many times its weapon's long range a target must be
// for the AI not to preview a friend's shot at it: past any module's
// stretch of the range (a scope's 1.5, XS-17).
const outOfReach = 2

// aimWorth is what a Called shot adds to friend f's best standard shot
// now, at its aimTargets nearest targets: its harm times the share
// of hits the extra dice add.
func (m *module) aimWorth(a facet.Advisor, f *orders.Unit) float64 {
	if f.F.Ranged == nil {
		return 0
	}
	best := 0.0
	for _, e := range geom.Nearest(f.Base, a.Targets(), baseOf, aimTargets) {
		if long := f.F.Ranged.Long; long > 0 && geom.Distance(f.Base, e.Base) > outOfReach*long {
			continue // far past its long range, however a module stretches it: no shot to preview
		}
		o := orders.Order{Unit: f.ID, Verb: orders.Shoot, Target: e.ID, Shot: combat.Standard}
		p := a.Preview(a.Side(), o)
		if p.Err != nil || p.Odds == nil || p.Ranged == nil || p.Ranged.OutOfRange || p.Ranged.Dice <= 0 {
			continue
		}
		pass := dice.PassChance(p.Ranged.TN, a.Options().Combat.Mode)
		now := hit(pass, p.Ranged.Dice)
		if now <= 0 {
			continue
		}
		gain := hit(pass, p.Ranged.Dice+m.data.AimDice)/now - 1
		best = max(best, gain*a.Harm(e, *p.Odds))
	}
	return best
}

// Turn: the AI asks the command module after the others.
func (m *module) Turn() int { return 9 }

// baseOf is a unit's base.
func baseOf(u *orders.Unit) geom.Base { return u.Base }
