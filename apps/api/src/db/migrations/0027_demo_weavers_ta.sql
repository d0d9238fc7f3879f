-- The demo weavers' village, district and story in Tamil (decision 023) for
-- shops seeded before the seed wrote them; a shop seeded later has them
-- already, and a new one has no weavers yet, so this changes nothing there.
--
-- A profile gets the Tamil only while it is still the demo's: illustrative,
-- and its English village, district and story exactly as the seed wrote them
-- (an owner who changed one has made the profile their own, and the
-- translation could say something else). Each Tamil field is filled only
-- where it is empty or blank: text the owner wrote is never overwritten.
-- updated_at moves, as the Tamil page changed (the sitemap's lastmod).
--
-- The texts are apps/api/src/db/seed/demo-weavers.ts as of this migration; a
-- later change to that file reaches existing shops only through a new
-- migration.
UPDATE "weavers" AS "weaver"
SET
  "village_ta" = CASE WHEN coalesce("weaver"."village_ta", '') ~ '^\s*$' THEN "demo"."village_ta" ELSE "weaver"."village_ta" END,
  "district_ta" = CASE WHEN coalesce("weaver"."district_ta", '') ~ '^\s*$' THEN "demo"."district_ta" ELSE "weaver"."district_ta" END,
  "story_ta" = CASE WHEN coalesce("weaver"."story_ta", '') ~ '^\s*$' THEN "demo"."story_ta" ELSE "weaver"."story_ta" END,
  "updated_at" = now()
FROM (VALUES
  (E'meenakshi-sundaram', E'Pillayarpalayam', E'Kanchipuram', E'An invented weaver for the demo shop. Her story stands for many: she learnt the korvai border beside her mother at twelve, and now weaves one bridal saree a month with her husband working the second shuttle.', E'பிள்ளையார்பாளையம்', E'காஞ்சிபுரம்', E'டெமோ கடைக்காகக் கற்பனை செய்த நெசவாளர். இவரது கதை பலரின் கதை: பன்னிரண்டு வயதில் அம்மாவின் அருகில் அமர்ந்து கோர்வைக் கரை நெய்யக் கற்றார்; இப்போது கணவர் இரண்டாவது நாடாவை வீச, மாதம் ஒரு திருமணப் புடவை நெய்கிறார்.'),
  (E'ravi-kumar', E'Arani', E'Tiruvannamalai', E'An invented weaver for the demo shop. He stands for the Arani weavers who came back to the loom after years in a power-loom mill, because a handwoven annam pallu still sells for what it is worth.', E'ஆரணி', E'திருவண்ணாமலை', E'டெமோ கடைக்காகக் கற்பனை செய்த நெசவாளர். விசைத்தறி ஆலையில் பல ஆண்டுகள் வேலை செய்த பின் மீண்டும் கைத்தறிக்குத் திரும்பிய ஆரணி நெசவாளர்களை இவர் குறிக்கிறார்: கையால் நெய்த அன்னம் முந்தானைக்கு இன்றும் அதற்குரிய விலை கிடைக்கிறது.'),
  (E'lakshmi-perumal', E'Karaikudi', E'Sivaganga', E'An invented weaver for the demo shop. She stands for the Chettinad cotton weavers: bold kattam checks, a frame loom in the front room, and a saree that takes about a week.', E'காரைக்குடி', E'சிவகங்கை', E'டெமோ கடைக்காகக் கற்பனை செய்த நெசவாளர். செட்டிநாட்டுப் பருத்தி நெசவாளர்களை இவர் குறிக்கிறார்: பெரிய கட்டங்கள், முன்னறையில் ஒரு சட்டத்தறி, ஏறக்குறைய ஒரு வாரத்தில் முடியும் ஒரு புடவை.')
) AS "demo" ("slug", "village", "district", "story", "village_ta", "district_ta", "story_ta")
WHERE "weaver"."slug" = "demo"."slug"
  AND "weaver"."illustrative"
  AND "weaver"."village" = "demo"."village"
  AND "weaver"."district" = "demo"."district"
  AND "weaver"."story" = "demo"."story"
  AND (coalesce("weaver"."village_ta", '') ~ '^\s*$'
    OR coalesce("weaver"."district_ta", '') ~ '^\s*$'
    OR coalesce("weaver"."story_ta", '') ~ '^\s*$');
