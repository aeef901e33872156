package ai_test

import (
	"testing"

	"github.com/krygothic/krygothic/game/ai"
	"github.com/krygothic/krygothic/game/match"
	"github.com/krygothic/krygothic/rules/content"
	"github.com/krygothic/krygothic/rules/dice"
	"github.com/krygothic/krygothic/rules/geom"
	"github.com/krygothic/krygothic/scenarios"
)

// GAP-32: on every shipped scenario the computer player deploys both
// sides by hand, through the checked path, never refused; the match
// starts from its placements; each Squad Leader stands at least as far
// back as every other model of its side, in the back half of its zone; and the placements are the same
// every time.
func TestAIDeploysOnEveryScenario(t *testing.T) {
	c, err := content.Default()
	if err != nil {
		t.Fatal(err)
	}
	for _, name := range scenarios.Shipped() {
		s, err := scenarios.LoadShipped(name, c)
		if err != nil {
			t.Fatal(err)
		}
		deploy := func() *match.Deployment {
			d := match.NewDeployment(s)
			for !d.Done() {
				next, _ := d.Next()
				if err := ai.DeployTurns(d, next.Side); err != nil {
					t.Fatalf("%s: %v", name, err)
				}
			}
			return d
		}
		d := deploy()
		placements := d.Placements()
		if _, err := match.NewDeployed(s, c, match.DefaultSettings(), dice.NewSeeded(1), [2]match.Player{}, placements); err != nil {
			t.Fatalf("%s: the AI's deployment does not start a match: %v", name, err)
		}
		again := deploy().Placements()
		for i := range placements {
			if placements[i] != again[i] {
				t.Fatalf("%s: placement %d is %+v, then %+v", name, i, placements[i], again[i])
			}
		}
		for side := range 2 {
			enemy := centre(d.ZoneCells(1 - side))
			leader, others := -1.0, 0.0
			for i, turn := range d.Placed() {
				if turn.Side != side {
					continue
				}
				dist := geom.Vec{X: placements[i].X, Y: placements[i].Y}.Dist(enemy)
				if turn.Leader {
					leader = dist
				} else {
					others = max(others, dist)
				}
			}
			near, far := 1e9, 0.0
			for _, c := range d.ZoneCells(side) {
				dist := geom.Vec{X: float64(c.X) + 0.5, Y: float64(c.Y) + 0.5}.Dist(enemy)
				near, far = min(near, dist), max(far, dist)
			}
			if leader >= 0 && (leader < others || leader < (near+far)/2) {
				t.Errorf("%s side %d: the Squad Leader stands %.1f from the enemy, another model %.1f; the zone runs from %.1f to %.1f",
					name, side, leader, others, near, far)
			}
		}
	}
}

func centre(cells []scenarios.Cell) geom.Vec {
	var sum geom.Vec
	for _, c := range cells {
		sum = sum.Add(geom.Vec{X: float64(c.X) + 0.5, Y: float64(c.Y) + 0.5})
	}
	return sum.Scale(1 / float64(len(cells)))
}
