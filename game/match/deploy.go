package match

import (
	"fmt"
	"slices"

	"github.com/krygothic/krygothic/rules/combat"
	"github.com/krygothic/krygothic/rules/content"
	"github.com/krygothic/krygothic/rules/geom"
	"github.com/krygothic/krygothic/rules/orders"
	"github.com/krygothic/krygothic/scenarios"
)

// deploy places every side's models in its zone (those held for arrivals
// wait off the table) and the objectives on their cells. Placement is
// deterministic: zone cells nearest the enemy first, every other cell so
// the models stand clear of each other, facing the enemy's zone.
func (m *Match) deploy() error {
	s := m.scenario
	var centre [2]geom.Vec
	for i, side := range s.Sides {
		centre[i] = zoneCentre(s.Zones[side.Zone])
	}
	for i, side := range s.Sides {
		held := map[string]int{}
		for _, e := range s.Events {
			if e.Type == scenarios.Arrive && e.Side == side.ID {
				for u, n := range e.Units {
					held[u] += n
				}
			}
		}
		// Zone cells nearest the enemy first, ties in the zone's order.
		enemy := centre[1-i]
		byDist := make([]distCell, len(s.Zones[side.Zone]))
		for k, c := range s.Zones[side.Zone] {
			byDist[k] = distCell{c, cellCentre(c).Dist(enemy)}
		}
		slices.SortStableFunc(byDist, func(a, b distCell) int {
			switch {
			case a.dist < b.dist:
				return -1
			case b.dist < a.dist:
				return 1
			}
			return 0
		})
		cells := make([]scenarios.Cell, len(byDist))
		for k, dc := range byDist {
			cells[k] = dc.cell
		}
		spaced := spread(cells)
		count := map[string]int{}
		next := 0
		for _, mdl := range side.Army.Models {
			count[mdl.Unit.ID]++
			u := &orders.Unit{ID: fmt.Sprintf("%s.%s-%d", side.ID, mdl.Unit.ID, count[mdl.Unit.ID]), Side: i, Model: mdl, Points: mdl.Cost}
			u.F = *combat.NewFighter(u.ID, mdl)
			u.F.Side = side.ID
			u.Base = geom.Base{Radius: 0.5}
			if held[mdl.Unit.ID] > 0 {
				held[mdl.Unit.ID]--
			} else {
				if next >= len(spaced) {
					return fmt.Errorf("%s: zone %q has no room for %s", s.File, side.Zone, u.ID)
				}
				u.Base.Centre = cellCentre(spaced[next])
				u.Base.Facing = u.Base.Centre.Bearing(enemy)
				u.OnTable = true
				next++
			}
			m.table.Units = append(m.table.Units, u)
		}
	}
	for _, o := range s.Objectives {
		f := combat.Fighter{ID: o.ID, WoundCapacity: max(o.Wounds, 1), Stats: content.Characteristics{Body: content.Stat(o.Body), CC: 0, Speed: 0}}
		if o.Armour > 0 {
			f.Armour = &content.Armour{ID: "objective", Name: "plating", Value: o.Armour, RearProtection: true}
		}
		m.table.Units = append(m.table.Units, &orders.Unit{ID: o.ID, Side: -1, F: f, OnTable: true, Objective: true,
			Base: geom.Base{Centre: cellCentre(o.Cell), Radius: 0.5}})
	}
	return nil
}

// distCell is a zone cell and its distance from the enemy's zone.
type distCell struct {
	cell scenarios.Cell
	dist float64
}

// spread orders zone cells so that every other cell comes first (models
// not touching), then the rest.
func spread(cells []scenarios.Cell) []scenarios.Cell {
	var first, rest []scenarios.Cell
	for _, c := range cells {
		if (c.X+c.Y)%2 == 0 && c.X%2 == 0 {
			first = append(first, c)
		} else {
			rest = append(rest, c)
		}
	}
	return append(first, rest...)
}

func cellCentre(c scenarios.Cell) geom.Vec {
	return geom.Vec{X: float64(c.X) + 0.5, Y: float64(c.Y) + 0.5}
}

func zoneCentre(cells []scenarios.Cell) geom.Vec {
	var sum geom.Vec
	for _, c := range cells {
		sum = sum.Add(cellCentre(c))
	}
	if len(cells) == 0 {
		return sum
	}
	return sum.Scale(1 / float64(len(cells)))
}
