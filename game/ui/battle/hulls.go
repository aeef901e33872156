package battle

import (
	"github.com/krygothic/krygothic/game/ui/board"
	"github.com/krygothic/krygothic/rules/facet"
	"github.com/krygothic/krygothic/rules/orders"
)

// hulled is the marker of model u drawn as a hull by a module of set (a
// vehicle, facet.Hulls), if one draws it so.
func hulled(set facet.Set, u orders.Unit) (facet.Hulls, string, bool) {
	for _, m := range set {
		if h, ok := m.Loaded.(facet.Hulls); ok {
			if marker, ok := h.Hulled(u); ok {
				return h, marker, true
			}
		}
	}
	return nil, "", false
}

// asHull makes token t of model u a hull, when a module of set draws it
// so: its marker, no class, and (with r, in the match) what the hull
// shows; it reports whether it did.
func asHull(t *board.Token, set facet.Set, r facet.Reader, u orders.Unit) bool {
	h, marker, ok := hulled(set, u)
	if !ok {
		return false
	}
	t.Marker, t.Class = marker, ""
	if r == nil {
		return true
	}
	x := h.Hull(r, u)
	t.Hull = &board.Hull{Number: x.Number}
	for _, p := range x.Pips {
		t.Hull.Pips = append(t.Hull.Pips, board.Pips{Left: p.Left, Capacity: p.Capacity})
	}
	return true
}
