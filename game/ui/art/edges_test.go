package art_test

import (
	"image"
	"testing"

	"github.com/krygothic/krygothic/game/ui/art"
)

// rowMean is the mean brightness of row j of an s×s cell painted at the
// origin of img.
func rowMean(img *image.RGBA, s, j int) float64 {
	sum := 0.0
	for i := range s {
		c := img.RGBAAt(i, j)
		sum += float64(c.R) + float64(c.G) + float64(c.B)
	}
	return sum / float64(3*s)
}

// Where the floor meets a bulkhead, the floor lies in shadow (darker at
// the wall's side than in the middle, and darker than it was) and the
// bulkhead catches the light (brighter along that side than inside); a
// cell with no such edge is left as painted.
func TestEdgesWhereFloorMeetsBulkhead(t *testing.T) {
	const s = 24
	for _, k := range []art.Kind{art.Plating, art.Crates, art.Bulkhead} {
		plain := image.NewRGBA(image.Rect(0, 0, s, s))
		art.Paint(plain, 0, 0, s, k, 3, 4)
		edged := image.NewRGBA(image.Rect(0, 0, s, s))
		art.Paint(edged, 0, 0, s, k, 3, 4)
		art.Edges(edged, 0, 0, s, k, art.North)
		top, middle, before := rowMean(edged, s, 0), rowMean(edged, s, s/2), rowMean(plain, s, 0)
		if art.Solid(k) {
			if top <= before+10 || top <= middle {
				t.Errorf("kind %d: a bulkhead's rim at the floor %.0f, as painted %.0f, inside %.0f; want it lit", k, top, before, middle)
			}
		} else if top >= before-10 || top >= middle {
			t.Errorf("kind %d: the floor by the bulkhead %.0f, as painted %.0f, in the middle %.0f; want it in shadow", k, top, before, middle)
		}
		if got, want := rowMean(edged, s, s-1), rowMean(plain, s, s-1); got != want {
			t.Errorf("kind %d: the south row changed (%.0f, was %.0f) with an edge only to the north", k, got, want)
		}
		none := image.NewRGBA(image.Rect(0, 0, s, s))
		art.Paint(none, 0, 0, s, k, 3, 4)
		art.Edges(none, 0, 0, s, k, 0)
		if string(none.Pix) != string(plain.Pix) {
			t.Errorf("kind %d: a cell with no edge was drawn over", k)
		}
	}
}
