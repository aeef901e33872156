package ai

import "github.com/krygothic/krygothic/game/match"

// Level is how well a Tactician plays: how quickly it reacts and how
// much of the table it weighs. The levels differ in data only; the
// candidate actions are the same code.
type Level struct {
	Name string
	// Reaction is how long, in ticks, the AI takes to act once it can:
	// after its command channel frees or the enemy declares (RULINGS:
	// the AI declares after a reaction delay set by its difficulty).
	Reaction int
	// Noise is how far its judgement wanders: each candidate's score is
	// multiplied by a random factor in [1−Noise, 1+Noise].
	Noise float64
	// Cover: it weighs cover and exposure when it moves (else only the
	// distance: to its weapon's range band, or to contact).
	Cover bool
	// ShotTypes: it considers aimed and snap shots, not only standard.
	ShotTypes bool
	// Defences: it answers close-combat defences by their exact odds
	// (else it uses the standing order).
	Defences bool
	// Waits: it puts spare models into Waiting and reacts with them.
	Waits bool
	// Tactics: it plays to the scenario: keeps its Squad Leader out of
	// the fire, lets the enemy walk into its charges, and forces the
	// fight when the round limit would not hand it the win.
	Tactics bool
	// Attention is how many of its models it weighs at one decision, in
	// turn (0: all of them): a player new to the game watches a few.
	Attention int
	// MoveSamples is how many destinations per model it weighs.
	MoveSamples int
	// MoveUnits is how many models, in turn, it weighs for moves at one
	// decision (each needs a reach map).
	MoveUnits int
}

// The difficulty levels (docs/ai.md).
var (
	Easy   = Level{Name: "easy", Reaction: 90, Noise: 0.9, Attention: 3, MoveSamples: 4, MoveUnits: 2}
	Normal = Level{Name: "normal", Reaction: 24, Noise: 0.2, Cover: true, ShotTypes: true, Waits: true, Tactics: true, MoveSamples: 12, MoveUnits: 3}
	Hard   = Level{Name: "hard", Reaction: 4, Noise: 0, Cover: true, ShotTypes: true, Defences: true, Waits: true, Tactics: true, MoveSamples: 20, MoveUnits: 8}
)

func init() {
	for _, l := range []Level{Easy, Normal, Hard} {
		l := l
		makers[l.Name] = func(side string, seed uint64) match.Player { return NewTactician(side, l, seed) }
	}
}
