package suppression

import (
	"fmt"
	"strings"

	"github.com/krygothic/krygothic/rules/combat"
	"github.com/krygothic/krygothic/rules/facet"
	"github.com/krygothic/krygothic/rules/geom"
	"github.com/krygothic/krygothic/rules/modules/blast"
	"github.com/krygothic/krygothic/rules/orders"
)

// The order panel's rows: what the test, the stances and the tokens do
// to the order previewed, with their exact odds.

// Rows are the rows of the preview p of order o by u: the suppression
// test its unit takes first, the active-cover roll of leaving full cover,
// what a stance order does, a braced shot's cut and the odds bracing
// first would give, and the tokens a shot or a blast lays.
func (m *module) Rows(r facet.Reader, u orders.Unit, o orders.Order, p orders.Preview) []facet.Row {
	var out []facet.Row
	mode := r.Options().Combat.Mode
	wp := u.F.Stats.Willpower.Dice()
	if n := Tokens(r, u.ID); n > 0 && Testable(&u) {
		tn := m.data.TestTN(n)
		out = append(out, facet.Row{Place: facet.UnderCost, Tone: facet.Warning, Terms: []facet.Term{{
			Text: fmt.Sprintf("suppression test first: Willpower TN %d, passes %.1f%% (%d token%s)", tn, 100*PassChance(wp, tn, mode), n, plural(n)),
			Tip: fmt.Sprintf("A model holding suppression tokens tests Willpower at TN %d + its tokens (at most %d) as its next order is given: "+
				"a pass clears them; a fail pins it as a hit does, and the order stops with its AP spent (XS-06).", m.data.BaseTN, m.data.MaxTN),
		}}})
	}
	if StanceOf(r, u.ID) == FullCover && leavesOrder(r, o) {
		out = append(out, m.leaveRow(r, u, wp))
	}
	switch o.Verb {
	case Brace:
		out = append(out, facet.Row{Place: facet.UnderCost, Tone: facet.Dim, Note: fmt.Sprintf(
			"Braced until it acts otherwise: its aimed shots cut the long-range penalty by %d; it may not move after it in this combo; "+
				"no Dodge or Break off in close combat, no sprint bonus (XS-06).", m.data.PenaltyCut)})
	case Cover:
		out = append(out, facet.Row{Place: facet.UnderCost, Tone: facet.Dim, Note: fmt.Sprintf(
			"Full cover until it leaves it: no direct fire can target it and it sees nothing to shoot at; it may fire suppressively "+
				"(+%d TN) or throw grenades. Leaving after being shot at takes Willpower TN %d, %.1f%% (XS-06).",
			m.data.BlindTN, m.data.LeaveTN, 100*PassChance(wp, m.data.LeaveTN, mode))})
	}
	if p.Ranged != nil && p.Err == nil {
		out = append(out, m.shotRows(r, u, o, p)...)
	}
	if o.Verb == blast.Throw || o.Verb == blast.Launch {
		out = append(out, facet.Row{Place: facet.UnderOdds, Tone: facet.Dim, Note: fmt.Sprintf(
			"Suppression: +%d tokens on every model the blast touches or within %g\" of where it comes down (XS-06).", m.data.BlastTokens, m.data.BlastNear)})
	}
	return out
}

// leavesOrder reports whether order o takes its unit out of full cover,
// as far as r can tell its kind.
func leavesOrder(r facet.Reader, o orders.Order) bool {
	c := orders.Other
	if k, ok := r.(facet.Categories); ok {
		if cat, known := k.Category(o.Verb); known {
			c = cat
		}
	}
	return Leaves(o, c)
}

// leaveRow says an order takes u out of full cover, and the active-cover
// roll's odds if it was shot at there.
func (m *module) leaveRow(r facet.Reader, u orders.Unit, wp int) facet.Row {
	if !ShotAt(r, u.ID) {
		return facet.Row{Place: facet.UnderCost, Tone: facet.Dim, Note: "Leaves full cover; it has not been shot at there: no roll (XS-06)."}
	}
	return facet.Row{Place: facet.UnderCost, Tone: facet.Warning, Terms: []facet.Term{{
		Text: fmt.Sprintf("leaves full cover: Willpower TN %d, passes %.1f%%", m.data.LeaveTN, 100*PassChance(wp, m.data.LeaveTN, r.Options().Combat.Mode)),
		Tip:  "Shot at in full cover, it must pass the active-cover roll to come out: failed, it stays hidden and the order stops (XS-06).",
	}}}
}

// shotRows are a shot's rows: a braced aimed shot's cut, the odds
// bracing first would give an aimed shot at long range, and the tokens
// the shot lays on its target and near it.
func (m *module) shotRows(r facet.Reader, u orders.Unit, o orders.Order, p orders.Preview) []facet.Row {
	var out []facet.Row
	plan := *p.Ranged
	target, ok := r.Unit(o.Target)
	if !ok {
		return nil
	}
	if o.Verb == orders.Shoot && o.Shot == combat.Aimed && plan.Band == combat.LongRange {
		if StanceOf(r, u.ID) == Braced {
			out = append(out, facet.Row{Place: facet.WithShot, Tone: facet.Good, Terms: []facet.Term{{
				Text: fmt.Sprintf("braced: long-range penalty cut by %d", m.data.PenaltyCut),
				Tip:  "A braced model's aimed shot counts its long-range penalty lower (XS-06, XC-STNC-05): its TN falls and it keeps more hits.",
			}}})
		} else if q, ok := m.data.BracedPlan(plan); ok && p.Odds != nil {
			braced := ShotOdds(q, r.Units(), u, target, r.Options().Combat.Mode)
			out = append(out, facet.Row{Place: facet.UnderOdds, Tone: facet.Dim, Terms: []facet.Term{{
				Text: fmt.Sprintf("braced first (+%d AP): hit %.1f%% → %.1f%%, kill %.1f%% → %.1f%%", m.data.BraceAP,
					100*p.Odds.Hit, 100*braced.Hit, 100*p.Odds.Kill(), 100*braced.Kill()),
				Tip: "The odds of this aimed shot if the model braced first (brace, then the shot: XS-06).",
			}}})
		}
	}
	if plan.OutOfRange {
		return out
	}
	return append(out, m.tokenRows(r, u, target, o, p)...)
}

// tokenRows say what tokens shot o lays: on its target, 1 or 3 each
// attack by its chance to hit, and on the models near it for suppressive
// fire and automatic weapons.
func (m *module) tokenRows(r facet.Reader, u, target orders.Unit, o orders.Order, p orders.Preview) []facet.Row {
	var out []facet.Row
	switch {
	case target.F.SquadLeader:
		out = append(out, facet.Row{Place: facet.UnderOdds, Tone: facet.Dim, Note: "The target is a Squad Leader: it takes no suppression (KG-PSY-03, XS-06)."})
	case Holds(&target) && p.Odds != nil:
		attacks := max(p.Ranged.Attacks, 1)
		each := fmt.Sprintf("+%d, or +%d on a hit", m.data.ShotTokens, m.data.HitTokens)
		if attacks > 1 {
			each += fmt.Sprintf(", each of %d attacks", attacks)
		}
		now := Tokens(r, target.ID)
		out = append(out, facet.Row{Place: facet.UnderOdds, Tone: facet.Good, Terms: []facet.Term{{
			Text: fmt.Sprintf("suppression on %s: %s (hit %.1f%%); holds %d", facet.Cite(target.ID), each, 100*p.Odds.Hit, now),
			Tip: fmt.Sprintf("Every attack at a model lays %d suppression token on it, %d when it hits; its next order tests Willpower at TN %d + tokens (XS-06).",
				m.data.ShotTokens, m.data.HitTokens, m.data.BaseTN),
		}}})
	}
	if !m.spillsPreview(u, o) {
		return out
	}
	var near []string
	for _, x := range r.Units() {
		if x.ID != target.ID && x.Side == target.Side && Holds(&x) && geom.Distance(x.Base, target.Base) <= m.data.Near+inch {
			near = append(near, facet.Cite(x.ID))
		}
	}
	if len(near) > 0 {
		out = append(out, facet.Row{Place: facet.UnderOdds, Tone: facet.Good, Terms: []facet.Term{{
			Text: fmt.Sprintf("+%d suppression on %s (within %g\")", m.data.NearTokens, strings.Join(near, ", "), m.data.Near),
			Tip:  "Suppressive fire and automatic weapons also lay a token on every model of the target's side near it (XS-06, XC-SFIRE-06).",
		}}})
	}
	return out
}

// spillsPreview reports whether u's order o marks the models near its
// target: suppressive fire, or any shot of an automatic weapon.
func (m *module) spillsPreview(u orders.Unit, o orders.Order) bool {
	if o.Verb == orders.Shoot && o.Shot == combat.Suppressive {
		return true
	}
	return u.F.Ranged != nil && m.data.IsAutomatic(u.F.Ranged.ID)
}
