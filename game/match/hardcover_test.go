package match_test

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/krygothic/krygothic/game/match"
	"github.com/krygothic/krygothic/rules/combat"
	"github.com/krygothic/krygothic/rules/deck"
	"github.com/krygothic/krygothic/rules/dice"
	"github.com/krygothic/krygothic/rules/modules"
	"github.com/krygothic/krygothic/rules/modules/blast"
	"github.com/krygothic/krygothic/rules/orders"
	"github.com/krygothic/krygothic/scenarios"
)

// coverDeck is a corridor with the red commander at its west end and
// the blue prophet in carapace 10" off at its east end (cell 13, its
// base's west edge at x = 13), what lies between and beyond drawn in row:
// the 11 cells between, the prophet's 'd', one cell beyond. 'c' crates (cover: true on
// difficult ground: soft), '%' machinery (cover: true on very difficult
// ground: hard), 'H' cover named hard on difficult ground, 'S' cover
// named soft on very difficult ground, '#' a bulkhead, 'o' open floor.
// radar gives the commander a radar sight; dark darkens the deck; the
// match plays with modules.
func coverDeck(t *testing.T, row string, radar, dark bool, modules ...string) *scenarios.Scenario {
	t.Helper()
	sight := ""
	if radar {
		sight = ", radar: true"
	}
	src := fmt.Sprintf(`name: Hard cover
rounds: 1
dark: %v
modules: [%s]
legend:
  - {char: "o", name: deck plate, terrain: easy}
  - {char: "=", name: bulkhead, terrain: impossible, wall: true}
  - {char: "#", name: bulkhead, terrain: impossible, wall: true}
  - {char: "c", name: crates, terrain: difficult, cover: true}
  - {char: "%%", name: machinery, terrain: very-difficult, cover: true}
  - {char: "H", name: armoured barricade, terrain: difficult, cover: hard}
  - {char: "S", name: heaped sandbags, terrain: very-difficult, cover: soft}
  - {char: "a", name: west, terrain: easy, zone: west}
  - {char: "d", name: east, terrain: easy, zone: east}
map: |
  ================
  =a%s=
  =oooooooooooooo=
  ================
sides:
  - id: red
    zone: west
    list:
      team: earth-confederate
      models:
        - {unit: ec-commander, ranged: rifle%s}
  - id: blue
    zone: east
    list:
      team: renegades
      models:
        - {unit: renegade-prophet, ranged: rifle, armour: carapace}
`, dark, strings.Join(modules, ", "), row, sight)
	s, err := scenarios.LoadFiles("cover.yaml", "cover.yaml", map[string][]byte{"cover.yaml": []byte(src)}, rulesContent)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// hardShot is the commander's shot at the prophet, as the preview has it.
func hardShot(t *testing.T, s *scenarios.Scenario) *combat.RangedPlan {
	t.Helper()
	m, err := match.New(s, rulesContent, match.DefaultSettings(), dice.NewSeeded(1), [2]match.Player{})
	if err != nil {
		t.Fatal(err)
	}
	p := m.View().Preview("red", orders.Order{Unit: "ec-commander-1", Verb: orders.Shoot, Target: "blue.renegade-prophet-1"})
	if p.Err != nil || p.Ranged == nil || p.Odds == nil {
		t.Fatalf("the shot's preview: %+v", p)
	}
	return p.Ranged
}

// xs19 is what the module's modifiers on a plan say, in short: "hard"
// for hard cover's armour on the wound roll, "none" for cover set aside
// as too far, "radar" for a radar sight's.
func xs19(r *combat.RangedPlan) string {
	var out []string
	for _, m := range append(append([]combat.Modifier{}, r.HitMods...), r.WoundMods...) {
		switch {
		case m.RuleID != "XS-19":
		case strings.HasPrefix(m.What, "hard cover"):
			out = append(out, fmt.Sprintf("hard %+d", m.Value))
		case strings.HasPrefix(m.What, "no cover"):
			out = append(out, "none")
		case strings.HasPrefix(m.What, "radar"):
			out = append(out, "radar")
		}
	}
	return strings.Join(out, ", ")
}

// XS-19 (KG-TERR-07, SW-SHOOT-07, XC-COV-01..06, SW-MISC-01): the shot's
// to-hit and wound TN as the preview gives them, with the module on and
// off. Cover counts within 1" of the target's base (1" included) and
// between it and the shooter; hard cover (cover: true on very difficult
// ground, or named hard) adds +1 to the wound TN, soft cover (crates,
// or named soft) only the +2 to hit. SW-SHOOT-07's soft +1 DR and hard
// +2 DR map onto the design's +2 TN for both and the +1 armour for hard
// cover alone: the one step between them. A radar sight ignores cover and
// darkness to hit, and hard cover still stops the round. Without the
// module every cover is the core's +2 to hit, wherever it stands. The
// prophet: Body 3 + carapace 3 − the rifle's strength 2 = wound TN 4.
func TestCoverAsArmour(t *testing.T) {
	on, off := []string{"hardcover"}, []string{"blast"}
	cases := []struct {
		name        string
		row         string
		radar, dark bool
		modules     []string
		hit, wound  int
		mods        string
	}{
		{"in the open", "oooooooooood.", false, false, on, 5, 4, ""},
		{"machinery beside the target: hard", "oooooooooo%do", false, false, on, 7, 5, "hard +1"},
		{"crates beside the target: soft", "oooooooooocdo", false, false, on, 7, 4, ""},
		{"cover named hard on difficult ground", "ooooooooooHdo", false, false, on, 7, 5, "hard +1"},
		{"cover named soft on very difficult ground", "ooooooooooSdo", false, false, on, 7, 4, ""},
		{"machinery 1\" off: within 1\" includes 1\"", "ooooooooo%odo", false, false, on, 7, 5, "hard +1"},
		{"machinery 2\" off: no cover", "oooooooo%oodo", false, false, on, 5, 4, "none"},
		{"crates 2\" off: no cover", "oooooooocoodo", false, false, on, 5, 4, "none"},
		{"machinery behind the target: not between", "ooooooooooodo"[:12] + "%", false, false, on, 5, 4, ""},
		{"machinery 2\" off, module off", "oooooooo%oodo", false, false, off, 7, 4, ""},
		{"machinery beside the target, module off", "oooooooooo%do", false, false, off, 7, 4, ""},
		{"radar, crates beside the target", "oooooooooocdo", true, false, on, 5, 4, "radar"},
		{"radar, machinery beside the target", "oooooooooo%do", true, false, on, 5, 5, "radar, hard +1"},
		{"radar in the dark", "oooooooooood.", true, true, on, 5, 4, "radar"},
		{"the dark without radar", "oooooooooood.", false, true, on, 7, 4, ""},
		{"radar in the dark, module off", "oooooooooood.", true, true, off, 7, 4, ""},
	}
	for _, tc := range cases {
		r := hardShot(t, coverDeck(t, strings.ReplaceAll(tc.row, ".", "o"), tc.radar, tc.dark, tc.modules...))
		if r.TN != tc.hit || r.WoundTN != tc.wound || xs19(r) != tc.mods {
			t.Errorf("%s: to hit %d+, to wound %d+, XS-19 %q; want %d+, %d+, %q", tc.name, r.TN, r.WoundTN, xs19(r), tc.hit, tc.wound, tc.mods)
		}
	}
}

// XS-19 with the dice: the same shot with the same dice at the prophet
// beside crates and beside machinery. The radar-sighted commander hits at
// 5+ either way (one hit of 5, 1, 1, 1, 1); the wound die of 4 wounds
// behind soft cover (TN 4) and fails behind hard (TN 5: +1 armour), and
// the wound roll says why, in words.
func TestHardCoverStopsAWound(t *testing.T) {
	const text = "0 red ec-commander-1 shoot blue.renegade-prophet-1\n0 blue done\n100 red done\n"
	for _, tc := range []struct {
		row    string
		wounds int
		tn     int
	}{{"oooooooooocdo", 1, 4}, {"oooooooooo%do", 0, 5}} {
		m := playOn(t, coverDeck(t, tc.row, true, false, "hardcover"), text,
			3, 3, // the AP rolls: red, blue
			5, 1, 1, 1, 1, // to hit at 5+: one hit
			4) // to wound
		var wound *combat.Roll
		for _, r := range find[combat.Roll](m) {
			if r.Purpose == "to wound" {
				wound = &r
			}
		}
		if wound == nil {
			t.Fatalf("%s: no wound roll\n%s", tc.row, dump(m))
		}
		p := unitAt(t, m, "blue.renegade-prophet-1")
		if wound.TN != tc.tn || p.F.Wounds != tc.wounds {
			t.Errorf("%s: wound TN %d, %d wounds; want %d and %d\n%s", tc.row, wound.TN, p.F.Wounds, tc.tn, tc.wounds, dump(m))
		}
		hard := false
		for _, md := range wound.Modifiers {
			hard = hard || md.RuleID == "XS-19" && md.What == "hard cover: +1 armour" && md.Value == 1
		}
		if hard != (tc.tn == 5) {
			t.Errorf("%s: the wound roll's modifiers %+v", tc.row, wound.Modifiers)
		}
	}
}

// SW-BLAST-EX1 in the design's terms: a grenade thrown at a model in
// soft cover faces that cover (+2 to hit; the seed's +1 DR), and with
// XS-19 only when the cover lies within 1" of it; the other models under
// the template take their wound die with no cover at all (XS-01), so the
// seed's +1 DR for the three hormagaunts under the marker is not carried
// over. The seed's dice (a contest of 2D6 against DR) have no
// Kry-Gothic counterpart and are not replayed.
func TestAGrenadeIntoSoftCover(t *testing.T) {
	for _, tc := range []struct {
		row   string
		cover bool
	}{{"oooooooooocdo", true}, {"ooooooocooodo", false}} {
		s := coverDeck(t, tc.row, false, false, "blast", "hardcover")
		for i := range s.Sides[0].Army.Models {
			s.Sides[0].Army.Models[i].Grenades = 1
		}
		m, err := match.New(s, rulesContent, match.DefaultSettings(), dice.NewSeeded(1), [2]match.Player{})
		if err != nil {
			t.Fatal(err)
		}
		p := m.View().Preview("red", orders.Order{Unit: "ec-commander-1", Verb: blast.Throw, Target: "blue.renegade-prophet-1"})
		if p.Err != nil || p.Ranged == nil {
			t.Fatalf("%s: the throw's preview %v", tc.row, p.Err)
		}
		cover := false
		for _, md := range p.Ranged.HitMods {
			cover = cover || md.RuleID == "KG-RC-10" && md.What == "target in cover" && md.Value == 2
		}
		if cover != tc.cover || len(p.Ranged.WoundMods) != 2 {
			t.Errorf("%s: the throw's modifiers %+v, %+v; want cover %v and the wound TN's own two", tc.row, p.Ranged.HitMods, p.Ranged.WoundMods, tc.cover)
		}
	}
}

// A legend's named hardness is part of the scenario's fingerprint, and
// "cover: true" is not: a file written before hardness (every shipped
// scenario, every record of them) fingerprints as it did, while naming
// a hardness, which plays differently with XS-19 on, makes it another
// scenario to a record.
func TestHardnessInTheFingerprint(t *testing.T) {
	hash := func(legend string) string {
		s := coverDeck(t, "oooooooooo%do", false, false, "hardcover")
		i := slices.IndexFunc(s.Legend, func(l scenarios.Legend) bool { return l.Char == '%' })
		switch legend {
		case "soft":
			s.Legend[i].Cell.Hardness = deck.Soft
		case "hard":
			s.Legend[i].Cell.Hardness = deck.Hard
		}
		return match.ScenarioHash(s)
	}
	byGround, soft, hard := hash("true"), hash("soft"), hash("hard")
	if byGround == soft || byGround == hard || soft == hard {
		t.Errorf("the fingerprints of cover true, soft and hard: %.12s %.12s %.12s; want three", byGround, soft, hard)
	}
	want := map[rune]deck.Hardness{'%': deck.ByGround, 'c': deck.ByGround, 'H': deck.Hard, 'S': deck.Soft}
	for _, l := range coverDeck(t, "oooooooooo%do", false, false, "hardcover").Legend {
		if h, ok := want[l.Char]; ok && (l.Cell.Hardness != h || !l.Cell.Cover) {
			t.Errorf("legend %q reads as %+v; want cover of hardness %v", l.Char, l.Cell, h)
		}
	}
}

// A cell a flood turns into cover whose legend names its hardness keeps
// it in a save: the snapshot writes the hardness of the cells that
// changed (left out for cover: true, so older saves read as they were),
// and a match resumed from it has the same hard cover.
func TestASaveKeepsFloodedHardCover(t *testing.T) {
	const src = `name: Flood of plate
rounds: 2
modules: [hardcover]
legend:
  - {char: "o", name: deck plate, terrain: easy}
  - {char: "#", name: bulkhead, terrain: impossible, wall: true}
  - {char: "H", name: armoured barricade, terrain: difficult, cover: hard}
  - {char: "a", name: west, terrain: easy, zone: west}
  - {char: "d", name: east, terrain: easy, zone: east}
map: |
  ###############
  #aoooooooooood#
  ###############
events:
  - {round: 1, type: flood, area: [11, 1, 1, 1], to: "H", text: Shutters slam down.}
sides:
  - id: red
    zone: west
    list: {team: earth-confederate, models: [{unit: ec-commander, ranged: rifle}]}
  - id: blue
    zone: east
    list: {team: renegades, models: [{unit: renegade-prophet, ranged: rifle}]}
`
	s, err := scenarios.LoadFiles("flood.yaml", "flood.yaml", map[string][]byte{"flood.yaml": []byte(src)}, rulesContent)
	if err != nil {
		t.Fatal(err)
	}
	rules, err := modules.Rules(s.Modules, rulesContent)
	if err != nil {
		t.Fatal(err)
	}
	decls, err := rules.ParseOrders("orders", "0 red done\n0 blue done\n")
	if err != nil {
		t.Fatal(err)
	}
	scripts, _ := match.Scripts([2]string{"red", "blue"}, decls)
	m, err := match.New(s, rulesContent, match.DefaultSettings(), dice.NewSeeded(1), [2]match.Player{scripts[0], scripts[1]})
	if err != nil {
		t.Fatal(err)
	}
	for m.View().Round() < 2 && !m.Over() {
		if err := m.Step(); err != nil {
			t.Fatal(err)
		}
	}
	hard := func(m *match.Match) deck.Hardness {
		c, _ := m.View().Deck().Cell(11, 1)
		return c.Hardness
	}
	if m.Over() || hard(m) != deck.Hard {
		t.Fatalf("after the flood: over %v, the cell's hardness %v\n%s", m.Over(), hard(m), dump(m))
	}
	r := saveAndLoad(t, m, "flood", 1)
	if r.Snapshot == nil || len(r.Snapshot.Cells) != 1 || r.Snapshot.Cells[0].Hardness != "hard" {
		t.Fatalf("the snapshot's cells: %+v", r.Snapshot)
	}
	f, err := match.FromSnapshot(r, s, rulesContent, [2]match.Player{})
	if err != nil {
		t.Fatal(err)
	}
	if hard(f) != deck.Hard || f.StateHash() != m.StateHash() {
		t.Errorf("resumed: the cell's hardness %v, the same state %v", hard(f), f.StateHash() == m.StateHash())
	}
}
