package battle

import (
	"github.com/krygothic/krygothic/game/logtext"
	"github.com/krygothic/krygothic/rules/facet"
)

// namedRows are the rows the rule modules add to a preview (of an order
// of side previewBy) as the panel writes them: their text is free text from the rules, and the unit IDs
// in it ("blue.renegade-cultist-2") are named as the log names them
// ("Cultist 2"), so a module lists the models it touches by their IDs.
func (b *Battle) namedRows(rows []facet.Row) []facet.Row {
	side := b.order.previewBy
	for i := range rows {
		rows[i].Note = logtext.Text(side, rows[i].Note, b.log.names)
		for j := range rows[i].Terms {
			rows[i].Terms[j].Text = logtext.Text(side, rows[i].Terms[j].Text, b.log.names)
		}
	}
	return rows
}
