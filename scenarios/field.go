package scenarios

import (
	"fmt"
	"slices"

	"github.com/krygothic/krygothic/rules/army"
	"github.com/krygothic/krygothic/rules/modules"
	"github.com/krygothic/krygothic/rules/words"
)

// Fits checks that army a can play side i of s in place of the army the
// scenario names: the models the scenario's arrive events bring on are in
// it, and the rest fit in the side's deployment zone. The error names the
// army and the side ("side 2").
func (s *Scenario) Fits(i int, a *army.Army) error {
	if i < 0 || i >= len(s.Sides) || s.Sides[i] == nil {
		return fmt.Errorf("%s has no side %d", s.Name, i+1)
	}
	sd := s.Sides[i]
	have := map[string]int{}
	for _, m := range a.Models {
		have[m.Unit.ID]++
	}
	for _, e := range s.Events {
		if e.Type != Arrive || e.Side != sd.ID {
			continue
		}
		for unit, n := range e.Units {
			if have[unit] < n {
				return fmt.Errorf("%s cannot play side %d: the scenario brings in %d %s in round %d, and the army has %d",
					a.Name, i+1, n, unit, e.Round, have[unit])
			}
			have[unit] -= n
		}
	}
	on := len(a.Models) - s.Held(sd.ID)
	if zone := s.Zones[sd.Zone]; len(zone) < on {
		return fmt.Errorf("%s cannot play side %d: it deploys %s and zone %q has %s", a.Name, i+1,
			words.Count(on, "model", "models"), sd.Zone, words.Count(len(zone), "cell", "cells"))
	}
	return nil
}

// Field puts army a on side i of s in place of the army the scenario
// names, if it fits (Fits), and marks the side Fielded, so that a record
// of the match carries the list and replays with it (match.Record). The
// side takes the name SideName gives it. A scenario that names no rule
// modules then plays with the default set for its armies as they now
// are: a model fielded brings every module it wants with it
// (facet.Wanted, modules.DefaultsFor). The rule modules the list is
// built under (army.Army.Modules: modules: [force]) are switched on.
func (s *Scenario) Field(i int, a *army.Army) error {
	if err := s.Fits(i, a); err != nil {
		return err
	}
	sd := s.Sides[i]
	sd.Name = s.SideName(i, a, s.Sides[1-i].Name)
	sd.Army = a
	sd.Fielded = true
	s.defaultModules()
	return nil
}

// defaultModules works out the default set of rule modules again for a
// scenario whose file names none (ModulesByDefault), and switches on the
// modules the sides' army lists are built under (army.Army.Modules).
func (s *Scenario) defaultModules() {
	if s.ModulesByDefault {
		s.Modules = modules.DefaultsFor(s.models(), s.content)
	}
	for _, sd := range s.Sides {
		if sd != nil && sd.Army != nil && len(sd.Army.Modules) > 0 {
			s.Modules = modules.Sorted(slices.Concat(s.Modules, sd.Army.Modules))
		}
	}
}

// ModulesWith are the rule modules a match on s plays with when each side
// fields the army given in place of its own (nil: the scenario's own), as
// Field would leave them: the scenario's own set, or where its file names
// none, the default set for those armies; with the modules each army
// fielded is built under.
func (s *Scenario) ModulesWith(armies [2]*army.Army) []string {
	again := *s
	again.Sides = [2]*Side{}
	for i, sd := range s.Sides {
		if sd != nil {
			side := *sd
			if armies[i] != nil {
				side.Army = armies[i]
			}
			again.Sides[i] = &side
		}
	}
	again.defaultModules()
	return again.Modules
}

// NamesWith are the names the two sides go by when each fields the army
// given in place of its own (nil: the scenario's own), fielded side 1
// first as Field would name them one after the other.
func (s *Scenario) NamesWith(armies [2]*army.Army) [2]string {
	var names [2]string
	for i, sd := range s.Sides {
		names[i] = fmt.Sprintf("Side %d", i+1)
		if sd != nil {
			names[i] = sd.Name
		}
	}
	for i, a := range armies {
		if a != nil && s.Sides[i] != nil {
			names[i] = s.SideName(i, a, names[1-i])
		}
	}
	return names
}

// SideName is the name side i of s goes by when it fields army a: its
// own when a is of the team the scenario gave the side, else the name of
// a's team ("Protarian"), with "(side N)" after it when other, the other
// side's name, is the same, so the two sides never share a name.
func (s *Scenario) SideName(i int, a *army.Army, other string) string {
	sd := s.Sides[i]
	if sd.Army == nil || a.Team == nil || sd.Army.Team == nil || sd.Army.Team.ID == a.Team.ID || a.Team.Name == "" {
		return sd.Name
	}
	if a.Team.Name == other {
		return fmt.Sprintf("%s (side %d)", a.Team.Name, i+1)
	}
	return a.Team.Name
}
