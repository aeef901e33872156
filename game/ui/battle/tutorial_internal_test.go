package battle

import (
	"testing"

	"github.com/krygothic/krygothic/game/ui"
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
	b.tutor = &tutorial{step: 3, declared: map[orders.Verb]bool{}}
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
	for i, l := range lessons[3:6] {
		if !l.done(b) {
			t.Errorf("lesson %d (%s) not done after its order", 4+i, l.title)
		}
	}
	if lessons[len(lessons)-1].done != nil {
		t.Error("the last lesson can be passed: it should stay until the battle ends")
	}
}
