import { z } from 'zod';
import { OrderSchema, OrderStatusSchema } from './orders.ts';

/** The dashboard's stat cards: Total Products, Total Orders, Total Users. */
export const AdminStatsSchema = z.object({
  totalProducts: z.number().int(),
  totalOrders: z.number().int(),
  totalUsers: z.number().int(),
  /** Prepaid and cash-on-delivery orders side by side (placed orders that still stand). */
  prepaid: z.object({ orders: z.number().int(), valuePaise: z.number().int() }),
  cod: z.object({
    orders: z.number().int(),
    valuePaise: z.number().int(),
    /** Cash of COD orders placed, packed or shipped: still to be collected. */
    toCollectPaise: z.number().int(),
    /** Returned to sender out of COD orders that reached the door (delivered + returned), 0..1; null before any. */
    returnedRate: z.number().nullable(),
  }),
});
export type AdminStats = z.infer<typeof AdminStatsSchema>;

export const ADMIN_PAGE_SIZE = 20;

const page = z.coerce.number().int().min(1, 'Page must be a whole number from 1.').max(100_000).default(1);
const pageSize = z.coerce.number().int().min(1).max(100).default(ADMIN_PAGE_SIZE);

const filterStatuses = ['payment_pending', 'paid', 'placed', 'packed', 'shipped', 'delivered', 'returned', 'cancelled', 'refunded', 'expired'] as const;

/** The states an admin filters orders by: placed (numbered) orders only (an unpaid checkout is not an order). */
export const AdminOrderFilterStatusSchema = z.enum(filterStatuses, {
  error: `Status must be one of ${filterStatuses.join(', ')}.`,
});
export type AdminOrderFilterStatus = z.infer<typeof AdminOrderFilterStatusSchema>;

export const MAX_ADMIN_SEARCH_LENGTH = 100;

/** The text of an admin list's search box. */
const adminSearch = z
  .string('Search must be a single piece of text.')
  .trim()
  .max(MAX_ADMIN_SEARCH_LENGTH, `Search text can be at most ${MAX_ADMIN_SEARCH_LENGTH} characters.`)
  .optional();

/** The orders list's filters: a status, and a search by order number, name, email, phone or pincode. */
export const AdminOrderFilterSchema = z.object({
  status: AdminOrderFilterStatusSchema.optional(),
  search: adminSearch,
});
export type AdminOrderFilter = z.infer<typeof AdminOrderFilterSchema>;

export const AdminOrderListQuerySchema = AdminOrderFilterSchema.extend({ page, pageSize });
export type AdminOrderListQuery = z.infer<typeof AdminOrderListQuerySchema>;

export const AdminOrderExportQuerySchema = AdminOrderFilterSchema;

/**
 * The moves the admin makes; `cancelled` returns the stock and refunds the payment;
 * `delivered` of a cash-on-delivery order means the cash was collected; `returned`
 * (COD refused at the door) puts the stock back with nothing to refund.
 */
export const AdminOrderActionSchema = z.enum(['packed', 'shipped', 'delivered', 'returned', 'cancelled']);
export type AdminOrderAction = z.infer<typeof AdminOrderActionSchema>;

export const MAX_TRACKING_NOTE_LENGTH = 500;

export const AdminOrderStatusInputSchema = z.object({
  status: AdminOrderActionSchema,
  /** Shown to the shopper on Your Orders (e.g. courier and tracking number); with `shipped` only. */
  trackingNote: z
    .string()
    .trim()
    .max(MAX_TRACKING_NOTE_LENGTH, `Tracking note can be at most ${MAX_TRACKING_NOTE_LENGTH} characters`)
    .optional(),
});
export type AdminOrderStatusInput = z.infer<typeof AdminOrderStatusInputSchema>;

/** An order as the admin sees it: the shopper's view plus who placed it and what the admin may do next. */
export const AdminOrderSchema = OrderSchema.omit({ cancellable: true, retryable: true }).extend({
  customer: z.object({ uid: z.string(), name: z.string(), email: z.string() }),
  refundId: z.string().nullable(),
  /**
   * A cancelled order paid online whose refund is not made yet: when the
   * payment service last refused it and what it said (both null before any
   * refusal); null when no refund is owed.
   */
  refundOwed: z.object({ failedAt: z.iso.datetime({ offset: true }).nullable(), failure: z.string().nullable() }).nullable(),
  /** The moves allowed from the current status. */
  actions: z.array(AdminOrderActionSchema),
});
export type AdminOrder = z.infer<typeof AdminOrderSchema>;

/** One page of an admin list, with the number of matches for the page count. */
export function adminPageOf<Item extends z.ZodType>(item: Item) {
  return z.object({ items: z.array(item), page: z.number().int(), pageSize: z.number().int(), total: z.number().int() });
}

export const AdminOrderListSchema = adminPageOf(AdminOrderSchema);
export type AdminOrderList = z.infer<typeof AdminOrderListSchema>;

export const AdminUserListQuerySchema = z.object({
  search: adminSearch,
  page,
  pageSize,
});
export type AdminUserListQuery = z.infer<typeof AdminUserListQuerySchema>;

export const AdminUserSchema = z.object({
  uid: z.string(),
  name: z.string(),
  email: z.string(),
  joinedAt: z.iso.datetime({ offset: true }),
  /** Orders paid and not cancelled. */
  paidOrders: z.number().int(),
});
export type AdminUser = z.infer<typeof AdminUserSchema>;

export const AdminUserListSchema = adminPageOf(AdminUserSchema);
export type AdminUserList = z.infer<typeof AdminUserListSchema>;

export const AdminFundsQuerySchema = z.object({ page, pageSize });

export const DonationSchema = z.object({
  orderId: z.uuid(),
  /** KH-10234, as the shop names orders everywhere; null for an order never numbered (the id stands in for it). */
  orderNumber: z.string().nullable(),
  paidAt: z.iso.datetime({ offset: true }),
  donorName: z.string(),
  donorEmail: z.string(),
  donationPaise: z.number().int(),
  status: OrderStatusSchema,
});
export type Donation = z.infer<typeof DonationSchema>;

export const AdminFundsSchema = adminPageOf(DonationSchema).extend({
  /** Donations of paid orders that were not cancelled: the money that reaches the weavers. */
  totalRaisedPaise: z.number().int(),
});
export type AdminFunds = z.infer<typeof AdminFundsSchema>;

export const SALES_CHART_DAYS = 30;

/** Orders and revenue per day (India's calendar), oldest first, the last SALES_CHART_DAYS days including today. */
export const AdminSalesSchema = z.object({
  days: z.array(z.object({ date: z.iso.date(), orders: z.number().int(), revenuePaise: z.number().int() })),
});
export type AdminSales = z.infer<typeof AdminSalesSchema>;

/** The dashboard's safety panel: the newest backup and the disk under DATA_DIR. */
export const AdminBackupStatusSchema = z.object({
  lastBackup: z
    .object({
      id: z.string(),
      finishedAt: z.iso.datetime(),
      sizeBytes: z.number().int(),
      /** `images`: the database is external (DATABASE_URL) and backed up by its service. */
      contents: z.enum(['database', 'images']),
    })
    .nullable(),
  /** The newest backup is more than 36 hours old; or there is none, though the daily backup has had 36 hours to run since the shop started. */
  backupStale: z.boolean(),
  diskFreePercent: z.number(),
  /** Less than 10 % of the disk under DATA_DIR is free. */
  diskLow: z.boolean(),
  databaseIncluded: z.boolean(),
});
export type AdminBackupStatus = z.infer<typeof AdminBackupStatusSchema>;
