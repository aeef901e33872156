package ai

import (
	"errors"
	"math"

	"github.com/krygothic/krygothic/game/match"
	"github.com/krygothic/krygothic/rules/geom"
	"github.com/krygothic/krygothic/scenarios"
)

// Deploy places the next model of a deployment by hand (GAP-32) as a
// computer player would: the others forward, near their zone's front and
// behind cover that faces the enemy, clear of their friends; the Squad
// Leader as far back as the zone allows, behind cover. It goes through
// the same checks as a person's click (match.Deployment.Place) and only
// proposes cells those checks accept. Deterministic: ties go to the
// zone's first cell.
func Deploy(d *match.Deployment) error {
	t, ok := d.Next()
	if !ok {
		return nil
	}
	s := d.Scenario()
	zone := d.ZoneCells(t.Side)
	enemy := scenarios.ZoneCentre(d.ZoneCells(1 - t.Side))
	near, far := math.Inf(1), math.Inf(-1)
	for _, c := range zone {
		dist := c.Centre().Dist(enemy)
		near, far = math.Min(near, dist), math.Max(far, dist)
	}
	var friends []geom.Vec
	placed := d.Placements()
	for i, turn := range d.Placed() {
		if turn.Side == t.Side {
			friends = append(friends, geom.Vec{X: placed[i].X, Y: placed[i].Y})
		}
	}
	best, bestScore := match.Placement{}, math.Inf(-1)
	for _, c := range zone {
		p, _ := d.At(c)
		if d.Check(p) != nil {
			continue
		}
		front := 1.0 // 1 at the zone's front, 0 at its back
		if far > near {
			front = (far - c.Centre().Dist(enemy)) / (far - near)
		}
		score := 2*front + coverTowards(s, c, enemy)
		if t.Leader {
			score = 2*(1-front) + coverTowards(s, c, enemy)
		}
		for _, f := range friends {
			if f.Dist(c.Centre()) < 2 {
				score -= 0.75 // not in one blast, not blocking each other's fire
			}
		}
		if score > bestScore {
			best, bestScore = p, score
		}
	}
	if math.IsInf(bestScore, -1) {
		return errors.New("the computer player finds no free cell in its zone for " + t.Unit)
	}
	return d.Place(best)
}

// DeployTurns places models with Deploy for as long as it is side's turn.
func DeployTurns(d *match.Deployment, side int) error {
	for {
		t, ok := d.Next()
		if !ok || t.Side != side {
			return nil
		}
		if err := Deploy(d); err != nil {
			return err
		}
	}
}

// coverTowards counts the cells beside c, towards the enemy, that
// give cover or block sight: what a model standing on c hides behind.
func coverTowards(s *scenarios.Scenario, c scenarios.Cell, enemy geom.Vec) float64 {
	here := c.Centre()
	to := enemy.Sub(here)
	n := 0.0
	for dy := -1; dy <= 1; dy++ {
		for dx := -1; dx <= 1; dx++ {
			step := geom.Vec{X: float64(dx), Y: float64(dy)}
			// Within about 40° of the enemy's direction.
			if dx == 0 && dy == 0 || step.X*to.X+step.Y*to.Y <= 0.75*step.Len()*to.Len() {
				continue
			}
			if cell, ok := s.Deck.Cell(c.X+dx, c.Y+dy); ok && (cell.Cover || cell.Wall || !cell.Walkable()) {
				n++
			}
		}
	}
	return n
}
