package evasion

import (
	"github.com/krygothic/krygothic/rules/datafile"
	"github.com/krygothic/krygothic/rules/facet"
)

// Data is the module's data, its section of modules.yaml (evasion:): how
// far a model moves for each +1 TN, and the most it gains.
type Data struct {
	Keys datafile.Keys `yaml:"-"`
	// Step is the inches of movement each +1 TN takes: a full step
	// (XS-18: 5").
	Step int `yaml:"step"`
	// Most is the most TN movement adds to a shot (XS-18: +2).
	Most int `yaml:"most"`
}

// Shipped is the module's data when a content's modules.yaml has no
// evasion section (RULES-INVENTORY XS-18: +1 TN per full 5", at most
// +2).
func Shipped() Data { return Data{Step: 5, Most: 2} }

// Limits of the data.
const (
	maxStep = 24
	maxMost = 4
)

// read reads the module's section of d's content, checked: a step of 1"
// to 24" and a most of +1 to +4. Without a section, the shipped data.
func read(d facet.Data) Data {
	data, ok := facet.Decode(d, Shipped())
	if !ok {
		return Shipped()
	}
	at, p := d.Section.At, d.Problems
	if data.Step < 1 || data.Step > maxStep {
		p.Add(data.Keys.At("step", at), "evasion: step %d; each +1 TN takes 1 to %d inches of movement", data.Step, maxStep)
		data.Step = Shipped().Step
	}
	if data.Most < 1 || data.Most > maxMost {
		p.Add(data.Keys.At("most", at), "evasion: most %d; movement adds +1 to +%d TN at most", data.Most, maxMost)
		data.Most = Shipped().Most
	}
	return data
}
