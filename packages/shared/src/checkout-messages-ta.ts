import { MAX_ADDRESS_LINE_LENGTH, MAX_STREET_ADDRESS_LENGTH, type checkoutMessages } from './checkout-messages.ts';
import { MAX_CART_LINES } from './quantity.ts';
import type { Widen } from './widen.ts';

// The checkout's messages in Tamil, key for key, apart from the other
// schemas' (schema-messages-ta.ts) for the reason checkout-messages.ts is: the
// product page's delivery check says them too, and loads no zod.

export const taCheckoutMessages = {
  allFieldsRequired: 'எல்லாப் புலங்களும் கட்டாயம்',
  pincodeInvalid: 'பின்கோடு 6 இலக்கங்களாக இருக்க வேண்டும்',
  // Not yet checked by a Tamil speaker.
  pincodeStartsWithZero: 'எந்த இந்தியப் பின்கோடும் 0-வில் தொடங்காது: சரிபார்க்கவும்.',
  phoneInvalid: 'கைபேசி எண் 10 இலக்க இந்திய எண்ணாக இருக்க வேண்டும்',
  pincodeUnknown: (pincode: string) => `${pincode} என்ற பின்கோடு எங்களுக்குக் கிடைக்கவில்லை: சரிபார்க்கவும்.`,
  stateUnknown: 'இந்தியாவின் ஒரு மாநிலத்தைத் தேர்வு செய்க',
  stateMismatch: (pincode: string, state: string) => `${pincode} பின்கோடு ${state} மாநிலத்தில் உள்ளது: பின்கோடையும் மாநிலத்தையும் சரிபார்க்கவும்.`,
  cardDeclined: 'உங்கள் கார்டு நிராகரிக்கப்பட்டது.',
  paymentSuccessful: 'பணம் செலுத்துதல் வெற்றி',
  cartEmpty: 'உங்கள் கூடை காலியாக உள்ளது!',
  cartFull: `ஒரு கூடையில் அதிகபட்சம் ${MAX_CART_LINES} வெவ்வேறு பொருட்கள் இருக்கலாம். முதலில் இவற்றுக்கு ஆர்டர் செய்யவும், அல்லது ஒன்றை நீக்கவும்.`,
  donationInvalid: 'நன்கொடையை ரூபாயில் உள்ளிடவும், எ.கா. 50 அல்லது 50.50.',
  donationNegative: 'நன்கொடை எதிர்மறையாக இருக்க முடியாது.',
  donationTooLarge: (max: string) => `நன்கொடை அதிகபட்சம் ${max} வரை இருக்கலாம்.`,
  lineTooLong: `அதிகபட்சம் ${MAX_ADDRESS_LINE_LENGTH} எழுத்துகள் இருக்கலாம்`,
  streetTooLong: `அதிகபட்சம் ${MAX_STREET_ADDRESS_LENGTH} எழுத்துகள் இருக்கலாம்`,
} satisfies Widen<typeof checkoutMessages>;
