package deck

import (
	"github.com/krygothic/krygothic/rules/combat"
	"github.com/krygothic/krygothic/rules/geom"
)

// Attack describes one shooter and target on the deck, with what only the
// match knows; RangedSituation adds what the map shows.
type Attack struct {
	Shooter, Target geom.Base
	// Bases holds every model on the deck, and ShooterIdx and TargetIdx
	// their places in it (other models give cover, GAP-11).
	Bases                 *Occupancy
	ShooterIdx, TargetIdx int
	Enemies               []geom.Base // the shooter's enemies, for GAP-14 base contact
	Dark                  bool        // the whole scenario is dark (KG-SCN-02)
	WideArc               bool        // option wideArc: 180° arcs (GAP-12)
	TargetRan             bool        // the target ran this AP round
	Shooters, PriorMisses int         // the firing chain (KG-PSY-01/02)
}

// RangedSituation turns positions into the situation combat consumes:
// distance, arcs, sight, cover, darkness, weak floor, base contact.
func (d *Deck) RangedSituation(a Attack) combat.Situation {
	arc := geom.HalfArc(a.WideArc)
	sight := d.Sight(a.Shooter, a.Target, a.Bases, a.ShooterIdx, a.TargetIdx)
	cell, _ := d.CellAt(a.Target.Centre)
	engaged := false
	for _, e := range a.Enemies {
		engaged = engaged || geom.InContact(a.Shooter, e)
	}
	return combat.Situation{
		Distance:    geom.Distance(a.Shooter, a.Target),
		InArc:       a.Shooter.Sees(a.Target.Centre, arc),
		InView:      sight.InView,
		BlindSide:   geom.BlindSide(a.Shooter, a.Target, arc),
		Cover:       sight.Cover,
		Dark:        a.Dark || cell.Dark,
		TargetRan:   a.TargetRan,
		Engaged:     engaged,
		WeakArea:    cell.Weak,
		Shooters:    max(a.Shooters, 1),
		PriorMisses: a.PriorMisses,
	}
}
