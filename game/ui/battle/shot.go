package battle

import (
	"github.com/krygothic/krygothic/rules/facet"
	"github.com/krygothic/krygothic/rules/orders"
)

// moduleShot is the row of terms the order panel writes for the shot of
// preview p: the core's (its band, dice, to-hit and to-wound numbers), or
// as a rule module played rewrites it for its own orders (facet.Shots: a
// blast's template where a shot's wound number would be). A term left
// empty is left out.
func (b *Battle) moduleShot(p orders.Preview, core [4]term) []term {
	o := b.order.previewed
	u, ok := b.view().Unit(o.Unit)
	if ok {
		shot := facet.Shot{Band: facetTerm(core[0]), Dice: facetTerm(core[1]), Hit: facetTerm(core[2]), Wound: facetTerm(core[3])}
		for _, m := range b.view().Played() {
			if x, ok := m.Loaded.(facet.Shots); ok {
				if s, ok := x.Shot(b.view(), u, o, p, shot); ok {
					core = [4]term{{s.Band.Text, s.Band.Tip}, {s.Dice.Text, s.Dice.Tip}, {s.Hit.Text, s.Hit.Tip}, {s.Wound.Text, s.Wound.Tip}}
					break
				}
			}
		}
	}
	var out []term
	for _, t := range core {
		if t.text != "" {
			out = append(out, t)
		}
	}
	return out
}

// facetTerm is a term of the panel as a module reads it.
func facetTerm(t term) facet.Term { return facet.Term{Text: t.text, Tip: t.tip} }
