package scenarios

import (
	"fmt"
	"slices"

	"github.com/krygothic/krygothic/rules/army"
	"github.com/krygothic/krygothic/rules/facet"
	"github.com/krygothic/krygothic/rules/modules"
)

// checkNeeds refuses a side that fields a model which cannot play without
// a rule module the scenario plays without (a vehicle without the
// vehicles module): the module says what the model needs of it
// (facet.Armies). The problem stands at the model's entry.
func (l *loader) checkNeeds(sd *sideEntry, a *army.Army) {
	if a == nil {
		return
	}
	// The modules the list is built under come on with it (defaultModules).
	for _, w := range modules.Wants(a.Models, slices.Concat(l.s.Modules, a.Modules), l.content) {
		if w.Need != facet.Required {
			continue
		}
		at := w.Model.From
		if at.File == "" {
			at = sd.At
		}
		l.problems.Add(at, "side %s: %s", sd.ID, needText(w))
		return
	}
}

// needText says that a model needs a module the scenario plays without.
func needText(w modules.Want) string {
	return fmt.Sprintf("%s is %s; a scenario that fields it names the %s module (modules: [%s]) (%s)",
		w.Model.Name, w.Is, w.Module.Name, w.Module.Name, w.Module.ID)
}

// CheckModules refuses a match of s played with the modules named (a
// --modules override, a new-match choice) when s fields a model that
// cannot play without another (a vehicle without the vehicles module).
func (s *Scenario) CheckModules(names []string) error {
	for _, sd := range s.Sides {
		if sd == nil || sd.Army == nil {
			continue
		}
		for _, w := range modules.Wants(sd.Army.Models, names, s.content) {
			if w.Need == facet.Required {
				return fmt.Errorf("%s: side %s fields %s, %s: play it with the %s module (%s)", s.File, sd.ID, w.Model.Name, w.Is, w.Module.Name, w.Module.ID)
			}
		}
	}
	return nil
}

// Idle lists the models of s that carry what does nothing without a
// module s plays without (a second weapon only a module fires), for a
// note: the scenario plays, but they fight with less. Idle models
// of one module come together, in the sides' order.
func (s *Scenario) Idle() []modules.Want {
	var out []modules.Want
	for _, sd := range s.Sides {
		if sd == nil || sd.Army == nil {
			continue
		}
		for _, w := range modules.Wants(sd.Army.Models, s.Modules, s.content) {
			if w.Need == facet.Idle {
				out = append(out, w)
			}
		}
	}
	return out
}

// models are the models of both sides' armies.
func (s *Scenario) models() []*army.Model {
	var out []*army.Model
	for _, sd := range s.Sides {
		if sd != nil && sd.Army != nil {
			out = append(out, sd.Army.Models...)
		}
	}
	return out
}
