/**
 * The mock database: every table of every area. Each area owns its table definitions
 * (db/tables/<area>.ts) and its seed (db/seed/<area>.ts).
 */
import { createChatTables } from './tables/chat';
import { createCouncilTables } from './tables/councils';
import { createIdentityTables } from './tables/identity';

export function createDb() {
  return { ...createIdentityTables(), ...createCouncilTables(), ...createChatTables() };
}

export type Db = ReturnType<typeof createDb>;
export type TableName = keyof Db;
