package battle

import (
	"math"

	"github.com/krygothic/krygothic/game/match"
	"github.com/krygothic/krygothic/game/ui/board"
	"github.com/krygothic/krygothic/rules/geom"
	"github.com/krygothic/krygothic/rules/orders"
)

// Motion on the board: the match moves a model tick by tick along its
// plan, and the screen draws it between where its last two ticks put it,
// by the fraction of a tick the clock has played since (Clock.Carry), so
// it walks smoothly at every speed and never stands ahead of the rules.
// Its figure turns towards the way it walks, then back to the facing the
// rules give it, and it sways from foot to foot as it goes. It is
// draw-only state, read from the match after each frame's ticks.

// turnPerTick is how far a drawn figure turns in one tick, in radians: a
// half turn in a quarter of a second of game time.
const turnPerTick = math.Pi / (0.25 * match.TicksPerSecond)

// stride is how far a model walks, in inches, from one foot to the other.
const stride = 0.5

// pose is how a model is drawn now.
type pose struct {
	facing  float64 // the figure's facing, radians
	walking bool    // it moved in the last tick played
	heading float64 // the way it walks, radians (walking)
	walked  float64 // inches walked since the screen opened: the stride's phase
}

// motion remembers where the models stood before the last frame
// that played a tick, and how each is drawn.
type motion struct {
	start, prev map[string]geom.Vec // at the start of this frame; before the last tick played
	startTick   int
	prevTick    int // the tick prev was taken at
	curTick     int // the tick after the last frame that played one
	poses       map[string]*pose
	buf         unitBuf
	ids         []string // by token of the last tokenList: the model it draws, "" for one that does not move
}

// before notes where the models stand as a frame begins, before
// its ticks.
func (m *motion) before(units []orders.Unit, tick int) {
	if m.start == nil {
		m.start, m.prev, m.poses = map[string]geom.Vec{}, map[string]geom.Vec{}, map[string]*pose{}
	}
	clear(m.start)
	for i := range units {
		m.start[units[i].ID] = units[i].Base.Centre
	}
	m.startTick = tick
}

// after follows a frame's ticks: when any was played, what stood at the
// frame's start becomes the place to draw from, and every model's pose
// turns and steps on by the ticks played.
func (m *motion) after(units []orders.Unit, tick int) {
	n := tick - m.startTick
	if n <= 0 || m.start == nil {
		return
	}
	m.prev, m.start = m.start, m.prev
	m.prevTick, m.curTick = m.startTick, tick
	for i := range units {
		u := &units[i]
		p := m.poses[u.ID]
		if p == nil {
			p = &pose{facing: u.Base.Facing}
			m.poses[u.ID] = p
		}
		from, ok := m.prev[u.ID]
		d := u.Base.Centre.Dist(from)
		p.walking = ok && d > 1e-6 && d < 2*float64(n) // a jump (a warp) is no walk
		want := u.Base.Facing
		if p.walking {
			p.heading = from.Bearing(u.Base.Centre)
			p.walked += d
			want = p.heading
		}
		p.facing = turnTowards(p.facing, want, turnPerTick*float64(n))
	}
}

// at is where model id, standing at now on the table, is drawn: between
// where it stood before the last tick and now, by carry (the fraction of
// a tick played since); now itself when it has not moved, when it jumped
// (a warp), or when frozen is set (the game paused: a model is drawn where
// the rules put it).
func (m *motion) at(id string, now geom.Vec, carry float64, frozen bool) geom.Vec {
	from, ok := m.prev[id]
	n := m.curTick - m.prevTick
	if !ok || n <= 0 || frozen || now.Dist(from) >= 2*float64(n) { // a jump is drawn at once
		return now
	}
	f := max(0, min(1, (float64(n)-1+carry)/float64(n)))
	return from.Add(now.Sub(from).Scale(f))
}

// sway is how far aside, in inches, a walking model drawn r inches across its half is drawn
// from its path: from one foot to the other as it strides, so it walks
// rather than slides; 0 for a model standing.
func (p *pose) sway(r float64) float64 {
	if p == nil || !p.walking {
		return 0
	}
	return 0.12 * r * math.Sin(p.walked/stride*math.Pi)
}

// turnTowards turns angle a towards b by at most step, the short way.
func turnTowards(a, b, step float64) float64 {
	d := math.Remainder(b-a, 2*math.Pi)
	if math.Abs(d) <= step {
		return b
	}
	return a + math.Copysign(step, d)
}

// turn gives each token of ts the facing its figure is drawn with (the
// last tokenList's ids name them, "" for one that does not move).
func (m *motion) turn(ts []board.Token) {
	for i := range ts {
		if i < len(m.ids) && m.ids[i] != "" {
			if p := m.poses[m.ids[i]]; p != nil {
				ts[i].Facing = p.facing
			}
		}
	}
}
