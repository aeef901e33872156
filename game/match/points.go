package match

import "github.com/krygothic/krygothic/rules/facet"

var _ facet.Points = View{}

// Points are the army-list points of side's models removed so far, and of
// every model it fields, on the table or held back for an arrival;
// objectives count for neither. Every player knows them, under the fog of
// war too: the army lists are known before the match, and a removed model
// is removed in the open (facet.Points).
func (v View) Points(side int) (removed, fielded int) {
	for _, u := range v.m.table.Units {
		if u.Side != side || u.Objective || u.Model == nil {
			continue
		}
		if !u.F.Alive() {
			removed += u.Model.Cost
		}
		fielded += u.Model.Cost
	}
	return removed, fielded
}
