import type PgModule from 'pg';

/**
 * Limits PostgreSQL keeps for every pooled connection (docs/decisions/091). The server enforces them, so a statement
 * that runs too long is cancelled by the server, a lock wait ends with an error, and a transaction a crashed request
 * left open is ended by the server: nothing relies on the client giving up while the server goes on.
 */
export interface PostgresLimits {
  /** A statement running longer is cancelled by the server (57014). */
  statementTimeoutMs: number;
  /** A wait for a row, table or advisory lock longer than this fails (55P03). */
  lockTimeoutMs: number;
  /** A session idle inside an open transaction longer than this is ended by the server. */
  idleInTransactionTimeoutMs: number;
  /**
   * The client's own bound on a query's answer, past the server's: only a server that stopped answering altogether
   * (a frozen host) reaches it. The connection is then destroyed, never reused.
   */
  readTimeoutMs: number;
  /** A connection attempt longer than this fails (503). */
  connectTimeoutMs: number;
}

export const DEFAULT_POSTGRES_LIMITS: PostgresLimits = {
  statementTimeoutMs: 5000,
  lockTimeoutMs: 3000,
  idleInTransactionTimeoutMs: 10_000,
  readTimeoutMs: 7000,
  connectTimeoutMs: 3000,
};

type PoolClient = PgModule.PoolClient;

/**
 * Whether a connection going back to the pool is known to be clean: idle outside any transaction ('I' in the last
 * ReadyForQuery), no query of ours still waiting for its answer, and none given up on. Anything else (a transaction left
 * open by a failed rollback, a query the client stopped waiting for, a broken socket) would hand the next request
 * someone else's unfinished work.
 */
export function isReusable(client: PoolClient, state: { failed: boolean; pending: number }): boolean {
  if (state.failed || state.pending > 0) return false;
  const connection = client as PoolClient & { getTransactionStatus?: () => string | null; readyForQuery?: boolean };
  return connection.getTransactionStatus?.() === 'I' && connection.readyForQuery === true;
}

/** Errors after which the connection's state is unknown: the client stopped waiting, or the socket broke. */
function leavesStateUnknown(error: unknown): boolean {
  const message = error instanceof Error ? error.message : '';
  return /Query read timeout|Connection terminated|Client has encountered a connection error/i.test(message) || (error as { code?: string } | null)?.code === 'ECONNRESET';
}

/**
 * The pool Kysely draws its connections from: a pg Pool whose connections carry the server-side limits and are
 * destroyed instead of reused when their state is not known to be clean.
 */
export function createPostgresPool(pg: typeof PgModule, connectionString: string, limits: PostgresLimits = DEFAULT_POSTGRES_LIMITS) {
  const pool = new pg.Pool({
    connectionString,
    max: 10,
    connectionTimeoutMillis: limits.connectTimeoutMs,
    query_timeout: limits.readTimeoutMs,
    statement_timeout: limits.statementTimeoutMs,
    lock_timeout: limits.lockTimeoutMs,
    idle_in_transaction_session_timeout: limits.idleInTransactionTimeoutMs,
    idleTimeoutMillis: 30_000,
  });
  // An idle client losing its connection must not crash the process; the next query reconnects.
  pool.on('error', () => {});
  // Nor a checked-out one: pg emits 'error' on the client (no pool listener while it is checked out) besides
  // failing its query, which would be an uncaught exception when the server dies mid-query. The query's own
  // error still reaches the caller (503), and the connection is destroyed on release.
  pool.on('connect', (client) => {
    client.on('error', () => {});
  });

  return {
    async connect(): Promise<PoolClient> {
      const client = await pool.connect();
      const state = { failed: false, pending: 0 };
      const query = client.query.bind(client) as (...args: unknown[]) => unknown;
      (client as { query: unknown }).query = (...args: unknown[]) => {
        const result = query(...args);
        if (result instanceof Promise) {
          state.pending += 1;
          result.then(
            () => {
              state.pending -= 1;
            },
            (error: unknown) => {
              state.pending -= 1;
              if (leavesStateUnknown(error)) state.failed = true;
            },
          );
        }
        return result;
      };
      const release = client.release.bind(client);
      client.release = (error?: Error | boolean) => {
        (client as { query: unknown }).query = query;
        // `true` or an error destroys the connection instead of returning it to the pool.
        release(error || !isReusable(client, state) || undefined);
      };
      return client;
    },
    end: () => pool.end(),
    /** Connections open now (idle and checked out), for tests. */
    get totalCount() {
      return pool.totalCount;
    },
  };
}
