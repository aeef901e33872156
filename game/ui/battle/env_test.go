package battle_test

import (
	"testing"

	"github.com/krygothic/krygothic/game/match"
	"github.com/krygothic/krygothic/game/settings"
	"github.com/krygothic/krygothic/game/ui"
	"github.com/krygothic/krygothic/game/ui/battle"
	"github.com/krygothic/krygothic/game/ui/controls"
	"github.com/krygothic/krygothic/game/ui/uitest"
	"github.com/krygothic/krygothic/rules/content"
	"github.com/krygothic/krygothic/scenarios"
)

func TestMain(m *testing.M) { uitest.Main(m) }

// nav records where the screen sent the player.
type nav struct{ menu int }

func (n *nav) Menu()                      { n.menu++ }
func (n *nav) Play(ui.MatchSetup)         {}
func (n *nav) Watch(string, match.Record) {}
func (n *nav) View(string)                {}
func (n *nav) Settings()                  {}
func (n *nav) Quit()                      {}
func (n *nav) Show(ui.Scene)              {}

// testEnv is a client environment with the default settings and keys,
// keeping saves under a temporary KRYGOTHIC_HOME.
func testEnv(t testing.TB) (*ui.Env, *nav) {
	t.Helper()
	t.Setenv("KRYGOTHIC_HOME", t.TempDir())
	fonts, err := ui.LoadFonts()
	if err != nil {
		t.Fatal(err)
	}
	c, err := content.Default()
	if err != nil {
		t.Fatal(err)
	}
	ctl, err := controls.New(controls.DefaultBindings())
	if err != nil {
		t.Fatal(err)
	}
	st := settings.Default()
	st.RulesDetail = true // the tests read the rules' IDs, as a designer does; a player's words are tested with it off
	n := &nav{}
	return &ui.Env{Fonts: fonts, Content: c, Settings: &st, Controls: ctl, Nav: n, Palette: ui.PaletteFor(false)}, n
}

// loadScenario loads a scenario file (a test's, under testdata) with
// env's content.
func loadScenario(t testing.TB, env *ui.Env, file string) *scenarios.Scenario {
	t.Helper()
	s, err := scenarios.LoadFile(file, env.Content)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// newBattle opens a hotseat match of the default scenario with seed.
func newBattle(t testing.TB, env *ui.Env, seed uint64) *battle.Battle {
	t.Helper()
	s, err := scenarios.Default(env.Content)
	if err != nil {
		t.Fatal(err)
	}
	b, err := battle.New(env, ui.MatchSetup{Scenario: s, ScenarioName: s.Name, Seed: seed})
	if err != nil {
		t.Fatal(err)
	}
	return b
}

func TestProbe(t *testing.T) {
	env, _ := testEnv(t)
	b := newBattle(t, env, 1)
	for _, u := range b.Match().View().Units() {
		t.Logf("%s %+v", u.ID, u.Base.Centre)
	}
	t.Logf("deck %dx%d", b.Match().View().Scenario().Deck.W, b.Match().View().Scenario().Deck.H)
}
