import { logIn } from './http.ts';
import { createTestApp, type TestApp } from './test-app.ts';

/** The admin of a test shop from shopWithAdmin. */
export const TEST_ADMIN = { email: 'owner@kaithari.example', password: 'a-long-admin-password' };

/** A test shop whose admin account exists, and the admin's session cookie. */
export async function shopWithAdmin(env: Record<string, string> = {}): Promise<{ shop: TestApp; admin: string }> {
  const shop = await createTestApp({ ADMIN_EMAIL: TEST_ADMIN.email, ADMIN_PASSWORD: TEST_ADMIN.password, ...env });
  await shop.app.accounts.ensureAdminAccount();
  const admin = (await logIn(shop.app, TEST_ADMIN.email, TEST_ADMIN.password)).cookie;
  return { shop, admin };
}
