// Package match plays a Kry-Gothic match headless: the real-time AP clock
// (RULINGS, "The real-time AP clock"), each side's command channel, the AP
// rounds (KG-AP) and the scenario's events and victory (KG-SCN), the one
// writer of the match's state, and the record that replays it. What an
// order may be and what it does are the order rules' (rules/orders).
//
// An order flows one way: a Player declares it (every order comes through
// a Player: a person's, the AI's, a script's, a record's), the match takes
// it and hands it to the order rules, which refuse it or work out what
// declaring it does; the match schedules its steps on the side's channel,
// the rules carry each step out as its time comes, and everything they
// decide reaches the table through the match's apply step, the only code
// through which the rules change the table; the round's own bookkeeping
// (AP rolled, breath back, the scenario's arrivals and floods, round.go)
// is the match's. Players and screens read the match through a View,
// which hands out copies; a player that looks ahead forks it (View.Fork,
// fork.go) into a match of its own to play forward and throw away.
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
// The order rules keep caches in the match's table for a bot that previews
// many orders a tick (the standing bases, the last few movement plans), so
// a Match is not safe for concurrent use, even by callers that only read.
package match
