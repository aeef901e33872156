package battle

import (
	"image/color"

	"github.com/krygothic/krygothic/game/ui/board"
	"github.com/krygothic/krygothic/rules/geom"
	"github.com/krygothic/krygothic/rules/orders"
)

// Light on a dark deck (board.Light): every model the screen shows
// carries a lamp, a pool of light round it and a beam ahead along the
// way its figure faces; a muzzle flash, a blast and a wreck's burst and
// fire light their surroundings for as long as they last. Under the fog
// of war only the lamps of the models the screen shows are lit: a hidden
// enemy's lamp never gives it away. The rules say nothing of who sees
// what in the dark (KG-SCN-02 gives +2 to hit there): this is only the
// picture.

// A lamp's light, in inches and from 0 to 1.
const (
	lampPool     = 2.2 // the pool's radius past the model's base
	lampBeam     = 9.0 // how far ahead its beam reaches
	lampStrength = 0.95
	downLamp     = 0.5 // a Down model's lamp lies on the deck: its pool alone, dimmer
)

// The lights' glow on the dark: a lamp's, faint and warm; a flash's and
// a fire's, bright and hot.
var (
	lampGlow  = color.RGBA{0xff, 0xc8, 0x78, 0x1c}
	flashGlow = color.RGBA{0xff, 0xb0, 0x58, 0x90}
)

// The flashes' light: how far a muzzle flash lights round the muzzle,
// and how far past its template's rim a blast lights, in inches.
const (
	muzzleLight = 4.0
	blastLight  = 2.5
)

// lamps appends to out the lamps of the models of units the screen shows
// (l.shows): a pool and a beam for a model standing, a dim pool for a Down
// one, none for an objective, a model removed, nor a ghost (where an enemy
// was last seen). place is where a model and its beam are drawn.
func (l *lens) lamps(units []orders.Unit, place func(*orders.Unit) (geom.Vec, float64), out []board.Light) []board.Light {
	for i := range units {
		u := &units[i]
		if !u.Present() || u.Objective || u.Side < 0 || !l.shows(u) {
			continue
		}
		at, facing := place(u)
		lamp := board.Light{At: at, Radius: u.Base.Radius + lampPool, Beam: lampBeam, Facing: facing, Strength: lampStrength, Glow: lampGlow}
		if !u.Alive() {
			lamp.Beam, lamp.Strength = 0, downLamp
		}
		out = append(out, lamp)
	}
	return out
}

// flashes appends to out the light of the muzzle flashes and blasts alive
// at now, each as bright as it is.
func (f *feedback) flashes(now float64, out []board.Light) []board.Light {
	for _, e := range f.effects {
		age := e.age(now)
		if age < 0 || age >= 1 {
			continue
		}
		switch e.kind {
		case fxMuzzle:
			out = append(out, board.Light{At: e.from, Radius: muzzleLight, Strength: 1 - age, Glow: flashGlow})
		case fxBlast:
			out = append(out, board.Light{At: e.at, Radius: e.radius + blastLight, Strength: 1 - age*age, Glow: flashGlow})
		}
	}
	return out
}

// lights are the lights of the dark deck this frame, appended to out.
func (b *Battle) lights(units []orders.Unit, out []board.Light) []board.Light {
	out = b.lens.lamps(units, b.lampAt, out)
	out = b.fx.flashes(b.now, out)
	return b.scene.fires(out)
}

// lampAt is where model u's lamp is drawn, with its beam's facing: where
// its figure stands and faces (motion.go).
func (b *Battle) lampAt(u *orders.Unit) (geom.Vec, float64) {
	at, facing := u.Base.Centre, u.Base.Facing
	if !u.Alive() {
		return at, facing
	}
	at = b.mo.at(u.ID, at, b.clock.Carry(), !b.timeRuns())
	if p := b.mo.poses[u.ID]; p != nil {
		facing = p.facing
	}
	return at, facing
}
