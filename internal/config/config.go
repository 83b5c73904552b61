// Package config loads the server settings from the environment contract of the design.
package config

import (
	"fmt"
	"net/url"
	"strconv"
	"strings"
)

// Config holds every runtime setting of the qrs server.
type Config struct {
	Addr          string
	DataDir       string
	BaseURL       string
	AdminUsername string
	AdminPassword string
	SMTPURL       string
	NotifyEmail   string
	// MaxImageMB and MaxPDFMB cap one uploaded image or PDF (QRS_MAX_IMAGE_MB, QRS_MAX_PDF_MB).
	MaxImageMB, MaxPDFMB int
	// MaxBulkFiles caps the files of one bulk upload (QRS_MAX_BULK_FILES).
	MaxBulkFiles int
	// ContactPerHour is how many accepted contact messages one IP may send an hour (QRS_CONTACT_PER_HOUR).
	ContactPerHour int
}

// Load reads the QRS_* variables through getenv, applying defaults and checks.
func Load(getenv func(string) string) (Config, error) {
	c := Config{
		Addr:          or(getenv("QRS_ADDR"), "127.0.0.1:8080"),
		DataDir:       or(getenv("QRS_DATA_DIR"), "./data"),
		BaseURL:       strings.TrimRight(or(getenv("QRS_BASE_URL"), "http://localhost:8080"), "/"),
		AdminUsername: getenv("QRS_ADMIN_USERNAME"),
		AdminPassword: getenv("QRS_ADMIN_PASSWORD"),
		SMTPURL:       getenv("QRS_SMTP_URL"),
		NotifyEmail:   getenv("QRS_NOTIFY_EMAIL"),
	}
	u, err := url.Parse(c.BaseURL)
	if err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" {
		return c, fmt.Errorf("QRS_BASE_URL %q must be an absolute http(s) URL", c.BaseURL)
	}
	if (c.AdminUsername == "") != (c.AdminPassword == "") {
		return c, fmt.Errorf("QRS_ADMIN_USERNAME and QRS_ADMIN_PASSWORD must be set together")
	}
	for _, n := range []struct {
		name string
		dst  *int
		def  int
	}{
		{"QRS_MAX_IMAGE_MB", &c.MaxImageMB, 10},
		{"QRS_MAX_PDF_MB", &c.MaxPDFMB, 25},
		{"QRS_MAX_BULK_FILES", &c.MaxBulkFiles, 50},
		{"QRS_CONTACT_PER_HOUR", &c.ContactPerHour, 10},
	} {
		*n.dst = n.def
		if v := getenv(n.name); v != "" {
			i, err := strconv.Atoi(v)
			if err != nil || i < 1 || i > 100000 {
				return c, fmt.Errorf("%s %q must be a whole number from 1 to 100000", n.name, v)
			}
			*n.dst = i
		}
	}
	if c.SMTPURL != "" {
		u, err := url.Parse(c.SMTPURL)
		if err != nil || (u.Scheme != "smtp" && u.Scheme != "smtps") || u.Hostname() == "" {
			return c, fmt.Errorf("QRS_SMTP_URL must look like smtp://user:password@host:587 or smtps://host:465")
		}
	}
	return c, nil
}

func or(v, def string) string {
	if v == "" {
		return def
	}
	return v
}
