/**
 * Tamil titles of the demo catalogue, keyed by each product's English title
 * (the seed's stable key: demo titles are unique, and the seed writes them
 * as they are). Words follow docs/tamil-glossary.md; town names are those
 * the weaves are sold under (காஞ்சி, கோவை). The seed stores each as its
 * product's `title_ta`; the migration demo_titles_ta fills the same text
 * into shops seeded before, where the owner has left the demo product as it
 * was (a change here reaches them only by a new migration).
 */
export const demoTitlesTa: Readonly<Record<string, string>> = {
  // --- Silk sarees
  'Kanchipuram Pure Silk Saree – Peacock Blue with Gold Zari Border': 'காஞ்சிபுரம் தூய பட்டுப் புடவை – மயில் நீலம், தங்க ஜரிகைக் கரை',
  'Kanchipuram Korvai Silk Saree – Mango Yellow with Arakku Red Border': 'காஞ்சிபுரம் கோர்வைப் பட்டுப் புடவை – மாம்பழ மஞ்சள், அரக்குச் சிவப்புக் கரை',
  'Kanchipuram Silk Saree – Rani Pink Kattam with Silver Zari': 'காஞ்சிபுரம் பட்டுப் புடவை – ராணி இளஞ்சிவப்புக் கட்டம், வெள்ளி ஜரிகை',
  'Arani Silk Saree – Parrot Green with Annam Pallu': 'ஆரணி பட்டுப் புடவை – கிளிப்பச்சை, அன்னம் முந்தானை',
  'Kanchipuram Bridal Silk Saree – Arakku Maroon with Temple Border': 'காஞ்சிபுரம் முகூர்த்தப் பட்டுப் புடவை – அரக்கு மெரூன், கோயில் கரை',
  'Kanchipuram Silk Saree – Mayil Kazhuthu Blue with Rudraksha Border': 'காஞ்சிபுரம் பட்டுப் புடவை – மயில் கழுத்து நீலம், ருத்ராட்சக் கரை',
  'Thirubuvanam Silk Saree – Onion Pink with Copper Zari': 'திருபுவனம் பட்டுப் புடவை – வெங்காய நிறம், செப்பு ஜரிகை',
  'Kanchipuram Soft Silk Saree – Bottle Green with Zari Stripes': 'காஞ்சிபுரம் மென்பட்டுப் புடவை – பாட்டில் பச்சை, ஜரிகைக் கோடுகள்',
  'Salem Silk Saree – Lavender with Silver Zari Checks': 'சேலம் பட்டுப் புடவை – லாவண்டர், வெள்ளி ஜரிகைக் கட்டங்கள்',
  'Kanchipuram Vaira Oosi Silk Saree – Black with Gold Buttas': 'காஞ்சிபுரம் வைர ஊசி பட்டுப் புடவை – கருப்பு, தங்கப் புட்டாக்கள்',
  // --- Cotton sarees
  'Kovai Kora Cotton Saree – பருத்தி': 'கோவை கோரா காட்டன் புடவை – பருத்தி',
  'Chettinad Cotton Saree – Mustard Kattam with Black Border': 'செட்டிநாட்டுப் பருத்திப் புடவை – கடுகு மஞ்சள் கட்டம், கருப்புக் கரை',
  'Madurai Sungudi Cotton Saree – Red with White Dots': 'மதுரை சுங்குடிப் பருத்திப் புடவை – சிவப்பு, வெள்ளைப் புள்ளிகள்',
  'Paramakudi Cotton Saree – Indigo with Mustard Border': 'பரமக்குடி பருத்திப் புடவை – அவுரி நீலம், கடுகு மஞ்சள் கரை',
  'Chettinad Cotton Saree – Leaf Green Checks with Maroon Border': 'செட்டிநாட்டுப் பருத்திப் புடவை – இலைப் பச்சைக் கட்டங்கள், மெரூன் கரை',
  'Kovai Cotton Saree – Off-White with Temple Border': 'கோவை பருத்திப் புடவை – வெளிர் வெள்ளை, கோயில் கரை',
  'Chettinad Cotton Saree – Brick Orange Kattam': 'செட்டிநாட்டுப் பருத்திப் புடவை – செங்கல் ஆரஞ்சுக் கட்டம்',
  'Salem Cotton Saree – Sea Green with Zari Stripes': 'சேலம் பருத்திப் புடவை – கடல் பச்சை, ஜரிகைக் கோடுகள்',
  'Madurai Sungudi Cotton Saree – Black with Yellow Dots': 'மதுரை சுங்குடிப் பருத்திப் புடவை – கருப்பு, மஞ்சள் புள்ளிகள்',
  'Erode Handloom Cotton Saree – Sky Blue with Pink Border': 'ஈரோடு கைத்தறிப் பருத்திப் புடவை – வான நீலம், இளஞ்சிவப்புக் கரை',
  // --- Silk cotton sarees
  'Kanchi Silk Cotton Saree – Turmeric Yellow with Green Border': 'காஞ்சி சில்க் காட்டன் புடவை – மஞ்சள், பச்சைக் கரை',
  'Kovai Silk Cotton Saree – Grey with Pink Pallu': 'கோவை சில்க் காட்டன் புடவை – சாம்பல், இளஞ்சிவப்பு முந்தானை',
  'Arani Silk Cotton Saree – Teal with Mustard Zari Checks': 'ஆரணி சில்க் காட்டன் புடவை – நீலப்பச்சை, கடுகு மஞ்சள் ஜரிகைக் கட்டங்கள்',
  'Chettinad Silk Cotton Saree – Rust Kattam with Navy Border': 'செட்டிநாட்டு சில்க் காட்டன் புடவை – துருச் சிவப்புக் கட்டம், கருநீலக் கரை',
  'Kanchi Silk Cotton Saree – Lotus Pink with Annam Pallu': 'காஞ்சி சில்க் காட்டன் புடவை – தாமரை இளஞ்சிவப்பு, அன்னம் முந்தானை',
  'Paramakudi Silk Cotton Saree – Navy with Silver Temple Border': 'பரமக்குடி சில்க் காட்டன் புடவை – கருநீலம், வெள்ளிக் கோயில் கரை',
  'Kovai Silk Cotton Saree – Mint Green with Peach Border': 'கோவை சில்க் காட்டன் புடவை – புதினாப் பச்சை, பீச் நிறக் கரை',
  'Kanchi Silk Cotton Saree – Wine with Gold Rudraksha Border': 'காஞ்சி சில்க் காட்டன் புடவை – ஒயின் நிறம், தங்க ருத்ராட்சக் கரை',
  'Madurai Silk Cotton Saree – Saffron with Maroon Temple Border': 'மதுரை சில்க் காட்டன் புடவை – காவி, மெரூன் கோயில் கரை',
  // --- Dhotis and veshtis
  'Arani Cotton Veshti – Cream with Gold Kara, 4 m': 'ஆரணி பருத்தி வேட்டி – கிரீம், தங்கக் கரை, 4 மீ',
  'Salem Pure Silk Veshti – Half-White with 2-inch Gold Border': 'சேலம் தூய பட்டு வேட்டி – அரை வெள்ளை, 2 அங்குலத் தங்கக் கரை',
  'Kovai Cotton Dhoti – White with Maroon Kara': 'கோவை பருத்தி வேட்டி – வெள்ளை, மெரூன் கரை',
  'Erode Cotton Veshti – White with Green Kara': 'ஈரோடு பருத்தி வேட்டி – வெள்ளை, பச்சைக் கரை',
  'Kanchi Silk Veshti and Angavastram Set – Temple Zari Border': 'காஞ்சி பட்டு வேட்டி-அங்கவஸ்திரம் செட் – கோயில் ஜரிகைக் கரை',
  'Paramakudi Cotton Veshti – Cream with Silver Kara': 'பரமக்குடி பருத்தி வேட்டி – கிரீம், வெள்ளிக் கரை',
  'Arani Cotton Dhoti – White with Rudraksha Zari Border': 'ஆரணி பருத்தி வேட்டி – வெள்ளை, ருத்ராட்ச ஜரிகைக் கரை',
  'Thirubuvanam Silk Veshti – Sandal with Maroon and Gold Border': 'திருபுவனம் பட்டு வேட்டி – சந்தன நிறம், மெரூன்-தங்கக் கரை',
  'Kovai Cotton Veshti – Cream with Blue and Gold Kara': 'கோவை பருத்தி வேட்டி – கிரீம், நீலம்-தங்கக் கரை',
  // --- Scarves
  'Kanchi Silk Scarf – Magenta with Gold Mango Border': 'காஞ்சி பட்டு ஸ்கார்ஃப் – மெஜந்தா, தங்க மாங்காய்க் கரை',
  'Chettinad Cotton Scarf – Indigo Kattam': 'செட்டிநாட்டுப் பருத்தி ஸ்கார்ஃப் – அவுரி நீலக் கட்டம்',
  'Madurai Sungudi Cotton Scarf – Green with White Dots': 'மதுரை சுங்குடிப் பருத்தி ஸ்கார்ஃப் – பச்சை, வெள்ளைப் புள்ளிகள்',
  'Kovai Kora Cotton Scarf – Natural Beige Stripes': 'கோவை கோரா காட்டன் ஸ்கார்ஃப் – இயற்கை வெளிர் பழுப்புக் கோடுகள்',
  'Arani Silk Scarf – Peacock Green with Silver Zari': 'ஆரணி பட்டு ஸ்கார்ஃப் – மயில் பச்சை, வெள்ளி ஜரிகை',
  'Salem Silk Cotton Scarf – Coral with Lotus Ends': 'சேலம் சில்க் காட்டன் ஸ்கார்ஃப் – பவள நிறம், தாமரை முனைகள்',
  'Erode Cotton Scarf – Mustard and Grey Checks': 'ஈரோடு பருத்தி ஸ்கார்ஃப் – கடுகு மஞ்சள்-சாம்பல் கட்டங்கள்',
  'Thirubuvanam Silk Scarf – Royal Blue with Gold Annam': 'திருபுவனம் பட்டு ஸ்கார்ஃப் – அரச நீலம், தங்க அன்னம்',
  // --- Stoles
  'Kanchi Silk Stole – Purple with Green Zari Pallu': 'காஞ்சி பட்டு ஸ்டோல் – ஊதா, பச்சை ஜரிகை முந்தானை',
  'Chettinad Cotton Stole – Red and Black Kattam': 'செட்டிநாட்டுப் பருத்தி ஸ்டோல் – சிவப்பு-கருப்புக் கட்டம்',
  'Kovai Handloom Cotton Stole – Ivory with Temple Border': 'கோவை கைத்தறிப் பருத்தி ஸ்டோல் – தந்த நிறம், கோயில் கரை',
  'Arani Silk Cotton Stole – Teal with Rudraksha Border': 'ஆரணி சில்க் காட்டன் ஸ்டோல் – நீலப்பச்சை, ருத்ராட்சக் கரை',
  'Madurai Sungudi Stole – Mustard with Maroon Dots': 'மதுரை சுங்குடி ஸ்டோல் – கடுகு மஞ்சள், மெரூன் புள்ளிகள்',
  'Salem Silk Stole – Silver Grey with Lotus Ends': 'சேலம் பட்டு ஸ்டோல் – வெள்ளிச் சாம்பல், தாமரை முனைகள்',
  'Paramakudi Cotton Stole – Indigo with Annam Ends': 'பரமக்குடி பருத்தி ஸ்டோல் – அவுரி நீலம், அன்னம் முனைகள்',
  'Thirubuvanam Silk Stole – Emerald with Gold Peacock Ends': 'திருபுவனம் பட்டு ஸ்டோல் – மரகதப் பச்சை, தங்க மயில் முனைகள்',
};

/**
 * Tamil names of the demo catalogue's categories, by their stored form
 * (English shows them through `categoryLabel`: "Silk Cotton Sarees").
 * Categories are the admin's free text, so a category without a Tamil name
 * falls back to its English label.
 */
export const demoCategoriesTa: Readonly<Record<string, string>> = {
  silk_sarees: 'பட்டுப் புடவைகள்',
  cotton_sarees: 'பருத்திப் புடவைகள்',
  silk_cotton_sarees: 'சில்க் காட்டன் புடவைகள்',
  dhotis: 'வேட்டிகள்',
  scarves: 'ஸ்கார்ஃப்கள்',
  stoles: 'ஸ்டோல்கள்',
};
