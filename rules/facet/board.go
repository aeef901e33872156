package facet

import (
	"github.com/krygothic/krygothic/rules/geom"
	"github.com/krygothic/krygothic/rules/orders"
)

// Standing is the facet of a module whose state shows on the board, in
// deck inches: the client draws every module's shapes with one drawer.
type Standing interface {
	// Standing are the shapes the module's state leaves on the board,
	// drawn under the models: an arc a model watches, a squad's
	// coherency. units are the units shown (under the fog of war, those
	// seen).
	Standing(r Reader, units []orders.Unit) []Shape
}

// Aiming is the facet of a module whose orders show, as they are aimed,
// what they would do on the board.
type Aiming interface {
	// Aimed are the shapes the preview p of order o by u shows, drawn
	// over the preview's path: where a blast would come down, the arc an
	// overwatch would watch. tone is the preview's: Warning, or Bad for
	// an order the rules would refuse.
	Aimed(r Reader, u orders.Unit, o orders.Order, p orders.Preview, tone Tone) []Shape
}

// Badges is the facet of a module whose marks show on a model's token.
type Badges interface {
	// Badges are the letters u wears ("J": its weapon is jammed).
	Badges(r Reader, u orders.Unit) []Badge
}

// States is the facet of a module whose marks show in the selected
// model's panel.
type States interface {
	// States are words the panel adds to u's states ("weapon jammed").
	States(r Reader, u orders.Unit) []string
	// Lines are lines the panel adds under them, in the warning colour
	// ("Cargo loader · speed 6\" · next move 3–9\"").
	Lines(r Reader, u orders.Unit) []string
}

// Status is the facet of a module with something to say of each side in
// the top bar (its losses against its next break test).
type Status interface {
	// Status is side's line, "" for none.
	Status(r Reader, side int) string
}

// Badge is a letter a model's token wears, in a tone.
type Badge struct {
	Text string
	Tone Tone
}

// Shape is a shape on the board, in deck inches.
type Shape struct {
	Kind ShapeKind
	// At is a ring's, a disc's or a wedge's centre, a band's start, a
	// cross's point aimed at.
	At geom.Vec
	// To is a band's end, a cross's point landed on.
	To geom.Vec
	// Path is a line's points.
	Path []geom.Vec
	// Radius is a ring's, a disc's or a wedge's, in inches.
	Radius float64
	// Bearing and Half are a wedge's direction and half its angle, in
	// radians.
	Bearing, Half float64
	// Width is a band's width in inches, a line's or a ring's stroke in
	// pixels.
	Width float64
	// Tone colours it; with Sided, the light colour of side Side.
	Tone  Tone
	Sided bool
	Side  int
	// Alpha is its opacity, 0 for the tone's own.
	Alpha uint8
	// Over: drawn over the models, not under them (a blast's scatter).
	Over bool
	// Label is written where the pointer's direction from At crosses a
	// Ring ("Mind bolt 12\""), so a ring running off the screen still
	// shows its name.
	Label string
}

// ShapeKind is what a Shape draws.
type ShapeKind int

// The kinds of shape.
const (
	// Line: a line along Path, Width pixels wide, with a dot at its end.
	Line ShapeKind = iota
	// Edge: a line along Path, Width pixels wide, and no more (an arc's
	// edge).
	Edge
	// Ring: a circle of Radius round At, a stroke of Width pixels.
	Ring
	// Template: a template of Radius at At, filled faintly and edged (a
	// blast's, a damaged structure's).
	Template
	// Wedge: a filled sector of Radius round At, Bearing ± Half.
	Wedge
	// Band: a band Width inches wide from At to To (a saturation lane).
	Band
	// Cross: a cross at the point aimed at (At) and a dashed line to where
	// a blast came down (To): its scatter.
	Cross
)
