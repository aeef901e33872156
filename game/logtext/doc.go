// Package logtext turns match log entries ([match.Entry]) into short lines
// of text for the battle screen's event log, headless: it draws nothing and
// does not import Ebitengine.
//
// Each entry becomes one or more [Line]s of at most [Width] characters
// (longer ones are wrapped, continuations indented). A line carries a
// [Kind] for its colour and the index of the side it concerns. A roll's
// line also lists its dice as [Die]s, each with its place in the text, so
// the screen can colour kept, passed and exploded dice; the text shows
// every die anyway: kept dice in brackets, an exploded die as its chain
// ("[6+6+2=14]"). Every modifier of a roll gets a line of its own naming
// its rule, and every event names the rule behind it, in parentheses.
//
// An event type this package does not know still prints: its type name,
// its rule and its fields.
package logtext
