-- The footer marks' alt texts become localized like every other text; an existing plain
-- text keeps its wording in every language until the operator translates it.
ALTER TABLE "seo_footer_images" ALTER COLUMN "alt" SET DATA TYPE jsonb USING jsonb_build_object('ru', "alt", 'en', "alt", 'it', "alt");
