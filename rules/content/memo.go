package content

import "sync"

// memo holds values worked out from a content once and kept with it, such
// as the rule modules' data as each module read it (rules/modules).
type memo struct {
	mu     sync.Mutex
	values map[any]any
}

// Memo returns the value kept under key, making it with make the first
// time it is asked for. A content is shared by every match that plays
// with it, from several goroutines: Memo is safe for concurrent use, and
// what it keeps must not change once made. key is best an unexported
// type of the package that asks, so no two packages share one.
func (c *Content) Memo(key any, make func() any) any {
	c.memo.mu.Lock()
	defer c.memo.mu.Unlock()
	if v, ok := c.memo.values[key]; ok {
		return v
	}
	if c.memo.values == nil {
		c.memo.values = map[any]any{}
	}
	v := make()
	c.memo.values[key] = v
	return v
}

// Copy is a shallow copy of c, holding nothing worked out from c yet
// (Memo): a test or a tool changes a piece of the copy (a unit, a
// module's data) and plays with it, and nothing made from c before comes
// back for the copy. The copy keeps none of the files c was read from
// (Sources): what it holds may differ from them.
func (c *Content) Copy() *Content {
	out := &Content{Limits: c.Limits, Classes: c.Classes, Armour: c.Armour, RangedWeapons: c.RangedWeapons, MeleeWeapons: c.MeleeWeapons,
		SpecialAttacks: c.SpecialAttacks, Teams: c.Teams, Units: c.Units, Modules: c.Modules}
	return out
}
