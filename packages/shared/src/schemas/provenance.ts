import { z } from 'zod';

// Where a piece comes from (issue 17): the weaver or their cluster, the days on
// the loom, the yarn, and the trust marks. Each mark is a field the admin sets;
// an empty form claims nothing.

export const MAX_LOOM_DAYS = 365;
export const MAX_PROVENANCE_TEXT_LENGTH = 200;

export const provenanceMessages = {
  weaverNotFound: 'This weaver is not in the shop any more. Choose another, or none.',
  textTooLong: `This can be at most ${MAX_PROVENANCE_TEXT_LENGTH} characters`,
  loomDaysInvalid: `Days on the loom must be a whole number from 1 to ${MAX_LOOM_DAYS}, or empty`,
  silkMarkLabelInvalid: 'A Silk Mark label number is letters and digits (up to 40), or empty',
} as const;

/** Typed text (a JSON number is read as text); missing is "". */
const typed = z
  .union([z.string(), z.number()])
  .nullish()
  .transform((value) => (value === undefined || value === null ? '' : String(value).trim().normalize('NFC')));

/** Optional text: empty is null. */
const optionalText = (max: number, tooLong: string) => typed.pipe(z.string().max(max, tooLong)).transform((text) => text || null);

/** What the Add/Update Product form sends about where a piece comes from; every field may be left empty. */
export const ProvenanceInputSchema = z.object({
  weaverId: typed.pipe(z.union([z.literal(''), z.uuid(provenanceMessages.weaverNotFound)])).transform((id) => id || null),
  clusterName: optionalText(MAX_PROVENANCE_TEXT_LENGTH, provenanceMessages.textTooLong),
  loomDays: typed.pipe(
    z
      .string()
      .regex(/^(\d{1,3})?$/, provenanceMessages.loomDaysInvalid)
      .transform((days) => (days ? Number(days) : null))
      .refine((days) => days === null || (days >= 1 && days <= MAX_LOOM_DAYS), provenanceMessages.loomDaysInvalid),
  ),
  yarn: optionalText(MAX_PROVENANCE_TEXT_LENGTH, provenanceMessages.textTooLong),
  handloomMark: z.boolean().nullish().transform(Boolean),
  indiaHandloomBrand: z.boolean().nullish().transform(Boolean),
  // The Silk Mark is claimed only with the number on its label.
  silkMarkLabel: typed.pipe(z.string().regex(/^([A-Za-z0-9][A-Za-z0-9 /-]{0,39})?$/, provenanceMessages.silkMarkLabelInvalid)).transform((label) => label || null),
  giName: optionalText(MAX_PROVENANCE_TEXT_LENGTH, provenanceMessages.textTooLong),
  // The same three in Tamil, for the Tamil pages; empty shows the English there.
  clusterNameTa: optionalText(MAX_PROVENANCE_TEXT_LENGTH, provenanceMessages.textTooLong),
  yarnTa: optionalText(MAX_PROVENANCE_TEXT_LENGTH, provenanceMessages.textTooLong),
  giNameTa: optionalText(MAX_PROVENANCE_TEXT_LENGTH, provenanceMessages.textTooLong),
});
export type ProvenanceForm = z.input<typeof ProvenanceInputSchema>;
export type ProvenanceInput = z.output<typeof ProvenanceInputSchema>;

/** Nothing known, nothing claimed. */
export const NO_PROVENANCE: ProvenanceInput = {
  weaverId: null,
  clusterName: null,
  loomDays: null,
  yarn: null,
  handloomMark: false,
  indiaHandloomBrand: false,
  silkMarkLabel: null,
  giName: null,
  clusterNameTa: null,
  yarnTa: null,
  giNameTa: null,
};

