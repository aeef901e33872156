package luck

import (
	"github.com/krygothic/krygothic/rules/content"
	"github.com/krygothic/krygothic/rules/datafile"
	"github.com/krygothic/krygothic/rules/facet"
)

// Data is the module's data, its section of modules.yaml (luck:): what a
// command re-roll costs, how many dice a veteran rolls again, and which
// classes are veterans.
type Data struct {
	Keys datafile.Keys `yaml:"-"`
	// CommandAP is what a Squad Leader's command re-roll costs its side
	// (XS-11: 2).
	CommandAP int `yaml:"command_ap"`
	// VeteranDice is how many failed dice of its own roll a veteran rolls
	// again, once an AP round, free (XS-11: 1); 0: veterans have no luck.
	VeteranDice int `yaml:"veteran_dice"`
	// Veterans are the unit classes whose models are veterans (XS-11:
	// the Elite), each where it is written.
	Veterans []datafile.Word `yaml:"veterans"`
}

// Veteran reports whether a model of class c is a veteran.
func (d Data) Veteran(c content.ClassID) bool {
	for _, w := range d.Veterans {
		if content.ClassID(w.Value) == c {
			return true
		}
	}
	return false
}

// Shipped is the module's data when a content's modules.yaml has no luck
// section (RULES-INVENTORY XS-11: 2 AP; the Elite's single die).
func Shipped() Data {
	return Data{CommandAP: 2, VeteranDice: 1, Veterans: []datafile.Word{{Value: string(content.Elite)}}}
}

// Limits of the data.
const (
	maxCommandAP   = 6
	maxVeteranDice = 6
)

// read reads the module's section of d's content, checked: a command
// re-roll of 0 to 6 AP, a veteran's 0 to 6 dice, veterans of classes the
// content has.
func read(d facet.Data) Data {
	data, ok := facet.Decode(d, Shipped())
	if !ok {
		return Shipped()
	}
	at, p := d.Section.At, d.Problems
	if data.CommandAP < 0 || data.CommandAP > maxCommandAP {
		p.Add(data.Keys.At("command_ap", at), "luck: command_ap %d; a command re-roll costs 0 to %d AP", data.CommandAP, maxCommandAP)
	}
	if data.VeteranDice < 0 || data.VeteranDice > maxVeteranDice {
		p.Add(data.Keys.At("veteran_dice", at), "luck: veteran_dice %d; a veteran rolls 0 to %d dice again", data.VeteranDice, maxVeteranDice)
	}
	for _, w := range data.Veterans {
		if _, ok := d.Content.Class(content.ClassID(w.Value)); !ok {
			p.Add(w.At(at.File), "luck: veterans names class %q, which the content has not (its classes: %s)", w.Value, classes(d.Content))
		}
	}
	return data
}

// classes names the content's classes, for a problem's message.
func classes(c *content.Content) string {
	var out string
	for i, cl := range c.Classes {
		if i > 0 {
			out += ", "
		}
		out += string(cl.ID)
	}
	return out
}
