package suppression

import (
	"github.com/krygothic/krygothic/rules/combat"
	"github.com/krygothic/krygothic/rules/content"
	"github.com/krygothic/krygothic/rules/dice"
	"github.com/krygothic/krygothic/rules/facet"
	"github.com/krygothic/krygothic/rules/geom"
	"github.com/krygothic/krygothic/rules/orders"
)

// The module's weights in the AI's levels (levels.yaml).
const (
	// CoverWeight is what taking full cover is worth, as a share of the
	// model's worth, for a model fully exposed and holding the most
	// tokens (or a Squad Leader in the open with nothing to shoot).
	CoverWeight = "suppression_cover"
	// FireWeight is what pinning an enemy is worth, as a share of its
	// worth, when the AI weighs suppressive fire.
	FireWeight = "suppression_fire"
	// LeaderShelterWeight is how much more a Squad Leader cares for cover
	// when it moves: it takes no suppression test, but its side pays for
	// its exposure (its failed rolls cost AP, KG-PSY-09; its loss more).
	LeaderShelterWeight = "suppression_leader_shelter"
)

// heavyTokens is how many tokens make a model heavily suppressed: its
// test at TN 6 or more fails more often than not for a Willpower 3 model.
const heavyTokens = 3

// Candidates: a heavily suppressed model in the open takes full cover
// (and a Squad Leader in the open with nothing to shoot at); a model with
// an aimed shot at long range braces for it when that pays; a model
// whose gun may fire suppressively lays it where the tokens would most
// likely pin, or where direct fire cannot reach (a target in full cover).
func (m *module) Candidates(a facet.Advisor, u *orders.Unit, consider func(facet.Candidate)) {
	if !u.Alive() || u.F.Prone {
		return
	}
	m.takeCover(a, u, consider)
	w := u.F.Ranged
	if w == nil || u.F.RangedBroken {
		return
	}
	m.brace(a, u, consider)
	if w.Has(content.TagSuppressive) {
		m.suppress(a, u, consider)
	}
}

// takeCover offers full cover to a model exposed to the enemy's guns that
// is heavily suppressed (the test at its next order will likely pin it;
// hidden, the test passed, no gun can target it), or is a Squad Leader
// with nothing to shoot. It is worth the share of the model's worth the
// level gives, by how exposed it stands and how suppressed it is.
func (m *module) takeCover(a facet.Advisor, u *orders.Unit, consider func(facet.Candidate)) {
	if StanceOf(a, u.ID) == FullCover {
		return
	}
	n := Tokens(a, u.ID)
	press := float64(n) / float64(max(m.data.MaxTokens(), 1))
	switch {
	case u.F.SquadLeader && a.BestShot() == 0:
		press = 1
	case n < heavyTokens:
		return
	}
	shelter, threats := a.Shelter(u, u.Base.Centre)
	if threats == 0 || shelter >= float64(threats) {
		return
	}
	o := orders.Order{Unit: u.ID, Verb: Cover}
	p := a.Preview(a.Side(), o)
	if p.Err != nil {
		return
	}
	exposed := (float64(threats) - shelter) / float64(threats)
	consider(facet.Candidate{Order: o, AP: p.AP, Score: a.Weight(CoverWeight) * a.Value(u) * exposed * press})
}

// brace offers, for each target an aimed shot would reach at long range,
// bracing and the shot as one combo, worth the harm of the braced shot's
// exact odds, when they beat the unbraced shot's.
func (m *module) brace(a facet.Advisor, u *orders.Unit, consider func(facet.Candidate)) {
	if StanceOf(a, u.ID) == Braced {
		return
	}
	units := a.Units()
	for _, e := range a.Targets() {
		if !u.F.InRange(max(geom.Distance(u.Base, e.Base)-float64(m.data.PenaltyCut), 0)) {
			continue
		}
		shot := orders.Order{Unit: u.ID, Verb: orders.Shoot, Target: e.ID, Shot: combat.Aimed}
		p := a.Preview(a.Side(), shot)
		if p.Err != nil || p.Ranged == nil || p.Odds == nil || p.Ranged.Band != combat.LongRange {
			continue
		}
		q, ok := m.data.BracedPlan(*p.Ranged)
		if !ok || q.OutOfRange {
			continue
		}
		odds := ShotOdds(q, units, *u, *e, a.Options().Combat.Mode)
		worth := a.Harm(e, odds)
		if worth <= a.Harm(e, *p.Odds) {
			continue
		}
		steps := []orders.Order{{Unit: u.ID, Verb: Brace}, shot}
		if ap, err := a.PreviewCombo(a.Side(), steps); err == nil {
			consider(facet.Candidate{Order: shot, Steps: steps, AP: ap, Score: worth})
		}
	}
}

// suppress offers suppressive fire at each enemy model it may reach that
// would take tokens: worth the harm of its exact odds (a critical still
// wounds, KG-RC-12) and the level's share of each model's worth by how
// much likelier the tokens it lays make its next test fail (the target's
// by its chance of being hit, the models near it by one token each).
func (m *module) suppress(a facet.Advisor, u *orders.Unit, consider func(facet.Candidate)) {
	mode := a.Options().Combat.Mode
	for _, e := range a.Enemies() {
		if !Testable(e) || !u.F.InRange(geom.Distance(u.Base, e.Base)) {
			continue
		}
		o := orders.Order{Unit: u.ID, Verb: orders.Shoot, Target: e.ID, Shot: combat.Suppressive}
		p := a.Preview(a.Side(), o)
		if p.Err != nil || p.Odds == nil || p.Ranged == nil || p.Ranged.OutOfRange {
			continue
		}
		hit := p.Odds.Hit
		pin := hit*m.pinGain(a, e, m.data.HitTokens, mode) + (1-hit)*m.pinGain(a, e, m.data.ShotTokens, mode)
		worth := a.Weight(FireWeight) * a.Value(e) * pin
		for _, x := range a.Enemies() {
			if x != e && x.Side == e.Side && Testable(x) && geom.Distance(x.Base, e.Base) <= m.data.Near+inch {
				worth += a.Weight(FireWeight) * a.Value(x) * m.pinGain(a, x, m.data.NearTokens, mode)
			}
		}
		consider(facet.Candidate{Order: o, AP: p.AP, Score: worth + a.Harm(e, *p.Odds)})
	}
}

// pinGain is how much likelier e's next test is to pin it once added
// more tokens lie on it: a model with none takes no test at all.
func (m *module) pinGain(a facet.Advisor, e *orders.Unit, added int, mode dice.Mode) float64 {
	now := Tokens(a, e.ID)
	wp := e.F.Stats.Willpower.Dice()
	before := 0.0
	if now > 0 {
		before = 1 - PassChance(wp, m.data.TestTN(now), mode)
	}
	return 1 - PassChance(wp, m.data.TestTN(min(now+added, m.data.MaxTokens())), mode) - before
}

// Stake: a Squad Leader keeps to cover the more (the level's
// suppression_leader_shelter): it takes no suppression test, but its
// exposure costs its side (its failed active-cover rolls cost AP,
// KG-PSY-09; its loss the AP die and more, KG-AP-06).
func (m *module) Stake(a facet.Advisor, u *orders.Unit) (worth, shelter float64) {
	if !u.F.SquadLeader {
		return 1, 1
	}
	return 1, a.Weight(LeaderShelterWeight)
}

// Turn: the AI asks the suppression module after the others of the
// first pack.
func (m *module) Turn() int { return 8 }
