package battle

// LaysOutAtScale marks the battle screen as a ui.ScaledScene: it lays
// itself out in layout units (the window's real pixels over ui.Scale),
// the camera fitting the deck to the map area that leaves, and draws its
// text and shapes at ui.Scale.
func (b *Battle) LaysOutAtScale() {}
