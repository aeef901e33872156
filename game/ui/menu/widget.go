package menu

import (
	"fmt"
	"math"
	"unicode"
	"unicode/utf8"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

	"github.com/krygothic/krygothic/game/ui"
)

// item is a widget in a form.
type item interface {
	area() rect
	// key gives the widget the frame's keys while it has the focus; it
	// returns true when it used up or down itself (a list moving its
	// selection), so the focus stays.
	key(m *Menu, in *input) bool
	// press is a click inside the widget's area.
	press(m *Menu, x, y float64)
	draw(m *Menu, dst *ebiten.Image, focused bool)
}

// dragger is a widget that follows the pointer while the button is held
// after a press on it.
type dragger interface{ drag(m *Menu, x, y float64) }

// scroller is a widget the mouse wheel scrolls while the cursor is on it.
type scroller interface{ scroll(lines int) }

// form is the widgets of a page in focus order: up and down (or Tab)
// move the focus, the cursor moving onto a widget focuses it, a click
// presses it.
type form struct {
	items    []item
	focus    int
	dragging item
}

// set replaces the widgets, keeping the focus index in range.
func (f *form) set(items ...item) {
	f.items = items
	f.focus = min(max(f.focus, 0), max(len(items)-1, 0))
}

func (f *form) focused(it item) bool {
	return f.focus < len(f.items) && f.items[f.focus] == it
}

// focusOn moves the focus to it.
func (f *form) focusOn(it item) {
	for i, x := range f.items {
		if x == it {
			f.focus = i
		}
	}
}

// update hands the frame's input to the widgets.
func (f *form) update(m *Menu, in *input) {
	if len(f.items) == 0 {
		return
	}
	if !in.holding {
		f.dragging = nil
	}
	if d, ok := f.dragging.(dragger); ok && in.holding {
		d.drag(m, in.x, in.y)
	}
	if in.moved && !in.holding {
		for i, it := range f.items {
			if it.area().contains(in.x, in.y) {
				f.focus = i
			}
		}
	}
	if in.wheel != 0 {
		for _, it := range f.items {
			if s, ok := it.(scroller); ok && it.area().contains(in.x, in.y) {
				s.scroll(-int(math.Copysign(math.Ceil(math.Abs(in.wheel)), in.wheel)))
			}
		}
	}
	if in.click {
		for i, it := range f.items {
			if it.area().contains(in.cx, in.cy) {
				f.focus = i
				f.dragging = it
				it.press(m, in.cx, in.cy)
				return
			}
		}
	}
	if f.items[f.focus].key(m, in) {
		return
	}
	switch {
	case in.up || in.backTab:
		f.focus = (f.focus + len(f.items) - 1) % len(f.items)
	case in.down || in.tab:
		f.focus = (f.focus + 1) % len(f.items)
	}
}

// draw draws every widget.
func (f *form) draw(m *Menu, dst *ebiten.Image) {
	for i, it := range f.items {
		it.draw(m, dst, i == f.focus)
	}
}

// button is a push button. A disabled button can still take the focus;
// pressing it does nothing (its page says why it is disabled).
type button struct {
	r        rect
	label    string
	disabled bool
	primary  bool
	onPress  func(m *Menu)
}

func (b *button) area() rect { return b.r }

func (b *button) key(m *Menu, in *input) bool {
	if in.activate {
		b.press(m, 0, 0)
	}
	return false
}

func (b *button) press(m *Menu, _, _ float64) {
	if !b.disabled && b.onPress != nil {
		b.onPress(m)
	}
}

func (b *button) draw(m *Menu, dst *ebiten.Image, focused bool) {
	s := m.style()
	bg, edge, ink := s.pal.Panel, s.pal.Rule, s.pal.Ink
	if b.primary && !b.disabled {
		bg = mix(s.pal.Panel, s.pal.Accent, 0.35)
	}
	if focused {
		bg = s.pal.PanelLight
		if b.primary && !b.disabled {
			bg = mix(s.pal.Panel, s.pal.Accent, 0.55)
		}
		edge = s.pal.Accent
	}
	if b.disabled {
		ink = s.pal.Dim
	}
	fill(dst, b.r, bg)
	frame(dst, b.r, 1, edge)
	if focused {
		s.accentBar(dst, b.r, s.pal.Accent)
	}
	s.writeIn(dst, s.fonts.Bold, sizeButton, ink, rect{b.r.x + 20, b.r.y, b.r.w - 40, b.r.h}, b.label)
}

// row is one line of a list.
type row struct {
	title, detail string
	note          string // at the right end of the title line
	warn          bool   // the detail is a problem
	disabled      bool   // shown, but cannot be chosen
}

// list is a scrolling list of rows with one selected. Up and down move
// the selection (and past either end, the focus); Declare, or a click on
// the selected row, chooses it.
type list struct {
	r        rect
	rows     []row
	sel, top int
	rowH     float64
	empty    string // shown when there are no rows
	onSelect func(i int)
	onChoose func(i int)
	unshown  bool // the selection moved before the list had a size
}

func (l *list) area() rect { return l.r }

func (l *list) visible() int { return max(int((l.r.h-2)/l.rowH), 1) }

// show scrolls so the selection is in view.
func (l *list) show() {
	if l.r.h <= 0 {
		l.unshown = true // not laid out yet: show it when it is
		return
	}
	l.unshown = false
	n := l.visible()
	l.top = min(l.top, l.sel)
	if l.sel >= l.top+n {
		l.top = l.sel - n + 1
	}
	l.top = max(min(l.top, len(l.rows)-n), 0)
}

func (l *list) choose(i int) {
	l.sel = min(max(i, 0), max(len(l.rows)-1, 0))
	l.show()
	if l.onSelect != nil && len(l.rows) > 0 {
		l.onSelect(l.sel)
	}
}

func (l *list) key(_ *Menu, in *input) bool {
	if l.unshown {
		l.show()
	}
	switch {
	case in.up && l.sel > 0:
		l.choose(l.sel - 1)
		return true
	case in.down && l.sel < len(l.rows)-1:
		l.choose(l.sel + 1)
		return true
	case in.activate:
		l.activate()
	}
	return false
}

func (l *list) activate() {
	if l.sel < len(l.rows) && !l.rows[l.sel].disabled && l.onChoose != nil {
		l.onChoose(l.sel)
	}
}

func (l *list) press(_ *Menu, _, y float64) {
	i := l.top + int((y-l.r.y-1)/l.rowH)
	if i < 0 || i >= len(l.rows) || i >= l.top+l.visible() {
		return
	}
	if i == l.sel {
		l.activate()
		return
	}
	l.choose(i)
}

func (l *list) scroll(lines int) {
	l.top = max(min(l.top+lines, len(l.rows)-l.visible()), 0)
}

func (l *list) draw(m *Menu, dst *ebiten.Image, focused bool) {
	if l.unshown {
		l.show()
	}
	l.top = max(min(l.top, len(l.rows)-l.visible()), 0) // the list may have grown
	s := m.style()
	s.panel(dst, l.r)
	if focused {
		frame(dst, l.r, 2, s.pal.Accent)
	}
	if len(l.rows) == 0 {
		s.para(dst, s.fonts.Regular, sizeBody, s.pal.Dim, l.r.x+pad, l.r.y+pad, l.r.w-2*pad, l.empty, 0)
		return
	}
	n := l.visible()
	for i := l.top; i < len(l.rows) && i < l.top+n; i++ {
		rw := l.rows[i]
		y := l.r.y + 1 + float64(i-l.top)*l.rowH
		cell := rect{l.r.x + 1, y, l.r.w - 2, l.rowH}
		if i == l.sel {
			fill(dst, cell, s.pal.PanelLight)
			if focused {
				s.accentBar(dst, cell, s.pal.Accent)
			}
		} else if i > l.top {
			fill(dst, rect{cell.x + pad, y, cell.w - 2*pad, 1}, mix(s.pal.Panel, s.pal.Rule, 0.6))
		}
		ink, sub := s.pal.Ink, s.pal.Dim
		if rw.disabled {
			ink = s.pal.Dim
		}
		if rw.warn {
			sub = s.pal.Warning
			if rw.detail == "" {
				ink = s.pal.Warning
			}
		}
		w := cell.w - 2*pad - 12
		if rw.note != "" {
			nw := ui.TextWidth(rw.note, s.fonts.Regular, sizeSmall)
			ny := y + 10
			if rw.detail == "" {
				ny = y + (l.rowH-lineHeight(sizeSmall))/2
			}
			s.writeRight(dst, s.fonts.Regular, sizeSmall, s.pal.Dim, cell.right()-pad-12, ny, rw.note)
			w -= nw + 12
		}
		if rw.detail == "" {
			s.writeIn(dst, s.fonts.Bold, sizeBody, ink, rect{cell.x + pad, y, w, l.rowH}, rw.title)
			continue
		}
		s.writeIn(dst, s.fonts.Bold, sizeBody, ink, rect{cell.x + pad, y + 6, w, lineHeight(sizeBody)}, rw.title)
		s.writeIn(dst, s.fonts.Regular, sizeSmall, sub, rect{cell.x + pad, y + 8 + lineHeight(sizeBody), cell.w - 2*pad - 12, lineHeight(sizeSmall)}, rw.detail)
	}
	if len(l.rows) > n { // a scroll bar
		track := rect{l.r.right() - 8, l.r.y + 4, 4, l.r.h - 8}
		fill(dst, track, mix(s.pal.Panel, s.pal.Rule, 0.5))
		h := track.h * float64(n) / float64(len(l.rows))
		y := track.y + (track.h-h)*float64(l.top)/float64(len(l.rows)-n)
		fill(dst, rect{track.x, y, track.w, h}, s.pal.Dim)
	}
}

// slider sets a number between min and max in steps: left and right (or
// the − and + ends) step it, a click or drag on the track sets it.
type slider struct {
	r              rect
	label          string
	value          *float64
	min, max, step float64
	format         func(float64) string
	onChange       func()
}

func (sl *slider) area() rect { return sl.r }

// parts: the − button, the track, the + button.
func (sl *slider) parts() (minus, track, plus rect) {
	y := sl.r.y + sl.r.h - 34
	minus = rect{sl.r.x, y, 30, 30}
	plus = rect{sl.r.right() - 30, y, 30, 30}
	track = rect{minus.right() + 14, y, plus.x - 14 - minus.right() - 14, 30}
	return
}

func (sl *slider) set(v float64) {
	v = math.Round(v/sl.step) * sl.step
	v = math.Round(v*1e6) / 1e6 // no 0.30000000000000004
	v = min(max(v, sl.min), sl.max)
	if v != *sl.value {
		*sl.value = v
		if sl.onChange != nil {
			sl.onChange()
		}
	}
}

func (sl *slider) key(_ *Menu, in *input) bool {
	switch {
	case in.left:
		sl.set(*sl.value - sl.step)
	case in.right:
		sl.set(*sl.value + sl.step)
	}
	return false
}

func (sl *slider) press(m *Menu, x, y float64) {
	minus, track, plus := sl.parts()
	switch {
	case minus.contains(x, y):
		sl.set(*sl.value - sl.step)
	case plus.contains(x, y):
		sl.set(*sl.value + sl.step)
	case track.contains(x, y):
		sl.drag(m, x, y)
	}
}

func (sl *slider) drag(_ *Menu, x, _ float64) {
	_, track, _ := sl.parts()
	t := min(max((x-track.x)/track.w, 0), 1)
	sl.set(sl.min + t*(sl.max-sl.min))
}

func (sl *slider) draw(m *Menu, dst *ebiten.Image, focused bool) {
	s := m.style()
	labelInk := s.pal.Ink
	if focused {
		labelInk = s.pal.Accent
	}
	s.write(dst, s.fonts.Bold, sizeBody, labelInk, sl.r.x, sl.r.y, sl.label)
	s.writeRight(dst, s.fonts.Mono, sizeBody, s.pal.Ink, sl.r.right(), sl.r.y, sl.format(*sl.value))
	minus, track, plus := sl.parts()
	for _, b := range []struct {
		r rect
		t string
	}{{minus, "−"}, {plus, "+"}} {
		fill(dst, b.r, s.pal.PanelLight)
		frame(dst, b.r, 1, s.pal.Rule)
		s.writeCentred(dst, s.fonts.Bold, sizeBody, s.pal.Ink, b.r, b.t)
	}
	mid := float32(track.y + track.h/2)
	vector.FillRect(dst, float32(track.x), mid-2, float32(track.w), 4, s.pal.PanelLight, false)
	t := (min(max(*sl.value, sl.min), sl.max) - sl.min) / (sl.max - sl.min)
	kx := float32(track.x + t*track.w)
	vector.FillRect(dst, float32(track.x), mid-2, kx-float32(track.x), 4, mix(s.pal.Rule, s.pal.Accent, 0.6), false)
	knob := s.pal.Dim
	if focused {
		knob = s.pal.Accent
	}
	vector.FillCircle(dst, kx, mid, 9, knob, true)
}

// toggle is an on/off switch: Declare, left, right or a click flips it.
type toggle struct {
	r        rect
	label    string
	value    *bool
	onChange func()
}

func (tg *toggle) area() rect { return tg.r }

func (tg *toggle) flip() {
	*tg.value = !*tg.value
	if tg.onChange != nil {
		tg.onChange()
	}
}

func (tg *toggle) key(_ *Menu, in *input) bool {
	if in.activate || in.left || in.right {
		tg.flip()
	}
	return false
}

func (tg *toggle) press(*Menu, float64, float64) { tg.flip() }

func (tg *toggle) draw(m *Menu, dst *ebiten.Image, focused bool) {
	s := m.style()
	labelInk := s.pal.Ink
	if focused {
		labelInk = s.pal.Accent
	}
	s.write(dst, s.fonts.Bold, sizeBody, labelInk, tg.r.x, tg.r.y, tg.label)
	sw := rect{tg.r.x, tg.r.y + tg.r.h - 32, 64, 28}
	on := *tg.value
	bg := s.pal.PanelLight
	if on {
		bg = mix(s.pal.Panel, s.pal.Good, 0.55)
	}
	fill(dst, sw, bg)
	frame(dst, sw, 1, s.pal.Rule)
	knob := rect{sw.x + 3, sw.y + 3, 26, 22}
	if on {
		knob.x = sw.right() - 29
	}
	kc := s.pal.Dim
	if focused {
		kc = s.pal.Accent
	}
	fill(dst, knob, kc)
	state := "Off"
	if on {
		state = "On"
	}
	s.writeIn(dst, s.fonts.Bold, sizeBody, s.pal.Ink, rect{sw.right() + 12, sw.y, 60, sw.h}, state)
}

// chooser picks one of a few options: left and right (or its arrows)
// step through them, Declare steps forward.
type chooser struct {
	r        rect
	label    string
	options  []string
	idx      int
	onChange func()
}

func (c *chooser) area() rect { return c.r }

func (c *chooser) step(d int) {
	if len(c.options) < 2 {
		return
	}
	c.idx = (c.idx + d + len(c.options)) % len(c.options)
	if c.onChange != nil {
		c.onChange()
	}
}

func (c *chooser) key(_ *Menu, in *input) bool {
	switch {
	case in.left:
		c.step(-1)
	case in.right, in.activate:
		c.step(1)
	}
	return false
}

func (c *chooser) arrows() (left, right rect) {
	y := c.r.y + c.r.h - 34
	return rect{c.r.x, y, 30, 30}, rect{c.r.right() - 30, y, 30, 30}
}

func (c *chooser) press(_ *Menu, x, y float64) {
	l, r := c.arrows()
	switch {
	case l.contains(x, y):
		c.step(-1)
	case r.contains(x, y):
		c.step(1)
	default:
		c.step(1)
	}
}

func (c *chooser) draw(m *Menu, dst *ebiten.Image, focused bool) {
	s := m.style()
	labelInk := s.pal.Ink
	if focused {
		labelInk = s.pal.Accent
	}
	s.write(dst, s.fonts.Bold, sizeSmall, labelInk, c.r.x, c.r.y, c.label)
	l, r := c.arrows()
	arrowInk := s.pal.Ink
	if len(c.options) < 2 {
		arrowInk = mix(s.pal.Dim, s.pal.Panel, 0.5)
	}
	for _, a := range []struct {
		r rect
		t string
	}{{l, "<"}, {r, ">"}} {
		fill(dst, a.r, s.pal.PanelLight)
		frame(dst, a.r, 1, s.pal.Rule)
		s.writeCentred(dst, s.fonts.Bold, sizeBody, arrowInk, a.r, a.t)
	}
	mid := rect{l.right() + 6, l.y, r.x - l.right() - 12, l.h}
	fill(dst, mid, s.pal.Panel)
	edge := s.pal.Rule
	if focused {
		edge = s.pal.Accent
	}
	frame(dst, mid, 1, edge)
	label := "—"
	if c.idx < len(c.options) {
		label = c.options[c.idx]
	}
	s.writeCentred(dst, s.fonts.Regular, sizeSmall, s.pal.Ink, mid.inset(4), label)
}

// textField is one line of text typed in. Enter submits; Space types a
// space. The clipboard cannot be read (Ebitengine has no clipboard API).
type textField struct {
	r           rect
	label       string
	text        []rune
	placeholder string
	limit       int               // most runes kept; 0 for 512
	accept      func(r rune) bool // nil: any printable rune
	onSubmit    func()
	onEdit      func()
}

func (t *textField) area() rect { return t.r }

func (t *textField) key(_ *Menu, in *input) bool {
	limit := t.limit
	if limit == 0 {
		limit = 512
	}
	edited := false
	for _, r := range in.chars {
		if !unicode.IsPrint(r) || (t.accept != nil && !t.accept(r)) || len(t.text) >= limit {
			continue
		}
		t.text = append(t.text, r)
		edited = true
	}
	if in.erase && len(t.text) > 0 {
		t.text = t.text[:len(t.text)-1]
		edited = true
	}
	if edited && t.onEdit != nil {
		t.onEdit()
	}
	if in.enter && t.onSubmit != nil {
		t.onSubmit()
	}
	return false
}

func (t *textField) press(*Menu, float64, float64) {}

func (t *textField) box() rect { return rect{t.r.x, t.r.y + 24, t.r.w, t.r.h - 24} }

func (t *textField) draw(m *Menu, dst *ebiten.Image, focused bool) {
	s := m.style()
	labelInk := s.pal.Ink
	if focused {
		labelInk = s.pal.Accent
	}
	s.write(dst, s.fonts.Bold, sizeSmall, labelInk, t.r.x, t.r.y, t.label)
	box := t.box()
	fill(dst, box, s.pal.Background)
	edge := s.pal.Rule
	if focused {
		edge = s.pal.Accent
	}
	frame(dst, box, 1, edge)
	in := rect{box.x + 10, box.y, box.w - 20, box.h}
	if len(t.text) == 0 && !focused {
		s.writeIn(dst, s.fonts.Regular, sizeSmall, s.pal.Dim, in, t.placeholder)
		return
	}
	str := string(t.text)
	// Show the end of a long text: that is where the typing happens.
	for len(str) > 0 && ui.TextWidth(str, s.fonts.Mono, sizeSmall) > in.w-12 {
		_, size := utf8.DecodeRuneInString(str)
		str = str[size:]
	}
	s.writeIn(dst, s.fonts.Mono, sizeSmall, s.pal.Ink, in, str)
	if focused {
		cx := in.x + ui.TextWidth(str, s.fonts.Mono, sizeSmall) + 2
		fill(dst, rect{cx, in.y + 8, 2, in.h - 16}, s.pal.Accent)
	}
}

// status is a line at the foot of a page: what just happened, or what
// went wrong.
type status struct {
	text string
	bad  bool
}

func (st *status) ok(format string, args ...any) { *st = status{text: fmt.Sprintf(format, args...)} }
func (st *status) err(format string, args ...any) {
	*st = status{text: fmt.Sprintf(format, args...), bad: true}
}

// draw draws the status in a panel across r, when there is one.
func (st *status) draw(m *Menu, dst *ebiten.Image, r rect) {
	if st.text == "" {
		return
	}
	s := m.style()
	c := s.pal.Good
	if st.bad {
		c = s.pal.Warning
	}
	lines := wrap(st.text, s.fonts.Regular, sizeSmall, r.w-2*pad-8)
	h := float64(min(len(lines), 3))*sizeSmall*1.35 + 2*10
	box := rect{r.x, r.bottom() - h, r.w, h}
	fill(dst, box, s.pal.Panel)
	s.accentBar(dst, box, c)
	s.para(dst, s.fonts.Regular, sizeSmall, c, box.x+pad+4, box.y+10, box.w-2*pad-8, st.text, 3)
}
