package battle

import (
	"fmt"

	"github.com/krygothic/krygothic/game/ui/controls"
	"github.com/krygothic/krygothic/rules/orders"
)

// tutorialSpeed is the game speed the first battle starts at (an index in
// Speeds): half speed, so a newcomer can follow the AI.
const tutorialSpeed = 0

// lesson is one prompt of the first battle: what to try, with the keys
// the player has bound, and when it has been done.
type lesson struct {
	title string
	text  func(b *Battle) string
	done  func(b *Battle) bool
}

// tutorial walks a newcomer through a first battle against the easy AI:
// one lesson at a time, each over the map until the player has done what
// it teaches. It decides nothing: it reads what the match logged.
type tutorial struct {
	step     int
	declared map[orders.Verb]bool // the verbs of the person's side's declarations the match took
	defended bool                 // the person has answered a defence prompt
}

// lessons are the first battle's prompts, in order.
var lessons = []lesson{
	{"Welcome", func(b *Battle) string {
		return "You command the " + b.colour(0) + " Earth Confederates on the left; the " + b.colour(1) + " Renegades are the easy AI. There are no turns: " +
			"both sides spend Action Points (AP, top left) whenever they like. The game starts paused at half speed. " +
			"Press " + b.key(controls.Pause) + " to let time run, and again whenever you want to stop and think."
	}, func(b *Battle) bool { return !b.time.paused }},
	{"Select", func(b *Battle) string {
		return "Pick one of your " + b.colour(0) + " models: " + b.key(controls.Select) + " it. The panel on the right shows what it is and carries; " +
			"the green area on the deck is how far it can move with the AP you have."
	}, func(b *Battle) bool {
		u, ok := b.view().Unit(b.order.selected)
		return ok && u.Side == b.setup.Human
	}},
	{"Move", func(b *Battle) string {
		return "With a model selected, press " + b.key(controls.VerbMove) + " (move) and " + b.key(controls.Order) +
			" a point inside the green area, towards the " + b.colour(1) + " models. The move costs AP at once and keeps your command channel busy for a moment (the bar under your AP). " +
			"A run (" + b.key(controls.VerbRun) + ") goes farther, but tires the model."
	}, func(b *Battle) bool { return b.tutor.did(orders.Move, orders.Run, orders.SmallStep) }},
	{"Face", func(b *Battle) string {
		return "A model sees and shoots only ahead of it, in its 90° front arc (the wedge drawn at its base), and a move leaves it facing the way it went. " +
			"Turn the model you moved towards a " + b.colour(1) + " model: press " + b.key(controls.VerbFace) + " (face) and " + b.key(controls.Order) +
			" the enemy. Turning costs no AP."
	}, func(b *Battle) bool { return b.tutor.did(orders.Rotate) }},
	{"Shoot", func(b *Battle) string {
		return "Now shoot with the model you turned: press " + b.key(controls.VerbShoot) + " and rest the cursor on the " + b.colour(1) + " model it faces: " +
			"before you commit, the panel shows its range, the dice and your exact chance to hit and to kill, or why the shot cannot be made " +
			"(outside the arc: face it first; out of range: move closer with " + b.key(controls.VerbMove) + "; out of sight: pick another). " +
			"Then " + b.key(controls.Order) + " the enemy to fire. Crates give cover: shots at a model behind them are harder."
	}, func(b *Battle) bool { return b.tutor.did(orders.Shoot) }},
	{"Charge and defend", func(b *Battle) string {
		return "Close combat: press " + b.key(controls.VerbCharge) + " and " + b.key(controls.Order) +
			" an enemy within reach to charge it; in contact, " + b.key(controls.VerbAttack) + " attacks. " +
			"A model under a declared attack cannot move or turn until it is resolved: the panel says so before you commit. " +
			"When an enemy attacks one of yours, a prompt over the map asks for its defence: answer with " +
			b.key(controls.Choice1) + "–" + b.key(controls.Choice4) + " (no answer: it defends as well as it can)."
	}, func(b *Battle) bool { return b.tutor.defended || b.tutor.did(orders.Charge, orders.Attack) }},
	{"Wait and face-offs", func(b *Battle) string {
		return "Select a model, press " + b.key(controls.VerbWait) + " and " + b.key(controls.Order) + " on the deck to put it on Waiting (1 AP): " +
			"it holds one prepaid action (a shot, a move or an attack) to break into an enemy's combo, which nothing else can. " +
			"Two orders within a quarter of a second are a face-off: moves go before shots, shots before close combat; " +
			"for the same kind, the faster model."
	}, func(b *Battle) bool { return b.tutor.did(orders.Wait) }},
	{"The AP round", func(b *Battle) string {
		return "Every order spends your side's AP. When both sides have spent theirs, or pressed " + b.key(controls.DoneRound) +
			" (done), the round ends and both roll fresh AP. Spend your AP or press " + b.key(controls.DoneRound) + " twice to see a new round begin."
	}, func(b *Battle) bool { return b.view().Round() >= 2 }},
	{"Your battle", func(b *Battle) string {
		return "That is the whole game: orders whenever you like, paid in AP, against the clock. Win by taking out the Renegades. " +
			"[ and ] change the speed; " + b.key(controls.Save) + " saves. Good hunting."
	}, nil},
}

// colour names side k's colour in the palette the player chose: "red" is
// lilac in the colour-blind one.
func (b *Battle) colour(k int) string { return b.env.Palette.SideNames[k] }

// key names the keys bound to action a, as the hint bar writes them.
func (b *Battle) key(a controls.Action) string { return keyNames(b.env.Controls, a) }

// did reports whether the person has declared any of verbs.
func (t *tutorial) did(verbs ...orders.Verb) bool {
	for _, v := range verbs {
		if t.declared[v] {
			return true
		}
	}
	return false
}

// startTutorial opens the first battle: paused, at half speed, on its
// first lesson.
func (b *Battle) startTutorial() {
	b.tutor = &tutorial{declared: map[orders.Verb]bool{}}
	b.time.speed = tutorialSpeed
	b.setPaused(true)
}

// noteDeclared tells the tutorial what the person's side has declared and
// the match took: the orders format writes each step as "UNIT VERB ARGS"
// (docs/orders.md). A refused order teaches nothing yet.
func (b *Battle) noteDeclared(ev orders.Declared) {
	if b.tutor == nil || ev.Side != b.setup.Scenario.Sides[b.setup.Human].ID {
		return
	}
	for _, step := range ev.Steps {
		if unit, verb := readStep(ev.Side, step); unit != "" {
			b.tutor.declared[verb] = true
		}
	}
}

// advanceTutorial moves past every lesson that has been done.
func (b *Battle) advanceTutorial() {
	t := b.tutor
	if t == nil {
		return
	}
	for t.step < len(lessons) && lessons[t.step].done != nil && lessons[t.step].done(b) {
		t.step++
	}
}

// tutorialText is the current lesson's banner: "Lesson 2 of 9 · Select:
// …"; "" outside the first battle or once it is over.
func (b *Battle) tutorialText() string {
	t := b.tutor
	if t == nil || t.step >= len(lessons) || b.m.Over() {
		return ""
	}
	l := lessons[t.step]
	return fmt.Sprintf("Lesson %d of %d · %s: %s", t.step+1, len(lessons), l.title, l.text(b))
}

// TutorialStep is the first battle's lesson (from 0) and how many there
// are; 0 of 0 outside it.
func (b *Battle) TutorialStep() (step, of int) {
	if b.tutor == nil {
		return 0, 0
	}
	return b.tutor.step, len(lessons)
}

// TutorialDid reports whether the first battle has seen the person's side
// declare verb (for the tests).
func (b *Battle) TutorialDid(verb orders.Verb) bool { return b.tutor != nil && b.tutor.did(verb) }
