package menu

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/krygothic/krygothic/game/campaign"
	"github.com/krygothic/krygothic/game/settings"
	"github.com/krygothic/krygothic/game/ui"
	"github.com/krygothic/krygothic/game/ui/uitest"
	"github.com/krygothic/krygothic/game/ui/widget"
)

// newCampaignScreen is a campaign of cfg saved in a new folder, its
// screen open on the main menu.
func newCampaignScreen(t *testing.T, cfg campaign.Config) (*Menu, *campaignPage, *fakeNav) {
	t.Helper()
	env, nav := newEnv(t)
	m, p := openCampaign(t, env, cfg)
	return m, p, nav
}

// openCampaign makes a campaign of cfg in a new folder, and opens its
// screen in env on the main menu.
func openCampaign(t *testing.T, env *ui.Env, cfg campaign.Config) (*Menu, *campaignPage) {
	t.Helper()
	cp, err := campaign.New(cfg, env.Content)
	if err != nil {
		t.Fatal(err)
	}
	dir, err := newCampaignFolder(cp.Name)
	if err != nil {
		t.Fatal(err)
	}
	if err := cp.Save(filepath.Join(dir, campaign.FileName), env.Content); err != nil {
		t.Fatal(err)
	}
	m := NewMain(env)
	return m, pushCampaignPage(m, cp, dir, nil)
}

// twoTeams is a campaign of a person against the normal AI.
var twoTeams = campaign.Config{Name: "The war for the ship", Seed: 7, Teams: []campaign.TeamConfig{
	{Army: "renegades", Player: campaign.Person}, {Army: "protarian", Player: "normal"}}}

// The campaign screen of a person against the normal AI, before the
// first battle: the map, the standing, the battle and the bet.
func TestCampaignGolden(t *testing.T) {
	m, _, _ := newCampaignScreen(t, twoTeams)
	uitest.Golden(t, "campaign", draw(m, 1280, 720), 3)
}

// threeTeams is a person against two AI teams.
var threeTeams = campaign.Config{Name: "Three crews", Seed: 11, Teams: []campaign.TeamConfig{
	{Army: "renegades", Player: campaign.Person}, {Army: "protarian", Player: "normal"}, {Army: "hive", Player: "hard"}}}

// The docs' screenshots of the campaign screen, written into
// KRYGOTHIC_CAMPAIGN_SHOTS (docs/screenshots) when it names a folder:
// at 1024×640, at 2560×1440 at the UI scale picked there, and in the
// colour-blind palette.
func TestCampaignShots(t *testing.T) {
	dir := os.Getenv("KRYGOTHIC_CAMPAIGN_SHOTS")
	if dir == "" {
		t.Skip("KRYGOTHIC_CAMPAIGN_SHOTS names no folder")
	}
	uitest.NeedLoop(t)
	save := func(m *Menu, name string, w, h int) {
		t.Helper()
		if err := ui.SavePNG(draw(m, w, h), filepath.Join(dir, name+".png")); err != nil {
			t.Fatal(err)
		}
	}
	m, p, _ := newCampaignScreen(t, threeTeams)
	save(m, "campaign-map", 1024, 640)
	ui.Scale = settings.AutoUIScale(2560, 1440) // as the client picks it on such a monitor
	save(m, "campaign-2560", 2560, 1440)
	ui.Scale = 1
	*p.env.Palette = ui.ColourBlindPalette
	save(m, "campaign-cvd", 1280, 720)
	*p.env.Palette = ui.StandardPalette
	m.push(newRosterPage(m, p, "t1"))
	save(m, "campaign-roster", 1280, 720)
	m.pop()
	m.pop()
	m.push(newCampaignSetupPage(m, nil))
	save(m, "campaign-new", 1280, 720)
}

// A battle between two AI teams is resolved headless from the screen: the
// Fight button says Resolve, and pressing it settles the battle, keeps its
// replay in the campaign's folder and shows the report; the next battle
// is planned and everything saved.
func TestCampaignResolvesAnAIBattle(t *testing.T) {
	uitest.NeedLoop(t)
	cfg := twoTeams
	cfg.Teams = []campaign.TeamConfig{{Army: "renegades", Player: "easy"}, {Army: "protarian", Player: "easy"}}
	m, p, _ := newCampaignScreen(t, cfg)
	env := p.env
	step(t, env, m)
	if p.fight.Label != "Resolve (AI against AI)" {
		t.Fatalf("the button says %q", p.fight.Label)
	}
	click(t, env, m, p.fight.Rect)
	rep, ok := m.top().(*reportPage)
	if !ok {
		t.Fatalf("no report: %T on top, status %q", m.top(), p.st.Text)
	}
	saved, err := campaign.Load(p.file(), env.Content)
	if err != nil {
		t.Fatal(err)
	}
	if saved.Fought != 1 || saved.Next == nil || saved.Next.Number != 2 || rep.reps[0].Battle.Number != 1 {
		t.Errorf("after resolving: %d fought, next %+v", saved.Fought, saved.Next)
	}
	if _, err := os.Stat(filepath.Join(p.dir, campaign.RecordName(1))); err != nil {
		t.Error(err)
	}
	click(t, env, m, rep.done.Rect)
	if m.top() != page(p) {
		t.Errorf("Continue left %T on top", m.top())
	}
}

// A person's bet is placed and saved as the slider moves, and a land a
// person may attack is attacked instead with a click on the map.
func TestCampaignBetAndRetarget(t *testing.T) {
	uitest.NeedLoop(t)
	m, p, _ := newCampaignScreen(t, twoTeams)
	env := p.env
	draw(m, 1280, 720)
	step(t, env, m)
	r := p.bets[0].Rect
	click(t, env, m, widget.Rect{X: r.Right() - 30, Y: r.Bottom() - 34, W: 30, H: 30}) // its +
	saved, err := campaign.Load(p.file(), env.Content)
	if err != nil {
		t.Fatal(err)
	}
	if want := campaign.MaxBet(p.cp.Teams[0]) / 20; saved.Next.Bets[0] != want {
		t.Errorf("the bet saved is %d, want %d", saved.Next.Bets[0], want)
	}
	var other *campaign.Land
	for _, l := range p.board.targets() {
		if l.ID != p.cp.Next.Land {
			other = l
		}
	}
	if other == nil {
		t.Fatal("no other land to attack")
	}
	x, y := p.board.at(other)
	click(t, env, m, widget.Rect{X: x - 1, Y: y - 1, W: 2, H: 2})
	if saved, _ := campaign.Load(p.file(), env.Content); saved.Next.Land != other.ID {
		t.Errorf("the battle saved is at %s, want %s (status %q)", saved.Next.Land, other.ID, p.st.Text)
	}
}

// campaignMenus are the campaign's pages for the layout tests: the
// campaigns page, the new campaign page, the campaign screen with two
// teams and with four (two people in hotseat, both bets on the screen),
// a roster, and the report of a battle resolved.
func campaignMenus(t *testing.T) map[string]func(*ui.Env) *Menu {
	t.Helper()
	four := campaign.Config{Name: "Four crews", Seed: 3, Teams: []campaign.TeamConfig{{Army: "renegades", Player: campaign.Person},
		{Army: "protarian", Player: campaign.Person}, {Army: "hive", Player: "easy"}, {Army: "ralim", Player: "hard"}}}
	ais := campaign.Config{Name: "Machines", Seed: 5, Teams: []campaign.TeamConfig{{Army: "renegades", Player: "easy"}, {Army: "protarian", Player: "easy"}}}
	return map[string]func(*ui.Env) *Menu{
		"campaigns": func(env *ui.Env) *Menu { return opened(newMenu(env, nil), newCampaignsPage) },
		"new campaign": func(env *ui.Env) *Menu {
			return opened(newMenu(env, nil), func(m *Menu) page { return newCampaignSetupPage(m, nil) })
		},
		"campaign":         func(env *ui.Env) *Menu { m, _ := openCampaign(t, env, twoTeams); return m },
		"campaign of four": func(env *ui.Env) *Menu { m, _ := openCampaign(t, env, four); return m },
		"roster": func(env *ui.Env) *Menu {
			m, p := openCampaign(t, env, threeTeams)
			m.push(newRosterPage(m, p, "t1"))
			return m
		},
		"report": func(env *ui.Env) *Menu {
			m, p := openCampaign(t, env, ais)
			p.fightNext()
			if _, ok := m.top().(*reportPage); !ok {
				t.Fatalf("no report: %s", p.st.Text)
			}
			return m
		},
	}
}
