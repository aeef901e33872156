package scenarios_test

import (
	"fmt"
	"strings"
	"testing"
	"testing/fstest"
	"time"

	"github.com/krygothic/krygothic/scenarios"
)

// limitsBase is a small scenario that loads; the limit tests break one
// thing in it at a time. Line numbers in the wanted messages count from
// "name" on line 1.
const limitsBase = `name: Limits
rounds: 10
description: A small deck.
legend:
  - {char: ".", name: deck plate, terrain: easy}
  - {char: "#", name: bulkhead, terrain: impossible, wall: true}
  - {char: "a", name: west zone, terrain: easy, zone: west}
  - {char: "d", name: east zone, terrain: easy, zone: east}
map: |
  ################
  #aaaa....dddddd#
  #aaaa....dddddd#
  #aaaa....dddddd#
  #aaaa..........#
  ################
sides:
  - {id: red, name: Red, army: slaves, zone: west}
  - {id: blue, name: Blue, army: possessed, zone: east}
objectives:
  - {id: vault, name: Vault, at: [7, 2]}
entries:
  - {id: hatch, name: Hatch, at: [14, 4], side: blue}
events:
  - {round: 2, type: flood, area: [6, 1, 2, 2], to: "."}
  - {round: 3, type: message, text: The ship shudders.}
`

// loadText loads scenario source as the file s.yaml.
func loadText(t *testing.T, src string) (*scenarios.Scenario, error) {
	t.Helper()
	return scenarios.Load(fstest.MapFS{"s.yaml": {Data: []byte(src)}}, "s.yaml", "s.yaml", defaultContent(t))
}

// edit replaces old (which must occur) in the base scenario.
func edit(t *testing.T, old, new string) string {
	t.Helper()
	if !strings.Contains(limitsBase, old) {
		t.Fatalf("the base scenario has no %q", old)
	}
	return strings.Replace(limitsBase, old, new, 1)
}

// repeat writes n list entries made by line, each on its own line.
func repeat(n int, line func(i int) string) string {
	var b strings.Builder
	for i := range n {
		b.WriteString(line(i))
		b.WriteString("\n")
	}
	return b.String()
}

// rows draws a w×h map of "." cells with a west and an east zone column,
// indented for a block.
func rows(w, h int) string {
	row := "  a" + strings.Repeat(".", w-2) + "d\n"
	return strings.Repeat(row, h)
}

// modifiers writes n round modifiers, rounds 1 to n, for a flow mapping.
func modifiers(n int) string {
	var b strings.Builder
	for i := range n {
		fmt.Fprintf(&b, "%d: 1, ", i+1)
	}
	return b.String()
}

// mapBlock is the base scenario's map block, to be replaced.
const mapBlock = `map: |
  ################
  #aaaa....dddddd#
  #aaaa....dddddd#
  #aaaa....dddddd#
  #aaaa..........#
  ################
`

func TestLimitsBaseLoads(t *testing.T) {
	s, err := loadText(t, limitsBase)
	if err != nil {
		t.Fatal(err)
	}
	if s.Rounds != 10 || len(s.Objectives) != 1 || len(s.Entries) != 1 || len(s.Events) != 2 {
		t.Errorf("rounds %d, %d objectives, %d entries, %d events", s.Rounds, len(s.Objectives), len(s.Entries), len(s.Events))
	}
}

// Issue 13: hostile and broken input is refused with a located message
// naming the limit, and values written out of range are never silently
// replaced by a default.
func TestHostileScenarios(t *testing.T) {
	long := func(n int) string { return strings.Repeat("x", n) }
	tests := []struct {
		name string
		src  func(t *testing.T) string
		want string
	}{
		// 1. A written 0 is not "left out".
		{"rounds 0", func(t *testing.T) string { return edit(t, "rounds: 10", "rounds: 0") },
			"s.yaml:2:1: rounds is 0; a scenario lasts 1 to 50 AP rounds"},
		{"rounds null", func(t *testing.T) string { return edit(t, "rounds: 10", "rounds: ~") },
			"s.yaml:2:1: rounds is 0; a scenario lasts 1 to 50 AP rounds"},
		{"rounds 51", func(t *testing.T) string { return edit(t, "rounds: 10", "rounds: 51") },
			"s.yaml:2:1: rounds is 51; a scenario lasts 1 to 50 AP rounds"},
		{"rounds negative", func(t *testing.T) string { return edit(t, "rounds: 10", "rounds: -1") },
			"s.yaml:2:1: rounds is -1"},
		{"army count 0 in a list", func(t *testing.T) string {
			return edit(t, "  - {id: red, name: Red, army: slaves, zone: west}\n",
				"  - id: red\n    zone: west\n    list:\n      team: slaves\n      models:\n        - {unit: slave-overseer, count: 0}\n")
		}, "s.yaml:22:34: count 0: a count is 1 to 14"},

		// 2. A legend character is one visible character.
		{"zero-width space", func(t *testing.T) string { return edit(t, `char: "."`, `char: "\u200b"`) },
			`s.yaml:5:6: char "\u200b" must be one visible character (not a space, an invisible character or a combining mark)`},
		{"no-break space", func(t *testing.T) string { return edit(t, `char: "."`, `char: "\u00a0"`) },
			`s.yaml:5:6: char "\u00a0" must be one visible character`},
		{"ideographic space", func(t *testing.T) string { return edit(t, `char: "."`, `char: "\u3000"`) },
			`s.yaml:5:6: char "\u3000" must be one visible character`},
		{"combining acute", func(t *testing.T) string { return edit(t, `char: "."`, `char: "\u0301"`) },
			"s.yaml:5:6: char \"\u0301\" must be one visible character"},
		{"right-to-left mark", func(t *testing.T) string { return edit(t, `char: "."`, `char: "\u200f"`) },
			`s.yaml:5:12: char holds U+200F, a bidi control`},
		{"soft hyphen", func(t *testing.T) string { return edit(t, `char: "."`, `char: "\u00ad"`) },
			`s.yaml:5:6: char "\u00ad" must be one visible character`},
		{"escape", func(t *testing.T) string { return edit(t, `char: "."`, `char: "\e"`) },
			`s.yaml:5:6: char "\x1b" must be one visible character`},
		{"two characters", func(t *testing.T) string { return edit(t, `char: "."`, `char: "e\u0301"`) },
			"s.yaml:5:6: char \"e\u0301\" must be one visible character"},
		{"a long char is not echoed whole", func(t *testing.T) string { return edit(t, `char: "."`, `char: "`+long(100000)+`"`) },
			`s.yaml:5:6: char "xxxxxxxxxxxxxxxxxxxx…" must be one visible character`},

		// 3. Text and ids are capped, and so are lists, before any work.
		{"name 61 characters", func(t *testing.T) string { return edit(t, "name: Limits", "name: "+strings.Repeat("é", 61)) },
			"s.yaml:1:1: the scenario's name is 61 characters long; at most 60"},
		{"name 100000 characters", func(t *testing.T) string { return edit(t, "name: Limits", "name: "+long(100000)) },
			"s.yaml:1:1: the scenario's name is 100000 characters long; at most 60"},
		{"name with an escape", func(t *testing.T) string { return edit(t, "name: Limits", `name: "Lim\e[31mits"`) },
			"s.yaml:1:1: the scenario's name holds control character U+001B"},
		{"description 2001 characters", func(t *testing.T) string { return edit(t, "description: A small deck.", "description: "+long(2001)) },
			"s.yaml:3:1: the description is 2001 characters long; at most 2000"},
		{"side id 33 characters", func(t *testing.T) string { return edit(t, "id: red,", "id: "+long(33)+",") },
			`s.yaml:17:6: side id "xxxxxxxxxxxxxxxxxxxx…" is 33 characters long; at most 32`},
		{"side id 100000 characters", func(t *testing.T) string { return edit(t, "id: red,", "id: "+long(100000)+",") },
			`s.yaml:17:6: side id "xxxxxxxxxxxxxxxxxxxx…" is 100000 characters long; at most 32`},
		{"side name 61 characters", func(t *testing.T) string { return edit(t, "name: Red,", "name: "+long(61)+",") },
			"s.yaml:17:15: side red: the name is 61 characters long; at most 60"},
		{"legend zone 33 characters", func(t *testing.T) string { return edit(t, "zone: west}\n  - {char", "zone: "+long(33)+"}\n  - {char") },
			`s.yaml:7:49: char "a": zone "xxxxxxxxxxxxxxxxxxxx…" is 33 characters long; at most 32`},
		{"side zone 33 characters", func(t *testing.T) string { return edit(t, "army: slaves, zone: west", "army: slaves, zone: "+long(33)) },
			`s.yaml:17:40: side red: zone "xxxxxxxxxxxxxxxxxxxx…" is 33 characters long; at most 32`},
		{"open, not a door", func(t *testing.T) string {
			return edit(t, "terrain: impossible, wall: true}", "terrain: impossible, wall: true, open: true}")
		},
			`s.yaml:6:66: char "#": open is for a door (door: true) that stands open at the start`},
		{"a gantry on a wall", func(t *testing.T) string {
			return edit(t, "terrain: impossible, wall: true}", "terrain: impossible, wall: true, gantry: true}")
		},
			`s.yaml:6:66: char "#": a gantry is a walkway a model stands on: not a wall, a door, cover or impassable terrain`},
		{"a gantry on a wall over easy floor", func(t *testing.T) string {
			return edit(t, "name: deck plate, terrain: easy}", "name: deck plate, terrain: easy, wall: true, gantry: true}")
		}, `s.yaml:5:62: char ".": a gantry is a walkway`},
		{"a gantry on a door", func(t *testing.T) string {
			return edit(t, "name: deck plate, terrain: easy}", "name: deck plate, terrain: easy, door: true, gantry: true}")
		}, `s.yaml:5:62: char ".": a gantry is a walkway`},
		{"a gantry on impassable terrain", func(t *testing.T) string {
			return edit(t, "terrain: impossible, wall: true}", "terrain: impossible, gantry: true}")
		}, `s.yaml:6:54: char "#": a gantry is a walkway`},
		{"a gantry on a crate", func(t *testing.T) string {
			return edit(t, "name: deck plate, terrain: easy}", "name: deck plate, terrain: easy, cover: true, gantry: true}")
		}, `s.yaml:5:63: char ".": a gantry is a walkway`},
		{"legend name 61 characters", func(t *testing.T) string { return edit(t, "name: deck plate", "name: "+long(61)) },
			`s.yaml:5:17: char ".": the name is 61 characters long; at most 60`},
		{"objective id 33 characters", func(t *testing.T) string { return edit(t, "id: vault", "id: "+long(33)) },
			`s.yaml:20:6: objective id "xxxxxxxxxxxxxxxxxxxx…" is 33 characters long; at most 32`},
		{"objective name 61 characters", func(t *testing.T) string { return edit(t, "name: Vault", "name: "+long(61)) },
			`s.yaml:20:17: objective vault: the name is 61 characters long; at most 60`},
		{"entry id 33 characters", func(t *testing.T) string { return edit(t, "id: hatch", "id: "+long(33)) },
			`s.yaml:22:6: entry id "xxxxxxxxxxxxxxxxxxxx…" is 33 characters long; at most 32`},
		{"event text 2001 characters", func(t *testing.T) string { return edit(t, "text: The ship shudders.", "text: "+long(2001)) },
			"s.yaml:25:31: message event: the text is 2001 characters long; at most 2000"},
		{"65 legend entries", func(t *testing.T) string {
			return edit(t, "legend:\n", "legend:\n"+repeat(61, func(i int) string {
				return fmt.Sprintf(`  - {char: "%c", name: filler, terrain: easy}`, 'Ā'+rune(i))
			}))
		}, "s.yaml:4:1: the legend has 65 entries; at most 64"},
		{"65 objectives", func(t *testing.T) string {
			return edit(t, "objectives:\n", "objectives:\n"+repeat(64, func(i int) string {
				return fmt.Sprintf("  - {id: o%d, at: [7, 2]}", i)
			}))
		}, "s.yaml:19:1: 65 objectives; a scenario has at most 64"},
		{"65 entries", func(t *testing.T) string {
			return edit(t, "entries:\n", "entries:\n"+repeat(64, func(i int) string {
				return fmt.Sprintf("  - {id: e%d, at: [14, 4], side: blue}", i)
			}))
		}, "s.yaml:21:1: 65 entries; a scenario has at most 64"},
		{"201 events", func(t *testing.T) string {
			return edit(t, "events:\n", "events:\n"+repeat(199, func(int) string { return "  - {round: 1, type: message, text: x}" }))
		}, "s.yaml:23:1: 201 events; a scenario has at most 200"},
		{"twenty thousand sides", func(t *testing.T) string {
			return edit(t, "sides:\n", "sides:\n"+repeat(20000, func(i int) string { return fmt.Sprintf("  - {id: s%d, army: slaves, zone: west}", i) }))
		}, "s.yaml:16:1: a scenario has 2 sides, not 20002"},
		{"51 round modifiers", func(t *testing.T) string {
			return edit(t, "army: slaves, zone: west}", "army: slaves, zone: west, round_modifiers: {"+
				strings.TrimSuffix(modifiers(51), ", ")+"}}")
		}, "s.yaml:17:52: side red: 51 round_modifiers; at most one for each of the 10 rounds"},
		{"65 victory objectives", func(t *testing.T) string {
			return limitsBase + "victory: {type: sabotage, attacker: red, objectives: [" + strings.Repeat("vault, ", 64) + "vault]}\n"
		}, "s.yaml:26:42: sabotage: 65 objectives named; a scenario has at most 64"},

		// 4. The map is measured before any cell is made.
		{"map 201 wide", func(t *testing.T) string { return edit(t, mapBlock, "map: |\n"+rows(201, 6)) },
			"s.yaml:9:1: the map is 201×6 cells; at most 200×200"},
		{"map 201 high", func(t *testing.T) string { return edit(t, mapBlock, "map: |\n"+rows(16, 201)) },
			"s.yaml:9:1: the map is 16×201 cells; at most 200×200"},
		{"one long row", func(t *testing.T) string {
			return edit(t, mapBlock, "map: |\n"+rows(16, 3)+"  a"+strings.Repeat("é", 100000)+"d\n"+rows(16, 3))
		}, "s.yaml:9:1: the map is 100002×7 cells; at most 200×200"},

		// 5. Areas and points cannot overflow past the checks.
		{"flood area wraps", func(t *testing.T) string {
			return edit(t, "area: [6, 1, 2, 2]", "area: [9223372036854775000, 1, 9223372036854775000, 2]")
		}, "s.yaml:24:29: flood: area [9223372036854775000, 1, 9223372036854775000, 2] is not inside the 16×6 deck"},
		{"flood area width wraps", func(t *testing.T) string {
			return edit(t, "area: [6, 1, 2, 2]", "area: [6, 1, 9223372036854775807, 2]")
		}, "s.yaml:24:29: flood: area [6, 1, 9223372036854775807, 2] is not inside the 16×6 deck"},
		{"flood area height wraps", func(t *testing.T) string {
			return edit(t, "area: [6, 1, 2, 2]", "area: [6, 1, 2, 9223372036854775807]")
		}, "s.yaml:24:29: flood: area [6, 1, 2, 9223372036854775807] is not inside the 16×6 deck"},
		{"flood area negative", func(t *testing.T) string {
			return edit(t, "area: [6, 1, 2, 2]", "area: [-9223372036854775808, 1, 9223372036854775807, 2]")
		}, "s.yaml:24:29: flood: area [-9223372036854775808, 1, 9223372036854775807, 2] is not inside the 16×6 deck"},
		{"flood area empty", func(t *testing.T) string { return edit(t, "area: [6, 1, 2, 2]", "area: [6, 1, 0, 2]") },
			"s.yaml:24:29: flood: area [6, 1, 0, 2] is not inside the 16×6 deck"},
		{"flood area of three numbers", func(t *testing.T) string { return edit(t, "area: [6, 1, 2, 2]", "area: [6, 1, 2]") },
			"s.yaml:24:29: flood: area is [x, y, width, height], not 3 numbers"},
		// 6. An objective's numbers are bounded: its wounds are drawn one
		// pip each, and body + armour is a to-wound TN.
		{"objective of a million wounds", func(t *testing.T) string { return edit(t, "at: [7, 2]}", "at: [7, 2], body: 4, wounds: 1000000}") },
			"s.yaml:20:59: wounds is 1000000; it is 0 to 20"},
		{"objective body and armour near 2^62", func(t *testing.T) string {
			return edit(t, "at: [7, 2]}", "at: [7, 2], body: 4611686018427387904, armour: 4611686018427387900, wounds: 1}")
		}, "s.yaml:20:48: body is 4611686018427387904; it is 0 to 20"},
		{"objective armour 21", func(t *testing.T) string { return edit(t, "at: [7, 2]}", "at: [7, 2], armour: 21, wounds: 1}") },
			"s.yaml:20:50: armour is 21; it is 0 to 20"},

		// 7. Names and texts are printable UTF-8 without bidi controls.
		{"name with a right-to-left override", func(t *testing.T) string { return edit(t, "name: Limits", `name: "Lim\u202Eits"`) },
			"s.yaml:1:7: name holds U+202E, a bidi control"},
		{"event text with an isolate", func(t *testing.T) string {
			return edit(t, "text: The ship shudders.", `text: "The ship \u2067shudders."`)
		}, "s.yaml:25:37: text holds U+2067, a bidi control"},
		{"side name in binary", func(t *testing.T) string { return edit(t, "name: Red,", "name: !!binary 6Q==,") },
			"s.yaml:17:21: name: a !!binary value; data files hold text"},
		{"objective at the far edge", func(t *testing.T) string { return edit(t, "at: [7, 2]", "at: [16, 2]") },
			"s.yaml:20:30: objective vault at [16, 2] is off the 16×6 deck"},
		{"objective at huge x", func(t *testing.T) string { return edit(t, "at: [7, 2]", "at: [9223372036854775807, 2]") },
			"s.yaml:20:30: objective vault at [9223372036854775807, 2] is off the 16×6 deck"},
		{"entry at negative y", func(t *testing.T) string { return edit(t, "at: [14, 4]", "at: [14, -9223372036854775808]") },
			"s.yaml:22:30: entry hatch at [14, -9223372036854775808] is off the 16×6 deck"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			_, err := loadText(t, tc.src(t))
			if err == nil {
				t.Fatal("loaded without error")
			}
			if !strings.Contains(err.Error(), tc.want) {
				msg := err.Error()
				if len(msg) > 2000 {
					msg = msg[:2000] + "…"
				}
				t.Errorf("got:\n%s\nwant: %s", msg, tc.want)
			}
		})
	}
}

// Values at the limits load, and a key left out still means its default.
func TestLimitsAtTheEdge(t *testing.T) {
	tests := []struct {
		name  string
		src   func(t *testing.T) string
		check func(t *testing.T, s *scenarios.Scenario)
	}{
		{"rounds left out means 10", func(t *testing.T) string { return edit(t, "rounds: 10\n", "") },
			func(t *testing.T, s *scenarios.Scenario) {
				if s.Rounds != scenarios.DefaultRounds {
					t.Errorf("rounds %d", s.Rounds)
				}
			}},
		{"rounds 50", func(t *testing.T) string { return edit(t, "rounds: 10", "rounds: 50") }, nil},
		{"name of 60 characters", func(t *testing.T) string { return edit(t, "name: Limits", "name: "+strings.Repeat("é", 60)) }, nil},
		{"description of 2000 characters and lines", func(t *testing.T) string {
			return edit(t, "description: A small deck.", "description: |\n  "+strings.Repeat("x", 1000)+"\n  "+strings.Repeat("y", 998)+"\n")
		}, nil},
		{"ids of 32 characters", func(t *testing.T) string {
			id := strings.Repeat("a", 32)
			return strings.NewReplacer("id: red,", "id: "+id+",", "id: vault", "id: "+strings.Repeat("b", 32), "zone: east", "zone: "+id).Replace(limitsBase)
		}, nil},
		{"visible characters", func(t *testing.T) string {
			m := strings.NewReplacer(".", "█", "#", "é").Replace(mapBlock)
			return strings.NewReplacer(mapBlock, m, `char: "."`, `char: "█"`, `to: "."`, `to: "█"`, `char: "#"`, `char: "é"`).Replace(limitsBase)
		}, nil},
		{"an area filling the deck", func(t *testing.T) string { return edit(t, "area: [6, 1, 2, 2]", "area: [0, 0, 16, 6]") }, nil},
		{"an area at the corner", func(t *testing.T) string { return edit(t, "area: [6, 1, 2, 2]", "area: [15, 5, 1, 1]") }, nil},
		{"a 200×200 map", func(t *testing.T) string { return edit(t, mapBlock, "map: |\n"+rows(200, 200)) }, nil},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			s, err := loadText(t, tc.src(t))
			if err != nil {
				msg := err.Error()
				if len(msg) > 2000 {
					msg = msg[:2000] + "…"
				}
				t.Fatal(msg)
			}
			if tc.check != nil {
				tc.check(t, s)
			}
		})
	}
}

// Hostile files of about a megabyte are refused at once, before any
// work on what they hold: a 1000×1000 map before a cell is made, twenty
// thousand sides before their armies are loaded, an army list of twenty
// thousand entries before a model is made.
func TestHostileFilesAreRefusedQuickly(t *testing.T) {
	tests := []struct {
		name string
		src  func(t *testing.T) string
		want string
	}{
		{"a 1000×1000 map", func(t *testing.T) string { return edit(t, mapBlock, "map: |\n"+rows(1000, 1000)) },
			"s.yaml:9:1: the map is 1000×1000 cells; at most 200×200"},
		{"20000 sides", func(t *testing.T) string {
			return edit(t, "sides:\n", "sides:\n"+repeat(20000, func(i int) string { return fmt.Sprintf("  - {id: s%d, army: slaves, zone: west}", i) }))
		}, "s.yaml:16:1: a scenario has 2 sides, not 20002"},
		{"an army of 20000 entries", func(t *testing.T) string {
			return edit(t, "  - {id: red, name: Red, army: slaves, zone: west}\n",
				"  - id: red\n    zone: west\n    list:\n      team: slaves\n      models:\n"+
					repeat(20000, func(int) string { return "        - {unit: slave-thrall, count: 14}" }))
		}, "s.yaml:21:7: the army lists 20000 entries; an army holds at most 14 models"},
	}
	c := defaultContent(t)
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			src := tc.src(t)
			if len(src) < 500_000 {
				t.Fatalf("only %d bytes", len(src))
			}
			fsys := fstest.MapFS{"s.yaml": {Data: []byte(src)}}
			start := time.Now()
			_, err := scenarios.Load(fsys, "s.yaml", "s.yaml", c)
			took := time.Since(start)
			if err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Fatalf("got %.2000v", err)
			}
			// A refusal at once takes a few hundred milliseconds; the
			// bound is loose enough for a machine shared with other work
			// (the hostile corpus of cmd/kg allows 2 s a file too) and
			// still catches work on what the file holds (10 s and more).
			if took > slowdown*2*time.Second {
				t.Errorf("refusing %d bytes took %v", len(src), took)
			}
			t.Logf("%d bytes refused in %v", len(src), took)
		})
	}
}
