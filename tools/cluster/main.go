// Command cluster runs the site as several instances on one machine, for trying by hand
// what an operator runs on many: PostgreSQL, an S3-compatible store (versitygw), a number of
// qrs instances sharing both, and nginx in front of them, all on loopback. It prints the
// address and the owner's sign-in, and stops everything at Ctrl-C.
//
//	go run ./tools/cluster -bin bin/qrs -instances 3 [-import site.tar.gz]
package main

import (
	"context"
	"flag"
	"fmt"
	"os"
	"os/exec"
	"os/signal"
	"strings"
	"syscall"

	"github.com/qrs-site/qrs/internal/config"
	"github.com/qrs-site/qrs/internal/services"
)

func main() {
	bin := flag.String("bin", "bin/qrs", "the qrs binary")
	n := flag.Int("instances", 3, "how many instances")
	archive := flag.String("import", "", "an archive of qrs export to load before the instances start")
	flag.Parse()
	if err := run(*bin, *n, *archive); err != nil {
		fmt.Fprintln(os.Stderr, "cluster:", err)
		os.Exit(1)
	}
}

func run(bin string, n int, archive string) error {
	if _, err := exec.LookPath("nginx"); err != nil {
		return fmt.Errorf("nginx is not installed: sudo apt-get install nginx-light")
	}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	// The instances know the address visitors use, nginx's, for their links and cookies.
	port, err := services.FreePort()
	if err != nil {
		return err
	}
	c, err := services.Start(ctx, services.Options{Bin: bin, Instances: n, Durable: true, Log: os.Stderr, Import: archive,
		Env: []string{fmt.Sprintf("QRS_BASE_URL=http://127.0.0.1:%d", port)}})
	if err != nil {
		return err
	}
	defer c.Stop()
	ngx, err := services.StartNginx(port, c.Addrs())
	if err != nil {
		return err
	}
	defer ngx.Stop()
	signIn := fmt.Sprintf("sign in at %s/admin as %q with the password %q", ngx.Base, c.AdminUser, c.AdminPassword)
	if c.AdminUser == "" {
		signIn = fmt.Sprintf("sign in at %s/admin with an account of the archive", ngx.Base)
	}
	var lines []string
	for i, in := range c.Instances {
		lines = append(lines, fmt.Sprintf("  instance %d  %s  (log %s)", i+1, in.Base, in.LogPath))
	}
	fmt.Printf(`
The site runs on %d instances behind nginx:

  %s

  %s

%s
  PostgreSQL  %s
  S3 bucket   %s (keys in each instance's environment)

Ctrl-C stops everything.
`, n, ngx.Base, signIn, strings.Join(lines, "\n"),
		config.Redacted(c.DatabaseURL), c.StorageURL)
	<-ctx.Done()
	fmt.Println("\nstopping")
	return nil
}
