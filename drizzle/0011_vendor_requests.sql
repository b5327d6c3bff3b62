CREATE TABLE "request_answers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "request_answers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"request_id" integer NOT NULL,
	"action" text NOT NULL,
	"price_cents" integer,
	"valid_until" timestamp with time zone,
	"tracking" text,
	"reason" text,
	"answered_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "request_answers" ADD CONSTRAINT "request_answers_answered_by_user_id_fk" FOREIGN KEY ("answered_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "request_answers_request_idx" ON "request_answers" USING btree ("kind","request_id");