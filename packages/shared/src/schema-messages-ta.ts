import { formatCount, formatRupeesShort } from './india-format.ts';
import { PAISE_PER_RUPEE } from './money.ts';
import { plural } from './plural.ts';
import { sandboxCardMessages } from './sandbox-card.ts';
import {
  MAX_CATEGORY_LENGTH,
  MAX_CATEGORY_NAME_TA_LENGTH,
  MAX_DESCRIPTION_LENGTH,
  MAX_DISCOUNT_PERCENT,
  MAX_IMAGE_URL_LENGTH,
  MAX_PRICE_RUPEES,
  MAX_PRODUCT_IMAGES,
  MAX_STOCK,
  MAX_TITLE_LENGTH,
  adminProductMessages,
} from './schemas/admin-product.ts';
import { addressMessages } from './schemas/address.ts';
import { MAX_EMAIL_LENGTH, MAX_NAME_LENGTH, authMessages } from './schemas/auth.ts';
import { checkoutMessages } from './checkout-messages.ts';
import { MAX_DONATION_RUPEES } from './schemas/checkout.ts';
import { taCheckoutMessages } from './checkout-messages-ta.ts';
import {
  COD_CODE_LENGTH,
  COD_CODE_MINUTES,
  MAX_COD_FEE_RUPEES,
  MAX_COD_REFUSED_PINCODES,
  MAX_COD_RUPEES,
  codMessages,
  codSettingsMessages,
} from './schemas/cod.ts';
import { MAX_DELIVERY_DAYS, MAX_UNSERVED_PINCODES, deliverySettingsMessages, type deliveryMessages } from './schemas/delivery.ts';
import { gstinMessages } from './gst.ts';
import { MAX_HSN_DESCRIPTION_LENGTH, MAX_HSN_RATES, MAX_SELLER_ADDRESS_LENGTH, MAX_SELLER_NAME_LENGTH, gstMessages } from './schemas/gst.ts';
import { MAX_LOW_STOCK_THRESHOLD, ownerAlertSettingsMessages } from './schemas/owner-alerts.ts';
import { CANCEL_WINDOW_HOURS, cancelMessages } from './schemas/orders.ts';
import { MAX_LOOM_DAYS, MAX_PROVENANCE_TEXT_LENGTH, provenanceMessages } from './schemas/provenance.ts';
import { PRODUCT_COLOURS, PRODUCT_FABRICS, PRODUCT_OCCASIONS } from './catalogue-values.ts';
import { productAttributeMessages } from './schemas/product-attributes.ts';
import { productCsvMessages } from './schemas/product-csv.ts';
import {
  MAX_DISBURSEMENT_RUPEES,
  MAX_PLACE_LENGTH,
  MAX_RECIPIENT_LENGTH,
  MAX_STORY_LENGTH,
  MAX_WEAVER_NAME_LENGTH,
  MAX_WITHDRAW_REASON_LENGTH,
  MAX_YEARS_WEAVING,
  MIN_WITHDRAW_REASON_LENGTH,
  weaverMessages,
} from './schemas/weavers.ts';
import { MAX_REVIEW_LENGTH, MIN_REVIEW_LENGTH, reviewMessages } from './schemas/reviews.ts';
import type { Widen } from './widen.ts';

// The schemas' messages (form errors shown in the browser, API errors from
// the server), in Tamil, key for key (`satisfies Widen<typeof ...>` fails
// the type check on a missing or extra key). The API's error handler picks
// them for a Tamil request (tamilSchemaMessage below). Words follow docs/tamil-glossary.md.

export const taAuthMessages = {
  allFieldsRequired: 'எல்லாப் புலங்களும் கட்டாயம்',
  passwordTooShort: 'கடவுச்சொல்லில் குறைந்தது 6 எழுத்துகள் இருக்க வேண்டும்',
  passwordTooLong: 'கடவுச்சொல் அதிகபட்சம் 128 எழுத்துகள் இருக்கலாம்',
  passwordTooCommon: 'இது மிகப் பொதுவான கடவுச்சொற்களில் ஒன்று. வேறொன்றைத் தேர்வு செய்யவும்.',
  emailInvalid: 'சரியான மின்னஞ்சல் முகவரியை உள்ளிடவும்',
  alreadyHaveAccount: 'உங்களுக்கு ஏற்கெனவே கணக்கு உள்ளது',
  registerFailed: 'பதிவு செய்ய முடியவில்லை',
  wrongPasswordOrEmail: 'கடவுச்சொல் அல்லது மின்னஞ்சல் தவறு',
  loginSuccessful: 'உள்நுழைவு வெற்றி',
  tooManyAttempts: 'அதிக முறை முயன்றுவிட்டீர்கள். சில நிமிடங்கள் கழித்து மீண்டும் முயலவும்.',
  notLoggedIn: 'முதலில் உள்நுழையவும்.',
  adminOnly: 'கடையின் நிர்வாகி மட்டுமே இதைச் செய்ய முடியும்.',
  crossSite: 'இந்தக் கோரிக்கை வேறொரு தளத்திலிருந்து வந்ததால் மறுக்கப்பட்டது.',
  resetLinkInvalid: 'இந்த மீட்டமைப்பு இணைப்பு செல்லாதது அல்லது காலாவதியாகிவிட்டது. புதிய இணைப்பைக் கேட்கவும்.',
  nameTooLong: `பெயர் அதிகபட்சம் ${MAX_NAME_LENGTH} எழுத்துகள் இருக்கலாம்`,
  emailTooLong: `மின்னஞ்சல் முகவரி அதிகபட்சம் ${MAX_EMAIL_LENGTH} எழுத்துகள் இருக்கலாம்`,
} satisfies Widen<typeof authMessages>;

export const taCodMessages = {
  disabled: 'இப்போது டெலிவரியில் பணம் வசதி இல்லை: ஆன்லைனில் செலுத்தவும்.',
  belowMinimum: (min: string) => `டெலிவரியில் பணம் வசதி ${min} அல்லது அதற்கு மேற்பட்ட ஆர்டர்களுக்கு மட்டுமே: ஆன்லைனில் செலுத்தவும்.`,
  aboveMaximum: (max: string) => `டெலிவரியில் பணம் வசதி ${max} வரையிலான ஆர்டர்களுக்கு மட்டுமே: ஆன்லைனில் செலுத்தவும்.`,
  pincodeRefused: (pincode: string) => `${pincode} பின்கோடுக்கு டெலிவரியில் பணம் வசதி இல்லை: ஆன்லைனில் செலுத்தவும்.`,
  codeFormat: `நாங்கள் அனுப்பிய ${COD_CODE_LENGTH} இலக்கக் குறியீட்டை உள்ளிடவும்.`,
  wrongCode: (left: number) =>
    `அந்தக் குறியீடு சரியில்லை. இன்னும் ${left} ${plural('ta', left, { one: 'முறை', other: 'முறைகள்' })} முயலலாம்.`,
  tooManyWrongCodes: 'பல முறை தவறான குறியீடு: இந்த ஆர்டர் ரத்து செய்யப்பட்டு, பொருட்கள் மீண்டும் விற்பனைக்கு வைக்கப்பட்டன. மீண்டும் ஆர்டர் செய்யவும்.',
  codeExpired: `குறியீடு காலாவதியாகிவிட்டது (குறியீடுகள் ${COD_CODE_MINUTES} நிமிடங்களுக்கு மட்டுமே செல்லும்); இந்த ஆர்டர் விடுவிக்கப்பட்டது. மீண்டும் ஆர்டர் செய்யவும்.`,
  notAwaiting: 'இந்த ஆர்டர் குறியீட்டுக்காகக் காத்திருக்கவில்லை.',
  tooManyCodesSent: 'இந்த ஆர்டருக்கு அனுப்பக்கூடிய அதிகபட்சக் குறியீடுகளை அனுப்பிவிட்டோம். எதுவும் வரவில்லை என்றால் மீண்டும் ஆர்டர் செய்யவும்.',
  codeOnItsWay: 'புதிய குறியீடு ஏற்கெனவே உங்கள் மின்னஞ்சலுக்கு வந்துகொண்டிருக்கிறது. அதற்காகக் காத்திருக்கவும்; அது முந்தைய குறியீட்டுக்குப் பதிலாகச் செல்லும்.',
  firstCodeNotSent: 'உங்கள் டெலிவரியில் பணம் குறியீட்டை இப்போது அனுப்ப முடியவில்லை; எனவே எதுவும் ஆர்டர் செய்யப்படவில்லை, எதுவும் நிறுத்திவைக்கப்படவில்லை. ஒரு நிமிடம் கழித்து மீண்டும் முயலவும், அல்லது ஆன்லைனில் செலுத்தவும்.',
  codeNotSent: 'இப்போது புதிய குறியீட்டை அனுப்ப முடியவில்லை. நாங்கள் கடைசியாக அனுப்பிய குறியீடு இன்னும் செல்லும்; ஒரு நிமிடம் கழித்து மீண்டும் முயலவும்.',
  tooManyAttempts: 'உங்கள் நெட்வொர்க்கிலிருந்து பல குறியீடுகள் முயலப்பட்டன. சிறிது நேரம் கழித்து மீண்டும் முயலவும்.',
  codeSent: (to: string) => `${COD_CODE_LENGTH} இலக்கக் குறியீட்டை ${to} முகவரிக்கு அனுப்பியுள்ளோம்.`,
} satisfies Widen<typeof codMessages>;

export const taAdminProductMessages = {
  allFieldsRequired: 'எல்லாப் புலங்களும் கட்டாயம்',
  someFieldsWrong: 'சில புலங்களைச் சரிபார்க்க வேண்டும்.',
  titleTooLong: `தலைப்பு அதிகபட்சம் ${MAX_TITLE_LENGTH} எழுத்துகள் இருக்கலாம்`,
  priceInvalid: 'விலை ரூபாயில், அதிகபட்சம் இரண்டு தசம இலக்கங்களுடன் இருக்க வேண்டும், எ.கா. 1499 அல்லது 1499.50',
  pricePositive: 'விலை ₹0-க்கு மேல் இருக்க வேண்டும்',
  priceTooHigh: `விலை அதிகபட்சம் ${formatRupeesShort(MAX_PRICE_RUPEES * PAISE_PER_RUPEE, 'ta')} இருக்கலாம்`,
  discountInvalid: `தள்ளுபடி சதவீதம் 0 முதல் ${MAX_DISCOUNT_PERCENT} வரையிலான முழு எண்ணாக இருக்க வேண்டும்`,
  imageInvalid: 'பட URL https:// அல்லது http:// என்று தொடங்க வேண்டும், அல்லது பதிவேற்றிய படமாக இருக்க வேண்டும்',
  imageTooLong: `பட URL அதிகபட்சம் ${formatCount(MAX_IMAGE_URL_LENGTH, 'ta')} எழுத்துகள் இருக்கலாம்`,
  imagesTooMany: `ஒரு பொருளுக்கு அதிகபட்சம் ${MAX_PRODUCT_IMAGES} படங்கள்`,
  imageNotFound: 'பதிவேற்றிய இந்தப் படம் இப்போது கடையில் இல்லை. மீண்டும் பதிவேற்றவும்.',
  categoryInvalid: 'வகையில் எழுத்துகள் அல்லது எண்கள் இருக்க வேண்டும்',
  categoryTooLong: `வகை அதிகபட்சம் ${MAX_CATEGORY_LENGTH} எழுத்துகள் இருக்கலாம்`,
  stockInvalid: 'இருப்பு எண்ணிக்கை 0 அல்லது அதற்கு மேற்பட்ட முழு எண்ணாக இருக்க வேண்டும்',
  stockTooHigh: `இருப்பு எண்ணிக்கை அதிகபட்சம் ${formatCount(MAX_STOCK, 'ta')} இருக்கலாம்`,
  stockChanged: 'இந்தப் படிவம் திறந்திருந்தபோது இருப்பு மாறிவிட்டது (ஒரு ஆர்டர், அல்லது வேறொரு நிர்வாகி). கடையில் இப்போது உள்ள எண் காட்டப்படுகிறது: சரிபார்த்து மீண்டும் சேமிக்கவும்.',
  descriptionTooLong: `விவரம் அதிகபட்சம் ${formatCount(MAX_DESCRIPTION_LENGTH, 'ta')} எழுத்துகள் இருக்கலாம்`,
  titleTaTooLong: `தமிழ்த் தலைப்பு அதிகபட்சம் ${MAX_TITLE_LENGTH} எழுத்துகள் இருக்கலாம்`,
  descriptionTaTooLong: `தமிழ் விவரம் அதிகபட்சம் ${formatCount(MAX_DESCRIPTION_LENGTH, 'ta')} எழுத்துகள் இருக்கலாம்`,
  productNotFound: 'இந்தப் பொருள் இல்லை அல்லது நீக்கப்பட்டுவிட்டது.',
  categoryNameTaInvalid: 'தமிழ்ப் பெயர் உரையாக இருக்க வேண்டும்.',
  categoryNameTaTooLong: `தமிழ்ப் பெயர் அதிகபட்சம் ${MAX_CATEGORY_NAME_TA_LENGTH} எழுத்துகள் இருக்கலாம்.`,
  categoryNotFound: 'கடையில் இந்த வகையில் எந்தப் பொருளும் இல்லை. முதலில் அதில் ஒரு பொருளைச் சேர்க்கவும்.',
  uploadMissing: 'பதிவேற்ற ஒரு JPEG, PNG அல்லது WebP படத்தைத் தேர்வு செய்யவும்.',
  uploadNotMultipart: 'படத்தை multipart/form-data பதிவேற்றமாக அனுப்பவும்.',
  uploadWrongType: 'JPEG, PNG அல்லது WebP படங்களை மட்டுமே பதிவேற்ற முடியும்.',
  uploadTooLarge: 'படம் 10 MB-க்கு மேல் உள்ளது. சிறிய படத்தைத் தேர்வு செய்யவும்.',
  uploadUnreadable: 'இந்தப் படத்தைப் படிக்க முடியவில்லை. அது சேதமடைந்திருக்கலாம்; வேறு கோப்பை முயலவும்.',
  uploadTooManyPixels: 'இந்தப் படத்தில் பிக்சல்கள் மிக அதிகம். 50 மெகாபிக்சலுக்குக் குறைவான படத்தைத் தேர்வு செய்யவும்.',
  uploadNotStored: 'படத்தைச் சேமிக்க முடியவில்லை: கடையின் படச் சேமிப்பகம் அதை ஏற்கவில்லை. ஒரு நிமிடம் கழித்து மீண்டும் முயலவும்; தொடர்ந்து தோல்வியுற்றால், சர்வரின் பதிவில் காரணம் இருக்கும்.',
  hsnInvalid: 'HSN குறியீடு 4, 6 அல்லது 8 இலக்கங்களாக இருக்க வேண்டும்; வகையின் இயல்புக் குறியீட்டுக்குக் காலியாக விடவும்',
} satisfies Widen<typeof adminProductMessages>;

export const taSandboxCardMessages = {
  cardNumber: 'கார்டு எண் 16 இலக்கங்களாக இருக்க வேண்டும்.',
  unknownCard:
    'இது சோதனைப் பணச் சாளரம்: 4111 1111 1111 1111 கார்டில் செலுத்தவும் (எதிர்காலத்தின் எந்தக் காலாவதித் தேதியும், எந்த 3 இலக்க CVV-யும்), அல்லது நிராகரிக்கப்படும் பணம் செலுத்துதலைப் பார்க்க 4000 0000 0000 0002 பயன்படுத்தவும்.',
  expiryFormat: 'காலாவதி MM/YY வடிவில் இருக்க வேண்டும், எ.கா. 12/30.',
  expired: 'இந்தக் கார்டு காலாவதியாகிவிட்டது.',
  cvv: 'CVV 3 இலக்கங்களாக இருக்க வேண்டும்.',
} satisfies Widen<typeof sandboxCardMessages>;

export const taWeaverMessages = {
  allFieldsRequired: 'எல்லாப் புலங்களும் கட்டாயம்',
  someFieldsWrong: 'சில புலங்களைச் சரிசெய்ய வேண்டும்.',
  nameTooLong: `பெயர் அதிகபட்சம் ${MAX_WEAVER_NAME_LENGTH} எழுத்துகள் இருக்கலாம்`,
  placeTooLong: `ஊரின் பெயர் அதிகபட்சம் ${MAX_PLACE_LENGTH} எழுத்துகள் இருக்கலாம்`,
  slugInvalid: 'இணைய முகவரிப் பெயரில் ஆங்கிலச் சிறிய எழுத்துகள், இலக்கங்கள், தனித்தனி இணைப்புக்கோடுகள் மட்டும் இருக்கலாம், எ.கா. meena-ayyasamy',
  slugTaken: 'இந்த இணைய முகவரிப் பெயர் ஏற்கெனவே வேறொரு நெசவாளருக்கு உள்ளது.',
  loomInvalid: 'குழித்தறி அல்லது சட்டத்தறியைத் தேர்வு செய்யவும்',
  yearsInvalid: `நெசவு செய்த ஆண்டுகள் 0 முதல் ${MAX_YEARS_WEAVING} வரையிலான முழு எண்ணாக இருக்க வேண்டும்`,
  storyTooLong: `கதை அதிகபட்சம் ${formatCount(MAX_STORY_LENGTH, 'ta')} எழுத்துகள் இருக்கலாம்`,
  portraitInvalid: 'படம் பதிவேற்றிய படமாகவோ https:// அல்லது http:// என்று தொடங்குவதாகவோ இருக்க வேண்டும்',
  imageNotFound: 'பதிவேற்றிய இந்தப் படம் இப்போது கடையில் இல்லை. மீண்டும் பதிவேற்றவும்.',
  consentNeeded: 'சுயவிவரத்தைக் கடையில் காட்டும் முன் நெசவாளரின் ஒப்புதலைக் குறிக்கவும்.',
  weaverNotFound: 'இந்த நெசவாளர் இல்லை அல்லது நீக்கப்பட்டுவிட்டார்.',
  weaverHasProducts: 'சில பொருட்கள் இன்னும் இந்த நெசவாளரின் பெயரைக் கொண்டுள்ளன. முதலில் அவற்றை மாற்றி, பிறகு சுயவிவரத்தை நீக்கவும்.',
  dateInvalid: 'தேதியை YYYY-MM-DD வடிவில் உள்ளிடவும்; எதிர்காலத் தேதி கூடாது',
  amountInvalid: 'தொகை ₹0-க்கு மேல், அதிகபட்சம் இரண்டு தசம இலக்கங்களுடன் ரூபாயில் இருக்க வேண்டும்',
  amountTooHigh: `தொகை அதிகபட்சம் ₹${formatCount(MAX_DISBURSEMENT_RUPEES, 'ta')} இருக்கலாம்`,
  recipientTooLong: `இது அதிகபட்சம் ${MAX_RECIPIENT_LENGTH} எழுத்துகள் இருக்கலாம்`,
  disbursementNotFound: 'கணக்கேட்டில் இப்படி ஒரு பதிவு இல்லை.',
  withdrawReasonShort: `இந்தப் பதிவு ஏன் திரும்பப் பெறப்படுகிறது என்பதைக் குறைந்தது ${MIN_WITHDRAW_REASON_LENGTH} எழுத்துகளில் எழுதவும்: அது கணக்கேட்டில் காட்டப்படும்`,
  withdrawReasonLong: `காரணம் அதிகபட்சம் ${MAX_WITHDRAW_REASON_LENGTH} எழுத்துகள் இருக்கலாம்`,
  alreadyWithdrawn: 'இந்தப் பதிவு ஏற்கெனவே திரும்பப் பெறப்பட்டது.',
  // The two without money: not yet checked by a Tamil speaker.
  moreThanLeft: (leftPaise: number) =>
    leftPaise > 0
      ? `நன்கொடைகளில் வழங்க ${formatRupeesShort(leftPaise, 'ta')} மட்டுமே மீதம் உள்ளது. அதிகபட்சம் அந்தத் தொகையை உள்ளிடவும்.`
      : leftPaise === 0
        ? 'நன்கொடைகளில் வழங்க எதுவும் மீதம் இல்லை: திரட்டிய ஒவ்வொரு ரூபாயும் வழங்கப்பட்டுவிட்டது.'
        : `நன்கொடைகளில் வழங்க எதுவும் மீதம் இல்லை: திரட்டியதைவிட ${formatRupeesShort(-leftPaise, 'ta')} கூடுதலாக வழங்கப்பட்டுள்ளது (வழங்கிய பின் ஒரு நன்கொடை திருப்பி அளிக்கப்பட்டது).`,
} satisfies Widen<typeof weaverMessages>;

export const taProvenanceMessages = {
  weaverNotFound: 'இந்த நெசவாளர் இப்போது கடையில் இல்லை. வேறொருவரைத் தேர்வு செய்யவும், அல்லது யாரையும் வேண்டாம்.',
  textTooLong: `இது அதிகபட்சம் ${MAX_PROVENANCE_TEXT_LENGTH} எழுத்துகள் இருக்கலாம்`,
  loomDaysInvalid: `தறியில் இருந்த நாட்கள் 1 முதல் ${MAX_LOOM_DAYS} வரையிலான முழு எண்ணாக இருக்க வேண்டும், அல்லது காலியாக விடவும்`,
  silkMarkLabelInvalid: 'பட்டு முத்திரை (Silk Mark) லேபிள் எண்ணில் எழுத்துகளும் இலக்கங்களும் மட்டும் (40 வரை), அல்லது காலியாக விடவும்',
} satisfies Widen<typeof provenanceMessages>;

export const taReviewMessages = {
  starsInvalid: '1 முதல் 5 நட்சத்திரங்களில் தேர்வு செய்யுங்கள்',
  textTooShort: `குறைந்தது ${MIN_REVIEW_LENGTH} எழுத்துகள் எழுதுங்கள்`,
  textTooLong: `மதிப்புரை அதிகபட்சம் ${formatCount(MAX_REVIEW_LENGTH)} எழுத்துகள் இருக்கலாம்`,
  notABuyer: 'இந்தப் பொருளைப் பெற்ற வாடிக்கையாளர்கள் மட்டுமே மதிப்புரை எழுத முடியும். இது உள்ள ஆர்டர் டெலிவரி ஆனதும் நீங்கள் எழுதலாம்.',
  alreadyReviewed: 'இந்தப் பொருளுக்கு நீங்கள் ஏற்கெனவே மதிப்புரை எழுதியுள்ளீர்கள். அதைத் திருத்துங்கள் அல்லது நீக்குங்கள்.',
  reviewNotFound: 'இந்த மதிப்புரை இல்லை, அல்லது அது உங்களுடையது அல்ல.',
  productNotFound: 'இந்தப் பொருள் இல்லை அல்லது இனி விற்கப்படுவதில்லை.',
} satisfies Widen<typeof reviewMessages>;
export const taProductAttributeMessages = {
  fabricInvalid: `துணி வகை ${PRODUCT_FABRICS.join(', ')} இவற்றில் ஒன்றாக இருக்க வேண்டும், அல்லது காலியாக விடவும்`,
  colourInvalid: `நிறம் ${PRODUCT_COLOURS.join(', ')} இவற்றில் ஒன்றாக இருக்க வேண்டும், அல்லது காலியாக விடவும்`,
  occasionInvalid: `சந்தர்ப்பம் ${PRODUCT_OCCASIONS.join(', ')} இவற்றில் ஒன்றாக இருக்க வேண்டும்`,
  fabricFilterInvalid: `பட்டியலிலிருந்து ஒரு துணி வகையைத் தேர்வு செய்யவும்: ${PRODUCT_FABRICS.join(', ')}.`,
  colourFilterInvalid: `பட்டியலிலிருந்து ஒரு நிறத்தைத் தேர்வு செய்யவும்: ${PRODUCT_COLOURS.join(', ')}.`,
  occasionFilterInvalid: `பட்டியலிலிருந்து ஒரு சந்தர்ப்பத்தைத் தேர்வு செய்யவும்: ${PRODUCT_OCCASIONS.join(', ')}.`,
} satisfies Widen<typeof productAttributeMessages>;
// The dashboard's products CSV import (its per-row problems are the API's, product-csv.ts).
export const taProductCsvMessages = {
  empty: 'பொருட்களின் CSV கோப்பைத் தேர்வு செய்யவும்.',
  tooLarge: 'கோப்பு 20 MB-க்கு மேல் உள்ளது. அதைச் சிறிய கோப்புகளாகப் பிரிக்கவும்.',
} satisfies Widen<typeof productCsvMessages>;

export const taAddressMessages = {
  notFound: 'அந்த முகவரி எங்களுக்குக் கிடைக்கவில்லை.',
  tooMany: (max: number) => `அதிகபட்சம் ${max} ${plural('ta', max, { one: 'முகவரியைச்', other: 'முகவரிகளைச்' })} சேமிக்கலாம்: முதலில் ஒன்றை நீக்கவும்.`,
} satisfies Widen<typeof addressMessages>;

export const taDeliveryMessages = {
  notServed: (pincode: string) => `மன்னிக்கவும், ${pincode} பின்கோடுக்கு இன்னும் டெலிவரி செய்வதில்லை.`,
} satisfies Widen<typeof deliveryMessages>;

export const taCancelMessages = {
  tooLate: `ஆர்டர் செய்த ${CANCEL_WINDOW_HOURS} மணி நேரத்துக்குள் மட்டுமே அதை ரத்து செய்ய முடியும்.`,
  shipped: 'இந்த ஆர்டர் ஏற்கெனவே அனுப்பப்பட்டுவிட்டதால், இனி ரத்து செய்ய முடியாது.',
  alreadyCancelled: 'இந்த ஆர்டர் ஏற்கெனவே ரத்து செய்யப்பட்டது.',
  awaitingBank: 'இந்த ஆர்டரின் பணத்தை உங்கள் வங்கி உறுதிசெய்யக் காத்திருக்கிறோம்; பணம் வந்த பிறகு ரத்து செய்யலாம்.',
  neverPlaced: 'இந்த ஆர்டர் செய்யப்படவே இல்லை, அதனால் ரத்து செய்ய எதுவும் இல்லை.',
  paidElsewhere: 'இந்த ஆர்டருக்கு எங்கள் முந்தைய கடையில் பணம் செலுத்தப்பட்டதால், இங்கே ரத்து செய்ய முடியாது. ரத்து செய்ய எங்களைத் தொடர்புகொள்ளுங்கள்.',
  noLongerCancellable: 'இந்த ஆர்டரை இனி ரத்து செய்ய முடியாது.',
} satisfies Widen<typeof cancelMessages>;

// The admin's settings tabs (Delivery promise, Cash on delivery, Alerts, GST).

export const taDeliverySettingsMessages = {
  processingDaysMissing: 'பொதிந்து ஒப்படைக்கும் நேரத்தை நாட்களில் உள்ளிடவும்',
  fewestDaysMissing: 'பயணத்துக்கான குறைந்தபட்ச நாட்களை உள்ளிடவும்',
  mostDaysMissing: 'பயணத்துக்கான அதிகபட்ச நாட்களை உள்ளிடவும்',
  wholeDays: 'முழு நாட்களாக உள்ளிடவும்',
  daysNegative: 'நாட்கள் எதிர்மறையாக இருக்க முடியாது',
  tooManyDays: `அதிகபட்சம் ${MAX_DELIVERY_DAYS} நாட்கள் இருக்கலாம்`,
  mostBelowFewest: 'அதிகபட்ச நாட்கள் குறைந்தபட்ச நாட்களை விடக் குறைவாக இருக்கக் கூடாது',
  pincodeInvalid: 'ஒவ்வொரு பின்கோடும் 6 இலக்கங்களாக இருக்க வேண்டும்',
  tooManyPincodes: `அதிகபட்சம் ${MAX_UNSERVED_PINCODES} பின்கோடுகள் இருக்கலாம்`,
} satisfies Widen<typeof deliverySettingsMessages>;

export const taCodSettingsMessages = {
  feeMissing: 'கட்டணத்தை ரூபாயில் உள்ளிடவும்',
  wholeRupees: 'முழு ரூபாயாக உள்ளிடவும்',
  feeNegative: 'கட்டணம் எதிர்மறையாக இருக்க முடியாது',
  feeTooHigh: `கட்டணம் அதிகபட்சம் ${formatRupeesShort(MAX_COD_FEE_RUPEES * PAISE_PER_RUPEE, 'ta')} இருக்கலாம்`,
  amountMissing: 'தொகையை ரூபாயில் உள்ளிடவும்',
  minimumNegative: 'குறைந்தபட்ச ஆர்டர் மதிப்பு எதிர்மறையாக இருக்க முடியாது',
  maximumTooLow: 'அதிகபட்ச ஆர்டர் மதிப்பு குறைந்தது ₹1 இருக்க வேண்டும்',
  limitTooHigh: `ஆர்டர் மதிப்பு வரம்பு அதிகபட்சம் ${formatRupeesShort(MAX_COD_RUPEES * PAISE_PER_RUPEE, 'ta')} இருக்கலாம்`,
  maximumBelowMinimum: 'அதிகபட்ச ஆர்டர் மதிப்பு குறைந்தபட்ச மதிப்பை விடக் குறைவாக இருக்கக் கூடாது',
  pincodeInvalid: taDeliverySettingsMessages.pincodeInvalid,
  tooManyPincodes: `அதிகபட்சம் ${MAX_COD_REFUSED_PINCODES} பின்கோடுகள் இருக்கலாம்`,
} satisfies Widen<typeof codSettingsMessages>;

export const taOwnerAlertSettingsMessages = {
  // Not yet checked by a Tamil speaker. The choices as the Alerts tab words them (ta-admin.ts alerts.mode, each, digest).
  modeInvalid: 'எப்போது மின்னஞ்சல் அனுப்புவது என்பதைத் தேர்வு செய்யவும்: உடனே, அல்லது நாளுக்கு ஒருமுறை',
  thresholdMissing: 'பொருட்களின் எண்ணிக்கையை உள்ளிடவும்',
  thresholdWhole: 'பொருட்களின் எண்ணிக்கையை முழு எண்ணாக உள்ளிடவும்',
  thresholdNegative: 'குறைந்த இருப்பு எண்ணிக்கை எதிர்மறையாக இருக்க முடியாது',
  thresholdTooHigh: `குறைந்த இருப்பு எண்ணிக்கை அதிகபட்சம் ${MAX_LOW_STOCK_THRESHOLD} இருக்கலாம்`,
} satisfies Widen<typeof ownerAlertSettingsMessages>;

export const taGstMessages = {
  legalNameRequired: 'பதிவு செய்தபடி நிறுவனத்தின் சட்டப்பூர்வப் பெயரை உள்ளிடவும்.',
  addressRequired: 'வணிக இடத்தின் முகவரியை உள்ளிடவும்.',
  stateUnknown: 'வணிக இடம் உள்ள மாநிலத்தைத் தேர்வு செய்யவும்.',
  gstinRequired: 'GSTIN-ஐ உள்ளிடவும்; ஜிஎஸ்டி-யில் பதிவு செய்யவில்லை என்றால் "ஜிஎஸ்டி-யில் பதிவு செய்யப்பட்டது" என்பதன் குறியை நீக்கவும்.',
  hsnShape: 'HSN குறியீடு 4, 6 அல்லது 8 இலக்கங்களாக இருக்க வேண்டும்.',
  descriptionRequired: 'இந்த HSN குறியீட்டின் பொருட்களை விவரிக்கவும்.',
  rateShape: 'விகிதத்தைச் சதவீதத்தில் உள்ளிடவும், எ.கா. 5 அல்லது 0.25 (அதிகபட்சம் இரண்டு தசம இலக்கங்கள், 100 வரை).',
  rateNotNotified: 'GST விகிதங்கள் 0, 0.25, 1.5, 3, 5, 18, 28 அல்லது 40 % மட்டுமே (அறிவிப்பு எண் 9/2025-Central Tax (Rate)). இந்த விகிதத்தை உங்கள் வரி ஆலோசகரிடம் சரிபார்க்கவும்.',
  thresholdShape: 'ஒரு பொருளுக்கான வரம்பை ரூபாயில் உள்ளிடவும், எ.கா. 2500.',
  bothOrNeither: 'ஒரு பொருளுக்கான வரம்பு, அதற்கு மேல் விகிதம் இரண்டையும் உள்ளிடவும், அல்லது இரண்டையும் காலியாக விடவும்.',
  duplicateHsn: 'ஒவ்வொரு HSN குறியீடும் ஒருமுறை மட்டுமே வர வேண்டும்.',
  noRates: 'குறைந்தது ஒரு HSN குறியீட்டையாவது வைத்திருக்கவும்.',
  notFound: 'இந்த ஆர்டருக்கு விலைப்பட்டியல் இல்லை.',
  creditNoteNotFound: 'இந்த ஆர்டருக்குக் கடன் குறிப்பு இல்லை.',
  monthShape: 'மாதத்தை YYYY-MM வடிவில் தேர்வு செய்யவும்.',
  legalNameTooLong: `சட்டப்பூர்வப் பெயர் அதிகபட்சம் ${MAX_SELLER_NAME_LENGTH} எழுத்துகள் இருக்கலாம்.`,
  addressTooLong: `முகவரி அதிகபட்சம் ${formatCount(MAX_SELLER_ADDRESS_LENGTH, 'ta')} எழுத்துகள் இருக்கலாம்.`,
  descriptionTooLong: `விவரம் அதிகபட்சம் ${MAX_HSN_DESCRIPTION_LENGTH} எழுத்துகள் இருக்கலாம்.`,
  tooManyRates: `அதிகபட்சம் ${MAX_HSN_RATES} HSN குறியீடுகள் இருக்கலாம்.`,
} satisfies Widen<typeof gstMessages>;

export const taGstinMessages = {
  shape: 'GSTIN-இல் 15 எழுத்துகள் இருக்கும்: மாநிலக் குறியீட்டின் 2 இலக்கங்கள், 10 எழுத்து PAN, பிறகு இன்னும் 3 (எ.கா. 33ABCDE1234F1Z7).',
  checkDigit: 'இந்த GSTIN தவறாகத் தட்டச்சு செய்யப்பட்டுள்ளது: அதன் கடைசி எழுத்து மற்றவற்றுடன் பொருந்தவில்லை. பதிவுச் சான்றிதழுடன் ஒப்பிட்டுச் சரிபார்க்கவும்.',
  // Not yet checked by a Tamil speaker. "The state you chose" rather than its name: the form shows the chosen
  // state (in Tamil) just above, and naming it here would put the Tamil state names into the English pages'
  // shared JavaScript (a cross-chunk import the bundler keeps even unused).
  stateCodeMismatch: (gstinStateCode: string, stateCode: string) =>
    `இந்த GSTIN ${gstinStateCode} என்று தொடங்குகிறது, ஆனால் நீங்கள் தேர்வு செய்த மாநிலத்தின் குறியீடு ${stateCode}.`,
} satisfies Widen<typeof gstinMessages>;

// An API error for a Tamil page carries the Tamil text: the server throws the
// English message (the schemas' own), and its error handler looks the Tamil
// up here; so do a Tamil page's forms, which check with the same schemas
// (apps/web/src/lib/schema-text.ts). Messages with parameters (functions) are
// not looked up: their English carries the value, so the server raises those
// with both languages (shop-text.ts `bilingual`, AppError's ShopText). The
// ones a schema says itself cannot be raised that way (a schema's check knows
// the values but not the page's language): the donation's limit, one value
// the schema always says, is looked up as it says it, and the others are read
// back from their English (SAID_WITH_VALUES below).
let tamilByEnglish: Map<string, string> | undefined;

/**
 * The parameterised messages a schema says itself, each with a pattern that
 * reads its values back out of the English. The values count only when the
 * English message says the very same sentence again with them, so a changed
 * English text gives no Tamil (the English is shown) rather than a wrong one.
 * A function, not a constant, so that a bundle without the lookup (the
 * English pages) drops the Tamil with it.
 */
function saidWithValues(): readonly { read: RegExp; en: (...values: string[]) => string; ta: (...values: string[]) => string }[] {
  return [
    // A registered seller's GSTIN that opens with another state's code (gst.ts gstinProblem).
    { read: /^This GSTIN begins with (\S+), but the state code of .+ is (\S+)\.$/, en: gstinMessages.stateCodeMismatch, ta: taGstinMessages.stateCodeMismatch },
  ];
}

function tamilOfSaidWithValues(english: string): string | undefined {
  for (const { read, en, ta } of saidWithValues()) {
    const values = read.exec(english)?.slice(1);
    if (values && en(...values) === english) return ta(...values);
  }
  return undefined;
}

function pairs(): [Record<string, unknown>, Record<string, unknown>][] {
  const donationLimit = MAX_DONATION_RUPEES * PAISE_PER_RUPEE;
  return [
    [
      { donationTooLarge: checkoutMessages.donationTooLarge(formatRupeesShort(donationLimit)) },
      { donationTooLarge: taCheckoutMessages.donationTooLarge(formatRupeesShort(donationLimit, 'ta')) },
    ],
    [authMessages, taAuthMessages],
    [checkoutMessages, taCheckoutMessages],
    [codMessages, taCodMessages],
    [adminProductMessages, taAdminProductMessages],
    [sandboxCardMessages, taSandboxCardMessages],
    [weaverMessages, taWeaverMessages],
    [provenanceMessages, taProvenanceMessages],
    [reviewMessages, taReviewMessages],
    [productAttributeMessages, taProductAttributeMessages],
    [productCsvMessages, taProductCsvMessages],
    [addressMessages, taAddressMessages],
    [cancelMessages, taCancelMessages],
    [deliverySettingsMessages, taDeliverySettingsMessages],
    [codSettingsMessages, taCodSettingsMessages],
    [ownerAlertSettingsMessages, taOwnerAlertSettingsMessages],
    [gstMessages, taGstMessages],
    [gstinMessages, taGstinMessages],
  ];
}

/** The Tamil of a schema message given in English, or undefined when it has none. */
export function tamilSchemaMessage(english: string): string | undefined {
  if (!tamilByEnglish) {
    tamilByEnglish = new Map();
    for (const [en, ta] of pairs()) {
      for (const [key, text] of Object.entries(en)) {
        const translated = ta[key];
        if (typeof text === 'string' && typeof translated === 'string' && !tamilByEnglish.has(text)) tamilByEnglish.set(text, translated);
      }
    }
  }
  return tamilByEnglish.get(english) ?? tamilOfSaidWithValues(english);
}
