package match

import (
	"reflect"
	"slices"
	"testing"

	"github.com/krygothic/krygothic/rules/ap"
	"github.com/krygothic/krygothic/rules/combat"
	"github.com/krygothic/krygothic/rules/deck"
	"github.com/krygothic/krygothic/rules/orders"
)

// A snapshot decides for every field of the state a match changes where
// it comes from on resuming: the snapshot, or the record the snapshot is
// in (what never changes once set up). A field added to any of these
// types must be named here, once the snapshot (snapshot.go) carries it or
// it is shown to be set up from the record.
func TestSnapshotKnowsEveryField(t *testing.T) {
	for _, c := range []struct {
		of    any
		known []string
	}{
		{Match{}, []string{
			"scenario", "content", "settings", "rules", "modules", "played", "placements", // from the record
			"table", "round", "result", "tallies", "dice", "firstBlood", "roundStart", "fog", // the snapshot
			"log",               // replayed when the rules version is the same; else none
			"record", "choices", // the record's own
			"players",                                                               // the resuming side's
			"asking", "fault", "reacting", "choosing", "stepping", "resume", "hold", // none between ticks (Snapshot refuses otherwise)
			"replaying", "deckCopy", "deckShared", // made again
			"deeds", // the snapshot's units
			"actor", // "" between ticks
		}},
		{orders.Table{}, []string{
			"Tick", "Chain", "Fought", "Charged", "Templates", "Marks", "Units", "Sides", // the snapshot
			"Deck",                                          // the scenario's, with the snapshot's changed cells
			"Dark", "Saboteur", "Options", "Rules", "cache", // set up from the record; the cache is checked on use
			"current", // nil between ticks: only set while a step is checked or carried out
		}},
		{orders.Unit{}, []string{
			"Base", "OnTable", "Waiting", "Ran", "Stepped", "DefenceClass", "DefenceType", "LetsGo", // the snapshot
			"F",                                          // its Condition the snapshot's, the rest its profile
			"ID", "Side", "Model", "Objective", "Points", // from the scenario and its armies
		}},
		{combat.Fighter{}, []string{
			"Condition", // the snapshot's
			"ID", "Side", "Stats", "Armour", "Ranged", "Melee", "Attacks", "Base", "SquadLeader", "Inanimate", "Fear", "Horror", "WoundCapacity",
		}},
		{combat.Condition{}, []string{"Wounds", "Fatigue", "Pin", "Prone", "StuckAP", "RangedBroken", "MeleeBroken", "Down"}}, // all in the snapshot, as one
		{orders.Side{}, []string{"AP", "Done", "Frozen", "ChannelFree", "Combo", "ID", "Name", "Index", "Tactics"}},
		{orders.Combo{}, []string{"Side", "Decl", "Steps", "Cur", "Reaction"}},
		{orders.Step{}, []string{
			"Order", "Unit", "Target", "Cost", "Start", "End", "Plan", "From", "Repeated", "Started", "Combo", // the snapshot
			"Kind",                               // the rules' kind of its order's verb
			"legs", "along", "playedOut", "shot", // worked out again as it plays; shot only previews a declaration being checked
		}},
		{ap.Round{}, []string{"ModelsAtStart", "ModelsLost", "SquadLeadersLost", "LeaderFailedWillpower", "DamagedByOwnSide",
			"EnemyLeadersKilled", "CompletedCombos", "InterruptedCombos", "FirstBlood"}},
		{tally{}, []string{"round", "adjust", "killed", "leaders"}},
		{deck.Cell{}, []string{"Terrain", "Wall", "Door", "Open", "Cover", "Weak", "Dark", "Gantry", "Hardness"}},
		{fogState{}, []string{"Sighting", "last"}},
		{Sighting{}, []string{"Seen", "Ghosts"}},
	} {
		ty := reflect.TypeOf(c.of)
		var got []string
		for i := range ty.NumField() {
			got = append(got, ty.Field(i).Name)
			if !slices.Contains(c.known, ty.Field(i).Name) {
				t.Errorf("%s.%s is new: carry it in the snapshot (snapshot.go) or show it is set up from the record, and name it here", ty, ty.Field(i).Name)
			}
		}
		for _, k := range c.known {
			if !slices.Contains(got, k) {
				t.Errorf("%s has no field %s any more: take it off this list", ty, k)
			}
		}
	}
}
