-- The users notice of migration 0004 makes every API instance drop the sessions it keeps in memory.
-- Signing in sets last_login_at, a failed sign-in locked_until, the second factor totp_last_used_step,
-- and none of these is read by a kept session: the notice is now sent only when a column the session
-- read selects changes (apps/api/src/modules/session/session.repository.ts), or when users go.
DROP TRIGGER "users_auth_changed" ON "users";
--> statement-breakpoint
CREATE TRIGGER "users_auth_changed" AFTER UPDATE OF "id", "username", "kind", "customer_code", "ati_group_id", "enabled", "customer_sub_roles", "back_office_permissions", "limited_to_sites", "totp_enabled_at" OR DELETE OR TRUNCATE ON "users" FOR EACH STATEMENT EXECUTE FUNCTION notify_auth_changed();
