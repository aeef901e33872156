package ai

import (
	"strings"
	"testing"

	"github.com/krygothic/krygothic/game/match"
	"github.com/krygothic/krygothic/rules/combat"
	"github.com/krygothic/krygothic/rules/content"
	"github.com/krygothic/krygothic/rules/dice"
	"github.com/krygothic/krygothic/rules/modules/suppression"
	"github.com/krygothic/krygothic/rules/orders"
	"github.com/krygothic/krygothic/scenarios"
)

// The AI with the suppression module (XS-06).

// longRoom is a 24 × 11 deck playing with the suppression module: red's
// zone the west, blue's the east, a bulkhead stub in red's half to take
// full cover behind, and the corridor under it where the Squad Leaders a
// test does not place wait out of sight (hideLeaders).
const longRoom = `name: Long room
rounds: 10
modules: [suppression]
legend:
  - {char: ".", name: deck plate, terrain: easy}
  - {char: "#", name: bulkhead, terrain: impossible, wall: true}
  - {char: "r", name: west, terrain: easy, zone: west}
  - {char: "b", name: east, terrain: easy, zone: east}
map: |
  ########################
  #rrrrrrrrrrrbbbbbbbbbbb#
  #rrrrrrrrrrrbbbbbbbbbbb#
  #rrrrrrrrrrrbbbbbbbbbbb#
  #rrr#rrrrrrrbbbbbbbbbbb#
  #rrrrrrrrrrrbbbbbbbbbbb#
  #rrrrrrrrrrrbbbbbbbbbbb#
  #rrrrrrrrrrrbbbbbbbbbbb#
  ########################
  #rrrrrrrr###bbbbbbbbbbb#
  ########################
`

// A Squad Leader takes no suppression test, but the AI keeps it out of
// the fire (XS-06, KG-PSY-03): red's commander stands in the open against
// the deck's north wall, in the sight of three autocannons it cannot
// answer (its rifle does not reach them, braced or not) and with nowhere
// within a move to hide from all three. It takes full cover, where no
// direct fire can target it.
func TestTheAIHidesItsSquadLeaderXS06(t *testing.T) {
	text := openRoom + sides([]string{"ec-commander, ranged: rifle"},
		[]string{"renegade-cultist, ranged: autocannon", "renegade-cultist, ranged: autocannon", "renegade-cultist, ranged: autocannon"})
	at := map[string]spot{
		"red.ec-commander-1":      {4.5, 1.5, 0},
		"blue.renegade-cultist-1": {21.5, 2.5, 180},
		"blue.renegade-cultist-2": {21.5, 4.5, 180},
		"blue.renegade-cultist-3": {21.5, 6.5, 180},
	}
	hideLeaders(at)
	for _, l := range []Level{Normal, Hard} {
		m := placed(t, text, l, at)
		if got := firstDeclaredBy(t, m, "ec-commander-1"); got != "red.ec-commander-1 cover" {
			t.Errorf("%s: the exposed commander's first order %q; want it to take full cover", l.Name, got)
		}
	}
}

// openRoom is longRoom without the bulkhead stub: nowhere to hide but
// against the deck's walls.
var openRoom = strings.Replace(longRoom, "#rrr#rrrrrrrbbbbbbbbbbb#", "#rrrrrrrrrrrbbbbbbbbbbb#", 1)

// offers are the orders the modules offer red's model unit at the start
// of m (its AP rolled), as a Tactician of level l weighs them, each with
// whether the match would accept it.
func offers(t *testing.T, m *match.Match, unit string, l Level) (out []candidate, legal []bool) {
	t.Helper()
	for m.View().Round() < 1 {
		if err := m.Step(); err != nil {
			t.Fatal(err)
		}
	}
	a := NewTactician("red", l, 1)
	tb := a.table(m.View())
	for _, u := range tb.own {
		if u.ID == unit {
			a.moduleCandidates(tb, u, 0, func(c candidate) { out = append(out, c) })
		}
	}
	for _, c := range out {
		_, ok := a.legal(tb, c, out)
		legal = append(legal, ok)
	}
	return out, legal
}

// The AI braces for a long aimed shot when bracing pays (XS-06,
// XC-STNC-05): red's trooper stands on the edge of a pit it cannot
// cross, 15" from the only enemy, so far that its rifle keeps nothing
// after the long-range penalty of 4; braced, its aimed shot's penalty is
// 3 and it keeps a die. The module offers the brace (1 AP, worth an AP
// what the brace and the braced shot are), and the match accepts it; at
// 11" (on the open deck), where no penalty is cut, it offers none.
// Played, the trooper braces, then fires the aimed shot. The brace goes
// alone, never in a combo with the shot: two such combos whose shots
// cross would each wait for the other (KG-CMB-04).
func TestTheAIBracesForALongShotXS06(t *testing.T) {
	for _, c := range []struct {
		room         string
		from, target float64
		brace        bool
	}{{pitRoom, 4.5, 20.5, true}, {longRoom, 3.5, 15.5, false}} {
		text := c.room + sides([]string{"ec-trooper, ranged: rifle"}, []string{"renegade-cultist, ranged: pistol"})
		at := map[string]spot{"red.ec-trooper-1": {c.from, 2.5, 0}, "blue.renegade-cultist-1": {c.target, 2.5, 180}}
		hideLeaders(at)
		got, legal := offers(t, placed(t, text, Hard, at), "red.ec-trooper-1", Hard)
		braced := false
		for i, o := range got {
			if o.order.Verb == suppression.Brace {
				braced = true
				if o.ap != 1 || o.score <= 0 || !legal[i] || o.steps != nil {
					t.Errorf("%g\" away: the brace offered at %d AP, worth %g, legal %v, steps %v; want 1 AP alone, worth something, legal", c.target-c.from-1, o.ap, o.score, legal[i], o.steps)
				}
			}
		}
		if braced != c.brace {
			t.Errorf("%g\" away: a brace offered %v, want %v (offers %+v)", c.target-c.from-1, braced, c.brace, got)
		}
		if !c.brace {
			continue
		}
		if got := declaredBy(t, placed(t, text, Hard, at), "red.ec-trooper-1", 2); len(got) != 2 ||
			got[0] != "red.ec-trooper-1 brace" || got[1] != "red.ec-trooper-1 shoot blue.renegade-cultist-1 aimed" {
			t.Errorf("the trooper's orders %q; want it to brace, then fire the aimed shot", got)
		}
	}
}

// pitRoom is longRoom with a pit from x 5 to 16 across the whole room:
// nobody crosses it, everybody sees and shoots over it; the corridor
// under the room, open from end to end, is the only way round.
var pitRoom = strings.NewReplacer(
	"#rrrrrrrrrrrbbbbbbbbbbb#", "#rrrr~~~~~~~~~~~~bbbbbb#",
	"#rrr#rrrrrrrbbbbbbbbbbb#", "#rrrr~~~~~~~~~~~~bbbbbb#",
	"#rrrrrrrr###bbbbbbbbbbb#", "#rrrrrrrrrrrbbbbbbbbbbb#",
	"legend:\n", "legend:\n  - {char: \"~\", name: pit, terrain: impossible}\n",
).Replace(longRoom)

// declaredBy plays m until unit has been given n orders (10 s at most)
// and returns them, each a declaration's steps joined by " & ".
func declaredBy(t *testing.T, m *match.Match, unit string, n int) []string {
	t.Helper()
	var out []string
	seen := 0
	for m.Tick() < 600 && len(out) < n {
		if err := m.Step(); err != nil {
			t.Fatal(err)
		}
		for _, e := range m.View().Log(seen) {
			if d, ok := e.Event.(orders.Declared); ok && strings.Contains(strings.Join(d.Steps, " "), unit+" ") {
				out = append(out, strings.Join(d.Steps, " & "))
			}
		}
		seen = m.View().LogLen()
	}
	return out
}

// The AI plays the module through whole games, normal against hard and
// the baseline against normal, on the Hangar with grenades: it takes
// full cover (most often when heavily suppressed: 3 tokens or more, or a
// Squad Leader), braces, fires suppressively, and never has an order
// refused (a direct shot at a model in full cover, a move after a brace,
// full cover with nothing to hide behind).
func TestTheAIPlaysSuppressionXS06(t *testing.T) {
	c, err := content.Default()
	if err != nil {
		t.Fatal(err)
	}
	s, err := scenarios.Open("hangar-deathmatch", c)
	if err != nil {
		t.Fatal(err)
	}
	s.Modules = []string{"blast", "suppression"}
	covered, heavy, braced, suppressive, tests := 0, 0, 0, 0, 0
	for seed := uint64(1); seed <= 6; seed++ {
		players := [2]match.Player{NewTactician(s.Sides[0].ID, Normal, seed), NewTactician(s.Sides[1].ID, Hard, seed)}
		if seed%3 == 0 {
			players[0] = &Baseline{Side: s.Sides[0].ID}
		}
		m, err := match.New(s, c, match.DefaultSettings(), dice.NewSeeded(seed), players)
		if err != nil {
			t.Fatal(err)
		}
		tokens := map[string]int{}
		seen := 0
		for {
			if _, over := m.Result(); over || m.Tick() > 200000 {
				break
			}
			if err := m.Step(); err != nil {
				t.Fatal(err)
			}
			for _, e := range m.View().Log(seen) {
				switch ev := e.Event.(type) {
				case orders.Declared:
					for _, st := range ev.Steps {
						f := strings.Fields(st)
						if len(f) < 2 {
							continue
						}
						switch {
						case f[1] == string(suppression.Cover):
							covered++
							id := f[0]
							if !strings.Contains(id, ".") {
								id = ev.Side + "." + id
							}
							if u, _ := m.View().Unit(id); tokens[id] >= 3 || u.F.SquadLeader {
								heavy++
							}
						case f[1] == string(suppression.Brace):
							braced++
						case f[1] == string(orders.Shoot) && len(f) > 3 && f[3] == "suppressive":
							suppressive++
						}
					}
				case combat.Roll:
					if ev.RuleID == suppression.Rule {
						tests++
					}
				case match.Refused:
					t.Errorf("seed %d: %s's order %q refused: %s (%s)", seed, ev.Side, ev.Order, ev.Reason, ev.RuleID)
				}
			}
			seen = m.View().LogLen()
			for _, u := range m.View().Units() {
				tokens[u.ID] = suppression.Tokens(m.View(), u.ID)
			}
		}
	}
	t.Logf("6 games: %d full covers (%d heavily suppressed or a leader), %d braces, %d suppressive shots, %d XS-06 rolls", covered, heavy, braced, suppressive, tests)
	if covered == 0 || heavy*2 < covered || braced == 0 || suppressive == 0 || tests == 0 {
		t.Errorf("the AI took full cover %d times (%d heavily suppressed or a leader), braced %d times, fired suppressively %d times, rolled XS-06 %d times",
			covered, heavy, braced, suppressive, tests)
	}
}
