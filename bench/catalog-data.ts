// A large, realistic-looking catalogue made inside PostgreSQL in one
// statement: titles built from the words real handloom listings use (place,
// yarn, kind, colour, motif, border, and Tamil words on some), so trigram
// search has real work to do. Deterministic: the same count gives the same rows.

/** What shoppers type: a word or two, in English or Tamil, some matching thousands of products, one nothing. */
export const BENCH_SEARCH_TERMS = ['silk', 'kanchipuram', 'peacock blue', 'zari border', 'பருத்தி', 'mango butta', 'no such thing'];
/** Whole titles pasted into the box: many trigrams each, few matches. */
export const BENCH_LONG_SEARCHES = ['Bhavani Cotton Towel – Black', 'Arani Silk Dhoti – Ivory with Temple', 'Kanchipuram Pure Silk Saree – Peacock Blue with Mango'];

const kinds: [name: string, category: string, basePaise: number][] = [
  ['Pure Silk Saree', 'silk_sarees', 1_200_000],
  ['Soft Silk Saree', 'silk_sarees', 650_000],
  ['Silk Cotton Saree', 'silk_cotton_sarees', 320_000],
  ['Cotton Saree', 'cotton_sarees', 140_000],
  ['Kora Cotton Saree', 'cotton_sarees', 180_000],
  ['Cotton Veshti', 'veshtis', 60_000],
  ['Silk Dhoti', 'dhotis', 250_000],
  ['Cotton Dhoti', 'dhotis', 75_000],
  ['Silk Stole', 'stoles', 150_000],
  ['Cotton Stole', 'stoles', 55_000],
  ['Silk Scarf', 'scarves', 120_000],
  ['Cotton Scarf', 'scarves', 40_000],
  ['Silk Dupatta', 'dupattas', 160_000],
  ['Cotton Bedsheet', 'bedsheets', 110_000],
  ['Cotton Towel', 'towels', 30_000],
  ['Pattu Pavadai', 'kids_wear', 210_000],
  ['Running Material', 'running_material', 90_000],
];
const places = ['Kanchipuram', 'Arani', 'Kovai', 'Chettinad', 'Madurai', 'Salem', 'Thirubuvanam', 'Paramakudi', 'Erode', 'Karur', 'Kumbakonam', 'Chinnalapatti', 'Dindigul', 'Bhavani', 'Tirunelveli', 'Uraiyur'];
const colours = ['Peacock Blue', 'Mango Yellow', 'Temple Red', 'Bottle Green', 'Maroon', 'Mustard', 'Ivory', 'Rani Pink', 'Parrot Green', 'Arakku Red', 'Indigo', 'Turmeric Yellow', 'Black', 'Onion Pink', 'Copper Sulphate Blue', 'Off White', 'Lavender', 'Teal', 'Rust Orange', 'Sandal'];
const motifs = ['Peacock', 'Mango Butta', 'Temple', 'Rudraksha', 'Annam', 'Lotus', 'Elephant', 'Checks', 'Stripes', 'Korvai', 'Kattam', 'Jasmine Buds'];
const borders = ['Gold Zari Border', 'Silver Zari Border', 'Copper Zari Border', 'Contrast Border', 'Thread Border', 'Temple Border'];
const tamilWords = ['பட்டு', 'பருத்தி', 'கைத்தறி', 'புடவை', 'வேட்டி', 'காஞ்சிபுரம்'];

/** Literal SQL of a text array (the words are ours; quotes are escaped all the same). */
function textArray(words: string[]): string {
  return `array[${words.map((word) => `'${word.replaceAll("'", "''")}'`).join(', ')}]::text[]`;
}

function pick(array: string, length: number, salt: number): string {
  return `(${array})[1 + mod(abs(hashint4(g.i * 7 + ${salt})), ${length})]`;
}

/** INSERT ... SELECT generate_series($1): $1 is the number of products. */
export function insertProductsSql(): string {
  const kindValues = kinds.map(([name, category, base], index) => `(${index}, '${name}', '${category}', ${base})`).join(', ');
  const tamil = pick(textArray(tamilWords), tamilWords.length, 6);
  return `
    with kinds(n, name, category, base_paise) as (values ${kindValues}),
    picks as (
      select g.i,
             mod(abs(hashint4(g.i)), ${kinds.length}) as kind,
             ${pick(textArray(places), places.length, 1)} as place,
             ${pick(textArray(colours), colours.length, 2)} as colour,
             ${pick(textArray(motifs), motifs.length, 3)} as motif,
             ${pick(textArray(borders), borders.length, 4)} as border,
             case when mod(abs(hashint4(g.i * 7 + 5)), 10) = 0 then ' – ' || ${tamil} else '' end as tamil
      from generate_series(1, $1::int) as g(i)
    )
    insert into products (title, price_paise, discount_percent, category, stock, description, images, created_at, updated_at)
    select p.place || ' ' || k.name || ' – ' || p.colour || ' with ' || p.motif || ' ' || p.border || p.tamil,
           k.base_paise + mod(abs(hashint4(p.i * 7 + 8)), 60) * 500,
           mod(abs(hashint4(p.i * 7 + 9)), 4) * 5,
           k.category,
           mod(abs(hashint4(p.i * 7 + 10)), 25),
           'Handwoven in ' || p.place || ', Tamil Nadu.' || E'\\n' || p.colour || ' body with ' || lower(p.motif) || ' motifs.' || E'\\n' || p.border || '.',
           array['/media/' || substr(md5(p.i::text), 1, 24), '/media/' || substr(md5((p.i + 1)::text), 1, 24)],
           now() - p.i * interval '1 minute',
           now() - p.i * interval '1 minute'
    from picks p join kinds k on k.n = p.kind`;
}
