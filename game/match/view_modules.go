package match

import "github.com/krygothic/krygothic/rules/content"

// Mark is what a rule module remembers of unit id under name (0: none):
// a vehicle's speed and damaged locations (XS-09), for the screens and
// the AI.
func (v View) Mark(id, name string) int { return v.m.table.Mark(id, name) }

// Content is the content the match plays with, shared and read-only by
// contract: the rule modules' data (a vehicle's profile, XS-09).
func (v View) Content() *content.Content { return v.m.content }
