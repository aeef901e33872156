package battle_test

import (
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/krygothic/krygothic/game/match"
	"github.com/krygothic/krygothic/game/ui"
	"github.com/krygothic/krygothic/game/ui/battle"
	"github.com/krygothic/krygothic/game/ui/controls"
	"github.com/krygothic/krygothic/game/ui/uitest"
	"github.com/krygothic/krygothic/rules/combat"
	"github.com/krygothic/krygothic/rules/geom"
	"github.com/krygothic/krygothic/rules/orders"
)

// rawWords finds what a player should never read: a unit's ID, a point's
// coordinates, a tick.
var rawWords = regexp.MustCompile(`[a-z]+\.[a-z]+-[a-z-]*[0-9]|\(-?[0-9.]+, -?[0-9.]+\)|\btick [0-9]`)

// The toasts speak the player's words (issue 16): a refused attack names
// both models as the panel does ("Sergeant Vance"), a declared move says
// how far, which way and to what spot, never an ID or coordinates.
func TestToastsNameModels(t *testing.T) {
	uitest.NeedLoop(t)
	env, _ := testEnv(t)
	b := newBattle(t, env, 3)
	t.Cleanup(env.Controls.ReleaseCursor)
	d := &driver{t: t, env: env, b: b}
	d.frame()
	d.wholeDeck() // the models clicked stand anywhere on the deck
	v := b.Match().View()
	vance, ok := v.Unit("confederates.ec-commander-1")
	if !ok {
		t.Fatal("the default scenario has no confederates.ec-commander-1")
	}
	var enemy geom.Vec
	for _, u := range v.Units() {
		if u.Side == 1 {
			enemy = u.Base.Centre
			break
		}
	}
	check := func(what, toast string, want ...string) {
		t.Logf("%s: %q", what, toast)
		t.Helper()
		for _, w := range want {
			if !strings.Contains(toast, w) {
				t.Errorf("%s toast %q does not say %q", what, toast, w)
			}
		}
		if m := rawWords.FindString(toast); m != "" {
			t.Errorf("%s toast %q shows %q", what, toast, m)
		}
	}

	d.claim(0)
	d.press(controls.Select, vance.Base.Centre)
	d.env.Controls.Simulate(controls.VerbAttack, 0, 0)
	d.frame()
	d.press(controls.Order, enemy)
	for range 10 {
		if strings.HasPrefix(b.Flash(), "Refused") {
			break
		}
		d.frame()
	}
	check("refusal", b.Flash(), "Refused (KG-CC-01)", "Sergeant Vance is not in base contact with ")
	shot(t, b, "toast-refused")

	d.claim(0)
	d.env.Controls.Simulate(controls.VerbMove, 0, 0)
	d.frame()
	to := geom.Vec{X: vance.Base.Centre.X + 2, Y: vance.Base.Centre.Y}
	d.press(controls.Order, to)
	check("declaration", b.Flash(), `Declared: Sergeant Vance move 2" east, to a spot `)
	shot(t, b, "toast-declared")
}

// With the rules detail off, as a player starts, the toasts and the log
// say the same without rule IDs (issue 36): "Refused: Sergeant Vance is
// not in base contact with …", and no log line ends in one.
func TestRulesDetailOff(t *testing.T) {
	uitest.NeedLoop(t)
	env, _ := testEnv(t)
	env.Settings.RulesDetail = false
	b := newBattle(t, env, 3)
	t.Cleanup(env.Controls.ReleaseCursor)
	d := &driver{t: t, env: env, b: b}
	d.frame()
	d.wholeDeck() // the models clicked stand anywhere on the deck
	v := b.Match().View()
	vance, _ := v.Unit("confederates.ec-commander-1")
	var enemy geom.Vec
	for _, u := range v.Units() {
		if u.Side == 1 {
			enemy = u.Base.Centre
			break
		}
	}
	d.claim(0)
	d.press(controls.Select, vance.Base.Centre)
	d.env.Controls.Simulate(controls.VerbAttack, 0, 0)
	d.frame()
	d.press(controls.Order, enemy)
	for range 10 {
		if strings.HasPrefix(b.Flash(), "Refused") {
			break
		}
		d.frame()
	}
	if !strings.HasPrefix(b.Flash(), "Refused: Sergeant Vance is not in base contact with ") {
		t.Errorf("toast %q", b.Flash())
	}
	cites := regexp.MustCompile(`\b(KG|GAP|XS|SW)-[A-Z0-9]`)
	lines := b.LogTexts()
	for _, l := range lines {
		if cites.MatchString(l) {
			t.Errorf("a log line cites a rule: %q", l)
		}
	}
	if len(lines) < 5 {
		t.Errorf("only %d log lines", len(lines))
	}
}

// shot draws the screen into the -shots folder as name.png, when one is
// named.
func shot(t *testing.T, b *battle.Battle, name string) {
	t.Helper()
	if *shots == "" {
		return
	}
	img := ebiten.NewImage(ui.ScreenWidth, ui.ScreenHeight)
	b.Draw(img)
	saveShot(t, img, name)
}

// A refusal the other side's player meets (the AI, as it weighs its
// orders) is logged but not flashed over the map: the person gave no
// such order.
func TestOthersRefusalsAreNotFlashed(t *testing.T) {
	uitest.NeedLoop(t)
	script := &match.Script{Side: "blue", Queue: []orders.Declaration{{Side: "blue", Steps: []orders.Order{
		{Unit: "blue.renegade-prophet-1", Verb: orders.Attack, Target: "red.ec-commander-1", Attack: combat.Punch}}}}}
	b, d := onScreen(t, "testdata/duel.yaml", 1, [2]match.Player{nil, script}, nil)
	refused := false
	for range 30 {
		d.frame()
		for _, e := range b.Match().View().Log(0) {
			if r, ok := e.Event.(match.Refused); ok && r.Side == "blue" {
				refused = true
			}
		}
		if strings.HasPrefix(b.Flash(), "Refused") {
			t.Fatalf("blue's refusal flashed for red's player: %q", b.Flash())
		}
	}
	if !refused {
		t.Fatalf("blue's attack was not refused:\n%s", dumpLog(b.Match()))
	}
}

// The colour key of a dark deck says what darkness does, citing its
// rule only with the rules detail on.
func TestDarkKeyCitesOnlyWithRulesDetail(t *testing.T) {
	uitest.NeedLoop(t)
	for _, detail := range []bool{false, true} {
		env, _ := testEnv(t)
		env.Settings.RulesDetail = detail
		b := fightOn(t, env, "dark-engine-room", 1)
		want := "dark: +2 to hit"
		if detail {
			want += " (KG-SCN-02)"
		}
		if labels := b.LegendLabels(); !slices.Contains(labels, want) {
			t.Errorf("rules detail %v: the key reads %q; want %q in it", detail, labels, want)
		}
	}
}

// The done confirmation, with the rules detail off, warns in words and
// names the key bound to done, citing no rule.
func TestDoneConfirmationInWords(t *testing.T) {
	uitest.NeedLoop(t)
	env, _ := testEnv(t)
	env.Settings.RulesDetail = false
	b := newBattle(t, env, 3)
	d := &driver{t: t, env: env, b: b}
	d.frame()
	d.claim(0)
	d.env.Controls.Simulate(controls.DoneRound, 0, 0)
	d.frame()
	if f := b.Flash(); !strings.HasPrefix(f, "Done for this round? Unspent AP are lost. Press D again") {
		t.Errorf("toast %q", f)
	}
}
