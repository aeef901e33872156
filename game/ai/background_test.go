package ai_test

import (
	"testing"

	"github.com/krygothic/krygothic/game/ai"
	"github.com/krygothic/krygothic/game/match"
	"github.com/krygothic/krygothic/rules/combat"
	"github.com/krygothic/krygothic/rules/content"
	"github.com/krygothic/krygothic/rules/dice"
	"github.com/krygothic/krygothic/rules/orders"
	"github.com/krygothic/krygothic/scenarios"
)

// slowPlayer declares one move on the table it is shown, but only when
// let: it stands for an AI thinking longer than a frame.
type slowPlayer struct {
	side  string
	let   chan struct{}
	saw   chan int // the tick of the table it was shown
	order orders.Order
}

func (p *slowPlayer) Declare(v match.View) []orders.Declaration {
	p.saw <- v.Tick()
	<-p.let
	return []orders.Declaration{{Side: p.side, Steps: []orders.Order{p.order}}}
}
func (p *slowPlayer) Defence(match.View, string, string) (combat.DefenceClass, combat.DefenceType) {
	return combat.Passive, 0
}
func (p *slowPlayer) PayForWound(match.View, string, int, int, int) bool { return false }
func (p *slowPlayer) LetGo(match.View, string, string) bool              { return true }

// Background asks its player on another goroutine, on a fork of the
// table as it stood: the match plays on meanwhile, the answer goes in
// at the first tick after it is ready, and no new decision starts on
// that tick.
func TestBackgroundThinksOffTheCaller(t *testing.T) {
	c, err := content.Default()
	if err != nil {
		t.Fatal(err)
	}
	s, err := scenarios.LoadShipped("hangar-deathmatch", c)
	if err != nil {
		t.Fatal(err)
	}
	side := s.Sides[0].ID
	var unit orders.Unit
	slow := &slowPlayer{side: side, let: make(chan struct{}), saw: make(chan int, 1)}
	bg := ai.NewBackground(slow)
	m, err := match.New(s, c, match.DefaultSettings(), dice.NewSeeded(1), [2]match.Player{bg, nil})
	if err != nil {
		t.Fatal(err)
	}
	bg.Attach(m)
	for _, u := range m.View().Units() {
		if u.Side == 0 {
			unit = u
			break
		}
	}
	slow.order = orders.Order{Unit: unit.ID, Verb: orders.Move, X: unit.Base.Centre.X + 1, Y: unit.Base.Centre.Y}
	step := func() {
		t.Helper()
		if err := m.Step(); err != nil {
			t.Fatal(err)
		}
	}
	step()
	asked := <-slow.saw
	for range 30 { // the match plays on while the player thinks
		step()
	}
	if n := len(m.View().Running(side)); n != 0 || bg.Decisions != 1 {
		t.Fatalf("while the player thinks: %d orders running, %d decisions started; want none running, one started", n, bg.Decisions)
	}
	slow.let <- struct{}{}
	bg.Wait()
	at := m.Tick()
	step()
	var took int
	for _, e := range m.View().Log(0) {
		if d, ok := e.Event.(orders.Declared); ok && d.Side == side {
			took = e.Tick
		}
	}
	if took != at || asked >= at {
		t.Errorf("the answer to the table of tick %d went in at tick %d; want tick %d, the first after it was ready", asked, took, at)
	}
	step()
	select {
	case <-slow.saw:
		t.Error("a new decision started on the tick the answer went in")
	default:
	}
}

// A whole game with hard thinking in the background against normal on
// the caller's goroutine (run it with -race): it ends, few of its answers
// are refused, and the record replays to the same end, as every record
// does. The ticks are paced as if each decision took under a frame (the
// test waits for it before the next tick; headless, the match would
// otherwise outrun any thinking), so every answer goes in a tick late,
// and the decision runs beside the rest of its tick: the other side's
// declarations, the resolutions and their close-combat answers.
func TestBackgroundPlaysAGame(t *testing.T) {
	c, err := content.Default()
	if err != nil {
		t.Fatal(err)
	}
	s, err := scenarios.LoadShipped("sabotage", c)
	if err != nil {
		t.Fatal(err)
	}
	bg := ai.NewBackground(ai.NewTactician(s.Sides[0].ID, ai.Hard, 1))
	m, err := match.New(s, c, match.DefaultSettings(), dice.NewSeeded(5), [2]match.Player{bg, ai.NewTactician(s.Sides[1].ID, ai.Normal, 2)})
	if err != nil {
		t.Fatal(err)
	}
	bg.Attach(m)
	for !m.Over() && m.Tick() < 100000 {
		bg.Wait()
		if err := m.Step(); err != nil {
			t.Fatal(err)
		}
	}
	if !m.Over() {
		t.Fatalf("the game did not end by tick %d: %d decisions", m.Tick(), bg.Decisions)
	}
	taken, refused := 0, 0
	for _, e := range m.View().Log(0) {
		switch ev := e.Event.(type) {
		case orders.Declared:
			if ev.Side == s.Sides[0].ID {
				taken++
			}
		case match.Refused:
			if ev.Side == s.Sides[0].ID {
				refused++
			}
		}
	}
	t.Logf("%d decisions in the background, %d declarations taken, %d refused", bg.Decisions, taken, refused)
	if bg.Decisions == 0 || taken == 0 || refused*20 > taken {
		t.Errorf("%d decisions, %d declarations taken, %d refused; want some, and under one in twenty refused", bg.Decisions, taken, refused)
	}
	rec := m.Record("sabotage", 5, nil)
	if _, err := match.Replay(rec, s, c, 0); err != nil {
		t.Errorf("the record does not replay: %v", err)
	}
}
