package content

import (
	"encoding/json"
	"strings"
	"testing"
)

// twoFactorRules is a complete twoFactor block, for the tests that load whole rule files.
const twoFactorRules = `{"issuer": "I", "codeLength": 6, "codeFormat": "6 digits", "wrongCode": "w", "wrongRecoveryCode": "r",
	"challengeExpired": "e", "tooManyCodes": "t", "mustEnrol": "m", "requiredCannotDisable": "d", "enrolBeforeRequiring": "b", "notEnabled": "n", "noSetup": "s",
	"alreadyOn": "a"}`

func TestTwoFactorRulesLoad(t *testing.T) {
	t.Parallel()
	if TwoFactor.CodeLength != 6 || !strings.Contains(TwoFactor.CodeFormat, "6") || TwoFactor.MustEnrol == "" {
		t.Fatalf("the two-factor rules built in are %+v", TwoFactor)
	}
}

func TestIncompleteTwoFactorRulesAreRefused(t *testing.T) {
	t.Parallel()
	for name, block := range map[string]string{
		"complete":          twoFactorRules,
		"no words":          `{}`,
		"no wrong code":     strings.Replace(twoFactorRules, `"wrongCode": "w", `, ``, 1),
		"no too many codes": strings.Replace(twoFactorRules, `"tooManyCodes": "t", `, ``, 1),
		"another length":    strings.Replace(twoFactorRules, `"codeLength": 6`, `"codeLength": 8`, 1),
		"format not naming": strings.Replace(twoFactorRules, `"6 digits"`, `"digits"`, 1),
	} {
		var r TwoFactorRules
		if err := json.Unmarshal([]byte(block), &r); err != nil {
			t.Fatal(err)
		}
		if err := r.check(); (err == nil) != (name == "complete") {
			t.Errorf("%s: check = %v", name, err)
		}
	}
}
