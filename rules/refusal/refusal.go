// Package refusal is the error every rules package returns for an illegal
// action: the rule that forbids it, and why, in words a player reads.
package refusal

import (
	"errors"
	"fmt"
)

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

// RuleOf is the rule err cites when it is a refusal (wrapped or not); any
// other error is put down to KG-CMB-02, an action the rules do not allow.
func RuleOf(err error) string {
	var r *Error
	if errors.As(err, &r) {
		return r.RuleID
	}
	return "KG-CMB-02"
}

// ReasonOf is why err refuses, without the rule: a refusal's reason, or
// any other error's message.
func ReasonOf(err error) string {
	var r *Error
	if errors.As(err, &r) {
		return r.Reason
	}
	return err.Error()
}
