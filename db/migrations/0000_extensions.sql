-- Trigram search over legal updates (api/routes/legal_updates.ts) needs pg_trgm.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
