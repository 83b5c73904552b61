package auth

import (
	"bytes"
	"crypto/rand"
	"encoding/base64"
	"image/png"
	"strings"
	"time"

	"github.com/pquerna/otp"
	"github.com/pquerna/otp/totp"
)

// TOTPPeriod is the length of one step of a two-factor code (RFC 6238's usual 30 seconds).
const TOTPPeriod = 30 * time.Second

// totpOptions are the codes every authenticator app shows by default: 6 digits of
// HMAC-SHA1 over 30-second steps.
var totpOptions = totp.ValidateOpts{Period: uint(TOTPPeriod / time.Second), Digits: otp.DigitsSix, Algorithm: otp.AlgorithmSHA1}

// TOTPEnrolment is a new two-factor secret as an authenticator app takes it: the otpauth://
// URL, the same as a QR code (a PNG data: URL), and the base32 secret to type by hand.
type TOTPEnrolment struct {
	Secret string
	URL    string
	QRCode string
}

// qrSize is the width and height of the enrolment's QR code, in pixels.
const qrSize = 240

// NewTOTP makes a fresh random secret for account at issuer (the app lists it under both).
func NewTOTP(issuer, account string) (TOTPEnrolment, error) {
	key, err := totp.Generate(totp.GenerateOpts{Issuer: issuer, AccountName: account,
		Period: totpOptions.Period, Digits: totpOptions.Digits, Algorithm: totpOptions.Algorithm})
	if err != nil {
		return TOTPEnrolment{}, err
	}
	img, err := key.Image(qrSize, qrSize)
	if err != nil {
		return TOTPEnrolment{}, err
	}
	var buf bytes.Buffer
	if err := png.Encode(&buf, img); err != nil {
		return TOTPEnrolment{}, err
	}
	return TOTPEnrolment{Secret: key.Secret(), URL: key.URL(),
		QRCode: "data:image/png;base64," + base64.StdEncoding.EncodeToString(buf.Bytes())}, nil
}

// TOTPStep answers the step (Unix time / 30 s) whose code of secret is code, when code is
// the code of the step of now or of the one before or after it (a phone's clock a little
// off, or a code typed as it changed); ok is false for any other code.
func TOTPStep(secret, code string, now time.Time) (step int64, ok bool) {
	code = strings.TrimSpace(code)
	opts := totpOptions
	opts.Skew = 1
	if valid, err := totp.ValidateCustom(code, secret, now, opts); err != nil || !valid {
		return 0, false
	}
	// The code is one of the three steps; find which, so it can be refused a second time.
	opts.Skew = 0
	for _, off := range []int64{0, -1, 1} {
		at := now.Add(time.Duration(off) * TOTPPeriod)
		if valid, _ := totp.ValidateCustom(code, secret, at, opts); valid {
			return at.Unix() / int64(TOTPPeriod/time.Second), true
		}
	}
	return 0, false
}

// TOTPCode answers the code of secret at t, as an authenticator app shows it.
func TOTPCode(secret string, t time.Time) (string, error) {
	return totp.GenerateCodeCustom(secret, t, totpOptions)
}

// RecoveryCodeCount is how many recovery codes an account gets at a time.
const RecoveryCodeCount = 10

// recoveryAlphabet leaves out the letters and digits read as one another (0/o, 1/l/i).
const recoveryAlphabet = "abcdefghjkmnpqrstuvwxyz23456789"

// NewRecoveryCodes answers RecoveryCodeCount fresh codes such as "k7qm2-x9trp": ten
// characters of 31 (about 49 bits), too many to guess within the sign-in limits.
func NewRecoveryCodes() ([]string, error) {
	codes := make([]string, RecoveryCodeCount)
	b := make([]byte, 10)
	for i := range codes {
		if _, err := rand.Read(b); err != nil {
			return nil, err
		}
		var sb strings.Builder
		for j, c := range b {
			if j == 5 {
				sb.WriteByte('-')
			}
			// 256 % 31 leaves a bias of under 1%, which costs well under a bit of the 49.
			sb.WriteByte(recoveryAlphabet[int(c)%len(recoveryAlphabet)])
		}
		codes[i] = sb.String()
	}
	return codes, nil
}

// NormalizeRecoveryCode answers the form of a typed recovery code that is hashed and
// compared: lower case, without the dash or spaces a person may type or leave out.
func NormalizeRecoveryCode(code string) string {
	return strings.Map(func(r rune) rune {
		if r == '-' || r == ' ' || r == '\t' {
			return -1
		}
		return r
	}, strings.ToLower(strings.TrimSpace(code)))
}
