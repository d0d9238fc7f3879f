import { z } from 'zod';
import { formatCount, formatRupeesShort } from '../india-format.ts';
import { parseRupeesToPaise } from '../money.ts';
import { MAX_IMAGE_URL_LENGTH, isAcceptedImageUrl } from './admin-product.ts';
import { ProductSchema } from './product.ts';

// The weavers behind the products (issue 17): their profiles, the provenance
// a product carries, and the open ledger of what the donations paid for.
// Every claim here is a field the admin sets; nothing is claimed by default.

export const LOOM_TYPES = ['pit', 'frame'] as const;
export type LoomType = (typeof LOOM_TYPES)[number];

export const MAX_WEAVER_NAME_LENGTH = 120;
export const MAX_PLACE_LENGTH = 120;
export const MAX_STORY_LENGTH = 3_000;
export const MAX_SLUG_LENGTH = 80;
export const MAX_YEARS_WEAVING = 90;
export const MAX_RECIPIENT_LENGTH = 300;
export const MAX_DISBURSEMENT_RUPEES = 1_00_00_000;
export const MIN_WITHDRAW_REASON_LENGTH = 5;
export const MAX_WITHDRAW_REASON_LENGTH = 300;

export const weaverMessages = {
  allFieldsRequired: 'All fields are required',
  someFieldsWrong: 'Some fields need attention.',
  nameTooLong: `A name can be at most ${MAX_WEAVER_NAME_LENGTH} characters`,
  placeTooLong: `A place can be at most ${MAX_PLACE_LENGTH} characters`,
  slugInvalid: 'The web address name uses small letters, digits and single hyphens, like meena-ayyasamy',
  slugTaken: 'Another weaver already has this web address name.',
  loomInvalid: 'Choose a pit loom or a frame loom',
  yearsInvalid: `Years weaving must be a whole number from 0 to ${MAX_YEARS_WEAVING}`,
  storyTooLong: `The story can be at most ${formatCount(MAX_STORY_LENGTH)} characters`,
  portraitInvalid: 'The portrait must be an uploaded image or start with https:// or http://',
  imageNotFound: 'This uploaded image is not in the shop any more. Please upload it again.',
  consentNeeded: "Tick the weaver's consent before showing the profile in the shop.",
  weaverNotFound: 'This weaver does not exist or was deleted.',
  weaverHasProducts: 'Products still name this weaver. Change them first, then delete the profile.',
  dateInvalid: 'Enter the date as YYYY-MM-DD, not in the future',
  amountInvalid: 'Amount must be in rupees with at most two decimals, more than ₹0',
  amountTooHigh: `Amount can be at most ₹${formatCount(MAX_DISBURSEMENT_RUPEES)}`,
  recipientTooLong: `This can be at most ${MAX_RECIPIENT_LENGTH} characters`,
  disbursementNotFound: 'There is no such entry in the ledger.',
  withdrawReasonShort: `Say in at least ${MIN_WITHDRAW_REASON_LENGTH} characters why this entry is withdrawn: the ledger shows it`,
  withdrawReasonLong: `The reason can be at most ${MAX_WITHDRAW_REASON_LENGTH} characters`,
  alreadyWithdrawn: 'This entry was already withdrawn.',
  /** A disbursement larger than what the donations still hold (raised less given). */
  /** What is left (raised less given) is negative when a donation was refunded after its rupees were given. */
  moreThanLeft: (leftPaise: number) =>
    leftPaise > 0
      ? `Only ${formatRupeesShort(leftPaise)} of the donations is left to give. Enter at most that amount.`
      : leftPaise === 0
        ? 'Nothing of the donations is left to give: every rupee raised has been given.'
        : `Nothing of the donations is left to give: ${formatRupeesShort(-leftPaise)} more has been given than they raised (a donation refunded after it was given).`,
} as const;

const REQUIRED = weaverMessages.allFieldsRequired;

/** Typed text (a JSON number is read as text); missing is "". */
const typed = z
  .union([z.string(), z.number()])
  .nullish()
  .transform((value) => (value === undefined || value === null ? '' : String(value).replace(/\r\n?/g, '\n').trim().normalize('NFC')));

const requiredText = (max: number, tooLong: string) => typed.pipe(z.string().min(1, REQUIRED).max(max, tooLong));
/** Text that may be left empty (a Tamil version): empty is null. */
const optionalText = (max: number, tooLong: string) => typed.pipe(z.string().max(max, tooLong).transform((text) => text || null));
const optionalImage = (invalid: string) =>
  typed.pipe(
    z
      .string()
      .max(MAX_IMAGE_URL_LENGTH, invalid)
      .refine((url) => url === '' || isAcceptedImageUrl(url), invalid)
      .transform((url) => url || null),
  );

export const AdminWeaverInputSchema = z
  .object({
    nameEn: requiredText(MAX_WEAVER_NAME_LENGTH, weaverMessages.nameTooLong),
    nameTa: requiredText(MAX_WEAVER_NAME_LENGTH, weaverMessages.nameTooLong),
    slug: typed.pipe(
      z
        .string()
        .min(1, REQUIRED)
        .max(MAX_SLUG_LENGTH, weaverMessages.slugInvalid)
        .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, weaverMessages.slugInvalid),
    ),
    village: requiredText(MAX_PLACE_LENGTH, weaverMessages.placeTooLong),
    district: requiredText(MAX_PLACE_LENGTH, weaverMessages.placeTooLong),
    loom: typed.pipe(z.string().min(1, REQUIRED).pipe(z.enum(LOOM_TYPES, weaverMessages.loomInvalid))),
    yearsWeaving: typed.pipe(
      z.string().min(1, REQUIRED).regex(/^\d{1,2}$/, weaverMessages.yearsInvalid).transform(Number).pipe(z.number().max(MAX_YEARS_WEAVING, weaverMessages.yearsInvalid)),
    ),
    story: requiredText(MAX_STORY_LENGTH, weaverMessages.storyTooLong),
    // The Tamil pages show these where the owner gave them, the English otherwise.
    villageTa: optionalText(MAX_PLACE_LENGTH, weaverMessages.placeTooLong),
    districtTa: optionalText(MAX_PLACE_LENGTH, weaverMessages.placeTooLong),
    storyTa: optionalText(MAX_STORY_LENGTH, weaverMessages.storyTooLong),
    portrait: optionalImage(weaverMessages.portraitInvalid),
    consent: z.boolean().nullish().transform(Boolean),
    published: z.boolean().nullish().transform(Boolean),
  })
  // The weaver's consent is the condition of being shown at all.
  .refine((weaver) => !weaver.published || weaver.consent, { message: weaverMessages.consentNeeded, path: ['consent'] });
export type AdminWeaverForm = z.input<typeof AdminWeaverInputSchema>;
export type AdminWeaverInput = z.output<typeof AdminWeaverInputSchema>;

const weaverFields = {
  slug: z.string(),
  nameEn: z.string(),
  nameTa: z.string(),
  village: z.string(),
  district: z.string(),
  loom: z.enum(LOOM_TYPES),
  yearsWeaving: z.number().int(),
  story: z.string(),
  /** The place and story in Tamil; null where the owner gave none (the Tamil pages show the English). */
  villageTa: z.string().nullable(),
  districtTa: z.string().nullable(),
  storyTa: z.string().nullable(),
  portrait: z.string().nullable(),
  /** An invented weaver of the demo catalogue: the pages say so. */
  illustrative: z.boolean(),
};

/** The admin's view of a profile. */
export const WeaverSchema = z.object({ id: z.uuid(), ...weaverFields, consent: z.boolean(), published: z.boolean(), createdAt: z.iso.datetime({ offset: true }) });
export type Weaver = z.infer<typeof WeaverSchema>;
export const WeaverListSchema = z.object({ items: z.array(WeaverSchema) });
export type WeaverList = z.infer<typeof WeaverListSchema>;

/** A profile as the shop shows it (consented and published only). */
export const PublicWeaverSchema = z.object(weaverFields);
export type PublicWeaver = z.infer<typeof PublicWeaverSchema>;
export const PublicWeaverListSchema = z.object({ items: z.array(PublicWeaverSchema) });
export type PublicWeaverList = z.infer<typeof PublicWeaverListSchema>;

/** /weavers/:slug: the profile and the weaver's pieces in stock. */
export const WeaverPageSchema = z.object({ weaver: PublicWeaverSchema, products: z.array(ProductSchema) });
export type WeaverPage = z.infer<typeof WeaverPageSchema>;

// --- The donation ledger -----------------------------------------------------

export const DisbursementInputSchema = z.object({
  givenOn: typed.pipe(
    z
      .string()
      .min(1, REQUIRED)
      .refine((date) => isPastOrTodayDate(date), weaverMessages.dateInvalid),
  ),
  amount: typed.pipe(
    z
      .string()
      .min(1, REQUIRED)
      .transform((text, context) => {
        const paise = parseRupeesToPaise(text);
        if (paise === null || paise <= 0) context.addIssue({ code: 'custom', message: weaverMessages.amountInvalid });
        else if (paise > MAX_DISBURSEMENT_RUPEES * 100) context.addIssue({ code: 'custom', message: weaverMessages.amountTooHigh });
        return paise ?? 0;
      }),
  ),
  recipient: requiredText(MAX_RECIPIENT_LENGTH, weaverMessages.recipientTooLong),
  receipt: optionalImage(weaverMessages.portraitInvalid),
});
export type DisbursementForm = z.input<typeof DisbursementInputSchema>;
export type DisbursementInput = z.output<typeof DisbursementInputSchema>;

/** A real calendar date (YYYY-MM-DD) no later than today in India (a day's slack for time zones). */
function isPastOrTodayDate(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const date = new Date(`${text}T00:00:00Z`);
  if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== text) return false;
  return date.getTime() <= Date.now() + 24 * 60 * 60 * 1000 && date.getUTCFullYear() >= 2000;
}

/** Why an entry recorded by mistake is withdrawn: it stays in the public ledger, struck through, with this reason. */
export const WithdrawDisbursementInputSchema = z.object({
  reason: typed.pipe(z.string().min(MIN_WITHDRAW_REASON_LENGTH, weaverMessages.withdrawReasonShort).max(MAX_WITHDRAW_REASON_LENGTH, weaverMessages.withdrawReasonLong)),
});
export type WithdrawDisbursementForm = z.input<typeof WithdrawDisbursementInputSchema>;
export type WithdrawDisbursementInput = z.output<typeof WithdrawDisbursementInputSchema>;

export const DisbursementSchema = z.object({
  id: z.uuid(),
  givenOn: z.string(),
  amountPaise: z.number().int(),
  recipient: z.string(),
  receipt: z.string().nullable(),
  /** Set when the owner withdrew the entry (recorded by mistake): it is still listed, and not counted as given. */
  withdrawn: z.object({ at: z.iso.datetime({ offset: true }), reason: z.string() }).nullable(),
});
export type Disbursement = z.infer<typeof DisbursementSchema>;

/** The open ledger: what donations raised (the Funds tab's total), what was given out, and each gift (withdrawn ones too). */
export const DonationLedgerSchema = z.object({
  raisedPaise: z.number().int(),
  givenPaise: z.number().int(),
  disbursements: z.array(DisbursementSchema),
});
export type DonationLedger = z.infer<typeof DonationLedgerSchema>;
