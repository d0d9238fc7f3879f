import {
  KEPT_ORDER_STATUSES,
  type AdminStats,
  type OrderStatus,
  SALES_CHART_DAYS,
  SHOP_TIME_ZONE,
  isUuid,
  normaliseIndianMobile,
  parseOrderNumber,
} from '@handloom/shared';
import { and, asc, count, desc, eq, gt, ilike, inArray, isNotNull, like, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { orderLines, orders, taxDocuments, users } from '../../db/schema.ts';
import { escapeLike } from '../../db/like.ts';
import { olderThan } from '../../db/order-keyset.ts';

// What the dashboard reads: counts, every placed order with its customer and
// lines, users with their paid orders, donations, and the sales per day.
// Status changes are not made here: they belong to the orders feature.


export type AdminOrderRow = typeof orders.$inferSelect & {
  customerName: string;
  lines: (typeof orderLines.$inferSelect)[];
  taxDocuments: { kind: (typeof taxDocuments.$inferSelect)['kind']; number: string }[];
};

/** What the Orders tab narrows the placed orders by. */
export interface OrderFilter {
  status?: OrderStatus;
  search?: string;
}

export interface OrderCursor {
  createdAt: Date;
  id: string;
}

const orderColumns = { order: orders, customerName: users.name };

/**
 * The orders a search finds, as the owner looks one up when a shopper calls or
 * writes: by its number (KH-10234, KH 10234, KH10234 or 10234), the account's
 * or the recipient's name, the email, the phone however it is written (+91
 * 98765 43210 finds 9876543210) or the pincode; or by its id, as the Funds tab
 * and the order card show it. Names and emails match the text as typed,
 * anywhere in them, whatever the case.
 */
function searchCondition(search: string): SQL | undefined {
  const pattern = `%${escapeLike(search)}%`;
  const found: SQL[] = [ilike(users.name, pattern), ilike(orders.addressName, pattern), ilike(orders.email, pattern)];
  const number = parseOrderNumber(search.replace(/^([a-z]+)[\s-]*(?=\d)/i, '$1-')) ?? (/^\d{1,9}$/.test(search) ? Number(search) : null);
  if (number !== null) found.push(eq(orders.number, number));
  if (isUuid(search)) found.push(eq(orders.id, search.toLowerCase()));
  // Phones are kept as the shopper typed them; compare their digits.
  const digits = normaliseIndianMobile(search) ?? search.replace(/[\s-]/g, '');
  if (/^\d{4,}$/.test(digits)) {
    found.push(sql`regexp_replace(${orders.phoneNumber}, '[^0-9]', '', 'g') like ${`%${digits}%`}`, like(orders.pincode, `${digits}%`));
  }
  return or(...found);
}

export function adminRepository(db: Database) {
  async function withLines(rows: { order: typeof orders.$inferSelect; customerName: string }[]): Promise<AdminOrderRow[]> {
    const ids = rows.map((row) => row.order.id);
    const lines = ids.length
      ? await db.select().from(orderLines).where(inArray(orderLines.orderId, ids)).orderBy(asc(orderLines.orderId), asc(orderLines.id))
      : [];
    const byOrder = new Map<string, (typeof lines)[number][]>();
    for (const line of lines) byOrder.set(line.orderId, [...(byOrder.get(line.orderId) ?? []), line]);
    const documents = ids.length
      ? await db.select({ orderId: taxDocuments.orderId, kind: taxDocuments.kind, number: taxDocuments.number }).from(taxDocuments).where(inArray(taxDocuments.orderId, ids))
      : [];
    return rows.map((row) => ({
      ...row.order,
      customerName: row.customerName,
      lines: byOrder.get(row.order.id) ?? [],
      taxDocuments: documents.filter((document) => document.orderId === row.order.id),
    }));
  }

  function orderCondition({ status, search }: OrderFilter): SQL {
    // Placed orders are the numbered ones; an unpaid checkout or a COD order never confirmed is not an order.
    return and(isNotNull(orders.number), status ? eq(orders.status, status) : undefined, search ? searchCondition(search) : undefined) ?? sql`false`;
  }

  return {
    async stats(): Promise<AdminStats> {
      // Standing orders: placed and not cancelled, refunded or returned. COD "to collect" is cash not yet in hand.
      const result = await db.execute<{
        total_products: number;
        total_orders: number;
        total_users: number;
        prepaid_orders: number;
        prepaid_value: string;
        cod_orders: number;
        cod_value: string;
        cod_to_collect: string;
        cod_delivered: number;
        cod_returned: number;
      }>(sql`
        with placed as (select * from orders where number is not null)
        select
          (select count(*)::int from products where deleted_at is null) as total_products,
          (select count(*)::int from placed) as total_orders,
          (select count(*)::int from users) as total_users,
          count(*) filter (where payment_method is distinct from 'cod' and status in ('payment_pending', 'paid', 'packed', 'shipped', 'delivered'))::int as prepaid_orders,
          coalesce(sum(total_paise) filter (where payment_method is distinct from 'cod' and status in ('paid', 'packed', 'shipped', 'delivered')), 0)::text as prepaid_value,
          count(*) filter (where payment_method = 'cod' and status in ('placed', 'packed', 'shipped', 'delivered'))::int as cod_orders,
          coalesce(sum(total_paise) filter (where payment_method = 'cod' and status in ('placed', 'packed', 'shipped', 'delivered')), 0)::text as cod_value,
          coalesce(sum(total_paise) filter (where payment_method = 'cod' and status in ('placed', 'packed', 'shipped')), 0)::text as cod_to_collect,
          count(*) filter (where payment_method = 'cod' and status = 'delivered')::int as cod_delivered,
          count(*) filter (where payment_method = 'cod' and status = 'returned')::int as cod_returned
        from placed`);
      const row = result.rows[0];
      const delivered = row?.cod_delivered ?? 0;
      const returned = row?.cod_returned ?? 0;
      return {
        totalProducts: row?.total_products ?? 0,
        totalOrders: row?.total_orders ?? 0,
        totalUsers: row?.total_users ?? 0,
        prepaid: { orders: row?.prepaid_orders ?? 0, valuePaise: Number(row?.prepaid_value ?? 0) },
        cod: {
          orders: row?.cod_orders ?? 0,
          valuePaise: Number(row?.cod_value ?? 0),
          toCollectPaise: Number(row?.cod_to_collect ?? 0),
          returnedRate: delivered + returned === 0 ? null : returned / (delivered + returned),
        },
      };
    },

    /** Placed orders (or those the filter finds), newest first, with their customer and lines. */
    async orders(filter: OrderFilter & { limit: number; offset: number }) {
      const where = orderCondition(filter);
      const [rows, [total]] = await Promise.all([
        db
          .select(orderColumns)
          .from(orders)
          .innerJoin(users, eq(users.id, orders.userId))
          .where(where)
          .orderBy(desc(orders.createdAt), desc(orders.id))
          .limit(filter.limit)
          .offset(filter.offset),
        db.select({ count: count() }).from(orders).innerJoin(users, eq(users.id, orders.userId)).where(where),
      ]);
      return { rows: await withLines(rows), total: total?.count ?? 0 };
    },

    /** The next batch of orders after `cursor` (newest first), for the CSV export. */
    async ordersAfter(filter: OrderFilter & { cursor: OrderCursor | null; limit: number }): Promise<AdminOrderRow[]> {
      const { cursor } = filter;
      const rows = await db
        .select(orderColumns)
        .from(orders)
        .innerJoin(users, eq(users.id, orders.userId))
        .where(
          and(
            orderCondition(filter),
            cursor ? olderThan(cursor.id) : undefined,
          ),
        )
        .orderBy(desc(orders.createdAt), desc(orders.id))
        .limit(filter.limit);
      return withLines(rows);
    },

    async order(id: string): Promise<AdminOrderRow | null> {
      const rows = await db.select(orderColumns).from(orders).innerJoin(users, eq(users.id, orders.userId)).where(eq(orders.id, id));
      const [row] = await withLines(rows);
      return row ?? null;
    },

    /** Users, newest first, each with the number of their paid orders that still stand. */
    async users(filter: { search?: string; limit: number; offset: number }) {
      const pattern = filter.search ? `%${escapeLike(filter.search)}%` : null;
      const where = pattern ? or(ilike(users.name, pattern), ilike(users.email, pattern)) : undefined;
      const paid = db
        .select({ userId: orders.userId, paidOrders: sql<number>`count(*)::int`.as('paid_orders') })
        .from(orders)
        .where(and(inArray(orders.status, [...KEPT_ORDER_STATUSES]), isNotNull(orders.paidAt)))
        .groupBy(orders.userId)
        .as('paid');
      const [rows, [total]] = await Promise.all([
        db
          .select({
            uid: users.id,
            name: users.name,
            email: users.email,
            joinedAt: users.createdAt,
            paidOrders: sql<number>`coalesce(${paid.paidOrders}, 0)`,
          })
          .from(users)
          .leftJoin(paid, eq(paid.userId, users.id))
          .where(where)
          .orderBy(desc(users.createdAt), desc(users.id))
          .limit(filter.limit)
          .offset(filter.offset),
        db.select({ count: count() }).from(users).where(where),
      ]);
      return { rows, total: total?.count ?? 0 };
    },

    /** Donations of paid orders that still stand, newest first, and their sum. */
    async donations(filter: { limit: number; offset: number }) {
      const where = standingDonations();
      const [rows, [summary]] = await Promise.all([
        db
          .select({
            orderId: orders.id,
            orderNumber: orders.number,
            paidAt: orders.paidAt,
            donorName: users.name,
            donorEmail: orders.email,
            donationPaise: orders.donationPaise,
            status: orders.status,
          })
          .from(orders)
          .innerJoin(users, eq(users.id, orders.userId))
          .where(where)
          .orderBy(desc(orders.paidAt), desc(orders.id))
          .limit(filter.limit)
          .offset(filter.offset),
        db
          .select({ count: count(), sum: sql<string>`coalesce(sum(${orders.donationPaise}), 0)::text` })
          .from(orders)
          .where(where),
      ]);
      return { rows, total: summary?.count ?? 0, totalPaise: Number(summary?.sum ?? 0) };
    },

    /** The sum the Funds tab shows, alone (the public donation ledger's "raised"). */
    async donationTotalPaise(): Promise<number> {
      const [summary] = await db
        .select({ sum: sql<string>`coalesce(sum(${orders.donationPaise}), 0)::text` })
        .from(orders)
        .where(standingDonations());
      return Number(summary?.sum ?? 0);
    },

    /** Orders paid per day and their totals over the last SALES_CHART_DAYS days, India's calendar; every day present. */
    async salesPerDay(): Promise<{ date: string; orders: number; revenuePaise: number }[]> {
      const kept = sql.join(
        KEPT_ORDER_STATUSES.map((status) => sql`${status}`),
        sql`, `,
      );
      const result = await db.execute<{ date: string; orders: number; revenue: string }>(sql`
        with today as (select (now() at time zone ${SHOP_TIME_ZONE})::date as day),
        days as (
          select generate_series(today.day - ${SALES_CHART_DAYS - 1}::int, today.day, interval '1 day')::date as day from today
        ),
        paid as (
          select (paid_at at time zone ${SHOP_TIME_ZONE})::date as day, count(*)::int as orders, sum(total_paise)::bigint as revenue
          from orders
          where status in (${kept})
            and paid_at >= ((select day from today) - ${SALES_CHART_DAYS - 1}::int)::timestamp at time zone ${SHOP_TIME_ZONE}
          group by 1
        )
        select to_char(days.day, 'YYYY-MM-DD') as date, coalesce(paid.orders, 0) as orders, coalesce(paid.revenue, 0)::text as revenue
        from days left join paid on paid.day = days.day
        order by days.day`);
      return result.rows.map((row) => ({ date: row.date, orders: row.orders, revenuePaise: Number(row.revenue) }));
    },
  };
}
export type AdminRepository = ReturnType<typeof adminRepository>;

/** Donations that count: paid (COD once the cash is collected) and not cancelled, refunded or returned. */
function standingDonations() {
  return and(inArray(orders.status, [...KEPT_ORDER_STATUSES]), gt(orders.donationPaise, 0), isNotNull(orders.paidAt));
}
