package httpapi

import (
	"context"
	"log/slog"
	"net/http"
	"strconv"
	"sync"
	"time"

	"github.com/qrs-site/qrs/internal/auth"
	"github.com/qrs-site/qrs/internal/database"
)

// The longest username and password a sign-in reads; longer ones are refused with 400
// before any limit is counted or any password hashed.
const (
	maxUsernameBytes = 100
	maxPasswordBytes = 1024
)

// deviceCookie is the plain name of the device cookie (auth.NewDeviceCookie), which tells a
// sign-in that its browser signed in as that username before.
const deviceCookie = "qrs_device"

// hostPrefix starts the name of a cookie that a browser keeps to the very origin that set
// it: only with Secure, Path=/ and no Domain, so no other host (a sibling subdomain, a page
// on plain http) can set or replace it.
const hostPrefix = "__Host-"

// cookieName answers the name a cookie is set under: __Host- prefixed on a site on https.
func cookieName(name string, secure bool) string {
	if secure {
		return hostPrefix + name
	}
	return name
}

// deviceKeyName names the device cookies' signing key in the store.
const deviceKeyName = "device-cookies"

// signIn is what the sign-in keeps besides the store: its limits, the names of its cookies
// and the key the device cookies are signed with.
//
// A browser without a device cookie of the username it signs in as counts its wrong
// passwords per client address (an IPv6 client per /64), per network (IPv4 /24, IPv6 /48),
// per username and with everyone's; once any of these is spent it must wait. One network
// can spend at most a part of a username's or everyone's attempts (see newSignIn), so
// keeping an owner's new browser out takes many networks at once. A browser with one (it
// signed in as that username before) counts them per device cookie alone, so others'
// failures cannot lock an admin out of their own browser; once its own are spent it counts
// as any other browser.
//
// The codes of the second step count against the same limits, and besides against the
// challenge (maxChallengeCodes) and, for an authenticator code, against the account's own
// limit of wrong codes (or, in a browser with a device cookie of it, that cookie's).
type signIn struct {
	perIP, perNetwork, perUser, global, perDevice auth.Limit
	codesPerAccount, codesPerDevice               auth.Limit
	proxies                                       trustedProxies
	secure                                        bool
	session, device                               string // the cookies' names
	key                                           *deviceKey
	log                                           *slog.Logger
}

// maxChallengeCodes is how many codes one challenge (the step after a right password of an
// account with two-factor sign-in) takes; the password must then be typed again.
const maxChallengeCodes = 5

// newSignIn applies the defaults of the sign-in limits of in, for the site of d.
//
// The numbers keep one network (and so one address) from spending what others need: it
// can fail 30 times at once and then once every 20 minutes (3 an hour), while a username
// takes 100 at once and 10 an hour, and everyone together 300 at once and 360 an hour. So
// emptying a username's bucket takes at least 4 networks at once, and keeping it empty 4
// networks guessing without pause; everyone's takes 10 and 120.
func newSignIn(in Deps, d *deps) signIn {
	log := in.Log
	if log == nil {
		log = slog.New(slog.DiscardHandler)
	}
	return signIn{
		perIP:           d.limit("sign-in-ip", in.LoginPerIP, 10, time.Minute),
		perNetwork:      d.limit("sign-in-network", in.LoginPerNetwork, 30, 20*time.Minute),
		perUser:         d.limit("sign-in-user", in.LoginPerUser, 100, 6*time.Minute),
		global:          d.limit("sign-in-all", in.LoginGlobal, 300, 10*time.Second),
		perDevice:       d.limit("sign-in-device", in.LoginPerDevice, 10, time.Minute),
		codesPerAccount: d.limit("two-factor-account", in.TwoFactorPerAccount, 10, 3*time.Hour),
		codesPerDevice:  d.limit("two-factor-device", in.TwoFactorPerDevice, 10, 3*time.Hour),
		proxies:         d.proxies,
		secure:          d.secure,
		session:         cookieName(sessionCookie, d.secure),
		device:          cookieName(deviceCookie, d.secure),
		key:             &deviceKey{store: d.store},
		log:             log,
	}
}

// take counts one sign-in attempt of r's browser as user (lower case): against its device
// cookie's limit when it has a good one of user whose limit is not spent, else against the
// limits of its client address, its network, the username and everyone. It answers what it
// took, to give back should the attempt not count, or how long to wait.
func (s signIn) take(r *http.Request, user string) (taken []takeFrom, wait time.Duration) {
	if id, ok := s.deviceOf(r, user); ok {
		if s.perDevice.Take(id) == 0 {
			return []takeFrom{{s.perDevice, id}}, 0
		}
	}
	from := []takeFrom{{s.perIP, s.proxies.clientKey(r)}, {s.perNetwork, s.proxies.clientNetwork(r)}, {s.perUser, user}, {s.global, ""}}
	if wait := takeAll(from...); wait > 0 {
		return nil, wait
	}
	return from, 0
}

// attempt counts one sign-in attempt as take does and answers the function that gives it
// back (for an attempt that succeeded, or whose check never ran), whether it counted against
// the browser's own device cookie, or how long to wait when a limit is spent.
func (s signIn) attempt(r *http.Request, user string) (refund func(), knownDevice bool, wait time.Duration) {
	taken, wait := s.take(r, user)
	if wait > 0 {
		return nil, false, wait
	}
	return giveBack(taken), taken[0].limiter == s.perDevice, 0
}

// codeAttempt counts one authenticator code tried for the account of id, whose username is
// user (lower case): against the device cookie's limit of wrong codes when r's browser has a
// good one of user whose limit is not spent, else against the account's, which counts
// across challenges and addresses. It answers the function that gives it back (for a right
// code, or one never checked), or how long to wait.
func (s signIn) codeAttempt(r *http.Request, user string, id int64) (refund func(), wait time.Duration) {
	if device, ok := s.deviceOf(r, user); ok {
		if s.codesPerDevice.Take(device) == 0 {
			return giveBack([]takeFrom{{s.codesPerDevice, device}}), 0
		}
	}
	account := strconv.FormatInt(id, 10)
	if wait := s.codesPerAccount.Take(account); wait > 0 {
		return nil, wait
	}
	return giveBack([]takeFrom{{s.codesPerAccount, account}}), 0
}

// giveBack answers the function that returns the tokens of taken.
func giveBack(taken []takeFrom) func() {
	return func() {
		for _, t := range taken {
			t.limiter.Return(t.key)
		}
	}
}

// deviceOf answers the id of r's device cookie when it is good and of user.
func (s signIn) deviceOf(r *http.Request, user string) (string, bool) {
	c, err := r.Cookie(s.device)
	if err != nil {
		return "", false
	}
	key, err := s.key.get(r.Context())
	if err != nil {
		s.log.Error("the device cookies' key cannot be read", "err", err)
		return "", false
	}
	name, id, ok := auth.ReadDeviceCookie(key, c.Value, time.Now())
	return id, ok && name == user
}

// setDevice gives the browser a fresh device cookie of user after it signed in as user.
func (s signIn) setDevice(w http.ResponseWriter, r *http.Request, user string) {
	key, err := s.key.get(r.Context())
	var value string
	if err == nil {
		value, err = auth.NewDeviceCookie(key, user, time.Now().Add(auth.DeviceCookieTTL))
	}
	if err != nil {
		s.log.Error("no device cookie given", "err", err)
		return
	}
	http.SetCookie(w, &http.Cookie{Name: s.device, Value: value, Path: "/", MaxAge: int(auth.DeviceCookieTTL.Seconds()),
		HttpOnly: true, Secure: s.secure, SameSite: http.SameSiteStrictMode})
}

// setSession gives the browser the session cookie of token; an empty token clears it.
func (s signIn) setSession(w http.ResponseWriter, token string) {
	maxAge := int(sessionTTL.Seconds())
	if token == "" {
		maxAge = -1
	}
	http.SetCookie(w, &http.Cookie{Name: s.session, Value: token, Path: "/", MaxAge: maxAge,
		HttpOnly: true, Secure: s.secure, SameSite: http.SameSiteStrictMode})
}

// deviceKey is the device cookies' signing key, read from the store (made there the first
// time) when first needed, so a device cookie outlives a restart.
type deviceKey struct {
	store *database.Store
	mu    sync.Mutex
	key   []byte
}

// get answers the key, reading it from the store until a read succeeds.
func (k *deviceKey) get(ctx context.Context) ([]byte, error) {
	k.mu.Lock()
	defer k.mu.Unlock()
	if k.key == nil {
		key, err := k.store.SigningKey(ctx, deviceKeyName)
		if err != nil {
			return nil, err
		}
		k.key = key
	}
	return k.key, nil
}
