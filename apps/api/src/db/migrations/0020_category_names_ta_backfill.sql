-- Shops seeded before 0017 have the demo's categories but none of their
-- Tamil names (the seed writes them only when it runs). Give each demo
-- category a product uses the demo's Tamil name (db/seed/demo-titles-ta.ts
-- demoCategoriesTa, copied here as it stood: a migration never changes), and
-- keep any name the owner set. A name the owner cleared since 0017 comes back:
-- a cleared name leaves no row to tell it from one never given.
INSERT INTO "category_names" ("category", "name_ta")
SELECT demo.category, demo.name_ta
FROM (VALUES
	('silk_sarees', 'பட்டுப் புடவைகள்'),
	('cotton_sarees', 'பருத்திப் புடவைகள்'),
	('silk_cotton_sarees', 'சில்க் காட்டன் புடவைகள்'),
	('dhotis', 'வேட்டிகள்'),
	('scarves', 'ஸ்கார்ஃப்கள்'),
	('stoles', 'ஸ்டோல்கள்')
) AS demo (category, name_ta)
WHERE EXISTS (SELECT 1 FROM "products" p WHERE p."category" = demo.category)
ON CONFLICT ("category") DO NOTHING;
