package battle

import (
	"fmt"
	"strings"

	"github.com/krygothic/krygothic/game/ui/board"
	"github.com/krygothic/krygothic/rules/content"
	"github.com/krygothic/krygothic/rules/modules/vehicles"
	"github.com/krygothic/krygothic/rules/orders"
)

// Vehicles on the battle screen (XS-09): a vehicle's token is its hull
// with its speed and location wounds, the panel says its speed window and
// each location, and V rams.

// fieldsVehicles reports whether any model of the match is a vehicle.
func (b *Battle) fieldsVehicles() bool {
	for _, u := range b.view().Units() {
		if u.Model != nil && u.Model.Unit != nil && u.Model.Unit.Vehicle != "" {
			return true
		}
	}
	return false
}

// vehicleState is u's state as a vehicle; ok is false for a model that
// is none (or a match without content to tell).
func (b *Battle) vehicleState(u *orders.Unit) (vehicles.State, bool) {
	v := b.view()
	if u.Model == nil || u.Model.Unit == nil || u.Model.Unit.Vehicle == "" || v.Content() == nil {
		return vehicles.State{}, false
	}
	return vehicles.FromMarks(v.Content().Modules.Vehicles, u, v.Mark)
}

// vehicleToken is what u's token shows as a vehicle, nil for a model.
func (b *Battle) vehicleToken(u *orders.Unit) *board.Vehicle {
	s, ok := b.vehicleState(u)
	if !ok {
		return nil
	}
	out := &board.Vehicle{Speed: s.Speed}
	for _, loc := range content.Locations {
		out.Locations = append(out.Locations, board.Location{Initial: strings.ToUpper(loc[:1]), Left: s.Left[loc], Capacity: s.Profile.Wounds(loc)})
	}
	return out
}

// vehicleLines are the panel's lines on a selected vehicle: its speed and
// what its next move may carry it, and each location's wounds left.
func (b *Battle) vehicleLines(u *orders.Unit) []string {
	s, ok := b.vehicleState(u)
	if !ok {
		return nil
	}
	lo, hi := s.Window()
	speed := fmt.Sprintf("%s · speed %d\" · next move %d\"–%d\" (acceleration %d\", top %d\")", s.Profile.Name, s.Speed, lo, hi, s.Accel, s.Top)
	var locs []string
	for _, loc := range content.Locations {
		if c := s.Profile.Wounds(loc); c > 0 {
			word := fmt.Sprintf("%s %d/%d", loc, s.Left[loc], c)
			switch {
			case vehicles.Destroyed(c, s.Left[loc]):
				word += " gone"
			case vehicles.Halved(c, s.Left[loc]):
				word += " half"
			}
			locs = append(locs, word)
		}
	}
	return []string{speed, strings.Join(locs, " · ")}
}

// vehicleMarker is a vehicle's token marker: the initials of its
// profile's id ("cargo-loader" CL, "drone" D).
func vehicleMarker(profile string) string {
	var m string
	for _, w := range strings.Split(profile, "-") {
		if w != "" {
			m += strings.ToUpper(w[:1])
		}
	}
	return m
}
