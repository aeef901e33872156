// Package match plays a Kry-Gothic match headless: the real-time AP clock
// (RULINGS, "The real-time AP clock"), orders and combos (KG-CMB), waiting
// (KG-WAIT), face-offs (KG-FACE), AP rounds (KG-AP) and the scenario's
// events and victory (KG-SCN), on top of the rules packages.
//
// A match advances in ticks, 60 per second of game time. Declaring an order
// or combo pays its whole AP cost at once and keeps the side's command
// channel busy for cost × seconds-per-AP; the steps play out over that
// time, each resolving at the end of its share of it, so a mover is found
// wherever it has got to. All randomness comes from one seeded dice source,
// so a match is reproduced exactly by its seed, settings and the
// tick-stamped declarations of both sides: that record is also the save
// format.
//
// Previews, declarations and the steps they schedule share caches kept by
// the match for a bot that previews many orders a tick: the index of the
// standing bases, the last few movement plans. Each is checked at every
// use against the state it was worked out from, so an answer is exactly
// the one working it out afresh gives (docs/performance.md, "Headless
// games"). Because of them a Match is not safe for concurrent use, even
// by callers that only preview.
package match
