package match

import (
	"fmt"
	"math"
	"slices"

	"github.com/krygothic/krygothic/rules/combat"
	"github.com/krygothic/krygothic/rules/content"
	"github.com/krygothic/krygothic/rules/geom"
	"github.com/krygothic/krygothic/rules/orders"
	"github.com/krygothic/krygothic/scenarios"
)

// deploy places every side's models in its zone (those held for arrivals
// wait off the table) and the objectives on their cells. Without
// placements made by hand (m.placements) placement is automatic and
// deterministic: zone cells nearest the enemy first, every other cell so
// the models stand clear of each other, facing the enemy's zone. With
// them, each model stands where its placement puts it (GAP-32), once the
// whole list has been checked again (checkPlacements).
func (m *Match) deploy() error {
	s := m.scenario
	var byHand map[string]Placement
	if len(m.placements) > 0 {
		var err error
		if byHand, err = checkPlacements(s, m.placements); err != nil {
			return fmt.Errorf("the deployment: %w", err)
		}
	}
	var centre [2]geom.Vec
	for i, side := range s.Sides {
		centre[i] = scenarios.ZoneCentre(s.Zones[side.Zone])
	}
	for i, side := range s.Sides {
		enemy := centre[1-i]
		spaced := autoCells(s, i)
		next := 0
		for _, r := range roster(s, i) {
			u := &orders.Unit{ID: r.id, Side: i, Model: r.model, Points: r.model.Cost}
			u.F = *combat.NewFighter(u.ID, r.model)
			u.F.Side = side.ID
			u.Base = geom.Base{Radius: 0.5}
			switch p, ok := byHand[r.id]; {
			case r.held:
			case ok:
				u.Base.Centre = geom.Vec{X: p.X, Y: p.Y}
				u.Base.Facing = p.Facing * math.Pi / 180
				u.OnTable = true
			default:
				if next >= len(spaced) {
					return fmt.Errorf("%s: zone %q has no room for %s", s.File, side.Zone, u.ID)
				}
				u.Base.Centre = spaced[next].Centre()
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
			Base: geom.Base{Centre: o.Cell.Centre(), Radius: 0.5}})
	}
	return nil
}

// autoCells are side i's zone cells in the order automatic deployment
// fills them: nearest the enemy's zone first (ties in the zone's order),
// spread so that every other cell comes first.
func autoCells(s *scenarios.Scenario, i int) []scenarios.Cell {
	enemy := scenarios.ZoneCentre(s.Zones[s.Sides[1-i].Zone])
	zone := s.Zones[s.Sides[i].Zone]
	byDist := make([]distCell, len(zone))
	for k, c := range zone {
		byDist[k] = distCell{c, c.Centre().Dist(enemy)}
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
	return spread(cells)
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
