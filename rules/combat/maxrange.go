package combat

import "github.com/krygothic/krygothic/rules/content"

// MaxRange is how far, between the bases' closest points, a shot by f
// with w may reach: it is in range at any distance under MaxRange, where
// at least one die is kept after the long-range penalty (KG-RC-11): the
// weapon's long range (per Strength for a thrown one) plus its keep
// value less one.
func (f *Fighter) MaxRange(w *content.RangedWeapon) float64 {
	long := w.Long
	if w.LongPerStrength > 0 {
		long = float64(w.LongPerStrength * f.Stats.Strength.Dice())
	}
	return long + float64(w.Stats.Keep-1)
}
