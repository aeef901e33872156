package content

import (
	"path"

	"github.com/krygothic/krygothic/rules/datafile"
)

// PriorityData is the data of the target-priority module (XS-22): the
// size classes a shooter sorts targets into (SW-SHOOT-04), by base
// diameter.
type PriorityData struct {
	At   datafile.Pos  `yaml:"-"`
	Keys datafile.Keys `yaml:"-"`
	// MediumBase is the smallest base diameter, in inches, of a medium
	// target (a man, KG's 1" base); smaller bases are small targets.
	MediumBase float64 `yaml:"medium_base"`
	// LargeBase is the smallest base diameter of a large target (at
	// least twice man-sized, KG's 2" large base).
	LargeBase float64 `yaml:"large_base"`
}

// Size classes of targets (SW-SHOOT-04).
const (
	SmallTarget  = "small"
	MediumTarget = "medium"
	LargeTarget  = "large"
)

// Size is the size class of a model whose base has radius r.
func (p PriorityData) Size(r float64) string {
	switch d := 2 * r; {
	case d >= p.LargeBase:
		return LargeTarget
	case d >= p.MediumBase:
		return MediumTarget
	}
	return SmallTarget
}

// shippedPriority are the values of the shipped modules.yaml (XS-22).
var shippedPriority = PriorityData{MediumBase: 1, LargeBase: 2}

// maxBase bounds a size class's base diameter, in inches.
const maxBase = 12

// checkPriority checks the target-priority data read from modules.yaml:
// 0 < medium_base < large_base ≤ 12. A modules.yaml without a priority
// section has the shipped values.
func (l *loader) checkPriority(m *ModuleData) {
	if _, ok := m.Keys["priority"]; !ok {
		m.Priority = shippedPriority
		return
	}
	p := m.Priority
	at := m.Keys.At("priority", datafile.Pos{File: path.Join(l.shown, "modules.yaml"), Line: 1})
	if !(p.MediumBase > 0 && p.MediumBase < p.LargeBase && p.LargeBase <= maxBase) {
		l.problems.Add(p.Keys.At("medium_base", at), "priority: medium_base %g and large_base %g; they need 0 < medium_base < large_base ≤ %d inches",
			p.MediumBase, p.LargeBase, maxBase)
	}
}
