package battle

import (
	"github.com/krygothic/krygothic/game/ui/board"
	"github.com/krygothic/krygothic/rules/combat"
	"github.com/krygothic/krygothic/rules/content"
	"github.com/krygothic/krygothic/rules/facet"
	"github.com/krygothic/krygothic/rules/orders"
)

// builds are the figures of the peoples of the ship, by team (rules/
// content's teams.yaml); a team not named here fields troopers.
var builds = map[string]board.Build{
	"earth-confederate": board.Trooper,
	"renegades":         board.Cultist,
	"possessed":         board.Wraith,
	"slaves":            board.Primitive,
	"heracletians":      board.Crested,
	"ralim":             board.Seer,
	"protarian":         board.Brute,
	"hive":              board.Insect,
	"forgotten":         board.Crewman,
}

// figureOf is model u's figure in the ship view: its people's build,
// its class, the weapon in its hands, and whether a module of set marks
// it out (a psychic). A hull (a vehicle) is a loader, or a drone if its
// class is Fast; an objective has none.
func figureOf(set facet.Set, u *orders.Unit, hull bool) board.Figure {
	if u.Model == nil || u.Objective {
		return board.Figure{}
	}
	f := board.Figure{Build: board.Trooper, Class: classGlyph(u), Weapon: weaponOf(&u.F)}
	if u.Model.Unit != nil {
		if b, ok := builds[u.Model.Unit.Team]; ok {
			f.Build = b
		}
	}
	if hull {
		f.Build, f.Class = board.Loader, ""
		if u.Model.Class != nil && u.Model.Class.ID == content.Fast {
			f.Build = board.Drone
		}
	}
	for _, m := range set {
		if a, ok := m.Loaded.(facet.Auras); ok && a.Aura(*u) {
			f.Psychic = true
		}
	}
	return f
}

// weaponOf is what a figure of fighter f holds: its gun, by what the gun
// is (a blast tube, a short heavy flamer, a heavy gun, a long scoped
// rifle, a pistol, a rifle); with none (or a grenade), its close-combat
// weapon (a flail, an axe, a blade) or its natural attacks (claws).
func weaponOf(f *combat.Fighter) board.Weapon {
	if w := f.Ranged; w != nil && !w.Has("thrown") {
		switch {
		case w.Template > 0:
			return board.Launcher
		case w.Has("heavy") && w.Long <= 6:
			return board.Flamer
		case w.Has("heavy"):
			return board.HeavyGun
		case w.Long >= 20:
			return board.LongRifle
		case w.Long <= 6:
			return board.Pistol
		}
		return board.Rifle
	}
	if m := f.Melee; m != nil {
		switch {
		case m.Has(content.EffectWrap) || m.Has(content.EffectLasso):
			return board.Flail
		case m.Str > 0:
			return board.Axe
		}
		return board.Blade
	}
	for _, a := range f.Attacks {
		if a.Has(content.EffectFlankWound) {
			return board.Blade
		}
	}
	if len(f.Attacks) > 0 {
		return board.Claws
	}
	return board.Fists
}
