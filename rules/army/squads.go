package army

import (
	"regexp"

	"github.com/krygothic/krygothic/rules/content"
	"github.com/krygothic/krygothic/rules/datafile"
)

// Squads (XS-23, the squads module; docs/modules.md): an army list may
// put models into named squads with "squad: alpha". A squad has one
// leader, an Elite or a Squad Leader, and 2 to 5 models in all. The list
// is checked whether the module is on or not; without it the squads are
// ignored.

// Squad sizes (XS-23: squads of 2–5, the leader among them).
const (
	MinSquad = 2
	MaxSquad = 5
)

// squadName is what a squad's name may be: a short word.
var squadName = regexp.MustCompile(`^[a-z0-9][a-z0-9-]{0,23}$`)

// SquadLeaderClass reports whether a model of class id may lead a squad:
// an Elite or a Squad Leader (XS-23).
func SquadLeaderClass(id content.ClassID) bool {
	return id == content.Elite || id == content.SquadLeader
}

// checkSquads checks the squads the entries name: each a short word,
// with one leader (an Elite or a Squad Leader) and 2 to 5 models in all.
// Problems point at the entry's squad field (the first entry's for a
// squad's size or leaders).
func checkSquads(entries []*Entry, lines []line, p *datafile.List) {
	type squad struct {
		at      datafile.Pos
		models  int
		leaders int
	}
	squads := map[string]*squad{}
	var order []string
	for _, e := range entries {
		if e.Squad == "" {
			continue
		}
		at := e.Keys.At("squad", e.At)
		if !squadName.MatchString(e.Squad) {
			p.Add(at, "squad %q: a squad's name is a short word of a-z, 0-9 and -", e.Squad)
			continue
		}
		if squads[e.Squad] == nil {
			squads[e.Squad] = &squad{at: at}
			order = append(order, e.Squad)
		}
	}
	for _, ln := range lines {
		sq := squads[ln.model.Squad]
		if sq == nil {
			continue
		}
		sq.models += ln.n
		if SquadLeaderClass(ln.model.Class.ID) {
			sq.leaders += ln.n
		}
	}
	for _, name := range order {
		sq := squads[name]
		switch {
		case sq.models < MinSquad || sq.models > MaxSquad:
			p.Add(sq.at, "squad %s has %d models; a squad has %d to %d, its leader among them (XS-23)", name, sq.models, MinSquad, MaxSquad)
		case sq.leaders != 1:
			p.Add(sq.at, "squad %s has %d Elite or Squad Leader models; a squad has one, its leader (XS-23)", name, sq.leaders)
		}
	}
}
