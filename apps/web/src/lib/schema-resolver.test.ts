import {
  CodConfirmInputSchema,
  DeliveryAddressSchema,
  DonationFormSchema,
  PincodeSchema,
  ReviewInputSchema,
  SellerSettingsInputSchema,
  SignupFormSchema,
  taAuthMessages,
  taCheckoutMessages,
  taCodMessages,
  taReviewMessages,
} from '@handloom/shared';
import type { FieldValues, Resolver, ResolverOptions } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { loadedInTamil } from '../testing/in-tamil.ts';

// The forms' checks as a Tamil page runs them: the resolver is loaded as the
// Tamil build has it (testing/in-tamil.ts).

const options: ResolverOptions<FieldValues> = { fields: {}, names: [], shouldUseNativeValidation: false };

/** The message of each field the resolver finds wrong, by its path. */
async function problems(resolver: Resolver<FieldValues, unknown, FieldValues>, values: FieldValues): Promise<Record<string, string>> {
  const { errors } = await resolver(values, undefined, options);
  const found: Record<string, string> = {};
  const walk = (node: unknown, path: string) => {
    if (!node || typeof node !== 'object') return;
    const error = node as { type?: unknown; message?: unknown };
    if (typeof error.type === 'string') {
      if (typeof error.message === 'string') found[path] = error.message;
      return;
    }
    for (const [key, value] of Object.entries(node)) walk(value, path ? `${path}.${key}` : key);
  };
  walk(errors, '');
  return found;
}

const tamil = loadedInTamil(() => import('./schema-resolver.ts'));
// Each schema's own typed values do not matter here.
const resolverOf = (schema: z.ZodType) => (tamil.schemaResolver as unknown as (schema: z.ZodType) => Resolver<FieldValues, unknown, FieldValues>)(schema);

describe('a form on a Tamil page', () => {
  it('says the signup form’s problems in Tamil', async () => {
    const signup = resolverOf(SignupFormSchema);
    expect(await problems(signup, { name: '', email: '', password: '' })).toEqual({
      name: taAuthMessages.allFieldsRequired,
      email: taAuthMessages.allFieldsRequired,
      password: taAuthMessages.allFieldsRequired,
    });
    expect(await problems(signup, { name: 'ம'.repeat(101), email: 'meena@example.com', password: 'abc' })).toEqual({
      name: taAuthMessages.nameTooLong,
      password: taAuthMessages.passwordTooShort,
    });
  });

  it('says an address’s problems in Tamil, a box typed too long included', async () => {
    const address = { name: 'மீனா', phoneNumber: '98765 43210', pincode: '632301', address: '12 கார் தெரு', locality: 'ஆரணி', city: 'Tiruvannamalai', state: 'Tamil Nadu', landmark: '' };
    expect(await problems(resolverOf(DeliveryAddressSchema), { ...address, name: 'ம'.repeat(101), phoneNumber: '12345', pincode: '0123', address: 'அ'.repeat(301) })).toEqual({
      name: taCheckoutMessages.lineTooLong,
      phoneNumber: taCheckoutMessages.phoneInvalid,
      pincode: taCheckoutMessages.pincodeInvalid,
      address: taCheckoutMessages.streetTooLong,
    });
  });

  it('says the donation’s limit, the cash-on-delivery code and a review’s problems in Tamil', async () => {
    expect(await problems(resolverOf(DonationFormSchema), { give: true, donation: '200000' })).toEqual({
      donation: taCheckoutMessages.donationTooLarge('₹1,00,000'),
    });
    expect(await problems(resolverOf(CodConfirmInputSchema), { code: '12' })).toEqual({ code: taCodMessages.codeFormat });
    expect(await problems(resolverOf(ReviewInputSchema), { stars: '0', text: 'நல்லது' })).toEqual({
      stars: taReviewMessages.starsInvalid,
      text: taReviewMessages.textTooShort,
    });
    // No star chosen: react-hook-form gives an unchecked radio group as null.
    expect(await problems(resolverOf(ReviewInputSchema), { stars: null, text: 'மென்மையான, சீரான நெசவு; நிறங்கள் அழகு.' })).toEqual({
      stars: taReviewMessages.starsInvalid,
    });
  });

  it('says a GSTIN of another state in Tamil on the dashboard’s GST tab', async () => {
    const seller = { legalName: 'Kaithari Handlooms', address: 'Arani', stateCode: '29', registered: true, gstin: '33AAAFK0000A1ZP' };
    expect(await problems(resolverOf(SellerSettingsInputSchema), seller)).toEqual({
      gstin: 'இந்த GSTIN 33 என்று தொடங்குகிறது, ஆனால் நீங்கள் தேர்வு செய்த மாநிலத்தின் குறியீடு 29.',
    });
  });

  it('finds the messages of nested fields, and never shows zod’s own English', async () => {
    const schema = z.object({ rows: z.array(z.object({ pincode: PincodeSchema, note: z.string().max(3) })) });
    expect(await problems(resolverOf(schema), { rows: [{ pincode: '632301', note: '' }, { pincode: '12', note: 'too long' }] })).toEqual({
      'rows.1.pincode': taCheckoutMessages.pincodeInvalid,
      'rows.1.note': 'இந்தப் புலத்தைச் சரிபார்க்கவும்.',
    });
  });
});
