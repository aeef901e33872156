package menu

import (
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/krygothic/krygothic/game/campaign"
	"github.com/krygothic/krygothic/game/settings"
	"github.com/krygothic/krygothic/game/ui"
	"github.com/krygothic/krygothic/game/ui/widget"
)

// campaignsFolder is the folder beside the saves that holds the
// campaigns: one folder each, its campaign.FileName and the battles'
// replays (campaign.RecordName) inside.
const campaignsFolder = "campaigns"

// campaignsDir is the folder the campaigns are kept in.
func campaignsDir() (string, error) {
	d, err := settings.SavesDir()
	if err != nil {
		return "", err
	}
	return filepath.Join(d, campaignsFolder), nil
}

// campaignEntry is one campaign found in the folder.
type campaignEntry struct {
	dir      string
	cp       *campaign.Campaign // nil when it does not read
	err      error
	modified time.Time
}

// campaignsPage lists the campaigns to resume, and starts new ones.
type campaignsPage struct {
	pageBase
	list    *widget.List
	entries []campaignEntry
	resume  *widget.Button
	create  *widget.Button
	back    *widget.Button
	st      widget.Status
	detail  widget.Rect
}

func newCampaignsPage(m *Menu) *campaignsPage {
	p := &campaignsPage{pageBase: newPageBase(m)}
	p.list = &widget.List{RowH: rowH, OnSelect: func(int) { p.selected() }, OnChoose: func(int) { p.open() }}
	p.resume = &widget.Button{Label: "Resume", Primary: true, OnPress: p.open}
	p.create = &widget.Button{Label: "New campaign…", OnPress: func() { m.push(newCampaignSetupPage(m, p.read)) }}
	p.back = &widget.Button{Label: "Back", OnPress: func() { m.pop() }}
	p.form.Set(p.list, p.resume, p.create, p.back)
	p.read()
	if len(p.entries) == 0 {
		p.form.FocusOn(p.create)
	}
	return p
}

// read lists the campaigns folder again, the last played first.
func (p *campaignsPage) read() {
	p.entries, p.st = nil, widget.Status{}
	dir, err := campaignsDir()
	var folders []os.DirEntry
	if err == nil {
		folders, err = os.ReadDir(dir)
		if os.IsNotExist(err) {
			err = nil
		}
	}
	if err != nil {
		p.st.Warn("The campaigns folder cannot be read: %v", err)
	}
	for _, f := range folders {
		if !f.IsDir() || strings.HasPrefix(f.Name(), ".") {
			continue
		}
		e := campaignEntry{dir: filepath.Join(dir, f.Name())}
		file := filepath.Join(e.dir, campaign.FileName)
		if fi, err := os.Stat(file); err == nil {
			e.modified = fi.ModTime()
		}
		e.cp, e.err = campaign.Load(file, p.env.Content)
		p.entries = append(p.entries, e)
	}
	slices.SortStableFunc(p.entries, func(a, b campaignEntry) int { return b.modified.Compare(a.modified) })
	p.list.Rows = nil
	for _, e := range p.entries {
		r := widget.Row{Title: filepath.Base(e.dir), Note: e.modified.Local().Format("2 Jan 2006 15:04")}
		if e.err != nil {
			r.Detail, r.Warn, r.Disabled = "cannot be read: "+shortErr(e.err, filepath.Join(e.dir, campaign.FileName)), true, true
		} else {
			r.Title = e.cp.Name
			r.Detail = campaignSummary(e.cp)
		}
		p.list.Rows = append(p.list.Rows, r)
	}
	p.list.Empty = "No campaigns yet: press New campaign."
	if dir != "" {
		p.list.Empty += " They are kept in " + dir + "."
	}
	first := slices.IndexFunc(p.list.Rows, func(r widget.Row) bool { return !r.Disabled })
	p.list.Choose(max(first, 0))
	p.selected()
}

// campaignSummary is a campaign in a line: how far it is, and its teams.
func campaignSummary(cp *campaign.Campaign) string {
	var teams []string
	for _, t := range cp.Teams {
		teams = append(teams, t.Name)
	}
	state := fmt.Sprintf("%d of %d battles fought", cp.Fought, cp.Battles)
	if cp.Over() {
		state = "over after " + ui.Count(cp.Fought, "battle", "battles")
	}
	return state + " · " + strings.Join(teams, " vs ")
}

func (p *campaignsPage) current() *campaignEntry {
	if p.list.Sel < len(p.entries) {
		return &p.entries[p.list.Sel]
	}
	return nil
}

func (p *campaignsPage) selected() {
	e := p.current()
	p.resume.Disabled = e == nil || e.err != nil
}

// open opens the chosen campaign's screen.
func (p *campaignsPage) open() {
	e := p.current()
	if e == nil || e.err != nil {
		return
	}
	// Read again: the screen works on a fresh copy of the file.
	cp, err := campaign.Load(filepath.Join(e.dir, campaign.FileName), p.env.Content)
	if err != nil {
		p.st.Warn("%s cannot be resumed: %s", filepath.Base(e.dir), errText(err))
		return
	}
	pushCampaignPage(p.m, cp, e.dir, p.read)
}

func (p *campaignsPage) layout(area widget.Rect) {
	c := body(area)
	top := c.Y + 64
	bottom := c.Bottom() - buttonH - 16
	lw := min(c.W*0.58, 720)
	p.list.Rect = widget.Rect{X: c.X, Y: top, W: lw, H: bottom - top}
	p.detail = widget.Rect{X: c.X + lw + 24, Y: top, W: c.W - lw - 24, H: bottom - top}
	x := c.Right()
	for _, b := range []*widget.Button{p.resume, p.create, p.back} {
		w := map[*widget.Button]float64{p.resume: 200, p.create: 230, p.back: 160}[b]
		x -= w
		b.Rect = widget.Rect{X: x, Y: c.Bottom() - buttonH, W: w, H: buttonH}
		x -= 12
	}
}

func (p *campaignsPage) draw(dst *ebiten.Image, area widget.Rect) {
	s := p.style()
	c := body(area)
	s.Write(dst, s.Fonts.Bold, 36, s.Pal.Ink, c.X, c.Y, "Campaign")
	s.WriteRight(dst, s.Fonts.Regular, sizeSmall, s.Pal.Dim, c.Right(), c.Y+18, "A war over the ship's lands, battle after battle.")
	p.form.Draw(dst, s)
	s.Panel(dst, p.detail)
	in := p.detail.Inset(24)
	if e := p.current(); e != nil && e.cp != nil {
		cp := e.cp
		s.Write(dst, s.Fonts.Bold, 24, s.Pal.Ink, in.X, in.Y, widget.Fit(cp.Name, s.Fonts.Bold, 24, in.W))
		y := in.Y + 44
		state := fmt.Sprintf("%d of %d fought", cp.Fought, cp.Battles)
		if cp.Over() {
			state += ": the campaign is over"
		}
		s.Write(dst, s.Fonts.Regular, sizeSmall, s.Pal.Dim, in.X, y, "Battles")
		s.Write(dst, s.Fonts.Regular, sizeSmall, s.Pal.Ink, in.X+110, y, state)
		y += 34
		for i, t := range cp.Standing() {
			line := fmt.Sprintf("%d. %s (%s): %d funds, %s", i+1, t.Name, playerName(t), t.Funds, ui.Count(len(cp.LandsOf(t.ID)), "land", "lands"))
			y = s.Para(dst, s.Fonts.Regular, sizeSmall, s.Pal.Ink, in.X, y, in.W, line, 2) + 6
		}
		y += 10
		s.Para(dst, s.Fonts.Regular, sizeTiny, s.Pal.Dim, in.X, y, in.W, "Folder: "+e.dir, 3)
	} else if e != nil {
		s.Para(dst, s.Fonts.Regular, sizeSmall, s.Pal.Warning, in.X, in.Y, in.W, errText(e.err), 12)
	} else {
		s.Write(dst, s.Fonts.Bold, 24, s.Pal.Ink, in.X, in.Y, "What a campaign is")
		s.Para(dst, s.Fonts.Regular, sizeSmall, s.Pal.Ink, in.X, in.Y+44, in.W, campaignAbout, 20)
	}
	p.st.Draw(dst, s, widget.Rect{X: c.X, Y: p.back.Rect.Y, W: p.back.Rect.X - 16 - c.X, H: buttonH + 8})
}

// campaignAbout tells a newcomer what a campaign is, beside an empty
// list.
const campaignAbout = "Two to four crews fight over the ship's regions, battle after battle. " +
	"Before each battle both sides bet up to a fifth of their funds; the winner takes both bets, and an attacker who wins takes the land. " +
	"Lands pay their holder after every battle.\n\n" +
	"Your models keep their names. The fallen are gone for good; up to three recruits join between battles. " +
	"Survivors earn improvement points to raise their stats, and one that went Down may carry a flaw."

// playerName says who plays team t: "person", or "AI normal".
func playerName(t *campaign.Team) string {
	if t.IsAI() {
		return "AI " + t.Player
	}
	return "person"
}
