package ai

import (
	"testing"

	"github.com/krygothic/krygothic/game/match"
	"github.com/krygothic/krygothic/rules/modules/ecm"
	"github.com/krygothic/krygothic/rules/orders"
)

// jammedHall is a hall where both sides field jammers on their Squad
// Leaders and ECM suites on their Special models (the ecm module, XS-07),
// close enough that every model stands in the enemy jammers' reach and
// the ECM suites reach across.
const jammedHall = `name: Jammed hall
rounds: 4
modules: [ecm]
legend:
  - {char: ".", name: deck plate, terrain: easy}
  - {char: "#", name: bulkhead, terrain: impossible, wall: true}
  - {char: "c", name: crates, terrain: difficult, cover: true}
  - {char: "a", name: west, terrain: easy, zone: west}
  - {char: "d", name: east, terrain: easy, zone: east}
map: |
  ####################
  #aaa.....c......ddd#
  #aaa..c......c..ddd#
  #aaa.....c......ddd#
  #aaa..c......c..ddd#
  ####################
sides:
  - id: red
    zone: west
    list:
      team: earth-confederate
      models:
        - {unit: ec-commander, ranged: rifle, jammer: true}
        - {unit: ec-marksman, ranged: rifle, ecm: true}
        - {unit: ec-trooper, count: 4, ranged: rifle}
  - id: blue
    zone: east
    list:
      team: renegades
      models:
        - {unit: renegade-prophet, ranged: rifle, jammer: true}
        - {unit: renegade-salvager, ranged: rifle, ecm: true}
        - {unit: renegade-cultist, count: 4, ranged: rifle}
`

// The AI with the ECM module (XS-07): it pays the jammers' +1 AP (its
// orders are weighed at their previewed cost, so none is refused for want
// of AP), makes ECM attacks on Waiting enemies and enemies with orders
// running when its odds pay, and is never stuck or refused.
func TestTheAIJamsTheEnemysCommand(t *testing.T) {
	c, s := textScenario(t, jammedHall)
	attacks, surcharged := 0, 0
	games := playGames(t, c, s, 16, func(seed uint64) [2]match.Player {
		return [2]match.Player{NewTactician("red", Normal, seed), NewTactician("blue", Hard, seed+100)}
	})
	for _, m := range games {
		for _, e := range m.View().Log(0) {
			switch ev := e.Event.(type) {
			case ecm.ECMAttacked:
				attacks++
			case orders.Declared:
				if sum(ev.StepAP) > 0 && ev.AP > 0 {
					for _, ap := range ev.StepAP {
						if ap == 3 { // a 2-AP order and the jammer's 1
							surcharged++
						}
					}
				}
			}
		}
	}
	if attacks == 0 {
		t.Error("no ECM attack in 16 games")
	}
	if surcharged == 0 {
		t.Error("no order paid the jammer's +1 AP in 16 games")
	}
	t.Logf("%d ECM attacks, %d surcharged steps", attacks, surcharged)
}

// sum adds up ints.
func sum(xs []int) int {
	n := 0
	for _, x := range xs {
		n += x
	}
	return n
}
