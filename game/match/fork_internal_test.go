package match

import (
	"reflect"
	"slices"
	"testing"

	"github.com/krygothic/krygothic/rules/dice"
	"github.com/krygothic/krygothic/scenarios"
)

// Fork decides for every field of a Match how a fork gets it: a field
// added to Match must be named here, once Fork (fork.go) copies it as it
// must (shared only when nothing changes it once made, or when it is only
// ever added to and the fork's share is clipped).
func TestForkKnowsEveryField(t *testing.T) {
	known := []string{
		"scenario", "content", "settings", "rules", // shared: never changed
		"table",           // orders.Table.Clone; its deck shared until changed (deckShared)
		"round", "result", // copied
		"players", "dice", // the fork's own
		"tallies",           // copied, the completed combos clipped
		"log",               // the prefix shared, clipped: each appends its own
		"record", "choices", // none: a fork is not recorded
		"asking", "fault", // copied (asking is false between ticks)
		"firstBlood", "roundStart", // copied
		"reacting",                        // remapped to the clone's combos (empty between ticks)
		"replaying",                       // none
		"deckCopy",                        // shared: read-only, made again when the deck changes
		"modules", "played", "placements", // shared: never changed
		"fog",                            // deep-copied
		"deckShared",                     // set in both
		"choosing", "stepping", "resume", // a fork resumes the tick from the side declaring
		"hold",  // none: nothing drives a fork that can wait
		"deeds", // cloned
		"actor", // "" between ticks
	}
	var got []string
	ty := reflect.TypeOf(Match{})
	for i := range ty.NumField() {
		got = append(got, ty.Field(i).Name)
		if !slices.Contains(known, ty.Field(i).Name) {
			t.Errorf("Match.%s is new: decide how a fork gets it (fork.go) and name it here", ty.Field(i).Name)
		}
	}
	for _, k := range known {
		if !slices.Contains(got, k) {
			t.Errorf("Match has no field %s any more: take it off this list", k)
		}
	}
}

// What a match and its fork only ever add to (the log, the combos
// completed this round) they share up to the fork; what each adds after
// it is its own, even where the match's slice had room to spare.
func TestForkAppendsToItsOwn(t *testing.T) {
	s, c := shipped(t, scenarios.DefaultName)
	m, err := New(s, c, DefaultSettings(), dice.NewSeeded(1), [2]Player{})
	if err != nil {
		t.Fatal(err)
	}
	m.log = slices.Grow(m.log, 8)
	m.tallies[0].round.CompletedCombos = slices.Grow([]int{1}, 8)
	f, err := m.Fork([2]Player{}, dice.NewSeeded(2))
	if err != nil {
		t.Fatal(err)
	}
	n := len(m.log)
	f.note(ScenarioEvent{Text: "fork"})
	f.tallies[0].round.CompletedCombos = append(f.tallies[0].round.CompletedCombos, 2)
	m.note(ScenarioEvent{Text: "match"})
	m.tallies[0].round.CompletedCombos = append(m.tallies[0].round.CompletedCombos, 3)
	if f.log[n].Event.(ScenarioEvent).Text != "fork" || f.tallies[0].round.CompletedCombos[1] != 2 {
		t.Fatal("the match wrote over what its fork added")
	}
}
