import { adminApi } from '@handloom/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config.ts';
import { noStore } from '../../plugins/no-store.ts';
import { route } from '../../plugins/contract-route.ts';
import { backupStatus, firstStartOf } from './backups.service.ts';

// Under /api/admin: plugins/session.ts guards it with the admin check.
export function backupsRoutes(config: Config): FastifyPluginAsyncZod {
  return async (app) => {
    const firstStart = await firstStartOf(config.dataDir);
    app.addHook('onSend', noStore);
    app.route({
      ...route(adminApi.backupStatus),
      handler: async () => backupStatus(config, new Date(), firstStart),
    });
  };
}
