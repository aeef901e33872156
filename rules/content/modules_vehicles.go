package content

import (
	"fmt"
	"slices"

	"github.com/krygothic/krygothic/rules/datafile"
)

// The locations of a vehicle (XS-09): each has wounds of its own, and a
// hit rolls which it strikes (VehicleData.LocationFaces).
const (
	Hull   = "hull"   // at 0 the vehicle is wrecked and explodes
	Engine = "engine" // at half or less its top speed is halved; at 0 it cannot move
	Weapon = "weapon" // at 0 its weapon is destroyed
	Drive  = "drive"  // at half or less its acceleration is halved; at 0 it cannot move
)

// Locations are a vehicle's locations, in the order the log and the
// client list them.
var Locations = []string{Hull, Engine, Weapon, Drive}

// VehicleData is the data of the vehicles module (XS-09): the vehicle
// profiles, the hit-location table and the wreck's blast.
type VehicleData struct {
	At   datafile.Pos  `yaml:"-"`
	Keys datafile.Keys `yaml:"-"`
	// Explosion is the diameter in inches of the blast a wrecked hull
	// makes (XS-09: 6", SW-VEH-EX2).
	Explosion float64 `yaml:"explosion"`
	// LocationFaces names the location a D6 hits, face 1 first (XS-09:
	// hull, hull, engine, weapon, drive, drive).
	LocationFaces []string `yaml:"location_faces"`
	// Profiles are the vehicle profiles a roster unit can name
	// (`vehicle: ID`).
	Profiles []*VehicleProfile `yaml:"profiles"`
}

// VehicleProfile is one kind of vehicle: its acceleration and the wounds
// of each location. Its Speed (top speed), Body, armour and weapon are the
// roster unit's and its army-list model's, as for any model.
type VehicleProfile struct {
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
func (p *VehicleProfile) Wounds(loc string) int {
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
func (p *VehicleProfile) TotalWounds() int { return p.Hull + p.Engine + p.Weapon + p.Drive }

// Profile returns the vehicle profile with the given id.
func (v VehicleData) Profile(id string) (*VehicleProfile, bool) {
	return find(v.Profiles, func(x *VehicleProfile) bool { return x.ID == id })
}

// shippedVehicles are the shipped modules.yaml's vehicle values, for a
// content folder whose modules.yaml has none.
var shippedVehicles = VehicleData{Explosion: 6, LocationFaces: []string{Hull, Hull, Engine, Weapon, Drive, Drive},
	Profiles: []*VehicleProfile{
		{ID: "cargo-loader", Name: "Cargo loader", Acceleration: 3, Hull: 4, Engine: 2, Weapon: 1, Drive: 2},
		{ID: "drone", Name: "Drone", Acceleration: 4, Hull: 2, Engine: 1, Weapon: 1, Drive: 1},
	}}

// Limits of the vehicle data.
const (
	maxExplosion     = 24
	maxAcceleration  = 20
	maxLocationWound = 20
)

// checkVehicles checks the vehicles module's data read from modules.yaml
// (at: where its vehicles key is).
func checkVehicles(v *VehicleData, at datafile.Pos, p *datafile.List) {
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
}

// checkVehicleUnits checks the roster units that name a vehicle profile:
// the profile exists, and the unit's wounds are its locations' (XS-09).
func checkVehicleUnits(c *Content, units []*Unit, p *datafile.List) {
	for _, u := range units {
		if u.Vehicle == "" {
			continue
		}
		pr, ok := c.Modules.Vehicles.Profile(u.Vehicle)
		switch {
		case !ok:
			p.Add(u.At, "unit %s: vehicle %q is not a profile in modules.yaml's vehicles", u.ID, u.Vehicle)
		case u.Wounds != pr.TotalWounds():
			p.Add(u.At, "unit %s: wounds %d, but vehicle %s's locations have %s", u.ID, u.Wounds, pr.ID, fmt.Sprint(pr.TotalWounds()))
		}
	}
}
