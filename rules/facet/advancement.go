package facet

import (
	"math"

	"github.com/krygothic/krygothic/rules/content"
	"github.com/krygothic/krygothic/rules/dice"
)

// Advancement is the facet of a module that grows a campaign's models
// between battles (XS-30, the veterans module): the improvement points a
// battle earns a model, what a stat raise costs in them, and the flaw a
// model that was Down may gain. A campaign finds it among the modules as
// they load with its content (rules/modules.Load), as the army builder
// finds ArmyChoices, so it names no module; it writes what it decides in
// the model's army list entry (the module's ArmyFields read it back).
type Advancement interface {
	// Earned is the improvement points a model earns for a battle.
	Earned(d Deeds) int
	// RaiseCost is the improvement points +1 to a stat now at from
	// costs; NoRaise when it cannot be raised.
	RaiseCost(from content.Stat) int
	// RollFlaw rolls, from src, for a model that was Down and has the
	// flaws has (their ids): the first die, and the id of the flaw it
	// gains, "" for none.
	RollFlaw(src dice.Source, has []string) (roll int, flaw string)
	// Flaw names the flaw of an id and says what it does ("Shaky hands",
	// "RC −1"); ok is false for an unknown id.
	Flaw(id string) (name, does string, ok bool)
	// Entry is what a model's army list entry writes for its raises
	// (stat name to +1s) and flaws (their ids): the field's key and its
	// value, which the module's ArmyFields read back.
	Entry(raises map[string]int, flaws []string) (key string, value any)
}

// Deeds are what a model did in one battle, as a campaign reckons them
// from the match: whether it was still in play at the end (Survived),
// whether it was Down at any time (WasDown), the enemy models it took
// out (Kills), the completed combos it was in (Combos).
type Deeds struct {
	Survived, WasDown bool
	Kills, Combos     int
}

// NoRaise is what Advancement.RaiseCost asks for a stat that cannot be
// raised (X, or at the highest value already): more improvement points
// than any model will ever have.
const NoRaise = math.MaxInt32
