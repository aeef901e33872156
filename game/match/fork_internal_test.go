package match

import (
	"reflect"
	"slices"
	"testing"
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
		"reacting",              // remapped to the clone's combos (empty between ticks)
		"replaying",             // none
		"deckCopy",              // shared: read-only, made again when the deck changes
		"modules", "placements", // shared: never changed
		"fog",                            // deep-copied
		"deckShared",                     // set in both
		"choosing", "stepping", "resume", // a fork resumes the tick from the side declaring
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
