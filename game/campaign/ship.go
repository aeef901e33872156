package campaign

import "slices"

// The ship's regions, the lands of a campaign: a derelict cruiser drawn
// stern (left) to bow (right). Each land names the scenarios that can be
// fought there, tried in a random order; "random" is a random mission
// (GAP-33), which fits every roster.

// region is one land of the shipped map before it is dealt out.
type region struct {
	id, name string
	income   int
	x, y     float64
	missions []string
}

// regions are the shipped map's lands, stern to bow.
var regions = []region{
	{"engines", "Engine Decks", 25, 0.07, 0.50, []string{"dark-engine-room", "random"}},
	{"reactor", "Reactor Spine", 35, 0.23, 0.50, []string{"dark-engine-room", "random"}},
	{"cargo", "Cargo Holds", 25, 0.26, 0.20, []string{"cargo-bay", "random"}},
	{"market", "The Undermarket", 30, 0.26, 0.80, []string{"turf-war", "random"}},
	{"barracks", "Barracks", 20, 0.43, 0.26, []string{"corridor-firefight", "random"}},
	{"chapel", "Chapel of Echoes", 20, 0.43, 0.74, []string{"lake-of-blood", "random"}},
	{"hangar", "Great Hangar", 40, 0.57, 0.50, []string{"hangar-deathmatch", "random"}},
	{"armoury", "Armoury", 30, 0.62, 0.20, []string{"sabotage", "random"}},
	{"medbay", "Med Bay", 20, 0.62, 0.80, []string{"corridor-firefight", "random"}},
	{"gunnery", "Gun Decks", 25, 0.78, 0.28, []string{"big-battle", "random"}},
	{"observatory", "Observatory", 20, 0.78, 0.72, []string{"lake-of-blood", "random"}},
	{"bridge", "Bridge", 20, 0.93, 0.50, []string{"hangar-deathmatch", "random"}},
}

// passages join the regions: each pair is a way between two lands.
var passages = [][2]string{
	{"engines", "reactor"}, {"engines", "cargo"}, {"engines", "market"},
	{"reactor", "cargo"}, {"reactor", "market"}, {"reactor", "hangar"},
	{"cargo", "barracks"}, {"market", "chapel"},
	{"barracks", "hangar"}, {"chapel", "hangar"}, {"barracks", "armoury"}, {"chapel", "medbay"},
	{"hangar", "armoury"}, {"hangar", "medbay"}, {"hangar", "gunnery"}, {"hangar", "observatory"},
	{"armoury", "gunnery"}, {"medbay", "observatory"},
	{"gunnery", "bridge"}, {"observatory", "bridge"},
}

// dens are the teams' home lands, by the number of teams: as far apart
// as the ship allows.
var dens = map[int][]string{
	2: {"engines", "bridge"},
	3: {"engines", "gunnery", "observatory"},
	4: {"cargo", "market", "gunnery", "observatory"},
}

// shipMap deals the ship's lands out to n teams: each starts in its den,
// then in rounds the team of least income so far claims first, each
// taking the richest of the free lands nearest its own, until all are
// held. Twelve lands share out evenly among two, three or four teams, and
// their incomes as evenly as the map allows.
func shipMap(teams []string) []*Land {
	lands := make([]*Land, len(regions))
	byID := map[string]*Land{}
	for i, r := range regions {
		lands[i] = &Land{ID: r.id, Name: r.name, Income: r.income, X: r.x, Y: r.y, Missions: r.missions}
		byID[r.id] = lands[i]
	}
	for _, p := range passages {
		byID[p[0]].Links = append(byID[p[0]].Links, p[1])
		byID[p[1]].Links = append(byID[p[1]].Links, p[0])
	}
	income := map[string]int{}
	for i, id := range dens[len(teams)] {
		byID[id].Owner, byID[id].Home = teams[i], true
		income[teams[i]] += byID[id].Income
	}
	for claimed := len(teams); claimed < len(lands); {
		order := slices.Clone(teams)
		slices.SortStableFunc(order, func(a, b string) int { return income[a] - income[b] })
		for _, team := range order {
			if l := nearestFree(lands, byID, team); l != nil {
				l.Owner = team
				income[team] += l.Income
				claimed++
			}
		}
	}
	return lands
}

// nearestFree is the land nearest team's own (fewest passages away) that
// no one holds, the richest at that distance (the first in the map's
// order of those); nil when every land is held.
func nearestFree(lands []*Land, byID map[string]*Land, team string) *Land {
	dist := map[string]int{}
	var queue []string
	for _, l := range lands {
		if l.Owner == team {
			dist[l.ID] = 0
			queue = append(queue, l.ID)
		}
	}
	for len(queue) > 0 {
		id := queue[0]
		queue = queue[1:]
		for _, n := range byID[id].Links {
			if _, seen := dist[n]; !seen {
				dist[n] = dist[id] + 1
				queue = append(queue, n)
			}
		}
	}
	var best *Land
	for _, l := range lands {
		d, ok := dist[l.ID]
		if l.Owner == "" && ok && (best == nil || d < dist[best.ID] || d == dist[best.ID] && l.Income > best.Income) {
			best = l
		}
	}
	return best
}
