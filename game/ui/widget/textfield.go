package widget

import (
	"unicode"
	"unicode/utf8"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/krygothic/krygothic/game/ui"
)

// TextField is one line of text typed in, under its label. Enter submits;
// Space types a space; Backspace erases. The clipboard cannot be read
// (Ebitengine has no clipboard API).
type TextField struct {
	Rect        Rect
	Label       string
	Text        []rune
	Placeholder string            // shown, dim, while it is empty and not focused
	Limit       int               // most runes kept; 0 for 512
	Accept      func(r rune) bool // which runes it takes; nil: any printable rune
	OnSubmit    func()            // Enter
	OnEdit      func()            // after the text changes
}

// Area is where the field is, its label included.
func (t *TextField) Area() Rect { return t.Rect }

// Key types the frame's characters, erases on Backspace and submits on
// Enter.
func (t *TextField) Key(in *Input) bool {
	limit := t.Limit
	if limit == 0 {
		limit = 512
	}
	edited := false
	for _, r := range in.Chars {
		if !unicode.IsPrint(r) || (t.Accept != nil && !t.Accept(r)) || len(t.Text) >= limit {
			continue
		}
		t.Text = append(t.Text, r)
		edited = true
	}
	if in.Erase && len(t.Text) > 0 {
		t.Text = t.Text[:len(t.Text)-1]
		edited = true
	}
	if edited && t.OnEdit != nil {
		t.OnEdit()
	}
	if in.Enter && t.OnSubmit != nil {
		t.OnSubmit()
	}
	return false
}

// Press does nothing: a click only focuses the field.
func (t *TextField) Press(float64, float64) {}

// box is where the text goes, under the label.
func (t *TextField) box() Rect { return Rect{t.Rect.X, t.Rect.Y + 24, t.Rect.W, t.Rect.H - 24} }

// Draw draws the label and the box with the text's end (where the typing
// happens) and, when focused, the caret.
func (t *TextField) Draw(dst *ebiten.Image, s Style, focused bool) {
	s.label(dst, SizeSmall, t.Rect.X, t.Rect.Y, t.Label, focused)
	box := t.box()
	Fill(dst, box, s.Pal.Background)
	Frame(dst, box, 1, s.edge(focused))
	in := Rect{box.X + 10, box.Y, box.W - 20, box.H}
	if len(t.Text) == 0 && !focused {
		s.WriteIn(dst, s.Fonts.Regular, SizeSmall, s.Pal.Dim, in, t.Placeholder)
		return
	}
	str := string(t.Text)
	// Show the end of a long text: that is where the typing happens.
	for len(str) > 0 && ui.TextWidth(str, s.Fonts.Mono, SizeSmall) > in.W-12 {
		_, size := utf8.DecodeRuneInString(str)
		str = str[size:]
	}
	s.WriteIn(dst, s.Fonts.Mono, SizeSmall, s.Pal.Ink, in, str)
	if focused {
		cx := in.X + ui.TextWidth(str, s.Fonts.Mono, SizeSmall) + 2
		Fill(dst, Rect{cx, in.Y + 8, 2, in.H - 16}, s.Pal.Accent)
	}
}
