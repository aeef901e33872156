// Package balance gathers the statistics of self-played games and writes
// them up as a balance report for scenario designers (issue 17): win
// rates by side, team and AI with 95% confidence intervals, kills, wounds
// and survival by unit type and by weapon, the AP each side spent by
// order type, and heat maps of where models died, drawn as PNG pictures
// over the deck's walls.
//
// Collect reads one finished game from its match's view (the log and the
// models as they ended); Report adds games up, in game order, and writes
// the report. The package draws with the standard library's image
// packages only: it runs headless, and the rules never see it.
package balance
