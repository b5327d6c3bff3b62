ALTER TABLE "rfqs" DROP CONSTRAINT "rfqs_organization_id_organization_id_fk";
--> statement-breakpoint
ALTER TABLE "rfqs" DROP COLUMN "organization_id";--> statement-breakpoint
ALTER TABLE "rfqs" DROP COLUMN "status";