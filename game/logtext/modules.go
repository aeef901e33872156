package logtext

import (
	"github.com/krygothic/krygothic/rules/combat"
	"github.com/krygothic/krygothic/rules/facet"
	"github.com/krygothic/krygothic/rules/geom"
)

// The rule modules in the log. The log names no module: it asks those the
// match plays with (Names.Modules) to tell their own events and say their
// own orders (rules/facet), and writes what they say as it writes its own
// lines: units by their names, points of the deck in words.

// moduleEvent tells ev as a module played tells it, and reports whether
// one did.
func (r *renderer) moduleEvent(ev combat.Event) bool {
	for _, m := range r.names.Modules {
		t, ok := m.Loaded.(facet.Teller)
		if !ok {
			continue
		}
		if lines, ok := t.Tell(ev); ok {
			for _, s := range lines {
				r.sentence(s)
			}
			return true
		}
	}
	return false
}

// modulePhrase is what a module's order of verb tells unit to do, as the
// module says it, if one does.
func (r *renderer) modulePhrase(side, unit, verb string, args []string) ([]seg, bool) {
	for _, m := range r.names.Modules {
		if p, ok := m.Loaded.(facet.Phrases); ok {
			if parts, ok := p.Phrase(unit, verb, args); ok {
				return r.segs(side, parts), true
			}
		}
	}
	return nil, false
}

// sentence writes one of a module's lines.
func (r *renderer) sentence(s facet.Sentence) {
	side := -1
	switch {
	case s.AboutSide:
		side = r.sideIndex(s.About)
	case s.About != "":
		side = r.sideOf(s.About)
	}
	kind := Info
	switch s.Tone {
	case facet.Good:
		kind = Good
	case facet.Bad:
		kind = Bad
	}
	parts := []any{r.segs("", s.Parts)}
	if s.Rule != "" {
		parts = append(parts, rule(s.Rule))
	}
	r.line(s.Indent, kind, side, parts...)
}

// segs writes a module's parts of a sentence (about side's orders, "" for
// none) as the log's segments.
func (r *renderer) segs(side string, parts []facet.Part) []seg {
	var out []seg
	for _, p := range parts {
		switch p.Kind {
		case facet.WordsPart:
			out = append(out, seg{text: p.Text})
		case facet.UnitPart:
			out = append(out, r.unit(p.ID))
		case facet.SidePart:
			out = append(out, r.side(p.ID))
		case facet.TargetPart:
			out = append(out, r.target(side, p.ID))
		case facet.SpotPart:
			out = append(out, seg{text: r.spot(p.X, p.Y)})
		case facet.FacingPart:
			out = append(out, seg{text: r.facing(p.Deg)})
		case facet.BearingPart:
			out = append(out, seg{text: r.bearing(p.Deg)})
		case facet.InchesPart:
			out = append(out, seg{text: inches(p.Inches)})
		case facet.FreePart:
			out = append(out, r.freeIn(side, p.Text)...)
		case facet.MoveToPart:
			out = append(out, seg{text: r.moveTo(p.ID, geom.Vec{X: p.X, Y: p.Y})})
		}
	}
	return out
}

// Sentence writes one of a module's sentences in one line, as the log
// would (units by their names, points in words): a banner's text.
func Sentence(s facet.Sentence, n Names) string {
	r := &renderer{names: n}
	return r.join(append(r.segs("", s.Parts), seg{text: rule(s.Rule)}))
}
