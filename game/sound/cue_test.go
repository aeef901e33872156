package sound_test

import (
	"testing"

	"github.com/krygothic/krygothic/game/match"
	"github.com/krygothic/krygothic/game/sound"
	"github.com/krygothic/krygothic/rules/combat"
	"github.com/krygothic/krygothic/rules/content"
	"github.com/krygothic/krygothic/rules/dice"
	"github.com/krygothic/krygothic/rules/modules"
	"github.com/krygothic/krygothic/rules/modules/blast"
	"github.com/krygothic/krygothic/rules/orders"
)

// TestForMapsEventsToCues is the table of which log event makes which
// sound (docs/client.md, Sound), and which make none.
func TestForMapsEventsToCues(t *testing.T) {
	roll := func(purpose string, kind combat.RollKind, arm combat.Arm) combat.Roll {
		return combat.Roll{Purpose: purpose, Kind: kind, Arm: arm, By: "a.x", Dice: []dice.Chain{{4}}}
	}
	cases := []struct {
		name string
		e    combat.Event
		want sound.Cue
	}{
		{"ranged to hit", roll("to hit", combat.HitRoll, combat.Gun), sound.Shot},
		{"ranged to hit, second attack", roll("to hit (attack 1 of 2)", combat.HitRoll, combat.Gun), sound.Shot},
		{"close-combat to hit", roll("to hit", combat.HitRoll, combat.Hand), sound.Blow},
		{"a blast's to hit is heard as its blast", roll("to hit", combat.HitRoll, combat.Lobbed), sound.None},
		{"to wound", roll("to wound", combat.WoundRoll, combat.Gun), sound.None},
		{"Willpower", roll("Willpower", combat.CheckRoll, combat.NoArm), sound.None},
		{"wounded", combat.Wounded{Unit: "b.y", Wounds: 1}, sound.Hit},
		{"no wounds", combat.Wounded{Unit: "b.y", Wounds: 0}, sound.None},
		{"removed", combat.Wounded{Unit: "b.y", Wounds: 2, Removed: true}, sound.Death},
		{"round started", match.RoundStarted{Number: 2}, sound.RoundStart},
		{"round ended", match.RoundEnded{Number: 1}, sound.RoundEnd},
		{"match ended", match.Ended{}, sound.MatchEnd},
		{"declared", orders.Declared{Side: "a"}, sound.None},
		{"arrived", orders.Arrived{Unit: "a.x"}, sound.None},
		{"note", combat.Note{Text: "out of range"}, sound.None},
	}
	for _, c := range cases {
		if got := sound.For(c.e, nil); got != c.want {
			t.Errorf("%s: For = %q, want %q", c.name, got, c.want)
		}
	}
}

// A rule module played tells the cues of its own events (facet.Sounds):
// a blast come down explodes, and nothing does without the module.
func TestModulesTellTheirCues(t *testing.T) {
	c, err := content.Default()
	if err != nil {
		t.Fatal(err)
	}
	played, err := modules.Playing([]string{"blast"}, c)
	if err != nil {
		t.Fatal(err)
	}
	landed := blast.BlastLanded{RuleID: blast.Rule, X: 3, Y: 4, Diameter: 3}
	if got := sound.For(landed, played); got != sound.Explosion {
		t.Errorf("a blast come down: %q, want %q", got, sound.Explosion)
	}
	if got := sound.For(landed, nil); got != sound.None {
		t.Errorf("a blast without its module: %q, want none", got)
	}
}
