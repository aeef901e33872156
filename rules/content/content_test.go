package content_test

import (
	"fmt"
	"github.com/krygothic/krygothic/rules/content/contenttest"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/krygothic/krygothic/rules/content"
	"github.com/krygothic/krygothic/rules/datafile"
)

func load(t *testing.T) *content.Content {
	t.Helper()
	c, err := content.Default()
	if err != nil {
		t.Fatalf("embedded content does not load:\n%v", err)
	}
	return c
}

// The embedded content matches the seed's numbers and the GAP defaults.
func TestEmbeddedContent(t *testing.T) {
	c := load(t)

	// KG-DATA-01 / GAP-06: tactics ratings.
	for id, tr := range map[string]int{"earth-confederate": 15, "renegades": 13, "slaves": 12, "possessed": 13} {
		team, ok := c.Team(id)
		if !ok || team.TacticsRating != tr {
			t.Errorf("team %s: tactics rating %v, want %d", id, team, tr)
		}
		if len(c.TeamUnits(id)) < 6 {
			t.Errorf("team %s has %d unit profiles, want one per class", id, len(c.TeamUnits(id)))
		}
	}

	// KG-DATA-02: Average Joe = Storm baseline 3/2/2/3/3/2/2; GAP-01 wounds.
	storm, _ := c.Class(content.Storm)
	if got := storm.Baseline.String(); got != "3/2/2/3/3/2/2" {
		t.Errorf("Storm baseline %s, want Average Joe 3/2/2/3/3/2/2", got)
	}
	for id, w := range map[content.ClassID]int{content.SquadLeader: 3, content.Heavy: 3, content.Storm: 2, content.Fast: 2, content.Special: 2, content.Elite: 2} {
		if cl, _ := c.Class(id); cl.Wounds != w {
			t.Errorf("GAP-01: %s has %d wounds, want %d", id, cl.Wounds, w)
		}
	}
	// KG-CLS-03: at most 5 Elite.
	if el, _ := c.Class(content.Elite); el.MaxPerTeam != 5 {
		t.Errorf("KG-CLS-03: Elite limit %d, want 5", el.MaxPerTeam)
	}

	// KG-DATA-03 / KG-STAT-EX1: the Rush Grunt moves 5" (Speed 5).
	if g, _ := c.Unit("ec-rush-grunt"); g.Stats.Speed != 5 {
		t.Errorf("KG-STAT-EX1: Rush Grunt Speed %v, want 5", g.Stats.Speed)
	}

	// KG-DATA-08: pistol 3K2S1, SR 2, LR 6, cost 20.
	p, _ := c.Ranged("pistol")
	if p.Stats.String() != "3K2S1" || p.Short != 2 || p.Long != 6 || p.Cost != 20 {
		t.Errorf("KG-DATA-08 pistol: %+v", p)
	}
	// KG-DATA-09/10/11: autocannon 6K2, flamer 1K5, sniper 5 dice; GAP-23 heavy tags.
	ac, _ := c.Ranged("autocannon")
	fl, _ := c.Ranged("hand-flamer")
	sn, _ := c.Ranged("sniper-rifle")
	if ac.Stats.Keep != 6 || ac.Stats.Strength != 2 || !ac.Has(content.TagHeavy) || !ac.Has(content.TagSuppressive) {
		t.Errorf("KG-DATA-09 autocannon: %+v", ac)
	}
	if fl.Stats.Keep != 1 || fl.Stats.Strength != 5 || !fl.Has(content.TagHeavy) {
		t.Errorf("KG-DATA-10 hand flamer: %+v", fl)
	}
	if sn.Stats.Keep != 5 || !sn.Has(content.TagSuppressive) {
		t.Errorf("KG-DATA-11 sniper rifle: %+v", sn)
	}
	// KG-DATA-06/07: axe −1cc/+2str armour piercing, cost 10; knife +2cc/−1str.
	axe, _ := c.Melee("axe")
	knife, _ := c.Melee("knife")
	if axe.CC != -1 || axe.Str != 2 || axe.Cost != 10 || !axe.Has(content.EffectArmourPiercing) {
		t.Errorf("KG-DATA-06 axe: %+v", axe)
	}
	if knife.CC != 2 || knife.Str != -1 {
		t.Errorf("KG-DATA-07 knife: %+v", knife)
	}
	// KG-DATA-13: flak jacket +4, no Speed penalty, no rear protection.
	flak, _ := c.ArmourPiece("flak-jacket")
	if flak.Value != 4 || flak.SpeedPenalty != 0 || flak.RearProtection {
		t.Errorf("KG-DATA-13 flak jacket: %+v", flak)
	}
	// KG-STAT-02 / KG-DATA-04: close-combat-only units have RC X;
	// wraiths ignore terrain and cause fear (KG-TEAM-04, KG-DATA-05).
	if w, _ := c.Unit("possessed-wraith"); !w.Stats.RC.IsX() || w.Stats.RC.Dice() != 0 || !w.Fear || !w.IgnoresTerrain {
		t.Errorf("KG-TEAM-04 wraith: %+v", w)
	}
	for _, id := range []string{"possessed-spectre-lord", "possessed-horror", "possessed-shade", "possessed-revenant"} {
		if u, _ := c.Unit(id); !u.Fear {
			t.Errorf("KG-TEAM-04 %s causes no fear", id)
		}
	}
	if r, _ := c.Unit("protarian-blood-ravager"); !r.Stats.RC.IsX() {
		t.Errorf("KG-DATA-04 blood ravager: RC %v, want X", r.Stats.RC)
	}
	// GAP-06: Slaves +2 Willpower over the baseline.
	if th, _ := c.Unit("slave-thrall"); th.Stats.Willpower != storm.Baseline.Willpower+2 {
		t.Errorf("GAP-06 Slaves: thrall Willpower %v", th.Stats.Willpower)
	}
	// GAP-05 limits.
	if l := c.Limits; l.CostCap != 1000 || l.MaxModels != 14 || l.MinSquadLeaders != 1 || l.MaxSquadLeaders != 3 {
		t.Errorf("GAP-05 limits: %+v", l)
	}
	// GAP-06: Renegades pay 80% for gear, rounded down.
	ren, _ := c.Team("renegades")
	if ren.GearCost(25) != 20 || ren.GearCost(15) != 12 {
		t.Errorf("Renegade gear cost: 25 → %d, 15 → %d", ren.GearCost(25), ren.GearCost(15))
	}
}

func good() fstest.MapFS { return contenttest.Minimal() }

func TestLoadReportsProblemsWithPlaces(t *testing.T) {
	if _, err := content.Load(good(), "mod"); err != nil {
		t.Fatalf("minimal content rejected: %v", err)
	}
	tests := []struct {
		name string
		file string
		data string
		want string
	}{
		{"bad stats", "gear.yaml", "ranged_weapons:\n  - id: pistol\n    stats: 3X2\n", "mod/gear.yaml:3: weapon stats \"3X2\""},
		{"bad characteristic", "units/t.yaml", "team: t\nunits:\n  - id: boss\n    class: squad-leader\n    stats: {rc: Y}\n", "mod/units/t.yaml:5: a characteristic"},
		{"unknown class", "units/t.yaml", "team: t\nunits:\n  - id: boss\n    class: general\n", "mod/units/t.yaml:3:5: unit boss: class \"general\""},
		{"unknown team", "units/t.yaml", "# comment\nteam: nobody\nunits: []\n", "mod/units/t.yaml:2:1: team \"nobody\""},
		{"duplicate unit", "units/t.yaml", "team: t\nunits:\n  - {id: boss, class: squad-leader}\n  - {id: boss, class: squad-leader}\n", "mod/units/t.yaml:4:5: unit id \"boss\" is already used at mod/units/t.yaml:3:5"},
		{"misspelt field", "teams.yaml", "teams:\n  - id: t\n    tactics_ratng: 3\n", "mod/teams.yaml:3:5: unknown field \"tactics_ratng\""},
		{"bad tag", "gear.yaml", "ranged_weapons:\n  - {id: p, stats: 3K2S1, short: 2, long: 6, tags: [explosive]}\n", "unknown tag \"explosive\""},
		{"ranges", "gear.yaml", "ranged_weapons:\n  - {id: p, stats: 3K2S1, short: 6, long: 2}\n", "needs 0 ≤ short < long"},
		{"missing baseline", "classes.yaml", "army_limits: {cost_cap: 1, max_models: 1, min_squad_leaders: 1, max_squad_leaders: 1}\nclasses:\n  - {id: squad-leader, group: leader, wounds: 1, baseline: {speed: 1}}\n", "baseline lacks strength, body"},
		{"no squad leader class", "classes.yaml", "# limits\narmy_limits: {cost_cap: 1, max_models: 1, min_squad_leaders: 1, max_squad_leaders: 1}\nclasses: []\n", "mod/classes.yaml:2:1: classes: there is no squad-leader class"},
		{"bad forbidden gear", "teams.yaml", "teams:\n  - {id: t, forbidden_gear: [laser]}\n", "forbidden_gear names \"laser\""},
		// Every number has a range (fault: a knife with cc: 1000000000
		// rolled a billion dice).
		{"huge melee modifier", "gear.yaml", "melee_weapons:\n  - {id: knife, cc: 1000000000}\n", "mod/gear.yaml:2:21: cc is 1000000000; it is -10 to 10"},
		{"huge cost", "gear.yaml", "armour:\n  - id: plate\n    cost: 4611686018427387904\n", "mod/gear.yaml:3:11: cost is 4611686018427387904; it is 0 to 10000"},
		{"huge range", "gear.yaml", "ranged_weapons:\n  - {id: p, stats: 3K2S1, short: 2, long: 1e300}\n", "long is 1e+300; it is 0 to 200"},
		{"huge wounds", "units/t.yaml", "team: t\nunits:\n  - {id: boss, class: squad-leader, wounds: 1000000}\n", "mod/units/t.yaml:3:45: wounds is 1000000; it is 0 to 100"},
		{"huge tactics rating", "teams.yaml", "teams:\n  - {id: t, tactics_rating: 1000000}\n", "tactics_rating is 1000000; it is 0 to 50"},
		{"huge cost cap", "classes.yaml", "army_limits: {cost_cap: 1000000000, max_models: 1, min_squad_leaders: 1, max_squad_leaders: 1}\nclasses: []\n", "cost_cap is 1000000000; it is 0 to 100000"},
		{"bad special attack", "units/t.yaml", "team: t\nunits:\n  - {id: boss, class: squad-leader, attacks: [gore]}\n", "special attack \"gore\""},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			fsys := good()
			fsys[tc.file] = &fstest.MapFile{Data: []byte(tc.data)}
			_, err := content.Load(fsys, "mod")
			if err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Errorf("got error:\n%v\nwant it to contain %q", err, tc.want)
			}
		})
	}
	fsys := good()
	delete(fsys, "gear.yaml")
	if _, err := content.Load(fsys, "mod"); err == nil || !strings.Contains(err.Error(), "mod/gear.yaml: cannot read") {
		t.Errorf("missing file: %v", err)
	}
	fsys = good()
	fsys["teams.yaml"] = &fstest.MapFile{Data: make([]byte, datafile.MaxContentFile+1)}
	if _, err := content.Load(fsys, "mod"); err == nil || !strings.Contains(err.Error(), "mod/teams.yaml: cannot read: file too large") {
		t.Errorf("a file over the limit: %v", err)
	}
	fsys = good()
	for i := range content.MaxUnitFiles + 1 {
		fsys[fmt.Sprintf("units/u%d.yaml", i)] = fsys["units/t.yaml"]
	}
	if _, err := content.Load(fsys, "mod"); err == nil || !strings.Contains(err.Error(), "a content folder holds at most") {
		t.Errorf("too many unit files: %v", err)
	}
}

// A content file linked to an endless device is refused at once, not read
// until memory runs out (issue 13).
func TestLoadDirRefusesDevices(t *testing.T) {
	dir := t.TempDir()
	if err := os.CopyFS(dir, good()); err != nil {
		t.Fatal(err)
	}
	os.Remove(filepath.Join(dir, "teams.yaml"))
	if err := os.Symlink("/dev/zero", filepath.Join(dir, "teams.yaml")); err != nil {
		t.Skip("no symbolic links here:", err)
	}
	_, err := content.LoadDir(dir)
	if err == nil || !strings.Contains(err.Error(), "teams.yaml is not a regular file and gives more than the limit") {
		t.Errorf("teams.yaml linked to /dev/zero: %v", err)
	}
}

func FuzzLoadUnits(f *testing.F) {
	f.Add([]byte("team: t\nunits:\n  - id: boss\n    class: squad-leader\n"))
	f.Add([]byte("team: t\nunits: [{id: a, class: squad-leader, stats: {cc: X}, attacks: [x]}]"))
	f.Add([]byte("{{"))
	f.Fuzz(func(t *testing.T, data []byte) {
		fsys := good()
		fsys["units/t.yaml"] = &fstest.MapFile{Data: data}
		c, err := content.Load(fsys, "mod")
		if err == nil && c == nil {
			t.Fatal("nil content without an error")
		}
		if err != nil && !strings.HasPrefix(err.Error(), "mod/") {
			t.Fatalf("error without a file name: %v", err)
		}
		if err != nil && strings.Contains(err.Error(), datafile.InternalError) {
			t.Fatalf("the reader panicked: %v", err)
		}
	})
}

// A content folder's problems are all reported at once, whatever stage
// finds them: a misspelt field, a weapon that does not parse and a unit
// file naming an unknown team (read) beside bad ranges, a class without
// wounds and a unit of no class (cross-checks). A unit naming an attack
// of a file that did not read whole is not blamed for it.
func TestLoadReportsEveryStageAtOnce(t *testing.T) {
	fsys := good()
	fsys["teams.yaml"] = &fstest.MapFile{Data: []byte("teams:\n  - id: t\n    tactics_ratng: 3\n")}
	fsys["gear.yaml"] = &fstest.MapFile{Data: []byte("ranged_weapons:\n  - {id: p, stats: 3K2S1, short: 6, long: 2}\n  - {id: q, stats: 3X2}\n")}
	fsys["classes.yaml"] = &fstest.MapFile{Data: []byte(strings.Replace(string(fsys["classes.yaml"].Data), "wounds: 3", "wounds: 0", 1))}
	fsys["units/t.yaml"] = &fstest.MapFile{Data: []byte("team: t\nunits:\n  - {id: boss, class: squad-leader, attacks: [gore]}\n  - {id: oaf, class: general}\n")}
	fsys["units/u.yaml"] = &fstest.MapFile{Data: []byte("team: nobody\nunits: []\n")}
	_, err := content.Load(fsys, "mod")
	want := []string{
		"mod/classes.yaml:3:5: class squad-leader: wounds must be at least 1",
		"mod/gear.yaml:2:5: ranged weapon p: needs 0 ≤ short < long",
		`mod/gear.yaml:3: weapon stats "3X2"`,
		`mod/teams.yaml:3:5: unknown field "tactics_ratng"`,
		`mod/units/t.yaml:4:5: unit oaf: class "general" is not in classes.yaml`,
		`mod/units/u.yaml:1:1: team "nobody" is not in teams.yaml`,
	}
	if err == nil {
		t.Fatal("loaded")
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

// A file that does not parse at all is reported, and what names its
// entries is not blamed for their absence: the other files are still
// cross-checked.
func TestUnreadableFileDoesNotHideTheOthers(t *testing.T) {
	fsys := good()
	fsys["classes.yaml"] = &fstest.MapFile{Data: []byte("classes: [\n")}
	fsys["teams.yaml"] = &fstest.MapFile{Data: []byte("teams:\n  - {id: t, tactics_rating: -1}\n")}
	_, err := content.Load(fsys, "mod")
	if err == nil {
		t.Fatal("loaded")
	}
	got := err.Error()
	for _, w := range []string{"mod/classes.yaml:", "mod/teams.yaml:2:29: tactics_rating is -1; it is 0 to 50"} {
		if !strings.Contains(got, w) {
			t.Errorf("missing %q in:\n%s", w, got)
		}
	}
	for _, w := range []string{"not in classes.yaml", "army_limits", "no squad-leader class"} {
		if strings.Contains(got, w) {
			t.Errorf("%q blamed on the unreadable classes.yaml:\n%s", w, got)
		}
	}
}
