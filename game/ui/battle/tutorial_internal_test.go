package battle

import (
	"strings"
	"testing"

	"github.com/krygothic/krygothic/game/match"
	"github.com/krygothic/krygothic/game/ui"
	"github.com/krygothic/krygothic/game/ui/controls"
	"github.com/krygothic/krygothic/rules/orders"
	"github.com/krygothic/krygothic/scenarios"
)

// The lessons move on for what the person's side declared and the match
// took, in lesson order: a shot, a charge and a Waiting order taken
// together pass the shoot, charge and wait lessons at once; a refused
// order (never logged as Declared) and the AI's declarations teach
// nothing; a lesson without a test (the last) is never passed.
func TestLessonsFollowTheLog(t *testing.T) {
	s := &scenarios.Scenario{Sides: [2]*scenarios.Side{{ID: "confederates"}, {ID: "renegades"}}}
	b := &Battle{setup: ui.MatchSetup{Scenario: s, Human: 0}}
	b.tutor = &tutorial{step: 4, declared: map[orders.Verb]bool{}}
	b.noteDeclared(orders.Declared{Side: "renegades", Steps: []string{"renegades.prophet-1 shoot confederates.ec-commander-1"}})
	if b.tutor.did(orders.Shoot) {
		t.Fatal("the AI's shot taught the person to shoot")
	}
	b.noteDeclared(orders.Declared{Side: "confederates", Steps: []string{
		"confederates.ec-trooper-1 shoot renegades.prophet-1 aimed",
		"confederates.ec-trooper-2 charge renegades.cultist-1",
		"confederates.ec-rush-grunt-1 wait",
	}})
	for _, v := range []orders.Verb{orders.Shoot, orders.Charge, orders.Wait} {
		if !b.tutor.did(v) {
			t.Errorf("%s not noted", v)
		}
	}
	if b.tutor.did(orders.Move) {
		t.Error("a move noted that nobody declared")
	}
	for i, l := range lessons[4:7] {
		if !l.done(b) {
			t.Errorf("lesson %d (%s) not done after its order", 5+i, l.title)
		}
	}
	if lessons[len(lessons)-1].done != nil {
		t.Error("the last lesson can be passed: it should stay until the battle ends")
	}
}

// Under the fog of war an enemy declaration reaches the log when one of
// its units is in sight: the match writes its steps with short ids
// ("renegade-prophet-1 run …"), the sighting holds full ones; an order of
// units out of sight, and a hidden unit's move, stay out.
func TestFogKeepsOnlyHiddenOrdersOutOfTheLog(t *testing.T) {
	s := match.Sighting{Seen: map[string]bool{"blue.renegade-prophet-1": true}}
	for _, c := range []struct {
		ev   match.Entry
		want bool
	}{
		{match.Entry{Event: orders.Declared{Side: "blue", Steps: []string{"renegade-prophet-1 run 13.5 2.5"}}}, false},
		{match.Entry{Event: orders.Declared{Side: "blue", Steps: []string{"renegade-cultist-1 run 13.5 2.5"}}}, true},
		{match.Entry{Event: orders.Declared{Side: "red", Steps: []string{"ec-commander-1 run 3.5 2.5"}}}, false},
		{match.Entry{Event: orders.Arrived{Unit: "blue.renegade-cultist-1"}}, true},
		{match.Entry{Event: orders.Arrived{Unit: "blue.renegade-prophet-1"}}, false},
	} {
		if got := hiddenEvent(c.ev, s, "blue"); got != c.want {
			t.Errorf("%+v: hidden %v, want %v", c.ev.Event, got, c.want)
		}
	}
}

// The lessons call the sides by the colours they are drawn in: blue and
// red, or blue and lilac under the colour-blind palette, which has no red
// side for "the red Renegades" to point at.
func TestLessonsNameThePalettesColours(t *testing.T) {
	ctl, err := controls.New(controls.DefaultBindings())
	if err != nil {
		t.Fatal(err)
	}
	for _, cb := range []bool{false, true} {
		pal := ui.PaletteFor(cb)
		b := &Battle{env: &ui.Env{Controls: ctl, Palette: pal}}
		var text string
		for _, l := range lessons[:5] {
			text += l.text(b) + " "
		}
		if !strings.Contains(text, "the "+pal.SideNames[0]+" Earth Confederates") || !strings.Contains(text, "the "+pal.SideNames[1]+" Renegades") ||
			!strings.Contains(text, "on the "+pal.SideNames[1]+" model") {
			t.Errorf("colour-blind %v: the lessons do not name the sides %v:\n%s", cb, pal.SideNames, text)
		}
		if cb && strings.Contains(text, "red") {
			t.Errorf("the colour-blind palette's lessons speak of red:\n%s", text)
		}
	}
}
