package content

import (
	"fmt"
	"strconv"
	"strings"
)

// TwoFactorRules are rules.json's twoFactor block: the words of two-factor sign-in that the
// server answers and the panel shows alike.
type TwoFactorRules struct {
	// Issuer names the site in the authenticator app.
	Issuer string `json:"issuer"`
	// CodeLength is how many digits a code has; CodeFormat refuses a code of another shape.
	CodeLength int    `json:"codeLength"`
	CodeFormat string `json:"codeFormat"`
	// WrongCode and WrongRecoveryCode refuse the second step of a sign-in.
	WrongCode         string `json:"wrongCode"`
	WrongRecoveryCode string `json:"wrongRecoveryCode"`
	// ChallengeExpired refuses a second step whose password step is gone (too late, or done).
	ChallengeExpired string `json:"challengeExpired"`
	// TooManyCodes refuses the last wrong code a challenge takes, and any code after it: the
	// password must be typed again.
	TooManyCodes string `json:"tooManyCodes"`
	// MustEnrol is the 403 of every staff route but enrolment's while the owners require
	// two-factor sign-in and the account has none; the panel recognises it.
	MustEnrol string `json:"mustEnrol"`
	// RequiredCannotDisable refuses turning it off while it is required.
	RequiredCannotDisable string `json:"requiredCannotDisable"`
	// EnrolBeforeRequiring refuses an owner requiring it without having it.
	EnrolBeforeRequiring string `json:"enrolBeforeRequiring"`
	// NotEnabled refuses new recovery codes of an account without two-factor sign-in.
	NotEnabled string `json:"notEnabled"`
	// NoSetup refuses a confirmation without a setup under way.
	NoSetup string `json:"noSetup"`
	// AlreadyOn refuses a new setup while two-factor sign-in is on: a session alone (one
	// left open, or stolen) must not move it to another phone without the password.
	AlreadyOn string `json:"alreadyOn"`
}

// check makes sure every word is there and CodeFormat names CodeLength.
func (t TwoFactorRules) check() error {
	for _, s := range []string{t.Issuer, t.CodeFormat, t.WrongCode, t.WrongRecoveryCode, t.ChallengeExpired, t.TooManyCodes, t.MustEnrol,
		t.RequiredCannotDisable, t.EnrolBeforeRequiring, t.NotEnabled, t.NoSetup, t.AlreadyOn} {
		if s == "" {
			return fmt.Errorf("the two-factor words are incomplete")
		}
	}
	if t.CodeLength != 6 {
		return fmt.Errorf("the two-factor codeLength is %d; authenticator apps show 6 digits", t.CodeLength)
	}
	if !strings.Contains(t.CodeFormat, strconv.Itoa(t.CodeLength)) {
		return fmt.Errorf("the two-factor codeFormat %q does not name codeLength %d", t.CodeFormat, t.CodeLength)
	}
	return nil
}

// TwoFactor holds the words of two-factor sign-in.
var TwoFactor = rules.TwoFactor
