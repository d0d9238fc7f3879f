-- The money paths' attempt counters need no durability: after a database
-- crash an unlogged table comes back empty, which only forgives a few
-- attempts. In exchange, counting an attempt writes no WAL, so its commit
-- does not wait for a disk flush: one flush fewer on every checkout and
-- payment. (Orders, stock and payments stay fully durable.)
ALTER TABLE "attempt_counters" SET UNLOGGED;
