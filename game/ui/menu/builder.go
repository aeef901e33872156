package menu

import (
	"errors"
	"fmt"
	"io/fs"
	"maps"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"unicode"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/krygothic/krygothic/game/settings"
	"github.com/krygothic/krygothic/game/ui"
	"github.com/krygothic/krygothic/game/ui/widget"
	"github.com/krygothic/krygothic/rules/army"
	"github.com/krygothic/krygothic/rules/content"
	"github.com/krygothic/krygothic/rules/datafile"
	"github.com/krygothic/krygothic/rules/facet"
	"github.com/krygothic/krygothic/rules/modules"
	"github.com/krygothic/krygothic/scenarios"
)

// The army builder (docs/client.md): a team, its models with their gear
// and names, the rule modules the list is built under and what their
// fields offer (a custom unit's stat raises), saved as an army list in
// settings.ArmiesDir. The builder knows no army limit of its own: it
// writes the list as YAML and has army.Parse check it, with every
// module's fields, and shows the checker's own sentences.

// draft is one model of the list being built, as the builder will write
// it.
type draft struct {
	unit, name            string
	ranged, melee, armour string
	grenades              int
	extra                 map[string]string // a module's choices: "field" or "field.key" to the value written
	line                  int               // where its entry begins in the YAML last written
	cost                  int               // as last checked; 0 when the list did not check
	problems              []string          // the checker's sentences about its entry
}

// copy is d as a new model: the same profile and gear, no name.
func (d *draft) copy() *draft {
	c := *d
	c.name, c.problems, c.extra = "", nil, maps.Clone(d.extra)
	return &c
}

// builderPage builds an army list.
type builderPage struct {
	pageBase
	c      *content.Content
	mods   facet.Set
	teams  []*content.Team
	models []*draft
	// under are the rule modules whose army fields only a list naming
	// them reads (army.Switched), each with its switch: on, the list is
	// built under it.
	under    []facet.Module
	underOn  []bool
	toggles  []*widget.Toggle
	team     *widget.Chooser
	start    *widget.Chooser // a new list, or a list to start from: the player's saved ones, the shipped ones
	starts   []startFrom
	armyName *widget.TextField
	list     *widget.List
	add      *widget.Button
	remove   *widget.Button
	// The chosen model's editor.
	unit      *widget.Chooser
	modelName *widget.TextField
	ranged    *widget.Chooser
	melee     *widget.Chooser
	armour    *widget.Chooser
	grenades  *widget.Chooser
	gearIDs   [3][]string // the ids the ranged, melee and armour choosers offer, "" first
	unitIDs   []string
	extras    []extraChooser
	save      *widget.Button
	back      *widget.Button
	// What the last check found.
	checked  *army.Army
	overall  []string // problems of the list as a whole
	st       widget.Status
	editor   widget.Rect
	totals   widget.Rect
	extrasY  float64 // where the modules' choosers begin
	onSaved  func(path string)
	lastSave string
}

// startFrom is a list the builder may start from: its name and text.
type startFrom struct {
	label string
	src   []byte
}

// extraChooser is a chooser of a module's field (facet.ArmyChoice).
type extraChooser struct {
	choice facet.ArmyChoice
	ch     *widget.Chooser
}

// key is where the choice's value is kept in a draft's extra.
func (e extraChooser) key() string { return choiceKey(e.choice) }

func choiceKey(c facet.ArmyChoice) string {
	if c.Key == "" {
		return c.Field
	}
	return c.Field + "." + c.Key
}

// newBuilderPage is the army builder; onSaved, if not nil, is told the
// path of each list saved (the new-match page lists it at once).
func newBuilderPage(m *Menu, onSaved func(path string)) *builderPage {
	c := m.env.Content
	p := &builderPage{pageBase: newPageBase(m), c: c, onSaved: onSaved}
	p.mods, _ = modules.Load(c) // a content with problems builds with what its modules could read
	for _, t := range c.Teams {
		if len(unitsOf(c, t.ID)) > 0 {
			p.teams = append(p.teams, t)
		}
	}
	for _, md := range p.mods {
		if switched(md) {
			p.under = append(p.under, md)
		}
	}
	p.underOn = make([]bool, len(p.under))
	for i, md := range p.under {
		p.toggles = append(p.toggles, &widget.Toggle{Label: moduleTitle(md.Info), Value: &p.underOn[i],
			OnChange: func() { p.edited() }})
	}
	p.team = &widget.Chooser{Label: "Team", OnChange: p.newTeam}
	p.start = &widget.Chooser{Label: "Start from", OnChange: p.startFromList}
	p.readStarts()
	for _, t := range p.teams {
		p.team.Options = append(p.team.Options, t.Name)
	}
	p.armyName = &widget.TextField{Label: "Army name", Limit: army.MaxName, Placeholder: "a name for the list", OnEdit: p.check}
	p.list = &widget.List{RowH: rowH, Empty: "No models yet: press Add model.", OnSelect: func(int) { p.pick() }}
	p.add = &widget.Button{Label: "Add model", OnPress: p.addModel}
	p.remove = &widget.Button{Label: "Remove", OnPress: p.removeModel}
	p.unit = &widget.Chooser{Label: "Unit profile", OnChange: p.setUnit}
	p.modelName = &widget.TextField{Label: "Model's name", Limit: army.MaxName, Placeholder: "its profile's", OnEdit: p.setModel}
	p.ranged = &widget.Chooser{Label: "Ranged weapon", OnChange: p.setModel}
	p.melee = &widget.Chooser{Label: "Melee weapon", OnChange: p.setModel}
	p.armour = &widget.Chooser{Label: "Armour", OnChange: p.setModel}
	p.grenades = &widget.Chooser{Label: "Frag grenades", OnChange: p.setModel}
	p.save = &widget.Button{Label: "Save army", Primary: true, OnPress: p.saveList}
	p.back = &widget.Button{Label: "Back", OnPress: func() { m.pop() }}
	p.newTeam()
	p.form.FocusOn(p.team)
	return p
}

// switched reports whether module md adds army fields that only a list
// built under it reads, and offers the builder choices for them (a
// module whose fields a campaign writes, such as a veteran's, has none to
// switch on here).
func switched(md facet.Module) bool {
	f, ok := md.Loaded.(facet.ArmyFields)
	if _, offers := md.Loaded.(facet.ArmyChoices); !ok || !offers {
		return false
	}
	return slices.ContainsFunc(f.ArmyFields(), func(x army.Field) bool {
		_, ok := x.(army.Switched)
		return ok
	})
}

// moduleTitle is a module's name as its switch reads it: its summary's
// title up to the first "and" ("Force construction") and its ID.
func moduleTitle(in facet.Info) string {
	title, _, _ := strings.Cut(in.Summary, ":")
	title, _, _ = strings.Cut(title, " and ")
	return fmt.Sprintf("%s (%s)", title, in.ID)
}

// unitsOf are the unit profiles of team id, in the content's order.
func unitsOf(c *content.Content, id string) []*content.Unit {
	var out []*content.Unit
	for _, u := range c.Units {
		if u.Team == id {
			out = append(out, u)
		}
	}
	return out
}

// currentTeam is the team chosen.
func (p *builderPage) currentTeam() *content.Team {
	if p.team.Idx < len(p.teams) {
		return p.teams[p.team.Idx]
	}
	return nil
}

// newTeam starts the list again for the team chosen: its first Squad
// Leader profile (every army needs one), and the gear it may field.
func (p *builderPage) newTeam() {
	t := p.currentTeam()
	p.models, p.unitIDs, p.unit.Options = nil, nil, nil
	if t == nil {
		p.check()
		return
	}
	units := unitsOf(p.c, t.ID)
	for _, u := range units {
		p.unitIDs = append(p.unitIDs, u.ID)
		p.unit.Options = append(p.unit.Options, fmt.Sprintf("%s (%s, %d pts)", u.Name, className(p.c, u), u.Cost))
	}
	first := units[0]
	if i := slices.IndexFunc(units, func(u *content.Unit) bool { return u.Class == content.SquadLeader }); i >= 0 {
		first = units[i]
	}
	p.models = []*draft{{unit: first.ID, extra: map[string]string{}}}
	p.gearOptions(t)
	p.list.Sel = 0
	p.check()
	p.pick()
}

// className is the name of u's class.
func className(c *content.Content, u *content.Unit) string {
	if cl, ok := c.Class(u.Class); ok {
		return cl.Name
	}
	return string(u.Class)
}

// gearOptions fills the gear choosers with what team t may field, at
// its price: thrown weapons go with the grenades, not the ranged slot.
func (p *builderPage) gearOptions(t *content.Team) {
	ids := [3][]string{{""}, {""}, {""}}
	shown := [3][]string{{"none"}, {"bare-handed"}, {"none"}}
	offer := func(slot int, id, label string, cost int) {
		if t.Forbids(id) {
			return
		}
		ids[slot] = append(ids[slot], id)
		shown[slot] = append(shown[slot], fmt.Sprintf("%s (%d pts)", label, t.GearCost(cost)))
	}
	for _, w := range p.c.RangedWeapons {
		if !w.Has(content.TagThrown) {
			offer(0, w.ID, fmt.Sprintf("%s %v", w.Name, w.Stats), w.Cost)
		}
	}
	for _, w := range p.c.MeleeWeapons {
		if w.Cost > 0 || !slices.ContainsFunc(p.c.Units, func(u *content.Unit) bool { return slices.Contains(u.Attacks, w.ID) }) {
			offer(1, w.ID, w.Name, w.Cost)
		}
	}
	for _, a := range p.c.Armour {
		offer(2, a.ID, fmt.Sprintf("%s +%d", a.Name, a.Value), a.Cost)
	}
	p.gearIDs = ids
	p.ranged.Options, p.melee.Options, p.armour.Options = shown[0], shown[1], shown[2]
	p.grenades.Options = nil
	g, ok := p.c.Ranged(army.Grenade)
	for n := 0; n <= p.c.Limits.MaxGrenades && (ok || n == 0); n++ {
		label := "none"
		if n > 0 {
			label = fmt.Sprintf("%d (%d pts)", n, n*t.GearCost(g.Cost))
		}
		p.grenades.Options = append(p.grenades.Options, label)
	}
}

// selected is the model chosen in the list, nil when there is none.
func (p *builderPage) selected() *draft {
	if p.list.Sel < len(p.models) {
		return p.models[p.list.Sel]
	}
	return nil
}

// pick shows the chosen model in the editor.
func (p *builderPage) pick() {
	d := p.selected()
	if d == nil {
		p.extras = nil
		p.setForm()
		return
	}
	p.unit.Idx = max(slices.Index(p.unitIDs, d.unit), 0)
	p.modelName.Text = []rune(d.name)
	p.ranged.Idx = max(slices.Index(p.gearIDs[0], d.ranged), 0)
	p.melee.Idx = max(slices.Index(p.gearIDs[1], d.melee), 0)
	p.armour.Idx = max(slices.Index(p.gearIDs[2], d.armour), 0)
	p.grenades.Idx = min(d.grenades, len(p.grenades.Options)-1)
	p.extraChoosers(d)
	p.setForm()
}

// extraChoosers are the choosers of the modules' fields for model d's
// profile: of every module that offers some (facet.ArmyChoices), those
// of a module whose fields need the list built under it only while it
// is.
func (p *builderPage) extraChoosers(d *draft) {
	p.extras = nil
	u, ok := p.c.Unit(d.unit)
	if !ok {
		return
	}
	for _, md := range p.mods {
		ac, ok := md.Loaded.(facet.ArmyChoices)
		if !ok || !p.builtUnder(md) {
			continue
		}
		for _, choice := range ac.ArmyChoices(u, p.currentTeam()) {
			ch := &widget.Chooser{Options: choice.Shown, OnChange: p.setModel}
			ch.Idx = max(slices.Index(choice.Values, d.extra[choiceKey(choice)]), 0)
			p.extras = append(p.extras, extraChooser{choice: choice, ch: ch})
		}
	}
}

// builtUnder reports whether the list may write module md's fields: md
// needs no naming, or its switch is on.
func (p *builderPage) builtUnder(md facet.Module) bool {
	i := slices.IndexFunc(p.under, func(x facet.Module) bool { return x.Name == md.Name })
	return i < 0 || p.underOn[i]
}

// setForm sets the form's widgets in focus order: the list's, the
// model's, then the page's buttons.
func (p *builderPage) setForm() {
	items := []widget.Item{p.start, p.team, p.armyName}
	for _, tg := range p.toggles {
		items = append(items, tg)
	}
	items = append(items, p.list, p.add, p.remove)
	if p.selected() != nil {
		items = append(items, p.unit, p.modelName, p.ranged, p.melee, p.armour, p.grenades)
		for _, e := range p.extras {
			items = append(items, e.ch)
		}
	}
	items = append(items, p.save, p.back)
	p.form.Set(items...)
}

// setUnit gives the chosen model the profile chosen; the modules'
// choices, made for the old profile, are dropped.
func (p *builderPage) setUnit() {
	d := p.selected()
	if d == nil || p.unit.Idx >= len(p.unitIDs) {
		return
	}
	d.unit, d.extra = p.unitIDs[p.unit.Idx], map[string]string{}
	p.extraChoosers(d)
	p.setForm()
	p.check()
}

// setModel reads the editor into the chosen model.
func (p *builderPage) setModel() {
	d := p.selected()
	if d == nil {
		return
	}
	d.name = strings.TrimSpace(string(p.modelName.Text))
	d.ranged = p.gearIDs[0][min(p.ranged.Idx, len(p.gearIDs[0])-1)]
	d.melee = p.gearIDs[1][min(p.melee.Idx, len(p.gearIDs[1])-1)]
	d.armour = p.gearIDs[2][min(p.armour.Idx, len(p.gearIDs[2])-1)]
	d.grenades = p.grenades.Idx
	for _, e := range p.extras {
		if v := e.choice.Values[min(e.ch.Idx, len(e.choice.Values)-1)]; v != "" {
			d.extra[e.key()] = v
		} else {
			delete(d.extra, e.key())
		}
	}
	p.check()
}

// edited follows a module switched on or off: its choices come or go.
func (p *builderPage) edited() {
	if d := p.selected(); d != nil {
		p.extraChoosers(d)
		p.setModel()
	}
	p.setForm()
	p.check()
}

// addModel adds a copy of the chosen model (a new Squad Leader to an
// empty list), and chooses it.
func (p *builderPage) addModel() {
	d := p.selected()
	if d == nil {
		p.newTeam()
		return
	}
	if len(p.models) >= army.MaxModels {
		p.st.Warn("An army holds at most %d models.", army.MaxModels)
		return
	}
	p.models = slices.Insert(p.models, p.list.Sel+1, d.copy())
	p.check()
	p.list.Choose(p.list.Sel + 1)
}

// removeModel takes the chosen model out of the list.
func (p *builderPage) removeModel() {
	if p.selected() == nil {
		return
	}
	p.models = slices.Delete(p.models, p.list.Sel, p.list.Sel+1)
	p.check()
	p.list.Choose(min(p.list.Sel, len(p.models)-1))
}

// names are the modules the list is built under, in ID order.
func (p *builderPage) names() []string {
	var out []string
	for i, md := range p.under {
		if p.underOn[i] {
			out = append(out, md.Name)
		}
	}
	return out
}

// yaml writes the list as an army list file, noting where each model's
// entry begins.
func (p *builderPage) yaml() []byte {
	var b strings.Builder
	line := 1
	w := func(format string, args ...any) {
		fmt.Fprintf(&b, format, args...)
		line++
	}
	w("# An army list made in Kry-Gothic's army builder. Check it with: kg army check FILE\n")
	w("name: %s\n", strconv.Quote(p.listName()))
	team := ""
	if t := p.currentTeam(); t != nil {
		team = t.ID
	}
	w("team: %s\n", team)
	if n := p.names(); len(n) > 0 {
		w("modules: [%s]\n", strings.Join(n, ", "))
	}
	w("models:\n")
	for _, d := range p.models {
		d.line = line
		w("  - unit: %s\n", d.unit)
		if d.name != "" {
			w("    name: %s\n", strconv.Quote(d.name))
		}
		for _, f := range []struct{ key, v string }{{"ranged", d.ranged}, {"melee", d.melee}, {"armour", d.armour}} {
			if f.v != "" {
				w("    %s: %s\n", f.key, f.v)
			}
		}
		if d.grenades > 0 {
			w("    grenades: %d\n", d.grenades)
		}
		writeExtra(w, d.extra)
	}
	return []byte(b.String())
}

// writeExtra writes the modules' fields of an entry: "field: value", or
// "field: {key: value, ...}", fields and keys sorted.
func writeExtra(w func(string, ...any), extra map[string]string) {
	fields := map[string][]string{}
	for k := range extra {
		f, key, _ := strings.Cut(k, ".")
		fields[f] = append(fields[f], key)
	}
	for _, f := range slices.Sorted(maps.Keys(fields)) {
		keys := fields[f]
		slices.Sort(keys)
		if len(keys) == 1 && keys[0] == "" {
			w("    %s: %s\n", f, extra[f])
			continue
		}
		var parts []string
		for _, key := range keys {
			parts = append(parts, key+": "+extra[f+"."+key])
		}
		w("    %s: {%s}\n", f, strings.Join(parts, ", "))
	}
}

// listName is the army's name: typed, or the team's list.
func (p *builderPage) listName() string {
	if n := strings.TrimSpace(string(p.armyName.Text)); n != "" {
		return n
	}
	if t := p.currentTeam(); t != nil {
		return "My " + t.Name + " army"
	}
	return "My army"
}

// builderFile is how the checker names the list being built.
const builderFile = "the army being built"

// check writes the list and has the army reader check it, with every
// module's fields: each problem goes to the model whose entry it stands
// at, or to the list as a whole.
func (p *builderPage) check() {
	src := p.yaml()
	a, err := army.Parse(builderFile, src, p.c, modules.Fields(p.c))
	p.checked, p.overall = a, nil
	for _, d := range p.models {
		d.problems, d.cost = nil, 0
	}
	var problems datafile.List
	if errors.As(err, &problems) {
		for _, e := range problems {
			if d := p.entryAt(e.Pos.Line); d != nil {
				d.problems = append(d.problems, e.Msg)
			} else {
				p.overall = append(p.overall, e.Msg)
			}
		}
	} else if err != nil {
		p.overall = append(p.overall, err.Error())
	}
	if a != nil {
		for i, d := range p.models {
			if i < len(a.Models) {
				d.cost = a.Models[i].Cost
			}
		}
	}
	p.rows()
	p.save.Disabled = a == nil
	p.st = widget.Status{} // news of a save is old once the list changes
}

// entryAt is the model whose entry holds line, nil for a line before
// the first.
func (p *builderPage) entryAt(line int) *draft {
	var at *draft
	for _, d := range p.models {
		if d.line <= line {
			at = d
		}
	}
	return at
}

// rows lists the models: name, profile, cost; their gear, or the first
// problem of their entry.
func (p *builderPage) rows() {
	p.list.Rows = p.list.Rows[:0]
	for i, d := range p.models {
		u, _ := p.c.Unit(d.unit)
		title := d.name
		if u != nil && title == "" {
			title = u.Name
		}
		r := widget.Row{Title: fmt.Sprintf("%d. %s", i+1, title)}
		if d.cost > 0 {
			r.Note = fmt.Sprintf("%d pts", d.cost)
		}
		if len(d.problems) > 0 {
			r.Detail, r.Warn = d.problems[0], true
		} else if p.checked != nil && i < len(p.checked.Models) {
			r.Detail = p.checked.Models[i].Class.Name + ": " + gearLine(p.mods, p.checked.Models[i])
		}
		p.list.Rows = append(p.list.Rows, r)
	}
}

// gearLine says what a checked model carries, each piece as the modules
// have it (facet.Gear), its raised stats and fields after.
func gearLine(mods facet.Set, m *army.Model) string {
	var parts []string
	if m.Ranged != nil {
		parts = append(parts, m.Ranged.Name)
	}
	if m.Melee != nil {
		parts = append(parts, m.Melee.Name)
	}
	if m.Armour != nil {
		parts = append(parts, m.Armour.Name)
	}
	if m.Grenades > 0 {
		parts = append(parts, ui.Count(m.Grenades, "grenade", "grenades"))
	}
	more := ""
	for _, md := range mods {
		if g, ok := md.Loaded.(facet.Gear); ok {
			more = g.Gear(m, facet.MoreGear, more)
		}
	}
	if more != "" {
		parts = append(parts, more)
	}
	if len(parts) == 0 {
		return "no gear"
	}
	return strings.Join(parts, ", ")
}

// saveList writes the checked list to the army folder, under a file
// name made from its name; it refuses a list that does not check.
func (p *builderPage) saveList() {
	if p.checked == nil {
		p.st.Warn("The list does not check yet: %s", p.firstProblem())
		return
	}
	dir, err := settings.ArmiesDir()
	if err == nil {
		err = os.MkdirAll(dir, 0o755)
	}
	if err != nil {
		p.st.Warn("No army folder: %v", err)
		return
	}
	path := filepath.Join(dir, fileName(p.listName())+".yaml")
	_, was := os.Stat(path)
	if err := os.WriteFile(path, p.yaml(), 0o644); err != nil {
		p.st.Warn("The list was not saved: %v", err)
		return
	}
	p.lastSave = path
	p.readStarts()
	how := "Saved as"
	if was == nil {
		how = "Saved over the list in"
	}
	p.st.Info("%s %s: the new-match pages offer it to a side it fits.", how, path)
	if p.onSaved != nil {
		p.onSaved(path)
	}
}

// firstProblem is the first sentence the checker had about the list.
func (p *builderPage) firstProblem() string {
	if len(p.overall) > 0 {
		return p.overall[0]
	}
	for i, d := range p.models {
		if len(d.problems) > 0 {
			return fmt.Sprintf("model %d: %s", i+1, d.problems[0])
		}
	}
	return "it has no models"
}

// fileName is a list's name as a file's: lower case letters, digits and
// dashes; "army" when none is left.
func fileName(name string) string { return nameAsFile(name, "army") }

// nameAsFile is a name as a file's or a folder's: lower case letters,
// digits and dashes; none when none is left.
func nameAsFile(name, none string) string {
	var b strings.Builder
	dash := false
	for _, r := range strings.ToLower(name) {
		switch {
		case r < 128 && (unicode.IsLetter(r) || unicode.IsDigit(r)):
			b.WriteRune(r)
			dash = false
		case !dash && b.Len() > 0:
			b.WriteByte('-')
			dash = true
		}
	}
	if s := strings.TrimSuffix(b.String(), "-"); s != "" {
		return s
	}
	return none
}

func (p *builderPage) layout(area widget.Rect) {
	c := body(area)
	top := c.Y + 64
	bottom := c.Bottom() - buttonH - 16
	const left = 340.0
	x := c.X
	p.team.Rect = widget.Rect{X: x, Y: top, W: left, H: 60}
	p.armyName.Rect = widget.Rect{X: x, Y: top + 70, W: left, H: 64}
	y := top + 70 + 64 + 10
	for i, tg := range p.toggles {
		tg.Rect = widget.Rect{X: x, Y: y, W: left, H: 60}
		// The label over the switch, cut to the column.
		tg.Label = widget.Fit(moduleTitle(p.under[i].Info), p.env.Fonts.Bold, widget.SizeBody, left)
		y += 60 + 8
	}
	p.list.Rect = widget.Rect{X: x, Y: y, W: left, H: bottom - 40 - 10 - y}
	half := (left - 10) / 2
	p.add.Rect = widget.Rect{X: x, Y: bottom - 40, W: half, H: 40}
	p.remove.Rect = widget.Rect{X: x + half + 10, Y: bottom - 40, W: half, H: 40}

	right := 300.0
	p.editor = widget.Rect{X: x + left + 24, Y: top, W: c.W - left - 24 - right - 24, H: bottom - top}
	p.totals = widget.Rect{X: c.Right() - right, Y: top, W: right, H: bottom - top}
	in := p.editor.Inset(16)
	col := (in.W - 16) / 2
	cell := func(i int, y float64) widget.Rect {
		return widget.Rect{X: in.X + float64(i%2)*(col+16), Y: y, W: col, H: 56}
	}
	y = in.Y + 34
	p.unit.Rect = widget.Rect{X: in.X, Y: y, W: in.W, H: 56}
	y += 62
	p.modelName.Rect = cell(0, y)
	p.modelName.Rect.H = 60
	p.grenades.Rect = cell(1, y+4)
	y += 66
	p.ranged.Rect = widget.Rect{X: in.X, Y: y, W: in.W, H: 56}
	y += 62
	p.melee.Rect, p.armour.Rect = cell(0, y), cell(1, y)
	y += 62 + 30
	for i, e := range p.extras {
		e.ch.Rect = cell(i, y+float64(i/2)*42)
		e.ch.Rect.H = 36
	}
	p.extrasY = y
	p.start.Rect = widget.Rect{X: c.Right() - 380, Y: c.Y, W: 380, H: 58}
	p.save.Rect = widget.Rect{X: c.Right() - 220, Y: c.Bottom() - buttonH, W: 220, H: buttonH}
	p.back.Rect = widget.Rect{X: p.save.Rect.X - 12 - 160, Y: c.Bottom() - buttonH, W: 160, H: buttonH}
}

func (p *builderPage) draw(dst *ebiten.Image, area widget.Rect) {
	s := p.style()
	c := body(area)
	s.Write(dst, s.Fonts.Bold, 36, s.Pal.Ink, c.X, c.Y, "Build an army")
	s.Panel(dst, p.editor)
	in := p.editor.Inset(16)
	if p.selected() != nil {
		s.Write(dst, s.Fonts.Bold, sizeBody, s.Pal.Ink, in.X, in.Y, fmt.Sprintf("Model %d", p.list.Sel+1))
		head := "What the rule modules offer, with the prices"
		if slices.Contains(p.underOn, false) {
			head += " (more with a module switched on at the left)"
		}
		s.WriteIn(dst, s.Fonts.Bold, sizeSmall, s.Pal.Dim, widget.Rect{X: in.X, Y: p.extrasY - 26, W: in.W, H: 20}, head)
	} else {
		s.Para(dst, s.Fonts.Regular, sizeBody, s.Pal.Dim, in.X, in.Y, in.W, "No model chosen: press Add model.", 2)
	}
	p.drawTotals(dst)
	p.form.Draw(dst, s)
	p.st.Draw(dst, s, widget.Rect{X: c.X, Y: p.save.Rect.Y, W: p.back.Rect.X - 16 - c.X, H: buttonH + 8})
	s.Write(dst, s.Fonts.Regular, sizeTiny, s.Pal.Dim, c.X, c.Bottom()+6,
		hints(p.env.Controls)+"   ←/→: change a choice   Tab: next field")
}

// drawTotals draws the running total against the limits, and the
// problems of the list as a whole, in the checker's words.
func (p *builderPage) drawTotals(dst *ebiten.Image) {
	s := p.style()
	s.Panel(dst, p.totals)
	in := p.totals.Inset(16)
	s.Write(dst, s.Fonts.Bold, sizeBody, s.Pal.Ink, in.X, in.Y, "The army")
	y := in.Y + 34
	line := func(str string, warn bool) {
		ink := s.Pal.Ink
		if warn {
			ink = s.Pal.Warning
		}
		y = s.Para(dst, s.Fonts.Regular, sizeSmall, ink, in.X, y, in.W, str, 4) + 6
	}
	lim := p.c.Limits
	cost, leaders, elites := 0, 0, 0
	for _, d := range p.models {
		cost += d.cost
		if u, ok := p.c.Unit(d.unit); ok {
			switch u.Class {
			case content.SquadLeader:
				leaders++
			case content.Elite:
				elites++
			}
		}
	}
	most := min(lim.MaxModels, army.MaxModels)
	if t := p.currentTeam(); t != nil && t.MaxModels > 0 {
		most = min(most, t.MaxModels)
	}
	if p.checked != nil {
		line(fmt.Sprintf("Points: %d of %d", p.checked.Cost, lim.CostCap), false)
	} else {
		line(fmt.Sprintf("Points: — of %d (the list does not check)", lim.CostCap), true)
	}
	line(fmt.Sprintf("Models: %d of at most %d", len(p.models), most), len(p.models) > most)
	line(fmt.Sprintf("Squad Leaders: %d (%d to %d)", leaders, lim.MinSquadLeaders, lim.MaxSquadLeaders), leaders < lim.MinSquadLeaders || leaders > lim.MaxSquadLeaders)
	if cl, ok := p.c.Class(content.Elite); ok && cl.MaxPerTeam > 0 {
		line(fmt.Sprintf("Elites: %d of at most %d", elites, cl.MaxPerTeam), elites > cl.MaxPerTeam)
	}
	if p.checked != nil {
		for _, md := range p.mods {
			if t, ok := md.Loaded.(facet.ArmyTotals); ok {
				for _, l := range t.ArmyTotals(p.checked) {
					line(l, false)
				}
			}
		}
		line("The list checks: save it to field it.", false)
		return
	}
	for _, o := range p.overall {
		line(o, true)
	}
	for i, d := range p.models {
		for _, pr := range d.problems {
			line(fmt.Sprintf("Model %d: %s", i+1, pr), true)
		}
	}
}

// readStarts lists what the builder may start from: a new list, the
// player's saved lists (settings.ArmiesDir), then the shipped ones.
func (p *builderPage) readStarts() {
	p.starts = []startFrom{{label: "a new list"}}
	if dir, err := settings.ArmiesDir(); err == nil {
		files, _ := filepath.Glob(filepath.Join(dir, "*.yaml"))
		for _, f := range files {
			if src, err := datafile.ReadFile(f, datafile.MaxArmyFile); err == nil {
				p.starts = append(p.starts, startFrom{label: "your " + strings.TrimSuffix(filepath.Base(f), ".yaml"), src: src})
			}
		}
	}
	for _, name := range scenarios.ShippedArmies() {
		if src, err := fs.ReadFile(scenarios.Armies, "armies/"+name+".yaml"); err == nil {
			p.starts = append(p.starts, startFrom{label: "shipped " + name, src: src})
		}
	}
	p.start.Options = nil
	for _, st := range p.starts {
		p.start.Options = append(p.start.Options, st.label)
	}
	p.start.Idx = min(p.start.Idx, len(p.starts)-1)
}

// startFromList starts the builder again from the list chosen: its team,
// name, the modules it is built under and its models, a model a row. A
// list that does not read leaves the builder as it was, saying why.
func (p *builderPage) startFromList() {
	st := p.starts[p.start.Idx]
	if st.src == nil {
		p.armyName.Text = nil
		p.newTeam()
		return
	}
	var l army.List
	var problems datafile.List
	if !datafile.DecodeAll(st.label, st.src, &l, &problems) || len(problems) > 0 {
		p.st.Warn("%s does not read: %v", st.label, problems.Err())
		return
	}
	i := slices.IndexFunc(p.teams, func(t *content.Team) bool { return t.ID == l.Team })
	if i < 0 {
		p.st.Warn("%s is a list of team %q, which this content does not have.", st.label, l.Team)
		return
	}
	p.team.Idx = i
	p.newTeam()
	p.armyName.Text = []rune(l.Name)
	for j, md := range p.under {
		p.underOn[j] = slices.Contains(l.Modules, md.Name)
	}
	p.models = nil
	for _, e := range l.Models {
		d := &draft{unit: e.Unit, name: e.Name, ranged: e.Ranged, melee: e.Melee, armour: e.Armour, grenades: e.Grenades,
			extra: traitValues(e.Traits)}
		for range max(e.Count, 1) {
			if len(p.models) < army.MaxModels {
				p.models = append(p.models, d.copy())
				p.models[len(p.models)-1].name = d.name
			}
		}
	}
	p.list.Sel = 0
	p.check()
	p.pick()
	p.st.Info("Started from %s: save it under a new name to keep the original.", st.label)
}

// traitValues are an entry's fields that modules read, as the builder
// keeps them: "field" to a value, or "field.key" to a value of a
// mapping ("raise: {rc: 2}").
func traitValues(traits datafile.Extra) map[string]string {
	out := map[string]string{}
	for name, sec := range traits {
		if v, ok := sec.Value(); ok {
			out[name] = v
			continue
		}
		var m map[string]string
		var problems datafile.List
		if sec.Decode(&m, &problems) {
			for k, v := range m {
				out[name+"."+k] = v
			}
		}
	}
	return out
}
