// Command qrs serves the QRS website and its admin panel from one binary.
package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"log/slog"
	"net"
	"net/http"
	"os"
	"os/signal"
	"syscall"
	"time"

	"github.com/qrs-site/qrs/internal/config"
	"github.com/qrs-site/qrs/internal/httpapi"
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

const usage = `usage: qrs <command>

commands:
  serve                          serve the site (flags mirror the QRS_* env vars)
`

// run is the whole program; tests call it with their own args, env and output.
func run(ctx context.Context, args []string, getenv func(string) string, stdout io.Writer) error {
	if len(args) < 2 {
		fmt.Fprint(stdout, usage)
		return errors.New("no command given")
	}
	switch args[1] {
	case "serve":
		return serve(ctx, args[2:], getenv, stdout)
	default:
		fmt.Fprint(stdout, usage)
		return fmt.Errorf("unknown command %q", args[1])
	}
}

func serve(ctx context.Context, args []string, getenv func(string) string, stdout io.Writer) error {
	cfg, err := config.Load(getenv)
	if err != nil {
		return err
	}
	fs := flag.NewFlagSet("serve", flag.ContinueOnError)
	fs.SetOutput(stdout)
	fs.StringVar(&cfg.Addr, "addr", cfg.Addr, "listen address (QRS_ADDR)")
	fs.StringVar(&cfg.DataDir, "data-dir", cfg.DataDir, "data folder (QRS_DATA_DIR)")
	fs.StringVar(&cfg.BaseURL, "base-url", cfg.BaseURL, "public origin (QRS_BASE_URL)")
	if err := fs.Parse(args); err != nil {
		return err
	}
	log := slog.New(slog.NewJSONHandler(stdout, nil))

	ln, err := net.Listen("tcp", cfg.Addr)
	if err != nil {
		return err
	}
	srv := &http.Server{
		Handler:           httpapi.NewServer(httpapi.Deps{Log: log, Web: web.Dist()}),
		ReadHeaderTimeout: 10 * time.Second,
		ReadTimeout:       2 * time.Minute,
		WriteTimeout:      2 * time.Minute,
		IdleTimeout:       2 * time.Minute,
	}
	log.Info("listening", "addr", ln.Addr().String())
	errc := make(chan error, 1)
	go func() { errc <- srv.Serve(ln) }()
	select {
	case err := <-errc:
		return err
	case <-ctx.Done():
	}
	shutdownCtx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	log.Info("shutting down")
	return srv.Shutdown(shutdownCtx)
}
