package blast

import (
	"cmp"
	"fmt"
	"slices"

	"github.com/krygothic/krygothic/rules/combat"
	"github.com/krygothic/krygothic/rules/facet"
	"github.com/krygothic/krygothic/rules/geom"
	"github.com/krygothic/krygothic/rules/orders"
)

// The blast on the battle screen: its preview's rows in the order panel
// (the template's note, and every model the blast may come down on with
// its odds), the template where a hit puts it as it is aimed, and where
// it came down, with its scatter, for a few seconds.

// ours reports whether v is one of the module's orders.
func ours(v orders.Verb) bool { return v == Throw || v == Launch }

// oddsTip explains the list of the models under the blast.
const oddsTip = "For each model the blast may come down on, friends too: the exact chance the template covers it (a hit, a scatter or a fumble), that it is wounded, and that it is killed (XS-01)."

// maxOddsLines is how many models a blast's odds list before "and N more".
const maxOddsLines = 6

// Rows: with the shot's terms, what a hit and a miss do; after the odds,
// the exact odds of every model the blast may come down on, likeliest
// to be wounded first, the side's own models marked, as many as the
// panel has room for. The models are named by their IDs, which the
// panel writes as the log names them.
func (m *module) Rows(r facet.Reader, u orders.Unit, o orders.Order, p orders.Preview) []facet.Row {
	d := DetailOf(p)
	if !ours(o.Verb) || d == nil {
		return nil
	}
	var out []facet.Row
	if p.Ranged != nil && !p.Ranged.OutOfRange {
		out = append(out, facet.Row{Place: facet.WithShot, Tone: facet.Dim,
			Note: "A hit centres the template; a miss scatters it. Every model under it, friends too, rolls a wound die and tests for pinning (XS-01)."})
	}
	if d.Odds == nil || len(d.Odds.Models) == 0 {
		return out
	}
	out = append(out, facet.Row{Place: facet.UnderOdds, Tone: facet.Dim, Note: "Under the blast (hit, scatter or fumble):", Tip: oddsTip})
	models := slices.Clone(d.Odds.Models)
	slices.SortStableFunc(models, func(a, c ModelOdds) int { return cmp.Compare(c.Wounded, a.Wounded) })
	for i, md := range models {
		if i == maxOddsLines {
			out = append(out, facet.Row{Place: facet.UnderOdds, Tone: facet.Dim, Note: fmt.Sprintf("and %d more", len(models)-i), Tip: oddsTip})
			break
		}
		tone, mark := facet.Good, ""
		switch t, ok := r.Unit(md.ID); {
		case ok && t.Side == u.Side:
			tone, mark = facet.Bad, " (yours)"
		case md.ID == o.Target:
			mark = " (target)"
		}
		out = append(out, facet.Row{Place: facet.UnderOdds, Tone: tone, Tip: oddsTip,
			Note: fmt.Sprintf("%s%s: under %.0f%% · wounded %.0f%% · killed %.0f%%", md.ID, mark, md.Touched*100, md.Wounded*100, md.Removed*100)})
	}
	return out
}

// Shot: a blast's to-hit roll is one roll of the weapon's dice, and a hit
// centres its template: the template's size stands where a shot's wound
// number would (each model under it has its own).
func (m *module) Shot(_ facet.Reader, _ orders.Unit, o orders.Order, p orders.Preview, core facet.Shot) (facet.Shot, bool) {
	d := DetailOf(p)
	if !ours(o.Verb) || d == nil || p.Ranged == nil {
		return facet.Shot{}, false
	}
	r := p.Ranged
	return facet.Shot{Band: core.Band, Hit: core.Hit,
		Dice:  facet.Term{Text: fmt.Sprintf("%dd6 keep %d", r.Dice, r.Keep), Tip: fmt.Sprintf("Roll %d dice to hit; the best %d count (KG-RC-09).", r.Dice, r.Keep)},
		Wound: facet.Term{Text: fmt.Sprintf("%g\" template", 2*d.Template.Radius), Tip: "A hit centres the template on the target; a miss scatters it (XS-01)."},
	}, true
}

// Aimed: where a hit puts the template, and a line to it from the
// thrower when it is aimed at a point (a model aimed at has the
// preview's own line).
func (m *module) Aimed(_ facet.Reader, u orders.Unit, o orders.Order, p orders.Preview, tone facet.Tone) []facet.Shape {
	d := DetailOf(p)
	if !ours(o.Verb) || d == nil {
		return nil
	}
	var out []facet.Shape
	if o.Point {
		out = append(out, facet.Shape{Kind: facet.Line, Path: []geom.Vec{u.Base.Centre, d.Template.Centre}, Width: 2, Tone: tone})
	}
	return append(out, facet.Shape{Kind: facet.Template, At: d.Template.Centre, Radius: d.Template.Radius, Tone: tone})
}

// Shown: the template where the module's blast came down, and over the
// models the scatter of one that missed.
func (m *module) Shown(e combat.Event) []facet.Shape {
	if l, ok := e.(BlastLanded); ok && l.RuleID == Rule {
		return Shapes(l)
	}
	return nil
}

// Lob: a blast of the module's came down where it landed, thrown by its
// thrower, for the screen to draw its flight and its burst.
func (m *module) Lob(e combat.Event) (string, geom.Vec, float64, bool) {
	if l, ok := e.(BlastLanded); ok && l.RuleID == Rule {
		return l.By, geom.Vec{X: l.X, Y: l.Y}, l.Diameter, true
	}
	return "", geom.Vec{}, 0, false
}

// Shapes are what a blast come down shows on the board for a while: its
// template, and over the models, when it scattered, a cross where it was
// aimed and a line to where it came down. A module whose explosions are
// blasts shows them with it.
func Shapes(l BlastLanded) []facet.Shape {
	at, aim := geom.Vec{X: l.X, Y: l.Y}, geom.Vec{X: l.AimX, Y: l.AimY}
	out := []facet.Shape{{Kind: facet.Template, At: at, Radius: l.Diameter / 2, Tone: facet.Bad}}
	if aim != at {
		out = append(out, facet.Shape{Kind: facet.Cross, At: aim, To: at, Tone: facet.Warning, Over: true})
	}
	return out
}
