// Every test runs in UTC so dates print the same everywhere.
process.env.TZ = 'UTC';
