package army_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/krygothic/krygothic/rules/army"
	"github.com/krygothic/krygothic/rules/content"
	"github.com/krygothic/krygothic/rules/datafile"
)

func defaultContent(t *testing.T) *content.Content {
	t.Helper()
	c, err := content.Default()
	if err != nil {
		t.Fatal(err)
	}
	return c
}

func TestCostsAndStats(t *testing.T) {
	c := defaultContent(t)
	src := `name: Test
team: renegades
models:
  - unit: renegade-prophet
    ranged: assault-rifle
    armour: heavy-plate
  - unit: renegade-cultist
    count: 2
    ranged: pistol
    melee: axe
    grenades: 2
`
	// heavy plate is forbidden to Renegades; swap it for carapace to price it.
	if _, err := army.Parse("a.yaml", []byte(src), c, nil); err == nil || !strings.Contains(err.Error(), "a.yaml:4:5: Renegades may not field heavy-plate") {
		t.Fatalf("forbidden gear: %v", err)
	}
	a, err := army.Parse("a.yaml", []byte(strings.Replace(src, "heavy-plate", "carapace", 1)), c, nil)
	if err != nil {
		t.Fatal(err)
	}
	// GAP-05/06: prophet 100 + (40 + 35)×80% = 160; cultist 40 + (20 + 10 + 2×15)×80% = 88.
	if len(a.Models) != 3 || a.Models[0].Cost != 160 || a.Models[1].Cost != 88 || a.Cost != 336 {
		t.Errorf("costs %d, %d, total %d; want 160, 88, 336", a.Models[0].Cost, a.Models[1].Cost, a.Cost)
	}
	// KG-STAT-03: carapace lowers Speed 4 → 3; Body is never raised by armour (KG-STAT-05).
	if s := a.Models[0].Stats(); s.Speed != 3 || s.Body != 3 {
		t.Errorf("prophet in carapace: Speed %v Body %v, want 3 and 3", s.Speed, s.Body)
	}
}

// GAP-06 (our reading, docs/rules.md): the Slaves' archaic weapons include the
// slug thrower, their long gun, while rifles stay barred (the table below).
func TestSlavesFieldSlugThrowers(t *testing.T) {
	c := defaultContent(t)
	a, err := army.Parse("a.yaml", []byte("team: slaves\nmodels:\n  - unit: slave-overseer\n  - {unit: slave-thrall, ranged: slug-thrower}\n"), c, nil)
	if err != nil {
		t.Fatal(err)
	}
	if got := a.Models[1].Cost; got != 65 {
		t.Errorf("a thrall with a slug thrower costs %d, want 40 + 25 = 65", got)
	}
}

func TestValidationNamesEveryProblem(t *testing.T) {
	c := defaultContent(t)
	many := func(unit string, n int) string {
		return fmt.Sprintf("  - unit: %s\n    count: %d\n", unit, n)
	}
	tests := []struct {
		name string
		src  string
		want []string
	}{
		{"unknown team", "name: x\nteam: orks\nmodels: []\n", []string{`f.yaml:2:1: team "orks" is not a known team (known: earth-confederate, renegades, slaves, possessed, heracletians, ralim, protarian, hive, forgotten)`}},
		{"no squad leader (KG-CLS-02)", "team: slaves\nmodels:\n" + many("slave-thrall", 3), []string{"f.yaml:2:1: the army has no Squad Leader"}},
		{"too many squad leaders (GAP-24)", "team: slaves\nmodels:\n" + many("slave-overseer", 4), []string{"4 Squad Leaders; at most 3"}},
		{"six elite (KG-CLS-03)", "team: slaves\nmodels:\n" + many("slave-overseer", 1) + many("slave-berserker", 6), []string{"6 Elite models; at most 5"}},
		{"fifteen models (KG-META-02)", "team: possessed\nmodels:\n" + many("possessed-spectre-lord", 1) + many("possessed-wraith", 14), []string{"15 models; The Possessed may field at most 14"}},
		{"eleven EC models (GAP-06)", "team: earth-confederate\nmodels:\n" + many("ec-commander", 1) + many("ec-trooper", 10), []string{"11 models; Earth Confederate may field at most 10"}},
		{"over the cap (GAP-05)", "team: slaves\nmodels:\n  - {unit: slave-overseer, count: 3, ranged: pistol, melee: axe}\n  - {unit: slave-berserker, count: 5, melee: axe}\n  - {unit: slave-hulk, count: 3, ranged: hand-flamer, melee: chain-flail}\n", []string{"f.yaml:2:1: the army costs 1200 points, over the cap of 1000 (GAP-05)"}},
		{"huge count", "team: slaves\nmodels:\n  - {unit: slave-thrall, count: 99999999}\n", []string{"count 99999999: a count is 1 to 14"}},
		{"unit of another team", "team: slaves\nmodels:\n  - unit: ec-commander\n", []string{"f.yaml:3:5: unit ec-commander belongs to earth-confederate, not to slaves"}},
		{"unknown gear", "team: slaves\nmodels:\n  - unit: slave-overseer\n    melee: lightsaber\n", []string{`f.yaml:3:5: melee weapon "lightsaber" is not a known melee weapon`}},
		{"archaic slaves (GAP-06)", "team: slaves\nmodels:\n  - unit: slave-overseer\n    ranged: rifle\n", []string{"The Slaves may not field rifle"}},
		{"grenade in ranged slot (GAP-07)", "team: slaves\nmodels:\n  - unit: slave-overseer\n    ranged: frag-grenade\n", []string{"frag-grenade is thrown"}},
		{"three grenades (GAP-07)", "team: slaves\nmodels:\n  - unit: slave-overseer\n    grenades: 3\n", []string{"grenades 3: a model carries 0 to 2"}},
		{"negative count", "team: slaves\nmodels:\n  - unit: slave-overseer\n    count: -2\n", []string{"count -2"}},
		{"misspelt field", "team: slaves\nmodels:\n  - unit: slave-overseer\n    armor: carapace\n", []string{`f.yaml:4:5: unknown field "armor"`}},
		{"empty", "team: slaves\n", []string{"the army has no models"}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			_, err := army.Parse("f.yaml", []byte(tc.src), c, nil)
			if err == nil {
				t.Fatal("accepted")
			}
			for _, w := range tc.want {
				if !strings.Contains(err.Error(), w) {
					t.Errorf("error:\n%v\nlacks %q", err, w)
				}
			}
		})
	}
}

func FuzzParse(f *testing.F) {
	f.Add([]byte("team: slaves\nmodels:\n  - unit: slave-overseer\n    melee: axe\n"))
	f.Add([]byte("team: possessed\nmodels: [{unit: possessed-wraith, count: 99999999}]"))
	f.Add([]byte("models:\n  -\n"))
	c, err := content.Default()
	if err != nil {
		f.Fatal(err)
	}
	f.Fuzz(func(t *testing.T, src []byte) {
		a, err := army.Parse("fuzz.yaml", src, c, nil)
		if err != nil && !strings.HasPrefix(err.Error(), "fuzz.yaml") {
			t.Fatalf("error without the file name: %v", err)
		}
		if err != nil && strings.Contains(err.Error(), datafile.InternalError) {
			t.Fatalf("the reader panicked: %v", err)
		}
		if err == nil && (a.Cost > c.Limits.CostCap || len(a.Models) > c.Limits.MaxModels) {
			t.Fatalf("accepted an army over the limits: %d points, %d models", a.Cost, len(a.Models))
		}
	})
}

// Issue 13: a count written as 0 is an error, not a silent 1; a count
// left out is 1; and whatever a content folder's limits say, no army holds
// more than army.MaxModels models, refused before they are made.
func TestHostileLists(t *testing.T) {
	c := defaultContent(t)
	loose := c.Copy() // limits a content folder could set
	loose.Limits.MaxModels = 1 << 30
	loose.Limits.CostCap = 1 << 40
	loose.Limits.MaxSquadLeaders = 1 << 30
	entries := func(n int, line string) string { return strings.Repeat(line+"\n", n) }
	tests := []struct {
		name string
		c    *content.Content
		src  string
		want string // "" when the list must load
		n    int    // models wanted when it loads
	}{
		{"count 0", c, "team: slaves\nmodels:\n  - unit: slave-overseer\n    count: 0\n", "f.yaml:4:5: count 0: a count is 1 to 14", 0},
		{"count 0 in flow style", c, "team: slaves\nmodels:\n  - {unit: slave-overseer, count: 0}\n", "f.yaml:3:28: count 0: a count is 1 to 14", 0},
		{"count null", c, "team: slaves\nmodels:\n  - unit: slave-overseer\n    count:\n", "f.yaml:4:5: count 0: a count is 1 to 14", 0},
		{"count left out", c, "team: slaves\nmodels:\n  - unit: slave-overseer\n  - unit: slave-thrall\n", "", 2},
		{"count 14", c, "team: possessed\nmodels:\n  - unit: possessed-spectre-lord\n  - unit: possessed-wraith\n    count: 13\n", "", 14},
		{"101 entries under loose limits", loose, "team: slaves\nmodels:\n" + entries(101, "  - unit: slave-overseer"),
			"f.yaml:2:1: the army lists 101 entries; an army holds at most 100 models", 0},
		{"a count of a million under loose limits", loose, "team: slaves\nmodels:\n  - {unit: slave-overseer, count: 1000000}\n",
			"f.yaml:3:28: count 1000000: a count is 1 to 100", 0},
		{"100 models under loose limits", loose, "team: slaves\nmodels:\n" + entries(10, "  - {unit: slave-overseer, count: 10}"), "", 100},
		{"101 models under loose limits", loose, "team: slaves\nmodels:\n" + entries(10, "  - {unit: slave-overseer, count: 10}") + "  - unit: slave-overseer\n",
			"f.yaml:2:1: the army has 101 models; The Slaves may field at most 100", 0},
		{"10000 models under loose limits", loose, "team: slaves\nmodels:\n" + entries(100, "  - {unit: slave-overseer, count: 100}"),
			"f.yaml:2:1: the army has 10000 models; The Slaves may field at most 100", 0},
		{"list name of 61 characters", c, "name: " + strings.Repeat("é", 61) + "\nteam: slaves\nmodels:\n  - unit: slave-overseer\n",
			"f.yaml:1:1: the army's name is 61 characters long; at most 60", 0},
		{"model name of 61 characters", c, "team: slaves\nmodels:\n  - unit: slave-overseer\n    name: " + strings.Repeat("x", 61) + "\n",
			"f.yaml:4:5: the model's name is 61 characters long; at most 60", 0},
		{"model name with an escape", c, "team: slaves\nmodels:\n  - unit: slave-overseer\n    name: \"Bo\\eb\"\n",
			"f.yaml:4:5: the model's name holds control character U+001B", 0},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			a, err := army.Parse("f.yaml", []byte(tc.src), tc.c, nil)
			if tc.want == "" {
				if err != nil {
					t.Fatal(err)
				}
				if len(a.Models) != tc.n {
					t.Errorf("%d models, want %d", len(a.Models), tc.n)
				}
				return
			}
			if err == nil {
				t.Fatalf("accepted %d models", len(a.Models))
			}
			if !strings.Contains(err.Error(), tc.want) {
				t.Errorf("got:\n%v\nwant: %s", err, tc.want)
			}
		})
	}
}

// A misspelt field does not hide the list's other problems: every one is
// reported at once, at its place, in file order.
func TestUnknownFieldDoesNotHideOtherProblems(t *testing.T) {
	src := "name: x\nteam: slaves\ncolour: red\nmodels:\n  - unit: slave-overseer\n    armor: carapace\n    grenades: 3\n  - unit: slave-wizard\n"
	_, err := army.Parse("f.yaml", []byte(src), defaultContent(t), nil)
	want := []string{
		`f.yaml:3:1: unknown field "colour"`,
		"f.yaml:5:5: grenades 3: a model carries 0 to 2 grenades (GAP-07)",
		`f.yaml:6:5: unknown field "armor"`,
		`f.yaml:8:5: unit "slave-wizard" is not a known unit profile`,
	}
	if err == nil {
		t.Fatal("accepted")
	}
	got := strings.Split(err.Error(), "\n")
	if len(got) != len(want) {
		t.Fatalf("got %d problems, want %d:\n%v", len(got), len(want), err)
	}
	for i := range want {
		if !strings.HasPrefix(got[i], want[i]) {
			t.Errorf("problem %d:\n got: %s\nwant: %s…", i+1, got[i], want[i])
		}
	}
}

// Costs cannot wrap past the cap: four units of 2^62 points each (from a
// content folder made in code, past content's own ranges) are over it,
// not "260/1000 points".
func TestCostsDoNotWrap(t *testing.T) {
	c := defaultContent(t).Copy()
	c.Units = append([]*content.Unit(nil), c.Units...)
	for i, u := range c.Units {
		if u.ID == "slave-thrall" {
			dear := *u
			dear.Cost = 1 << 62
			c.Units[i] = &dear
		}
	}
	src := "team: slaves\nmodels:\n  - unit: slave-overseer\n  - {unit: slave-thrall, count: 4}\n"
	_, err := army.Parse("a.yaml", []byte(src), c, nil)
	if err == nil || !strings.Contains(err.Error(), "over the cap of 1000") {
		t.Errorf("got %v; want the army over the cap", err)
	}
	// The gear's price too: four slug throwers of 2^62 points.
	c = defaultContent(t).Copy()
	c.RangedWeapons = append([]*content.RangedWeapon(nil), c.RangedWeapons...)
	for i, w := range c.RangedWeapons {
		if w.ID == "slug-thrower" {
			dear := *w
			dear.Cost = 1 << 62
			c.RangedWeapons[i] = &dear
		}
	}
	src = "team: slaves\nmodels:\n  - unit: slave-overseer\n  - {unit: slave-thrall, count: 4, ranged: slug-thrower}\n"
	_, err = army.Parse("a.yaml", []byte(src), c, nil)
	if err == nil || !strings.Contains(err.Error(), "over the cap of 1000") {
		t.Errorf("got %v; want the army over the cap", err)
	}
}
