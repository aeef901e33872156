package battle

import (
	"fmt"

	"github.com/krygothic/krygothic/rules/modules/jams"
	"github.com/krygothic/krygothic/rules/modules/sweep"
	"github.com/krygothic/krygothic/rules/orders"
)

// The jams module on the battle screen (XS-02): a jammed model wears a
// "J" badge, J (clear jam) joins the hint bar while one is selected, and
// a shot's preview gives the chance that it jams the weapon.

// selectedJammed reports whether the selected model's weapon is jammed.
func (b *Battle) selectedJammed() bool {
	return b.order.selected != "" && b.view().Mark(b.order.selected, jams.Mark) > 0
}

// jamLine is the preview's line on the chance a shot jams its weapon,
// when the match plays with the jams module and the weapon is rated;
// "" otherwise.
func (b *Battle) jamLine(p orders.Preview) string {
	r := p.Ranged
	if v := b.order.previewed.Verb; r == nil || r.Weapon == nil || p.Template != nil || v != orders.Shoot && v != sweep.Sweep || r.OutOfRange ||
		!b.plays(jams.Name) || b.env.Content == nil {
		return ""
	}
	n := b.env.Content.Modules.Jams.Rating(r.Weapon.ID)
	if n == 0 {
		return ""
	}
	return fmt.Sprintf("jam %.1f%%: a natural 1 to hit, then a D6 of %d or under (Jam %d, XS-02)", 100*jams.Chance(r.Dice, r.Attacks, n), n, n)
}
