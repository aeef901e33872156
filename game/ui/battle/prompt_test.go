package battle_test

import (
	"testing"

	"github.com/krygothic/krygothic/game/match"
	"github.com/krygothic/krygothic/game/ui/controls"
	"github.com/krygothic/krygothic/rules/combat"
	"github.com/krygothic/krygothic/rules/geom"
	"github.com/krygothic/krygothic/rules/orders"
)

// KG-CC-04/05: when red declares a charge, blue is asked for a defence at
// once; the answer, given with a number key, is the one the resolution
// uses, and the record keeps it for the replay.
func TestDefencePromptAnswer(t *testing.T) {
	d := openHotseat(t, "testdata/close.yaml", 11)
	b, m := d.b, d.b.Match()
	units := m.View().Units()
	red, blue := units[0], units[1]
	d.declareAgainst(controls.VerbCharge, orders.Charge, red.Base.Centre, blue.ID, blue.Base.Centre)
	d.press(controls.Choice3, blue.Base.Centre) // 3: dodge
	if b.Prompt() != "" {
		t.Errorf("the prompt is still up after the answer")
	}
	d.frames(5 * match.TicksPerSecond)
	var answered []match.Choice
	for _, c := range m.Record("close", 11, nil).Choices {
		if c.Kind == "defence" {
			answered = append(answered, c)
		}
	}
	if len(answered) == 0 {
		t.Fatalf("no defence was asked for; log:\n%s", dumpLog(m))
	}
	if c := answered[0]; c.Unit != blue.ID || c.Class != combat.Active || c.Type != combat.Dodge {
		t.Errorf("the defence used was %+v, want blue's dodge", c)
	}
}

// KG-CC-14: red asks to break its trooper off from the fight (the B key);
// blue is asked at once whether it lets it go, and lets it go with 1: the
// trooper breaks off and steps away; the record keeps blue's answer.
func TestBreakOffPrompt(t *testing.T) {
	d := openHotseat(t, "testdata/melee.yaml", 5)
	m := d.b.Match()
	trooper, _ := m.View().Unit("red.ec-trooper-1")
	cultist, _ := m.View().Unit("blue.renegade-cultist-1")
	d.declareAgainst(controls.VerbBreakOff, orders.BreakOff, trooper.Base.Centre, cultist.ID, cultist.Base.Centre)
	d.press(controls.Choice1, cultist.Base.Centre) // 1: let it go
	d.frames(2 * match.TicksPerSecond)
	broke := false
	for _, e := range m.View().Log(0) {
		if s, ok := e.Event.(combat.StateChanged); ok && s.Unit == trooper.ID && s.State == combat.LetGo {
			broke = true
		}
	}
	now, _ := m.View().Unit(trooper.ID)
	if !broke || now.Base.Centre.Dist(cultist.Base.Centre) < 3 {
		t.Errorf("broke off %v, trooper at %v; log:\n%s", broke, now.Base.Centre, dumpLog(m))
	}
	var answers []match.Choice
	for _, c := range m.Record("melee", 5, nil).Choices {
		if c.Kind == "letgo" {
			answers = append(answers, c)
		}
	}
	if len(answers) != 1 || answers[0].Unit != cultist.ID || !answers[0].Pay {
		t.Errorf("recorded answers %+v, want blue's let go", answers)
	}
}

// declareAgainst has hotseat player 0 claim, select the model at from,
// and give it verb (which declares want) against the model target at to;
// the target's side must then be prompted at once.
func (d *driver) declareAgainst(verb controls.Action, want orders.Verb, from geom.Vec, target string, to geom.Vec) {
	d.t.Helper()
	m := d.b.Match()
	d.claim(0)
	d.press(controls.Select, from)
	d.press(verb, from)
	d.press(controls.Order, to)
	if got := m.View().Targets()[target]; got.Verb != want {
		d.t.Fatalf("no %s declared; log:\n%s", want, dumpLog(m))
	}
	if got := d.b.Prompt(); got != target {
		d.t.Fatalf("the prompt asks about %q, want %s", got, target)
	}
}
