package deck

import (
	"math/bits"

	"github.com/krygothic/krygothic/rules/internal/buf"
)

// bitGrid is one flag of every cell of a w × h deck, packed 64 cells to a
// word twice over: by row, for sweeping a shallow line a row at a time,
// and by column, for a steep one (sweep.go).
type bitGrid struct {
	rowWords, colWords int      // words in a row, in a column
	rows               []uint64 // bit x of row y: rows[y*rowWords+x/64]
	cols               []uint64 // bit y of column x: cols[x*colWords+y/64]
}

// reset sizes g for a w × h deck with every flag clear, reusing its
// memory.
func (g *bitGrid) reset(w, h int) {
	g.rowWords, g.colWords = (w+63)/64, (h+63)/64
	g.rows = buf.Zeroed(g.rows, h*g.rowWords)
	g.cols = buf.Zeroed(g.cols, w*g.colWords)
}

// set sets or clears the flag of cell (x, y), which must be on the deck.
func (g *bitGrid) set(x, y int, on bool) {
	r, c := &g.rows[y*g.rowWords+x/64], &g.cols[x*g.colWords+y/64]
	if on {
		*r |= 1 << (x % 64)
		*c |= 1 << (y % 64)
	} else {
		*r &^= 1 << (x % 64)
		*c &^= 1 << (y % 64)
	}
}

// line is the words of row k, or of column k when steep.
func (g *bitGrid) line(steep bool, k int) []uint64 {
	if steep {
		return g.cols[k*g.colWords : (k+1)*g.colWords]
	}
	return g.rows[k*g.rowWords : (k+1)*g.rowWords]
}

// spanMask is the bits of word w that fall in cells lo to hi.
func spanMask(w, lo, hi int) uint64 {
	m := ^uint64(0)
	if lo > w*64 {
		m <<= uint(lo - w*64)
	}
	if top := w*64 + 63; hi < top {
		m &= ^uint64(0) >> uint(top-hi)
	}
	return m
}

// nextSet is the first cell at or after c, up to hi, whose flag is set
// in line a, or -1.
func nextSet(c, hi int, a []uint64) int {
	for c <= hi {
		w := c / 64
		m := spanMask(w, c, hi)
		if word := a[w] & m; word != 0 {
			return w*64 + bits.TrailingZeros64(word)
		}
		c = (w + 1) * 64
	}
	return -1
}

// boxCount counts a flag over rectangles of cells in constant time: a
// summed-area table, sum[y*(w+1)+x] the flags set in cells [0, x) × [0, y).
type boxCount struct {
	w   int
	sum []int32
}

// build counts flags (one per cell, row order, w wide) afresh.
func (b *boxCount) build(flags []bool, w, h int) {
	b.w = w
	b.sum = buf.Zeroed(b.sum, (w+1)*(h+1))
	for y := range h {
		row := int32(0)
		for x := range w {
			if flags[y*w+x] {
				row++
			}
			b.sum[(y+1)*(w+1)+x+1] = b.sum[y*(w+1)+x+1] + row
		}
	}
}

// any reports whether a flag is set in cells x0..x1 × y0..y1 (inclusive,
// on the deck).
func (b *boxCount) any(x0, y0, x1, y1 int) bool {
	s, w := b.sum, b.w+1
	return s[(y1+1)*w+x1+1]-s[y0*w+x1+1]-s[(y1+1)*w+x0]+s[y0*w+x0] != 0
}
