package board

import (
	"github.com/krygothic/krygothic/game/ui/art"
	"github.com/krygothic/krygothic/rules/deck"
	"github.com/krygothic/krygothic/scenarios"
)

// dressing is a scenario's decoration as the ship view paints it: each
// piece as art paints it, with the ground it lies on, and for each cell
// the pieces over it, in the file's order. The plan view draws none.
type dressing struct {
	pieces []art.Piece
	ground []scenarios.Ground
	at     map[int][]int // y*width+x → indices into pieces
	w      int
}

// dress lists s's decoration by the cells of a w-cell-wide deck it lies on.
func dress(s *scenarios.Scenario, w int) *dressing {
	dr := &dressing{at: map[int][]int{}, w: w}
	for _, d := range s.Decor {
		kind, ok := scenarios.DecorKindOf(d.Kind)
		if !ok {
			continue
		}
		i := len(dr.pieces)
		dr.pieces = append(dr.pieces, art.Piece{Kind: d.Kind, X: d.X, Y: d.Y, W: d.W, H: d.H, Quarters: d.Quarters()})
		dr.ground = append(dr.ground, kind.Ground)
		for y := d.Y; y < d.Y+d.H; y++ {
			for x := d.X; x < d.X+d.W; x++ {
				dr.at[y*w+x] = append(dr.at[y*w+x], i)
			}
		}
	}
	return dr
}

// paint paints the pieces over cell (x, y), c as it stands now, painted
// as kind k, into the s-pixel square at (x*s, y*s) of the ship picture:
// each only where its ground is (lies), so a piece never shows an
// obstacle on open floor, nor water on a dry one, whatever the cell has
// become.
func (dr *dressing) paint(b *Deck, x, y, s int, c deck.Cell, k art.Kind) {
	for _, i := range dr.at[y*dr.w+x] {
		if lies(dr.ground[i], c, k) {
			art.PaintDecor(b.shipPix, x*s, y*s, s, dr.pieces[i], x, y, k)
		}
	}
}

// lies reports whether a piece of decoration that lies on ground g is
// painted over cell c, painted as kind k: a fixture over solid cells
// (scenarios.Solid), a mark on walkable floor that is neither cover nor a
// liquid, a surface on a liquid.
func lies(g scenarios.Ground, c deck.Cell, k art.Kind) bool {
	switch g {
	case scenarios.Fixture:
		return scenarios.Solid(c)
	case scenarios.Mark:
		return c.Walkable() && !c.Wall && !c.Cover && !art.Liquid(k)
	}
	return art.Liquid(k)
}
