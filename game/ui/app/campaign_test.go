package app_test

import (
	"os"
	"path/filepath"
	"reflect"
	"slices"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/krygothic/krygothic/game/ai"
	"github.com/krygothic/krygothic/game/campaign"
	"github.com/krygothic/krygothic/game/match"
	"github.com/krygothic/krygothic/game/settings"
	"github.com/krygothic/krygothic/game/ui"
	"github.com/krygothic/krygothic/game/ui/app"
	"github.com/krygothic/krygothic/game/ui/battle"
	"github.com/krygothic/krygothic/game/ui/controls"
	"github.com/krygothic/krygothic/game/ui/menu"
	"github.com/krygothic/krygothic/game/ui/uitest"
	"github.com/krygothic/krygothic/rules/content"
)

// standIn is the app with the easy AI standing in for every person in a
// match: the battle screen opens on the setup the menus hand Play (its
// Over and Back hooks too), but both sides are the AI's, so a test can
// play the match to its end at once.
type standIn struct{ *app.App }

func (s standIn) Play(setup ui.MatchSetup) {
	var players [2]match.Player
	for i, side := range setup.Scenario.Sides {
		p, err := ai.New("easy", side.ID, setup.Seed+uint64(i))
		if err != nil {
			panic(err)
		}
		players[i] = p
	}
	b, err := battle.NewWithPlayers(s.Env(), setup, players)
	if err != nil {
		panic(err)
	}
	s.Show(b)
}

// The "Done when", through the client: a new player starts a
// campaign from the main menu (a person against the AI, three battles),
// bets, fights each battle on the battle screen (played to its end by
// the AI standing in) and comes back to the campaign screen with the
// report; a land changes hands and a veteran improves; the player quits
// and resumes to the same campaign.
func TestCampaignFromTheMainMenu(t *testing.T) {
	uitest.NeedLoop(t)
	home := t.TempDir()
	t.Setenv(settings.HomeEnv, home)
	a, err := app.New(nil)
	if err != nil {
		t.Fatal(err)
	}
	a.Env().Nav = standIn{a}
	a.Menu() // the menu made again, with the stand-in as its Nav
	t.Cleanup(a.Env().Controls.ReleaseCursor)
	p := &player{t: t, a: a, screen: ebiten.NewImage(ui.ScreenWidth, ui.ScreenHeight)}
	p.step()
	p.click("Campaign")
	p.click("New campaign…")
	p.click("Seed")
	for range 20 {
		a.Env().Controls.SimulateBackspace()
		p.step()
	}
	a.Env().Controls.SimulateTyping("7")
	p.step()
	for range campaign.DefaultBattles - 3 {
		p.click("−") // the battles' slider, the first − on the page
	}
	if !p.shows("Battles 3") {
		t.Fatal("the battles slider does not show 3")
	}
	p.click("Begin the campaign")
	saves, err := settings.SavesDir()
	if err != nil {
		t.Fatal(err)
	}
	dir := filepath.Join(saves, "campaigns", "the-war-for-the-ship")
	file := filepath.Join(dir, campaign.FileName)
	load := func() *campaign.Campaign {
		t.Helper()
		cp, err := campaign.Load(file, a.Env().Content)
		if err != nil {
			t.Fatal(err)
		}
		return cp
	}
	if !p.shows("Battle 1:") || !p.shows("Standing") {
		t.Fatal("the campaign screen does not show the first battle and the standing")
	}
	for n := 1; n <= 3; n++ {
		cp := load()
		if cp.Next == nil {
			// The person's roster broke the army limits (its leader
			// fell): a new one is recruited on the roster page, and
			// the battle planned on the way back.
			p.shot("campaign-unplanned")
			recruitLeader(p, cp)
			if cp = load(); cp.Next == nil {
				t.Fatalf("battle %d is not planned after recruiting a leader", n)
			}
		}
		if cp.Next == nil || cp.Next.Number != n {
			t.Fatalf("battle %d is not planned: %+v", n, cp.Next)
		}
		person := 0
		if cp.Team(cp.Next.Attacker).IsAI() {
			person = 1
		}
		p.click("+") // the person's bet, one step up
		if got := load().Next.Bets[person]; got <= 0 {
			t.Fatalf("battle %d: the bet placed is %d, want one step up", n, got)
		}
		p.click("Fight")
		b, ok := a.Scene().(*battle.Battle)
		if !ok {
			t.Fatalf("battle %d: Fight opened %T", n, a.Scene())
		}
		if err := b.Match().Run(campaign.MaxTicks); err != nil {
			t.Fatal(err)
		}
		if !b.Match().Over() {
			t.Fatalf("battle %d did not end", n)
		}
		p.step() // the screen sees the end: the campaign settles it
		if _, err := os.Stat(filepath.Join(dir, campaign.RecordName(n))); err != nil {
			t.Fatalf("battle %d's replay: %v", n, err)
		}
		if got := load().Fought; got != n {
			t.Fatalf("after battle %d the file says %d fought", n, got)
		}
		p.press(controls.Back, 0, 0)
		if _, ok := a.Scene().(*menu.Menu); !ok {
			t.Fatalf("battle %d: Back went to %T, not the campaign", n, a.Scene())
		}
		if !p.shows("the report") {
			t.Fatalf("battle %d: no report on the return", n)
		}
		p.shot("campaign-report")
		p.click("Continue")
	}
	cp := load()
	if !cp.Over() || len(cp.History) != 3 {
		t.Fatalf("after three battles: over %v, %d in the history", cp.Over(), len(cp.History))
	}
	taken := false
	for _, r := range cp.History {
		taken = taken || r.LandTaken
	}
	if !taken {
		t.Error("no land changed hands in three battles")
	}
	if !p.shows("The campaign is over") {
		t.Error("the screen does not say the campaign is over")
	}

	// A veteran improves: the person's model with the most IP buys a
	// raise it can afford on the roster page (a leader recruited first if
	// the last battle took it: a roster outside the army limits cannot
	// be priced).
	if _, err := cp.Teams[0].Army(a.Env().Content); err != nil {
		recruitLeader(p, cp)
		cp = load()
	}
	me := cp.Teams[0]
	best := 0
	for i, m := range me.Roster {
		if m.IP > me.Roster[best].IP {
			best = i
		}
	}
	if me.Roster[best].IP == 0 {
		t.Fatal("no model of the person's team earned IP")
	}
	p.click("1")       // the first land's token, the person's den: its holder selected…
	p.click("Roster…") // …and its roster opened
	if !p.shows("the roster") {
		t.Fatal("the roster did not open")
	}
	p.click(me.Roster[best].Name)
	raised, costs := false, map[string]any{}
	for _, stat := range content.StatNames {
		cost, err := cp.RaiseCost(a.Env().Content, me.ID, best, stat)
		costs[stat] = cost
		if err != nil {
			costs[stat] = err
		}
		if err == nil && cost <= me.Roster[best].IP {
			label := "Raise " + campaign.StatName(stat)
			for tries := 0; !p.shows(label); tries++ {
				if tries > len(content.StatNames) {
					t.Fatalf("the stat chooser never offers %q", label)
				}
				p.click(">") // the stat chooser's next (the first > on the page)
			}
			p.click(label)
			raised = true
			break
		}
	}
	if !raised {
		t.Fatalf("%s cannot afford a raise with %d IP: %v", me.Roster[best].Name, me.Roster[best].IP, costs)
	}
	after := load()
	if m := after.Team(me.ID).Roster[best]; len(m.Raises) == 0 || m.IP >= me.Roster[best].IP {
		t.Fatalf("the raise was not saved: %+v", m)
	}
	p.press(controls.Back, 0, 0)

	// Quit, and resume: the same campaign.
	p.click("Quit to menu")
	p.click("Campaign")
	p.click("Resume")
	if !p.shows(after.Name) || !p.shows("The campaign is over") {
		t.Fatal("Resume did not open the campaign")
	}
	if again := load(); !reflect.DeepEqual(again, after) {
		t.Error("resuming changed the campaign")
	}
}

// recruitLeader recruits the person's (the first team's) lost leader on
// its roster page: the catalogue's profile that no living model has.
func recruitLeader(p *player, cp *campaign.Campaign) {
	p.t.Helper()
	me := cp.Teams[0]
	k := slices.IndexFunc(me.Catalogue, func(c *campaign.Model) bool {
		return !slices.ContainsFunc(me.Roster, func(m *campaign.Model) bool { return m.Unit == c.Unit })
	})
	if k < 0 {
		p.t.Fatalf("%s lacks no profile of its catalogue", me.Name)
	}
	p.click("1") // the person's den
	p.click("Roster…")
	p.hover("Recruit") // the chooser's label, drawn before the button's
	for range k {
		p.press(controls.PanRight, 0, 0)
	}
	p.press(controls.PanDown, 0, 0) // the focus on the button
	p.press(controls.Declare, 0, 0)
	if !p.shows("joins " + me.Name) {
		p.t.Fatalf("no recruit joined %s", me.Name)
	}
	p.press(controls.Back, 0, 0)
}
