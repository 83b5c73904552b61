//go:build !unix

package main

// keepFilesPrivate has nothing to set where there is no umask; openStore and the store
// still tighten the data folder and the database.
func keepFilesPrivate() {}
