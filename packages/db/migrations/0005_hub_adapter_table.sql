-- The table @socket.io/postgres-adapter keeps payloads over 8,000 bytes in (its default name and the
-- columns its documentation gives). Not in the Drizzle schema: only the adapter reads and writes it.
CREATE TABLE IF NOT EXISTS "socket_io_attachments" (
  "id" bigserial UNIQUE,
  "created_at" timestamptz DEFAULT now(),
  "payload" bytea
);
