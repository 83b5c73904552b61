// Command services runs a command beside the servers the tests of a site on several
// instances need: PostgreSQL and an S3-compatible store, both on loopback in temporary
// folders, ended when the command ends.
//
//	go run ./tools/services -- go test ./...
//
// The command gets QRS_TEST_POSTGRES_URL (a superuser's URL: tests create a database each),
// QRS_TEST_S3_URL (the s3:// URL of a bucket: tests use a prefix each) with
// AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY, and QRS_TEST_SERVICES=required, so that a
// test needing them fails rather than skips when they are missing.
package main

import (
	"context"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"os/signal"
	"syscall"

	"github.com/qrs-site/qrs/internal/services"
)

func main() {
	args := os.Args[1:]
	if len(args) > 0 && args[0] == "--" {
		args = args[1:]
	}
	if len(args) == 0 {
		fmt.Fprintln(os.Stderr, "usage: services -- COMMAND [ARG...]")
		os.Exit(2)
	}
	os.Exit(run(args))
}

func run(args []string) int {
	ctx := context.Background()
	pg, err := services.StartPostgres(ctx, false)
	if err != nil {
		fmt.Fprintln(os.Stderr, "services:", err)
		return 1
	}
	defer pg.Stop()
	s3, err := services.StartS3(ctx, services.ToolsDir(), "qrs-test")
	if err != nil {
		fmt.Fprintln(os.Stderr, "services:", err)
		return 1
	}
	defer s3.Stop()
	cmd := exec.Command(args[0], args[1:]...)
	cmd.Stdin, cmd.Stdout, cmd.Stderr = os.Stdin, os.Stdout, os.Stderr
	cmd.Env = append(os.Environ(), "QRS_TEST_POSTGRES_URL="+pg.URL, "QRS_TEST_S3_URL="+s3.StorageURL("qrs-test", ""),
		"QRS_TEST_SERVICES=required")
	cmd.Env = append(cmd.Env, s3.Env()...)
	signals := make(chan os.Signal, 1)
	signal.Notify(signals, os.Interrupt, syscall.SIGTERM)
	go func() {
		for s := range signals {
			if cmd.Process != nil {
				_ = cmd.Process.Signal(s)
			}
		}
	}()
	if err := cmd.Run(); err != nil {
		var exit *exec.ExitError
		if errors.As(err, &exit) {
			return exit.ExitCode()
		}
		fmt.Fprintln(os.Stderr, "services:", err)
		return 1
	}
	return 0
}
