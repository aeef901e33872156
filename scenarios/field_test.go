package scenarios_test

import (
	"slices"
	"strings"
	"testing"

	"github.com/krygothic/krygothic/rules/army"
	"github.com/krygothic/krygothic/rules/content"
	"github.com/krygothic/krygothic/rules/modules"
	"github.com/krygothic/krygothic/scenarios"
)

// Field puts a shipped list on a side and marks it fielded; a list that
// does not fit the side's deployment zone is refused, naming the army, the
// side and both counts, and leaves the side as it was.
func TestFieldArmy(t *testing.T) {
	c, err := content.Default()
	if err != nil {
		t.Fatal(err)
	}
	s, err := scenarios.Open("hangar-deathmatch", c)
	if err != nil {
		t.Fatal(err)
	}
	a, err := scenarios.OpenArmy("slaves", c, s.BattleSize)
	if err != nil {
		t.Fatal(err)
	}
	own := s.Sides[1].Army
	small := *s
	small.Zones = map[string][]scenarios.Cell{}
	for id, cells := range s.Zones {
		small.Zones[id] = cells[:3]
	}
	err = small.Field(1, a)
	if err == nil || !strings.Contains(err.Error(), `cannot play side 2: it deploys 12 models and zone "`) || !strings.Contains(err.Error(), "has 3 cells") {
		t.Errorf("a zone of 3 cells: %v", err)
	}
	if s.Sides[1].Army != own || s.Sides[1].Fielded {
		t.Error("a refused army changed the side")
	}
	if err := s.Field(1, a); err != nil {
		t.Fatal(err)
	}
	if s.Sides[1].Army != a || !s.Sides[1].Fielded || s.Sides[0].Fielded {
		t.Errorf("fielded: side 2 army %s fielded %v, side 1 fielded %v", s.Sides[1].Army.Name, s.Sides[1].Fielded, s.Sides[0].Fielded)
	}
	if err := s.Field(2, a); err == nil {
		t.Error("a third side was accepted")
	}
}

// NamesWith names the sides as fielding the armies one after the other
// does: a side fielding another team's list takes the team's name, and in
// a mirror match the first side fielded tells itself apart.
func TestNamesWithMatchesField(t *testing.T) {
	c, err := content.Default()
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		armies [2]string // "" for the scenario's own
		want   [2]string
	}{
		{[2]string{"", ""}, [2]string{"Earth Confederate", "Renegades"}},
		{[2]string{"protarian", ""}, [2]string{"Protarian", "Renegades"}},
		{[2]string{"renegades", ""}, [2]string{"Renegades (side 1)", "Renegades"}},
		{[2]string{"hive", "hive"}, [2]string{"The Hive", "The Hive (side 2)"}},
	} {
		s, err := scenarios.Open("hangar-deathmatch", c)
		if err != nil {
			t.Fatal(err)
		}
		var armies [2]*army.Army
		for i, name := range tc.armies {
			if name != "" {
				if armies[i], err = scenarios.OpenArmy(name, c, s.BattleSize); err != nil {
					t.Fatal(err)
				}
			}
		}
		if got := s.NamesWith(armies); got != tc.want {
			t.Errorf("%q: NamesWith %q, want %q", tc.armies, got, tc.want)
		}
		for i, a := range armies {
			if a != nil {
				if err := s.Field(i, a); err != nil {
					t.Fatal(err)
				}
			}
		}
		if got := [2]string{s.Sides[0].Name, s.Sides[1].Name}; got != tc.want {
			t.Errorf("%q: fielded, the sides are %q, want %q", tc.armies, got, tc.want)
		}
	}
}

// A scenario that names no rule modules plays with the default set for
// the armies on its deck: fielding a psychic brings the psychic
// discipline (GAP-22: on by default for the teams that have psychics),
// fielding a list without one takes it away again, and ModulesWith says
// so before anything is fielded. A scenario that names its modules keeps
// them, whatever army is fielded.
func TestFieldingAPsychicBringsTheDiscipline(t *testing.T) {
	c, err := content.Default()
	if err != nil {
		t.Fatal(err)
	}
	open := func(name string) *army.Army {
		t.Helper()
		a, err := scenarios.OpenArmy(name, c, 1)
		if err != nil {
			t.Fatal(err)
		}
		return a
	}
	for _, tc := range []struct {
		scenario    string
		armies      [2]string // "" for the scenario's own
		withPsychic bool
	}{
		{"hangar-deathmatch", [2]string{"", ""}, false},
		{"hangar-deathmatch", [2]string{"ralim", ""}, true},
		{"hangar-deathmatch", [2]string{"", "hive"}, true},
		{"hangar-deathmatch", [2]string{"heracletians", "forgotten"}, true},
		{"hangar-deathmatch", [2]string{"protarian", "slaves"}, false},
		{"cargo-bay", [2]string{"", ""}, false}, // names its modules
	} {
		s, err := scenarios.Open(tc.scenario, c)
		if err != nil {
			t.Fatal(err)
		}
		own := slices.Clone(s.Modules)
		var armies [2]*army.Army
		for i, name := range tc.armies {
			if name != "" {
				armies[i] = open(name)
			}
		}
		predicted := s.ModulesWith(armies)
		if !slices.Equal(s.Modules, own) {
			t.Errorf("%s %q: ModulesWith changed the scenario's set to %v", tc.scenario, tc.armies, s.Modules)
		}
		for i, a := range armies {
			if a != nil {
				if err := s.Field(i, a); err != nil {
					t.Fatal(err)
				}
			}
		}
		if got := slices.Contains(s.Modules, "psychic"); got != tc.withPsychic {
			t.Errorf("%s %q: fielded, the modules are %v; psychic on %v, want %v", tc.scenario, tc.armies, s.Modules, got, tc.withPsychic)
		}
		if !slices.Equal(predicted, s.Modules) {
			t.Errorf("%s %q: ModulesWith said %v, Field left %v", tc.scenario, tc.armies, predicted, s.Modules)
		}
		if s.ModulesByDefault {
			want := modules.Defaults()
			if tc.withPsychic {
				want = append([]string{"psychic"}, want...) // GAP-22 sorts first
			}
			if !slices.Equal(s.Modules, want) {
				t.Errorf("%s %q: modules %v, want the default set %v", tc.scenario, tc.armies, s.Modules, want)
			}
		} else if !slices.Equal(s.Modules, own) {
			t.Errorf("%s names its modules %v; fielded, it plays %v", tc.scenario, own, s.Modules)
		}
	}
	// A psychic fielded, then the scenario's own kind of list again: the
	// discipline goes with the psychic.
	s, err := scenarios.Open("hangar-deathmatch", c)
	if err != nil {
		t.Fatal(err)
	}
	if err := s.Field(0, open("ralim")); err != nil {
		t.Fatal(err)
	}
	if err := s.Field(0, open("earth-confederate")); err != nil {
		t.Fatal(err)
	}
	if slices.Contains(s.Modules, "psychic") {
		t.Errorf("no psychic on the deck, and the modules are %v", s.Modules)
	}
}

// An army list built under rule modules (XS-14, modules: [force]) switches
// them on in a match that fields it, whether the scenario names its
// modules or plays the default set; ModulesWith agrees with Field, and a
// match played with another set that leaves out the module its custom
// units need is refused.
func TestFieldingAListSwitchesItsModulesOn(t *testing.T) {
	c, err := modules.Default()
	if err != nil {
		t.Fatal(err)
	}
	const src = "name: Custom\nteam: ralim\nmodules: [force]\nmodels:\n" +
		"  - {unit: ralim-commander, ranged: rifle, raise: {rc: 1}}\n  - {unit: ralim-trooper, count: 6, ranged: rifle}\n"
	a, err := army.Parse("custom.yaml", []byte(src), c, modules.Fields(c))
	if err != nil {
		t.Fatal(err)
	}
	for _, name := range []string{"hangar-deathmatch", "boarding-action"} {
		s, err := scenarios.Open(name, c)
		if err != nil {
			t.Fatal(err)
		}
		with := s.ModulesWith([2]*army.Army{a, nil})
		if err := s.Field(0, a); err != nil {
			t.Fatal(err)
		}
		if !slices.Contains(s.Modules, "force") || !slices.Equal(s.Modules, modules.Sorted(s.Modules)) {
			t.Errorf("%s fielding a list built under force plays %v", name, s.Modules)
		}
		if !slices.Equal(with, s.Modules) {
			t.Errorf("%s: ModulesWith %v, Field %v", name, with, s.Modules)
		}
		err = s.CheckModules(slices.DeleteFunc(slices.Clone(s.Modules), func(n string) bool { return n == "force" }))
		if err == nil || !strings.Contains(err.Error(), "a custom unit with raised stats (raise:): play it with the force module (XS-14)") {
			t.Errorf("%s without force: %v", name, err)
		}
	}
}
