package auth

import (
	"regexp"
	"strings"
	"testing"
	"time"
)

// rfcSecret is the SHA-1 key of RFC 6238's test vectors, "12345678901234567890", in base 32.
const rfcSecret = "GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ"

func TestCodesAreThoseOfRFC6238AsAuthenticatorAppsShowThem(t *testing.T) {
	t.Parallel()
	// The RFC's codes have 8 digits; an app shows their last 6.
	for at, want := range map[int64]string{59: "287082", 1111111109: "081804", 1234567890: "005924", 2000000000: "279037"} {
		if got, err := TOTPCode(rfcSecret, time.Unix(at, 0)); err != nil || got != want {
			t.Errorf("the code at %d = %q (%v), want %q", at, got, err, want)
		}
	}
}

func TestAStepIsFoundForTheCodeOfNowOrOfTheStepBeforeOrAfter(t *testing.T) {
	t.Parallel()
	now := time.Unix(1_800_000_015, 0) // step 60,000,000
	for off, want := range map[time.Duration]int64{0: 60_000_000, -TOTPPeriod: 59_999_999, TOTPPeriod: 60_000_001} {
		code, _ := TOTPCode(rfcSecret, now.Add(off))
		if step, ok := TOTPStep(rfcSecret, " "+code+" ", now); !ok || step != want {
			t.Errorf("the code of %v from now gives step %d, %v; want %d", off, step, ok, want)
		}
	}
	old, _ := TOTPCode(rfcSecret, now.Add(-3*TOTPPeriod))
	if _, ok := TOTPStep(rfcSecret, old, now); ok {
		t.Error("a code of a minute and a half ago is taken")
	}
	if _, ok := TOTPStep(rfcSecret, "12345x", now); ok {
		t.Error("a code that is not digits is taken")
	}
}

func TestAnEnrolmentCarriesItsSecretInTheURLAndTheQRCode(t *testing.T) {
	t.Parallel()
	e, err := NewTOTP("QRS", "anna@example.com")
	if err != nil {
		t.Fatal(err)
	}
	if len(e.Secret) < 16 || !strings.Contains(e.URL, "secret="+e.Secret) || !strings.Contains(e.URL, "issuer=QRS") ||
		!strings.Contains(e.URL, "anna@example.com") {
		t.Errorf("the enrolment's URL %q does not carry its secret %q, issuer and account", e.URL, e.Secret)
	}
	if !strings.HasPrefix(e.QRCode, "data:image/png;base64,iVBOR") {
		t.Errorf("the QR code is not a PNG: %.40s", e.QRCode)
	}
	again, _ := NewTOTP("QRS", "anna@example.com")
	if again.Secret == e.Secret {
		t.Error("two enrolments have the same secret")
	}
}

func TestRecoveryCodesAreTenDistinctCodesReadWithoutConfusion(t *testing.T) {
	t.Parallel()
	codes, err := NewRecoveryCodes()
	if err != nil {
		t.Fatal(err)
	}
	shape := regexp.MustCompile(`^[a-hjkmnp-z2-9]{5}-[a-hjkmnp-z2-9]{5}$`)
	seen := map[string]bool{}
	for _, c := range codes {
		if !shape.MatchString(c) || seen[c] {
			t.Errorf("recovery code %q: unclear letters, wrong shape or twice", c)
		}
		seen[c] = true
	}
	if len(codes) != RecoveryCodeCount {
		t.Errorf("%d recovery codes, want %d", len(codes), RecoveryCodeCount)
	}
	if got := NormalizeRecoveryCode(" K7QM2-X9TRP\t"); got != "k7qm2x9trp" {
		t.Errorf("a typed code is read as %q", got)
	}
}
