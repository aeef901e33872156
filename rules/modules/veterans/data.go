package veterans

import (
	"slices"
	"strings"

	"github.com/krygothic/krygothic/rules/content"
	"github.com/krygothic/krygothic/rules/datafile"
	"github.com/krygothic/krygothic/rules/dice"
	"github.com/krygothic/krygothic/rules/facet"
	"github.com/krygothic/krygothic/rules/modules/force"
)

// Data is the module's data, its section of modules.yaml (veterans:): the
// improvement points a battle earns, the flaw roll, and the flaws.
type Data struct {
	Keys datafile.Keys `yaml:"-"`
	// IP is what a model that survives a battle earns.
	IP IP `yaml:"ip"`
	// FlawOn is the highest D6 that gives a model that was Down a flaw:
	// 2, a flaw on 1-2 (RULINGS "XS-30 and the campaign"); 0 never.
	FlawOn int `yaml:"flaw_on"`
	// Flaws are the flaws a model may gain, at most six: a second D6
	// chooses among those the model has not got yet.
	Flaws []*Flaw `yaml:"flaws"`
}

// IP are the improvement points a surviving model earns for a battle
// (XS-30): Battle for being in it, Kill for each enemy model it took out,
// Combo for each completed combo it was in.
type IP struct {
	Keys   datafile.Keys `yaml:"-"`
	Battle int           `yaml:"battle"`
	Kill   int           `yaml:"kill"`
	Combo  int           `yaml:"combo"`
}

// Flaw is a lasting hurt a model that was Down may gain (XC-FLAW-02's
// physical and mental flaws): By (negative) added to one stat of its
// profile.
type Flaw struct {
	At   datafile.Pos  `yaml:"-"`
	Keys datafile.Keys `yaml:"-"`
	// ID is the flaw as army lists write it: "shaky-hands".
	ID string `yaml:"id"`
	// Name is the flaw as players read it: "Shaky hands".
	Name string `yaml:"name"`
	// Stat is the stat it lowers, as content writes stats (force.Stats).
	Stat string `yaml:"stat"`
	// By is what it adds to the stat: −1 or less.
	By int `yaml:"by"`
	// Text says what it is, for screens.
	Text string `yaml:"text"`
}

// Shipped is the module's data when a content's modules.yaml has no
// veterans section: XS-30's numbers and six flaws, one for each stat a
// flaw may lower but Body.
func Shipped() Data {
	return Data{
		IP:     IP{Battle: 1, Kill: 1, Combo: 1},
		FlawOn: 2,
		Flaws: []*Flaw{
			{ID: "shaky-hands", Name: "Shaky hands", Stat: "rc", By: -1, Text: "Hands that have not been steady since the fall."},
			{ID: "old-wound", Name: "Old wound", Stat: "speed", By: -1, Text: "A wound that never healed right."},
			{ID: "bad-nerves", Name: "Bad nerves", Stat: "willpower", By: -1, Text: "Every shot close by brings the fall back."},
			{ID: "slow-wits", Name: "Slow wits", Stat: "mind", By: -1, Text: "The blow to the head left its mark."},
			{ID: "weak-arm", Name: "Weak arm", Stat: "strength", By: -1, Text: "An arm that never got its strength back."},
			{ID: "torn-muscle", Name: "Torn muscle", Stat: "cc", By: -1, Text: "A torn muscle that hampers every parry."},
		},
	}
}

// Limits of the data.
const (
	maxIP     = 100 // improvement points a deed earns
	maxFlaws  = 6   // one D6 chooses among them
	maxFlawBy = 5   // the most a flaw takes off its stat
	maxText   = 200 // characters of a flaw's name or text
)

// read reads the module's section of d's content, checked: improvement
// points of 0 to 100 a deed; flaw_on 0 to 6; at most six flaws, each
// with an id used once, a name, a stat a raise may name, and a By of −1
// to −5. Without a section, the shipped data; a key left out keeps its
// shipped value.
func read(d facet.Data) Data {
	data, ok := facet.Decode(d, Shipped())
	if !ok {
		return Shipped()
	}
	at, p := d.Section.At, d.Problems
	ipAt := data.Keys.At("ip", at)
	for _, ip := range []struct {
		key string
		v   int
	}{{"battle", data.IP.Battle}, {"kill", data.IP.Kill}, {"combo", data.IP.Combo}} {
		if ip.v < 0 || ip.v > maxIP {
			p.Add(data.IP.Keys.At(ip.key, ipAt), "veterans: ip: %s %d; a deed earns 0 to %d improvement points", ip.key, ip.v, maxIP)
		}
	}
	if data.FlawOn < 0 || data.FlawOn > 6 {
		p.Add(data.Keys.At("flaw_on", at), "veterans: flaw_on %d; a D6 of at most 0 (never) to 6 (always) gives a flaw", data.FlawOn)
	}
	flawsAt := data.Keys.At("flaws", at)
	if len(data.Flaws) > maxFlaws {
		p.Add(flawsAt, "veterans: %d flaws; at most %d, which a second D6 chooses among", len(data.Flaws), maxFlaws)
	}
	var seen []string
	for _, f := range data.Flaws {
		if f == nil {
			continue
		}
		fat := f.At
		if fat.Line == 0 {
			fat = flawsAt
		}
		key := func(k string) datafile.Pos { return f.Keys.At(k, fat) }
		switch {
		case f.ID == "":
			p.Add(fat, "veterans: a flaw has no id")
		case slices.Contains(seen, f.ID):
			p.Add(key("id"), "veterans: flaw %q is listed twice", f.ID)
		}
		seen = append(seen, f.ID)
		if f.Name == "" {
			p.Add(fat, "veterans: flaw %s has no name", f.ID)
		}
		if len([]rune(f.Name)) > maxText || len([]rune(f.Text)) > maxText {
			p.Add(fat, "veterans: flaw %s: a name or text is at most %d characters", f.ID, maxText)
		}
		if !slices.Contains(force.Stats, f.Stat) {
			p.Add(key("stat"), "veterans: flaw %s: stat %q is not one of %s", f.ID, f.Stat, strings.Join(force.Stats, ", "))
		}
		if f.By > -1 || f.By < -maxFlawBy {
			p.Add(key("by"), "veterans: flaw %s: by %d; a flaw takes 1 to %d off its stat (by: -1 to -%d)", f.ID, f.By, maxFlawBy, maxFlawBy)
		}
	}
	data.Flaws = slices.DeleteFunc(data.Flaws, func(f *Flaw) bool { return f == nil })
	return data
}

// Of is the module's data as content c gives it, read outside a match
// (the campaign between battles): the shipped data without a veterans
// section; the error lists the section's problems. force.Of gives the
// raise prices RaiseCost needs.
func Of(c *content.Content) (Data, error) { return facet.ReadData(c, Name, read) }

// Flaw returns the flaw of an id.
func (d Data) Flaw(id string) (*Flaw, bool) {
	for _, f := range d.Flaws {
		if f.ID == id {
			return f, true
		}
	}
	return nil, false
}

// Deeds are what a model did in one battle, as the campaign reckons them
// from the match: whether it was still in play at the end (Survived),
// whether it was Down at any time (WasDown, XS-29), the enemy models it
// took out (Kills), the completed combos it was in (Combos).
type Deeds = facet.Deeds

// Earned is the improvement points a model earns for a battle (XS-30,
// XC-DEV-01): a survivor earns ip.battle, plus ip.kill a kill and
// ip.combo a combo; a model that did not survive earns none (it is lost).
// Being Down earns and costs nothing here: it is the flaw roll's
// (RollFlaw). Negative counts count as none.
func (d Data) Earned(x Deeds) int {
	if !x.Survived {
		return 0
	}
	return d.IP.Battle + d.IP.Kill*max(x.Kills, 0) + d.IP.Combo*max(x.Combos, 0)
}

// NoRaise is what RaiseCost asks for a stat that cannot be raised (X, or
// at the highest value already): more improvement points than any model
// will ever have.
const NoRaise = facet.NoRaise

// RaiseCost is the improvement points +1 to a stat now at from costs
// (XS-30: XS-14's sliding price of the value it reaches, one IP a point):
// with the shipped prices 3→4 costs 5, 4→5 costs 10, 6→7 costs 20.
// NoRaise for an X stat or one at content.MaxStat.
func RaiseCost(f force.Data, from content.Stat) int {
	if from.IsX() || from < 0 || from >= content.MaxStat {
		return NoRaise
	}
	return f.RaiseCost(from, 1)
}

// RollFlaw rolls for a model that was Down (XS-30, RULINGS "XS-30 and
// the campaign"): a D6 from src; at most FlawOn, the model gains a flaw
// it has not got yet (has: the ids of those it has), a second D6 choosing
// it uniformly among those left (a face past the largest multiple of
// their number rolled again; no second die when one is left). roll is
// the first die; f is nil on a higher roll, or when the model has every
// flaw already. A source that fails (a script run out) gives the dice
// rolled so far and no flaw (roll 0 when the first die failed).
func (d Data) RollFlaw(src dice.Source, has []string) (roll int, f *Flaw) {
	roll, err := src.D6(Rule + " flaw roll")
	if err != nil {
		return 0, nil
	}
	if roll > d.FlawOn {
		return roll, nil
	}
	var left []*Flaw
	for _, fl := range d.Flaws {
		if !slices.Contains(has, fl.ID) {
			left = append(left, fl)
		}
	}
	left = left[:min(len(left), maxFlaws)] // data over the limit, reported as read
	switch n := len(left); {
	case n == 0:
		return roll, nil
	case n == 1:
		return roll, left[0]
	default:
		for top := 6 - 6%n; ; {
			face, err := src.D6(Rule + " flaw choice")
			if err != nil {
				return roll, nil
			}
			if face <= top {
				return roll, left[(face-1)%n]
			}
		}
	}
}
