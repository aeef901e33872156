package vehicles

import (
	"maps"
	"slices"

	"github.com/krygothic/krygothic/rules/content"
	"github.com/krygothic/krygothic/rules/datafile"
	"github.com/krygothic/krygothic/rules/facet"
	"github.com/krygothic/krygothic/rules/orders"
)

// The locations of a vehicle: each has wounds of its own, and a hit rolls
// which it strikes (Data.LocationFaces).
const (
	Hull   = "hull"   // at 0 the vehicle is wrecked and explodes
	Engine = "engine" // at half or less its top speed is halved; at 0 it cannot move
	Weapon = "weapon" // at 0 its weapon is destroyed
	Drive  = "drive"  // at half or less its acceleration is halved; at 0 it cannot move
)

// Locations are a vehicle's locations, in the order the log and the
// client list them.
var Locations = []string{Hull, Engine, Weapon, Drive}

// Data is the module's data, its section of modules.yaml (vehicles:): the
// vehicle profiles, the hit-location table and the wreck's blast.
type Data struct {
	Keys datafile.Keys `yaml:"-"`
	// Explosion is the diameter in inches of the blast a wrecked hull
	// makes (6", SW-VEH-EX2).
	Explosion float64 `yaml:"explosion"`
	// LocationFaces names the location a D6 hits, face 1 first (hull,
	// hull, engine, weapon, drive, drive).
	LocationFaces []string `yaml:"location_faces"`
	// Profiles are the vehicle profiles a roster unit can name (its
	// Field: `vehicle: ID`).
	Profiles []*Profile `yaml:"profiles"`
}

// Profile is one kind of vehicle: its acceleration and the wounds of each
// location. Its Speed (top speed), Body, armour and weapon are the roster
// unit's and its army-list model's, as for any model.
type Profile struct {
	At   datafile.Pos  `yaml:"-"`
	Keys datafile.Keys `yaml:"-"`
	ID   string        `yaml:"id"`
	Name string        `yaml:"name"`
	// Acceleration is how many inches one move order may change the
	// vehicle's speed by, up or down (SW-VEH-03's MR).
	Acceleration int `yaml:"acceleration"`
	Hull         int `yaml:"hull"`
	Engine       int `yaml:"engine"`
	Weapon       int `yaml:"weapon"`
	Drive        int `yaml:"drive"`
}

// Wounds is how many wounds location loc takes (0 for an unknown one).
func (p *Profile) Wounds(loc string) int {
	switch loc {
	case Hull:
		return p.Hull
	case Engine:
		return p.Engine
	case Weapon:
		return p.Weapon
	case Drive:
		return p.Drive
	}
	return 0
}

// TotalWounds is the wounds of all its locations: the wound capacity of
// a unit that is this vehicle.
func (p *Profile) TotalWounds() int { return p.Hull + p.Engine + p.Weapon + p.Drive }

// Profile returns the vehicle profile with the given id.
func (d Data) Profile(id string) (*Profile, bool) {
	for _, p := range d.Profiles {
		if p != nil && p.ID == id {
			return p, true
		}
	}
	return nil, false
}

// Of is the vehicle profile unit u is, or nil for a model that is no
// vehicle.
func (d Data) Of(u *orders.Unit) *Profile {
	if u == nil || u.Model == nil {
		return nil
	}
	id := Named(u.Model.Unit)
	if id == "" {
		return nil
	}
	p, _ := d.Profile(id)
	return p
}

// Shipped is the module's data when a content's modules.yaml has no
// vehicles section.
func Shipped() Data {
	return Data{Explosion: 6, LocationFaces: []string{Hull, Hull, Engine, Weapon, Drive, Drive},
		Profiles: []*Profile{
			{ID: "cargo-loader", Name: "Cargo loader", Acceleration: 3, Hull: 4, Engine: 2, Weapon: 1, Drive: 2},
			{ID: "drone", Name: "Drone", Acceleration: 4, Hull: 2, Engine: 1, Weapon: 1, Drive: 1},
		}}
}

// ContentData is the module's data as it reads it from content c (its
// section of modules.yaml, or the shipped data), for a module that builds
// on vehicles (a shot called at a location, XS-24). The problems of the
// section are the vehicles module's to report: here they are dropped.
func ContentData(c *content.Content) Data {
	sec, written := c.Modules.Sections[Name]
	return read(facet.Data{Content: c, Section: sec, Written: written, Problems: &datafile.List{}})
}

// Limits of the data.
const (
	maxExplosion     = 24
	maxAcceleration  = 20
	maxLocationWound = 20
)

// read reads the module's section of d's content, checked: an explosion
// of 0 to 24", a location for each face of a D6, profiles of distinct ids
// with an acceleration of 1 to 20" and 0 to 20 wounds a location (the
// hull at least 1). Without a section, the shipped data.
func read(d facet.Data) Data {
	v, ok := facet.Decode(d, Data{})
	if !ok {
		return Shipped()
	}
	at, p := d.Section.At, d.Problems
	if !(v.Explosion >= 0 && v.Explosion <= maxExplosion) {
		p.Add(v.Keys.At("explosion", at), "vehicles: explosion %g; a wreck's blast is 0 to %d inches across", v.Explosion, maxExplosion)
	}
	if len(v.LocationFaces) != 6 {
		p.Add(v.Keys.At("location_faces", at), "vehicles: location_faces names %d locations; a D6 needs 6", len(v.LocationFaces))
	}
	for _, l := range v.LocationFaces {
		if !slices.Contains(Locations, l) {
			p.Add(v.Keys.At("location_faces", at), "vehicles: location_faces: unknown location %q (known: hull, engine, weapon, drive)", l)
		}
	}
	seen := map[string]bool{}
	for _, pr := range v.Profiles {
		if pr == nil {
			continue
		}
		if seen[pr.ID] || pr.ID == "" {
			p.Add(pr.At, "vehicles: profile id %q is empty or used twice", pr.ID)
		}
		seen[pr.ID] = true
		if pr.Acceleration < 1 || pr.Acceleration > maxAcceleration {
			p.Add(pr.Keys.At("acceleration", pr.At), "vehicle %s: acceleration %d; 1 to %d inches", pr.ID, pr.Acceleration, maxAcceleration)
		}
		for _, loc := range Locations {
			w := pr.Wounds(loc)
			if (w < 1 && loc == Hull) || w < 0 || w > maxLocationWound {
				p.Add(pr.Keys.At(loc, pr.At), "vehicle %s: %s %d wounds; 0 to %d (the hull at least 1)", pr.ID, loc, w, maxLocationWound)
			}
		}
	}
	return v
}

// Field is the field the module adds to unit profiles: the vehicle
// profile the unit is ("vehicle: cargo-loader", an id of the data's
// profiles). A unit that names one is a vehicle.
const Field = "vehicle"

// Named is the vehicle profile unit profile u names (its Field), "" for a
// model on foot (or a unit profile whose field does not read).
func Named(u *content.Unit) string {
	if u == nil {
		return ""
	}
	id, _ := u.Traits[Field].Value()
	return id
}

// checkUnits checks the unit profiles of c that name a vehicle profile:
// the field is a single id, the profile exists, and the unit's wounds are
// its locations'.
func checkUnits(c *content.Content, data Data, p *datafile.List) {
	for _, u := range c.Units {
		sec, ok := u.Traits[Field]
		if !ok {
			continue
		}
		id, ok := sec.Value()
		if !ok {
			p.Add(sec.At, "unit %s: vehicle: names one vehicle profile of modules.yaml (an id)", u.ID)
			continue
		}
		pr, ok := data.Profile(id)
		switch {
		case !ok:
			p.Add(u.At, "unit %s: vehicle %q is not a profile in modules.yaml's vehicles", u.ID, id)
		case u.Wounds != pr.TotalWounds():
			p.Add(u.At, "unit %s: wounds %d, but vehicle %s's locations have %d", u.ID, u.Wounds, pr.ID, pr.TotalWounds())
		}
	}
}

// AsVehicle is a copy of unit profile u that is the vehicle of profile
// id, as if its profile named it (vehicle: id): for tests and tools that
// make a vehicle of a unit. A content's modules read it as they load (the
// content's units must hold the copy before then: content.Copy).
func AsVehicle(u *content.Unit, id string) *content.Unit {
	var doc struct {
		Traits datafile.Extra `yaml:"-"`
	}
	if err := datafile.Decode("vehicle.yaml", []byte(Field+": "+id+"\n"), &doc); err != nil {
		panic(err)
	}
	out := *u
	out.Traits = maps.Clone(u.Traits)
	if out.Traits == nil {
		out.Traits = datafile.Extra{}
	}
	out.Traits[Field] = doc.Traits[Field]
	return &out
}
