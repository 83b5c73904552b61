// Package config loads the server settings from the environment contract of the design.
package config

import (
	"fmt"
	"net/url"
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
	return c, nil
}

func or(v, def string) string {
	if v == "" {
		return def
	}
	return v
}
