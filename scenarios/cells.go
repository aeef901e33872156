package scenarios

import "github.com/krygothic/krygothic/rules/geom"

// Centre is the middle of the cell, in inches: a cell is an inch square
// (GAP-10).
func (c Cell) Centre() geom.Vec { return geom.Vec{X: float64(c.X) + 0.5, Y: float64(c.Y) + 0.5} }

// ZoneCentre is the mean of the cells' centres (a zone's middle); the
// zero vector for no cells.
func ZoneCentre(cells []Cell) geom.Vec {
	var sum geom.Vec
	for _, c := range cells {
		sum = sum.Add(c.Centre())
	}
	if len(cells) == 0 {
		return sum
	}
	return sum.Scale(1 / float64(len(cells)))
}
