// Package refusal is the error every rules package returns for an illegal
// action: the rule that forbids it, and why, in words a player reads.
package refusal

import "fmt"

// Error is an illegal action and the rule that forbids it.
type Error struct {
	RuleID string // e.g. "KG-RC-05"
	Reason string
}

// Error writes "RULE: reason".
func (e *Error) Error() string { return e.RuleID + ": " + e.Reason }

// New makes a refusal citing rule.
func New(rule, format string, args ...any) *Error {
	return &Error{RuleID: rule, Reason: fmt.Sprintf(format, args...)}
}
