package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// KG-MOVE-02/03, RULINGS "Added 2026-11-23", through kg run: a Rush Grunt
// (Fast class, Body 1) runs once, is out of breath for a second run in the
// same AP round, and runs again in the next round, when Body comes back.
func TestBody1UnitRunsOncePerRound(t *testing.T) {
	const scenario = "testdata/rush.yaml"
	if code, out, errs := runKG("check", scenario); code != 0 {
		t.Fatalf("kg check %s: exit %d\n%s%s", scenario, code, out, errs)
	}
	orders := filepath.Join(t.TempDir(), "orders.txt")
	os.WriteFile(orders, []byte(strings.Join([]string{
		"0 red ec-rush-grunt-1 run 5.5 4.5  # 3\": a run, Body 1 stays 1",
		"30 red ec-rush-grunt-1 run 8.5 4.5 # the same round: out of breath",
		"31 red done",
		"32 red ec-rush-grunt-1 run 8.5 4.5 # round 2: breath back",
	}, "\n")+"\n"), 0o644)
	code, out, errs := runKG("run", scenario, "--orders", orders, "--seed", "4")
	if code != 0 {
		t.Fatalf("kg run: exit %d: %s", code, errs)
	}
	type event struct {
		Type, Rule, Unit, Reason, Order string
		Round                           int
		X, Y                            float64
	}
	var got []event
	for _, l := range strings.Split(strings.TrimSpace(out), "\n") {
		var e event
		if err := json.Unmarshal([]byte(l), &e); err != nil {
			t.Fatalf("not an event line: %q", l)
		}
		if e.Unit == "red.ec-rush-grunt-1" || e.Type == "refused" {
			got = append(got, e)
		}
	}
	want := []event{
		{Type: "deployed", Rule: "GAP-32", Unit: "red.ec-rush-grunt-1", X: 2.5, Y: 4.5},
		{Type: "arrived", Rule: "KG-MOVE-02", Unit: "red.ec-rush-grunt-1", Round: 1, X: 5.5, Y: 4.5},
		{Type: "refused", Rule: "KG-MOVE-03", Round: 1, Order: "ec-rush-grunt-1 run 8.5 4.5"},
		{Type: "arrived", Rule: "KG-MOVE-02", Unit: "red.ec-rush-grunt-1", Round: 2, X: 8.5, Y: 4.5},
	}
	if len(got) != len(want) {
		t.Fatalf("the grunt's events: %+v\nwant %+v\n%s", got, want, out)
	}
	for i := range want {
		g := got[i]
		if g.Type == "refused" {
			if !strings.Contains(g.Reason, "out of breath") {
				t.Errorf("refusal %q does not say out of breath", g.Reason)
			}
			g.Reason = ""
		}
		if g != want[i] {
			t.Errorf("event %d: %+v, want %+v", i, g, want[i])
		}
	}
}
