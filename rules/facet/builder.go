package facet

import (
	"github.com/krygothic/krygothic/rules/army"
	"github.com/krygothic/krygothic/rules/content"
)

// ArmyChoice is one choice the client's army builder offers for a
// model's army list entry, on a module's behalf: a field of the entry
// ("raise"), or one key of a field that is a mapping ("raise: {mind:
// 1}"), with the values it may take.
type ArmyChoice struct {
	Field string // the entry's field, as the module's army.Field reads it
	Key   string // the key inside the field's mapping; "" when the field takes the value itself
	// Values are what the field (or key) may be, as YAML writes them; ""
	// leaves it out of the entry, and comes first.
	Values []string
	// Shown are the values as the builder shows them, one for each of
	// Values ("Mind 6 (+10 pts)").
	Shown []string
}

// ArmyChoices is the facet of a module whose army list fields the
// client's army builder offers (a stat raise, a jammer): for a model of
// unit profile u in team t's list, each choice. The builder writes what is chosen into the
// list and has army.Parse check it; a module whose fields are
// army.Switched is offered only while the list is built under it.
type ArmyChoices interface {
	ArmyChoices(u *content.Unit, t *content.Team) []ArmyChoice
}

// ArmyTotals is the facet of a module with limits of its own on a whole
// army (the ratio limits): lines the army builder shows with the running
// total of a checked army ("Leaders: 180 of 360 Soldier points, at most
// half"); none for an army the module's limits do not apply to.
type ArmyTotals interface {
	ArmyTotals(a *army.Army) []string
}
