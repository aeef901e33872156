package impulse

import (
	"github.com/krygothic/krygothic/rules/datafile"
	"github.com/krygothic/krygothic/rules/facet"
	"github.com/krygothic/krygothic/rules/orders"
)

// Data is the module's data, its section of modules.yaml (impulse:).
type Data struct {
	Keys datafile.Keys `yaml:"-"`
	// MaxSteps is the most steps an impulse's combo may hold (0: any
	// combo the core rules allow; RPG-TURN-04's two actions would be 2).
	MaxSteps int `yaml:"max_steps"`
	// RepeatInterrupts: out of its impulse a side may face off between
	// the repeats of the other side's combo (KG-CMB-05; XS-13: true).
	RepeatInterrupts bool `yaml:"repeat_interrupts"`
}

// Shipped is the module's data when a content's modules.yaml has no
// impulse section (XS-13: any combo; face-offs between repeats).
func Shipped() Data { return Data{RepeatInterrupts: true} }

// read reads the module's section of d's content, checked: max_steps
// from 0 to the longest combo the core allows. Without a section, the
// shipped data; a key left out keeps its shipped value.
func read(d facet.Data) Data {
	data, ok := facet.Decode(d, Shipped())
	if !ok {
		return Shipped()
	}
	if data.MaxSteps < 0 || data.MaxSteps > orders.MaxComboSteps {
		d.Problems.Add(data.Keys.At("max_steps", d.Section.At), "impulse: max_steps %d; an impulse's combo holds 0 (any) to %d steps",
			data.MaxSteps, orders.MaxComboSteps)
	}
	return data
}
