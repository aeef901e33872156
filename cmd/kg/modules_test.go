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
