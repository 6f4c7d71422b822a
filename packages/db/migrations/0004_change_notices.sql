-- Change notices for the API's in-memory caches (apps/api/src/plugins/read-cache.ts), sent when the
-- transaction commits, whoever made the change (the app, another instance, an import, psql):
-- site_data_changed for the data the site lists and details are built from, auth_changed for what
-- decides a session's access (a session ended, a user or customer changed).
CREATE FUNCTION notify_site_data_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('site_data_changed', TG_TABLE_NAME);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER customers_site_data_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "customers" FOR EACH STATEMENT EXECUTE FUNCTION notify_site_data_changed();
--> statement-breakpoint
CREATE TRIGGER job_orders_site_data_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "job_orders" FOR EACH STATEMENT EXECUTE FUNCTION notify_site_data_changed();
--> statement-breakpoint
CREATE TRIGGER sites_site_data_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "sites" FOR EACH STATEMENT EXECUTE FUNCTION notify_site_data_changed();
--> statement-breakpoint
CREATE TRIGGER ati_managers_site_data_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "ati_managers" FOR EACH STATEMENT EXECUTE FUNCTION notify_site_data_changed();
--> statement-breakpoint
CREATE TRIGGER ati_manager_sites_site_data_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "ati_manager_sites" FOR EACH STATEMENT EXECUTE FUNCTION notify_site_data_changed();
--> statement-breakpoint
CREATE TRIGGER user_sites_site_data_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "user_sites" FOR EACH STATEMENT EXECUTE FUNCTION notify_site_data_changed();
--> statement-breakpoint
CREATE TRIGGER site_fee_periods_site_data_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "site_fee_periods" FOR EACH STATEMENT EXECUTE FUNCTION notify_site_data_changed();
--> statement-breakpoint
CREATE TRIGGER site_services_site_data_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "site_services" FOR EACH STATEMENT EXECUTE FUNCTION notify_site_data_changed();
--> statement-breakpoint
CREATE TRIGGER site_service_fee_periods_site_data_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "site_service_fee_periods" FOR EACH STATEMENT EXECUTE FUNCTION notify_site_data_changed();
--> statement-breakpoint
CREATE TRIGGER documents_site_data_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "documents" FOR EACH STATEMENT EXECUTE FUNCTION notify_site_data_changed();
--> statement-breakpoint
CREATE TRIGGER document_associations_site_data_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "document_associations" FOR EACH STATEMENT EXECUTE FUNCTION notify_site_data_changed();
--> statement-breakpoint
CREATE FUNCTION notify_auth_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('auth_changed', TG_TABLE_NAME);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER sessions_auth_changed AFTER DELETE OR TRUNCATE ON "sessions" FOR EACH STATEMENT EXECUTE FUNCTION notify_auth_changed();
--> statement-breakpoint
CREATE TRIGGER users_auth_changed AFTER UPDATE OR DELETE OR TRUNCATE ON "users" FOR EACH STATEMENT EXECUTE FUNCTION notify_auth_changed();
--> statement-breakpoint
CREATE TRIGGER customers_auth_changed AFTER UPDATE OR DELETE OR TRUNCATE ON "customers" FOR EACH STATEMENT EXECUTE FUNCTION notify_auth_changed();
