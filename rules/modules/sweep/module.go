package sweep

import (
	"fmt"
	"math"

	"github.com/krygothic/krygothic/rules/combat"
	"github.com/krygothic/krygothic/rules/facet"
	"github.com/krygothic/krygothic/rules/geom"
	"github.com/krygothic/krygothic/rules/orders"
)

// Module is the sweep module's entry in the registry (rules/modules).
var Module = facet.Entry{
	Info: facet.Info{ID: Rule, Name: Name,
		Sources: []string{"XC-BURST-01", "XC-SFIRE-03", "XC-SFIRE-04", "GW-TRG-01", "GW-TRG-02", "GW-TRG-03", "SW-MULTI-02", "KG-RC-07"},
		Summary: "Sweep: an automatic weapon (assault rifle, autocannon; modules.yaml) sweeps a target (\"sweep\", 2 AP): one " +
			"to-hit roll at +1 TN, and its kept hits are dealt in turn to the target and the other enemies within 2\" of it " +
			"that the shooter could shoot, each rolling to wound at its own TN."},
	Load: load,
	Keys: []facet.Binding{sweepKey},
}

// sweepKey is the key of the sweep order.
var sweepKey = facet.Binding{Action: "sweep", Default: "h", Hint: "sweep", Rank: 12,
	About: "order: sweep automatic fire at the enemy model pointed at, its hits shared with the enemies near it (the sweep module)"}

// module is the sweep module as it plays with one content's data.
type module struct {
	data Data
}

// load reads the module's data from the content.
func load(d facet.Data) facet.Loaded { return &module{data: read(d)} }

// The facets the module hands the game.
var (
	_ facet.Keys     = (*module)(nil)
	_ facet.Orders   = (*module)(nil)
	_ facet.Previews = (*module)(nil)
	_ facet.Aiming   = (*module)(nil)
	_ facet.Brain    = (*module)(nil)
)

// Rules are its order rules.
func (m *module) Rules() orders.Module { return Rules(m.data) }

// Keys: H chooses a sweep for any model, on the hint bar while the match
// plays with the module; the preview says whether the model's weapon
// may sweep.
func (m *module) Keys() []facet.Key {
	return []facet.Key{{Binding: sweepKey,
		Verbs: func(facet.Reader, orders.Unit) []orders.Verb { return []orders.Verb{Sweep} }}}
}

// Verb: a sweep is aimed at an enemy model.
func (m *module) Verb(v orders.Verb) (facet.Verb, bool) {
	if v != Sweep {
		return facet.Verb{}, false
	}
	return facet.Verb{Words: "sweep", Aim: facet.Enemy}, true
}

// Rows: under the target's odds, each other model's that would share the
// hits.
func (m *module) Rows(_ facet.Reader, _ orders.Unit, o orders.Order, p orders.Preview) []facet.Row {
	if o.Verb != Sweep {
		return nil
	}
	tip := fmt.Sprintf("The other models within %g\" of the target who share the sweep's hits, each with its exact odds (%s).", m.data.Radius, Rule)
	var out []facet.Row
	for _, s := range Spread(p) {
		out = append(out, facet.Row{Place: facet.UnderOdds, Tone: facet.Good, Tip: tip,
			Note: fmt.Sprintf("%s: hit %.0f%% · kill %.0f%% · wounds %s", facet.Cite(s.Unit), s.Odds.Hit*100, s.Odds.Kill()*100, woundsText(s.Odds))})
	}
	return out
}

// woundsText is odds' chance of each number of wounds: "0: 60% · 1: 25%
// · 2: 15%".
func woundsText(o combat.Odds) string {
	s := ""
	for i, p := range o.Wounds {
		if i > 0 {
			s += " · "
		}
		s += fmt.Sprintf("%d: %.0f%%", i, math.Round(p*100))
	}
	return s
}

// Aimed: the ring round the target within which other enemies share the
// hits, and a line from the shooter to each that does.
func (m *module) Aimed(r facet.Reader, u orders.Unit, o orders.Order, p orders.Preview, tone facet.Tone) []facet.Shape {
	others := Spread(p)
	if o.Verb != Sweep || len(others) == 0 {
		return nil
	}
	t, ok := r.Unit(o.Target)
	if !ok {
		return nil
	}
	out := []facet.Shape{{Kind: facet.Template, At: t.Base.Centre, Radius: t.Base.Radius + m.data.Radius, Tone: tone}}
	for _, s := range others {
		if x, ok := r.Unit(s.Unit); ok {
			out = append(out, facet.Shape{Kind: facet.Line, Path: []geom.Vec{u.Base.Centre, x.Base.Centre}, Width: 1, Tone: tone})
		}
	}
	return out
}

// Candidates: a sweep at each target in range that has other enemies
// near it, when a plain shot of the model is worth something. A sweep is
// worth the harm its exact odds promise each model it reaches, the
// target and the others: against a cluster it beats a shot at one of
// them, against a lone model it never does (its +1 TN), so it is not
// offered there.
func (m *module) Candidates(a facet.Advisor, u *orders.Unit, consider func(facet.Candidate)) {
	if a.BestShot() <= 0 || u.F.Ranged == nil || u.F.RangedBroken || !m.data.Automatic(u.F.Ranged.ID) {
		return
	}
	for _, e := range a.Targets() {
		if !u.F.InRange(geom.Distance(u.Base, e.Base)) || !crowded(a, e, m.data.Radius) {
			continue
		}
		o := orders.Order{Unit: u.ID, Verb: Sweep, Target: e.ID}
		p := a.Preview(a.Side(), o)
		others := Spread(p)
		if p.Err != nil || p.Odds == nil || len(others) == 0 || p.Ranged == nil || p.Ranged.OutOfRange {
			continue
		}
		worth := a.Harm(e, *p.Odds)
		for _, s := range others {
			for _, other := range a.Targets() {
				if other.ID == s.Unit {
					worth += a.Harm(other, s.Odds)
				}
			}
		}
		consider(facet.Candidate{Order: o, AP: p.AP, Score: worth})
	}
}

// crowded reports whether another enemy model stands within radius of e,
// base to base: a sweep at e could reach it.
func crowded(a facet.Advisor, e *orders.Unit, radius float64) bool {
	for _, o := range a.Enemies() {
		if o != e && o.Alive() && !o.Objective && geom.Distance(o.Base, e.Base) <= radius {
			return true
		}
	}
	return false
}

// Turn: the AI asks the sweep module fifth, after grenades, powers, jams
// and overwatch.
func (m *module) Turn() int { return 5 }
