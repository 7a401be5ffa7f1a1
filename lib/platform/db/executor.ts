import 'server-only';
import type { Db } from './client';

/** A transaction handle of the one database type. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** What a service function may run its queries on: the database or an open transaction. */
export type Executor = Db | Tx;
