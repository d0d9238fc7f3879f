import { z } from 'zod';

/** The dashboard's stat cards: Total Products, Total Orders, Total Users. */
export const AdminStatsSchema = z.object({
  totalProducts: z.number().int(),
  totalOrders: z.number().int(),
  totalUsers: z.number().int(),
});
export type AdminStats = z.infer<typeof AdminStatsSchema>;
