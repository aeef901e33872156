package facet

// Cite writes a unit into the text of a Row (its terms, its note and
// their tips) by its full ID, side and all ("blue.renegade-cultist-2"):
// the client names it there as the player knows it ("Cultist 2"), as it
// names the units a refusal's reason cites. A module's rows list other
// models this way (the models a sweep's hits would reach, with their
// odds).
func Cite(id string) string { return id }
