-- The /winback page named each level's rate as the seed set it, and kept promising those rates
-- after the operator changed the levels table. Where the page still holds the seeded list of rates
-- (in any language), the list becomes the {winback_rates} token, which the site fills from the
-- levels table when it serves the page (lib/platform/content/page-facts.ts). Text the operator
-- wrote in its place is left alone.
--> statement-breakpoint
UPDATE "static_pages" SET "body" = jsonb_set(jsonb_set(jsonb_set("body", '{ru}', to_jsonb(replace("body"->>'ru', '1 % на уровнях 2 и 3, 2 % на уровнях 4 и 5, 3 % на уровнях 6 и 7, 4 % на уровне 8, 5 % на уровне 9 и 6 % на уровне 10', '{winback_rates}'))), '{en}', to_jsonb(replace("body"->>'en', '1 % at levels 2 and 3, 2 % at levels 4 and 5, 3 % at levels 6 and 7, 4 % at level 8, 5 % at level 9 and 6 % at level 10', '{winback_rates}'))), '{it}', to_jsonb(replace("body"->>'it', '1 % ai livelli 2 e 3, 2 % ai livelli 4 e 5, 3 % ai livelli 6 e 7, 4 % al livello 8, 5 % al livello 9 e 6 % al livello 10', '{winback_rates}')))
  WHERE "slug" = 'winback' AND "body" ?& array['ru', 'en', 'it'];
