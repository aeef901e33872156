package controls

import "testing"

// Simulated typing lasts one frame: the characters, then Backspace, each
// read at the Update after it was simulated and gone at the next.
func TestSimulatedTyping(t *testing.T) {
	c, err := New(DefaultBindings())
	if err != nil {
		t.Fatal(err)
	}
	c.SimulateTyping("4")
	c.SimulateTyping("2")
	if got := string(c.AppendChars(nil)); got != "" {
		t.Errorf("typed %q before the Update", got)
	}
	c.Update()
	if got := string(c.AppendChars([]rune("x"))); got != "x42" {
		t.Errorf("typed %q, want x42", got)
	}
	if c.Erased() {
		t.Error("Backspace without one simulated")
	}
	c.SimulateBackspace()
	c.Update()
	if got := string(c.AppendChars(nil)); got != "" || !c.Erased() {
		t.Errorf("the frame after: typed %q, Backspace %v; want nothing typed and Backspace", got, c.Erased())
	}
	c.Update()
	if c.Erased() {
		t.Error("Backspace lasted past its frame")
	}
}
