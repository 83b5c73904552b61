// Command qrs serves the QRS website and its admin panel from one binary.
package main

import (
	"bufio"
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"io/fs"
	"log/slog"
	"net"
	"os"
	"os/signal"
	"path/filepath"
	"strings"
	"syscall"
	"time"
	_ "time/tzdata" // the site's time zone is known wherever the binary runs

	"github.com/qrs-site/qrs/internal/archive"
	"github.com/qrs-site/qrs/internal/auth"
	"github.com/qrs-site/qrs/internal/config"
	"github.com/qrs-site/qrs/internal/content"
	"github.com/qrs-site/qrs/internal/contentschema"
	"github.com/qrs-site/qrs/internal/database"
	"github.com/qrs-site/qrs/internal/httpapi"
	"github.com/qrs-site/qrs/internal/linkcheck"
	"github.com/qrs-site/qrs/internal/notify"
	"github.com/qrs-site/qrs/internal/storage"
	"github.com/qrs-site/qrs/internal/uploads"
	"github.com/qrs-site/qrs/web"
)

func main() {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	if err := run(ctx, os.Args, os.Getenv, os.Stdout); err != nil {
		fmt.Fprintln(os.Stderr, "qrs:", err)
		os.Exit(1)
	}
}

// stdin is where `qrs admin set-password` reads the password; tests replace it.
var stdin io.Reader = os.Stdin

const usage = `usage: qrs <command>

commands:
  serve                          serve the site (flags mirror the QRS_* env vars)
  admin set-password USERNAME    create the admin or reset its password (read from stdin)
  admin sign-in-link USERNAME    reset the account's access and print a one-time sign-in link, good for an hour
  backup FILE                    write a consistent copy of the live SQLite database to FILE
  export FILE                    write the whole site (every table, every upload) to one archive
  import FILE                    load such an archive into a new, empty site (SQLite or PostgreSQL)
`

// run is the whole program; tests call it with their own args, env and output.
func run(ctx context.Context, args []string, getenv func(string) string, stdout io.Writer) error {
	if len(args) < 2 {
		fmt.Fprint(stdout, usage)
		return errors.New("no command given")
	}
	keepFilesPrivate()
	switch args[1] {
	case "serve":
		return serve(ctx, args[2:], getenv, stdout)
	case "admin":
		if len(args) != 4 || (args[2] != "set-password" && args[2] != "sign-in-link") {
			fmt.Fprint(stdout, usage)
			return errors.New("usage: qrs admin set-password|sign-in-link USERNAME")
		}
		if args[2] == "sign-in-link" {
			return signInLink(ctx, args[3], getenv, stdout)
		}
		return setPassword(ctx, args[3], getenv, stdout)
	case "backup":
		if len(args) != 3 {
			fmt.Fprint(stdout, usage)
			return errors.New("usage: qrs backup FILE")
		}
		return backup(ctx, args[2], getenv, stdout)
	case "export", "import":
		if len(args) != 3 {
			fmt.Fprint(stdout, usage)
			return fmt.Errorf("usage: qrs %s FILE", args[1])
		}
		if args[1] == "export" {
			return exportSite(ctx, args[2], getenv, stdout)
		}
		return importSite(ctx, args[2], getenv, stdout)
	default:
		fmt.Fprint(stdout, usage)
		return fmt.Errorf("unknown command %q", args[1])
	}
}

// openStore opens the site's database: the PostgreSQL one of cfg.DatabaseURL, or the SQLite
// file of the data folder. The data folder is made when missing, and is for the server's
// user alone: one that others may enter, left by an earlier release or made by hand, is
// tightened to 0700 and note says so.
func openStore(ctx context.Context, cfg config.Config, note func(msg string)) (*database.Store, error) {
	return openStoreWith(ctx, cfg, note, database.OpenURL)
}

// storeOpener opens the database of a URL (none: SQLite) and a data folder.
type storeOpener func(ctx context.Context, databaseURL, dataDir string) (*database.Store, error)

// openStoreWith is openStore whose database open opens: database.OpenURL, which applies
// every migration, or database.OpenForImport, which leaves the schema to the import.
func openStoreWith(ctx context.Context, cfg config.Config, note func(msg string), open storeOpener) (*database.Store, error) {
	dataDir := cfg.DataDir
	if err := os.MkdirAll(dataDir, 0o700); err != nil {
		return nil, err
	}
	info, err := os.Stat(dataDir)
	if err != nil {
		return nil, err
	}
	if was := info.Mode().Perm(); was&0o077 != 0 {
		if err := os.Chmod(dataDir, 0o700); err != nil {
			return nil, fmt.Errorf("data folder %s is open to other users (%04o) and cannot be tightened: %w", dataDir, was, err)
		}
		note(fmt.Sprintf("data folder %s was open to other users (%04o); it is now 0700", dataDir, was))
	}
	return open(ctx, cfg.DatabaseURL, dataDir)
}

// printNote answers a note for openStore that prints a line to out.
func printNote(out io.Writer) func(string) {
	return func(msg string) { fmt.Fprintln(out, msg) }
}

func serve(ctx context.Context, args []string, getenv func(string) string, stdout io.Writer) error {
	cfg, err := config.Parse(getenv, args, stdout)
	if errors.Is(err, flag.ErrHelp) {
		return nil
	}
	if err != nil {
		return err
	}
	logOut := newLogBuffer(stdout, 100*time.Millisecond)
	defer logOut.Close()
	log := slog.New(newLogHandler(logOut))

	store, err := openStore(ctx, cfg, func(msg string) { log.Warn(msg) })
	if err != nil {
		return err
	}
	defer store.Close()
	if err := bootstrapAdmin(ctx, store, cfg, log); err != nil {
		return err
	}
	model, err := seedContent(ctx, store, log)
	if err != nil {
		return err
	}
	files, err := openUploads(cfg)
	if err != nil {
		return err
	}
	if cfg.StorageURL != "" {
		log.Info("uploads are kept in an S3 bucket", "bucket", files.Files().String())
	}

	// Uploads no record uses (a cancelled form, an aborted bulk upload) are removed once
	// old enough, and what was deleted 30 days ago leaves the trash for good, with the
	// uploads only it used, each on the one instance that holds its lease; both end before
	// the store closes.
	sweepCtx, stopSweep := context.WithCancel(context.Background())
	swept, purged := make(chan struct{}), make(chan struct{})
	go func() {
		defer close(swept)
		store.RunLeased(sweepCtx, "upload-sweep", func(ctx context.Context) {
			// Files stored before the media library become its assets, once, before the first sweep.
			if _, err := files.Adopt(ctx, store, log); err != nil && ctx.Err() == nil {
				log.Warn("adding stored uploads to the media library failed", "err", err)
			}
			files.SweepEvery(ctx, store, uploads.SweepGrace, uploads.SweepInterval, log)
		})
	}()
	go func() {
		defer close(purged)
		httpapi.PurgeTrashEvery(sweepCtx, store, files, time.Hour, log)
	}()
	defer func() { stopSweep(); <-swept; <-purged }()

	var notifyStaff func(content.ContactMessage)
	var mailStaff func(to, subject, body string) // reviews' e-mails, with the same mail server
	switch {
	case cfg.SMTPURL != "" && cfg.NotifyEmail != "":
		mailer, err := notify.New(cfg.SMTPURL, cfg.NotifyEmail, cfg.BaseURL, log)
		if err != nil {
			return err
		}
		mailCtx, stopMail := context.WithCancel(context.Background())
		mailer.Start(mailCtx)
		defer func() { stopMail(); mailer.Wait() }()
		notifyStaff, mailStaff = mailer.Send, mailer.SendTo
	case cfg.SMTPURL != "" || cfg.NotifyEmail != "":
		log.Warn("contact messages and reviews are not e-mailed: set both QRS_SMTP_URL and QRS_NOTIFY_EMAIL")
	}

	ln, err := net.Listen("tcp", cfg.Addr)
	if err != nil {
		return err
	}
	site := httpapi.NewServer(httpapi.Deps{
		Log: log, Web: web.Dist(), Store: store, Content: model, Uploads: files, BaseURL: cfg.BaseURL,
		PageDir:        filepath.Join(cfg.DataDir, "pages"),
		MaxBulkFiles:   cfg.MaxBulkFiles,
		Notify:         notifyStaff,
		Mail:           mailStaff,
		ContactPerIP:   auth.NewLimiter(cfg.ContactPerHour, time.Hour/time.Duration(cfg.ContactPerHour)),
		TrustedProxies: cfg.TrustedProxies,
		NoInsights:     !cfg.Insights,
		LinkCheckOff:   !cfg.LinkCheck,
		LinkCheck:      linkcheck.Options{AllowPrivate: cfg.LinkCheckPrivate},
	})
	// Scheduled content goes live by itself, audit entries older than the log keeps go, the
	// links are checked daily and on demand (unless QRS_LINK_CHECK=off), and the visits
	// counted are written in batches; all end before the store closes.
	scheduleCtx, stopSchedule := context.WithCancel(context.Background())
	scheduled, retained, linksChecked, counted := make(chan struct{}), make(chan struct{}), make(chan struct{}), make(chan struct{})
	go func() {
		defer close(scheduled)
		site.RunSchedule(scheduleCtx)
	}()
	go func() {
		defer close(retained)
		site.RunAuditRetention(scheduleCtx)
	}()
	go func() {
		defer close(linksChecked)
		site.RunLinkChecks(scheduleCtx)
	}()
	// The visits counted go to the store every 10 seconds; the last ones once the server
	// has answered its last request.
	go func() {
		defer close(counted)
		site.RunInsights(scheduleCtx)
	}()
	followed := make(chan struct{})
	go func() {
		defer close(followed)
		tendMemory(scheduleCtx, time.Second, getenv("GOMEMLIMIT") == "") // the operator's limit stays
	}()
	defer func() {
		stopSchedule()
		<-scheduled
		<-retained
		<-linksChecked
		<-counted
		<-followed
	}()
	srv := site.HTTPServer()
	log.Info("listening", "addr", ln.Addr().String())
	switch {
	case !cfg.LinkCheck:
		log.Info("the link checker is turned off (QRS_LINK_CHECK=off)")
	case cfg.LinkCheckPrivate:
		log.Warn("the link checker may reach private, loopback and link-local addresses (QRS_LINK_CHECK_PRIVATE=1): for tests only")
	}
	if len(cfg.TrustedProxies) > 0 {
		log.Info("per-IP limits take the client from X-Forwarded-For of these proxies", "trustedProxies", cfg.TrustedProxies)
	}
	logOut.Flush()
	errc := make(chan error, 1)
	// Pages whose render is current are answered by the fast path on the connection
	// itself; it hands every other request to srv.
	fast := site.Listen(ln, srv)
	go func() { errc <- srv.Serve(fast) }()
	select {
	case err := <-errc:
		return err
	case <-ctx.Done():
	}
	shutdownCtx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	log.Info("shutting down")
	err = srv.Shutdown(shutdownCtx)
	if werr := fast.Wait(shutdownCtx); err == nil {
		err = werr
	}
	return err
}

// seedContent publishes the default of every content document the database does not hold
// yet (a new site, or a document added by this release); it never overwrites an edit.
func seedContent(ctx context.Context, store *database.Store, log *slog.Logger) (*contentschema.Model, error) {
	model, err := contentschema.Embedded()
	if err != nil {
		return nil, err
	}
	seeded, err := store.SeedContent(ctx, model.Seeds())
	if err != nil {
		return nil, fmt.Errorf("seed content: %w", err)
	}
	if len(seeded) > 0 {
		log.Info("content documents started from their defaults", "keys", seeded)
	}
	return model, nil
}

// bootstrapAdmin creates the configured admin, or resets its password (ending its sessions)
// when it changed; with none configured and none stored, it creates "admin" with a
// generated password that the admin must change at first sign-in. That password is written
// once, to a file of the data folder only the server's user may read, created afresh (an
// existing one is never overwritten); the log says where, never the password.
func bootstrapAdmin(ctx context.Context, store *database.Store, cfg config.Config, log *slog.Logger) error {
	if cfg.AdminUsername != "" {
		if _, stored, err := store.AdminPasswordHash(ctx, cfg.AdminUsername); err == nil {
			same, err := auth.CheckPassword(ctx, stored, cfg.AdminPassword)
			if err != nil {
				return err
			}
			if same {
				return nil // unchanged: keep the admin's sessions
			}
		}
		hash, err := auth.HashPassword(ctx, cfg.AdminPassword)
		if err != nil {
			return err
		}
		if err := store.SetAdminPassword(ctx, cfg.AdminUsername, hash); err != nil {
			return err
		}
		log.Info("admin password set from the environment", "username", cfg.AdminUsername)
		return nil
	}
	n, err := store.CountAdmins(ctx)
	if err != nil || n > 0 {
		return err
	}
	password, err := auth.GeneratePassword()
	if err != nil {
		return err
	}
	hash, err := auth.HashPassword(ctx, password)
	if err != nil {
		return err
	}
	file := store.InitialPasswordPath()
	if err := writeNewFile(file, password+"\n"); err != nil {
		if errors.Is(err, fs.ErrExist) {
			return fmt.Errorf("%s is left from an earlier database and is never overwritten: delete it, or set QRS_ADMIN_USERNAME and QRS_ADMIN_PASSWORD, and start again", file)
		}
		return fmt.Errorf("write the first admin's password: %w", err)
	}
	created, err := store.CreateFirstAdmin(ctx, "admin", hash)
	if err != nil || !created {
		os.Remove(file) //nolint:errcheck // the password it holds signs nobody in
		return err
	}
	log.Warn("created admin with a generated password, to be changed at first sign-in; it is in the file named here, readable by this user only",
		"username", "admin", "passwordFile", file)
	return nil
}

// writeNewFile creates the file, which must not exist, readable and writable by its owner
// alone, and writes text to it.
func writeNewFile(path, text string) error {
	f, err := os.OpenFile(path, os.O_WRONLY|os.O_CREATE|os.O_EXCL, 0o600)
	if err != nil {
		return err
	}
	_, err = f.WriteString(text)
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	if err != nil {
		os.Remove(path) //nolint:errcheck // a partial password is no use
	}
	return err
}

// setPassword answers `qrs admin set-password USERNAME`: the first line of stdin becomes
// that admin's password (the admin is created when missing) and its sessions end.
func setPassword(ctx context.Context, username string, getenv func(string) string, stdout io.Writer) error {
	cfg, err := config.Load(getenv)
	if err != nil {
		return err
	}
	line, err := bufio.NewReader(stdin).ReadString('\n')
	if err != nil && !errors.Is(err, io.EOF) {
		return err
	}
	password := strings.TrimRight(line, "\r\n")
	if len(password) < auth.MinPasswordLen {
		return auth.ErrWeakPassword
	}
	store, err := openStore(ctx, cfg, printNote(stdout))
	if err != nil {
		return err
	}
	defer store.Close()
	hash, err := auth.HashPassword(ctx, password)
	if err != nil {
		return err
	}
	if err := store.SetAdminPassword(ctx, strings.TrimSpace(username), hash); err != nil {
		return err
	}
	fmt.Fprintf(stdout, "password of admin %q set\n", username)
	return nil
}

// backup answers `qrs backup FILE`: a consistent copy of the live database, which must exist.
func backup(ctx context.Context, file string, getenv func(string) string, stdout io.Writer) error {
	cfg, err := config.Load(getenv)
	if err != nil {
		return err
	}
	if cfg.DatabaseURL != "" {
		return database.ErrBackupPostgres
	}
	if _, err := os.Stat(file); err == nil {
		return fmt.Errorf("%s already exists", file)
	}
	// Opening a missing database would create an empty one and copy that.
	db := filepath.Join(cfg.DataDir, "qrs.db")
	if _, err := os.Stat(db); err != nil {
		return fmt.Errorf("no database to back up at %s (check QRS_DATA_DIR): %w", db, err)
	}
	store, err := openStore(ctx, cfg, printNote(stdout))
	if err != nil {
		return err
	}
	defer store.Close()
	abs, err := filepath.Abs(file)
	if err != nil {
		return err
	}
	if err := store.Backup(ctx, abs); err != nil {
		return err
	}
	fmt.Fprintf(stdout, "database copied to %s\n", abs)
	return nil
}

// openSite opens the store and the uploads of the settings in getenv, for the commands
// that work on a whole site, the database opened by open (see openStoreWith).
func openSite(ctx context.Context, getenv func(string) string, stdout io.Writer, open storeOpener) (*database.Store, *uploads.Dir, error) {
	cfg, err := config.Load(getenv)
	if err != nil {
		return nil, nil, err
	}
	store, err := openStoreWith(ctx, cfg, printNote(stdout), open)
	if err != nil {
		return nil, nil, err
	}
	files, err := openUploads(cfg)
	if err != nil {
		store.Close()
		return nil, nil, err
	}
	return store, files, nil
}

// openUploads opens the site's files: the bucket of QRS_STORAGE_URL, or the data folder.
func openUploads(cfg config.Config) (*uploads.Dir, error) {
	b, err := storage.Open(cfg.StorageURL, cfg.DataDir)
	if err != nil {
		return nil, err
	}
	return uploads.OpenBucket(b, uploads.Limits{Image: int64(cfg.MaxImageMB) << 20, PDF: int64(cfg.MaxPDFMB) << 20}), nil
}

// exportSite answers `qrs export FILE`: every table and every upload, with its resized
// copies, in one archive, which must not exist yet (mode 0600: it holds password hashes).
func exportSite(ctx context.Context, file string, getenv func(string) string, stdout io.Writer) error {
	store, files, err := openSite(ctx, getenv, stdout, database.OpenURL)
	if err != nil {
		return err
	}
	defer store.Close()
	f, err := os.OpenFile(file, os.O_WRONLY|os.O_CREATE|os.O_EXCL, 0o600)
	if err != nil {
		return err
	}
	counts, err := archive.Export(ctx, f, store, archive.Files(files.Files()), printNote(stdout))
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	if err != nil {
		os.Remove(file) //nolint:errcheck // half an archive is no use
		return err
	}
	fmt.Fprintf(stdout, "site written to %s: %d tables, %d rows, %d files (%d bytes)\n", file, counts.Tables, counts.Rows, counts.Files, counts.Bytes)
	return nil
}

// importSite answers `qrs import FILE`: loads an archive of qrs export into the site of the
// settings, which must hold nothing yet (a new database, before the first start).
func importSite(ctx context.Context, file string, getenv func(string) string, stdout io.Writer) error {
	f, err := os.Open(file)
	if err != nil {
		return err
	}
	defer f.Close()
	// The database is opened as it is: the import makes the tables at the archive's schema
	// version, so that an archive of an earlier release goes in and is then migrated.
	store, files, err := openSite(ctx, getenv, stdout, database.OpenForImport)
	if err != nil {
		return err
	}
	defer store.Close()
	// No stored file is larger than the site's largest upload; the whole archive is
	// bounded by as many of them as a site of this kind could hold (see archive.LimitsFor).
	limits := archive.LimitsFor(files.Limits().Max())
	counts, err := archive.Import(ctx, f, store, archive.Files(files.Files()), limits, printNote(stdout))
	if err != nil {
		return err
	}
	fmt.Fprintf(stdout, "site loaded from %s: %d tables, %d rows, %d files (%d bytes)\n", file, counts.Tables, counts.Rows, counts.Files, counts.Bytes)
	return nil
}
