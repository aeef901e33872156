package logtext

import (
	"fmt"
	"math"
	"regexp"
	"strconv"

	"github.com/krygothic/krygothic/game/match"
	"github.com/krygothic/krygothic/rules/geom"
	"github.com/krygothic/krygothic/scenarios"
)

// nearLandmark is how far, in inches, a point may lie from a landmark of
// the map and still be "by" it.
const nearLandmark = 2.5

// ScenarioPlaces describes points of s's deck in words, as a phrase that
// follows "a spot": "on the loading rails" (a landmark of the legend under
// the point), "by the crates" (one within 2.5"), "in the west deployment
// zone", else the part of the deck: "in the north-west of the deck", "in
// the middle of the deck". Landmarks are the legend's entries other than
// the commonest floor, the deployment zones and the walls.
func ScenarioPlaces(s *scenarios.Scenario) func(geom.Vec) string {
	if s == nil || len(s.Rows) == 0 {
		return nil
	}
	legend := map[rune]scenarios.Legend{}
	for _, l := range s.Legend {
		legend[l.Char] = l
	}
	count := map[rune]int{}
	w := 0
	for _, row := range s.Rows {
		n := 0
		for _, c := range row {
			count[c]++
			n++
		}
		w = max(w, n)
	}
	floor, most := rune(0), -1
	for c, n := range count {
		if l, ok := legend[c]; ok && l.Zone == "" && l.Cell.Walkable() && (n > most || n == most && c < floor) {
			floor, most = c, n
		}
	}
	grid := make([][]rune, len(s.Rows))
	for y, row := range s.Rows {
		grid[y] = []rune(row)
	}
	h := len(grid)
	landmark := func(c rune) (scenarios.Legend, bool) {
		l, ok := legend[c]
		return l, ok && c != floor && l.Zone == "" && !l.Cell.Wall && l.Name != ""
	}
	at := func(x, y int) rune {
		if y < 0 || y >= h || x < 0 || x >= len(grid[y]) {
			return 0
		}
		return grid[y][x]
	}
	return func(p geom.Vec) string {
		cx, cy := int(math.Floor(p.X)), int(math.Floor(p.Y))
		if l, ok := landmark(at(cx, cy)); ok {
			return "on the " + l.Name
		}
		best, name := nearLandmark, ""
		r := int(math.Ceil(nearLandmark))
		for y := cy - r; y <= cy+r; y++ {
			for x := cx - r; x <= cx+r; x++ {
				l, ok := landmark(at(x, y))
				if !ok {
					continue
				}
				// The distance from p to the cell's square.
				dx := math.Max(math.Max(float64(x)-p.X, p.X-float64(x+1)), 0)
				dy := math.Max(math.Max(float64(y)-p.Y, p.Y-float64(y+1)), 0)
				if d := math.Hypot(dx, dy); d < best || d == best && name == "" {
					best, name = d, l.Name
				}
			}
		}
		if name != "" {
			return "by the " + name
		}
		if l, ok := legend[at(cx, cy)]; ok && l.Zone != "" {
			return "in the " + l.Zone + " deployment zone"
		}
		return "in the " + region(p, float64(w), float64(h)) + " of the deck"
	}
}

// region names the ninth of a w × h deck that p lies in: "north-west",
// "north", "middle", …
func region(p geom.Vec, w, h float64) string {
	col := min(max(int(3*p.X/w), 0), 2)
	row := min(max(int(3*p.Y/h), 0), 2)
	ns := [3]string{"north", "", "south"}[row]
	ew := [3]string{"west", "", "east"}[col]
	switch {
	case ns == "" && ew == "":
		return "middle"
	case ns == "" || ew == "":
		return ns + ew
	}
	return ns + "-" + ew
}

// Compass is the direction of an angle in degrees, as orders and facings
// give it (0° east, 90° south: the deck's y grows downwards), in eight
// points: "east", "south-east", …
func Compass(degrees float64) string {
	names := [8]string{"east", "south-east", "south", "south-west", "west", "north-west", "north", "north-east"}
	i := int(math.Round(degrees/45)) % 8
	if i < 0 {
		i += 8
	}
	return names[i]
}

// heading is the distance and direction of a move from a to b in words:
// `6.2" north-east`.
func heading(a, b geom.Vec) string {
	return fmt.Sprintf("%s\" %s", inches(a.Dist(b)), Compass(a.Bearing(b)*180/math.Pi))
}

// spot is point p in words when Names can place it ("a spot by the
// crates"), else its coordinates.
func (r *renderer) spot(x, y float64) string {
	if r.names.Place != nil {
		if s := r.names.Place(geom.Vec{X: x, Y: y}); s != "" {
			return "a spot " + s
		}
	}
	return point(x, y)
}

// aim is point p in words as unit aims at it: the spot, and how far and
// which way it lies from where unit stands ("a spot by the crates, 4.1\"
// north-east"); its coordinates when Names places no points.
func (r *renderer) aim(unit string, p geom.Vec) string {
	where := r.spot(p.X, p.Y)
	if from, ok := r.stepAt(unit); ok && r.names.Place != nil {
		return where + ", " + heading(from, p)
	}
	return where
}

// cell is the cell of the deck at x, y in words (a spot at its middle),
// or its corner's coordinates when Names places no points: a door's.
func (r *renderer) cell(x, y float64) string {
	x, y = math.Floor(x), math.Floor(y)
	if r.names.Place != nil {
		return r.spot(x+0.5, y+0.5)
	}
	return point(x, y)
}

// facing is a facing in words ("east") when Names places points, else in
// degrees ("0°").
func (r *renderer) facing(d float64) string {
	if r.names.Place != nil {
		return Compass(d)
	}
	return degrees(d) + "°"
}

// bearing is a direction in words after a verb ("north-east") when
// Names places points, else in degrees ("at 45°").
func (r *renderer) bearing(d float64) string {
	if r.names.Place != nil {
		return Compass(d)
	}
	return "at " + degrees(d) + "°"
}

// coordsPattern finds a point written into free text by the rules:
// "(13.5, 20.5)", or "the point (13.5, 20.5)" as a shot at a point (a
// rule module's) names its target.
var coordsPattern = regexp.MustCompile(`(?:the point )?\((-?[0-9]+(?:\.[0-9]+)?), (-?[0-9]+(?:\.[0-9]+)?)\)`)

// tickPattern finds a moment written in ticks: "tick 62".
var tickPattern = regexp.MustCompile(`\btick ([0-9]+)\b`)

// plainWords rewrites what free text from the rules gives in a machine's
// terms, when Names places points: a point becomes a spot in words, a
// tick the game time ("0:03").
func (r *renderer) plainWords(text string) string {
	if r.names.Place == nil {
		return text
	}
	text = coordsPattern.ReplaceAllStringFunc(text, func(m string) string {
		g := coordsPattern.FindStringSubmatch(m)
		x, _ := strconv.ParseFloat(g[1], 64)
		y, _ := strconv.ParseFloat(g[2], 64)
		return r.spot(x, y)
	})
	return tickPattern.ReplaceAllStringFunc(text, func(m string) string {
		n, _ := strconv.Atoi(tickPattern.FindStringSubmatch(m)[1])
		return "game time " + clock(n)
	})
}

// clock is a tick as the game clock shows it: "1:05".
func clock(tick int) string {
	s := tick / match.TicksPerSecond
	return fmt.Sprintf("%d:%02d", s/60, s%60)
}

// stepAt is where unit stands as a declaration's step begins: where an
// earlier step of the same declaration took it, else where Names.From
// says it stands now.
func (r *renderer) stepAt(unit string) (geom.Vec, bool) {
	if p, ok := r.at[unit]; ok {
		return p, true
	}
	if r.names.From != nil {
		return r.names.From(unit)
	}
	return geom.Vec{}, false
}

// moveTo says where a move, run or small step of unit goes: `6.2"
// north-east, to a spot by the crates`, or without a known start `to a
// spot by the crates`; with no Place, `to (13.5, 20.5)` as before.
func (r *renderer) moveTo(unit string, to geom.Vec) string {
	where := "to " + r.spot(to.X, to.Y)
	from, ok := r.stepAt(unit)
	if r.at == nil {
		r.at = map[string]geom.Vec{}
	}
	r.at[unit] = to
	if !ok || r.names.Place == nil {
		return where
	}
	return heading(from, to) + ", " + where
}
