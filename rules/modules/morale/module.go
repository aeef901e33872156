package morale

import (
	"errors"
	"fmt"

	"github.com/krygothic/krygothic/rules/combat"
	"github.com/krygothic/krygothic/rules/facet"
	"github.com/krygothic/krygothic/rules/orders"
)

// Module is the morale module's entry in the registry (rules/modules).
var Module = facet.Entry{
	Info: facet.Info{ID: Rule, Name: Name,
		Sources: []string{"SW-BRK-01", "SW-BRK-02", "SW-BRK-03", "XC-SUPP-05", "GW-PAN-01", "KG-PSY-01", "KG-PSY-02", "KG-PSY-03", "KG-PSY-04", "KG-PSY-05", "KG-PSY-06", "KG-PSY-07", "KG-PSY-08", "KG-PSY-09"},
		Summary: "Morale and rout: when a side's losses first reach 25%, 50% and 75% of its starting points, every model of it " +
			"on the table tests Willpower at TN 4; a fail pins it as a hit does (it may only move away from the enemy, shoots at +1 TN). " +
			"At 75% the side's leader (its Squad Leader with the best Willpower) takes the rout test: if it fails, the team withdraws and loses."},
	Load:    load,
	Weights: map[string]float64{LeaderWeight: 2, ShelterWeight: 2},
}

// The module's weights in the AI's levels (levels.yaml): how much more
// the model whose test would rout its side is worth, and how much more
// it cares for cover when it moves.
const (
	LeaderWeight  = "rout_leader"
	ShelterWeight = "rout_leader_shelter"
)

// module is the morale module as it plays with one content's data.
type module struct {
	data Data
}

// load reads the module's data from the content.
func load(d facet.Data) facet.Loaded { return &module{data: read(d)} }

// The facets the module hands the game.
var (
	_ facet.Playable = (*module)(nil)
	_ facet.Status   = (*module)(nil)
	_ facet.Flashes  = (*module)(nil)
	_ facet.Teller   = (*module)(nil)
	_ facet.Stakes   = (*module)(nil)
)

// Rules are its order rules.
func (m *module) Rules() orders.Module { return Rules(m.data) }

// Playable: the module needs a threshold to test at.
func (m *module) Playable() error {
	if len(m.data.Thresholds) == 0 {
		return errors.New("the content's morale data has no thresholds (modules.yaml)")
	}
	return nil
}

// Status: the top bar's line of side's losses against its next break
// test, "lost 144/340 · test at 170" ("… · rout test at 255", "… · no
// test left"); none for a side of no models.
func (m *module) Status(r facet.Reader, side int) string {
	lost, start := losses(r, side)
	if start == 0 {
		return ""
	}
	th, pts, ok := Next(m.data, lost, start)
	switch {
	case !ok:
		return fmt.Sprintf("lost %d/%d · no test left", lost, start)
	case th == m.data.RoutThreshold:
		return fmt.Sprintf("lost %d/%d · rout test at %d", lost, start, pts)
	}
	return fmt.Sprintf("lost %d/%d · test at %d", lost, start, pts)
}

// losses are side's losses and starting points as reader r knows them:
// as every player knows them (facet.Points) when r can tell, since its
// units leave out the enemy models its side does not see under the fog
// of war; else counted over its units.
func losses(r facet.Reader, side int) (lost, start int) {
	if p, ok := r.(facet.Points); ok {
		return p.Points(side)
	}
	return LossesOf(r.Units(), side)
}

// Flash: a banner across the map when a side takes a break test, and
// when it routs (bad news); the rolls are in the log.
func (m *module) Flash(e combat.Event) (facet.Sentence, bool) {
	switch e := e.(type) {
	case BreakTestTaken:
		parts := []facet.Part{facet.Side(e.Side),
			facet.Words(fmt.Sprintf("'s losses pass %d%%: every model tests Willpower at TN %d (%s)", e.Threshold, e.TN, Rule))}
		if e.Leader != "" {
			parts = append(parts, facet.Words("; "), facet.Unit(e.Leader), facet.Words("'s test is the rout test"))
		}
		return facet.Sentence{About: e.Side, AboutSide: true, Parts: parts}, true
	case Routed:
		return facet.Sentence{Tone: facet.Bad, About: e.Side, AboutSide: true, Rule: Rule,
			Parts: []facet.Part{facet.Side(e.Side), facet.Words(" ROUTS: "), facet.Unit(e.Leader), facet.Words(" failed the rout test and the team withdraws")}}, true
	}
	return facet.Sentence{}, false
}

// Tell: a break test says why the side takes it and at what, "blue has
// lost 144 of 340 points (42%), past 25%: a break test, Willpower TN 4
// for every model (XS-15)", and at the rout threshold whose test decides;
// a rout names the leader who failed.
func (m *module) Tell(e combat.Event) ([]facet.Sentence, bool) {
	switch e := e.(type) {
	case BreakTestTaken:
		share := 0
		if e.Start > 0 {
			share = e.Lost * 100 / e.Start
		}
		out := []facet.Sentence{{Tone: facet.Bad, About: e.Side, AboutSide: true, Rule: e.RuleID, Parts: []facet.Part{facet.Side(e.Side),
			facet.Words(fmt.Sprintf(" has lost %d of %d points (%d%%), past %d%%: a break test, Willpower TN %d for every model", e.Lost, e.Start, share, e.Threshold, e.TN))}}}
		if e.Leader != "" {
			out = append(out, facet.Sentence{Indent: 1, Tone: facet.Bad, About: e.Side, AboutSide: true,
				Parts: []facet.Part{facet.Unit(e.Leader), facet.Words("'s test is the rout test: if it fails, the team withdraws")}})
		}
		return out, true
	case Routed:
		return []facet.Sentence{{Tone: facet.Bad, About: e.Side, AboutSide: true, Rule: e.RuleID,
			Parts: []facet.Part{facet.Side(e.Side), facet.Words(" routs: "), facet.Unit(e.Leader), facet.Words(" failed the rout test")}}}, true
	}
	return nil, false
}

// leadersKey is the key each side's rout leader is worked out under, once
// a decision of the AI (facet.Advisor.Now).
type leadersKey struct{}

// Stake: once a side's next break test would be the rout test (its
// losses past 50%), the model whose test that is is worth more (the
// level's rout_leader) and keeps to cover the more (rout_leader_shelter):
// losing it hands the test to a worse stand-in, so its side keeps it out
// of the fire and the enemy goes for it.
func (m *module) Stake(a facet.Advisor, u *orders.Unit) (worth, shelter float64) {
	leaders := a.Now(leadersKey{}, func() any { return m.routLeaders(a) }).([2]string)
	if u.Side < 0 || u.Side >= len(leaders) || leaders[u.Side] == "" || leaders[u.Side] != u.ID {
		return 1, 1
	}
	return a.Weight(LeaderWeight), a.Weight(ShelterWeight)
}

// routLeaders are the IDs of each side's model whose test would be its
// rout test, when the side's next break test is that one; "" for a side
// whose is not. The leader is the best among the models r knows of.
func (m *module) routLeaders(r facet.Reader) [2]string {
	var out [2]string
	units := r.Units()
	for side := range out {
		lost, start := losses(r, side)
		if !Threatened(m.data, lost, start) {
			continue
		}
		if l := LeaderOf(units, side); l != nil {
			out[side] = l.ID
		}
	}
	return out
}
