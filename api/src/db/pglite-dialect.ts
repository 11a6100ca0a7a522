import type { PGlite } from '@electric-sql/pglite';
import {
  CompiledQuery,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type DatabaseConnection,
  type DatabaseIntrospector,
  type Dialect,
  type Driver,
  type Kysely,
  type QueryResult,
  type TransactionSettings,
} from 'kysely';

/**
 * Kysely dialect for PGlite. PGlite is a single connection, so the driver hands it out
 * to one query or transaction at a time: without this, a concurrent request's query
 * would run inside another request's open transaction.
 */
export class PGliteDialect implements Dialect {
  #driver?: PGliteDriver;
  constructor(private readonly client: PGlite) {}
  /** Queries and transactions waiting for the connection: a long queue means overload (see load shedding). */
  get queueLength(): number {
    return this.#driver?.waiting ?? 0;
  }
  createAdapter() {
    return new PostgresAdapter();
  }
  createDriver(): Driver {
    this.#driver = new PGliteDriver(this.client);
    return this.#driver;
  }
  createIntrospector(db: Kysely<any>): DatabaseIntrospector {
    return new PostgresIntrospector(db);
  }
  createQueryCompiler() {
    return new PostgresQueryCompiler();
  }
}

class PGliteDriver implements Driver {
  #tail: Promise<void> = Promise.resolve();
  #releases = new WeakMap<DatabaseConnection, () => void>();
  waiting = 0;

  constructor(private readonly client: PGlite) {}

  async init(): Promise<void> {}

  async acquireConnection(): Promise<DatabaseConnection> {
    let release!: () => void;
    const previous = this.#tail;
    this.#tail = new Promise<void>((resolve) => (release = resolve));
    this.waiting++;
    try {
      await previous;
      // PGlite runs queries on this thread, and a query's promise chain ends in the next query's start without
      // the event loop ever polling: under load, a loop turn then serves a whole round of requests, and new
      // connections (accepted one per turn) wait tens of seconds. One turn per query keeps accepting and reading
      // sockets, so requests queue here in arrival order, where load shedding can see the queue.
      await new Promise((resolve) => setImmediate(resolve));
    } finally {
      this.waiting--;
    }
    const connection = new PGliteConnection(this.client);
    this.#releases.set(connection, release);
    return connection;
  }

  async releaseConnection(connection: DatabaseConnection): Promise<void> {
    this.#releases.get(connection)?.();
    this.#releases.delete(connection);
  }

  async beginTransaction(connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    const isolation = settings.isolationLevel ? ` isolation level ${settings.isolationLevel}` : '';
    await connection.executeQuery(CompiledQuery.raw(`begin${isolation}`));
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('commit'));
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('rollback'));
  }

  async destroy(): Promise<void> {
    await this.#tail;
    if (!this.client.closed) await this.client.close();
  }
}

class PGliteConnection implements DatabaseConnection {
  constructor(private readonly client: PGlite) {}

  async executeQuery<R>(compiledQuery: CompiledQuery): Promise<QueryResult<R>> {
    const result = await this.client.query<R>(compiledQuery.sql, [...compiledQuery.parameters]);
    return {
      rows: result.rows,
      numAffectedRows: result.affectedRows === undefined ? undefined : BigInt(result.affectedRows),
    };
  }

  // eslint-disable-next-line require-yield -- Kysely's driver interface wants a generator; PGlite has no streaming to yield
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('PGlite does not support streaming queries');
  }
}
