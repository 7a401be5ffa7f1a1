-- Web Vitals of real visits (PUT /performance): per-day, per-route, per-metric
-- histograms. A sample adds 1 to its bucket's count (INSERT … ON CONFLICT DO UPDATE), so
-- instances never coordinate and a p75 over any days is read from the summed buckets.
CREATE TABLE "web_vitals" (
	"day" date NOT NULL,
	"route" text NOT NULL,
	"metric" text NOT NULL,
	"bucket" integer NOT NULL,
	"count" bigint NOT NULL,
	CONSTRAINT "web_vitals_pk" PRIMARY KEY ("day", "route", "metric", "bucket")
);
