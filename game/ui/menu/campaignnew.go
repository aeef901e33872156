package menu

import (
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strconv"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/krygothic/krygothic/game/campaign"
	"github.com/krygothic/krygothic/game/settings"
	"github.com/krygothic/krygothic/game/ui/widget"
	"github.com/krygothic/krygothic/scenarios"
)

// campaignArmy is an army a campaign's team can begin with: a shipped
// list, or one of the player's own (the army builder's).
type campaignArmy struct {
	label string
	arg   string // campaign.TeamConfig.Army: the shipped name, or the file's path
}

// campaignPlayers are who can play a team, as the page offers them, and
// what each is to the campaign (campaign.Person or an AI level). "You"
// and "a second person" are both people: the difference is only who sits
// at the screen (hotseat).
var campaignPlayers = func() [][2]string {
	out := [][2]string{{"you", campaign.Person}, {"a second person (hotseat)", campaign.Person}}
	for _, l := range aiLevels {
		out = append(out, [2]string{"AI " + l.Name, l.Name})
	}
	return out
}()

// teamRow is one team of the new campaign: its army and who plays it.
type teamRow struct{ army, player *widget.Chooser }

// campaignSetupPage starts a new campaign: a name, two to four teams,
// the number of battles and the seed.
type campaignSetupPage struct {
	pageBase
	armies  []campaignArmy
	name    *widget.TextField
	count   *widget.Chooser // 2, 3 or 4 teams
	teams   [campaign.MaxTeams]teamRow
	battles *widget.Slider
	nBattle float64
	seedTxt *widget.TextField
	reroll  *widget.Button
	start   *widget.Button
	back    *widget.Button
	st      widget.Status
	panel   widget.Rect
	made    func() // the campaigns page's refresh
}

func newCampaignSetupPage(m *Menu, made func()) *campaignSetupPage {
	p := &campaignSetupPage{pageBase: newPageBase(m), made: made, nBattle: campaign.DefaultBattles}
	shipped := loadArmies(p.env.Content)
	for _, name := range scenarios.ShippedArmies() {
		label := name
		if a := shipped[name]; a != nil {
			label = a.Name
		}
		p.armies = append(p.armies, campaignArmy{label: label, arg: name})
	}
	if dir, err := settings.ArmiesDir(); err == nil {
		for _, o := range loadMine(p.env.Content) {
			p.armies = append(p.armies, campaignArmy{label: o.army.Name + " (yours)", arg: filepath.Join(dir, o.name+".yaml")})
		}
	}
	p.name = &widget.TextField{Label: "Name", Limit: 40, Text: []rune("The war for the ship")}
	p.count = &widget.Chooser{Label: "Teams", Options: []string{"2 teams", "3 teams", "4 teams"}, OnChange: p.setForm}
	var labels []string
	for _, a := range p.armies {
		labels = append(labels, a.label)
	}
	var players []string
	for _, pl := range campaignPlayers {
		players = append(players, pl[0])
	}
	for i := range p.teams {
		p.teams[i] = teamRow{
			army:   &widget.Chooser{Label: fmt.Sprintf("Team %d: army", i+1), Options: labels, Idx: i % max(len(labels), 1)},
			player: &widget.Chooser{Label: "played by", Options: players, Idx: 2 + defaultLevel()},
		}
	}
	p.teams[0].player.Idx = 0 // you
	p.battles = &widget.Slider{Label: "Battles", Value: &p.nBattle, Min: 1, Max: 60, Step: 1,
		Format: func(v float64) string { return strconv.Itoa(int(v)) }}
	p.seedTxt = &widget.TextField{Label: "Seed", Limit: 20, Placeholder: "a number",
		Accept: func(r rune) bool { return r >= '0' && r <= '9' }}
	p.reroll = &widget.Button{Label: "New seed", OnPress: p.newSeed}
	p.start = &widget.Button{Label: "Begin the campaign", Primary: true, OnPress: p.begin}
	p.back = &widget.Button{Label: "Back", OnPress: func() { m.pop() }}
	p.newSeed()
	p.setForm()
	return p
}

// newSeed draws a new seed.
func (p *campaignSetupPage) newSeed() {
	p.seedTxt.Text = []rune(strconv.FormatUint(rand.Uint64N(1_000_000_000), 10))
}

// n is how many teams are chosen.
func (p *campaignSetupPage) n() int { return campaign.MinTeams + p.count.Idx }

// setForm puts the widgets of the teams chosen in the focus order.
func (p *campaignSetupPage) setForm() {
	items := []widget.Item{p.name, p.count}
	for i := range p.n() {
		items = append(items, p.teams[i].army, p.teams[i].player)
	}
	items = append(items, p.battles, p.seedTxt, p.reroll, p.start, p.back)
	p.form.Set(items...)
}

// config is the campaign the page describes.
func (p *campaignSetupPage) config() (campaign.Config, error) {
	seed, err := strconv.ParseUint(string(p.seedTxt.Text), 10, 64)
	if err != nil {
		return campaign.Config{}, fmt.Errorf("the seed is a whole number from 0 to %d", uint64(1<<64-1))
	}
	cfg := campaign.Config{Name: strings.TrimSpace(string(p.name.Text)), Seed: seed, Battles: int(p.nBattle)}
	for i := range p.n() {
		if len(p.armies) == 0 {
			return cfg, fmt.Errorf("no army list to begin with")
		}
		cfg.Teams = append(cfg.Teams, campaign.TeamConfig{Army: p.armies[p.teams[i].army.Idx].arg,
			Player: campaignPlayers[p.teams[i].player.Idx][1]})
	}
	return cfg, nil
}

// begin makes the campaign, saves it in a new folder and opens its
// screen in place of this page. Nothing is lost on an error: the page
// stays as it was, the problem shown.
func (p *campaignSetupPage) begin() {
	cfg, err := p.config()
	if err != nil {
		p.st.Warn("%s", capitalised(err.Error())+".")
		return
	}
	cp, err := campaign.New(cfg, p.env.Content)
	if err != nil {
		p.st.Warn("The campaign cannot begin: %s", errText(err))
		return
	}
	dir, err := newCampaignFolder(cp.Name)
	if err == nil {
		err = cp.Save(filepath.Join(dir, campaign.FileName), p.env.Content)
	}
	if err != nil {
		p.st.Warn("The campaign cannot be saved: %s", errText(err))
		return
	}
	if p.made != nil {
		p.made()
	}
	p.m.pop()
	pushCampaignPage(p.m, cp, dir, p.made)
}

// newCampaignFolder makes a new folder for a campaign called name in the
// campaigns folder: the name in lower case, dashes between its words
// (nameAsFile), numbered if taken.
func newCampaignFolder(name string) (string, error) {
	root, err := campaignsDir()
	if err != nil {
		return "", err
	}
	if err := os.MkdirAll(root, 0o755); err != nil {
		return "", err
	}
	base := nameAsFile(name, "campaign")
	for i := 1; ; i++ {
		dir := filepath.Join(root, base)
		if i > 1 {
			dir = fmt.Sprintf("%s-%d", dir, i)
		}
		err := os.Mkdir(dir, 0o755)
		if err == nil {
			return dir, nil
		}
		if !os.IsExist(err) || i > 999 {
			return "", err
		}
	}
}

func (p *campaignSetupPage) layout(area widget.Rect) {
	c := body(area)
	top := c.Y + 64
	p.panel = widget.Rect{X: c.X, Y: top, W: c.W, H: c.Bottom() - buttonH - 16 - top}
	in := p.panel.Inset(24)
	half := (in.W - 24) / 2
	p.name.Rect = widget.Rect{X: in.X, Y: in.Y, W: half, H: 64}
	p.count.Rect = widget.Rect{X: in.X + half + 24, Y: in.Y, W: min(half, 260), H: 60}
	y := in.Y + 84
	for i := range p.teams {
		p.teams[i].army.Rect = widget.Rect{X: in.X, Y: y, W: half, H: 60}
		p.teams[i].player.Rect = widget.Rect{X: in.X + half + 24, Y: y, W: half, H: 60}
		y += 68
	}
	y = in.Bottom() - 64
	p.battles.Rect = widget.Rect{X: in.X, Y: y, W: half, H: 64}
	p.seedTxt.Rect = widget.Rect{X: in.X + half + 24, Y: y, W: 220, H: 64}
	p.reroll.Rect = widget.Rect{X: p.seedTxt.Rect.Right() + 12, Y: y + 24, W: 150, H: 40}
	p.start.Rect = widget.Rect{X: c.Right() - 300, Y: c.Bottom() - buttonH, W: 300, H: buttonH}
	p.back.Rect = widget.Rect{X: p.start.Rect.X - 12 - 160, Y: c.Bottom() - buttonH, W: 160, H: buttonH}
}

func (p *campaignSetupPage) draw(dst *ebiten.Image, area widget.Rect) {
	s := p.style()
	c := body(area)
	s.Write(dst, s.Fonts.Bold, 36, s.Pal.Ink, c.X, c.Y, "New campaign")
	s.WriteRight(dst, s.Fonts.Regular, sizeSmall, s.Pal.Dim, c.Right(), c.Y+18,
		fmt.Sprintf("Each team begins with %d funds, its den and a share of the ship.", campaign.StartFunds))
	s.Panel(dst, p.panel)
	p.form.Draw(dst, s)
	if n := p.n(); n < campaign.MaxTeams {
		r := p.teams[n].army.Rect
		s.Para(dst, s.Fonts.Regular, sizeSmall, s.Pal.Dim, r.X, r.Y+8, p.panel.W-48,
			"A team's army list becomes its roster, each model named; its profiles are the recruits it may buy. "+
				"Your own lists from the army builder are offered too.", 3)
	}
	p.st.Draw(dst, s, widget.Rect{X: c.X, Y: p.back.Rect.Y, W: p.back.Rect.X - 16 - c.X, H: buttonH + 8})
}
