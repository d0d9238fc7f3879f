// `npm run db:migrate`: applies the committed migrations (the shop also does this at start).
import { pino } from 'pino';
import { loadConfig } from '../config.ts';
import { openDatabase } from './database.ts';

const config = loadConfig();
const log = pino({ level: config.LOG_LEVEL });
const database = await openDatabase(config, log);
log.info(`Migrated ${database.description}`);
await database.shutdown();
