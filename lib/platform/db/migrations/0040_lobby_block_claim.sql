-- The seeded lobby block promised extra level points for space slots, which no rule pays: a
-- database seeded with it gets the text the seed now writes (lib/platform/seed/seo.ts). A block
-- the operator has changed since is left alone.
UPDATE "content_blocks" SET
  "title" = '{"ru":"Что нового","en":"See what’s new","it":"Le novità"}'::jsonb,
  "body" = '{"ru":"Загляните в раздел новинок: там собраны последние игры каталога. Демо-режим доступен без регистрации.","en":"See the new games section: the latest games of the catalogue are there. Demo mode needs no sign-up.","it":"Guarda la sezione delle novità: lì trovi gli ultimi giochi del catalogo. La modalità demo non richiede registrazione."}'::jsonb
WHERE "key" = 'lobby-hero' AND "body"->>'en' LIKE 'All week long, earn extra level points%';
