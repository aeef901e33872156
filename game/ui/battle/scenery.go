package battle

import (
	"github.com/krygothic/krygothic/game/match"
	"github.com/krygothic/krygothic/rules/combat"
	"github.com/krygothic/krygothic/rules/orders"
)

// The ship's scenery on the battle screen, the ship view's alone: doors
// sliding open and shut (doors.go), vehicles wrecked, burning and
// smoking (wrecks.go), scorch marks where blasts came down, and the dark
// lit by the models' lamps and the flashes (light.go). Each keys off a
// logged event and runs on the game's clock as drawn (played): a faster
// speed plays it faster, and while the game stands still (paused, a
// claim, a replay holding) so does it. It is draw-only state: nothing
// here reaches the match.

// scenery is what the ship shows of the fight, on the game's clock.
type scenery struct {
	// played is game seconds played since the screen opened, as drawn:
	// it runs at the game's speed, and not while the game stands still.
	played   float64
	doors    []doorSlide
	wrecks   []wreck
	scorches []scorch
}

// gameRuns reports whether the game's clock runs this frame: not while
// paused, while a replay holds at a recorded pause, nor while a claim
// freezes it. It runs on after the match's end, so what burns burns out.
func (b *Battle) gameRuns() bool {
	return !b.time.paused && !b.replayHolding() && !b.clock.Frozen() && !b.clock.Held()
}

// stageDeck hands the deck what the ship view draws this frame: the
// lights on a dark deck, the doors sliding, the scorch marks. The plan
// view draws none of it.
func (b *Battle) stageDeck(units []orders.Unit) {
	d, s := b.deck, &b.scene
	d.Lights, d.Doors, d.Scorches = d.Lights[:0], d.Doors[:0], d.Scorches[:0]
	if d.Plan {
		return
	}
	d.Doors = s.slides(d.Doors)
	d.Scorches = s.marks(d.Scorches)
	if d.Dark() {
		d.Lights = b.lights(units, d.Lights)
	}
}

// noteScenery follows a logged event: a door opened or shut slides, a
// hull removed is wrecked.
func (b *Battle) noteScenery(e match.Entry) {
	switch ev := e.Event.(type) {
	case orders.DoorOpened, orders.DoorClosed:
		b.scene.noteDoor(ev, b.view().Deck())
	case combat.Wounded:
		if ev.Removed {
			b.noteWreck(ev.Unit, b.scene.played)
		}
	}
}
