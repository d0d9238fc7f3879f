import { z } from 'zod';

/** What the pages may know of the logged-in person (also the `user` storage key). */
export const SessionUserSchema = z.object({
  uid: z.string(),
  name: z.string(),
  email: z.string(),
  isAdmin: z.boolean(),
});
export type SessionUser = z.infer<typeof SessionUserSchema>;

export const SessionResponseSchema = z.object({ user: SessionUserSchema.nullable() });
