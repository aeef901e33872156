package squads

import (
	"regexp"

	"github.com/krygothic/krygothic/rules/army"
	"github.com/krygothic/krygothic/rules/content"
	"github.com/krygothic/krygothic/rules/datafile"
)

// Squads in army lists (docs/modules.md): an army list may put models
// into named squads with "squad: alpha". A squad has one leader, an Elite
// or a Squad Leader, and 2 to 5 models in all. The list is checked
// whether the module is played or not; without it the squads are
// ignored.

// Squad sizes (XS-23: squads of 2–5, the leader among them).
const (
	MinSquad = 2
	MaxSquad = 5
)

// Field is the army list entries' field that names a model's squad: the
// name the entry gives, kept in army.Model.Traits under Field.
const Field = "squad"

// squadName is what a squad's name may be: a short word.
var squadName = regexp.MustCompile(`^[a-z0-9][a-z0-9-]{0,23}$`)

// LeaderClass reports whether a model of class id may lead a squad: an
// Elite or a Squad Leader (XS-23).
func LeaderClass(id content.ClassID) bool {
	return id == content.Elite || id == content.SquadLeader
}

// Named is the squad m's army list names, "" for none.
func Named(m *army.Model) string {
	if m == nil {
		return ""
	}
	s, _ := m.Traits[Field].(string)
	return s
}

// field reads "squad: NAME" in army list entries, and checks the army's
// squads as a whole (army.LinesField).
type field struct{}

var _ army.LinesField = field{}

// Name is the field's key.
func (field) Name() string { return Field }

// Read reads an entry's squad: a short word of a-z, 0-9 and -, at the
// field's place.
func (field) Read(v datafile.Section, m *army.Model, _ func(string, int) bool, p *datafile.List) {
	var name string
	if !v.Decode(&name, p) || name == "" {
		return
	}
	if !squadName.MatchString(name) {
		p.Add(v.At, "squad %q: a squad's name is a short word of a-z, 0-9 and -", name)
		return
	}
	m.Traits[Field] = name
}

// CheckLines checks the squads the entries name: each with one leader
// (an Elite or a Squad Leader) and 2 to 5 models in all. Problems point
// at the squad field of the first entry that names the squad.
func (field) CheckLines(lines []army.Line, p *datafile.List) {
	type squad struct {
		at      datafile.Pos
		models  int
		leaders int
	}
	squads := map[string]*squad{}
	var order []string
	for _, ln := range lines {
		name := Named(ln.Model)
		if name == "" {
			continue
		}
		sq := squads[name]
		if sq == nil {
			sq = &squad{at: ln.Entry.Traits[Field].At}
			squads[name] = sq
			order = append(order, name)
		}
		sq.models += ln.Count
		if LeaderClass(ln.Model.Class.ID) {
			sq.leaders += ln.Count
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
