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
// an aimed shot at long range braces when that pays; a model
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

// brace offers bracing, alone, when an aimed shot at long range pays
// better braced: when the braced shot's exact odds, over the AP of the
// brace and the shot, are worth more an AP than the shot unbraced (any
// worth at all, for a target only bracing brings in reach). It is worth,
// an AP, what the brace and the shot are together, for the best such
// target, so the AI braces only when the braced shot would beat what
// else it could do an AP, and then fires it (bracedShots, or the core's
// aimed shot with the cut). Bracing and shooting
// are not declared as one combo: two such combos whose shots cross, each
// the second step of its own, would each wait for the other to end
// (KG-CMB-04).
func (m *module) brace(a facet.Advisor, u *orders.Unit, consider func(facet.Candidate)) {
	if StanceOf(a, u.ID) == Braced {
		m.bracedShots(a, u, consider)
		return
	}
	units := a.Units()
	best := 0.0
	for _, e := range a.Targets() {
		if !u.F.InRange(max(geom.Distance(u.Base, e.Base)-float64(m.data.PenaltyCut), 0)) {
			continue
		}
		p := a.Preview(a.Side(), orders.Order{Unit: u.ID, Verb: orders.Shoot, Target: e.ID, Shot: combat.Aimed})
		if p.Err != nil || p.Ranged == nil || p.Odds == nil || p.Ranged.Band != combat.LongRange {
			continue
		}
		q, ok := m.data.BracedPlan(*p.Ranged)
		if !ok || q.OutOfRange {
			continue
		}
		braced, shot := a.Harm(e, ShotOdds(q, units, *u, *e, a.Options().Combat.Mode)), float64(p.AP)
		if per := braced / (shot + float64(m.data.BraceAP)); per > a.Harm(e, *p.Odds)/shot {
			best = max(best, per)
		}
	}
	if best <= 0 {
		return
	}
	o := orders.Order{Unit: u.ID, Verb: Brace}
	if p := a.Preview(a.Side(), o); p.Err == nil {
		consider(facet.Candidate{Order: o, AP: p.AP, Score: best * float64(max(p.AP, 1))})
	}
}

// bracedShots offers a braced model's aimed shots at the targets only
// bracing brings in reach (the core weighs the shots a model could make
// unbraced, and their previews have the cut): worth their exact odds'
// harm.
func (m *module) bracedShots(a facet.Advisor, u *orders.Unit, consider func(facet.Candidate)) {
	for _, e := range a.Targets() {
		d := geom.Distance(u.Base, e.Base)
		if u.F.InRange(d) || !u.F.InRange(max(d-float64(m.data.PenaltyCut), 0)) {
			continue
		}
		o := orders.Order{Unit: u.ID, Verb: orders.Shoot, Target: e.ID, Shot: combat.Aimed}
		if p := a.Preview(a.Side(), o); p.Err == nil && p.Odds != nil && p.Ranged != nil && !p.Ranged.OutOfRange {
			consider(facet.Candidate{Order: o, AP: p.AP, Score: a.Harm(e, *p.Odds)})
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
