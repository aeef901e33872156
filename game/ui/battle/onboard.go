package battle

// OnBoard is what the board shows of the dice at one moment: the shots'
// tracers and the dice pop-ups still alive, and the death marks. Tests and
// recordings read it to know a moment they mean to show is on screen.
type OnBoard struct {
	Tracers, Dice, DeathMarks int
}

// OnBoard counts the feedback on the board now (feedback.go).
func (b *Battle) OnBoard() OnBoard {
	out := OnBoard{DeathMarks: len(b.fx.deaths)}
	for _, e := range b.fx.effects {
		if e.age(b.now) > 1 {
			continue
		}
		switch e.kind {
		case fxTracer:
			out.Tracers++
		case fxDice:
			out.Dice++
		}
	}
	return out
}

// Paused reports whether the game's time stands still (the pause against
// the AI or in a replay).
func (b *Battle) Paused() bool { return b.time.paused }
