/**
 * A write the data refuses: a rule only the database can check, inside the write's own transaction (a parent that
 * would make a loop, the last active admin, a category that still has products). Repositories never answer HTTP:
 * `refuse(reason)` rolls the transaction back, and the repository method returns `{ ok: false, refused: reason }`
 * for the route to answer as it sees fit.
 */
class Refused<R> {
  constructor(readonly reason: R) {}
}

export type Outcome<T, R> = { ok: true; value: T } | { ok: false; refused: R };

/** Stops the write: thrown inside a transaction, so nothing of it is kept. */
export function refuse<R>(reason: R): never {
  throw new Refused(reason);
}

/** Runs `write` (which may call refuse) and says how it went. Any other error is thrown as it was. */
export async function refusable<T, R>(write: () => Promise<T>): Promise<Outcome<T, R>> {
  try {
    return { ok: true, value: await write() };
  } catch (error) {
    if (error instanceof Refused) return { ok: false, refused: error.reason as R };
    throw error;
  }
}
