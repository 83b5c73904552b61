package main

import (
	"context"
	"fmt"
	"io"
	"strings"
	"time"

	"github.com/qrs-site/qrs/internal/config"
	"github.com/qrs-site/qrs/internal/content"
	"github.com/qrs-site/qrs/internal/httpapi"
)

// operatorLinkTTL is how long a sign-in link made on the command line stays good: the
// operator opens it at once, and a link copied somewhere by mistake should not last.
const operatorLinkTTL = time.Hour

// signInLink answers `qrs admin sign-in-link USERNAME`: a one-time sign-in link of that
// active account, good for operatorLinkTTL, with which its holder chooses a new password
// and signs in from any browser, whatever the sign-in limits say (they count guesses, and
// a link is not one). It is the way back in for a lone owner whose new browsers wait while
// others guess; like any sign-in link it signs in without a two-factor code, since whoever
// runs this command holds the database anyway.
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
	id, _, err := store.AdminPasswordHash(ctx, username)
	if content.ErrorCode(err) == content.Unauthorized {
		return fmt.Errorf("no account %q", username)
	}
	if err != nil {
		return err
	}
	link, expires, err := httpapi.NewSignInLink(ctx, store, cfg.BaseURL, id, operatorLinkTTL)
	if err != nil {
		return err
	}
	fmt.Fprintf(stdout, "one-time sign-in link of %q, good until %s: open it, choose a new password, and you are signed in\n%s\n",
		username, expires.Local().Format(time.DateTime), link)
	return nil
}
