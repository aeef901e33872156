package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/krygothic/krygothic/rules/modules"
)

// kg modules lists every rule module, as text and as the JSON the issue
// asks for: [{"id","name","sources","summary","default"}].
func TestModulesCommand(t *testing.T) {
	code, out, _ := runKG("modules")
	if code != 0 || !strings.Contains(out, "XS-01 blast (on by default)") || !strings.Contains(out, "Sources: SW-BLAST-01") {
		t.Errorf("kg modules: exit %d\n%s", code, out)
	}
	code, out, _ = runKG("modules", "--json")
	var got []map[string]any
	if err := json.Unmarshal([]byte(out), &got); err != nil || code != 0 {
		t.Fatalf("kg modules --json: exit %d, %v\n%s", code, err, out)
	}
	if len(got) != len(modules.All()) {
		t.Fatalf("%d modules listed, %d exist", len(got), len(modules.All()))
	}
	for _, key := range []string{"id", "name", "sources", "summary", "default"} {
		if _, ok := got[0][key]; !ok {
			t.Errorf("no %q in %v", key, got[0])
		}
	}
	if code, _, errs := runKG("modules", "extra"); code != 2 || !strings.Contains(errs, "takes no arguments") {
		t.Errorf("kg modules extra: exit %d %s", code, errs)
	}
}

// --modules plays with another set than the scenario's: "none" is the core
// rules, where throw is no order; an unknown name is a command-line
// mistake; the record names the set played.
func TestRunWithModules(t *testing.T) {
	dir := t.TempDir()
	orders := filepath.Join(dir, "o.txt")
	os.WriteFile(orders, []byte("0 red ec-trooper-1 throw 5 4.5\n"), 0o644)
	grenades := "../../game/match/testdata/grenades.yaml"
	record := filepath.Join(dir, "r.json")
	if code, out, errs := runKG("run", grenades, "--orders", orders, "--max-ticks", "100", "--record", record); code != 0 || !strings.Contains(out, `"type":"blast_landed"`) {
		t.Fatalf("with the default set: exit %d %s\n%s", code, errs, out)
	}
	if data, _ := os.ReadFile(record); !strings.Contains(string(data), `"modules": [`+"\n"+`    "blast"`) {
		t.Errorf("the record does not name the blast module:\n%.400s", data)
	}
	if code, _, errs := runKG("run", grenades, "--orders", orders, "--modules", "none"); code != 1 || !strings.Contains(errs, `o.txt:1:7: ec-trooper-1: unknown order "throw"`) {
		t.Errorf("--modules none: exit %d %s", code, errs)
	}
	if code, _, errs := runKG("run", grenades, "--orders", orders, "--modules", "blast,jmas"); code != 2 || !strings.Contains(errs, `unknown rule module "jmas"`) {
		t.Errorf("--modules blast,jmas: exit %d %s", code, errs)
	}
	if code, _, errs := runKG("selfplay", "--games", "1", "--ai", "baseline,baseline", "--modules", "jmas"); code != 2 || !strings.Contains(errs, `unknown rule module "jmas"`) {
		t.Errorf("selfplay --modules jmas: exit %d %s", code, errs)
	}
	code, out, _ := runKG("selfplay", "--games", "1", "--ai", "baseline,baseline", "--modules", "none")
	if code != 0 || !strings.Contains(out, `"modules":[]`) {
		t.Errorf("selfplay --modules none: exit %d\n%.300s", code, out)
	}
}

// kg check says when a scenario's models carry two weapons that only the
// dual module fires (XS-21): with the module off the field changes
// nothing in play. kg army check shows them as two.
func TestCheckNotesDualWeaponsWithoutTheModule(t *testing.T) {
	src, err := os.ReadFile("../../game/match/testdata/dual.yaml")
	if err != nil {
		t.Fatal(err)
	}
	off := filepath.Join(t.TempDir(), "off.yaml")
	os.WriteFile(off, []byte(strings.Replace(string(src), "modules: [dual]", "modules: []", 1)), 0o644)
	const note = "note: 1 model carries two weapons (dual: true), fired together only with the dual module (XS-21)"
	if code, out, errs := runKG("check", off); code != 0 || !strings.Contains(out, note) {
		t.Errorf("the dual deck without the module: exit %d %s\n%s", code, errs, out)
	}
	if code, out, errs := runKG("check", "../../game/match/testdata/dual.yaml"); code != 0 || strings.Contains(out, "note:") {
		t.Errorf("the dual deck with the module: exit %d %s\n%s", code, errs, out)
	}
	list := filepath.Join(t.TempDir(), "list.yaml")
	os.WriteFile(list, []byte("team: earth-confederate\nmodels:\n  - {unit: ec-commander, ranged: rifle}\n  - {unit: ec-rush-grunt, ranged: pistol, dual: true}\n"), 0o644)
	const two = "2× Pistol 3K2S1 (fired together only with the dual module, XS-21)"
	if code, out, errs := runKG("army", "check", list); code != 0 || !strings.Contains(out, two) {
		t.Errorf("kg army check of a grunt with two pistols: exit %d %s\n%s", code, errs, out)
	}
}

// kg army check applies the rule modules a list names (XS-14, modules:
// [force]): a custom unit's raises show in its profile and gear, the list
// says what it is built under; a raise in a list that does not name the
// module is refused at its place, saying to name it.
func TestArmyCheckForceConstruction(t *testing.T) {
	const src = "name: Custom Drop\nteam: ralim\nmodules: [force]\nmodels:\n" +
		"  - {unit: ralim-commander, ranged: rifle, raise: {rc: 2}}\n  - {unit: ralim-trooper, count: 6, ranged: rifle}\n"
	list := filepath.Join(t.TempDir(), "list.yaml")
	os.WriteFile(list, []byte(src), 0o644)
	for _, want := range []string{"580/1000 points", "built under the rule modules: force", "4/3/3/6/4/4/7", "raised rc 5→7 (30) (XS-14)"} {
		if code, out, errs := runKG("army", "check", list); code != 0 || !strings.Contains(out, want) {
			t.Errorf("kg army check of a custom commander: exit %d %s\n%s\nwant %s", code, errs, out, want)
		}
	}
	os.WriteFile(list, []byte(strings.Replace(src, "modules: [force]\n", "", 1)), 0o644)
	want := list + `:4:44: raise is a field of the force rule module: add "modules: [force]" at the top of the list to build under it`
	if code, _, errs := runKG("army", "check", list); code != 1 || !strings.Contains(errs, want) {
		t.Errorf("kg army check of a raise without the module: exit %d\n%s\nwant %s", code, errs, want)
	}
	os.WriteFile(list, []byte(strings.Replace(src, "count: 6", "count: 2", 1)), 0o644)
	want = list + ":5:5: the Leader models (Squad Leaders, Elites) cost 160 points; at most half of the Soldier models' 140 points, 70 (XS-14)"
	if code, _, errs := runKG("army", "check", list); code != 1 || !strings.Contains(errs, want) {
		t.Errorf("kg army check over the Leader limit: exit %d\n%s\nwant %s", code, errs, want)
	}
	// --modules force checks a list that does not name it as if it did.
	os.WriteFile(list, []byte("team: ralim\nmodels:\n  - {unit: ralim-commander}\n  - {unit: ralim-trooper}\n"), 0o644)
	if code, _, errs := runKG("army", "check", list); code != 0 {
		t.Errorf("kg army check of a plain list: exit %d %s", code, errs)
	}
	want = list + ":3:5: the Leader models (Squad Leaders, Elites) cost 100 points; at most half of the Soldier models' 40 points, 20 (XS-14)"
	if code, _, errs := runKG("army", "check", "--modules", "force", list); code != 1 || !strings.Contains(errs, want) {
		t.Errorf("kg army check --modules force: exit %d\n%s\nwant %s", code, errs, want)
	}
	if code, _, errs := runKG("army", "check", "--modules", "farce", list); code != 2 || !strings.Contains(errs, `unknown rule module "farce"`) {
		t.Errorf("kg army check --modules farce: exit %d\n%s", code, errs)
	}
}
