-- +goose Up
-- The link checker's last run (internal/linkcheck): every link the content documents and
-- records hold, checked in the background, never on a visitor's request.
--
-- link_check_results: one row per distinct address of the last run that finished, replaced
-- whole when the next one finishes: how it was checked (kind: internal, external, video),
-- whether it answered (ok), the HTTP status of its last answer (0 for none), a short reason
-- when it is broken ("404 Not Found", "no such host"), when it was checked, and where it is
-- used (used_in: a JSON array of {"label","where", and "document","locale","pointer" or
-- "collection","id"}).
CREATE TABLE link_check_results (
    url        TEXT PRIMARY KEY,
    kind       TEXT NOT NULL,
    ok         BIGINT NOT NULL,
    status     BIGINT NOT NULL DEFAULT 0,
    reason     TEXT NOT NULL DEFAULT '',
    checked_at TEXT NOT NULL,
    used_in    TEXT NOT NULL DEFAULT '[]'
);

-- link_check_runs: the state of the checker, one row (named 'links') once a check was
-- asked for or run: when one was asked for and by whom (requested_at, '' when none waits),
-- whether a run is under way (running: 1 from its start until it finishes, also when a
-- stop cut it short, so that it runs again), when the last run started and when the last
-- one finished, how many addresses the run under way has (total) and has checked (done),
-- and how many the last finished run checked and found broken.
CREATE TABLE link_check_runs (
    name         TEXT PRIMARY KEY CHECK (name = 'links'),
    requested_at TEXT NOT NULL DEFAULT '',
    requested_by TEXT NOT NULL DEFAULT '',
    running      BIGINT NOT NULL DEFAULT 0,
    started_at   TEXT NOT NULL DEFAULT '',
    finished_at  TEXT NOT NULL DEFAULT '',
    total        BIGINT NOT NULL DEFAULT 0,
    done         BIGINT NOT NULL DEFAULT 0,
    checked      BIGINT NOT NULL DEFAULT 0,
    broken       BIGINT NOT NULL DEFAULT 0
);

-- +goose Down
DROP TABLE link_check_runs;
DROP TABLE link_check_results;
