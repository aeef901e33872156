// Package combat resolves Kry-Gothic's fighting: ranged combat (KG-RC),
// close combat (KG-CC, KG-CCA, KG-CCD), psychology (KG-PSY) and weak floors
// (KG-EXPL), one file per chapter.
//
// Combat never looks at a map. Everything the map would tell it (distance,
// arcs, line of sight, cover, darkness, who ran) arrives as an explicit
// situation; the geometry code computes those. Every roll comes from a
// dice.Source, so a script can say what the dice show, and every resolution
// returns typed [Event]s (dice rolled, modifiers with their rule IDs,
// wounds, state changes) for the log, replays, animation and the AI.
// Nothing here prints.
//
// Resolutions change the [Fighter]s they are given (wounds, pinned, prone,
// broken weapons) and report each change as an event as well.
package combat
