package refusal

// Again is a refusal of the rule err cites, in other words (a step's
// refusal as its whole declaration's: "step 2 of 2 (…): …"), that keeps
// err: errors.As still finds what err carries besides its words (a rule
// module's own refusal, naming the model that binds a shot).
func Again(err error, format string, args ...any) *Error {
	return &Error{RuleID: RuleOf(err), format: format, args: args, cause: err}
}

// Unwrap is the refusal e says again (Again), nil for none.
func (e *Error) Unwrap() error { return e.cause }
