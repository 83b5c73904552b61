// Package content holds the entities of the QRS site, their validation and the error codes
// shared by the store and the HTTP layer. It does no I/O.
package content

import (
	"errors"
	"fmt"
)

// Code classifies an error so the HTTP layer can map it to a status in one place.
type Code string

// The error codes of the application.
const (
	Invalid      Code = "invalid"
	NotFound     Code = "not_found"
	NotAllowed   Code = "not_allowed" // a known path, another method
	Conflict     Code = "conflict"
	Unauthorized Code = "unauthorized"
	Forbidden    Code = "forbidden" // signed in, but the role may not
	TooLarge     Code = "too_large"
	Unsupported  Code = "unsupported"
	TooMany      Code = "too_many"
	Unavailable  Code = "unavailable" // busy for the moment: asked again shortly, it may succeed
	// Unprocessable: well-formed, but the publish checks found errors in it (422).
	Unprocessable Code = "unprocessable"
	Internal      Code = "internal"
)

// FieldErrors maps a JSON field name to the message shown for it.
type FieldErrors map[string]string

// Error is an application error with a code, a message for people and optional field errors.
type Error struct {
	Code    Code
	Message string
	Fields  FieldErrors
}

// Error implements the error interface.
func (e *Error) Error() string { return fmt.Sprintf("%s: %s", e.Code, e.Message) }

// Errorf returns an *Error with the given code and formatted message.
func Errorf(code Code, format string, args ...any) *Error {
	return &Error{Code: code, Message: fmt.Sprintf(format, args...)}
}

// ValidationError returns an Invalid error carrying the field messages.
func ValidationError(fields FieldErrors) *Error {
	return &Error{Code: Invalid, Message: "Validation failed", Fields: fields}
}

// ErrorCode returns the code of err, Internal when err is not an *Error.
func ErrorCode(err error) Code {
	var e *Error
	if errors.As(err, &e) {
		return e.Code
	}
	var stale *StaleError
	if errors.As(err, &stale) {
		return Conflict
	}
	var failed *ChecksFailed
	if errors.As(err, &failed) {
		if failed.Refusal != nil {
			return failed.Refusal.Code
		}
		return Unprocessable
	}
	return Internal
}

// ErrorMessage returns the message of err fit to show a person; internal errors stay hidden.
func ErrorMessage(err error) string {
	var failed *ChecksFailed
	if errors.As(err, &failed) {
		if failed.Refusal != nil {
			return failed.Refusal.Message
		}
		return failed.message()
	}
	var e *Error
	if errors.As(err, &e) {
		return e.Message
	}
	return "Internal error"
}
