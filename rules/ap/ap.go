// Package ap is the Action Point economy of Kry-Gothic: the AP roll at the
// start of every AP round and the losses and triumphs that adjust it
// (KG-AP-01..08).
package ap

import (
	"fmt"

	"github.com/krygothic/krygothic/rules/dice"
)

// Roll describes one side's AP roll (KG-AP-02).
type Roll struct {
	SquadLeaders  int // living Squad Leaders: one die each (KG-CLS-02)
	TacticsRating int // the team's rating (KG-DATA-01)
	Modifier      int // scenario modifier, subtracted (KG-AP-08, GAP-35)
	Adjustment    int // the previous round's losses and triumphs (Tally.Total)
	// Infighting is taken off when any AP die shows a natural 1: the
	// Heracletians' factions fall out (GAP-06: 2); 0 for other teams.
	Infighting int
}

// RollResult is a rolled AP total with its parts, for the log.
type RollResult struct {
	Dice    []int // natural faces: AP dice never explode (KG-DICE-04)
	Highest int   // 0 when no Squad Leader is alive
	AP      int   // never below 0
	// Infighting is the AP the roll lost to infighting (GAP-06): Roll's
	// Infighting when a die showed a natural 1, else 0.
	Infighting int
}

// Roll rolls the side's AP: the highest of one D6 per living Squad Leader,
// plus the Tactics Rating, minus the scenario modifier, plus the losses and
// triumphs adjustment, never below 0 (KG-AP-02). With no Squad Leader alive
// no die is rolled and the highest counts as 0. A team with Infighting
// loses it once when any of its dice shows a natural 1 (GAP-06: each Squad
// Leader leads a faction, so more leaders mean more quarrels), whatever
// the highest die.
func (r Roll) Roll(src dice.Source) (RollResult, error) {
	chains, err := dice.RollPool(src, max(r.SquadLeaders, 0), false, "AP roll")
	if err != nil {
		return RollResult{}, err
	}
	res := RollResult{}
	for _, c := range chains {
		res.Dice = append(res.Dice, c.Natural())
		res.Highest = max(res.Highest, c.Natural())
		if c.Natural() == 1 {
			res.Infighting = r.Infighting
		}
	}
	res.AP = max(res.Highest+r.TacticsRating-r.Modifier+r.Adjustment-res.Infighting, 0)
	return res, nil
}

// Round is what happened to one side during an AP round, as far as losses
// and triumphs care (KG-AP-06, KG-AP-07).
type Round struct {
	ModelsAtStart         int   // own models alive when the round began
	ModelsLost            int   // own models removed during the round, leaders included
	SquadLeadersLost      int   // own Squad Leaders killed
	LeaderFailedWillpower bool  // an own Squad Leader failed a Willpower roll
	DamagedByOwnSide      bool  // an own unit was damaged by its own side (GAP-15)
	EnemyLeadersKilled    int   // enemy Squad Leaders this side killed
	CompletedCombos       []int // commands in each combo this side completed
	InterruptedCombos     int   // enemy combos this side interrupted
	FirstBlood            bool  // this side caused the first wound of the game
}

// Item is one line of the tally, naming the rule that gives it.
type Item struct {
	Rule   string // e.g. "KG-AP-06(2)"
	Reason string
	AP     int
}

// Tally is the losses and triumphs of one side for one round.
type Tally struct {
	Items []Item
	Total int
}

func (t *Tally) add(rule, reason string, ap int) {
	t.Items = append(t.Items, Item{Rule: rule, Reason: reason, AP: ap})
	t.Total += ap
}

// Score works out the losses and triumphs of a round (KG-AP-06, KG-AP-07).
// Losses (1) and (2) together cost 5, not 10; losses (3) and (4) count once
// however often they happened; an army that began the round with no models
// cannot lose half of it. A killed Squad Leader is a lost model even if
// ModelsLost forgot to count it.
func Score(r Round) Tally {
	var t Tally
	lost := max(r.ModelsLost, r.SquadLeadersLost)
	overHalf := r.ModelsAtStart > 0 && 2*lost > r.ModelsAtStart
	switch {
	case overHalf && r.SquadLeadersLost > 0:
		t.add("KG-AP-06(1)+(2)", "lost over half the army and a Squad Leader", -5)
	case overHalf:
		t.add("KG-AP-06(1)", fmt.Sprintf("lost %d of %d models, over half", lost, r.ModelsAtStart), -5)
	case r.SquadLeadersLost > 0:
		t.add("KG-AP-06(2)", "Squad Leader killed", -5)
	}
	if r.LeaderFailedWillpower {
		t.add("KG-AP-06(3)", "Squad Leader failed a Willpower roll", -2)
	}
	if r.DamagedByOwnSide {
		t.add("KG-AP-06(4)", "a unit was damaged by its own side", -1)
	}
	if lost == 0 {
		t.add("KG-AP-07(1)", "lost no units", 1)
	}
	if r.EnemyLeadersKilled > 0 {
		t.add("KG-AP-07(2)", fmt.Sprintf("killed %d enemy Squad Leader(s)", r.EnemyLeadersKilled), 2*r.EnemyLeadersKilled)
	}
	combo := 0
	for _, n := range r.CompletedCombos {
		combo += n / 4
	}
	if combo > 0 {
		t.add("KG-AP-07(3)", "completed command combos (+1 per 4 commands)", combo)
	}
	if r.InterruptedCombos > 0 {
		t.add("KG-AP-07(4)", fmt.Sprintf("interrupted %d enemy combo(s)", r.InterruptedCombos), 3*r.InterruptedCombos)
	}
	if r.FirstBlood {
		t.add("KG-AP-07(5)", "first blood", 2)
	}
	return t
}
