package facet

// Points is a Reader that also tells each side's points as every player
// knows them, under the fog of war too: the army lists are known before
// the match and a removed model is removed in the open (docs/rules.md,
// "Fog of war"), while the Units a player's Reader lists leave out the
// enemy models its side does not see. game/match's View is one, and so the
// AI's advisor.
type Points interface {
	// Points are the army-list points of side's models removed so far,
	// and of every model it fields, those held back for an arrival too;
	// objectives count for neither.
	Points(side int) (removed, fielded int)
}
