package battle

// LegendLabels are the labels of the colour key along the map's foot.
func (b *Battle) LegendLabels() []string {
	var out []string
	for _, k := range b.legend() {
		out = append(out, k.Label)
	}
	return out
}

// LogTexts are the log's lines as the screen writes them (for tests).
func (b *Battle) LogTexts() []string {
	out := make([]string, len(b.log.lines))
	for i, l := range b.log.lines {
		out[i] = l.Text
	}
	return out
}

// MapRect is where the deck is drawn on screen, in layout units.
func (b *Battle) MapRect() (x, y, w, h float64) { return b.layout.mapRect() }
