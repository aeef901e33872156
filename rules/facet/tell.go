package facet

import (
	"github.com/krygothic/krygothic/rules/combat"
	"github.com/krygothic/krygothic/rules/geom"
)

// Teller is the facet of a module that tells its own events: the event
// log's lines, in words a person reads. The log asks every module played
// before it tells an event the core's way, so a module may also tell a
// core event of its own making (a StateChanged of a state it defines).
type Teller interface {
	// Tell tells event e, false for an event that is not the module's.
	Tell(e combat.Event) ([]Sentence, bool)
}

// Phrases is the facet of a module that says its orders in words, as the
// log writes a declaration and the screen a queued order: "use mind bolt
// on Cultist 2" for "bolt cultists.cultist-2".
type Phrases interface {
	// Phrase is what an order of verb tells its unit to do, without the
	// unit, given the order's arguments as the orders format writes them;
	// false for a verb not the module's, or arguments it cannot read.
	Phrase(unit, verb string, args []string) ([]Part, bool)
}

// Sounds is the facet of a module whose events make a sound.
type Sounds interface {
	// Cue is the sound effect e makes (game/sound's cue names:
	// "explosion"), false for none.
	Cue(e combat.Event) (string, bool)
}

// Shows is the facet of a module whose events show on the board for a
// moment: where a blast came down, and its scatter.
type Shows interface {
	// Shown are the shapes e leaves on the board for a few seconds,
	// fading; none for most events.
	Shown(e combat.Event) []Shape
}

// Aims is the facet of a module whose events fire shots the screen
// traces (a shot from overwatch at a mover), as it traces a declared
// shot.
type Aims interface {
	// Aim is the shooter and the target of the shot e fires; false for
	// none.
	Aim(e combat.Event) (by, at string, ok bool)
}

// Lobs is the facet of a module whose events bring down something thrown
// that bursts where it lands (a grenade): the screen draws its flight from
// the thrower, then the burst.
type Lobs interface {
	// Lob is who threw what e brings down, where it came down and how
	// wide its burst is, in inches; false for none.
	Lob(e combat.Event) (by string, at geom.Vec, diameter float64, ok bool)
}

// Flashes is the facet of a module whose events are worth the screen's
// banner as well as the log (a break test that may rout a side).
type Flashes interface {
	// Flash is the banner's line for e (Tone Bad: bad news for the
	// player); false for none.
	Flash(e combat.Event) (Sentence, bool)
}

// Sentence is one line of the log as a module tells it.
type Sentence struct {
	// Indent is 0 for a line of its own, 1 for a line under another.
	Indent int
	// Tone says how it went: Ink for a plain fact, Good or Bad for the
	// side of About.
	Tone Tone
	// About is the unit (or, with AboutSide, the side) the line
	// concerns: its side's colour marks the line. "" for none.
	About     string
	AboutSide bool
	// Parts are what it says, in order.
	Parts []Part
	// Rule is the rule ID the line closes with, "" for none.
	Rule string
}

// Part is a piece of a sentence: words, or something the log names in its
// own way (a unit by its name, a point of the deck in words).
type Part struct {
	Kind PartKind
	// Text is Words' and Free's text.
	Text string
	// ID is a Unit's, a Side's or a Target's.
	ID string
	// X, Y are a Spot's deck inches; Deg a Facing's or Bearing's degrees,
	// Inches a distance's.
	X, Y, Deg, Inches float64
}

// PartKind is what a Part says.
type PartKind int

// The kinds of part.
const (
	WordsPart   PartKind = iota // plain words
	UnitPart                    // a unit, by its name
	SidePart                    // a side, by its name
	TargetPart                  // a unit an order aims at, named from the ordering side's view
	SpotPart                    // a point of the deck, in words ("a spot by the crates")
	FacingPart                  // a facing in degrees, in words ("north-east")
	BearingPart                 // a direction from a model, in words ("towards the north-east")
	InchesPart                  // a distance, to a tenth of an inch
	FreePart                    // free text from the rules, with the unit IDs in it named
	MoveToPart                  // where unit ID moves to (X, Y), in words ("6.2\" north-east, to a spot …")
)

// Words is plain words.
func Words(s string) Part { return Part{Kind: WordsPart, Text: s} }

// Unit names a unit.
func Unit(id string) Part { return Part{Kind: UnitPart, ID: id} }

// Side names a side.
func Side(id string) Part { return Part{Kind: SidePart, ID: id} }

// Target names the unit an order aims at.
func Target(id string) Part { return Part{Kind: TargetPart, ID: id} }

// Spot names a point of the deck.
func Spot(x, y float64) Part { return Part{Kind: SpotPart, X: x, Y: y} }

// Facing names a facing, in degrees.
func Facing(deg float64) Part { return Part{Kind: FacingPart, Deg: deg} }

// Bearing names a direction, in degrees.
func Bearing(deg float64) Part { return Part{Kind: BearingPart, Deg: deg} }

// Inches is a distance.
func Inches(in float64) Part { return Part{Kind: InchesPart, Inches: in} }

// Free is free text from the rules (a reason): the unit IDs in it are named.
func Free(text string) Part { return Part{Kind: FreePart, Text: text} }

// MoveTo is where unit moves to, in words.
func MoveTo(unit string, x, y float64) Part { return Part{Kind: MoveToPart, ID: unit, X: x, Y: y} }

// Secret is the part of an event that only one side may be told while
// the match is played (a tactics card drawn into its hand, XS-08): the
// battle screen's log keeps it from the other side's player, and from
// both at a hotseat's shared screen, as the fog of war keeps what a side
// does not see. A replay tells it.
type Secret interface {
	// SecretOf is the ID of the side the event is told to.
	SecretOf() string
}
