package battle_test

import (
	"math"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/krygothic/krygothic/game/ui"

	"github.com/krygothic/krygothic/rules/geom"
)

// A model walking is drawn between where its last two ticks put it, never
// ahead of the rules: at half speed a tick is played every other frame,
// and on the frame between, the token stands strictly between the two
// places (less its sway from foot to foot). A model that has walked a
// while faces the way it walks, though the rules turn it only when it
// arrives.
func TestWalkIsDrawnBetweenTicks(t *testing.T) {
	env, _ := testEnv(t)
	b := midFight(t, env, 0)
	b.SetSpeed(0) // 0.5×
	v := b.Match().View()
	places := func() map[string]geom.Vec {
		out := map[string]geom.Vec{}
		for _, u := range v.Units() {
			if u.Alive() && !u.Objective {
				out[u.ID] = u.Base.Centre
			}
		}
		return out
	}
	before, now := places(), places()
	walking := map[string]int{}      // ticks walked in a row, the same way
	headings := map[string]float64{} // the way each walked in the last tick
	between, turned := 0, 0
	for range 60 * 60 {
		tick := v.Tick()
		if err := b.Update(); err != nil {
			t.Fatal(err)
		}
		if v.Tick() != tick {
			before, now = now, places()
			for id, p := range now {
				if q, ok := before[id]; ok && p.Dist(q) > 1e-6 {
					h := q.Bearing(p)
					if math.Abs(math.Remainder(h-headings[id], 2*math.Pi)) > 0.02 {
						walking[id] = 0
					}
					walking[id]++
					headings[id] = h
				} else {
					walking[id] = 0
				}
			}
			continue
		}
		for id, p := range now {
			q, ok := before[id]
			if !ok || p.Dist(q) < 1e-3 || walking[id] == 0 {
				continue
			}
			at, facing, shown := b.DrawnAt(id)
			if !shown {
				continue
			}
			// Along the step from q to p, and how far aside.
			step := p.Sub(q)
			along := (at.Sub(q).X*step.X + at.Sub(q).Y*step.Y) / (step.Len() * step.Len())
			aside := math.Abs(at.Sub(q).X*step.Y-at.Sub(q).Y*step.X) / step.Len()
			if along <= 0.05 || along >= 0.95 || aside > 0.2 {
				t.Fatalf("tick %d: %s drawn at %v, %.2f of the way from %v to %v and %.2f\" aside", v.Tick(), id, at, along, q, p, aside)
			}
			between++
			if between == 40 { // the docs' screenshot: a model mid-walk, close up
				cam := b.Camera()
				cam.Centre, cam.Zoom = at, 36
				img := ebiten.NewImage(ui.ScreenWidth, ui.ScreenHeight)
				b.Draw(img)
				saveShot(t, img, "walk")
			}
			u, _ := v.Unit(id)
			heading := q.Bearing(p)
			if off := math.Abs(math.Remainder(u.Base.Facing-heading, 2*math.Pi)); walking[id] >= 16 && off > 0.3 {
				if d := math.Abs(math.Remainder(facing-heading, 2*math.Pi)); d > 0.05 {
					t.Fatalf("%s has walked %d ticks heading %.2f, its figure faces %.2f", id, walking[id], heading, facing)
				}
				turned++
			}
		}
		if between > 50 && turned > 5 {
			return
		}
	}
	t.Fatalf("in a minute, %d frames showed a model between two ticks and %d one turned to its walk", between, turned)
}
