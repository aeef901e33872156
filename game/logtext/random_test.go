package logtext

import (
	"fmt"
	"math"
	"math/rand/v2"
	"reflect"
	"sort"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/krygothic/krygothic/game/match"
	"github.com/krygothic/krygothic/rules/combat"
	"github.com/krygothic/krygothic/rules/dice"
	"github.com/krygothic/krygothic/rules/orders"
	"github.com/krygothic/krygothic/scenarios"
)

// randomPlayer declares random orders now and then, much as game/match's
// random tests do: moves and runs towards the enemy, shots, charges and
// attacks on the nearest foe, waiting and reacting, unpinning, standing,
// freeing, defences, cancels and combos of two. The match refuses what is
// illegal, which the log shows too.
type randomPlayer struct {
	match.Script
	rng *rand.Rand
}

func (p *randomPlayer) Declare(v match.View) []orders.Declaration {
	if p.rng.IntN(5) != 0 {
		return nil
	}
	var own, foes []orders.Unit
	for _, u := range v.Units() {
		switch {
		case !u.Alive():
		case u.Objective:
			foes = append(foes, u)
		case v.Scenario().Sides[u.Side].ID == p.Side:
			own = append(own, u)
		default:
			foes = append(foes, u)
		}
	}
	if len(own) == 0 || len(foes) == 0 {
		return nil
	}
	order := func() orders.Order {
		u := own[p.rng.IntN(len(own))]
		near := foes[0]
		for _, f := range foes {
			if f.Base.Centre.Dist(u.Base.Centre) < near.Base.Centre.Dist(u.Base.Centre) {
				near = f
			}
		}
		to := func(r float64) (float64, float64) {
			a := u.Base.Centre.Bearing(near.Base.Centre) + (p.rng.Float64()-0.5)*math.Pi/2
			return math.Floor(u.Base.Centre.X+r*math.Cos(a)) + 0.5, math.Floor(u.Base.Centre.Y+r*math.Sin(a)) + 0.5
		}
		o := orders.Order{Unit: u.ID}
		switch p.rng.IntN(14) {
		case 0, 1:
			o.Verb = orders.Move
			o.X, o.Y = to(float64(u.F.Stats.Speed.Dice()))
		case 2:
			o.Verb = orders.Run
			o.X, o.Y = to(float64(2 * u.F.Stats.Speed.Dice()))
		case 3, 4, 5:
			o.Verb, o.Target, o.Shot = orders.Shoot, near.ID, combat.Shot(p.rng.IntN(4))
		case 6, 7:
			o.Verb, o.Target, o.Attack = orders.Attack, near.ID, combat.AttackType(p.rng.IntN(9))
		case 8, 9:
			o.Verb, o.Target, o.Attack = orders.Charge, near.ID, combat.AttackType(p.rng.IntN(9))
		case 10:
			o.Verb = orders.Wait
		case 11:
			o.Verb = []orders.Verb{orders.Unpin, orders.StandUp, orders.Free}[p.rng.IntN(3)]
			o.AP = 1
		case 12:
			o.Verb, o.Angle = orders.Rotate, float64(p.rng.IntN(8))*45
		default:
			o.Verb, o.Then = orders.React, &orders.Order{Unit: u.ID, Verb: orders.Shoot, Target: near.ID}
		}
		return o
	}
	switch p.rng.IntN(100) {
	case 0:
		return []orders.Declaration{{Steps: []orders.Order{{Verb: orders.Cancel}}}}
	case 1, 2, 3:
		u := own[p.rng.IntN(len(own))]
		return []orders.Declaration{{Steps: []orders.Order{{Unit: u.ID, Verb: orders.Defend, Class: combat.Active, Type: combat.DefenceType(1 + p.rng.IntN(6))}}}}
	case 4, 5, 6, 7, 8, 9, 10, 11, 12, 13:
		return []orders.Declaration{{Steps: []orders.Order{order(), order()}}}
	}
	return []orders.Declaration{{Steps: []orders.Order{order()}}}
}

// checkLines checks what Lines made of one entry: known, at least one line,
// none empty or blank, none over Width unless a single word is, and every
// die's span showing that die.
func checkLines(t *testing.T, e match.Entry, n Names) {
	t.Helper()
	lines, known := render(e, n)
	if !known {
		t.Errorf("%T fell to the fallback: %q", e.Event, texts(lines))
	}
	if len(lines) == 0 {
		t.Fatalf("%T %+v: no lines", e.Event, e.Event)
	}
	for _, l := range lines {
		if strings.TrimSpace(l.Text) == "" {
			t.Errorf("%T %+v: an empty line in %q", e.Event, e.Event, texts(lines))
		}
		if utf8.RuneCountInString(l.Text) > Width && strings.Contains(strings.TrimSpace(l.Text), " ") {
			t.Errorf("%T: line of %d characters: %q", e.Event, utf8.RuneCountInString(l.Text), l.Text)
		}
		if l.Side < -1 || l.Side >= len(n.Sides) && l.Side != -1 {
			t.Errorf("%T: side %d", e.Event, l.Side)
		}
		for _, d := range l.Dice {
			if d.Start < 0 || d.End > len(l.Text) || d.Start >= d.End {
				t.Errorf("%q: die span %d..%d", l.Text, d.Start, d.End)
				continue
			}
			want := dice.Chain(d.Faces).String()
			if d.Kept {
				want = "[" + want + "]"
			}
			if got := l.Text[d.Start:d.End]; got != want {
				t.Errorf("%q: die span shows %q, want %q", l.Text, got, want)
			}
		}
	}
	if r, ok := e.Event.(combat.Roll); ok {
		var dice []Die
		for _, l := range lines {
			dice = append(dice, l.Dice...)
		}
		if len(dice) != len(r.Dice) {
			t.Errorf("roll of %d dice shows %d: %q", len(r.Dice), len(dice), texts(lines))
		}
		var text string
		for _, l := range lines {
			text += l.Text + "\n"
		}
		for _, m := range r.Modifiers {
			if !strings.Contains(text, "("+m.RuleID+")") {
				t.Errorf("modifier %+v without its rule: %q", m, text)
			}
		}
	}
}

func texts(lines []Line) []string {
	var out []string
	for _, l := range lines {
		out = append(out, l.Text)
	}
	return out
}

// TestRandomMatches plays a few random matches on every shipped scenario
// and renders every entry of their logs.
func TestRandomMatches(t *testing.T) {
	games := 4
	if testing.Short() {
		games = 2
	}
	seen := map[string]int{}
	for _, name := range append(scenarios.Shipped(), "skirmish") {
		for g := range games {
			seed := uint64(100*g + len(name))
			var s *scenarios.Scenario
			var err error
			if name == "skirmish" {
				s, err = scenarios.LoadFile("testdata/skirmish.yaml", rulesContent)
			} else {
				s, err = scenarios.LoadShipped(name, rulesContent)
			}
			if err != nil {
				t.Fatal(err)
			}
			var players [2]match.Player
			for i, sd := range s.Sides {
				players[i] = &randomPlayer{Script: match.Script{Side: sd.ID, AutoDone: true}, rng: rand.New(rand.NewPCG(seed, uint64(i)))}
			}
			m, err := match.New(s, rulesContent, match.DefaultSettings(), dice.NewSeeded(seed), players)
			if err != nil {
				t.Fatal(err)
			}
			if err := m.Run(6000); err != nil {
				t.Fatalf("%s game %d: %v", name, g, err)
			}
			n := MatchNames(m.View())
			for _, e := range m.View().Log(0) {
				seen[reflect.TypeOf(e.Event).String()]++
				checkLines(t, e, n)
			}
		}
	}
	var kinds []string
	for k, v := range seen {
		kinds = append(kinds, fmt.Sprintf("%s %d", k, v))
	}
	sort.Strings(kinds)
	t.Logf("event types rendered: %s", strings.Join(kinds, ", "))
}
