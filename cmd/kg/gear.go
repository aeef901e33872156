package main

import (
	"github.com/krygothic/krygothic/rules/army"
	"github.com/krygothic/krygothic/rules/facet"
)

// moduleGear is how piece, the core's words for the piece of m's gear in
// slot ("ranged", "melee", "armour", "grenades"), reads with what the rule
// modules' army list fields give m (facet.Gear: a second pistol).
func moduleGear(mods facet.Set, m *army.Model, slot, piece string) string {
	for _, x := range mods {
		if g, ok := x.Loaded.(facet.Gear); ok {
			piece = g.Gear(m, slot, piece)
		}
	}
	return piece
}
