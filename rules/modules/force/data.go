package force

import (
	"slices"

	"github.com/krygothic/krygothic/rules/content"
	"github.com/krygothic/krygothic/rules/datafile"
	"github.com/krygothic/krygothic/rules/facet"
)

// Data is the module's data, its section of modules.yaml (force:): the
// sliding price of a stat raise, and the ratio limits.
type Data struct {
	Keys datafile.Keys `yaml:"-"`
	// Prices are what +1 to a stat costs, by the value the stat reaches:
	// each step up to UpTo (inclusive) costs Cost, the steps in rising
	// order (XS-14: 5 up to 4, 10 for 5-6, 20 for 7+).
	Prices []Price `yaml:"raise_prices"`
	// LeaderShare is the most Leader points (classes of group leader)
	// may be, in percent of Soldier points (group soldier): 50.
	LeaderShare int `yaml:"leader_share"`
	// Support and Line are the classes whose points the second ratio
	// compares: Support at most SupportShare percent of Line (Heavy and
	// Special at most half of Storm and Fast).
	Support      []content.ClassID `yaml:"support"`
	Line         []content.ClassID `yaml:"line"`
	SupportShare int               `yaml:"support_share"`
	// names are the content's class names, by ID, for messages.
	names map[content.ClassID]string
}

// Price is the cost of each +1 that takes a stat to a value up to UpTo.
type Price struct {
	At   datafile.Pos `yaml:"-"`
	UpTo content.Stat `yaml:"up_to"`
	Cost int          `yaml:"cost"`
}

// Shipped is the module's data when a content's modules.yaml has no force
// section: the design's numbers (XS-14).
func Shipped() Data {
	return Data{
		Prices:       []Price{{UpTo: 4, Cost: 5}, {UpTo: 6, Cost: 10}, {UpTo: content.MaxStat, Cost: 20}},
		LeaderShare:  50,
		Support:      []content.ClassID{content.Heavy, content.Special},
		Line:         []content.ClassID{content.Storm, content.Fast},
		SupportShare: 50,
	}
}

// Limits of the data.
const (
	maxPrice = 1000
	maxShare = 1000
)

// read reads the module's section of d's content, checked: prices of 1 to
// 1000 points whose steps rise and reach the content's highest stat;
// shares of 1 to 1000 percent; known classes, none both support and
// line. Without a section, the shipped data; a key left out keeps its
// shipped value.
func read(d facet.Data) Data {
	data, ok := facet.Decode(d, Shipped())
	if !ok {
		data = Shipped()
	}
	data.names = map[content.ClassID]string{}
	for _, cl := range d.Content.Classes {
		data.names[cl.ID] = cl.Name
	}
	if !ok {
		return data
	}
	at, p := d.Section.At, d.Problems
	prices := data.Keys.At("raise_prices", at)
	for i, pr := range data.Prices {
		prices := prices
		if pr.At.Line > 0 {
			prices = pr.At
		}
		switch {
		case pr.Cost < 1 || pr.Cost > maxPrice:
			p.Add(prices, "force: raise_prices: a step costs 1 to %d points, not %d", maxPrice, pr.Cost)
		case pr.UpTo < 1 || pr.UpTo > content.MaxStat:
			p.Add(prices, "force: raise_prices: up_to %d; a stat reaches 1 to %d", pr.UpTo, content.MaxStat)
		case i > 0 && pr.UpTo <= data.Prices[i-1].UpTo:
			p.Add(prices, "force: raise_prices: up_to %d after %d; the steps rise", pr.UpTo, data.Prices[i-1].UpTo)
		}
	}
	if n := len(data.Prices); n == 0 || data.Prices[n-1].UpTo != content.MaxStat {
		p.Add(prices, "force: raise_prices: the last step is up_to %d, the highest a stat may be", content.MaxStat)
	}
	for _, s := range []struct {
		key string
		v   int
	}{{"leader_share", data.LeaderShare}, {"support_share", data.SupportShare}} {
		if s.v < 1 || s.v > maxShare {
			p.Add(data.Keys.At(s.key, at), "force: %s %d; a share is 1 to %d percent", s.key, s.v, maxShare)
		}
	}
	for _, key := range []string{"support", "line"} {
		ids := data.Support
		if key == "line" {
			ids = data.Line
		}
		for _, id := range ids {
			if _, ok := d.Content.Class(id); !ok && len(d.Content.Classes) > 0 {
				p.Add(data.Keys.At(key, at), "force: %s: %q is not a class of classes.yaml", key, id)
			}
			if key == "line" && slices.Contains(data.Support, id) {
				p.Add(data.Keys.At(key, at), "force: %q is both support and line", id)
			}
		}
	}
	return data
}

// Step is the price of the +1 that takes a stat to value v.
func (d Data) Step(v content.Stat) int {
	if len(d.Prices) == 0 {
		d.Prices = Shipped().Prices // a section with no prices, reported
	}
	for _, pr := range d.Prices {
		if v <= pr.UpTo {
			return pr.Cost
		}
	}
	return d.Prices[len(d.Prices)-1].Cost
}

// RaiseCost is what raising a stat from value from by n costs: each +1
// priced at the value it reaches (XS-14, XC-STAT-01's sliding scale).
func (d Data) RaiseCost(from content.Stat, n int) int {
	cost := 0
	for v := from + 1; v <= from+content.Stat(n); v++ {
		cost += d.Step(v)
	}
	return cost
}

// Of is the module's data as content c gives it, read outside a match
// (a campaign pricing raises, XS-30): the shipped data without a force
// section; the error lists the section's problems.
func Of(c *content.Content) (Data, error) { return facet.ReadData(c, Name, read) }
