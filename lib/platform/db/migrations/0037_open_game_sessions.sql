-- The producers' players online count the game sessions opened lately that are still active
-- (lib/platform/catalog/players-online.ts, every few seconds on every instance): a partial index of
-- the active sessions by their opening time finds them without reading the whole table.
CREATE INDEX IF NOT EXISTS "game_sessions_open" ON "game_sessions" USING btree ("created_at") WHERE "status" = 'active';
