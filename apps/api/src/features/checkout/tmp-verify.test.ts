import { CheckoutSessionSchema } from '@handloom/shared';
import { it } from 'vitest';
import { checkoutBody, post, sandboxPay, verify } from '../../testing/checkout-driver.ts';
import { insertProduct } from '../../testing/factories.ts';
import { newShopper, signUp } from '../../testing/http.ts';
import { recordStatements } from '../../testing/statement-log.ts';
import { createTestApp } from '../../testing/test-app.ts';

it('prints', async () => {
  const log = recordStatements();
  const shop = await createTestApp({ RESERVATION_SWEEP_SECONDS: '0', SESSION_CACHE_SECONDS: '30' });
  const { cookie } = await signUp(shop.app, newShopper());
  const product = await insertProduct(shop.database.db, { stock: 10 });
  for (let i = 0; i < 2; i++) {
    log.start();
    const q = await post(shop.app, '/api/cart/quote', cookie, { items: [{ productId: product.id, quantity: 1 }], donation: 50 });
    console.log('QUOTE', q.statusCode, log.stop().join('\n---\n'));
    const response = await post(shop.app, '/api/checkout', cookie, checkoutBody([{ productId: product.id, quantity: 1 }]));
    const session = CheckoutSessionSchema.parse(response.json());
    log.start();
    const pay = await sandboxPay(shop.app, cookie, session);
    console.log('PAY', log.stop().join('\n---\n'));
    log.start();
    const v = await verify(shop.app, cookie, session.orderId, pay);
    const st = log.stop();
    console.log('VERIFY', v.statusCode, st.length, st.join('\n---\n'));
    await new Promise((r) => setTimeout(r, 1000));
  }
  log.restore();
  await shop.close();
}, 60000);
