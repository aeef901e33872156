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
	if _, err := army.Parse("a.yaml", []byte(src), c); err == nil || !strings.Contains(err.Error(), "a.yaml:4:5: Renegades may not field heavy-plate") {
		t.Fatalf("forbidden gear: %v", err)
	}
	a, err := army.Parse("a.yaml", []byte(strings.Replace(src, "heavy-plate", "carapace", 1)), c)
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
		{"unknown team", "name: x\nteam: orks\nmodels: []\n", []string{`f.yaml:2:1: team "orks" is not a known team (known: earth-confederate, renegades, slaves, possessed)`}},
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
			_, err := army.Parse("f.yaml", []byte(tc.src), c)
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
		a, err := army.Parse("fuzz.yaml", src, c)
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
