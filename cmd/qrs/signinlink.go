package main

import (
	"context"
	"fmt"
	"io"
	"strings"
	"time"

	"github.com/qrs-site/qrs/internal/auth"
	"github.com/qrs-site/qrs/internal/config"
	"github.com/qrs-site/qrs/internal/content"
	"github.com/qrs-site/qrs/internal/httpapi"
)

// operatorLinkTTL is how long a sign-in link made on the command line stays good: the
// operator opens it at once, and a link copied somewhere by mistake should not last.
const operatorLinkTTL = time.Hour

// signInLink answers `qrs admin sign-in-link USERNAME`: on the server, what an owner's Reset
// access with a sign-in link does in the panel. The account's password is replaced by a
// random one, its two-factor sign-in turned off and its sessions ended, and a one-time
// sign-in link, good for operatorLinkTTL, is printed: its holder chooses a new password and
// signs in from any browser, whatever the sign-in limits say (they count guesses, and a link
// is not one). It is the way back in for a lone owner whose new browsers must wait while
// others guess, or who lost both the phone and the recovery codes.
func signInLink(ctx context.Context, username string, getenv func(string) string, stdout io.Writer) error {
	cfg, err := config.Load(getenv)
	if err != nil {
		return err
	}
	store, err := openStore(ctx, cfg, printNote(stdout))
	if err != nil {
		return err
	}
	defer store.Close()
	username = strings.TrimSpace(username)
	acc, err := store.SignInAccount(ctx, username)
	switch {
	case content.ErrorCode(err) == content.Unauthorized:
		return fmt.Errorf("no account %q", username)
	case err != nil:
		return err
	case acc.Deactivated:
		return fmt.Errorf("the account %q is deactivated: an owner reactivates it in the Staff tab (or `qrs admin set-password` makes it an active owner)", username)
	}
	password, err := auth.GeneratePassword()
	var hash string
	if err == nil {
		hash, err = auth.HashPassword(ctx, password)
	}
	if err == nil {
		_, err = store.ResetStaffAccess(ctx, acc.ID, hash)
	}
	if err != nil {
		return err
	}
	link, expires, err := httpapi.NewSignInLink(ctx, store, cfg.BaseURL, acc.ID, operatorLinkTTL)
	if err != nil {
		return err
	}
	fmt.Fprintf(stdout, "access of %q reset: its password, two-factor sign-in and sessions ended.\n"+
		"This one-time sign-in link, good until %s, lets its holder choose a new password and sign in:\n%s\n",
		acc.Username, expires.Local().Format(time.DateTime), link)
	return nil
}
