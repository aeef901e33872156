package ai

import (
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/krygothic/krygothic/game/match"
	"github.com/krygothic/krygothic/rules/combat"
	"github.com/krygothic/krygothic/rules/content"
	"github.com/krygothic/krygothic/rules/modules/timeslots"
	"github.com/krygothic/krygothic/scenarios"
)

// The AI plays with time slots (XS-12) and weapon handiness (XS-31): its
// orders wait for the next slot and are never refused (nor its combos by
// the four attack steps of XC-INIT-02), and every game ends. It weighs a
// rushed attack by its preview's odds, which count the die it loses, so
// it rushes less when rushing costs a die than when it costs none (a
// content whose rushed_dice is 0: the attacks are marked rushed all the
// same). Four games of normal against hard in the hangar, each way.
func TestTheAIPlaysWithTimeSlots(t *testing.T) {
	shipped, err := content.Default()
	if err != nil {
		t.Fatal(err)
	}
	free := freeRushes(t)
	var share [2]float64
	for i, c := range []*content.Content{shipped, free} {
		s, err := scenarios.LoadShipped("hangar-deathmatch", c)
		if err != nil {
			t.Fatal(err)
		}
		s.Modules = []string{"blast", "timeslots", "handiness"}
		pair := func(seed uint64) [2]match.Player {
			return [2]match.Player{NewTactician(s.Sides[0].ID, Normal, seed), NewTactician(s.Sides[1].ID, Hard, seed)}
		}
		waits, rushed, calm := 0, 0, 0
		for _, m := range playGames(t, c, s, 4, pair) {
			for _, e := range m.View().Log(0) {
				switch e := e.Event.(type) {
				case timeslots.SlotWaited:
					waits++
				case combat.Roll:
					if e.Kind != combat.HitRoll {
						continue
					}
					r := false
					for _, md := range e.Modifiers {
						r = r || md.RuleID == timeslots.Rule
					}
					if r {
						rushed++
					} else {
						calm++
					}
				}
			}
		}
		if waits == 0 || calm == 0 {
			t.Fatalf("no order waited (%d) or no attack rolled (%d)", waits, calm)
		}
		share[i] = float64(rushed) / float64(rushed+calm)
		t.Logf("rushed_dice %d: orders that waited for a slot %d; to-hit rolls rushed %d, unhurried %d", 1-i, waits, rushed, calm)
	}
	if share[0] >= share[1] {
		t.Errorf("rushed attacks %.0f%% of all when a rush costs a die, %.0f%% when it costs none: the AI should rush less when it costs", 100*share[0], 100*share[1])
	}
}

// freeRushes is the shipped content with a timeslots section whose
// rushed attacks lose no die.
func freeRushes(t *testing.T) *content.Content {
	t.Helper()
	dir := filepath.Join("..", "..", "rules", "content", "data")
	fsys := fstest.MapFS{}
	err := fs.WalkDir(os.DirFS(dir), ".", func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		data, err := fs.ReadFile(os.DirFS(dir), p)
		if p == "modules.yaml" {
			data = []byte(strings.Replace(string(data), "rushed_dice: 1 ", "rushed_dice: 0 ", 1))
		}
		fsys[p] = &fstest.MapFile{Data: data}
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	c, err := content.Load(fsys, "free")
	if err != nil {
		t.Fatal(err)
	}
	return c
}
