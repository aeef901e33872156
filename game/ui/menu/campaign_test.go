package menu

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/krygothic/krygothic/game/campaign"
	"github.com/krygothic/krygothic/game/settings"
	"github.com/krygothic/krygothic/game/ui"
	"github.com/krygothic/krygothic/game/ui/uitest"
)

// newCampaignScreen is a campaign of cfg saved in a new folder, its
// screen open on the main menu.
func newCampaignScreen(t *testing.T, cfg campaign.Config) (*Menu, *campaignPage, *fakeNav) {
	t.Helper()
	env, nav := newEnv(t)
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
	p := newCampaignPage(m, cp, dir, nil)
	m.push(p)
	return m, p, nav
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
