// Package dice rolls Kry-Gothic's six-sided dice.
//
// Every roll draws its faces from a [Source]: a [Seeded] source for real
// play, or a [Scripted] one that hands out a fixed list of faces so a test
// (or `kg run --dice`) can say exactly what the dice show. A scripted source
// that runs out returns an error naming the roll that wanted another die; it
// never makes a face up.
//
// On top of the source sit the roll kinds of the rules (KG-DICE-01..09):
// exploding 6s kept as whole [Chain]s for display, target-number tests with
// the 7+ table ([Table], RULINGS §1) or the exploding-sum option
// ([Sum7Plus]), success-mode keep rolls ("roll N, keep at most K that
// pass"), score-mode keep rolls (XKY summed), attribute checks (highest
// die) and the two criticals.
package dice
