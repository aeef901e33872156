package squads

import (
	"github.com/krygothic/krygothic/rules/army"
	"github.com/krygothic/krygothic/rules/combat"
	"github.com/krygothic/krygothic/rules/facet"
	"github.com/krygothic/krygothic/rules/orders"
)

// Module is the squads module's entry in the registry (rules/modules).
var Module = facet.Entry{Info: facet.Info{ID: Rule, Name: Name,
	Sources: []string{"SW-UNIT-01", "SW-UNIT-02", "SW-UNIT-03", "SW-UNIT-04", "SW-SEQ-08", "SW-BRK-02", "SW-BRK-03", "KG-META-07"},
	Summary: "Squads and coherency: models form squads of 2-5 under an Elite or Squad Leader (named in the army list, " +
		"or formed at the start from each leader's nearest models). In a combo, a member's move, shot or attack is paid by its " +
		"leader's step of the same kind before it, while every member stands within 4\" of its leader; a squad out of " +
		"coherency pays for each model in full until it regroups."},
	Load: load,
	Keys: []facet.Binding{squadKey},
}

// squadKey is the key of the squad order: the combo's last step, a squad
// leader's, for its whole squad.
var squadKey = facet.Binding{Action: "squad", Default: "l", Hint: "squad order", Rank: 13,
	About: "combo: the last step, a squad leader's, for every member of its squad in coherency too (the squads module)"}

// loaded is the module as it plays with one content's data.
type loaded struct {
	data Data
}

// load reads the module's data from the content.
func load(d facet.Data) facet.Loaded { return &loaded{data: read(d)} }

// The facets the module hands the game.
var (
	_ facet.ArmyFields = (*loaded)(nil)
	_ facet.Standing   = (*loaded)(nil)
	_ facet.ComboKeys  = (*loaded)(nil)
	_ facet.Teller     = (*loaded)(nil)
	_ facet.Grounds    = (*loaded)(nil)
	_ facet.Combos     = (*loaded)(nil)
)

// Rules are its order rules.
func (m *loaded) Rules() orders.Module { return Rules(m.data) }

// ArmyFields: "squad: NAME" in army list entries.
func (m *loaded) ArmyFields() []army.Field { return []army.Field{field{}} }

// Tell: a squad formed at the start, "red's squad alpha: Commander leads
// Trooper 1, Trooper 2 (XS-23)".
func (m *loaded) Tell(e combat.Event) ([]facet.Sentence, bool) {
	f, ok := e.(SquadFormed)
	if !ok {
		return nil, false
	}
	name := "squad"
	if f.Named != "" {
		name = "squad " + f.Named
	}
	parts := []facet.Part{facet.Side(f.Side), facet.Words("'s " + name + ": "), facet.Unit(f.Leader), facet.Words(" leads ")}
	for i, id := range f.Members {
		if i > 0 {
			parts = append(parts, facet.Words(", "))
		}
		parts = append(parts, facet.Unit(id))
	}
	return []facet.Sentence{{About: f.Side, AboutSide: true, Parts: parts, Rule: f.RuleID}}, true
}
