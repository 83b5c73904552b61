package database

import (
	"context"
	"database/sql"
	"database/sql/driver"
	"errors"
	"math/rand/v2"
	"strconv"
	"strings"
	"time"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgconn"
	"github.com/jackc/pgx/v5/stdlib"
)

// Engine names the database a store runs on.
type Engine string

const (
	// SQLite is one database file beside the site's uploads, written by one instance.
	SQLite Engine = "sqlite"
	// Postgres is a PostgreSQL server, shared by every instance of the site.
	Postgres Engine = "postgres"
)

// openPostgres opens a pool of connections to the PostgreSQL database at url whose
// queries are written as for SQLite: each `?` (or `?N`) becomes PostgreSQL's `$N` on its
// way to the server, so every query of the store is one text for both engines.
func openPostgres(url string) (*sql.DB, error) {
	cfg, err := pgx.ParseConfig(url)
	if err != nil {
		return nil, err
	}
	return sql.OpenDB(pgConnector{stdlib.GetConnector(*cfg)}), nil
}

type pgConnector struct{ driver.Connector }

func (c pgConnector) Connect(ctx context.Context) (driver.Conn, error) {
	conn, err := c.Connector.Connect(ctx)
	if err != nil {
		return nil, err
	}
	return pgConn{conn.(*stdlib.Conn)}, nil
}

// pgConn is a connection of pgx's database/sql driver that rewrites the placeholders of
// every query it is given; every other method is pgx's own.
type pgConn struct{ *stdlib.Conn }

func (c pgConn) Prepare(query string) (driver.Stmt, error) { return c.Conn.Prepare(rebind(query)) }

func (c pgConn) PrepareContext(ctx context.Context, query string) (driver.Stmt, error) {
	return c.Conn.PrepareContext(ctx, rebind(query))
}

func (c pgConn) ExecContext(ctx context.Context, query string, args []driver.NamedValue) (driver.Result, error) {
	return c.Conn.ExecContext(ctx, rebind(query), args)
}

func (c pgConn) QueryContext(ctx context.Context, query string, args []driver.NamedValue) (driver.Rows, error) {
	return c.Conn.QueryContext(ctx, rebind(query), args)
}

// rebind turns the placeholders of a query written for SQLite into PostgreSQL's: the n-th
// `?` becomes `$n` and a numbered `?N` becomes `$N`. Question marks inside string literals,
// quoted names and comments stay as they are.
func rebind(query string) string {
	if strings.IndexByte(query, '?') < 0 {
		return query
	}
	var b strings.Builder
	b.Grow(len(query) + 8)
	n := 0
	for i := 0; i < len(query); i++ {
		c := query[i]
		switch {
		case c == '\'' || c == '"':
			// a doubled quote inside a literal ends it and opens the next at once, which
			// reads the same
			end := strings.IndexByte(query[i+1:], c)
			if end < 0 {
				b.WriteString(query[i:])
				return b.String()
			}
			b.WriteString(query[i : i+end+2])
			i += end + 1
		case c == '-' && strings.HasPrefix(query[i:], "--"):
			end := strings.IndexByte(query[i:], '\n')
			if end < 0 {
				b.WriteString(query[i:])
				return b.String()
			}
			b.WriteString(query[i : i+end+1])
			i += end
		case c == '?':
			j := i + 1
			for j < len(query) && query[j] >= '0' && query[j] <= '9' {
				j++
			}
			b.WriteByte('$')
			if j > i+1 {
				b.WriteString(query[i+1 : j])
				i = j - 1
			} else {
				n++
				b.WriteString(strconv.Itoa(n))
			}
		default:
			b.WriteByte(c)
		}
	}
	return b.String()
}

// pgCode answers the SQLSTATE of a PostgreSQL error in err's chain, or "".
func pgCode(err error) string {
	var pg *pgconn.PgError
	if errors.As(err, &pg) {
		return pg.Code
	}
	return ""
}

// mustRetry reports whether a PostgreSQL transaction failed only because it ran at once
// with another it could not be ordered with (a serialization failure or a deadlock), so
// that running it again from the start will do.
func mustRetry(err error) bool {
	switch pgCode(err) {
	case "40001", "40P01":
		return true
	}
	return false
}

// retryPause answers how long to wait before the attempt-th retry of a transaction: a
// random pause that doubles with each attempt, so that the transactions that met part
// ways.
func retryPause(attempt int) time.Duration {
	limit := 5 * time.Millisecond << min(attempt, 6)
	return limit/2 + rand.N(limit/2)
}
