package morale

import (
	"github.com/krygothic/krygothic/rules/combat"
	"github.com/krygothic/krygothic/rules/dice"
)

// The break test's rolls (XS-15, from SW-BRK-01..03, XC-SUPP-05, GW-PAN-01
// and KG-PSY-01..09): when a side's losses first reach a threshold of its
// starting points, every model of it still on the table tests Willpower;
// a fail pins it as a hit does (KG-PSY-01). At the rout threshold the
// side's leader's test decides whether the whole team withdraws. They are
// resolved with combat's toolkit (combat.Resolver), as the core's
// psychology tests are.

// BreakTest is one break test of a side (XS-15).
type BreakTest struct {
	Side      string // the side's ID, for the log
	Lost      int    // points of models removed so far
	Start     int    // the side's starting points
	Threshold int    // the highest threshold (a percentage) the losses reach
	TN        int    // the Willpower check's
	// Models are the side's models on the table, in table order: each
	// tests once.
	Models []*combat.Fighter
	// Leader is the model whose test decides a rout (one of Models), nil
	// when this threshold is no rout test.
	Leader *combat.Fighter
}

// BreakTestTaken reports a side's break test (XS-15): its losses reached
// Threshold percent of its starting points; Leader, when not empty, is the
// model whose failed test routs the side.
type BreakTestTaken struct {
	RuleID    string
	Side      string
	Lost      int
	Start     int
	Threshold int
	TN        int
	Leader    string
}

// Rule names the rule that calls for the test.
func (e BreakTestTaken) Rule() string { return e.RuleID }

// Routed reports a side whose leader failed the rout test (XS-15): the
// team withdraws and loses the match.
type Routed struct {
	RuleID string
	Side   string
	Leader string // the model whose test failed
}

// Rule names the rule that routs the side.
func (e Routed) Rule() string { return e.RuleID }

// BreakResult is a resolved break test.
type BreakResult struct {
	combat.Outcome
	Pinned []string // the models the test pinned, in table order
	Routed bool     // the leader failed the rout test
}

// ResolveBreakTest rolls a side's break test (XS-15): every model of it
// tests Willpower at the test's TN with the attribute check every
// psychology test uses, so a Squad Leader's fail costs its side AP
// (KG-PSY-09). A model that fails is pinned as by a hit (KG-PSY-01: it
// may only move away from the enemy and shoots at +1 TN), to be unpinned
// at the test's TN (KG-PSY-04); a Squad Leader is never pinned
// (KG-PSY-03). A model already pinned by a hit has nothing to lose and
// does not test, unless it is the leader at a rout test. A failed
// leader's test routs the side. The fighters it is given are not changed.
func ResolveBreakTest(b BreakTest, src dice.Source, opts combat.Options) (BreakResult, error) {
	r := combat.NewResolver(src, opts)
	taken := BreakTestTaken{RuleID: Rule, Side: b.Side, Lost: b.Lost, Start: b.Start, Threshold: b.Threshold, TN: b.TN}
	if b.Leader != nil {
		taken.Leader = b.Leader.ID
	}
	r.Add(taken)
	var res BreakResult
	for _, given := range b.Models {
		leader := given == b.Leader
		if given.Inanimate || !given.Alive() || given.Pin.ByHit && !leader {
			continue
		}
		f := r.Own(given)
		ok, err := r.Check(Rule, combat.Willpower, f, f.Stats.Willpower.Dice(), b.TN, nil)
		if err != nil {
			return BreakResult{}, err
		}
		if ok {
			continue
		}
		if !f.SquadLeader && !f.Pin.ByHit {
			f.Pin.ByHit, f.Pin.TN = true, max(f.Pin.TN, b.TN)
			r.State(Rule, f, combat.PinnedByHit)
			res.Pinned = append(res.Pinned, f.ID)
		}
		if leader {
			res.Routed = true
		}
	}
	if res.Routed {
		r.Add(Routed{RuleID: Rule, Side: b.Side, Leader: b.Leader.ID})
	}
	res.Outcome = r.Outcome()
	return res, nil
}
