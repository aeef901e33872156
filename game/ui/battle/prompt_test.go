package battle_test

import (
	"testing"

	"github.com/krygothic/krygothic/game/match"
	"github.com/krygothic/krygothic/game/ui/controls"
	"github.com/krygothic/krygothic/rules/combat"
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
	d.claim(0)
	d.press(controls.Select, red.Base.Centre)
	d.press(controls.VerbCharge, red.Base.Centre)
	d.press(controls.Order, blue.Base.Centre)
	if got := m.View().Targets()[blue.ID]; got.Verb != orders.Charge {
		t.Fatalf("no charge declared; log:\n%s", dumpLog(m))
	}
	if got := b.Prompt(); got != blue.ID {
		t.Fatalf("the prompt asks about %q, want %s", got, blue.ID)
	}
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
