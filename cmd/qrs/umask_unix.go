//go:build unix

package main

import "syscall"

// keepFilesPrivate makes every file and folder the program creates from now on (the data
// folder, the database and its WAL, uploads, caches, backups) its own user's alone.
func keepFilesPrivate() { syscall.Umask(0o077) }
