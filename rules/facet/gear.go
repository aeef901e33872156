package facet

import (
	"github.com/krygothic/krygothic/rules/army"
)

// Gear is the facet of a module whose army list fields change what a
// model carries (a second pistol): a line that lists a model's gear
// (kg army check) asks it how each piece reads.
type Gear interface {
	// Gear is how piece, the core's words for one piece of m's gear
	// ("Pistol 3K2S1"), reads with what the module's fields give m
	// ("2× Pistol 3K2S1 (…)"); piece itself for most. slot says which
	// piece it is (the army list's field: "ranged", "melee", "armour",
	// "grenades"), or MoreGear.
	Gear(m *army.Model, slot, piece string) string
}

// MoreGear is the slot a line of gear asks last, with the pieces the
// modules have added so far ("" at first): gear a module's field gives
// a model in none of the core's slots (a jammer) is added to it.
const MoreGear = "more"
