package match_test

import (
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/krygothic/krygothic/game/match"
	"github.com/krygothic/krygothic/rules/army"
	"github.com/krygothic/krygothic/rules/dice"
	"github.com/krygothic/krygothic/rules/modules"
	"github.com/krygothic/krygothic/scenarios"
)

// veteranList is the Earth Confederates' strike team as a campaign writes
// it after a few battles (XS-30): Sergeant Vance with +1 RC, and a
// trooper, Ana Vasquez, with +1 Willpower and Shaky hands (RC −1).
const veteranList = `name: EC Veterans
team: earth-confederate
modules: [veterans]
models:
  - unit: ec-commander
    name: Sergeant Vance
    ranged: assault-rifle
    melee: knife
    armour: flak-jacket
    veteran: {raise: {rc: 1}}
  - unit: ec-gunner
    ranged: autocannon
    armour: flak-jacket
  - unit: ec-trooper
    name: Ana Vasquez
    ranged: rifle
    veteran: {raise: {willpower: 1}, flaws: [shaky-hands]}
  - unit: ec-trooper
    count: 3
    ranged: rifle
  - unit: ec-rush-grunt
    count: 3
    ranged: rifle
`

// XS-30: a list built under the veterans module fields in a match,
// switches the module on (it is never on by default), plays to its end
// between two AI players with each veteran's profile on the table, and
// its record replays to the same state; the same match without the
// module is refused.
func TestVeteransListPlays(t *testing.T) {
	c, err := modules.Default()
	if err != nil {
		t.Fatal(err)
	}
	if slices.Contains(modules.Defaults(), "veterans") {
		t.Error("veterans is on by default")
	}
	a, err := army.Parse("vets.yaml", []byte(veteranList), c, modules.Fields(c))
	if err != nil {
		t.Fatal(err)
	}
	s, err := scenarios.Open("hangar-deathmatch", c)
	if err != nil {
		t.Fatal(err)
	}
	if err := s.Field(0, a); err != nil {
		t.Fatal(err)
	}
	if !slices.Contains(s.Modules, "veterans") {
		t.Fatalf("fielding a list built under veterans plays %v", s.Modules)
	}
	without := slices.DeleteFunc(slices.Clone(s.Modules), func(n string) bool { return n == "veterans" })
	if err := s.CheckModules(without); err == nil || !strings.Contains(err.Error(), "a veteran with raised stats or flaws (veteran:)") {
		t.Errorf("without the module: %v", err)
	}
	const seed = 30
	m, err := match.New(s, c, match.DefaultSettings(), dice.NewSeeded(seed), forkPlayers(t, s, [2]string{"normal", "normal"}, seed))
	if err != nil {
		t.Fatal(err)
	}
	if !slices.Contains(m.View().Modules(), "veterans") {
		t.Errorf("the match plays %v", m.View().Modules())
	}
	found := 0
	for _, u := range m.View().Units() {
		if u.Model == nil {
			continue
		}
		switch u.Model.Name {
		case "Sergeant Vance": // RC 5 +1
			found++
			if u.F.Stats.RC != 6 {
				t.Errorf("Vance on the table: %v; want RC 6", u.F.Stats)
			}
		case "Ana Vasquez": // Willpower 3 +1, RC 2 −1
			found++
			if u.F.Stats.Willpower != 4 || u.F.Stats.RC != 1 {
				t.Errorf("Ana on the table: %v; want Willpower 4, RC 1", u.F.Stats)
			}
		}
	}
	if found != 2 {
		t.Errorf("found %d of the 2 veterans on the table", found)
	}
	if err := m.Run(20000); err != nil {
		t.Fatal(err)
	}
	if !m.Over() {
		t.Error("the match did not end in 20000 ticks")
	}
	rec := m.Record("hangar-deathmatch", seed, nil)
	if !slices.Contains(rec.Modules, "veterans") {
		t.Errorf("the record keeps %v", rec.Modules)
	}
	path := filepath.Join(t.TempDir(), "save.json")
	if err := match.Save(path, rec); err != nil {
		t.Fatal(err)
	}
	back, err := match.Load(path)
	if err != nil {
		t.Fatal(err)
	}
	s2, err := match.OpenScenario(path, back, c)
	if err != nil {
		t.Fatal(err)
	}
	again, err := match.Replay(back, s2, c, 20000)
	if err != nil {
		t.Fatal(err)
	}
	if again.StateHash() != m.StateHash() {
		t.Error("the record replays to another state")
	}
}
