package viewer

import (
	"fmt"
	"image/color"
	"path/filepath"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"github.com/krygothic/krygothic/game/internal/textwrap"
	"github.com/krygothic/krygothic/game/ui"
	"github.com/krygothic/krygothic/game/ui/board"
	"github.com/krygothic/krygothic/game/ui/controls"
	"github.com/krygothic/krygothic/game/ui/widget"
	"github.com/krygothic/krygothic/rules/deck"
	"github.com/krygothic/krygothic/rules/move"
)

// Text sizes.
const (
	sizeTitle   = 24.0
	sizeHeading = 12.0
	sizeBody    = 15.0
	sizeSmall   = 13.0
	sizeMono    = 13.0
)

// write draws s in the given font and size with its top-left at x, y, and
// returns where it ends.
func (v *Viewer) write(dst *ebiten.Image, src *text.GoTextFaceSource, size float64, c color.Color, x, y float64, s string) float64 {
	ui.Write(dst, src, size, c, x, y, s)
	return x + ui.TextWidth(s, src, size)
}

// drawHeader draws the title bar: the scenario's name and facts, the file
// and whether it is watched.
func (v *Viewer) drawHeader(dst *ebiten.Image) {
	f, pal, w := v.env.Fonts, v.pal, v.lay.w
	v.paint.rect(dst, 0, 0, w, headerH, pal.Panel)
	v.paint.rect(dst, 0, headerH-2, w, 2, pal.Rule)
	v.write(dst, f.Bold, sizeHeading, pal.Accent, pad, 9, "SCENARIO VIEWER")
	name := "No scenario loaded"
	if v.scen != nil {
		name = v.scen.Name
	}
	x := v.write(dst, f.Bold, sizeTitle, pal.Ink, pad, 25, name)
	if s := v.scen; s != nil {
		facts := fmt.Sprintf("%d × %d\"   %d rounds   %s", s.Deck.W, s.Deck.H, s.Rounds, s.Victory.Type)
		if s.Dark {
			facts += "   dark"
		}
		if s.Fog {
			facts += "   fog of war"
		}
		v.write(dst, f.Regular, sizeBody, pal.Dim, x+18, 33, facts)
	}

	// The file, and its state, right-aligned.
	right := w - pad
	file := v.path
	switch {
	case v.src.Shipped:
		file = "shipped: " + v.path
	case v.src.Random != 0:
		file = "random mission: " + v.path
	}
	file = clipLeft(file, f.Mono, sizeMono, w*0.4)
	v.write(dst, f.Mono, sizeMono, pal.Dim, right-ui.TextWidth(file, f.Mono, sizeMono), 12, file)
	status, col := "watching the file: saves show at once", pal.Good
	switch {
	case v.src.Shipped:
		status, col = "built into the game: not watched", pal.Dim
	case v.src.Random != 0:
		status, col = "built from its seed: not watched", pal.Dim
	case v.srcErr != nil:
		status, col = "neither a file nor a shipped scenario", pal.Warning
	case v.problems != nil:
		status, col = ui.Count(v.count, "problem", "problems")+" in the file", pal.Warning
	case v.reloads > 0:
		status += fmt.Sprintf(" (reloaded %d×)", v.reloads)
	}
	sw := ui.TextWidth(status, f.Regular, sizeSmall)
	v.write(dst, f.Regular, sizeSmall, col, right-sw, 35, status)
	if v.src.OnDisk() {
		board.FillDisc(dst, right-sw-9, 35+sizeSmall*0.62, 3.5, col)
	}
}

// clipLeft shortens s from the left, with an ellipsis, to fit in w pixels.
func clipLeft(s string, src *text.GoTextFaceSource, size, w float64) string {
	if ui.TextWidth(s, src, size) <= w {
		return s
	}
	r := []rune(s)
	for len(r) > 1 && ui.TextWidth("…"+string(r), src, size) > w {
		r = r[1:]
	}
	return "…" + string(r)
}

// drawPanel draws the side panel: the overlays with their keys, switches
// and colour keys, then what lies under the cursor.
func (v *Viewer) drawPanel(dst *ebiten.Image) {
	r, pal := v.lay.panel, v.pal
	v.paint.rect(dst, r.X, r.Y, r.W, r.H, pal.Panel)
	v.paint.rect(dst, r.X, r.Y, 1, r.H, pal.Rule)
	x, w := r.X+pad, r.W-2*pad
	y := r.Y + 14
	v.heading(dst, x, y, "OVERLAYS")
	y += 22
	for o := range numOverlays {
		y = v.drawOverlay(dst, o, x, y, w)
	}
	y += 4
	v.paint.rect(dst, x, y, w, 1, pal.Rule)
	y += 12
	v.heading(dst, x, y, "UNDER THE CURSOR")
	v.drawCell(dst, x, y+22, w)
	// The scenario's summary goes below room for the longest cell readout,
	// as far as it fits.
	y += 22 + cellLines*20 + 8
	if v.scen != nil && r.Y+r.H-y > 90 {
		fill := v.paint.rect
		fill(dst, x, y, w, 1, pal.Rule)
		v.heading(dst, x, y+12, "SCENARIO")
		v.drawSummary(dst, x, y+34, w, r.Y+r.H-12)
	}
}

// cellLines is the most lines the cell readout takes.
const cellLines = 8

// drawSummary writes the scenario's sides, objectives, entries, events,
// victory and description, line by line while they fit above bottom.
func (v *Viewer) drawSummary(dst *ebiten.Image, x, y, w, bottom float64) {
	f, pal, s := v.env.Fonts, v.pal, v.scen
	type line struct {
		text string
		ink  color.Color
	}
	var out []line
	for _, side := range s.Sides {
		if side == nil {
			continue
		}
		out = append(out, line{fmt.Sprintf("%s, in %s (%d cells)", side.Name, side.Zone, len(s.Zones[side.Zone])), pal.Ink})
		if a := side.Army; a != nil {
			army := fmt.Sprintf("   %s: %d models, %d pts", a.Name, len(a.Models), a.Cost)
			if held := s.Held(side.ID); held > 0 {
				army += fmt.Sprintf(", %d arrive later", held)
			}
			out = append(out, line{army, pal.Dim})
		}
	}
	var facts []string
	if n := len(s.Objectives); n > 0 {
		facts = append(facts, ui.Count(n, "objective", "objectives"))
	}
	if n := len(s.Entries); n > 0 {
		facts = append(facts, ui.Count(n, "entry point", "entry points"))
	}
	facts = append(facts, ui.Count(len(s.Events), "event", "events"))
	out = append(out, line{strings.Join(facts, ", "), pal.Dim}, line{"Victory: " + s.Victory.Type, pal.Dim},
		line{"Rule modules: " + ui.ModuleList(s.Modules), pal.Dim})
	if d := strings.TrimSpace(s.Description); d != "" {
		for _, l := range widget.Wrap(d, f.Regular, sizeSmall, w) {
			out = append(out, line{l, pal.Dim})
		}
	}
	for i, l := range out {
		if y+18 > bottom {
			return
		}
		if i+1 < len(out) && y+36 > bottom {
			l.text += " …" // more follows that does not fit
		}
		v.write(dst, f.Regular, sizeSmall, l.ink, x, y, widget.Fit(l.text, f.Regular, sizeSmall, w))
		y += 18
	}
}

// heading writes a panel section's heading.
func (v *Viewer) heading(dst *ebiten.Image, x, y float64, s string) {
	v.write(dst, v.env.Fonts.Bold, sizeHeading, v.pal.Dim, x, y, s)
}

// keycap draws a key's name in a small box of height h and returns its
// width.
func (v *Viewer) keycap(dst *ebiten.Image, x, y, h float64, key string) float64 {
	f := v.env.Fonts
	size := h * 0.62
	w := max(h, ui.TextWidth(key, f.Bold, size)+10)
	v.paint.rect(dst, x, y, w, h, v.pal.PanelLight)
	v.paint.frame(dst, x, y, w, h, 1, v.pal.Rule)
	ui.Write(dst, f.Bold, size, v.pal.Ink, x+(w-ui.TextWidth(key, f.Bold, size))/2, y+(h-size*1.2)/2, key)
	return w
}

// toggle draws an on/off switch with its left edge at x.
func (v *Viewer) toggle(dst *ebiten.Image, x, y float64, on bool) {
	const w, h = 30.0, 16.0
	track, knob, kx := v.pal.Background, v.pal.Dim, x+h/2
	if on {
		track, knob, kx = v.pal.Accent, v.pal.Ink, x+w-h/2
	}
	board.FillDisc(dst, x+h/2, y+h/2, h/2, track)
	board.FillDisc(dst, x+w-h/2, y+h/2, h/2, track)
	v.paint.rect(dst, x+h/2, y, w-h, h, track)
	board.FillDisc(dst, kx, y+h/2, h/2-3, knob)
}

// drawOverlay draws one overlay's row: its key, name and switch, and when
// it is on, its colour key and choices. It returns the y below it.
func (v *Viewer) drawOverlay(dst *ebiten.Image, o Overlay, x, y, w float64) float64 {
	f, pal := v.env.Fonts, v.pal
	v.keycap(dst, x, y, 20, v.firstKey(overlayActions[o]))
	ink := pal.Dim
	if v.on[o] {
		ink = pal.Ink
	}
	v.write(dst, f.Regular, 16, ink, x+30, y, o.String())
	v.toggle(dst, x+w-30, y+2, v.on[o])
	v.buttons = append(v.buttons, button{widget.Rect{X: x, Y: y - 3, W: w, H: 26}, func() { v.on[o] = !v.on[o] }})
	y += 27
	if !v.on[o] {
		return y
	}
	x += 30
	w -= 30
	if s := v.scen; s == nil {
		return y
	}
	if note, key := v.overlayNote(o); note != "" {
		nx := x
		if key != "" {
			nx += v.keycap(dst, x, y, 17, key) + 7
		}
		v.write(dst, f.Regular, sizeSmall, pal.Ink, nx, y+1, note)
		switch o {
		case ShowReach:
			v.buttons = append(v.buttons, button{widget.Rect{X: x, Y: y - 2, W: w, H: 21}, func() { v.SetProfile(v.profile + 1) }})
		case ShowTemplate:
			v.buttons = append(v.buttons, button{widget.Rect{X: x, Y: y - 2, W: w, H: 21}, func() { v.SetTemplate(v.template + 1) }})
		}
		y += 21
	}
	y = v.drawSwatches(dst, v.legend(o), x, y, w)
	return y + 8
}

// button is a place in the panel that a click acts on: an overlay's row
// toggles it, the reach and template choices cycle.
type button struct {
	r  widget.Rect
	do func()
}

// overlayNote is the line under an overlay's name: where it is seen from,
// or the choice its key cycles through.
func (v *Viewer) overlayNote(o Overlay) (note, key string) {
	from := "from the cell under the cursor"
	if v.pin != nil {
		from = fmt.Sprintf("from cell %d, %d (pinned)", v.pin.X, v.pin.Y)
	}
	switch o {
	case ShowSight, ShowCover:
		return from, ""
	case ShowReach:
		p := v.profiles[v.profile]
		return p.Name + ": " + p.Note, v.firstKey(controls.NextProfile)
	case ShowTemplate:
		t := v.templates[v.template]
		return fmt.Sprintf("%s, %g\"", t.Name, t.Diameter), v.firstKey(controls.NextTemplate)
	}
	return "", ""
}

// legend is an overlay's colour key.
func (v *Viewer) legend(o Overlay) []swatch {
	switch o {
	case ShowCost:
		return []swatch{{"+0 AP", costColours[0]}, {"+1 AP", costColours[1]}, {"+2 AP", costColours[2]}, {"impassable", costColours[3]}}
	case ShowSight:
		return []swatch{{"in sight", sightSeen}, {"out of sight", sightHidden}}
	case ShowCover:
		return []swatch{{"in the open", coverOpen}, {"in cover", coverHidden}, {"out of sight", coverUnseen}}
	case ShowZones:
		var out []swatch
		for _, side := range v.scen.Sides {
			if side != nil {
				var tint color.RGBA
				if cells := v.scen.Zones[side.Zone]; len(cells) > 0 {
					tint = v.deck.ZoneTint(cells[0].X, cells[0].Y)
				}
				out = append(out, swatch{side.Zone + ": " + side.Name, tint})
			}
		}
		return out
	case ShowReach:
		// One move or run costs 1 to 4 AP (KG-MOVE-01/02, KG-TERR-06);
		// the key grows if the rules ever allow more.
		top := 4
		if r := v.ov.reached; r != nil {
			for _, ap := range r.AP {
				top = max(top, min(int(ap), ui.ReachSteps))
			}
		}
		var out []swatch
		for ap := 1; ap <= top; ap++ {
			out = append(out, swatch{fmt.Sprintf("%d AP", ap), ui.ReachColour(ap, reachAlpha)})
		}
		return out
	case ShowTemplate:
		return []swatch{{fmt.Sprintf("a 1\" model here is hit (%d cells)", v.ov.tpHits), templateHit}}
	}
	return nil
}

// drawSwatches lays a colour key out in rows within w pixels and returns
// the y below it.
func (v *Viewer) drawSwatches(dst *ebiten.Image, key []swatch, x, y, w float64) float64 {
	f, pal := v.env.Fonts, v.pal
	cx := x
	for _, s := range key {
		lw := 16 + ui.TextWidth(s.label, f.Regular, sizeSmall)
		if cx > x && cx+lw > x+w {
			cx, y = x, y+19
		}
		v.paint.rect(dst, cx, y+3, 11, 11, shown(s.colour))
		v.paint.frame(dst, cx, y+3, 11, 11, 1, pal.Background)
		v.write(dst, f.Regular, sizeSmall, pal.Dim, cx+16, y, s.label)
		cx += lw + 14
	}
	return y + 19
}

// drawCell writes what lies under the cursor: the cell, its terrain and
// features, zone, objective or entry, and what the overlays say of it.
func (v *Viewer) drawCell(dst *ebiten.Image, x, y, w float64) {
	f, pal := v.env.Fonts, v.pal
	if v.scen == nil || v.hover == nil {
		v.write(dst, f.Regular, sizeSmall, pal.Dim, x, y, "Point at the deck to read a cell.")
		return
	}
	for _, l := range v.cellFacts(*v.hover) {
		v.write(dst, f.Regular, sizeSmall, pal.Dim, x, y+1, l[0])
		v.write(dst, f.Regular, 14, pal.Ink, x+82, y, widget.Fit(l[1], f.Regular, 14, w-82))
		y += 20
	}
}

// cellFacts are the label and value lines the panel shows for cell c.
func (v *Viewer) cellFacts(c cell) [][2]string {
	s := v.scen
	dc, _ := s.Deck.Cell(c.X, c.Y)
	what := fmt.Sprintf("%d, %d", c.X, c.Y)
	if c.Y < len(v.rows) && c.X < len(v.rows[c.Y]) {
		ch := v.rows[c.Y][c.X]
		for _, l := range s.Legend {
			if l.Char == ch {
				what += fmt.Sprintf("   “%c” %s", ch, l.Name)
			}
		}
	}
	out := [][2]string{{"Cell", what}, {"Terrain", terrainText(dc)}}
	var feats []string
	for _, x := range []struct {
		on   bool
		name string
	}{{dc.Wall, "wall (blocks sight)"}, {dc.Door && !dc.Open, "door (closed)"}, {dc.Door && dc.Open, "door (open)"},
		{dc.Cover && !dc.HardCover(), "soft cover"}, {dc.HardCover(), "hard cover"}, {dc.Gantry, "gantry (+1 up)"}, {dc.Weak, "weak floor (W)"}, {dc.Dark || s.Dark, "dark (+2 to hit)"}} {
		if x.on {
			feats = append(feats, x.name)
		}
	}
	if len(feats) > 0 {
		out = append(out, [2]string{"Features", strings.Join(feats, ", ")})
	}
	for name, cells := range s.Zones {
		for _, z := range cells {
			if z.X == c.X && z.Y == c.Y {
				out = append(out, [2]string{"Zone", name + sideOf(v, name)})
			}
		}
	}
	for _, o := range s.Objectives {
		if o.X == c.X && o.Y == c.Y {
			out = append(out, [2]string{"Objective", fmt.Sprintf("%s (Body %d, armour %d, %d wounds)", o.Name, o.Body, o.Armour, o.Wounds)})
		}
	}
	for _, e := range s.Entries {
		if e.X == c.X && e.Y == c.Y {
			out = append(out, [2]string{"Entry", e.Name + sideNamed(v, e.Side)})
		}
	}
	return append(out, v.pointFacts(c)...)
}

// coverText says what the cover overlay found for a cell.
var coverText = map[uint8]string{coverNone: "no model can stand here", coverUnseenState: "out of sight",
	coverOpenState: "in the open", coverHiddenState: "in cover, +2 to hit (GAP-11)"}

// sideOf names the side deploying in zone, as " · name".
func sideOf(v *Viewer, zone string) string {
	for _, side := range v.scen.Sides {
		if side != nil && side.Zone == zone && zone != "" {
			return " · " + side.Name
		}
	}
	return ""
}

// sideNamed names the side with that id, as " · name".
func sideNamed(v *Viewer, id string) string {
	for _, side := range v.scen.Sides {
		if side != nil && side.ID == id {
			return " · " + side.Name
		}
	}
	return ""
}

// terrainText says what a cell costs to cross.
func terrainText(c deck.Cell) string {
	switch costOf(c) {
	case 3:
		return "impassable"
	case 0:
		return terrainName(c.Terrain) + ", no extra AP"
	}
	return fmt.Sprintf("%s, +%d AP", terrainName(c.Terrain), c.Terrain.Surcharge())
}

// terrainName names a terrain for people: "very difficult".
func terrainName(t deck.Terrain) string { return strings.ReplaceAll(t.String(), "-", " ") }

// pointFacts are what the sight, cover and reach overlays say of cell c,
// seen from the point.
func (v *Viewer) pointFacts(c cell) [][2]string {
	p := v.point()
	if p == nil || *p == c {
		return nil
	}
	o := &v.ov
	i := c.Y*v.scen.Deck.W + c.X
	var out [][2]string
	from := fmt.Sprintf("%.1f\" from %d, %d", dist(*p, c), p.X, p.Y)
	if v.on[ShowSight] && o.sightAt.ok && o.sightAt.at == *p && o.visible != nil {
		if o.visible[i] {
			from += ", in sight"
		} else {
			from += ", out of sight"
		}
	}
	out = append(out, [2]string{"Point", from})
	if v.on[ShowCover] && o.coverAt.ok && o.coverAt.at == *p && o.covered != nil {
		out = append(out, [2]string{"Cover", coverText[o.covered[i]]})
	}
	if v.on[ShowReach] && o.reachAt.ok && o.reachAt.at == *p && o.reached != nil {
		reach := "out of reach of one move"
		if ap := o.reached.At(c.X, c.Y); ap > 0 {
			kind := "move"
			if o.reached.Kind[i] == move.Run {
				kind = "run"
			}
			reach = fmt.Sprintf("%d AP (%s)", ap, kind)
		}
		out = append(out, [2]string{"Reach", reach})
	}
	return out
}

// firstKey is the first key bound to a pointer action, written for
// people, or "?" when none is.
func (v *Viewer) firstKey(a controls.Action) string {
	if k := v.keyNames(a); len(k) > 0 {
		return k[0]
	}
	return "?"
}

// overlayKeys writes the overlays' first keys: "1–6" when they are the
// digits in order, as they are by default, or each key.
func (v *Viewer) overlayKeys() string {
	keys := make([]string, len(overlayActions))
	digits := true
	for i, a := range overlayActions {
		keys[i] = v.firstKey(a)
		digits = digits && keys[i] == fmt.Sprint(i+1)
	}
	if digits {
		return keys[0] + "–" + keys[len(keys)-1]
	}
	return strings.Join(keys, " ")
}

// keyNames are the keys bound to a pointer action, written for people;
// the default keys when the viewer runs without controls.
func (v *Viewer) keyNames(a controls.Action) []string {
	return controls.Labels(v.boundKeys(a))
}

// boundKeys are the keys bound to a pointer action as the keymap files
// spell them; the default keys when the viewer runs without controls.
func (v *Viewer) boundKeys(a controls.Action) []string {
	if v.env.Controls != nil {
		return v.env.Controls.KeyNames(a)
	}
	return controls.DefaultBindings().Pointer[controls.Name(a)]
}

// drawHints draws the strip of camera and pointer keys under the view.
func (v *Viewer) drawHints(dst *ebiten.Image) {
	r, f, pal := v.lay.hints, v.env.Fonts, v.pal
	v.paint.rect(dst, r.X, r.Y, r.W, r.H, pal.Background)
	v.paint.rect(dst, r.X, r.Y, r.W, 1, pal.Rule)
	first := v.firstKey
	zoom := controls.Labels(append(v.boundKeys(controls.ZoomIn), v.boundKeys(controls.ZoomOut)...))
	hints := [][2]string{
		{first(controls.PanLeft) + first(controls.PanUp) + first(controls.PanDown) + first(controls.PanRight) + "  " + first(controls.Drag), "pan"},
		{strings.Join(zoom, " "), "zoom"},
		{first(controls.Select), "pin or free the point"},
		{first(controls.Back), "free it, or leave"},
		{v.overlayKeys(), "overlays"},
		{first(controls.Fit), "fit"},
	}
	x, y := r.X+pad, r.Y+7
	for _, h := range hints {
		x = v.write(dst, f.Bold, sizeSmall, pal.Ink, x, y, h[0])
		x = v.write(dst, f.Regular, sizeSmall, pal.Dim, x+6, y, h[1]) + 22
	}
}

// drawProblems lists the file's problems over the view: over the last
// version that loaded, dimmed, or over an empty view.
func (v *Viewer) drawProblems(dst *ebiten.Image) {
	f, pal, r := v.env.Fonts, v.pal, v.lay.view
	if v.scen != nil {
		v.paint.rect(dst, r.X, r.Y, r.W, r.H, color.RGBA{0x08, 0x05, 0x06, 0xc8})
	}
	bx, by, bw := r.X+32, r.Y+32, r.W-64
	maxH := r.H - 64
	cw := ui.TextWidth("M", f.Mono, sizeMono)
	cols := max(int((bw-48)/cw), 20)
	var rows []string
	for _, p := range v.problems {
		rows = append(rows, textwrap.Lines(p, textwrap.Options{Width: float64(cols), Hang: "    ", Cut: textwrap.Fill})...)
	}
	const lineH, top = 19.0, 84.0
	fit := max(int((maxH-top-44)/lineH), 1)
	more := 0
	if len(rows) > fit {
		more, rows = len(rows)-fit+1, rows[:fit-1]
	}
	bh := top + float64(len(rows))*lineH + 28
	if more > 0 {
		bh += lineH
	}
	v.paint.rect(dst, bx, by, bw, bh, pal.Panel)
	v.paint.rect(dst, bx, by, 4, bh, pal.Warning)
	title := fmt.Sprintf("%s in %s", ui.Count(v.count, "problem", "problems"), filepath.Base(v.path))
	v.write(dst, f.Bold, 20, pal.Ink, bx+24, by+18, title)
	sub := "The scenario has not loaded. Fix the file and save it: the viewer reloads it by itself."
	switch {
	case v.srcErr != nil:
		sub = "Nothing to watch: open a shipped scenario by its name, or a file by its path."
	case v.scen != nil:
		sub = "The map is the last version that loaded. Fix the file and save it: the viewer reloads it by itself."
	}
	v.write(dst, f.Regular, sizeSmall, pal.Dim, bx+24, by+48, clipLeft(sub, f.Regular, sizeSmall, bw-48))
	y := by + top
	for _, row := range rows {
		x := bx + 24
		if pos, msg, ok := splitPos(row); ok && !strings.HasPrefix(row, " ") {
			x = v.write(dst, f.Mono, sizeMono, pal.Warning, x, y, pos)
			row = msg
		}
		v.write(dst, f.Mono, sizeMono, pal.Ink, x, y, row)
		y += lineH
	}
	if more > 0 {
		v.write(dst, f.Regular, sizeSmall, pal.Dim, bx+24, y, fmt.Sprintf("… %d more lines: kg check %s lists them all", more, v.path))
	}
}

// splitPos splits "file:line:col: message" after the position.
func splitPos(s string) (pos, msg string, ok bool) {
	i := strings.Index(s, ": ")
	if i < 0 || strings.Count(s[:i], ":") < 1 {
		return "", s, false
	}
	return s[:i+1], s[i+1:], true
}
