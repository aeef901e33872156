// Package menu holds the client's menu screens: the main menu, a new
// match, hotseat or against the AI (scenario, armies, seed; against the AI
// also the player's side and the AI's level), loading a save, watching a
// replay, opening the scenario viewer, the settings and the key bindings.
//
// Every screen is a *Menu, a ui.Scene made with one of the New…
// constructors from the shared *ui.Env; it moves the player on through
// env.Nav. The screens that Nav has no method for (new match, load,
// replays, viewer, key bindings) open inside the Menu that asked for them,
// and Back returns to it.
//
// Input goes through the named actions of env.Controls (the app calls
// env.Controls.Update before each Update): Select clicks at the cursor,
// Declare chooses, Back leaves, PanUp/PanDown/PanLeft/PanRight move and
// change values; the arrow keys, Tab, Enter, Esc and the left mouse button
// work too, so a bad rebinding can never lock a player out of the menus.
//
// The screens lay themselves out in the bounds they are drawn into, at
// their designed size from 1280×720 up; smaller screens get the picture
// scaled down. Their widgets (button, list, slider, toggle, chooser, text
// field, status line) and the input they read are the toolkit's,
// game/ui/widget.
package menu
