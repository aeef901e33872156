package controls

import "github.com/hajimehoshi/ebiten/v2"

// typing is simulated typing for the next Update, and what this frame
// typed of it: text fields read characters and Backspace as the keyboard
// writes them, not as actions, so scripted input needs its own way in.
type typing struct {
	next, now           []rune
	nextErase, nowErase bool
}

// step makes the simulated typing this frame's.
func (t *typing) step() {
	t.now, t.next = append(t.now[:0], t.next...), t.next[:0]
	t.nowErase, t.nextErase = t.nextErase, false
}

// SimulateTyping types text at the next Update, as the keyboard's
// characters would.
func (c *Controls) SimulateTyping(text string) {
	c.typing.next = append(c.typing.next, []rune(text)...)
}

// SimulateBackspace presses Backspace at the next Update.
func (c *Controls) SimulateBackspace() { c.typing.nextErase = true }

// AppendChars appends the characters typed this frame to dst: the
// keyboard's (ebiten.AppendInputChars) and any simulated.
func (c *Controls) AppendChars(dst []rune) []rune {
	return append(ebiten.AppendInputChars(dst), c.typing.now...)
}

// Erased reports whether a simulated Backspace was pressed this frame
// (the keyboard's own is read with its key repeat by the text reader).
func (c *Controls) Erased() bool { return c.typing.nowErase }
