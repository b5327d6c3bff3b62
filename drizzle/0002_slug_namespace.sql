-- Products, services and categories share the top-level /{slug} route: every slug is
-- registered in slug_registry, whose primary key makes a clash fail inside the database.
CREATE OR REPLACE FUNCTION register_slug() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    IF NEW.slug = OLD.slug THEN
      RETURN NEW;
    END IF;
    DELETE FROM slug_registry WHERE kind = TG_ARGV[0] AND ref_id = OLD.id;
  END IF;
  -- re-inserting the same row (a seed re-run with ON CONFLICT DO NOTHING) is not a clash
  IF EXISTS (SELECT 1 FROM slug_registry WHERE slug = NEW.slug AND kind = TG_ARGV[0] AND ref_id = NEW.id) THEN
    RETURN NEW;
  END IF;
  INSERT INTO slug_registry (slug, kind, ref_id) VALUES (NEW.slug, TG_ARGV[0], NEW.id);
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION unregister_slug() RETURNS trigger AS $$
BEGIN
  DELETE FROM slug_registry WHERE kind = TG_ARGV[0] AND ref_id = OLD.id;
  RETURN OLD;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER products_slug_ins BEFORE INSERT OR UPDATE OF slug ON products FOR EACH ROW EXECUTE FUNCTION register_slug('product');
--> statement-breakpoint
CREATE TRIGGER products_slug_del AFTER DELETE ON products FOR EACH ROW EXECUTE FUNCTION unregister_slug('product');
--> statement-breakpoint
CREATE TRIGGER services_slug_ins BEFORE INSERT OR UPDATE OF slug ON services FOR EACH ROW EXECUTE FUNCTION register_slug('service');
--> statement-breakpoint
CREATE TRIGGER services_slug_del AFTER DELETE ON services FOR EACH ROW EXECUTE FUNCTION unregister_slug('service');
--> statement-breakpoint
CREATE TRIGGER categories_slug_ins BEFORE INSERT OR UPDATE OF slug ON categories FOR EACH ROW EXECUTE FUNCTION register_slug('category');
--> statement-breakpoint
CREATE TRIGGER categories_slug_del AFTER DELETE ON categories FOR EACH ROW EXECUTE FUNCTION unregister_slug('category');
