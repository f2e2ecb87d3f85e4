-- Trigram matching of the query against places' text.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
