-- Custom SQL migration file, put your code below! --
-- Every server process keeps the sessions it checked for a few seconds (plugins/session-cache.ts) and
-- drops them all when this channel says that a session, a user, a role or a user's roles changed, in
-- whichever process or tool the change was made (docs/decisions.md "What a list call costs besides its SQL").
CREATE FUNCTION wms_auth_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('wms_auth', TG_TABLE_NAME);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER wms_auth_changed AFTER UPDATE OR DELETE OR TRUNCATE ON sys_session
  FOR EACH STATEMENT EXECUTE FUNCTION wms_auth_changed();
--> statement-breakpoint
CREATE TRIGGER wms_auth_changed AFTER UPDATE OR DELETE OR TRUNCATE ON sys_user
  FOR EACH STATEMENT EXECUTE FUNCTION wms_auth_changed();
--> statement-breakpoint
CREATE TRIGGER wms_auth_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON sys_user_role
  FOR EACH STATEMENT EXECUTE FUNCTION wms_auth_changed();
--> statement-breakpoint
CREATE TRIGGER wms_auth_changed AFTER UPDATE OR DELETE OR TRUNCATE ON sys_role
  FOR EACH STATEMENT EXECUTE FUNCTION wms_auth_changed();
