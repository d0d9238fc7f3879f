import {
  isUuid,
  AppError,
  bilingual,
  canMoveOrder,
  ErrorCode,
  formatOrderNumber,
  ORIGINAL_SHOP_PROVIDER,
  TA_ORDER_STATUS_NAMES,
  type AdminFunds,
  type AdminOrder,
  type AdminOrderAction,
  type AdminOrderFilter,
  type AdminOrderList,
  type AdminOrderListQuery,
  type AdminOrderStatusInput,
  type AdminSales,
  type AdminStats,
  type AdminUserList,
  type AdminUserListQuery,
  type OrderStatus,
  codRulesFromSettings,
  codSettingsFromRules,
  type CodRules,
  type CodSettings,
  type Widen,
} from '@handloom/shared';
import type { AdminOrderRow, AdminRepository, OrderCursor, OrderFilter } from './admin.repository.ts';
import { ADMIN_CANCELLABLE_STATUSES, orderMessages, taOrderMessages, toOrder } from '../orders/orders.service.ts';
import { ORDER_CSV_HEADER, CSV_BOM, orderCsvRow } from './orders-csv.ts';

const ADMIN_ACTIONS: readonly AdminOrderAction[] = ['packed', 'shipped', 'delivered', 'returned', 'cancelled'];
const EXPORT_BATCH = 500;

export const adminOrderMessages = {
  notFound: orderMessages.notFound,
  notAllowed: (from: OrderStatus, to: AdminOrderAction) => `An order that is ${from} cannot be marked ${to}.`,
  returnedIsCod: 'Only a cash-on-delivery order is returned to sender; a prepaid order is cancelled and refunded.',
  importedNotCancellable:
    'This order was paid in the earlier shop and imported from it: the shop cannot refund that payment or put back its stock. Refund it where it was paid.',
  noteOnlyWhenShipping: 'A tracking note goes with marking the order shipped.',
  noRefundOwed: 'This order owes no refund: it was refunded, is being refunded now, or was not paid online.',
  refundRefused: (reason: string) => `The payment service refused the refund again: ${reason} Put that right, then try again.`,
} as const;

export const taAdminOrderMessages = {
  notFound: taOrderMessages.notFound,
  // Not yet checked by a Tamil speaker (this and the three below). The statuses by the dashboard's names, in quotes;
  // "எனக் குறி" as its Mark buttons (ta-admin.ts orders.markPacked...) say it.
  notAllowed: (from: OrderStatus, to: AdminOrderAction) => `"${TA_ORDER_STATUS_NAMES[from]}" நிலையில் உள்ள ஆர்டரை "${TA_ORDER_STATUS_NAMES[to]}" எனக் குறிக்க முடியாது.`,
  returnedIsCod: 'டெலிவரியில் பணம் ஆர்டர் மட்டுமே அனுப்புநருக்குத் திரும்பும்; முன்பணம் செலுத்திய ஆர்டர் ரத்து செய்யப்பட்டு, பணம் திருப்பி அளிக்கப்படும்.',
  importedNotCancellable:
    'இந்த ஆர்டருக்கு முந்தைய கடையில் பணம் செலுத்தப்பட்டு, அங்கிருந்து இறக்குமதி செய்யப்பட்டது: அந்தப் பணத்தை இந்தக் கடையால் திருப்பி அளிக்கவோ, அதன் பொருட்களை மீண்டும் இருப்பில் சேர்க்கவோ முடியாது. பணம் செலுத்திய இடத்திலேயே பணத்தைத் திருப்பி அளிக்கவும்.',
  noteOnlyWhenShipping: 'ஆர்டரை "அனுப்பப்பட்டது" எனக் குறிக்கும்போது மட்டுமே கண்காணிப்புக் குறிப்பு சேர்க்கப்படும்.',
  // Not yet checked by a Tamil speaker (these two). The payment service's reason stays in its own English.
  noRefundOwed: 'இந்த ஆர்டருக்குத் திருப்பி அளிக்க வேண்டிய பணம் இல்லை: பணம் ஏற்கெனவே திருப்பி அளிக்கப்பட்டது, இப்போது அளிக்கப்படுகிறது, அல்லது ஆன்லைனில் செலுத்தப்படவில்லை.',
  refundRefused: (reason: string) => `பணம் செலுத்தும் சேவை மீண்டும் பணத்தைத் திருப்பி அளிக்க மறுத்தது: ${reason} அதைச் சரிசெய்த பின் மீண்டும் முயலவும்.`,
} satisfies Widen<typeof adminOrderMessages>;

const adminOrderTexts = bilingual(adminOrderMessages, taAdminOrderMessages);

/**
 * How the admin moves an order: the orders feature owns every status change
 * (its state machine, stock and refunds); the dashboard only asks.
 */
export interface OrderMoves {
  /** packed / shipped / delivered / returned; false when the order is not in a state that leads there. */
  advanceByAdmin(orderId: string, to: 'packed' | 'shipped' | 'delivered' | 'returned', trackingNote: string | null): Promise<boolean>;
  /** Cancels (stock back) and refunds once; false when the order can no longer be cancelled. */
  cancelByAdmin(orderId: string): Promise<boolean>;
  /** Asks the provider again for a cancelled order's refund: 'none' when none is owed, else what it said. */
  retryRefundByAdmin(orderId: string): Promise<'refunded' | 'none' | { failed: string }>;
}

/** The owner's COD rules, kept by the checkout feature. */
export interface CodRulesStore {
  read(): Promise<CodRules>;
  write(rules: CodRules): Promise<void>;
}

/** The list's filters as the repository takes them: an empty search is no search. */
function orderFilter({ status, search }: AdminOrderFilter): OrderFilter {
  return { ...(status ? { status } : {}), ...(search ? { search } : {}) };
}

export function adminService(repository: AdminRepository, moves: OrderMoves, codRules: CodRulesStore) {
  async function mustFind(id: string): Promise<AdminOrderRow> {
    const row = isUuid(id) ? await repository.order(id) : null;
    if (!row) throw new AppError(ErrorCode.notFound, adminOrderTexts.notFound);
    return row;
  }

  return {
    stats(): Promise<AdminStats> {
      return repository.stats();
    },

    async codSettings(): Promise<CodSettings> {
      return codSettingsFromRules(await codRules.read());
    },

    async updateCodSettings(settings: CodSettings): Promise<CodSettings> {
      await codRules.write(codRulesFromSettings(settings));
      return codSettingsFromRules(await codRules.read());
    },

    async orders(query: AdminOrderListQuery): Promise<AdminOrderList> {
      const { rows, total } = await repository.orders({
        ...orderFilter(query),
        limit: query.pageSize,
        offset: (query.page - 1) * query.pageSize,
      });
      return { items: rows.map(toAdminOrder), page: query.page, pageSize: query.pageSize, total };
    },

    /** The filtered orders as CSV, read and written a batch at a time. */
    async *ordersCsv(filter: AdminOrderFilter): AsyncGenerator<string> {
      yield CSV_BOM + ORDER_CSV_HEADER;
      let cursor: OrderCursor | null = null;
      for (;;) {
        const rows = await repository.ordersAfter({ ...orderFilter(filter), cursor, limit: EXPORT_BATCH });
        if (rows.length) yield rows.map((row) => orderCsvRow(toAdminOrder(row))).join('');
        const last = rows.at(-1);
        if (!last || rows.length < EXPORT_BATCH) return;
        cursor = { createdAt: last.createdAt, id: last.id };
      }
    },

    /** Moves an order on (packed, shipped with an optional note, delivered) or cancels it; answers it as it ends up. */
    async changeStatus(id: string, input: AdminOrderStatusInput): Promise<AdminOrder> {
      const order = await mustFind(id);
      const note = input.trackingNote ? input.trackingNote : null;
      if (note && input.status !== 'shipped') throw new AppError(ErrorCode.validation, adminOrderTexts.noteOnlyWhenShipping, { trackingNote: adminOrderTexts.noteOnlyWhenShipping });
      const refused = () => new AppError(ErrorCode.conflict, adminOrderTexts.notAllowed(order.status, input.status));
      if (!canMoveOrder(order.status, input.status)) throw refused();
      if (input.status === 'returned' && order.paymentMethod !== 'cod') throw new AppError(ErrorCode.conflict, adminOrderTexts.returnedIsCod);
      if (input.status === 'cancelled' && order.paymentProvider === ORIGINAL_SHOP_PROVIDER) throw new AppError(ErrorCode.conflict, adminOrderTexts.importedNotCancellable);
      const moved = input.status === 'cancelled' ? await moves.cancelByAdmin(order.id) : await moves.advanceByAdmin(order.id, input.status, note);
      // Someone else moved it first (another admin tab, the shopper cancelling): say so rather than pretend.
      if (!moved) {
        const now = await mustFind(id);
        throw new AppError(ErrorCode.conflict, adminOrderTexts.notAllowed(now.status, input.status));
      }
      return toAdminOrder(await mustFind(id));
    },

    /** "Try the refund again": the order as it ends up, refunded; 409 when none is owed, 503 with the provider's reason when refused. */
    async retryRefund(id: string): Promise<AdminOrder> {
      const order = await mustFind(id);
      const outcome = await moves.retryRefundByAdmin(order.id);
      if (outcome === 'none') throw new AppError(ErrorCode.conflict, adminOrderTexts.noRefundOwed);
      if (outcome !== 'refunded') throw new AppError(ErrorCode.unavailable, adminOrderTexts.refundRefused(outcome.failed));
      return toAdminOrder(await mustFind(id));
    },

    async users(query: AdminUserListQuery): Promise<AdminUserList> {
      const search = query.search?.trim();
      const { rows, total } = await repository.users({
        ...(search ? { search } : {}),
        limit: query.pageSize,
        offset: (query.page - 1) * query.pageSize,
      });
      return {
        items: rows.map((row) => ({ ...row, joinedAt: row.joinedAt.toISOString() })),
        page: query.page,
        pageSize: query.pageSize,
        total,
      };
    },

    async funds(query: { page: number; pageSize: number }): Promise<AdminFunds> {
      const { rows, total, totalPaise } = await repository.donations({ limit: query.pageSize, offset: (query.page - 1) * query.pageSize });
      return {
        items: rows.map((row) => ({
          ...row,
          orderNumber: row.orderNumber === null ? null : formatOrderNumber(row.orderNumber),
          paidAt: (row.paidAt ?? new Date(0)).toISOString(),
        })),
        page: query.page,
        pageSize: query.pageSize,
        total,
        totalRaisedPaise: totalPaise,
      };
    },

    /** What the Funds tab calls the total raised. */
    raisedPaise(): Promise<number> {
      return repository.donationTotalPaise();
    },

    async sales(): Promise<AdminSales> {
      return { days: await repository.salesPerDay() };
    },
  };
}
export type AdminService = ReturnType<typeof adminService>;

/** The one mapping from a stored order to what the admin sees. */
export function toAdminOrder(row: AdminOrderRow): AdminOrder {
  // What the shopper sees of the order (one mapping, in the orders feature), plus what only the admin sees.
  const { cancellable: _cancellable, retryable: _retryable, ...order } = toOrder(row, new Date());
  return {
    ...order,
    refundId: row.refundId,
    refundOwed:
      row.status === 'cancelled' && row.paymentId !== null && row.refundId === null
        ? { failedAt: row.refundFailedAt?.toISOString() ?? null, failure: row.refundFailure }
        : null,
    customer: { uid: row.userId, name: row.customerName, email: row.email },
    actions: ADMIN_ACTIONS.filter(
      (action) =>
        canMoveOrder(row.status, action) &&
        (action !== 'returned' || row.paymentMethod === 'cod') &&
        (action !== 'cancelled' || ADMIN_CANCELLABLE_STATUSES.includes(row.status)) &&
        // An imported order's payment was taken by the earlier shop (see changeStatus).
        (action !== 'cancelled' || row.paymentProvider !== ORIGINAL_SHOP_PROVIDER),
    ),
  };
}
