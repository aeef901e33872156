package force_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/krygothic/krygothic/rules/army"
	"github.com/krygothic/krygothic/rules/content"
	"github.com/krygothic/krygothic/rules/modules"
	"github.com/krygothic/krygothic/rules/modules/force"
)

// parse reads an army list with every module's fields, as kg army check
// and the client do.
func parse(t *testing.T, src string) (*army.Army, error) {
	t.Helper()
	c, err := modules.Default()
	if err != nil {
		t.Fatal(err)
	}
	return army.Parse("a.yaml", []byte(src), c, modules.Fields(c))
}

// XS-14 (XC-STAT-01's sliding scale): each +1 to a stat costs 5 points
// while the value it reaches is up to 4, 10 for 5-6, 20 for 7 or more;
// a raise of several steps pays each at the value it reaches.
func TestRaiseCostSlides(t *testing.T) {
	d := force.Shipped()
	for _, tc := range []struct {
		from content.Stat
		by   int
		want int
	}{
		{3, 1, 5},                // to 4: the last 5-point step
		{4, 1, 10},               // to 5
		{5, 1, 10},               // to 6: the last 10-point step
		{6, 1, 20},               // to 7
		{2, 2, 10},               // to 3 and 4
		{3, 4, 5 + 10 + 10 + 20}, // to 4, 5, 6, 7
		{8, 2, 40},               // to 9 and 10
	} {
		if got := d.RaiseCost(tc.from, tc.by); got != tc.want {
			t.Errorf("raise %d by %d costs %d; want %d", tc.from, tc.by, got, tc.want)
		}
	}
}

// XS-14: a custom unit's raises change the profile it plays with and its
// cost; the unit profile itself (the content) is left as it was.
func TestRaisesChangeProfileAndCost(t *testing.T) {
	a, err := parse(t, `name: Custom
team: earth-confederate
modules: [force]
models:
  - unit: ec-commander
    raise: {mind: 1, rc: 2}
  - unit: ec-trooper
    count: 9
    raise: {mind: 1}
`)
	if err != nil {
		t.Fatal(err)
	}
	sl, tr := a.Models[0], a.Models[1]
	// Commander: 100 + Mind 5→6 (10) + RC 5→6→7 (10 + 20) = 140.
	if s := sl.Stats(); s.Mind != 6 || s.RC != 7 || sl.Cost != 140 {
		t.Errorf("commander: Mind %v RC %v cost %d; want 6, 7 and 140", s.Mind, s.RC, sl.Cost)
	}
	// Trooper: 40 + Mind 3→4 (5) = 45.
	if s := tr.Stats(); s.Mind != 4 || tr.Cost != 45 {
		t.Errorf("trooper: Mind %v cost %d; want 4 and 45", s.Mind, tr.Cost)
	}
	if got := force.Describe(sl); got != "mind 5→6 (10), rc 5→7 (30)" {
		t.Errorf("Describe: %q", got)
	}
	if a.Cost != 140+9*45 {
		t.Errorf("army cost %d; want %d", a.Cost, 140+9*45)
	}
	c, _ := modules.Default()
	if u, _ := c.Unit("ec-commander"); u.Stats.Mind != 5 {
		t.Errorf("the content's commander has Mind %v after the list was read; want 5", u.Stats.Mind)
	}
	if !slicesEqual(a.Modules, []string{"force"}) {
		t.Errorf("army modules %v; want [force]", a.Modules)
	}
}

func slicesEqual(a, b []string) bool { return fmt.Sprint(a) == fmt.Sprint(b) }

// XS-14: raises are refused, each at its key, when they are not +1 or
// more, raise an X stat, or take a stat past the content's highest
// value; an unknown stat name is an unknown field; raise in a list that
// does not name the module tells the player to name it.
func TestRaiseRefusals(t *testing.T) {
	list := func(top, unit, raise string) string {
		return "name: Test\nteam: protarian\n" + top + "models:\n  - unit: protarian-warlord\n  - unit: " + unit + "\n    raise: " + raise + "\n" +
			"  - unit: protarian-warrior\n    count: 6\n"
	}
	for _, tc := range []struct{ top, unit, raise, want string }{
		{"modules: [force]\n", "protarian-warrior", "{mind: 0}", "a.yaml:7:13: raise: mind 0; a raise is +1 or more (XS-14)"},
		{"modules: [force]\n", "protarian-blood-ravager", "{rc: 1}", "a.yaml:7:13: raise: the Blood Ravager has rc X, no such ability to raise (XS-14)"},
		{"modules: [force]\n", "protarian-warrior", "{speed: 18}", "raise: speed 3 +18 would be 21; a stat is at most 20 (XS-14)"},
		{"modules: [force]\n", "protarian-warrior", "{luck: 1}", "a.yaml:7:13: unknown field \"luck\""},
		{"", "protarian-warrior", "{mind: 1}", `a.yaml:6:5: raise is a field of the force rule module: add "modules: [force]" at the top of the list to build under it`},
		{"modules: [force, nope]\n", "protarian-warrior", "{mind: 1}", `a.yaml:3:1: modules: no rule module is called "nope"`},
		{"modules: [force, force]\n", "protarian-warrior", "{mind: 1}", `a.yaml:3:1: modules: "force" is named twice`},
	} {
		_, err := parse(t, list(tc.top, tc.unit, tc.raise))
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s%s: %v\nwant %s", tc.top, tc.raise, err, tc.want)
		}
	}
}

// XS-14 ratio limits, "within N includes N" (RULINGS): Heavy + Special
// points at most half of Storm + Fast points, Leader points at most half
// of Soldier points; at the limit the list is taken, a point over it is
// refused. The first case is SW-ARMY-EX1 with its numbers: 600 points of
// troops (KG's Storm and Fast) allow 300 points of support (KG's Heavy
// and Special): 8 Ralim Scouts with rifles (8 × 75) and 5 DataProbe
// Techs (5 × 60). The seed's 200 points of characters (a third) is the design's
// half of the Soldier points here (docs/modules.md).
func TestRatioLimits(t *testing.T) {
	const support = "name: Test\nteam: ralim\nmodules: [force]\nmodels:\n" +
		"  - unit: ralim-commander\n  - unit: ralim-probe-tech\n    count: 5\n  - unit: ralim-scout\n    count: %d\n    ranged: rifle\n%s"
	if a, err := parse(t, fmt.Sprintf(support, 8, "")); err != nil {
		t.Errorf("600 points of Storm and Fast, 300 of Heavy and Special: %v", err)
	} else if a.Cost != 1000 {
		t.Errorf("cost %d; want 1000", a.Cost)
	}
	_, err := parse(t, fmt.Sprintf(support, 7, "  - unit: ralim-scout\n"))
	want := "a.yaml:6:5: the Heavy and Special models cost 300 points; at most half of the Storm and Fast models' 570 points, 285 (XS-14)"
	if err == nil || !strings.Contains(err.Error(), want) {
		t.Errorf("570 points of Storm and Fast: %v\nwant %s", err, want)
	}

	const leaders = "name: Test\nteam: ralim\nmodules: [force]\nmodels:\n" +
		"  - unit: ralim-commander\n  - unit: ralim-seer\n  - unit: ralim-trooper\n    count: %d\n"
	if _, err := parse(t, fmt.Sprintf(leaders, 9)); err != nil { // 180 of 360
		t.Errorf("180 Leader points, 360 Soldier points: %v", err)
	}
	_, err = parse(t, fmt.Sprintf(leaders, 8)) // 180 of 320
	want = "a.yaml:5:5: the Leader models (Squad Leaders, Elites) cost 180 points; at most half of the Soldier models' 320 points, 160 (XS-14)"
	if err == nil || !strings.Contains(err.Error(), want) {
		t.Errorf("180 Leader points, 320 Soldier points: %v\nwant %s", err, want)
	}
	// Without the module the same list plays: the limits are the module's.
	if _, err := parse(t, strings.Replace(fmt.Sprintf(leaders, 8), "modules: [force]\n", "", 1)); err != nil {
		t.Errorf("without the module: %v", err)
	}
}

// The ratio limits' arithmetic: at most share percent, the limit itself
// included.
func TestWithin(t *testing.T) {
	for _, tc := range []struct {
		part, share, whole int
		want               bool
	}{{300, 50, 600, true}, {301, 50, 600, false}, {0, 50, 0, true}, {1, 50, 0, false}, {200, 33, 600, false}} {
		if got := force.Within(tc.part, tc.share, tc.whole); got != tc.want {
			t.Errorf("Within(%d, %d, %d) = %v", tc.part, tc.share, tc.whole, got)
		}
	}
}
