package ap_test

import (
	"slices"
	"testing"

	"github.com/krygothic/krygothic/rules/ap"
	"github.com/krygothic/krygothic/rules/dice"
)

// KG-AP-02: one D6 per Squad Leader, the highest, plus the Tactics Rating,
// minus scenario modifiers, plus losses/triumphs; never below 0; AP dice do
// not explode (KG-DICE-04).
func TestAPRoll(t *testing.T) {
	tests := []struct {
		id    string
		roll  ap.Roll
		faces []int
		want  int
	}{
		{"KG-AP-02 one leader", ap.Roll{SquadLeaders: 1, TacticsRating: 12}, []int{4}, 16},
		{"KG-AP-02 highest of three", ap.Roll{SquadLeaders: 3, TacticsRating: 13}, []int{2, 5, 3}, 18},
		{"KG-AP-02 a six does not explode", ap.Roll{SquadLeaders: 1, TacticsRating: 10}, []int{6}, 16},
		{"KG-AP-08 scenario modifier", ap.Roll{SquadLeaders: 1, TacticsRating: 13, Modifier: 2}, []int{3}, 14},
		{"KG-AP-02 losses applied", ap.Roll{SquadLeaders: 1, TacticsRating: 12, Adjustment: -7}, []int{1}, 6},
		{"KG-AP-02 triumphs applied", ap.Roll{SquadLeaders: 1, TacticsRating: 12, Adjustment: 5}, []int{1}, 18},
		{"KG-AP-02 never below 0", ap.Roll{SquadLeaders: 1, TacticsRating: 2, Modifier: 3, Adjustment: -10}, []int{1}, 0},
		{"KG-AP-02 no living leader", ap.Roll{SquadLeaders: 0, TacticsRating: 12, Adjustment: -5}, nil, 7},
	}
	for _, tc := range tests {
		t.Run(tc.id, func(t *testing.T) {
			src, _ := dice.NewScripted(tc.faces...)
			got, err := tc.roll.Roll(src)
			if err != nil {
				t.Fatal(err)
			}
			if got.AP != tc.want || !slices.Equal(got.Dice, tc.faces) {
				t.Errorf("AP %d dice %v, want %d and %v", got.AP, got.Dice, tc.want, tc.faces)
			}
			if src.Remaining() != 0 {
				t.Errorf("%d faces unused: the roll used the wrong number of dice", src.Remaining())
			}
		})
	}
}

// GAP-06 with KG-AP-02: a Heracletian AP roll with a natural 1 on any die
// loses the team's Infighting (2) once; without a 1, or for a team with no
// Infighting, the roll is KG-AP-02's.
func TestInfightingGAP06(t *testing.T) {
	tests := []struct {
		id         string
		roll       ap.Roll
		faces      []int
		want, lost int
	}{
		{"GAP-06 a natural 1 costs 2", ap.Roll{SquadLeaders: 1, TacticsRating: 12, Infighting: 2}, []int{1}, 11, 2},
		{"GAP-06 no 1, no infighting", ap.Roll{SquadLeaders: 1, TacticsRating: 12, Infighting: 2}, []int{2}, 14, 0},
		{"GAP-06 a 1 beside the kept 6 still costs 2", ap.Roll{SquadLeaders: 2, TacticsRating: 12, Infighting: 2}, []int{6, 1}, 16, 2},
		{"GAP-06 two 1s cost 2 once", ap.Roll{SquadLeaders: 2, TacticsRating: 12, Infighting: 2}, []int{1, 1}, 11, 2},
		{"GAP-06 no leader, no die, no infighting", ap.Roll{SquadLeaders: 0, TacticsRating: 12, Infighting: 2}, nil, 12, 0},
		{"GAP-06 never below 0", ap.Roll{SquadLeaders: 1, TacticsRating: 12, Adjustment: -12, Infighting: 2}, []int{1}, 0, 2},
		{"KG-AP-02 other teams ignore a 1", ap.Roll{SquadLeaders: 1, TacticsRating: 12}, []int{1}, 13, 0},
	}
	for _, tc := range tests {
		t.Run(tc.id, func(t *testing.T) {
			src, _ := dice.NewScripted(tc.faces...)
			got, err := tc.roll.Roll(src)
			if err != nil {
				t.Fatal(err)
			}
			if got.AP != tc.want || got.Infighting != tc.lost {
				t.Errorf("AP %d, infighting %d; want %d and %d", got.AP, got.Infighting, tc.want, tc.lost)
			}
		})
	}
}

// KG-AP-06 and KG-AP-07, case by case.
func TestScore(t *testing.T) {
	tests := []struct {
		id    string
		round ap.Round
		rules []string
		total int
	}{
		{"KG-AP-07(1) quiet round", ap.Round{ModelsAtStart: 10}, []string{"KG-AP-07(1)"}, 1},
		{"KG-AP-06(1) over half lost", ap.Round{ModelsAtStart: 10, ModelsLost: 6}, []string{"KG-AP-06(1)"}, -5},
		{"KG-AP-06(1) exactly half is not over half", ap.Round{ModelsAtStart: 10, ModelsLost: 5}, nil, 0},
		{"KG-AP-06(2) leader killed", ap.Round{ModelsAtStart: 10, ModelsLost: 1, SquadLeadersLost: 1}, []string{"KG-AP-06(2)"}, -5},
		{"KG-AP-06(2) two leaders killed count once", ap.Round{ModelsAtStart: 10, ModelsLost: 2, SquadLeadersLost: 2}, []string{"KG-AP-06(2)"}, -5},
		{"KG-AP-06(1)+(2) together just -5", ap.Round{ModelsAtStart: 4, ModelsLost: 3, SquadLeadersLost: 1}, []string{"KG-AP-06(1)+(2)"}, -5},
		{"KG-AP-06(3) leader failed willpower", ap.Round{ModelsAtStart: 10, LeaderFailedWillpower: true}, []string{"KG-AP-06(3)", "KG-AP-07(1)"}, -1},
		{"KG-AP-06(4) own fire", ap.Round{ModelsAtStart: 10, ModelsLost: 1, DamagedByOwnSide: true}, []string{"KG-AP-06(4)"}, -1},
		{"KG-AP-07(2) two enemy leaders", ap.Round{ModelsAtStart: 10, ModelsLost: 1, EnemyLeadersKilled: 2}, []string{"KG-AP-07(2)"}, 4},
		{"KG-AP-07(3) combos of 4, 9 and 3 commands", ap.Round{ModelsAtStart: 10, ModelsLost: 1, CompletedCombos: []int{4, 9, 3}}, []string{"KG-AP-07(3)"}, 3},
		{"KG-AP-07(4) two interruptions", ap.Round{ModelsAtStart: 10, ModelsLost: 1, InterruptedCombos: 2}, []string{"KG-AP-07(4)"}, 6},
		{"KG-AP-07(5) first blood", ap.Round{ModelsAtStart: 10, FirstBlood: true}, []string{"KG-AP-07(1)", "KG-AP-07(5)"}, 3},
		{"everything at once", ap.Round{
			ModelsAtStart: 8, ModelsLost: 5, SquadLeadersLost: 1, LeaderFailedWillpower: true, DamagedByOwnSide: true,
			EnemyLeadersKilled: 1, CompletedCombos: []int{8}, InterruptedCombos: 1, FirstBlood: true,
		}, []string{"KG-AP-06(1)+(2)", "KG-AP-06(3)", "KG-AP-06(4)", "KG-AP-07(2)", "KG-AP-07(3)", "KG-AP-07(4)", "KG-AP-07(5)"}, -5 - 2 - 1 + 2 + 2 + 3 + 2},
		{"an empty army cannot lose half", ap.Round{}, []string{"KG-AP-07(1)"}, 1},
		{"a killed leader is a lost unit", ap.Round{ModelsAtStart: 10, SquadLeadersLost: 1}, []string{"KG-AP-06(2)"}, -5},
	}
	for _, tc := range tests {
		t.Run(tc.id, func(t *testing.T) {
			got := ap.Score(tc.round)
			var rules []string
			sum := 0
			for _, it := range got.Items {
				rules = append(rules, it.Rule)
				sum += it.AP
			}
			if !slices.Equal(rules, tc.rules) || got.Total != tc.total || sum != got.Total {
				t.Errorf("rules %v total %d (items sum %d); want %v and %d", rules, got.Total, sum, tc.rules, tc.total)
			}
		})
	}
}
