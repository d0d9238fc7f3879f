// Amounts in words as Indian invoices print them: "Rupees Four Thousand
// Fifty-Two and Paise Fifty Only", grouped in crore, lakh, thousand and hundred.
// No registry package writes the Indian order ("Rupees ... and Paise ...") in
// English; this is small and tested (amount-in-words.test.ts).

const ONES = [
  '',
  'One',
  'Two',
  'Three',
  'Four',
  'Five',
  'Six',
  'Seven',
  'Eight',
  'Nine',
  'Ten',
  'Eleven',
  'Twelve',
  'Thirteen',
  'Fourteen',
  'Fifteen',
  'Sixteen',
  'Seventeen',
  'Eighteen',
  'Nineteen',
];
const TENS = ['', '', 'Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty', 'Ninety'];

function belowHundred(n: number): string {
  if (n < 20) return ONES[n] ?? '';
  const unit = n % 10;
  return `${TENS[Math.floor(n / 10)] ?? ''}${unit ? `-${ONES[unit] ?? ''}` : ''}`;
}

function belowThousand(n: number): string {
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  return [hundreds ? `${ONES[hundreds] ?? ''} Hundred` : '', rest ? belowHundred(rest) : ''].filter(Boolean).join(' ');
}

/** A whole number in Indian words: 1,23,45,678 -> "One Crore Twenty-Three Lakh Forty-Five Thousand Six Hundred Seventy-Eight". */
export function wholeNumberInWords(n: number): string {
  if (!Number.isSafeInteger(n) || n < 0) throw new RangeError(`a whole number from 0 is needed, got ${n}`);
  if (n === 0) return 'Zero';
  const crore = Math.floor(n / 10_000_000);
  const lakh = Math.floor((n % 10_000_000) / 100_000);
  const thousand = Math.floor((n % 100_000) / 1_000);
  const rest = n % 1_000;
  return [
    crore ? `${wholeNumberInWords(crore)} Crore` : '',
    lakh ? `${belowHundred(lakh)} Lakh` : '',
    thousand ? `${belowHundred(thousand)} Thousand` : '',
    rest ? belowThousand(rest) : '',
  ]
    .filter(Boolean)
    .join(' ');
}

/** 405250 paise -> "Rupees Four Thousand Fifty-Two and Paise Fifty Only". */
export function rupeesInWords(paise: number): string {
  if (!Number.isSafeInteger(paise) || paise < 0) throw new RangeError(`paise must be whole and non-negative, got ${paise}`);
  const rupees = Math.floor(paise / 100);
  const rest = paise % 100;
  return rest === 0 ? `Rupees ${wholeNumberInWords(rupees)} Only` : `Rupees ${wholeNumberInWords(rupees)} and Paise ${belowHundred(rest)} Only`;
}
