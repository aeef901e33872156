package menu

import (
	"cmp"
	"fmt"
	"github.com/krygothic/krygothic/rules/modules"
	"io/fs"
	"math"
	"math/rand/v2"
	"path/filepath"
	"slices"
	"strconv"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/krygothic/krygothic/game/ai"
	"github.com/krygothic/krygothic/game/match"
	"github.com/krygothic/krygothic/game/settings"
	"github.com/krygothic/krygothic/game/ui"
	"github.com/krygothic/krygothic/game/ui/widget"
	"github.com/krygothic/krygothic/rules/army"
	"github.com/krygothic/krygothic/rules/content"
	"github.com/krygothic/krygothic/scenarios"
)

// shippedScenario is a scenario as the menus list it: a shipped one, or
// a random mission (GAP-33).
type shippedScenario struct {
	name    string // its name, for scenarios.Open and the record: shipped, or random-SEED
	s       *scenarios.Scenario
	err     error
	preview *deckPreview
	random  bool // the random mission of the dice seed
}

// loadShipped loads every shipped scenario; one that fails is kept with
// its error.
func loadShipped(c *content.Content) []*shippedScenario {
	var out []*shippedScenario
	for _, name := range scenarios.Shipped() {
		out = append(out, listed(name, c))
	}
	return out
}

// listed loads the scenario called name for the list.
func listed(name string, c *content.Content) *shippedScenario {
	s, err := scenarios.Open(name, c)
	sc := &shippedScenario{name: name, s: s, err: err}
	if err == nil {
		sc.preview = newDeckPreview(s)
	}
	return sc
}

// randomTitle is the list's row for a random mission.
const randomTitle = "Skirmish on a random deck"

// randomMission is the random mission of seed for the list; seed 0
// builds none.
func randomMission(seed uint64, c *content.Content) *shippedScenario {
	if seed == 0 {
		return &shippedScenario{name: randomTitle, random: true, err: fmt.Errorf("a random deck is built from a dice seed of 1 or more")}
	}
	sc := listed(scenarios.Random(seed).Name, c)
	sc.random = true
	return sc
}

// shippedArmyFile is how the scenario loader names a shipped army's file.
func shippedArmyFile(name string) string { return "scenarios/armies/" + name + ".yaml" }

// loadArmies parses every shipped army list; lists that fail are left out
// (kg army check reports them).
func loadArmies(c *content.Content) map[string]*army.Army {
	out := map[string]*army.Army{}
	for _, name := range scenarios.ShippedArmies() {
		src, err := fs.ReadFile(scenarios.Armies, "armies/"+name+".yaml")
		if err != nil {
			continue
		}
		if a, err := army.Parse(shippedArmyFile(name), src, c, modules.Fields(c)); err == nil {
			out[name] = a
		}
	}
	return out
}

// loadMine parses the army lists saved in the army folder (the army
// builder's, settings.ArmiesDir), by file name; lists that fail are left
// out (the builder and kg army check say why).
func loadMine(c *content.Content) []armyOption {
	dir, err := settings.ArmiesDir()
	if err != nil {
		return nil
	}
	files, _ := filepath.Glob(filepath.Join(dir, "*.yaml"))
	var out []armyOption
	for _, f := range files {
		if a, err := army.Load(f, c, modules.Fields(c)); err == nil {
			out = append(out, armyOption{name: strings.TrimSuffix(filepath.Base(f), ".yaml"), army: a, mine: true})
		}
	}
	return out
}

// armyOption is one army a side can field: the scenario's own (name "")
// or a shipped list of any team that fits the side (Scenario.Fits), so every
// team can be played on a scenario without reinforcements, or one of the
// player's own lists (the army builder's).
type armyOption struct {
	name string // the shipped army's name, or the player's list's file name; "" for the scenario's own
	army *army.Army
	mine bool // one of the player's lists, in the army folder
}

func (o armyOption) label() string { return o.army.Name }

// about is the army's size and cost, and whose list it is.
func (o armyOption) about() string {
	whose := "the scenario's list"
	switch {
	case o.mine:
		whose = "your list " + o.name
	case o.name != "":
		whose = "shipped list " + o.name
	}
	return fmt.Sprintf("%s, %d pts, tactics %d; %s", ui.Count(len(o.army.Models), "model", "models"), o.army.Cost, o.army.Team.TacticsRating, whose)
}

// aiLevels are the AI's levels a player can choose, weakest first (the
// baseline is a measuring stick for kg selfplay, not an opponent).
var aiLevels = ai.Levels()

// defaultLevel is the level the page starts on: normal.
func defaultLevel() int {
	for i, l := range aiLevels {
		if l.Name == ai.Normal.Name {
			return i
		}
	}
	return 0
}

// aboutLines is how many lines the panel under the AI level chooser has
// for the level's description.
const aboutLines = 4

// levelAbout is a sentence on what a level means, read from its data: how
// quickly it reacts and how well it weighs the table.
func levelAbout(l ai.Level) string {
	secs := math.Round(float64(l.Reaction)/match.TicksPerSecond*100) / 100
	judge := "weighs every option exactly"
	if l.Noise > 0 {
		judge = fmt.Sprintf("misjudges each option's worth by up to %d%%", int(math.Round(l.Noise*100)))
	}
	var does []string
	pick := func(on bool, yes, no string) {
		if on {
			does = append(does, yes)
		} else if no != "" {
			does = append(does, no)
		}
	}
	pick(l.Cover, "seeks cover", "closes in without seeking cover")
	pick(l.ShotTypes, "chooses aimed and snap shots", "fires standard shots only")
	pick(l.Waits, "waits to react", "never waits")
	pick(l.Defences, "picks close-combat defences by their odds", "")
	return fmt.Sprintf("Reacts in %s s and %s; %s.", strconv.FormatFloat(secs, 'f', -1, 64), judge, strings.Join(does, ", "))
}

// matchPage sets up a new match: hotseat, or against the AI when vsAI.
type matchPage struct {
	pageBase
	vsAI      bool
	scenarios []*shippedScenario
	armies    map[string]*army.Army
	mine      []armyOption // the player's own lists (the army builder's)
	list      *widget.List
	options   [2][]armyOption
	choosers  [2]*widget.Chooser
	seedField *widget.TextField
	reroll    *widget.Button
	rules     *widget.Button  // opens the rule modules page
	build     *widget.Button  // opens the army builder
	modules   []string        // the rule modules chosen for this match; nil: the scenario's
	human     *widget.Chooser // against the AI: the side the person plays
	level     *widget.Chooser // against the AI: its level, of aiLevels
	fogToggle *widget.Toggle  // the fog of war (always on when the scenario says so)
	fogBox    widget.Rect     // in hotseat: the panel of the fog toggle
	fog       bool
	deploy    *widget.Chooser // automatic deployment, or by hand (GAP-32)
	aiBox     widget.Rect     // against the AI: the panel of those two
	start     *widget.Button
	back      *widget.Button
	seed      uint64
	st        widget.Status
	panel     widget.Rect
}

// newMatchPage is the page for a new hotseat match.
func newMatchPage(m *Menu) *matchPage { return newMatchPageFor(m, false) }

// newAIMatchPage is the page for a new match against the AI.
func newAIMatchPage(m *Menu) *matchPage { return newMatchPageFor(m, true) }

func newMatchPageFor(m *Menu, vsAI bool) *matchPage {
	env := m.env
	p := &matchPage{pageBase: newPageBase(m), vsAI: vsAI, scenarios: loadShipped(env.Content), armies: loadArmies(env.Content),
		mine: loadMine(env.Content)}
	if vsAI { // the battle that comes to blows soonest first
		slices.SortStableFunc(p.scenarios, func(a, b *shippedScenario) int {
			return cmp.Compare(btoi(b.name == scenarios.DefaultVersusAIName), btoi(a.name == scenarios.DefaultVersusAIName))
		})
	}
	p.list = &widget.List{RowH: rowH, Empty: "No shipped scenarios in this build.", OnSelect: func(int) { p.pick() },
		OnChoose: func(int) { p.form.FocusOn(p.start) }}
	for _, sc := range p.scenarios {
		r := widget.Row{Title: sc.name, Detail: "does not load: " + errText(sc.err), Warn: true, Disabled: true}
		if sc.err == nil {
			r = widget.Row{Title: sc.s.Name, Detail: sc.s.Victory.Type + " · " + ui.Count(sc.s.Rounds, "round", "rounds")}
		}
		p.list.Rows = append(p.list.Rows, r)
	}
	// The last row: a random mission, its deck built from the dice seed.
	p.scenarios = append(p.scenarios, &shippedScenario{name: randomTitle, random: true})
	p.list.Rows = append(p.list.Rows, widget.Row{Title: randomTitle, Detail: "a new deck for every dice seed"})
	for i := range p.choosers {
		p.choosers[i] = &widget.Chooser{OnChange: func() { p.nameArmies(); p.check() }}
	}
	p.seedField = &widget.TextField{Label: "Dice seed", Limit: 20, Placeholder: "a number",
		Accept: func(r rune) bool { return r >= '0' && r <= '9' }, OnEdit: p.readSeed, OnSubmit: p.play}
	p.reroll = &widget.Button{Label: "New seed", OnPress: func() { p.setSeed(rand.Uint64N(1_000_000_000)) }}
	p.rules = &widget.Button{Label: "Rule modules…", OnPress: func() {
		if sc := p.current(); sc != nil {
			m.push(newModulesPage(m, p.moduleSet(), p.defaults(), p.chooseModules))
		}
	}}
	p.build = &widget.Button{Label: "Build an army…", OnPress: func() {
		m.push(newBuilderPage(m, func(string) {
			p.mine = loadMine(env.Content)
			p.pick()
		}))
	}}
	p.start = &widget.Button{Label: "Start hotseat match", Primary: true, OnPress: func() { p.play() }}
	p.back = &widget.Button{Label: "Back", OnPress: func() { m.pop() }}
	p.deploy = &widget.Chooser{Label: "Deployment", Options: []string{"automatic", "by hand"}}
	p.fogToggle = &widget.Toggle{Label: "Fog of war", Value: &p.fog, OnChange: p.keepFog}
	if vsAI {
		p.start.Label = "Start against the AI"
		p.human = &widget.Chooser{Label: "You play", OnChange: p.nameArmies}
		p.level = &widget.Chooser{Label: "AI level", Idx: defaultLevel()}
		for _, l := range aiLevels {
			p.level.Options = append(p.level.Options, l.Name)
		}
		p.form.Set(p.list, p.human, p.level, p.fogToggle, p.choosers[0], p.choosers[1], p.deploy, p.seedField, p.reroll, p.rules, p.build, p.start, p.back)
	} else {
		p.form.Set(p.list, p.fogToggle, p.choosers[0], p.choosers[1], p.deploy, p.seedField, p.reroll, p.rules, p.build, p.start, p.back)
	}
	p.setSeed(rand.Uint64N(1_000_000_000))
	p.list.Choose(0)
	return p
}

// btoi is 1 for true, 0 for false.
func btoi(b bool) int {
	if b {
		return 1
	}
	return 0
}

func errText(err error) string {
	if err == nil {
		return ""
	}
	return strings.ReplaceAll(err.Error(), "\n", "; ")
}

// current is the chosen scenario, or nil when it does not load.
func (p *matchPage) current() *shippedScenario {
	if p.list.Sel < len(p.scenarios) && p.scenarios[p.list.Sel].err == nil {
		return p.scenarios[p.list.Sel]
	}
	return nil
}

// moduleSet is the set of rule modules the match will play with: the
// player's choice, or the scenario's with the armies chosen (defaults).
func (p *matchPage) moduleSet() []string {
	if p.modules == nil {
		return p.defaults()
	}
	return p.modules
}

// chooseModules keeps the set of rule modules the player chose; the
// scenario's own set is no choice, so that it keeps following the armies
// chosen after it.
func (p *matchPage) chooseModules(names []string) {
	p.modules = names
	if slices.Equal(names, p.defaults()) {
		p.modules = nil
	}
}

// defaults is the set of rule modules the chosen scenario plays with when
// the player chooses none, with the armies chosen: a model fielded on a
// scenario that names no modules brings the modules it wants
// (scenarios.Scenario.ModulesWith).
func (p *matchPage) defaults() []string {
	sc := p.current()
	if sc == nil {
		return nil
	}
	return sc.s.ModulesWith(p.fielded())
}

// keepFog keeps the fog of war on for a scenario fought under it.
func (p *matchPage) keepFog() {
	if sc := p.current(); sc != nil && sc.s.Fog && !p.fog {
		p.fog = true
		p.st.Warn("%s is always fought under the fog of war.", sc.s.Name)
	}
}

// pick fills the army choosers (and against the AI, the side chooser)
// for the chosen scenario, whose rule modules it plays with until others
// are chosen.
func (p *matchPage) pick() {
	sc := p.current()
	p.modules = nil
	if sc != nil && sc.s.Fog {
		p.fog = true
	}
	for i := range p.choosers {
		p.options[i] = nil
		p.choosers[i].Options, p.choosers[i].Idx = nil, 0
		if sc == nil || sc.s.Sides[i] == nil || sc.s.Sides[i].Army == nil {
			continue
		}
		side := sc.s.Sides[i]
		own := side.Army
		p.options[i] = append(p.options[i], armyOption{army: own})
		for _, name := range scenarios.ShippedArmies() {
			a := p.armies[name]
			if a != nil && a.File != own.File && sc.s.Fits(i, a) == nil {
				p.options[i] = append(p.options[i], armyOption{name: name, army: a})
			}
		}
		for _, o := range p.mine {
			if sc.s.Fits(i, o.army) == nil {
				p.options[i] = append(p.options[i], o)
			}
		}
		for _, o := range p.options[i] {
			p.choosers[i].Options = append(p.choosers[i].Options, o.label())
		}
	}
	p.nameArmies()
	p.check()
}

// chosen is the army chosen for side i, and whether it is another than
// the scenario's own; nil when the side has none.
func (p *matchPage) chosen(i int) (a *army.Army, fielded bool) {
	if len(p.options[i]) == 0 {
		return nil, false
	}
	idx := min(p.choosers[i].Idx, len(p.options[i])-1)
	return p.options[i][idx].army, idx > 0
}

// sideNames are the names the sides of the chosen scenario will go by
// with the armies chosen (scenarios.Scenario.NamesWith): a side fielding
// another team's list takes that team's name.
func (p *matchPage) sideNames() [2]string {
	sc := p.current()
	if sc == nil {
		return [2]string{}
	}
	return sc.s.NamesWith(p.fielded())
}

// fielded are the armies chosen in place of the scenario's own, nil for a
// side that plays its own.
func (p *matchPage) fielded() [2]*army.Army {
	var fielded [2]*army.Army
	for i := range fielded {
		if a, other := p.chosen(i); other {
			fielded[i] = a
		}
	}
	return fielded
}

// who says who plays side i: "" in hotseat, "you" or "AI" against the AI.
func (p *matchPage) who(i int) string {
	switch {
	case !p.vsAI:
		return ""
	case i == p.human.Idx:
		return "you"
	}
	return "AI"
}

// nameArmies labels the army choosers with their sides (and against the
// AI, who plays each), and names the sides in the side chooser.
func (p *matchPage) nameArmies() {
	sc := p.current()
	names := p.sideNames()
	if p.vsAI {
		p.human.Options = nil
		if sc != nil {
			p.human.Options = names[:]
		}
		p.human.Idx = min(p.human.Idx, max(len(p.human.Options)-1, 0))
	}
	for i, c := range p.choosers {
		c.Label = ""
		if sc == nil || sc.s.Sides[i] == nil || sc.s.Sides[i].Army == nil {
			continue
		}
		name := names[i]
		c.Label = fmt.Sprintf("Side %d army: %s", i+1, name)
		switch w := p.who(i); {
		case w == "you":
			c.Label = "Your army: " + name
		case w != "":
			c.Label = "The AI's army: " + name
		}
		if a, _ := p.chosen(i); a != nil && a.Team.Name != name && !strings.HasPrefix(name, a.Team.Name+" (") {
			c.Label += " (" + a.Team.Name + ")"
		}
	}
}

// check says whether the match can start, and why not.
func (p *matchPage) check() {
	p.st, p.start.Disabled = widget.Status{}, false
	refuse := func(format string, args ...any) {
		p.st.Warn(format, args...)
		p.start.Disabled = true
	}
	sc := p.current()
	switch {
	case len(p.scenarios) == 0:
		refuse("This build has no shipped scenarios.")
	case sc == nil:
		refuse("This scenario does not load: %s", errText(p.scenarios[p.list.Sel].err))
	case strings.TrimSpace(string(p.seedField.Text)) == "":
		refuse("Type a dice seed (a whole number), or press New seed.")
	default:
		for i, c := range p.choosers {
			if c.Idx == 0 || c.Idx >= len(p.options[i]) {
				continue
			}
			if err := sc.s.Fits(i, p.options[i][c.Idx].army); err != nil {
				refuse("%v", err)
				return
			}
		}
	}
}

func (p *matchPage) setSeed(v uint64) {
	p.seed = v
	p.seedField.Text = []rune(strconv.FormatUint(v, 10))
	p.rebuildRandom()
	p.check()
}

func (p *matchPage) readSeed() {
	v, err := strconv.ParseUint(string(p.seedField.Text), 10, 64)
	if err == nil {
		p.seed = v
		p.rebuildRandom()
	}
	p.check()
	if err != nil && len(p.seedField.Text) > 0 {
		p.st.Warn("The seed is too large: at most %d.", uint64(1<<64-1))
		p.start.Disabled = true
	}
}

// rebuildRandom builds the random mission (the list's last row) of the
// dice seed, when the seed changed: a new seed, a new deck.
func (p *matchPage) rebuildRandom() {
	last := len(p.scenarios) - 1
	if last < 0 || !p.scenarios[last].random {
		return
	}
	if old := p.scenarios[last]; old.s != nil && old.name == scenarios.Random(p.seed).Name {
		return
	}
	p.scenarios[last] = randomMission(p.seed, p.env.Content)
	if p.list.Sel == last {
		p.pick()
	}
}

// play starts the match on a fresh copy of the scenario, with the chosen
// armies.
func (p *matchPage) play() {
	sc := p.current()
	if sc == nil || p.start.Disabled {
		return
	}
	s, err := scenarios.Open(sc.name, p.env.Content)
	if err != nil {
		p.st.Warn("%s does not load: %s", sc.name, errText(err))
		return
	}
	for i, c := range p.choosers {
		if c.Idx > 0 && c.Idx < len(p.options[i]) {
			if err := s.Field(i, p.options[i][c.Idx].army); err != nil {
				p.st.Warn("%v", err)
				return
			}
		}
	}
	if p.modules != nil {
		s.Modules = p.modules
	}
	setup := ui.MatchSetup{Scenario: s, ScenarioName: sc.name, Mode: ui.Hotseat, Seed: p.seed, ByHand: p.deploy.Idx == 1, Fog: p.fog}
	if p.vsAI {
		setup.Mode, setup.Human, setup.AI = ui.VersusAI, p.human.Idx, aiLevels[p.level.Idx].Name
	}
	p.env.Nav.Play(setup)
}

func (p *matchPage) layout(area widget.Rect) {
	c := body(area)
	top := c.Y + 64
	bottom := c.Bottom() - buttonH - 16
	p.list.Rect = widget.Rect{X: c.X, Y: top, W: 340, H: bottom - top}
	if p.vsAI {
		// The side and the AI's level in a panel under the list.
		const boxH, fogH = 258, 56
		p.list.Rect.H -= boxH + fogH + 16
		p.aiBox = widget.Rect{X: c.X, Y: bottom - boxH - fogH, W: 340, H: boxH + fogH}
		in := p.aiBox.Inset(pad + 4)
		p.human.Rect = widget.Rect{X: in.X, Y: in.Y, W: in.W, H: 60}
		p.level.Rect = widget.Rect{X: in.X, Y: in.Y + 60 + 14, W: in.W, H: 60}
		p.fogToggle.Rect = widget.Rect{X: in.X, Y: in.Bottom() - fogH + 4, W: in.W, H: fogH - 4}
	} else {
		// The fog of war in a panel under the list.
		const fogH = 56
		p.list.Rect.H -= fogH + 2*(pad+4) + 16
		p.fogBox = widget.Rect{X: c.X, Y: bottom - fogH - 2*(pad+4), W: 340, H: fogH + 2*(pad+4)}
		in := p.fogBox.Inset(pad + 4)
		p.fogToggle.Rect = widget.Rect{X: in.X, Y: in.Y + 4, W: in.W, H: fogH - 4}
	}
	p.panel = widget.Rect{X: c.X + 340 + 24, Y: top, W: c.W - 340 - 24, H: bottom - top}
	in := p.panel.Inset(24)
	y := in.Bottom() - 64
	p.seedField.Rect = widget.Rect{X: in.X, Y: y, W: 260, H: 64}
	p.reroll.Rect = widget.Rect{X: in.X + 260 + 12, Y: y + 24, W: 150, H: 40}
	// Wide enough for its label at every UI scale: at 1024×640 200 cut it to "Rule module...".
	rulesW := min(232, in.Right()-p.reroll.Rect.Right()-12)
	p.rules.Rect = widget.Rect{X: in.Right() - rulesW, Y: y + 24, W: rulesW, H: 40}
	y -= 64 + 16
	third := (in.W - 48) / 3 // the two armies, then the deployment
	p.choosers[0].Rect = widget.Rect{X: in.X, Y: y, W: third, H: 60}
	p.choosers[1].Rect = widget.Rect{X: in.X + third + 24, Y: y, W: third, H: 60}
	p.deploy.Rect = widget.Rect{X: in.X + 2*(third+24), Y: y, W: third, H: 60}
	p.start.Rect = widget.Rect{X: c.Right() - 300, Y: c.Bottom() - buttonH, W: 300, H: buttonH}
	p.back.Rect = widget.Rect{X: p.start.Rect.X - 12 - 160, Y: c.Bottom() - buttonH, W: 160, H: buttonH}
	p.build.Rect = widget.Rect{X: p.back.Rect.X - 12 - 210, Y: c.Bottom() - buttonH, W: 210, H: buttonH}
}

func (p *matchPage) draw(dst *ebiten.Image, area widget.Rect) {
	s := p.style()
	c := body(area)
	title, note := "New hotseat match", "Two players at one screen, each with a claim key that freezes the clock."
	if !p.vsAI {
		s.Panel(dst, p.fogBox)
	}
	if p.vsAI {
		title, note = "New match against the AI", "You order without a claim key; the clock never freezes."
		s.Panel(dst, p.aiBox)
		l := p.level.Rect
		s.Para(dst, s.Fonts.Regular, sizeSmall, s.Pal.Dim, l.X, l.Bottom()+8, l.W, levelAbout(aiLevels[p.level.Idx]), aboutLines)
	}
	s.Write(dst, s.Fonts.Bold, 36, s.Pal.Ink, c.X, c.Y, title)
	s.WriteRight(dst, s.Fonts.Regular, sizeSmall, s.Pal.Dim, c.Right(), c.Y+18, note)
	s.Panel(dst, p.panel)
	in := p.panel.Inset(24)
	if sc := p.current(); sc != nil {
		sn := sc.s
		s.Write(dst, s.Fonts.Bold, sizeHeading, s.Pal.Ink, in.X, in.Y-4, sn.Name)
		s.Write(dst, s.Fonts.Regular, sizeSmall, s.Pal.Dim, in.X, in.Y+34, facts(sn))
		y := s.Para(dst, s.Fonts.Regular, sizeBody-1, s.Pal.Ink, in.X, in.Y+62, in.W, strings.TrimSpace(sn.Description), 3)
		deckBox := widget.Rect{X: in.X, Y: y + 10, W: in.W * 0.62, H: p.choosers[0].Rect.Y - y - 28}
		drawn := sc.preview.draw(dst, s.Pal, deckBox)
		kx := drawn.Right() + 24
		ky := drawn.Y
		names := p.sideNames()
		for i, side := range sn.Sides {
			if side == nil || len(p.options[i]) == 0 {
				continue
			}
			o := p.options[i][min(p.choosers[i].Idx, len(p.options[i])-1)]
			widget.Fill(dst, widget.Rect{X: kx, Y: ky + 3, W: 14, H: 14}, s.Pal.Sides[i])
			name := names[i]
			if w := p.who(i); w != "" {
				name += " (" + w + ")"
			}
			s.WriteIn(dst, s.Fonts.Bold, sizeSmall, s.Pal.Ink, widget.Rect{X: kx + 22, Y: ky, W: in.Right() - kx - 22, H: 20}, name+": "+o.army.Name)
			ky = s.Para(dst, s.Fonts.Regular, sizeSmall, s.Pal.Dim, kx+22, ky+22, in.Right()-kx-22, o.about(), 2) + 10
		}
		if sn.Victory.Type == scenarios.Sabotage && sn.Victory.Attacker != "" {
			attacker := sn.Victory.Attacker
			for _, side := range sn.Sides {
				if side != nil && side.ID == attacker && side.Name != "" {
					attacker = side.Name
				}
			}
			ky = s.Para(dst, s.Fonts.Regular, sizeSmall, s.Pal.Dim, kx, ky, in.Right()-kx,
				fmt.Sprintf("The attacker (%s) must destroy every objective in time.", attacker), 3) + 10
		}
		if len(p.options[0]) < 2 && len(p.options[1]) < 2 {
			s.Para(dst, s.Fonts.Regular, sizeTiny, s.Pal.Dim, kx, ky, in.Right()-kx,
				"Each side may field any shipped army list that fits it; no other list fits this scenario's reinforcements.", 3)
		}
	} else if len(p.scenarios) > 0 {
		s.Para(dst, s.Fonts.Regular, sizeBody, s.Pal.Warning, in.X, in.Y, in.W, errText(p.scenarios[p.list.Sel].err), 12)
	}
	if p.current() != nil {
		r := p.rules.Rect
		s.WriteRight(dst, s.Fonts.Regular, sizeTiny, s.Pal.Dim, r.Right(), r.Y-20, "Modules: "+ui.ModuleList(p.moduleSet()))
	}
	p.form.Draw(dst, s)
	p.st.Draw(dst, s, widget.Rect{X: c.X, Y: p.start.Rect.Y, W: p.build.Rect.X - 16 - c.X, H: buttonH + 8})
}
