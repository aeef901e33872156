package combat_test

import (
	"testing"

	"github.com/krygothic/krygothic/rules/combat"
	"github.com/krygothic/krygothic/rules/content"
)

// KG-MOVE-03, RULINGS "Added 2026-11-23": running never takes Body below 1
// (a Body-0 objective stays 0); the fatigue marker, not armour, carries it
// (KG-STAT-05).
func TestBodyFloor(t *testing.T) {
	for _, tc := range []struct {
		body    content.Stat
		fatigue int
		want    int
	}{
		{1, 0, 1}, {1, 1, 1}, {1, 2, 1}, {2, 1, 1}, {2, 2, 1}, {3, 0, 3}, {3, 1, 2}, {3, 2, 1}, {0, 0, 0}, {0, 1, 0},
	} {
		f := with(joe("f"), func(f *combat.Fighter) { f.Stats.Body, f.Fatigue = tc.body, tc.fatigue })
		if got := f.Body(); got != tc.want {
			t.Errorf("KG-MOVE-03: Body %d, fatigue %d: Body() %d, want %d", tc.body, tc.fatigue, got, tc.want)
		}
	}
}

// KG-MOVE-03 with KG-RC-13 and KG-CC-08: wounds are rolled against current
// Body, so a Body-1 unit out of breath after its run keeps Body 1 and no
// out-of-breath modifier; Body 3 after one run is Body 2, after two Body 1
// (as before the ruling); armour is untouched. However large the marker,
// Body counts as 1.
func TestWoundTNOutOfBreath(t *testing.T) {
	for _, tc := range []struct {
		id            string
		body          content.Stat
		fatigue       int
		ranged, melee int // pistol b 2; a punch against flak 4
	}{
		{"KG-MOVE-03 Body 1 fresh", 1, 0, 1 + 4 - 2, 1 + 4},
		{"KG-MOVE-03 Body 1 out of breath", 1, 1, 1 + 4 - 2, 1 + 4},
		{"KG-MOVE-03 Body 3 after a run", 3, 1, 2 + 4 - 2, 2 + 4},
		{"KG-MOVE-03 Body 3 out of breath", 3, 2, 1 + 4 - 2, 1 + 4},
		{"KG-MOVE-03 a marker past the floor", 2, 2, 1 + 4 - 2, 1 + 4},
	} {
		target := with(defender(), func(f *combat.Fighter) { f.Stats.Body, f.Fatigue = tc.body, tc.fatigue })
		p, err := combat.RangedAttack{Shooter: pistolShooter(3), Target: target, Situation: open(4)}.Plan()
		if err != nil || p.WoundTN != tc.ranged {
			t.Errorf("%s: ranged wound TN %d (%v), want %d", tc.id, p.WoundTN, err, tc.ranged)
		}
		if err == nil && breathMods(p.WoundMods) != (tc.ranged < int(tc.body)+4-2) {
			t.Errorf("%s: ranged out-of-breath modifier %v", tc.id, p.WoundMods)
		}
		cc, err := combat.CCAttack{Attacker: brawler(), Defender: target, Attack: combat.Punch}.Plan(combat.NoDefenceType)
		if err != nil || cc.WoundTN != tc.melee {
			t.Errorf("%s: close-combat wound TN %d (%v), want %d", tc.id, cc.WoundTN, err, tc.melee)
		}
		if err == nil && breathMods(cc.WoundMods) != (tc.melee < int(tc.body)+4) {
			t.Errorf("%s: close-combat out-of-breath modifier %v", tc.id, cc.WoundMods)
		}
	}
}

// breathMods reports whether mods hold an out-of-breath modifier.
func breathMods(mods []combat.Modifier) bool {
	for _, m := range mods {
		if m.RuleID == "KG-MOVE-03" {
			return true
		}
	}
	return false
}
