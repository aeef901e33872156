package battle

import "github.com/krygothic/krygothic/rules/geom"

// LegendLabels are the labels of the colour key along the map's foot.
func (b *Battle) LegendLabels() []string {
	var out []string
	for _, k := range b.legend() {
		out = append(out, k.Label)
	}
	return out
}

// LogTexts are the log's lines as the screen writes them (for tests).
func (b *Battle) LogTexts() []string {
	out := make([]string, len(b.log.lines))
	for i, l := range b.log.lines {
		out[i] = l.Text
	}
	return out
}

// MapRect is where the deck is drawn on screen, in layout units.
func (b *Battle) MapRect() (x, y, w, h float64) { return b.layout.mapRect() }

// DrawnAt is where the board draws model id's token now, and its figure's
// facing (for tests).
func (b *Battle) DrawnAt(id string) (at geom.Vec, facing float64, ok bool) {
	ts := b.tokenList(b.shownUnits(&b.bufs.draw))
	b.mo.turn(ts)
	for i, t := range ts {
		if i < len(b.mo.ids) && b.mo.ids[i] == id {
			return t.Centre, t.Facing, true
		}
	}
	return geom.Vec{}, 0, false
}

// SetSpeed sets the game speed to Speeds[i] (for tests).
func (b *Battle) SetSpeed(i int) { b.time.speed = i }

// BodyFall is the way the body of model id, removed, lies on the board
// (for tests); false for no body.
func (b *Battle) BodyFall(id string) (float64, bool) {
	for _, d := range b.fx.deaths {
		if d.unit == id {
			return d.fall, true
		}
	}
	return 0, false
}

// SetPaused pauses or resumes the game (for tests).
func (b *Battle) SetPaused(on bool) { b.setPaused(on) }

// DoorDrawn is how open door cell (x, y) is drawn while it slides (for
// tests); false when it is not sliding.
func (b *Battle) DoorDrawn(x, y int) (float64, bool) {
	for _, d := range b.deck.Doors {
		if d.X == x && d.Y == y {
			return d.Open, true
		}
	}
	return 0, false
}

// WreckAge is how far the wreck of model id is through its smoke, 0 to 1
// (for tests); false when it was not wrecked.
func (b *Battle) WreckAge(id string) (float64, bool) {
	w, ok := b.scene.wreckOf(id)
	return w.age(b.scene.played), ok
}

// Fires is how many lights the wrecks cast now: a burst's, a fire's (for
// tests).
func (b *Battle) Fires() int { return len(b.scene.fires(nil)) }

// ShowsPlan reports whether the deck is drawn as the plan (for tests).
func (b *Battle) ShowsPlan() bool { return b.deck.Plan }
