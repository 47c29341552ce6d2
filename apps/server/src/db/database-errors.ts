/** The database cannot be reached or stopped answering (refused, reset, shut down, timed out): try again later. */
export function isDatabaseUnavailable(error: unknown): boolean {
  const code = (error as { code?: string } | null)?.code;
  const message = error instanceof Error ? error.message : '';
  return (
    code === 'ECONNREFUSED' ||
    code === 'ECONNRESET' ||
    code === '57P01' ||
    code === '57P03' ||
    /timeout exceeded when trying to connect|Connection terminated|connect ECONNREFUSED|Query read timeout|Client has encountered a connection error/i.test(message)
  );
}
