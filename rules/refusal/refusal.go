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
	// The reason is written only when it is read: the AI meets far more
	// refusals in its previews than anybody reads.
	format string
	args   []any
	// cause is the refusal this one says again (Again), nil for none.
	cause error
}

// Error writes "RULE: reason".
func (e *Error) Error() string { return e.RuleID + ": " + e.Reason() }

// Reason is why the action is refused, in words a player reads.
func (e *Error) Reason() string { return fmt.Sprintf(e.format, e.args...) }

// New makes a refusal citing rule, its reason written from format and
// args as by fmt.Sprintf. The args are read when the reason is: values,
// not things that change.
func New(rule, format string, args ...any) *Error {
	return &Error{RuleID: rule, format: format, args: args}
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
		return r.Reason()
	}
	return err.Error()
}
