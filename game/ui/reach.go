package ui

import "image/color"

// reachRamp colours the cells a model reaches by the AP it takes, 1 AP to
// 6 and more: viridis steps (yellow, green, teal, blue, indigo, purple),
// told apart by lightness as well as hue, so they read under either
// palette and under red–green colour blindness. The battle screen and the
// scenario viewer both draw reach with it.
var reachRamp = [...]color.RGBA{
	{0xfd, 0xe7, 0x25, 0xff}, {0x7a, 0xd1, 0x51, 0xff}, {0x22, 0xa8, 0x84, 0xff},
	{0x2a, 0x78, 0x8e, 0xff}, {0x41, 0x44, 0x87, 0xff}, {0x44, 0x01, 0x54, 0xff},
}

// ReachSteps is how many AP costs the reach colours tell apart; dearer
// cells share the last colour.
const ReachSteps = len(reachRamp)

// ReachColour is the colour of a cell reached for ap AP, with opacity
// alpha (not premultiplied): each screen chooses how much terrain shows
// through, never the hue.
func ReachColour(ap int, alpha uint8) color.RGBA {
	c := reachRamp[min(max(ap, 1), ReachSteps)-1]
	c.A = alpha
	return c
}
