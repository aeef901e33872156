// Package contenttest holds content for tests: a content folder small
// enough to read whole, for tests of what reads content folders.
package contenttest

import "testing/fstest"

// Minimal is the smallest sound content folder: one class, one pistol,
// one team and its Squad Leader, in a fresh map a test may change.
func Minimal() fstest.MapFS {
	return fstest.MapFS{
		"classes.yaml": {Data: []byte(`army_limits: {cost_cap: 100, max_models: 5, min_squad_leaders: 1, max_squad_leaders: 1, max_grenades: 2}
classes:
  - id: squad-leader
    name: SL
    group: leader
    wounds: 3
    cost: 50
    baseline: {speed: 4, strength: 3, body: 3, mind: 5, willpower: 5, cc: 4, rc: 5}
`)},
		"gear.yaml": {Data: []byte(`ranged_weapons:
  - id: pistol
    name: Pistol
    cost: 20
    stats: 3K2S1
    short: 2
    long: 6
`)},
		"teams.yaml":   {Data: []byte("teams:\n  - id: t\n    name: T\n    tactics_rating: 10\n")},
		"units/t.yaml": {Data: []byte("team: t\nunits:\n  - id: boss\n    name: Boss\n    class: squad-leader\n    stats: {rc: X}\n")},
	}
}
