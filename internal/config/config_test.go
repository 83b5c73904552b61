package config

import (
	"io"
	"net/netip"
	"reflect"
	"strings"
	"testing"
)

// env answers a getenv over the given variables.
func env(vars map[string]string) func(string) string { return func(k string) string { return vars[k] } }

func TestDefaultsAreThoseOfTheContract(t *testing.T) {
	t.Parallel()
	c, err := Load(env(nil))
	if err != nil {
		t.Fatal(err)
	}
	want := Config{Addr: "127.0.0.1:8080", DataDir: "./data", BaseURL: "http://localhost:8080",
		MaxImageMB: 10, MaxPDFMB: 25, MaxBulkFiles: 50, ContactPerHour: 10, Insights: true, LinkCheck: true}
	if !reflect.DeepEqual(c, want) {
		t.Fatalf("defaults = %+v, want %+v", c, want)
	}
}

func TestEveryVariableHasAServeFlagThatWinsOverIt(t *testing.T) {
	t.Parallel()
	vars := map[string]string{
		"QRS_ADDR": ":1", "QRS_DATA_DIR": "/env", "QRS_BASE_URL": "https://env.example",
		"QRS_ADMIN_USERNAME": "envadmin", "QRS_ADMIN_PASSWORD": "env password",
		"QRS_SMTP_URL": "smtp://env.example:587", "QRS_NOTIFY_EMAIL": "env@example.com",
		"QRS_MAX_IMAGE_MB": "1", "QRS_MAX_PDF_MB": "1", "QRS_MAX_BULK_FILES": "1", "QRS_CONTACT_PER_HOUR": "1",
		"QRS_TRUSTED_PROXIES": "127.0.0.1", "QRS_DATABASE_URL": "postgres://env:pw@db.example:5432/qrs",
		"QRS_STORAGE_URL": "s3://env-bucket/site?region=eu-west-1", "QRS_INSIGHTS": "on",
		"QRS_LINK_CHECK": "off", "QRS_LINK_CHECK_PRIVATE": "1",
	}
	if len(vars) != len(settings) {
		t.Fatalf("the test covers %d variables, the contract has %d", len(vars), len(settings))
	}
	fromEnv, err := Load(env(vars))
	if err != nil {
		t.Fatal(err)
	}
	fromFlags, err := Parse(env(vars), []string{"--addr=:2", "--data-dir=/flag", "--base-url=https://flag.example/",
		"--admin-username=flagadmin", "--admin-password=flag password", "--smtp-url=smtps://flag.example:465",
		"--notify-email=flag@example.com", "--max-image-mb=2", "--max-pdf-mb=3", "--max-bulk-files=4",
		"--contact-per-hour=5", "--trusted-proxies=10.0.0.0/8",
		"--database-url=postgresql://flag@127.0.0.1/qrs?sslmode=disable",
		"--storage-url=s3://flag-bucket?endpoint=http://127.0.0.1:7070&path_style=true", "--insights=off",
		"--link-check=on", "--link-check-private=0"}, io.Discard)
	if err != nil {
		t.Fatal(err)
	}
	want := Config{Addr: ":2", DataDir: "/flag", BaseURL: "https://flag.example", AdminUsername: "flagadmin",
		AdminPassword: "flag password", SMTPURL: "smtps://flag.example:465", NotifyEmail: "flag@example.com",
		MaxImageMB: 2, MaxPDFMB: 3, MaxBulkFiles: 4, ContactPerHour: 5,
		TrustedProxies: []netip.Prefix{netip.MustParsePrefix("10.0.0.0/8")},
		DatabaseURL:    "postgresql://flag@127.0.0.1/qrs?sslmode=disable",
		StorageURL:     "s3://flag-bucket?endpoint=http://127.0.0.1:7070&path_style=true",
		LinkCheck:      true}
	if !reflect.DeepEqual(fromFlags, want) {
		t.Fatalf("from flags = %+v, want %+v", fromFlags, want)
	}
	if fromEnv.Addr != ":1" || fromEnv.NotifyEmail != "env@example.com" || fromEnv.ContactPerHour != 1 ||
		fromEnv.LinkCheck || !fromEnv.LinkCheckPrivate ||
		!reflect.DeepEqual(fromEnv.TrustedProxies, []netip.Prefix{netip.MustParsePrefix("127.0.0.1/32")}) {
		t.Fatalf("from the environment = %+v", fromEnv)
	}
}

func TestFlagsAndVariablesPassTheSameChecks(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		env, flag, value, want string
	}{
		{"QRS_BASE_URL", "base-url", "ftp://files.example", "must be an absolute http(s) URL"},
		{"QRS_BASE_URL", "base-url", "localhost:8080", "must be an absolute http(s) URL"},
		{"QRS_ADDR", "addr", "8080", "must be host:port"},
		{"QRS_MAX_IMAGE_MB", "max-image-mb", "0", "must be a whole number from 1 to 100000"},
		{"QRS_MAX_PDF_MB", "max-pdf-mb", "-5", "must be a whole number from 1 to 100000"},
		{"QRS_MAX_BULK_FILES", "max-bulk-files", "many", "must be a whole number from 1 to 100000"},
		{"QRS_CONTACT_PER_HOUR", "contact-per-hour", "0", "must be a whole number from 1 to 100000"},
		{"QRS_SMTP_URL", "smtp-url", "mail.example:25", "must look like smtp://"},
		{"QRS_NOTIFY_EMAIL", "notify-email", "staff at example", "must be an e-mail address"},
		{"QRS_TRUSTED_PROXIES", "trusted-proxies", "127.0.0.1,proxy.example", `"proxy.example" is neither`},
		{"QRS_DATABASE_URL", "database-url", "mysql://db.example/qrs", "must look like postgres://"},
		{"QRS_STORAGE_URL", "storage-url", "https://bucket.example", "must look like s3://"},
		{"QRS_STORAGE_URL", "storage-url", "s3://bucket?endpoint=bucket.example", "must name its endpoint"},
		{"QRS_TRUSTED_PROXIES", "trusted-proxies", "10.0.0.0/33", `"10.0.0.0/33" is neither`},
		{"QRS_TRUSTED_PROXIES", "trusted-proxies", "10.0.0.0/8;192.168.0.0/16", "must be a comma-separated list of IPs or CIDRs"},
		{"QRS_LINK_CHECK", "link-check", "yes", "must be on or off"},
		{"QRS_LINK_CHECK_PRIVATE", "link-check-private", "true", "must be 1"},
	} {
		_, err := Load(env(map[string]string{c.env: c.value}))
		if err == nil || !strings.Contains(err.Error(), c.env) || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s=%q: error %v, want one naming %s and saying %q", c.env, c.value, err, c.env, c.want)
		}
		_, err = Parse(env(nil), []string{"--" + c.flag + "=" + c.value}, io.Discard)
		if err == nil || !strings.Contains(err.Error(), "--"+c.flag) || !strings.Contains(err.Error(), c.want) {
			t.Errorf("--%s=%q: error %v, want one naming the flag and saying %q", c.flag, c.value, err, c.want)
		}
	}
}

func TestStartUpAdminPasswordNeedsTheMinimumLengthAndIsNeverEchoed(t *testing.T) {
	t.Parallel()
	_, err := Load(env(map[string]string{"QRS_ADMIN_USERNAME": "owner", "QRS_ADMIN_PASSWORD": "short"}))
	if err == nil || !strings.Contains(err.Error(), "QRS_ADMIN_PASSWORD must be at least 8 characters") {
		t.Fatalf("error = %v", err)
	}
	if strings.Contains(err.Error(), "short") {
		t.Fatalf("the error shows the password: %v", err)
	}
	_, err = Parse(env(nil), []string{"--admin-username=owner", "--admin-password=short"}, io.Discard)
	if err == nil || !strings.Contains(err.Error(), "--admin-password must be at least 8 characters") {
		t.Fatalf("error = %v", err)
	}
	if _, err := Load(env(map[string]string{"QRS_ADMIN_USERNAME": "owner"})); err == nil {
		t.Fatal("a username without a password was accepted")
	}
}

func TestTrustedProxiesAreIPsAndCIDRsOfAnyFamily(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		value string
		want  []string
	}{
		{"127.0.0.1,::1", []string{"127.0.0.1/32", "::1/128"}},
		{" 10.0.0.0/8 , 192.168.1.7/24,", []string{"10.0.0.0/8", "192.168.1.0/24"}},
		{"2001:db8::/32,fe80::1%eth0", []string{"2001:db8::/32", "fe80::1/128"}},
		{"::ffff:10.0.0.0/104", []string{"10.0.0.0/8"}},
	} {
		cfg, err := Load(env(map[string]string{"QRS_TRUSTED_PROXIES": c.value}))
		if err != nil {
			t.Errorf("%q: %v", c.value, err)
			continue
		}
		var got []string
		for _, p := range cfg.TrustedProxies {
			got = append(got, p.String())
		}
		if !reflect.DeepEqual(got, c.want) {
			t.Errorf("%q = %v, want %v", c.value, got, c.want)
		}
	}
}

func TestRefusedMailURLIsEchoedWithItsPasswordHidden(t *testing.T) {
	t.Parallel()
	for _, c := range []struct{ value, shown string }{
		{"http://staff:s3cret-pw@mail.example:25", "http://staff:xxxxx@mail.example:25"},
		{"smtp://staff:s3cret-pw@:25", "smtp://staff:xxxxx@:25"},
		{"smtp://staff:s3cret-pw%zz@mail.example:25", "smtp://xxxxx@mail.example:25"}, // not even a URL
		{"staff:s3cret-pw@mail.example", "xxxxx@mail.example"},
		{"smtp://staff:s3cret/pw@mail.example", "smtp://xxxxx@mail.example"}, // an unescaped "/" ends the host
		{"smtps://staff:s3cret-pw@:465?from=site@qrs.example", "smtps://xxxxx@qrs.example"},
	} {
		_, err := Load(env(map[string]string{"QRS_SMTP_URL": c.value}))
		if err == nil || !strings.Contains(err.Error(), "QRS_SMTP_URL") || !strings.Contains(err.Error(), c.shown) {
			t.Errorf("%q: error %v, want one naming QRS_SMTP_URL and showing %q", c.value, err, c.shown)
		}
		if err != nil && strings.Contains(err.Error(), "s3cret") {
			t.Errorf("the error shows the password: %v", err)
		}
		_, err = Parse(env(nil), []string{"--smtp-url=" + c.value}, io.Discard)
		if err == nil || !strings.Contains(err.Error(), "--smtp-url") || strings.Contains(err.Error(), "s3cret") {
			t.Errorf("--smtp-url=%q: error %v, want one naming the flag without the password", c.value, err)
		}
	}
}
