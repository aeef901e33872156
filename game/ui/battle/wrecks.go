package battle

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/krygothic/krygothic/game/match"
	"github.com/krygothic/krygothic/game/ui/board"
	"github.com/krygothic/krygothic/rules/combat"
	"github.com/krygothic/krygothic/rules/geom"
)

// Wrecks and scorches: a model drawn as a hull (a vehicle, facet.Hulls)
// removed is wrecked: it bursts, burns and smokes for a few seconds of
// game time, and its burnt-out wreck stays on the deck where a body would
// lie. A blast come down leaves a scorch mark on the deck.

// What a wreck shows, in game seconds and inches.
const (
	burstTime   = 0.8 // its burst, swelling and fading
	smokeTime   = 6.0 // smoke rising from it, and its fire burning out
	burstRadius = 3.0 // its burst's reach (XS-09's explosion is 6" across)
	fireLight   = 2.5 // how far its fire lights the dark round it
)

// fireColour is a wreck's burst.
var fireColour = color.RGBA{0xff, 0x9a, 0x3a, 0xff}

// scorchIn is how long a scorch mark takes to darken, game seconds, once
// its blast has burst; scorchSize is its size, over its blast's template.
const (
	scorchIn   = 0.6
	scorchSize = 0.9
)

// wreck is a vehicle burnt out where it was destroyed.
type wreck struct {
	unit   string
	at     geom.Vec
	facing float64
	radius float64 // its base's, inches
	born   float64 // game seconds (scenery.played); −smokeTime and less: burnt out already
}

// scorch is a scorch mark and when its blast burst.
type scorch struct {
	mark board.Scorch
	born float64 // game seconds
}

// age is how far w's smoke is through its life at now, 0 to 1.
func (w wreck) age(now float64) float64 { return max(0, min(1, (now-w.born)/smokeTime)) }

// noteWreck wrecks model id, removed at game time now, when it is drawn as
// a hull and the screen shows it: its burst, smoke and wreck, and a scorch
// under it. It reports whether it did.
func (b *Battle) noteWreck(id string, now float64) bool {
	u, ok := b.view().Unit(id)
	if !ok || !b.isHull(id) {
		return false
	}
	at, _, shown := b.fxWhere(id)
	if !shown {
		return false
	}
	b.scene.wrecks = append(b.scene.wrecks, wreck{unit: id, at: at, facing: u.Base.Facing, radius: u.Base.Radius, born: now})
	b.scene.scorch(at, burstRadius*scorchSize, now)
	return true
}

// isHull reports whether model id is drawn as a hull by a module played.
func (b *Battle) isHull(id string) bool {
	u, ok := b.view().Unit(id)
	if !ok {
		return false
	}
	_, _, hull := hulled(b.view().Played(), u)
	return hull
}

// rememberWrecks wrecks, burnt out already, the hulls removed in entries
// from before the screen opened (a save resumed).
func (b *Battle) rememberWrecks(entries []match.Entry) {
	for _, e := range entries {
		if w, ok := e.Event.(combat.Wounded); ok && w.Removed {
			b.noteWreck(w.Unit, -2*smokeTime)
		}
	}
}

// wreckOf is the wreck of model id, if it was wrecked.
func (s *scenery) wreckOf(id string) (wreck, bool) {
	for _, w := range s.wrecks {
		if w.unit == id {
			return w, true
		}
	}
	return wreck{}, false
}

// scorch marks the deck where a blast radius inches out bursts at game
// time born; its turn is read from where it is, so a replay shows the
// same.
func (s *scenery) scorch(at geom.Vec, radius, born float64) {
	turn := math.Mod(at.X*2.7+at.Y*1.3, 2*math.Pi)
	s.scorches = append(s.scorches, scorch{mark: board.Scorch{At: at, Radius: radius, Angle: turn}, born: born})
}

// marks appends to out the scorch marks burnt by now, each as dark as it
// has darkened.
func (s *scenery) marks(out []board.Scorch) []board.Scorch {
	for _, sc := range s.scorches {
		if sc.born > s.played {
			continue
		}
		m := sc.mark
		m.Alpha = min(1, (s.played-sc.born)/scorchIn)
		out = append(out, m)
	}
	return out
}

// fires appends to out the light of the wrecks bursting and burning now:
// a burst's flash, then a fire flickering as it burns out.
func (s *scenery) fires(out []board.Light) []board.Light {
	for _, w := range s.wrecks {
		since := s.played - w.born
		if since < 0 || since >= smokeTime {
			continue
		}
		if since < burstTime {
			p := since / burstTime
			out = append(out, board.Light{At: w.at, Radius: burstRadius + blastLight, Strength: 1 - p*p, Glow: flashGlow})
		}
		flicker := 0.85 + 0.15*math.Sin(since*23)*math.Sin(since*7+1)
		out = append(out, board.Light{At: w.at, Radius: w.radius + fireLight, Strength: 0.7 * (1 - w.age(s.played)) * flicker, Glow: flashGlow})
	}
	return out
}

// drawWreck draws the wreck w where a body would lie, its rim in its
// side's colour c: its hull as long as its token's, its embers dying as
// its smoke does.
func (b *Battle) drawWreck(dst *ebiten.Image, w wreck, c color.RGBA, alpha uint8) {
	x, y := b.cam.ToScreen(w.at)
	board.Wreck(dst, x, y, 2.5*b.tokenRadius(w.radius), w.facing, 1-w.age(b.scene.played), c, alpha)
}

// drawSmoke draws the wrecks' bursts and smoke over the models.
func (b *Battle) drawSmoke(dst *ebiten.Image) {
	s := b.fxScale()
	for _, w := range b.scene.wrecks {
		since := b.scene.played - w.born
		if since < 0 || since >= smokeTime {
			continue
		}
		x, y := b.cam.ToScreen(w.at)
		board.Smoke(dst, x, y, max(b.tokenRadius(w.radius), 10*s), -math.Pi/2+0.5, w.age(b.scene.played))
		if since < burstTime {
			board.Blast(dst, x, y, max(burstRadius*b.cam.Zoom, 16*s), since/burstTime, fireColour)
		}
	}
}
