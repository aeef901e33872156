package down

import (
	"github.com/krygothic/krygothic/rules/datafile"
	"github.com/krygothic/krygothic/rules/facet"
)

// Data is the module's data, its section of modules.yaml (down:): what
// bringing a Down model back costs, and with how many wounds it stands.
type Data struct {
	Keys datafile.Keys `yaml:"-"`
	// ReviveAP is what a friend in base contact pays to bring a Down
	// model back (XS-29: 2); MedicAP what a medic pays (1).
	ReviveAP int `yaml:"revive_ap"`
	MedicAP  int `yaml:"medic_ap"`
	// WoundsLeft are the wounds a model brought back has left (XS-29: 1).
	WoundsLeft int `yaml:"wounds_left"`
}

// Shipped is the module's data when a content's modules.yaml has no down
// section (RULES-INVENTORY XS-29: 2 AP, a medic 1, back with 1 wound).
func Shipped() Data { return Data{ReviveAP: 2, MedicAP: 1, WoundsLeft: 1} }

// Limits of the data.
const maxReviveAP = 6

// read reads the module's section of d's content, checked: costs of 0 to
// 6 AP, a medic's no more than anyone's, and 1 wound or more left.
func read(d facet.Data) Data {
	data, ok := facet.Decode(d, Shipped())
	if !ok {
		return Shipped()
	}
	at, p := d.Section.At, d.Problems
	if data.ReviveAP < 0 || data.ReviveAP > maxReviveAP {
		p.Add(data.Keys.At("revive_ap", at), "down: revive_ap %d; bringing a model back costs 0 to %d AP", data.ReviveAP, maxReviveAP)
	}
	if data.MedicAP < 0 || data.MedicAP > data.ReviveAP {
		p.Add(data.Keys.At("medic_ap", at), "down: medic_ap %d; a medic pays 0 to revive_ap (%d) AP", data.MedicAP, data.ReviveAP)
	}
	if data.WoundsLeft < 1 {
		p.Add(data.Keys.At("wounds_left", at), "down: wounds_left %d; a model brought back has 1 wound left or more", data.WoundsLeft)
	}
	return data
}

// medicField is the field a unit profile writes to be a medic
// ("medic: true").
const medicField = "medic"

// readMedics are the units of d's content whose profiles say they are
// medics, by unit ID; a medic field that is no yes or no is a problem.
func readMedics(d facet.Data) map[string]bool {
	out := map[string]bool{}
	for _, u := range d.Content.Units {
		v, ok := u.Traits[medicField]
		if !ok {
			continue
		}
		var medic bool
		if v.Decode(&medic, d.Problems) && medic {
			out[u.ID] = true
		}
	}
	return out
}
