// Package widget is the client's UI toolkit: the widgets of the menus
// (Button, List, Slider, Toggle, Chooser, TextField), the Form that moves
// the focus between them, the Input a frame of play gives them (read from
// the named actions of game/ui/controls by a Reader), a Status line, and
// the Style they draw with (palette, fonts, text that is cut or wrapped
// to fit, panels). Any scene can use them: the menus do, and the battle
// screen and the viewer use the same Rect, text fitting and wrapping.
//
// Widgets are plain structs laid out by their page: set a widget's Rect,
// then Form.Update hands it the frame's Input and Form.Draw draws it with
// the focus marked. Everything is in layout units (the menus' design
// units, screen pixels elsewhere); the Reader converts the cursor.
//
// Why not a library such as ebitenui: it reads the mouse and keyboard
// itself, past the named actions, so rebinding, the players' gamepads
// and the tests' simulated input would not reach it; it lays out and
// draws with its own containers and nine-slice images, so every golden
// image would change; and these widgets are a few hundred lines the
// menus already had.
package widget
