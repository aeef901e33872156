package balance

import (
	"image"
	"image/color"
	"image/draw"

	"github.com/krygothic/krygothic/rules/deck"
)

// Scale is how many pixels a deck inch (a cell) takes in a heat map.
const Scale = 8

// The heat map's colours: the deck faint, the deaths from pale orange
// (one) to dark red (the most in any cell).
var (
	floorColour  = color.RGBA{246, 246, 242, 255}
	wallColour   = color.RGBA{196, 196, 196, 255}
	doorColour   = color.RGBA{214, 200, 176, 255}
	blockedColor = color.RGBA{222, 222, 222, 255} // impossible terrain
	fewColour    = color.RGBA{255, 204, 128, 255}
	mostColour   = color.RGBA{140, 0, 0, 255}
)

// HeatMap draws counts, one per deck cell in row order, over deck d at
// scale pixels an inch: every cell with a count is coloured from pale
// orange to dark red by its share of the largest count, the walls, doors
// and impassable cells are drawn faintly under them.
func HeatMap(d *deck.Deck, counts []int, scale int) *image.RGBA {
	img := image.NewRGBA(image.Rect(0, 0, d.W*scale, d.H*scale))
	most := 0
	for _, n := range counts {
		most = max(most, n)
	}
	for y := range d.H {
		for x := range d.W {
			c, _ := d.Cell(x, y)
			col := floorColour
			switch {
			case c.Wall:
				col = wallColour
			case c.Door:
				col = doorColour
			case !c.Walkable():
				col = blockedColor
			}
			if i := y*d.W + x; i < len(counts) && counts[i] > 0 {
				col = ramp(float64(counts[i]-1) / float64(max(most-1, 1)))
			}
			draw.Draw(img, image.Rect(x*scale, y*scale, (x+1)*scale, (y+1)*scale), image.NewUniform(col), image.Point{}, draw.Src)
		}
	}
	return img
}

// ramp is the colour at f (0 to 1) between fewColour and mostColour.
func ramp(f float64) color.RGBA {
	mix := func(a, b uint8) uint8 { return uint8(float64(a) + f*(float64(b)-float64(a)) + 0.5) }
	return color.RGBA{mix(fewColour.R, mostColour.R), mix(fewColour.G, mostColour.G), mix(fewColour.B, mostColour.B), 255}
}
