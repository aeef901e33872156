package combat

// The rules of a ranged attack's refusals that no other type of shot, and
// no other weapon of the shooter's, would lift (RangedAttack.Plan): the
// target out of sight or outside the front arc, the shooter in base
// contact with an enemy. Part of the toolkit: a rule module that mends a
// refused shot (a turn to bring a weapon's own fire arc to bear) gives
// up on a target these hide.
const (
	SightRule   = "KG-RC-05" // outside the front arc, or no clear view (KG-RC-05)
	EngagedRule = "GAP-14"   // the shooter in base contact with an enemy: only a point-blank shot (GAP-14)
)
