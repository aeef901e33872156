// Package facet is what a rule module hands the rest of the game: the
// contract between a module's one folder (rules/modules/<name>) and the
// match, the client, the log, the sound and the AI, which draw, play and
// tell any module the same way (docs/architecture.md, "A rule module is
// one folder").
//
// A module is an [Entry] in the registry (rules/modules): who it is
// ([Info]) and how it loads its data ([Entry.Load]). Loading returns the
// module as it plays with one content ([Loaded]): its order rules, and any
// of the optional facets below, which the game looks for with a type
// assertion, as Caddy's hosts look for a module's optional interfaces:
//
//   - [Armies]: what it needs of an army or a scenario;
//   - [Keys]: its orders as a player gives them (keys, hints, targets);
//   - [Previews]: the lines it adds to an order's preview, with odds;
//   - [Board]: the shapes it leaves on the board, the badges its marks
//     give a model, the panel lines of a selected model;
//   - [Teller]: its log lines, sound cues and screen flashes;
//   - [Brain]: its AI candidates.
//
// Everything here is plain Go on the rules' types: no Ebitengine, and no
// package of game/ (a module lives in rules/).
package facet

import (
	"github.com/krygothic/krygothic/rules/army"
	"github.com/krygothic/krygothic/rules/content"
	"github.com/krygothic/krygothic/rules/datafile"
	"github.com/krygothic/krygothic/rules/orders"
)

// Info is who a module is, as players and scenario files name it.
type Info struct {
	ID      string   `json:"id"`      // its design's ID in RULES-INVENTORY §7
	Name    string   `json:"name"`    // the short name scenarios and flags use, "blast"
	Sources []string `json:"sources"` // the seeds' rule IDs it comes from
	Summary string   `json:"summary"` // what it changes, in a paragraph
	Default bool     `json:"default"` // on when a scenario names no modules
}

// Entry is a module's line in the registry: its Info, and Load.
type Entry struct {
	Info
	// Load reads the module's data from the content d holds and returns
	// the module as it plays with that content. Problems in the data go
	// to d.Problems at their file, line and column; Load returns a module
	// all the same (with what it could read), so every problem of a
	// content folder is reported at once.
	Load func(d Data) Loaded
	// Keys are the keys its orders are given with, as the settings bind
	// them (its Keys facet says what each does).
	Keys []Binding
	// Weights are its weights in the AI's levels (levels.yaml), by name,
	// with the value each has when a level gives none.
	Weights map[string]float64
}

// Data is what a module's Load reads.
type Data struct {
	Content *content.Content
	// Section is the module's section of modules.yaml (under its Name);
	// ok is false when the content has none (a folder made before the
	// module): the module then plays with its shipped values.
	Section datafile.Section
	Written bool
	// Problems collects what is wrong with the data, at its place.
	Problems *datafile.List
}

// Loaded is a module as it plays with one content: its order rules, and
// whichever of the optional facets of this package it has.
type Loaded interface {
	// Rules are its order rules (orders.Rules.With).
	Rules() orders.Module
}

// Module is a module as a match plays it: who it is, and its facets.
type Module struct {
	Info
	Loaded
}

// Set is the modules a match plays with, in ID order.
type Set []Module

// Rules are the core order rules with every module of the set plugged in.
func (s Set) Rules() *orders.Rules {
	mods := make([]orders.Module, len(s))
	for i, m := range s {
		mods[i] = m.Loaded.Rules()
	}
	return orders.Core().With(mods...)
}

// Names are the modules' short names, in ID order.
func (s Set) Names() []string {
	out := make([]string, len(s))
	for i, m := range s {
		out[i] = m.Name
	}
	return out
}

// Has reports whether the set holds the module of a name.
func (s Set) Has(name string) bool {
	for _, m := range s {
		if m.Name == name {
			return true
		}
	}
	return false
}

// Armies is the facet of a module that has a say on the armies a match
// fields: a model that cannot play without it (a vehicle), one that
// brings it on by default (a psychic), one with gear that is idle without
// it (a second pistol).
type Armies interface {
	// Need is what model m needs of the module (NoNeed for most), with
	// what m is as a sentence says it ("a vehicle", "a psychic"), or for
	// Idle what it carries ("two weapons (dual: true), fired together
	// only with the dual module").
	Need(m *army.Model) (n Need, is string)
}

// Need is what a model needs of a module.
type Need int

// The needs, from none to the module being on.
const (
	NoNeed   Need = iota // the model plays the same without the module
	Idle                 // it plays without, but part of what it carries does nothing: a note
	Wanted               // the module is on by default in a match that fields it
	Required             // it cannot play without the module: a match without is refused
)

// Playable is the facet of a module that cannot play with every content
// (a content with no frag grenade has nothing for a blast): the match
// refuses to play it there, saying why. Problems of the module's own data
// are reported when the content is read; this is what the content lacks.
type Playable interface {
	// Playable is why the module cannot play with its content, nil when
	// it can.
	Playable() error
}

// ArmyFields is the facet of a module that adds fields to army list
// entries (a second pistol, a squad's name): the army's reader hands each
// its value (army.Field).
type ArmyFields interface {
	ArmyFields() []army.Field
}

// UnitFields is the facet of a module that adds fields to unit profiles
// (a vehicle's profile, a psychic's powers): it reads them from each
// unit's Traits when it loads, and names them here, so a field no module
// reads is reported.
type UnitFields interface {
	UnitFields() []string
}

// Decode reads the module's section of d into a value that starts as
// start (the fields a section may leave out keep start's), the problems
// going to d.Problems. ok is false when the content has no section or it
// could not be read: the module then plays with its shipped values.
func Decode[T any](d Data, start T) (v T, ok bool) {
	if !d.Written || !d.Section.Decode(&start, d.Problems) {
		return v, false
	}
	return start, true
}

// ReadData reads the data of the module called name from content c on
// its own, with read (the module's own reader, as its Load uses it): for
// a program that needs a module's numbers outside a match, such as a
// campaign pricing raises between battles. The error lists every problem
// of the module's section at its file, line and column; the data is what
// could be read all the same (the shipped values without a section).
func ReadData[T any](c *content.Content, name string, read func(Data) T) (T, error) {
	sec, written := c.Modules.Sections[name]
	var problems datafile.List
	v := read(Data{Content: c, Section: sec, Written: written, Problems: &problems})
	return v, problems.Err()
}
