package psychic_test

import (
	"slices"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/krygothic/krygothic/rules/army"
	"github.com/krygothic/krygothic/rules/content"
	"github.com/krygothic/krygothic/rules/content/contenttest"
	"github.com/krygothic/krygothic/rules/facet"
	"github.com/krygothic/krygothic/rules/modules"
	"github.com/krygothic/krygothic/rules/modules/psychic"
	"github.com/krygothic/krygothic/rules/orders"
)

// The discipline's data (modules.yaml's psychic section) and the powers
// unit profiles list are checked with the content: each problem at its
// file, line and column, all at once.
func TestPsychicDataProblems(t *testing.T) {
	fsys := contenttest.Minimal()
	fsys["modules.yaml"] = &fstest.MapFile{Data: []byte(`psychic:
  backlash_tn: 1
  powers:
    - {id: warp, name: Warp, ap: 9, tn: 5, range: 20}
    - {id: warp, name: Warp, ap: 3, tn: 5, range: 20}
    - {id: fireball, name: Fireball, ap: 2, tn: 4, range: 12}
    - {id: bolt, name: Mind bolt, ap: 2, tn: 4, range: 12}
    - {id: veil, name: Veil, ap: 2, tn: 4, range: 6, value: 4}
`)}
	fsys["units/t.yaml"] = &fstest.MapFile{Data: []byte(`team: t
units:
  - id: boss
    name: Boss
    class: squad-leader
    stats: {rc: X}
    powers: [warp, calm, warp]
  - id: blank
    name: Blank
    class: squad-leader
    stats: {mind: X}
    powers: [warp]
  - id: typo
    name: Typo
    class: squad-leader
    power: [warp]
`)}
	_, err := modules.Read(fsys, "mod")
	if err == nil {
		t.Fatal("bad psychic data accepted")
	}
	for _, want := range []string{
		"mod/modules.yaml:2:3: psychic: backlash_tn 1; the Willpower check's TN is 2 to 10",
		"mod/modules.yaml:4:7: psychic: power warp: ap 9; a power costs 1 to 8 AP",
		"mod/modules.yaml:5:7: psychic: power \"warp\" is listed twice",
		"mod/modules.yaml:6:7: psychic: power \"fireball\" is not one the engine knows (warp, bolt, terror, veil, mend, calm)",
		"mod/modules.yaml:7:7: psychic: power bolt: effect_tn 0",
		"mod/modules.yaml:8:7: psychic: power veil: value 4; the veil adds 1 to 3 to the to-hit TN",
		"mod/units/t.yaml:3:5: unit boss: psychic power \"calm\" is not in modules.yaml's psychic powers",
		"mod/units/t.yaml:3:5: unit boss: psychic power \"warp\" is listed twice",
		"mod/units/t.yaml:8:5: unit blank: a psychic needs a Mind (it has X, KG-STAT-02)",
		"mod/units/t.yaml:16:5: unknown field \"power\" in unit typo",
	} {
		if !strings.Contains(err.Error(), want) {
			t.Errorf("the problems lack %q:\n%v", want, err)
		}
	}
}

// A content whose modules.yaml has no psychic section (a mod made before
// the module) plays with the shipped powers. A unit profile that lists
// powers is a psychic: it wants the discipline, and its key chooses the
// powers it knows; a profile made a psychic by Teach knows what it was
// taught, and the profile it copied is unchanged.
func TestShippedPowersAndPsychics(t *testing.T) {
	fsys := contenttest.Minimal()
	fsys["units/t.yaml"] = &fstest.MapFile{Data: []byte("team: t\nunits:\n  - id: boss\n    name: Boss\n    class: squad-leader\n    powers: [bolt, warp]\n" +
		"  - id: grunt\n    name: Grunt\n    class: squad-leader\n")}
	c, err := modules.Read(fsys, "mod")
	if err != nil {
		t.Fatal(err)
	}
	set, err := modules.Playing([]string{psychic.Name}, c)
	if err != nil {
		t.Fatal(err)
	}
	m := set[0].Loaded
	var kinds []orders.Verb
	for _, k := range m.Rules().Kinds {
		kinds = append(kinds, k.Verb)
	}
	if !slices.Equal(kinds, psychic.Verbs) {
		t.Errorf("without a section, the powers' orders are %v; want %v", kinds, psychic.Verbs)
	}
	boss, _ := c.Unit("boss")
	grunt, _ := c.Unit("grunt")
	taught := psychic.Teach(grunt, "calm", "veil")
	if _, ok := grunt.Traits["powers"]; ok {
		t.Error("Teach changed the profile it copied")
	}
	key := m.(facet.Keys).Keys()[0]
	for _, c := range []struct {
		unit  *content.Unit
		need  facet.Need
		verbs []orders.Verb
	}{
		{boss, facet.Wanted, []orders.Verb{psychic.Warp, psychic.Bolt}},
		{grunt, facet.NoNeed, nil},
		{taught, facet.Wanted, []orders.Verb{psychic.Veil, psychic.Calm}},
	} {
		md := &army.Model{Unit: c.unit}
		if n, _ := m.(facet.Armies).Need(md); n != c.need {
			t.Errorf("%s: need %v, want %v", c.unit.ID, n, c.need)
		}
		u := orders.Unit{Model: md}
		if got := key.Verbs(nil, u); !slices.Equal(got, c.verbs) {
			t.Errorf("%s: the key chooses %v, want %v", c.unit.ID, got, c.verbs)
		}
		if got := key.Offered(nil, u); got != (c.verbs != nil) {
			t.Errorf("%s: offered %v", c.unit.ID, got)
		}
	}
}
