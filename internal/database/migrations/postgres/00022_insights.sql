-- +goose Up
-- insight_counts holds the site's visits counted per hour (internal/insights): for each hour
-- (its start in Unix seconds, UTC), each dimension (site, page, entry, referrer, utm_source,
-- utm_medium, utm_campaign, device, language, download, message_page, message_subject) and
-- value of it, the views (or downloads, or messages) and the visitors new that day. Nothing
-- that identifies a person is stored: no address, no User-Agent, no single visit.
CREATE TABLE insight_counts (
    hour     BIGINT NOT NULL,
    dim      TEXT NOT NULL,
    value    TEXT NOT NULL,
    views    BIGINT NOT NULL DEFAULT 0,
    visitors BIGINT NOT NULL DEFAULT 0,
    PRIMARY KEY (hour, dim, value)
);

-- not_found_log holds the paths asked for that the site does not have, apart for bots,
-- bounded in rows (the ones last seen longest ago dropped), and the referring hosts of each.
CREATE TABLE not_found_log (
    path       TEXT NOT NULL,
    bot        BIGINT NOT NULL,
    hits       BIGINT NOT NULL,
    first_seen TEXT NOT NULL,
    last_seen  TEXT NOT NULL,
    PRIMARY KEY (path, bot)
);
CREATE INDEX not_found_log_last_seen ON not_found_log (last_seen);
CREATE TABLE not_found_referrers (
    path TEXT NOT NULL,
    bot  BIGINT NOT NULL,
    host TEXT NOT NULL,
    hits BIGINT NOT NULL,
    PRIMARY KEY (path, bot, host)
);

-- +goose Down
DROP TABLE not_found_referrers;
DROP TABLE not_found_log;
DROP TABLE insight_counts;
