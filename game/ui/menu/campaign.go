package menu

import (
	"fmt"
	"path/filepath"
	"slices"
	"strconv"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/krygothic/krygothic/game/campaign"
	"github.com/krygothic/krygothic/game/match"
	"github.com/krygothic/krygothic/game/ui"
	"github.com/krygothic/krygothic/game/ui/widget"
	"github.com/krygothic/krygothic/scenarios"
)

// campaignPage is the campaign screen: the ship's map, the standing, the
// next battle with its bets, and the way into the battle and the rosters.
// Every change is saved at once (campaign.Save, atomic), so quitting
// loses nothing; a battle left before its end is not settled, and is
// offered again from its start.
type campaignPage struct {
	pageBase
	cp       *campaign.Campaign
	dir      string // the campaign's folder
	changed  func() // the campaigns page's refresh
	board    *landMap
	standing *standingTable
	bets     [2]*widget.Slider // a person's bet, by slot (attacker, defender); nil for an AI's
	betValue [2]float64
	fight    *widget.Button
	roster   *widget.Button
	quit     *widget.Button
	st       widget.Status
	side     widget.Rect // the next battle's panel
	missions map[string]string
	planErr  string             // why the next battle could not be planned, if it could not
	pending  []*campaign.Report // walkovers settled as the screen opened, to report
}

func newCampaignPage(m *Menu, cp *campaign.Campaign, dir string, changed func()) *campaignPage {
	p := &campaignPage{pageBase: newPageBase(m), cp: cp, dir: dir, changed: changed, missions: map[string]string{}}
	p.board = &landMap{p: p, aim: -1}
	p.standing = &standingTable{p: p}
	p.fight = &widget.Button{Label: "Fight", Primary: true, OnPress: p.fightNext}
	p.roster = &widget.Button{Label: "Roster…", OnPress: func() { p.openRoster() }}
	p.quit = &widget.Button{Label: "Quit to menu", OnPress: func() { p.leave() }}
	p.pending = p.plan(false)
	return p
}

// pushCampaignPage opens the campaign screen of cp, kept in dir, on m,
// with the report of any walkover its planning settled above it.
func pushCampaignPage(m *Menu, cp *campaign.Campaign, dir string, changed func()) *campaignPage {
	p := newCampaignPage(m, cp, dir, changed)
	m.push(p)
	if len(p.pending) > 0 {
		m.push(newReportPage(m, cp, p.pending))
		p.pending = nil
	}
	return p
}

// update leaves on Back for the main menu, like Quit.
func (p *campaignPage) update(in *widget.Input) {
	if in.Back {
		p.leave()
		return
	}
	p.form.Update(in)
}

// leave goes back to the main menu: the campaign is saved already.
func (p *campaignPage) leave() {
	if p.changed != nil {
		p.changed()
	}
	p.env.Nav.Menu()
}

// file is the campaign file's path.
func (p *campaignPage) file() string { return filepath.Join(p.dir, campaign.FileName) }

// save writes the campaign, and says so when it cannot. A bet placed
// above what the team may now bet (its funds spent on recruits since) is
// lowered to the most first, or the file would not read back.
func (p *campaignPage) save() bool {
	if b := p.cp.Next; b != nil {
		for slot, id := range []string{b.Attacker, b.Defender} {
			if most := campaign.MaxBet(p.cp.Team(id)); b.Bets[slot] > most {
				b.Bets[slot] = most
			}
		}
	}
	if err := p.cp.Save(p.file(), p.env.Content); err != nil {
		p.st.Warn("Not saved: %s", errText(err))
		return false
	}
	return true
}

// plan plans the next battle when none is (the AI's bets placed), saves,
// and sets the widgets for it; it returns the walkovers planning settled
// (a land taken unfought), for a report. Unless forced (Plan the next battle), it waits while a
// person's roster breaks the army limits (its Squad Leader fallen): such
// a team would sit its attack out or lose a land unfought, so the person
// recruits first.
func (p *campaignPage) plan(force bool) []*campaign.Report {
	cp := p.cp
	defer p.setForm()
	p.planErr = ""
	if cp.Next == nil && !cp.Over() {
		for _, t := range cp.Teams {
			if _, err := t.Army(p.env.Content); err != nil && !t.IsAI() && !force {
				p.planErr = fmt.Sprintf("%s cannot field its roster: %s. Recruit on its roster page first; "+
					"Plan the next battle plans it anyway (a team that cannot field an army sits its attack out, and loses a land it holds unfought)",
					t.Name, once(errText(err)))
				return nil
			}
		}
		before := len(cp.History)
		if _, err := cp.Plan(p.env.Content); err != nil {
			p.planErr = capitalised(once(errText(err)))
		}
		if len(cp.History) > before || p.planErr == "" {
			p.save()
		}
		return cp.History[before:]
	}
	return nil
}

// planShown plans as plan does, and shows the report of any walkover.
func (p *campaignPage) planShown(force bool) {
	if walkovers := p.plan(force); len(walkovers) > 0 {
		p.m.push(newReportPage(p.m, p.cp, walkovers))
	}
}

// setForm makes the bet sliders of the people in the next battle and
// puts the widgets in the focus order.
func (p *campaignPage) setForm() {
	cp := p.cp
	p.bets = [2]*widget.Slider{}
	items := []widget.Item{p.board}
	if b := cp.Next; b != nil {
		for slot, id := range []string{b.Attacker, b.Defender} {
			t := cp.Team(id)
			if t.IsAI() {
				continue
			}
			p.betValue[slot] = float64(max(b.Bets[slot], 0))
			most := campaign.MaxBet(t)
			p.bets[slot] = &widget.Slider{Label: t.Name + "'s bet", Value: &p.betValue[slot], Min: 0, Max: float64(max(most, 1)),
				Step: float64(max(most/20, 1)), Format: func(v float64) string { return strconv.Itoa(int(v)) },
				OnChange: func() { p.bet(slot) }}
			items = append(items, p.bets[slot])
		}
	}
	p.fight.Label, p.fight.Disabled = "Fight", cp.Over()
	if cp.Next == nil {
		p.fight.Label = "Plan the next battle"
	}
	if b := cp.Next; b != nil && cp.Team(b.Attacker).IsAI() && cp.Team(b.Defender).IsAI() {
		p.fight.Label = "Resolve (AI against AI)"
	}
	items = append(items, p.fight, p.standing, p.roster, p.quit)
	p.form.Set(items...)
	if !p.fight.Disabled {
		p.form.FocusOn(p.fight)
	}
}

// bet places the bet of the person in slot, from the slider, and saves.
func (p *campaignPage) bet(slot int) {
	b := p.cp.Next
	id := []string{b.Attacker, b.Defender}[slot]
	if err := p.cp.Bet(id, int(p.betValue[slot])); err != nil {
		p.st.Warn("%s", errText(err))
		return
	}
	p.st = widget.Status{}
	p.save()
}

// retarget has the person attacking attack land l instead.
func (p *campaignPage) retarget(l *campaign.Land) {
	if err := p.cp.Retarget(p.env.Content, l.ID); err != nil {
		p.st.Warn("%s", errText(err))
		return
	}
	if p.save() {
		p.st.Info("You attack %s, held by %s.", l.Name, p.cp.Team(l.Owner).Name)
	}
	p.setForm()
}

// selectTeam shows team id first in the standing, for its roster.
func (p *campaignPage) selectTeam(id string) {
	for i, t := range p.cp.Standing() {
		if t.ID == id {
			p.standing.sel = i
		}
	}
}

// openRoster opens the roster of the team selected in the standing.
func (p *campaignPage) openRoster() {
	t := p.cp.Standing()[min(p.standing.sel, len(p.cp.Teams)-1)]
	p.m.push(newRosterPage(p.m, p, t.ID))
}

// fightNext places the people's bets as the sliders show them, then
// starts the battle on the battle screen (a person in it) or fights it
// headless (two AI teams).
func (p *campaignPage) fightNext() {
	cp, c := p.cp, p.env.Content
	b := cp.Next
	if b == nil {
		p.planShown(true)
		return
	}
	ids := [2]string{b.Attacker, b.Defender}
	for slot, id := range ids {
		if p.bets[slot] != nil && b.Bets[slot] < 0 {
			if err := cp.Bet(id, int(p.betValue[slot])); err != nil {
				p.st.Warn("%s", errText(err))
				return
			}
		}
	}
	if !cp.Ready() || !p.save() {
		p.st.Warn("The bets are not all placed.")
		return
	}
	a, d := cp.Team(b.Attacker), cp.Team(b.Defender)
	if a.IsAI() && d.IsAI() {
		reps, err := cp.PlayAI(c, p.dir)
		if err != nil {
			p.st.Warn("Battle %d could not be resolved: %s", b.Number, errText(err))
			return
		}
		p.settled(reps)
		return
	}
	t, err := cp.Table(c)
	if err != nil {
		p.st.Warn("Battle %d cannot start: %s", b.Number, errText(err))
		return
	}
	setup := ui.MatchSetup{Scenario: t.Scenario, ScenarioName: b.Mission, Content: t.Content, Mode: ui.Hotseat, Seed: b.Seed,
		Back: p.m, Over: p.finish, Failed: func(err error) { p.st.Warn("Battle %d cannot start: %s", b.Number, errText(err)) }}
	if a.IsAI() != d.IsAI() {
		setup.Mode, setup.Human, setup.AI = ui.VersusAI, 0, d.Player
		if a.IsAI() {
			setup.Human, setup.AI = 1, a.Player
		}
	}
	p.st = widget.Status{}
	p.env.Nav.Play(setup)
}

// finish settles the battle the battle screen played, as it ends:
// campaign.Finish keeps its replay in the campaign's folder, settles it
// and saves; the report waits on top of the campaign screen for the
// player's return.
func (p *campaignPage) finish(m *match.Match) {
	rep, err := p.cp.Finish(p.env.Content, p.dir, m)
	if err != nil {
		p.st.Warn("The battle could not be settled: %s", errText(err))
		return
	}
	p.settled([]*campaign.Report{rep})
}

// settled shows settled battles' reports, and plans the next battle
// (whose walkovers, if any, are shown above them).
func (p *campaignPage) settled(reps []*campaign.Report) {
	reps = append(reps, p.plan(false)...)
	p.m.push(newReportPage(p.m, p.cp, reps))
	if p.changed != nil {
		p.changed()
	}
}

// missionName is a mission's scenario's name, "turf-war" → "Turf War".
func (p *campaignPage) missionName(name string) string {
	if n, ok := p.missions[name]; ok {
		return n
	}
	n := name
	if s, err := scenarios.Open(name, p.env.Content); err == nil && s.Name != "" {
		n = s.Name
	}
	p.missions[name] = n
	return n
}

func (p *campaignPage) layout(area widget.Rect) {
	c := widget.Rect{X: area.X + 40, Y: area.Y + 28, W: area.W - 80, H: area.H - 48}
	rw := min(max(c.W*0.34, 420), 600)
	top := c.Y + 56
	bottom := c.Bottom() - buttonH - 14
	p.board.Rect = widget.Rect{X: c.X, Y: top, W: c.W - rw - 20, H: bottom - top}
	x := c.Right() - rw
	p.standing.Rect = widget.Rect{X: x, Y: top, W: rw, H: p.standing.height()}
	p.side = widget.Rect{X: x, Y: p.standing.Rect.Bottom() + 14, W: rw, H: bottom - p.standing.Rect.Bottom() - 14}
	in := p.side.Inset(pad)
	y := in.Bottom() - buttonH
	p.fight.Rect = widget.Rect{X: in.X, Y: y, W: in.W, H: buttonH}
	for slot := 1; slot >= 0; slot-- {
		if p.bets[slot] != nil {
			y -= 64 + 8
			p.bets[slot].Rect = widget.Rect{X: in.X, Y: y, W: in.W, H: 64}
		}
	}
	p.quit.Rect = widget.Rect{X: c.Right() - 190, Y: c.Bottom() - buttonH, W: 190, H: buttonH}
	p.roster.Rect = widget.Rect{X: p.quit.Rect.X - 12 - 190, Y: c.Bottom() - buttonH, W: 190, H: buttonH}
}

func (p *campaignPage) draw(dst *ebiten.Image, area widget.Rect) {
	s := p.style()
	cp := p.cp
	c := widget.Rect{X: area.X + 40, Y: area.Y + 28, W: area.W - 80, H: area.H - 48}
	s.Write(dst, s.Fonts.Bold, 32, s.Pal.Ink, c.X, c.Y, widget.Fit(cp.Name, s.Fonts.Bold, 32, c.W*0.5))
	state := fmt.Sprintf("Battle %d of %d", min(cp.Fought+1, cp.Battles), cp.Battles)
	if cp.Over() {
		state = fmt.Sprintf("Over after %s", ui.Count(cp.Fought, "battle", "battles"))
	}
	s.WriteRight(dst, s.Fonts.Regular, sizeSmall, s.Pal.Dim, c.Right(), c.Y+14, state+" · the ship's war map: click a land to see its holder")
	s.Panel(dst, p.side)
	p.drawNext(dst, s)
	p.form.Draw(dst, s)
	foot := widget.Rect{X: c.X, Y: p.roster.Rect.Y, W: p.roster.Rect.X - 16 - c.X, H: buttonH + 8}
	if p.st.Text == "" {
		s.Para(dst, s.Fonts.Regular, sizeTiny, s.Pal.Dim, foot.X, foot.Y+4, foot.W,
			"Every change is saved at once. A battle left before its end is not settled: Fight offers it again from its start.", 2)
	}
	p.st.Draw(dst, s, foot)
}

// drawNext draws the next battle's panel: who attacks which land on what
// mission, the bets, and what is at stake; or the campaign's end.
func (p *campaignPage) drawNext(dst *ebiten.Image, s widget.Style) {
	cp := p.cp
	in := p.side.Inset(pad)
	b := cp.Next
	if cp.Over() || b == nil {
		title := "The campaign is over"
		if !cp.Over() {
			title = "No battle planned"
		}
		s.Write(dst, s.Fonts.Bold, sizeHeading-4, s.Pal.Ink, in.X, in.Y, title)
		if !cp.Over() {
			s.Para(dst, s.Fonts.Regular, sizeSmall, s.Pal.Warning, in.X, in.Y+40, in.W, p.planErr+".", 9)
		}
		if cp.Over() {
			w := cp.Standing()[0]
			s.Para(dst, s.Fonts.Regular, sizeBody, s.Pal.Ink, in.X, in.Y+40, in.W,
				fmt.Sprintf("%s wins the war, holding %s with %d funds. The standing above is final.", w.Name,
					ui.Count(len(cp.LandsOf(w.ID)), "land", "lands"), w.Funds), 6)
		}
		return
	}
	a, d, l := cp.Team(b.Attacker), cp.Team(b.Defender), cp.Land(b.Land)
	s.Write(dst, s.Fonts.Bold, sizeHeading-4, s.Pal.Ink, in.X, in.Y, fmt.Sprintf("Battle %d: %s", b.Number, l.Name))
	y := in.Y + 36
	y = s.Para(dst, s.Fonts.Regular, sizeSmall, s.Pal.Dim, in.X, y, in.W, "The mission: "+p.missionName(b.Mission)+".", 2) + 6
	for slot, t := range []*campaign.Team{a, d} {
		bet := "no bet yet"
		switch {
		case b.Bets[slot] >= 0:
			bet = fmt.Sprintf("bets %d", b.Bets[slot])
		case p.bets[slot] != nil:
			bet = fmt.Sprintf("will bet %d", int(p.betValue[slot]))
		}
		drawToken(dst, s, slices.Index(cp.Teams, t), in.X+10, y+10, 10)
		s.Para(dst, s.Fonts.Bold, sizeSmall, s.Pal.Ink, in.X+28, y, in.W-28, t.Name, 1)
		s.Para(dst, s.Fonts.Regular, sizeTiny, s.Pal.Dim, in.X+28, y+20, in.W-28, fmt.Sprintf("%s, %s · %s of at most %d",
			[]string{"attacks", "defends"}[slot], playerName(t), bet, campaign.MaxBet(t)), 1)
		y += 42
	}
	note := "The winner takes both bets; an attacker who wins takes the land."
	if !a.IsAI() {
		note += " Or attack a dotted land: click it (or left, right, Enter on the map)."
	}
	// As many lines of it as there is room for above the bets' sliders.
	floor := p.fight.Rect.Y
	for _, sl := range p.bets {
		if sl != nil {
			floor = min(floor, sl.Rect.Y)
		}
	}
	if lines := int((floor - 8 - (y + 4)) / (widget.LineHeight(sizeSmall) + 2)); lines > 0 {
		s.Para(dst, s.Fonts.Regular, sizeSmall, s.Pal.Dim, in.X, y+4, in.W, note, min(lines, 4))
	}
}

// once is a message with its repeated parts ("; " between them, one a
// mission tried) said once: "No mission of X fits both rosters: A; B; A"
// is "No mission of X fits both rosters: A; B".
func once(msg string) string {
	head, rest, ok := strings.Cut(msg, ": ")
	if !ok {
		return msg
	}
	var out []string
	for _, part := range strings.Split(rest, "; ") {
		if !slices.Contains(out, part) {
			out = append(out, part)
		}
	}
	return head + ": " + strings.Join(out, "; ")
}
