package match

import (
	"fmt"
	"math"
	"slices"

	"github.com/krygothic/krygothic/rules/army"
	"github.com/krygothic/krygothic/rules/content"
	"github.com/krygothic/krygothic/rules/geom"
	"github.com/krygothic/krygothic/rules/refusal"
	"github.com/krygothic/krygothic/scenarios"
)

// Placement is one model placed in the deployment phase (GAP-32): the
// unit's ID as the match names it ("red.trooper-1"), its base's centre
// and its facing in degrees (as the Deployed event gives it).
type Placement struct {
	Unit   string  `json:"unit"`
	X      float64 `json:"x"`
	Y      float64 `json:"y"`
	Facing float64 `json:"facing"`
}

// DeployTurn is one turn of the deployment order: which side places
// which model.
type DeployTurn struct {
	Side   int    // the side's index in the scenario
	Unit   string // the unit's ID, as the match names it
	Name   string // the model's unit name ("Trooper")
	Class  string // its class's name ("Squad Leader")
	Mind   int
	Leader bool        // a Squad Leader (placed last, GAP-32)
	Model  *army.Model // the model, as its army list gives it
}

// rostered is one model of a side's army as the match deploys it.
type rostered struct {
	id    string
	model *army.Model
	held  bool // held off the table for a scenario arrival
}

// roster lists side i's models in army order with the IDs the match
// gives them; those a scenario's Arrive events bring on later are held.
func roster(s *scenarios.Scenario, i int) []rostered {
	side := s.Sides[i]
	held := map[string]int{}
	for _, e := range s.Events {
		if e.Type == scenarios.Arrive && e.Side == side.ID {
			for u, n := range e.Units {
				held[u] += n
			}
		}
	}
	count := map[string]int{}
	var out []rostered
	for _, mdl := range side.Army.Models {
		count[mdl.Unit.ID]++
		r := rostered{id: fmt.Sprintf("%s.%s-%d", side.ID, mdl.Unit.ID, count[mdl.Unit.ID]), model: mdl}
		if held[mdl.Unit.ID] > 0 {
			held[mdl.Unit.ID]--
			r.held = true
		}
		out = append(out, r)
	}
	return out
}

// DeploymentOrder is the order models are placed in by hand (GAP-32, as
// ruled in docs/rules.md): the sides alternate one model at a time, the
// scenario's first side first. Each side places its models lowest Mind
// first (ties in army-list order) and its Squad Leaders after every other
// model of both sides; when one side has no model left to place in a
// stage, the other places the rest of that stage one after another.
// Models held back for a scenario arrival are not deployed.
func DeploymentOrder(s *scenarios.Scenario) []DeployTurn {
	var stages [2][2][]DeployTurn // [leaders?][side]
	for i := range s.Sides {
		var turns []rostered
		for _, r := range roster(s, i) {
			if !r.held {
				turns = append(turns, r)
			}
		}
		slices.SortStableFunc(turns, func(a, b rostered) int { return int(a.model.Unit.Stats.Mind) - int(b.model.Unit.Stats.Mind) })
		for _, r := range turns {
			t := DeployTurn{Side: i, Unit: r.id, Name: r.model.Unit.Name, Mind: int(r.model.Unit.Stats.Mind), Model: r.model}
			if r.model.Class != nil {
				t.Class = r.model.Class.Name
			}
			stage := 0
			if r.model.Class != nil && r.model.Class.ID == content.SquadLeader {
				stage, t.Leader = 1, true
			}
			stages[stage][i] = append(stages[stage][i], t)
		}
	}
	var out []DeployTurn
	for _, st := range stages {
		for k := 0; k < max(len(st[0]), len(st[1])); k++ {
			for i := range 2 {
				if k < len(st[i]) {
					out = append(out, st[i][k])
				}
			}
		}
	}
	return out
}

// Deployment is the deployment phase played by hand (GAP-32): the order,
// the placements made so far, each checked as it is made. The client and
// the computer players make their placements through it; the match
// checks a record's placements through it again.
type Deployment struct {
	s      *scenarios.Scenario
	order  []DeployTurn
	placed []Placement
}

// NewDeployment starts the deployment phase of scenario s.
func NewDeployment(s *scenarios.Scenario) *Deployment {
	return &Deployment{s: s, order: DeploymentOrder(s)}
}

// Scenario is the scenario being deployed on.
func (d *Deployment) Scenario() *scenarios.Scenario { return d.s }

// Order is the whole deployment order.
func (d *Deployment) Order() []DeployTurn { return slices.Clone(d.order) }

// Next is the turn to play next; ok is false when every model is placed.
func (d *Deployment) Next() (t DeployTurn, ok bool) {
	if len(d.placed) >= len(d.order) {
		return DeployTurn{}, false
	}
	return d.order[len(d.placed)], true
}

// Done reports whether every model has been placed.
func (d *Deployment) Done() bool { return len(d.placed) >= len(d.order) }

// Placements are the placements made so far, in order.
func (d *Deployment) Placements() []Placement { return slices.Clone(d.placed) }

// Placed returns the placements made so far with the turn each played.
func (d *Deployment) Placed() []DeployTurn { return slices.Clone(d.order[:len(d.placed)]) }

// Place places the next model, p.Unit, after Check.
func (d *Deployment) Place(p Placement) error {
	if err := d.Check(p); err != nil {
		return err
	}
	d.placed = append(d.placed, p)
	return nil
}

// Undo takes back the last placement; false when there is none.
func (d *Deployment) Undo() bool {
	if len(d.placed) == 0 {
		return false
	}
	d.placed = d.placed[:len(d.placed)-1]
	return true
}

// Check reports why p cannot be the next placement, citing GAP-32: the
// model is not the one whose turn it is (or is not deployed at all, being
// held for an arrival), its centre is outside its side's zone, its base
// leaves the deck or stands on impassable cells, or it overlaps a model
// or objective already there. nil: p may be placed.
func (d *Deployment) Check(p Placement) error {
	t, ok := d.Next()
	if !ok {
		return refusal.New("GAP-32", "every model is deployed; %s cannot be placed again", p.Unit)
	}
	if p.Unit != t.Unit {
		for i := range d.s.Sides {
			for _, r := range roster(d.s, i) {
				if r.id == p.Unit && r.held {
					return refusal.New("GAP-32", "%s arrives later in the scenario and is not deployed", p.Unit)
				}
			}
		}
		if slices.ContainsFunc(d.placed, func(q Placement) bool { return q.Unit == p.Unit }) {
			return refusal.New("GAP-32", "%s is already deployed; it is %s's turn", p.Unit, t.Unit)
		}
		return refusal.New("GAP-32", "it is %s's turn to deploy, not %s's (lowest Mind first, Squad Leaders last, the sides alternating)", t.Unit, p.Unit)
	}
	if !finite(p.X) || !finite(p.Y) || !finite(p.Facing) {
		return refusal.New("GAP-32", "%s: the placement's position or facing is not a number", p.Unit)
	}
	side := d.s.Sides[t.Side]
	cell := scenarios.Cell{X: int(math.Floor(p.X)), Y: int(math.Floor(p.Y))}
	if !slices.Contains(d.s.Zones[side.Zone], cell) {
		return refusal.New("GAP-32", "(%.1f, %.1f) is outside the %s deployment zone, where %s must deploy", p.X, p.Y, side.Zone, p.Unit)
	}
	base := geom.Base{Centre: geom.Vec{X: p.X, Y: p.Y}, Radius: 0.5}
	if !d.s.Deck.Fits(base) {
		return refusal.New("GAP-32", "%s's base does not fit at (%.1f, %.1f): it would stand on a wall or off the deck", p.Unit, p.X, p.Y)
	}
	for _, q := range d.placed {
		if geom.Overlap(base, geom.Base{Centre: geom.Vec{X: q.X, Y: q.Y}, Radius: 0.5}) {
			return refusal.New("GAP-32", "%s's base would overlap %s's", p.Unit, q.Unit)
		}
	}
	for _, o := range d.s.Objectives {
		if geom.Overlap(base, geom.Base{Centre: o.Cell.Centre(), Radius: 0.5}) {
			return refusal.New("GAP-32", "%s's base would overlap the objective %s", p.Unit, o.ID)
		}
	}
	return nil
}

// At is the placement of the next model at the centre of zone cell c,
// facing the enemy's zone: what a click on a cell places.
func (d *Deployment) At(c scenarios.Cell) (Placement, bool) {
	t, ok := d.Next()
	if !ok {
		return Placement{}, false
	}
	centre := c.Centre()
	enemy := scenarios.ZoneCentre(d.s.Zones[d.s.Sides[1-t.Side].Zone])
	return Placement{Unit: t.Unit, X: centre.X, Y: centre.Y, Facing: centre.Bearing(enemy) * 180 / math.Pi}, true
}

// AutoNext places the next model as automatic deployment would: on the
// free zone cell its rule prefers (nearest the enemy, spread out).
func (d *Deployment) AutoNext() error {
	t, ok := d.Next()
	if !ok {
		return nil
	}
	for _, c := range autoCells(d.s, t.Side) {
		if p, _ := d.At(c); d.Check(p) == nil {
			return d.Place(p)
		}
	}
	return fmt.Errorf("%s: zone %q has no room left for %s", d.s.File, d.s.Sides[t.Side].Zone, t.Unit)
}

// AutoRest places every model not yet placed by AutoNext.
func (d *Deployment) AutoRest() error {
	for !d.Done() {
		if err := d.AutoNext(); err != nil {
			return err
		}
	}
	return nil
}

// ZoneCells are the cells of side i's deployment zone.
func (d *Deployment) ZoneCells(i int) []scenarios.Cell {
	return slices.Clone(d.s.Zones[d.s.Sides[i].Zone])
}

// checkPlacements plays a list of placements through a Deployment: every
// model to deploy, in the deployment order, each valid.
func checkPlacements(s *scenarios.Scenario, placements []Placement) (map[string]Placement, error) {
	d := NewDeployment(s)
	for _, p := range placements {
		if err := d.Place(p); err != nil {
			return nil, err
		}
	}
	if !d.Done() {
		t, _ := d.Next()
		return nil, refusal.New("GAP-32", "%d of %d models placed; %s is not deployed", len(placements), len(d.order), t.Unit)
	}
	out := map[string]Placement{}
	for _, p := range placements {
		out[p.Unit] = p
	}
	return out, nil
}

func finite(f float64) bool { return !math.IsNaN(f) && !math.IsInf(f, 0) }
