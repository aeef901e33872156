package veterans_test

import (
	"fmt"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/krygothic/krygothic/rules/army"
	"github.com/krygothic/krygothic/rules/content"
	"github.com/krygothic/krygothic/rules/content/contenttest"
	"github.com/krygothic/krygothic/rules/dice"
	"github.com/krygothic/krygothic/rules/facet"
	"github.com/krygothic/krygothic/rules/modules"
	"github.com/krygothic/krygothic/rules/modules/force"
	"github.com/krygothic/krygothic/rules/modules/veterans"
)

// parse reads an army list with every module's fields, as kg army check,
// the client and the campaign do.
func parse(t *testing.T, src string) (*army.Army, error) {
	t.Helper()
	c, err := modules.Default()
	if err != nil {
		t.Fatal(err)
	}
	return army.Parse("a.yaml", []byte(src), c, modules.Fields(c))
}

// vets is a list of Earth Confederates built under the module: a
// commander, Sgt. Ana Vasquez (a trooper, 3/2/2/3/3/2/2, 40 points) with
// +1 RC, +1 Willpower and Shaky hands, and five troopers.
const vets = `name: Vets
team: earth-confederate
modules: [veterans]
models:
  - unit: ec-commander
  - unit: ec-trooper
    name: Sgt. Ana Vasquez
    veteran: {raise: {rc: 1, willpower: 1}, flaws: [shaky-hands]}
  - unit: ec-trooper
    name: Pvt. Lee
    veteran: {flaws: [old-wound, bad-nerves]}
  - unit: ec-trooper
    count: 4
`

// XS-30 (XC-DEV-03 as the design reads it, XC-FLAW-02): a veteran plays
// with its unit profile raised, then its flaws taken off; the raises were
// paid in improvement points, so its cost, and the army's, are the plain
// unit's. The content's profile is left as it was.
func TestVeteranProfileAndCost(t *testing.T) {
	a, err := parse(t, vets)
	if err != nil {
		t.Fatal(err)
	}
	ana, lee, plain := a.Models[1], a.Models[2], a.Models[3]
	// RC 2 +1 = 3, Shaky hands −1 = 2; Willpower 3 +1 = 4.
	if s := ana.Stats(); s.RC != 2 || s.Willpower != 4 || s.Speed != 3 || ana.Cost != 40 || ana.Name != "Sgt. Ana Vasquez" {
		t.Errorf("Ana: %v, cost %d, name %q; want RC 2, Willpower 4, Speed 3, 40 points", s, ana.Cost, ana.Name)
	}
	if s := lee.Stats(); s.Speed != 2 || s.Willpower != 2 || s.RC != 2 || lee.Cost != 40 {
		t.Errorf("Lee: %v, cost %d; want Speed 2, Willpower 2, 40 points", s, lee.Cost)
	}
	if s := plain.Stats(); s.String() != "3/2/2/3/3/2/2" || len(veterans.Raised(plain)) != 0 || len(veterans.Flaws(plain)) != 0 {
		t.Errorf("a plain trooper: %v, raised %v, flaws %v", s, veterans.Raised(plain), veterans.Flaws(plain))
	}
	if a.Cost != 100+6*40 {
		t.Errorf("army cost %d; want %d", a.Cost, 100+6*40)
	}
	if got := veterans.Describe(ana); got != "Willpower 3→4, RC 2→3; flaws: Shaky hands (RC −1)" {
		t.Errorf("Describe(Ana) = %q", got)
	}
	if got := veterans.Describe(lee); got != "flaws: Old wound (Speed −1), Bad nerves (Willpower −1)" {
		t.Errorf("Describe(Lee) = %q", got)
	}
	if got := veterans.Describe(plain); got != "" {
		t.Errorf("Describe(plain) = %q", got)
	}
	r := veterans.Raised(ana)
	if len(r) != 2 || r[0] != (force.Raise{Stat: "willpower", From: 3, By: 1}) || r[1] != (force.Raise{Stat: "rc", From: 2, By: 1}) {
		t.Errorf("Raised(Ana) = %+v", r)
	}
	if fl := veterans.Flaws(lee); len(fl) != 2 || fl[0].ID != "old-wound" || fl[1].ID != "bad-nerves" {
		t.Errorf("Flaws(Lee) = %v", fl)
	}
	c, _ := modules.Default()
	if u, _ := c.Unit("ec-trooper"); u.Stats.String() != "3/2/2/3/3/2/2" {
		t.Errorf("the content's trooper is %v after the list was read", u.Stats)
	}
	if fmt.Sprint(a.Modules) != "[veterans]" {
		t.Errorf("army modules %v; want [veterans]", a.Modules)
	}
}

// XS-30: a flaw on an X stat leaves it X (no ability, KG-STAT-02); a
// veteran field with neither raises nor flaws is taken and changes
// nothing.
func TestFlawOnXStat(t *testing.T) {
	a, err := parse(t, `name: Test
team: protarian
modules: [veterans]
models:
  - unit: protarian-warlord
  - unit: protarian-blood-ravager
    veteran: {flaws: [shaky-hands, torn-muscle]}
  - unit: protarian-warrior
    veteran: {}
  - unit: protarian-warrior
    count: 5
`)
	if err != nil {
		t.Fatal(err)
	}
	if s := a.Models[1].Stats(); !s.RC.IsX() || s.CC != 4 {
		t.Errorf("Blood Ravager with Shaky hands and Torn muscle: %v; want RC X, CC 5−1 = 4", s)
	}
	if s := a.Models[2].Stats(); s.String() != "3/2/2/3/3/2/2" || veterans.Describe(a.Models[2]) != "" {
		t.Errorf("veteran: {}: %v %q", s, veterans.Describe(a.Models[2]))
	}
}

// XS-30: a flaw never takes a stat below 0 (docs/modules.md's ruling),
// with content whose flaw takes 5 off Mind from a Squad Leader of Mind 2.
func TestFlawFloorIsZero(t *testing.T) {
	fsys := contenttest.Minimal()
	fsys["units/t.yaml"] = &fstest.MapFile{Data: []byte("team: t\nunits:\n  - id: boss\n    name: Boss\n    class: squad-leader\n    stats: {mind: 2, rc: X}\n")}
	fsys["modules.yaml"] = &fstest.MapFile{Data: []byte("veterans:\n  flaws:\n    - {id: dull, name: Dull, stat: mind, by: -5}\n")}
	c, err := modules.Read(fsys, "mod")
	if err != nil {
		t.Fatal(err)
	}
	a, err := army.Parse("a.yaml", []byte("name: T\nteam: t\nmodules: [veterans]\nmodels:\n  - {unit: boss, veteran: {flaws: [dull]}}\n"), c, modules.Fields(c))
	if err != nil {
		t.Fatal(err)
	}
	if s := a.Models[0].Stats(); s.Mind != 0 {
		t.Errorf("Mind 2 with a −5 flaw is %v; want 0", s.Mind)
	}
}

// XS-30: a veteran field is refused, each problem at its file:line:col:
// a raise that is not +1 or more, of an X stat, or past the highest value
// (the force module's checks, XS-14's words citing XS-30); an unknown
// flaw, or one written twice; an entry of more than one model (a veteran
// has a record of its own); the field in a list that does not name the
// module.
func TestVeteranRefusals(t *testing.T) {
	list := func(top, unit, vet, count string) string {
		return "name: Test\nteam: protarian\n" + top + "models:\n  - unit: protarian-warlord\n  - unit: " + unit + "\n    veteran: " + vet + "\n" +
			count + "  - unit: protarian-warrior\n    count: 5\n"
	}
	const on = "modules: [veterans]\n"
	for _, tc := range []struct{ top, unit, vet, count, want string }{
		{on, "protarian-warrior", "{raise: {mind: 0}}", "", "a.yaml:7:23: veteran: raise: mind 0; a raise is +1 or more (XS-30)"},
		{on, "protarian-blood-ravager", "{raise: {rc: 1}}", "", "a.yaml:7:23: veteran: raise: the Blood Ravager has rc X, no such ability to raise (XS-30)"},
		{on, "protarian-warrior", "{raise: {speed: 18}}", "", "a.yaml:7:23: veteran: raise: speed 3 +18 would be 21; a stat is at most 20 (XS-30)"},
		{on, "protarian-warrior", "{raise: {luck: 1}}", "", "a.yaml:7:23: unknown field \"luck\""},
		{on, "protarian-warrior", "{flaws: [shaky-hands, gammy-leg]}", "", `a.yaml:7:36: veteran: flaws: no flaw is called "gammy-leg" (known: shaky-hands, old-wound, bad-nerves, slow-wits, weak-arm, torn-muscle) (XS-30)`},
		{on, "protarian-warrior", "{flaws: [old-wound, old-wound]}", "", `a.yaml:7:34: veteran: flaws: "old-wound" is written twice; a veteran has a flaw once (XS-30)`},
		{on, "protarian-warrior", "{perks: [lucky]}", "", `a.yaml:7:15: unknown field "perks"`},
		{on, "protarian-warrior", "{raise: {rc: 1}}", "    count: 2\n", "a.yaml:8:5: count 2: a veteran is one model with a record of its own; write each veteran as an entry of its own, count 1 (XS-30)"},
		{"", "protarian-warrior", "{raise: {rc: 1}}", "", `a.yaml:6:5: veteran is a field of the veterans rule module: add "modules: [veterans]" at the top of the list to build under it`},
	} {
		_, err := parse(t, list(tc.top, tc.unit, tc.vet, tc.count))
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s%s%s: %v\nwant %s", tc.top, tc.vet, tc.count, err, tc.want)
		}
	}
	// A raise to exactly the highest value is taken (the limit is within).
	if _, err := parse(t, list(on, "protarian-warrior", "{raise: {speed: 17}}", "")); err != nil {
		t.Errorf("speed 3 +17 = 20: %v", err)
	}
}

// XS-30 (XC-DEV-01: IP after each session, about one a successful use):
// a survivor earns 1 for the battle, +1 a kill, +1 a completed combo it
// was in; a model lost earns nothing; being Down earns nothing either
// way.
func TestEarned(t *testing.T) {
	d := veterans.Shipped()
	for _, tc := range []struct {
		x    veterans.Deeds
		want int
	}{
		{veterans.Deeds{Survived: true}, 1},
		{veterans.Deeds{Survived: true, Kills: 2}, 3},
		{veterans.Deeds{Survived: true, Kills: 1, Combos: 2}, 4},
		{veterans.Deeds{Survived: true, WasDown: true, Kills: 1}, 2},
		{veterans.Deeds{Survived: false, Kills: 3, Combos: 1}, 0},
		{veterans.Deeds{Survived: true, Kills: -2}, 1},
	} {
		if got := d.Earned(tc.x); got != tc.want {
			t.Errorf("Earned(%+v) = %d; want %d", tc.x, got, tc.want)
		}
	}
	d.IP = veterans.IP{Battle: 2, Kill: 3, Combo: 0}
	if got := d.Earned(veterans.Deeds{Survived: true, Kills: 2, Combos: 5}); got != 8 {
		t.Errorf("with ip {2, 3, 0}: %d; want 8", got)
	}
}

// XS-30: +1 to a stat costs XS-14's sliding price of the value it
// reaches, one IP a point (RULINGS "XS-30 and the campaign"): 5 up to 4,
// 10 for 5-6, 20 for 7 or more. XC-DEV-EX2's 80 IP for 6→7 is not carried
// over (docs/modules.md). A stat that cannot be raised costs NoRaise.
func TestRaiseCost(t *testing.T) {
	f := force.Shipped()
	for _, tc := range []struct {
		from content.Stat
		want int
	}{
		{0, 5}, {2, 5}, {3, 5}, {4, 10}, {5, 10}, {6, 20}, {9, 20}, {19, 20},
		{content.MaxStat, veterans.NoRaise}, {content.X, veterans.NoRaise},
	} {
		if got := veterans.RaiseCost(f, tc.from); got != tc.want {
			t.Errorf("RaiseCost(%v) = %d; want %d", tc.from, got, tc.want)
		}
	}
}

// XS-30: a model that was Down rolls a D6; 1-2 gives a flaw it has not
// got, a second D6 choosing among those left (six: the die as it falls;
// fewer: a face past the largest multiple of their number rolled again);
// 3-6 none; a model with every flaw gains none.
func TestRollFlaw(t *testing.T) {
	d := veterans.Shipped()
	all := []string{"shaky-hands", "old-wound", "bad-nerves", "slow-wits", "weak-arm", "torn-muscle"}
	for _, tc := range []struct {
		name  string
		faces []int
		has   []string
		roll  int
		want  string // flaw id, "" for none
		left  int    // faces not used
	}{
		{"1 gives a flaw, the second die the first", []int{1, 1}, nil, 1, "shaky-hands", 0},
		{"2 gives a flaw, the second die the sixth", []int{2, 6}, nil, 2, "torn-muscle", 0},
		{"3 gives none, no second die", []int{3, 1}, nil, 3, "", 1},
		{"6 gives none", []int{6}, nil, 6, "", 0},
		{"every flaw had: none, no second die", []int{1, 1}, all, 1, "", 1},
		{"one left: that one, no second die", []int{2, 4}, all[1:], 2, "shaky-hands", 1},
		{"four left: 5 and 6 rolled again", []int{1, 5, 6, 3}, all[:2], 1, "weak-arm", 0},
		{"three left: 4 counts as 1", []int{1, 4}, all[:3], 1, "slow-wits", 0},
		{"the script runs out: no flaw", []int{1, 6}, all[:1], 1, "", 0},
	} {
		src, err := dice.NewScripted(tc.faces...)
		if err != nil {
			t.Fatal(err)
		}
		roll, f := d.RollFlaw(src, tc.has)
		got := ""
		if f != nil {
			got = f.ID
		}
		if roll != tc.roll || got != tc.want || src.Remaining() != tc.left {
			t.Errorf("%s: roll %d, flaw %q, %d dice left; want %d, %q, %d", tc.name, roll, got, src.Remaining(), tc.roll, tc.want, tc.left)
		}
	}
	// flaw_on 0: never a flaw.
	d.FlawOn = 0
	src, _ := dice.NewScripted(1)
	if roll, f := d.RollFlaw(src, nil); roll != 1 || f != nil {
		t.Errorf("flaw_on 0: %d %v", roll, f)
	}
	// Deterministic for a seeded source, and each flaw reached.
	d.FlawOn = 2
	seen := map[string]int{}
	for seed := range uint64(400) {
		r1, f1 := d.RollFlaw(dice.NewSeeded(seed), nil)
		r2, f2 := d.RollFlaw(dice.NewSeeded(seed), nil)
		if r1 != r2 || f1 != f2 {
			t.Fatalf("seed %d: %d %v, then %d %v", seed, r1, f1, r2, f2)
		}
		if (f1 != nil) != (r1 <= 2) {
			t.Fatalf("seed %d: roll %d gave %v", seed, r1, f1)
		}
		if f1 != nil {
			seen[f1.ID]++
		}
	}
	if len(seen) != 6 {
		t.Errorf("400 seeds reached the flaws %v; want all six", seen)
	}
}

// The shipped modules.yaml's veterans section is the module's shipped
// data (XS-30's numbers), and Of reads it from a content outside a match.
func TestShippedSection(t *testing.T) {
	c, err := modules.Default()
	if err != nil {
		t.Fatal(err)
	}
	d, err := veterans.Of(c)
	if err != nil {
		t.Fatal(err)
	}
	s := veterans.Shipped()
	if d.IP.Battle != s.IP.Battle || d.IP.Kill != s.IP.Kill || d.IP.Combo != s.IP.Combo || d.FlawOn != s.FlawOn || len(d.Flaws) != len(s.Flaws) {
		t.Fatalf("modules.yaml's section %+v; shipped %+v", d, s)
	}
	for i, f := range d.Flaws {
		g := s.Flaws[i]
		if f.ID != g.ID || f.Name != g.Name || f.Stat != g.Stat || f.By != g.By || f.Text != g.Text {
			t.Errorf("flaw %d: %+v; shipped %+v", i, *f, *g)
		}
	}
	fd, err := force.Of(c)
	if err != nil || veterans.RaiseCost(fd, 6) != 20 {
		t.Errorf("force.Of: %v, RaiseCost(6) %d", err, veterans.RaiseCost(fd, 6))
	}
}

// XS-30: what the game asks the module of a veteran: it needs the module
// (its profile plays only with it), and a line of gear ends with its
// raises and flaws; a plain model needs nothing and reads as it was.
func TestVeteranFacets(t *testing.T) {
	a, err := parse(t, vets)
	if err != nil {
		t.Fatal(err)
	}
	c, _ := modules.Default()
	set, err := modules.Load(c)
	if err != nil {
		t.Fatal(err)
	}
	var l any
	for _, m := range set {
		if m.Name == veterans.Name {
			l = m.Loaded
		}
	}
	need, gear := l.(facet.Armies), l.(facet.Gear)
	if n, is := need.Need(a.Models[1]); n != facet.Required || is != "a veteran with raised stats or flaws (veteran:)" {
		t.Errorf("Ana needs %v, %q", n, is)
	}
	if n, _ := need.Need(a.Models[3]); n != facet.NoNeed {
		t.Errorf("a plain trooper needs %v", n)
	}
	if got := gear.Gear(a.Models[1], facet.MoreGear, "knife"); got != "knife, veteran Willpower 3→4, RC 2→3; flaws: Shaky hands (RC −1) (XS-30)" {
		t.Errorf("Ana's gear: %q", got)
	}
	if got := gear.Gear(a.Models[3], facet.MoreGear, ""); got != "" {
		t.Errorf("a plain trooper's gear: %q", got)
	}
	// The campaign's facet (facet.Advancement), found without naming the
	// module: the same numbers as the package's functions.
	var adv facet.Advancement
	for _, m := range set {
		if x, ok := m.Loaded.(facet.Advancement); ok {
			adv = x
		}
	}
	if adv == nil {
		t.Fatal("no module has the Advancement facet")
	}
	if got := adv.Earned(facet.Deeds{Survived: true, Kills: 2, Combos: 1}); got != 4 {
		t.Errorf("Earned: %d; want 4", got)
	}
	if adv.RaiseCost(3) != 5 || adv.RaiseCost(6) != 20 || adv.RaiseCost(content.X) != facet.NoRaise {
		t.Errorf("RaiseCost: 3→%d, 6→%d, X→%d", adv.RaiseCost(3), adv.RaiseCost(6), adv.RaiseCost(content.X))
	}
	src, _ := dice.NewScripted(2, 3, 5)
	if roll, id := adv.RollFlaw(src, nil); roll != 2 || id != "bad-nerves" {
		t.Errorf("RollFlaw 2, 3: %d %q", roll, id)
	}
	if roll, id := adv.RollFlaw(src, nil); roll != 5 || id != "" {
		t.Errorf("RollFlaw 5: %d %q", roll, id)
	}
}
