/**
 * The Tamil names of the districts of Tamil Nadu and Puducherry, keyed by
 * India Post's English spelling (as in the pincode directory) and the usual
 * other spellings. Source: Tamil Wikipedia, "தமிழ்நாட்டின் மாவட்டங்கள்" (the
 * list of Tamil Nadu's 38 districts), and its pages on Puducherry and
 * Karaikal. Districts of other states, and Mahe, keep India Post's English
 * on a Tamil page. A new district (Tamil Nadu made seven since 2019) is added here when
 * India Post's directory names it; the directory still has the 31 older ones.
 */
const DISTRICTS_TA: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  'tamil nadu': {
    ariyalur: 'அரியலூர்',
    chengalpattu: 'செங்கல்பட்டு',
    chennai: 'சென்னை',
    coimbatore: 'கோயம்புத்தூர்',
    cuddalore: 'கடலூர்',
    dharmapuri: 'தருமபுரி',
    dindigul: 'திண்டுக்கல்',
    erode: 'ஈரோடு',
    kallakurichi: 'கள்ளக்குறிச்சி',
    kanchipuram: 'காஞ்சிபுரம்',
    kancheepuram: 'காஞ்சிபுரம்',
    kanyakumari: 'கன்னியாகுமரி',
    kanniyakumari: 'கன்னியாகுமரி',
    karur: 'கரூர்',
    krishnagiri: 'கிருஷ்ணகிரி',
    madurai: 'மதுரை',
    mayiladuthurai: 'மயிலாடுதுறை',
    nagapattinam: 'நாகப்பட்டினம்',
    namakkal: 'நாமக்கல்',
    nilgiris: 'நீலகிரி',
    'the nilgiris': 'நீலகிரி',
    perambalur: 'பெரம்பலூர்',
    pudukkottai: 'புதுக்கோட்டை',
    ramanathapuram: 'இராமநாதபுரம்',
    ranipet: 'இராணிப்பேட்டை',
    salem: 'சேலம்',
    sivaganga: 'சிவகங்கை',
    sivagangai: 'சிவகங்கை',
    tenkasi: 'தென்காசி',
    thanjavur: 'தஞ்சாவூர்',
    theni: 'தேனி',
    thoothukudi: 'தூத்துக்குடி',
    tuticorin: 'தூத்துக்குடி',
    tiruchirappalli: 'திருச்சிராப்பள்ளி',
    tiruchchirappalli: 'திருச்சிராப்பள்ளி',
    tirunelveli: 'திருநெல்வேலி',
    tirupathur: 'திருப்பத்தூர்',
    tiruppur: 'திருப்பூர்',
    tiruvallur: 'திருவள்ளூர்',
    thiruvallur: 'திருவள்ளூர்',
    tiruvannamalai: 'திருவண்ணாமலை',
    tiruvarur: 'திருவாரூர்',
    thiruvarur: 'திருவாரூர்',
    vellore: 'வேலூர்',
    villupuram: 'விழுப்புரம்',
    viluppuram: 'விழுப்புரம்',
    virudhunagar: 'விருதுநகர்',
  },
  puducherry: {
    puducherry: 'புதுச்சேரி',
    pondicherry: 'புதுச்சேரி',
    karaikal: 'காரைக்கால்',
  },
};

/** A district's Tamil name, by its state's and its own English names; null where the shop has none (other states). */
export function districtNameTa(state: string, district: string): string | null {
  return DISTRICTS_TA[state.trim().toLowerCase()]?.[district.trim().toLowerCase()] ?? null;
}
