package sqlite

import "testing"

func TestPlaceholdersBecomePostgresOnesOutsideLiteralsAndComments(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{`SELECT 1`, `SELECT 1`},
		{`SELECT a FROM t WHERE b = ? AND c = ?`, `SELECT a FROM t WHERE b = $1 AND c = $2`},
		{`SELECT instr(a, ?1) > 0 OR instr(b, ?1) > 0`, `SELECT instr(a, $1) > 0 OR instr(b, $1) > 0`},
		{`SELECT '?', "a?b", ? -- why?` + "\n" + `, ?`, `SELECT '?', "a?b", $1 -- why?` + "\n" + `, $2`},
		{`SELECT 'it''s ?', ?`, `SELECT 'it''s ?', $1`},
		{`INSERT INTO t VALUES (?, ?, ?)`, `INSERT INTO t VALUES ($1, $2, $3)`},
	} {
		if got := rebind(c.in); got != c.want {
			t.Errorf("rebind(%q) = %q, want %q", c.in, got, c.want)
		}
	}
}
