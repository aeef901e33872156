package deck

import "github.com/krygothic/krygothic/rules/geom"

// SamplePoints exposes samplePoints to the tests.
var SamplePoints = samplePoints

// ClearByWalk is Clear by the cell walk alone, the sweep's reference.
func (d *Deck) ClearByWalk(a, b geom.Vec) bool { return d.clearByWalk(a, b) }

// SightByWalk is Sight by the cell walk alone, the sweep's reference.
func (d *Deck) SightByWalk(viewer, target geom.Base, others *Occupancy, viewerIdx, targetIdx int) Sight {
	return d.sightOf(viewer, target, others, viewerIdx, targetIdx, false, false)
}

// SightFromAboveByWalk is SightFromAbove by the cell walk alone.
func (d *Deck) SightFromAboveByWalk(viewer, target geom.Base, others *Occupancy, viewerIdx, targetIdx int) Sight {
	return d.sightOf(viewer, target, others, viewerIdx, targetIdx, true, false)
}

// Swept reports what the sweep alone answers for a walls-only line:
// "clear", "blocked", or "" when it leaves the answer to the walk.
func (d *Deck) Swept(a, b geom.Vec) string {
	switch d.clearSweep(a, b) {
	case sweepClear:
		return "clear"
	case sweepBlocked:
		return "blocked"
	}
	return ""
}
