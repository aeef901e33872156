package ai

import (
	"testing"

	"github.com/krygothic/krygothic/game/match"
	"github.com/krygothic/krygothic/rules/combat"
	"github.com/krygothic/krygothic/rules/modules/luck"
	"github.com/krygothic/krygothic/rules/orders"
)

// squadfight is an open deck where both sides' Squad Leaders see their
// models, each side with a veteran (an Elite), playing with the luck
// module.
const squadfight = `name: Squad fight
rounds: 5
modules: [luck]
legend:
  - {char: ".", name: deck plate, terrain: easy}
  - {char: "#", name: bulkhead, terrain: impossible, wall: true}
  - {char: "c", name: crates, terrain: difficult, cover: true}
  - {char: "a", name: west, terrain: easy, zone: west}
  - {char: "d", name: east, terrain: easy, zone: east}
map: |
  ##############
  #aa....c...dd#
  #aa........dd#
  #aa...c....dd#
  ##############
sides:
  - id: red
    zone: west
    list:
      team: earth-confederate
      models:
        - {unit: ec-commander, ranged: rifle}
        - {unit: ec-veteran, ranged: rifle}
        - {unit: ec-trooper, count: 2, ranged: rifle}
  - id: blue
    zone: east
    list:
      team: renegades
      models:
        - {unit: renegade-prophet, ranged: rifle}
        - {unit: renegade-zealot, ranged: rifle}
        - {unit: renegade-cultist, count: 2, ranged: rifle}
`

// weighing is a computer player that notes the offers it is asked and
// what it took.
type weighing struct {
	match.Player
	asked []orders.Offer
	took  []int
}

func (w *weighing) Offer(v match.View, o orders.Offer) int {
	i := w.Player.(match.Offers).Offer(v, o)
	w.asked, w.took = append(w.asked, o), append(w.took, i)
	return i
}

// The AI with the luck module (XS-11) re-rolls what matters and weighs the
// AP: it always takes a veteran's free re-roll; a 2-AP command re-roll
// only when its chance of turning the roll, times what the roll is at
// stake for, beats its price (a kill shot, a Squad Leader's nerve), so it
// lets some command re-rolls go and takes others. Neither AI gets an
// order refused or gets stuck, and every re-roll taken is logged.
func TestTheAIRerollsWhatMatters(t *testing.T) {
	c, s := textScenario(t, squadfight)
	var commands, taken, freeOffered, freeTaken int
	reds := map[uint64]*weighing{}
	games := playGames(t, c, s, 16, func(seed uint64) [2]match.Player {
		reds[seed] = &weighing{Player: NewTactician("red", Normal, seed)}
		var blue match.Player = NewTactician("blue", Hard, seed)
		if seed%2 == 0 {
			blue = &Baseline{Side: "blue"}
		}
		return [2]match.Player{reds[seed], blue}
	})
	for i, m := range games {
		seed := uint64(i) + 1
		red := reds[seed]
		rerolls := 0
		for _, e := range m.View().Log(0) {
			if ev, ok := e.Event.(combat.Rerolled); ok {
				if u, _ := m.View().Unit(ev.Unit); u.Side == 0 {
					rerolls++
				}
			}
		}
		took := 0
		for i, o := range red.asked {
			if red.took[i] >= 0 {
				took++
			}
			for j, opt := range o.Options {
				if opt.RuleID != luck.Rule {
					t.Errorf("an option of another rule: %+v", opt)
				}
				if opt.AP == 0 {
					freeOffered++
					if red.took[i] == j {
						freeTaken++
					}
				} else {
					commands++
					if red.took[i] == j {
						taken++
					}
				}
			}
		}
		if took != rerolls {
			t.Errorf("seed %d: red took %d options, the log tells %d of its re-rolls", seed, took, rerolls)
		}
	}
	if commands == 0 || taken == 0 || taken == commands {
		t.Errorf("%d command re-rolls offered to the AI, %d taken: want some taken and some let go", commands, taken)
	}
	if freeOffered == 0 || freeTaken == 0 {
		t.Errorf("%d veteran's re-rolls offered, %d taken", freeOffered, freeTaken)
	}
	t.Logf("command re-rolls: %d offered, %d taken; veteran's: %d offered, %d taken", commands, taken, freeOffered, freeTaken)
}
