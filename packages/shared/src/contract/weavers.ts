import { z } from 'zod';
import {
  AdminWeaverInputSchema,
  DisbursementInputSchema,
  DisbursementSchema,
  DonationLedgerSchema,
  PublicWeaverListSchema,
  WeaverListSchema,
  WeaverPageSchema,
  WeaverSchema,
  WithdrawDisbursementInputSchema,
} from '../schemas/weavers.ts';
import { endpointGroup } from './endpoint.ts';

// The weavers behind the products and the open donation ledger (issue 17).
const weaversEndpoint = endpointGroup({ tags: ['weavers'] });
// The admin's side: 401 without a session, 403 for anyone else.
const adminEndpoint = endpointGroup({ tags: ['admin'], errors: [401, 403] });
const params = z.object({ id: z.string().max(100) });

export const publicWeavers = weaversEndpoint('GET /api/weavers', 'Weavers who agreed to be shown, for the Weavers page', { 200: PublicWeaverListSchema });

export const weaverPage = weaversEndpoint('GET /api/weavers/:slug', "A weaver's public profile and their pieces in stock", { 200: WeaverPageSchema }, {
  params: z.object({ slug: z.string().max(200) }),
  errors: [404],
});

export const donationLedger = weaversEndpoint(
  'GET /api/donations/ledger',
  'Help Our Weavers in the open: the total raised (as on the Funds tab), the total given out, and every disbursement, newest first',
  { 200: DonationLedgerSchema },
);

export const weavers = adminEndpoint('GET /api/admin/weavers', 'Every weaver profile, shown or not, by name', { 200: WeaverListSchema });

export const createWeaver = adminEndpoint('POST /api/admin/weavers', "Add a weaver's profile (shown only with their consent ticked)", { 201: WeaverSchema }, {
  body: AdminWeaverInputSchema,
  errors: [400, 409],
});

export const updateWeaver = adminEndpoint('PUT /api/admin/weavers/:id', "Change every field of a weaver's profile", { 200: WeaverSchema }, {
  params,
  body: AdminWeaverInputSchema,
  errors: [400, 404, 409],
});

export const deleteWeaver = adminEndpoint('DELETE /api/admin/weavers/:id', 'Delete a profile no product names', { 204: null }, { params, errors: [404, 409] });

export const disbursements = adminEndpoint('GET /api/admin/disbursements', 'The donation ledger as the admin keeps it', { 200: DonationLedgerSchema });

export const createDisbursement = adminEndpoint(
  'POST /api/admin/disbursements',
  'Record money given out from the donations: date, amount, to which weavers or for which cause, an optional receipt image. ' +
    'Refused (409, naming what is left) when the amount is more than the donations still hold: raised less given',
  { 201: DisbursementSchema },
  { body: DisbursementInputSchema, errors: [400, 409] },
);

export const withdrawDisbursement = adminEndpoint(
  'POST /api/admin/disbursements/:id/withdraw',
  'Withdraw a ledger entry recorded by mistake, saying why: it stays in the public ledger, struck through with the reason, and no longer counts as given. Entries are never deleted',
  { 200: DisbursementSchema },
  { params, body: WithdrawDisbursementInputSchema, errors: [400, 404, 409] },
);
