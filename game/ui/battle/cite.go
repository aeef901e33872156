package battle

import (
	"github.com/krygothic/krygothic/game/logtext"
	"github.com/krygothic/krygothic/rules/facet"
)

// cite is " (ID)", rule id cited after what a player reads, with Rules
// detail on, and "" with it off (logtext.Cite), as the log cites.
func (b *Battle) cite(id string) string { return logtext.Cite(id, b.log.names) }

// cited are the rows a module added to a preview with the units they
// cite by ID (facet.Cite) named as the log names them ("Cultist 2"), and
// points and ticks in words, as in a refusal's reason; side is the side
// the preview is for.
func (b *Battle) cited(side string, rows []facet.Row) []facet.Row {
	for i := range rows {
		r := &rows[i]
		r.Note, r.Tip = b.named(side, r.Note), b.named(side, r.Tip)
		if len(r.Terms) > 0 {
			terms := make([]facet.Term, len(r.Terms)) // the module's own slice stays as it gave it
			for j, t := range r.Terms {
				terms[j] = facet.Term{Text: b.named(side, t.Text), Tip: b.named(side, t.Tip)}
			}
			r.Terms = terms
		}
	}
	return rows
}

// named is text with the units it cites named; "" stays "".
func (b *Battle) named(side, text string) string {
	if text == "" {
		return ""
	}
	return logtext.Text(side, text, b.log.names)
}
