package match_test

import (
	"strings"
	"testing"

	"github.com/krygothic/krygothic/game/match"
	"github.com/krygothic/krygothic/rules/combat"
	"github.com/krygothic/krygothic/rules/dice"
	"github.com/krygothic/krygothic/rules/modules/command"
	"github.com/krygothic/krygothic/scenarios"
)

// commandDeck is testdata/command.yaml: red's commander and two troopers
// in the west, blue's renegades in the east, playing the command module.
func commandDeck(t *testing.T) *scenarios.Scenario {
	t.Helper()
	s, err := scenarios.LoadFile("testdata/command.yaml", rulesContent)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// hitDice are the numbers of to-hit dice of unit's shots, in order.
func hitDice(m *match.Match, unit string) []int {
	var out []int
	for _, r := range find[combat.Roll](m) {
		if r.By == unit && r.Kind == combat.HitRoll {
			out = append(out, len(r.Dice))
		}
	}
	return out
}

// XS-25 (GW-CMD-07, GW-CMD-05): Keep your head down lasts until the
// friend's next order begins (here a turn on the spot), Go forward! until
// its next move: the turn leaves it. Neither outlasts the AP round.
func TestHelpsLastUntilUsed(t *testing.T) {
	const text = `
0   red ec-commander-1 help red.ec-trooper-2 down & ec-commander-1 help red.ec-trooper-2 forward
0   blue done
200 red ec-trooper-2 face 90
400 red ec-trooper-1 face 90
`
	m := scripted(t, commandDeck(t), text, dice.NewSeeded(7))
	held := func() (down, forward bool) {
		v := m.View()
		return v.Mark("red.ec-trooper-2", command.Marks[command.Down]) != 0, v.Mark("red.ec-trooper-2", command.Marks[command.Forward]) != 0
	}
	for m.View().Tick() < 150 && !m.Over() {
		if err := m.Step(); err != nil {
			t.Fatal(err)
		}
	}
	if d, f := held(); !d || !f {
		t.Fatalf("tick %d: after the helps: head down %v, go forward %v\n%s", m.View().Tick(), d, f, dump(m))
	}
	for m.View().Tick() < 300 && !m.Over() {
		if err := m.Step(); err != nil {
			t.Fatal(err)
		}
	}
	if d, f := held(); d || !f {
		t.Errorf("after the trooper's turn: head down %v (want gone), go forward %v (want held)\n%s", d, f, dump(m))
	}
	for m.View().Round() == 1 && !m.Over() {
		if err := m.Step(); err != nil {
			t.Fatal(err)
		}
	}
	if _, f := held(); f {
		t.Error("Go forward! outlasted the AP round")
	}
}

// XS-25 end to end (GW-CMD-06, RPG-ACT-09): the commander gives trooper 1
// a Called shot for 1 AP; the log says so in words; the trooper's next
// shot rolls one more die (a storm trooper's RC 2 dice: 3), and the one
// after it 2 again: the help is used. Keep your head down on trooper 2
// ends as its next order begins; a help not used is gone when the next AP
// round begins.
func TestAHelpIsGivenAndUsed(t *testing.T) {
	const text = `
0   red ec-commander-1 help red.ec-trooper-1 aim
0   blue done
100 red ec-trooper-1 shoot blue.renegade-cultist-1
200 red ec-trooper-1 shoot blue.renegade-cultist-1
300 red ec-commander-1 help red.ec-trooper-2 down
400 red ec-commander-1 help red.ec-trooper-2 forward
`
	for seed := uint64(1); seed <= 3; seed++ {
		m := playModules(t, commandDeck(t), text, seed)
		if r := refusedAt(m, command.Rule); len(r) > 0 {
			t.Fatalf("seed %d: refused at %v\n%s", seed, r, dump(m))
		}
		if got := hitDice(m, "red.ec-trooper-1"); len(got) < 2 || got[0] != 3 || got[1] != 2 {
			t.Errorf("seed %d: the trooper's to-hit dice %v, want 3 (the Called shot's) then 2\n%s", seed, got, dump(m))
		}
		var given []combat.State
		for _, s := range find[combat.StateChanged](m) {
			if s.RuleID == command.Rule {
				given = append(given, s.State)
			}
		}
		if len(given) != 3 || given[0] != command.AimState || given[1] != command.DownState || given[2] != command.ForwardState {
			t.Errorf("seed %d: helps told %v", seed, given)
		}
		text := commandLog(t, m)
		for _, want := range []string{"give EC Trooper 1 a Called shot", "EC Trooper 1 has the Squad Leader's Called shot: +1 RC die on its next shot",
			"EC Trooper 2 has the Squad Leader's Keep your head down"} {
			if !strings.Contains(text, want) {
				t.Errorf("seed %d: the log does not say %q:\n%s", seed, want, text)
			}
		}
		v := m.View()
		for _, w := range command.Words {
			if v.Mark("red.ec-trooper-2", command.Marks[w]) != 0 && v.Round() > 1 {
				t.Errorf("seed %d: trooper 2 still holds %s in round %d", seed, w, v.Round())
			}
		}
	}
}

// commandLog is the plain log of m in words: no rule IDs, no unit IDs.
func commandLog(t *testing.T, m *match.Match) string {
	t.Helper()
	return plainLog(t, m, command.Rule, "ec-trooper", "command-aim")
}
