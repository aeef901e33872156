package board

import (
	"image/color"
	"math"
	"sync"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/krygothic/krygothic/game/ui"
	"github.com/krygothic/krygothic/rules/geom"
)

// Darkness on the ship view: a dark scenario or dark cells (KG-SCN-02)
// are drawn really dark, a deep blue-black with the plating barely
// showing, and lit only where light falls: a lamp's pool round each
// model the screen shows, its beam ahead along its facing, and for a
// moment a muzzle flash or a blast. The rules say nothing of who sees
// what in the dark; this is only the picture.
//
// It costs a few draws a frame: the darkness is a picture of the deck one
// pixel per cell (built when the deck changes), drawn through the camera
// into an offscreen layer; each light cuts its sprite out of the layer
// (lightBlend, the sprites rasterised once), leaving its glow; the layer is
// then laid over the deck.

// Light is a light on the deck this frame, in deck inches.
type Light struct {
	At       geom.Vec
	Radius   float64 // the pool's radius
	Beam     float64 // the beam's length ahead along Facing; 0 for none
	Facing   float64 // radians
	Strength float64 // 0 (out) to 1 (full)
	// Glow is the colour the light casts on the dark it lights, its alpha
	// how much of it: a lamp's warm and faint, a flash's bright.
	Glow color.RGBA
}

// lightBlend cuts a light out of the darkness and leaves its glow there:
// the darkness goes as the light's alpha, and the light's colour is added
// as much as the darkness was there (none on a deck that was lit).
var lightBlend = ebiten.Blend{
	BlendFactorSourceRGB:        ebiten.BlendFactorDestinationAlpha,
	BlendFactorSourceAlpha:      ebiten.BlendFactorZero,
	BlendFactorDestinationRGB:   ebiten.BlendFactorOneMinusSourceAlpha,
	BlendFactorDestinationAlpha: ebiten.BlendFactorOneMinusSourceAlpha,
	BlendOperationRGB:           ebiten.BlendOperationAdd,
	BlendOperationAlpha:         ebiten.BlendOperationAdd,
}

// nightColour is the darkness: deep blue-black, a little of the deck
// showing through.
var nightColour = color.RGBA{0x04, 0x06, 0x12, 0xe6}

// dimDark is a dark cell's shade in the plan view and wherever the deck
// is not lit (Deck.Lit false: the scenario viewer).
var dimDark = color.RGBA{0, 0, 0, 0x80}

// beamHalf is a lamp's beam's half-angle, radians.
const beamHalf = 0.45

// lightSize is the pixels across a light's sprites.
const lightSize = 256

var (
	lightOnce  sync.Once
	poolSprite *ebiten.Image // a radial gradient: opaque at the middle, clear at the rim
	beamSprite *ebiten.Image // a beam from the middle along +x, fading with distance and to its edges
)

// lightSprites rasterises the pool and the beam once.
func lightSprites() (pool, beam *ebiten.Image) {
	lightOnce.Do(func() {
		const n = lightSize
		poolPix, beamPix := make([]byte, 4*n*n), make([]byte, 4*n*n)
		for j := range n {
			for i := range n {
				dx, dy := (float64(i)+0.5)/n*2-1, (float64(j)+0.5)/n*2-1
				d := math.Hypot(dx, dy)
				put(poolPix, i+j*n, PoolFalloff(d))
				put(beamPix, i+j*n, beamFalloff(dx, dy))
			}
		}
		poolSprite, beamSprite = fromPix(n, poolPix), fromPix(n, beamPix)
	})
	return poolSprite, beamSprite
}

// PoolFalloff is how much of the dark a lamp's pool takes away at d, its
// distance from the lamp over the pool's radius: all at the lamp, less
// and less, none from the rim out.
func PoolFalloff(d float64) float64 {
	if d >= 1 {
		return 0
	}
	k := 1 - d*d
	return k * k
}

// smooth is the smoothstep from 0 at a to 1 at b.
func smooth(a, b, x float64) float64 {
	t := max(0, min(1, (x-a)/(b-a)))
	return t * t * (3 - 2*t)
}

// put sets pixel i of an RGBA buffer to white at alpha a, premultiplied.
func put(pix []byte, i int, a float64) {
	v := byte(math.Round(255 * max(0, min(1, a))))
	pix[4*i], pix[4*i+1], pix[4*i+2], pix[4*i+3] = v, v, v, v
}

// fromPix is an n×n image of pix.
func fromPix(n int, pix []byte) *ebiten.Image {
	img := ebiten.NewImage(n, n)
	img.WritePixels(pix)
	return img
}

// drawDark darkens the dark cells: in the lit ship view the real
// darkness with the lights cut out of it, else a half shade.
func (b *Deck) drawDark(dst *ebiten.Image, cam *Camera) {
	if !b.anyDark {
		return
	}
	if b.Plan || !b.Lit {
		b.dark.Draw(dst, cam, 1)
		return
	}
	r := dst.Bounds()
	if b.nightLayer == nil || !r.In(b.nightLayer.Bounds()) {
		w, h := r.Max.X, r.Max.Y
		if b.nightLayer != nil {
			w, h = max(w, b.nightLayer.Bounds().Dx()), max(h, b.nightLayer.Bounds().Dy())
		}
		b.nightLayer = ebiten.NewImage(w, h)
	}
	layer := b.nightLayer.SubImage(r).(*ebiten.Image)
	layer.Clear()
	b.night.Draw(layer, cam, 1)
	for _, l := range b.Lights {
		cutLight(layer, cam, l)
	}
	op := &ebiten.DrawImageOptions{}
	op.GeoM.Translate(float64(r.Min.X), float64(r.Min.Y))
	dst.DrawImage(layer, op)
}

// cutLight takes light l out of the darkness drawn in layer.
func cutLight(layer *ebiten.Image, cam *Camera, l Light) {
	if l.Strength <= 0 {
		return
	}
	pool, beam := lightSprites()
	x, y := cam.ToScreen(l.At)
	// The sprites are white: the glow's colour, as much as its alpha says,
	// scales their colour and leaves their alpha whole.
	var glow ebiten.ColorScale
	k := float32(l.Glow.A) / 255
	glow.SetR(float32(l.Glow.R) / 255 * k)
	glow.SetG(float32(l.Glow.G) / 255 * k)
	glow.SetB(float32(l.Glow.B) / 255 * k)
	cut := func(sprite *ebiten.Image, size, angle float64) {
		op := &ebiten.DrawImageOptions{Filter: ebiten.FilterLinear, Blend: lightBlend}
		op.GeoM.Translate(-lightSize/2, -lightSize/2)
		op.GeoM.Scale(size/lightSize, size/lightSize)
		op.GeoM.Rotate(angle)
		op.GeoM.Translate(x, y)
		ui.ToScreen(&op.GeoM)
		op.ColorScale = glow
		op.ColorScale.ScaleAlpha(float32(min(1, l.Strength)))
		layer.DrawImage(sprite, op)
	}
	switch {
	case l.Beam > l.Radius && l.Radius > 0: // a lamp: its pool and beam in one sprite
		cut(lampSprite(l.Radius/l.Beam), 2*l.Beam*cam.Zoom, l.Facing)
	case l.Beam > 0:
		cut(pool, 2*l.Radius*cam.Zoom, 0)
		cut(beam, 2*l.Beam*cam.Zoom, l.Facing)
	default:
		cut(pool, 2*l.Radius*cam.Zoom, 0)
	}
}

// lampSteps is how finely lampSprite tells apart the sizes of a pool
// against its beam.
const lampSteps = 32

var (
	lampMu      sync.Mutex
	lampSprites = map[int]*ebiten.Image{} // by the pool's radius over the beam's length, in lampSteps
)

// lampSprite is a lamp's pool and beam in one sprite, the beam reaching
// its rim and the pool ratio (0…1) of the way: what the two cut out one
// after the other, in one draw.
func lampSprite(ratio float64) *ebiten.Image {
	k := max(1, min(lampSteps, int(math.Round(ratio*lampSteps))))
	lampMu.Lock()
	defer lampMu.Unlock()
	if img, ok := lampSprites[k]; ok {
		return img
	}
	r := float64(k) / lampSteps
	const n = lightSize
	pix := make([]byte, 4*n*n)
	for j := range n {
		for i := range n {
			dx, dy := (float64(i)+0.5)/n*2-1, (float64(j)+0.5)/n*2-1
			d := math.Hypot(dx, dy)
			p, b := PoolFalloff(d/r), beamFalloff(dx, dy)
			put(pix, i+j*n, 1-(1-p)*(1-b))
		}
	}
	img := fromPix(n, pix)
	lampSprites[k] = img
	return img
}

// beamFalloff is how much of the dark a beam along +x, reaching 1, takes
// away at (dx, dy): most near the lamp and straight ahead, less to its
// edges and its end.
func beamFalloff(dx, dy float64) float64 {
	d := math.Hypot(dx, dy)
	if dx <= 0 || d >= 1 {
		return 0
	}
	off := math.Abs(math.Atan2(dy, dx)) / beamHalf // 0 ahead, 1 at the beam's edge
	return (1 - smooth(0.55, 1, off)) * (1 - d*d) * smooth(0, 0.1, d)
}

// nightCells marks the deck's dark cells in the night's layer and the
// plan's shade.
func (b *Deck) nightCells(x, y int, dark bool) {
	if dark {
		b.dark.Set(x, y, dimDark)
		b.night.Set(x, y, nightColour)
		return
	}
	b.dark.Set(x, y, color.RGBA{})
	b.night.Set(x, y, color.RGBA{})
}
