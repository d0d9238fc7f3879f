import { z } from 'zod';
import { GstRatesInputSchema, GstRatesSchema, GstReportQuerySchema, SellerSettingsInputSchema, SellerSettingsSchema } from '../schemas/gst.ts';
import { endpointGroup } from './endpoint.ts';

// GST documents: the shopper downloads their own invoice and credit note; the
// admin downloads any, keeps the seller and the rates, and exports the month.
const shopperEndpoint = endpointGroup({ tags: ['gst'], errors: [401] });
const adminEndpoint = endpointGroup({ tags: ['gst', 'admin'], errors: [401, 403] });
const numberParams = z.object({ number: z.string() });
const idParams = z.object({ id: z.string().max(100) });

export const invoicePdf = shopperEndpoint('GET /api/orders/:number/invoice', 'The tax invoice (or bill of supply) of one of your orders, as PDF', { 200: null }, {
  params: numberParams,
  produces: ['application/pdf'],
  errors: [404],
});

export const creditNotePdf = shopperEndpoint('GET /api/orders/:number/credit-note', 'The credit note of one of your cancelled orders, as PDF', { 200: null }, {
  params: numberParams,
  produces: ['application/pdf'],
  errors: [404],
});

export const adminInvoicePdf = adminEndpoint('GET /api/admin/orders/:id/invoice', "An order's tax invoice (or bill of supply), as PDF", { 200: null }, {
  params: idParams,
  produces: ['application/pdf'],
  errors: [404],
});

export const adminCreditNotePdf = adminEndpoint('GET /api/admin/orders/:id/credit-note', "An order's credit note, as PDF", { 200: null }, {
  params: idParams,
  produces: ['application/pdf'],
  errors: [404],
});

export const sellerSettings = adminEndpoint('GET /api/admin/settings/seller', 'The seller printed on invoices: legal name, address, state, GSTIN or not registered', {
  200: SellerSettingsSchema,
});

export const updateSellerSettings = adminEndpoint(
  'PUT /api/admin/settings/seller',
  'Change the seller; invoices already issued keep what they printed',
  { 200: SellerSettingsSchema },
  { body: SellerSettingsInputSchema, errors: [400] },
);

export const gstRates = adminEndpoint('GET /api/admin/settings/gst-rates', 'The GST rate of each HSN code (a rate up to a limit per piece, another above it)', {
  200: GstRatesSchema,
});

export const updateGstRates = adminEndpoint('PUT /api/admin/settings/gst-rates', 'Replace the GST rates table; invoices already issued keep their rates', { 200: GstRatesSchema }, {
  body: GstRatesInputSchema,
  errors: [400],
});

export const gstReport = adminEndpoint(
  'GET /api/admin/gst/report',
  "A month's GST figures as CSV: by rate and HSN, B2C by state (intra/inter-state), and the sales register of invoices and credit notes",
  { 200: null },
  { query: GstReportQuerySchema, produces: ['text/csv'], errors: [400] },
);
