import type { Kysely } from 'kysely';
import type { Database } from '../types.js';

export function createNewsletterRepository(db: Kysely<Database>) {
  return {
    /** true when the address is new; false when it was already subscribed (any case). */
    async subscribe(email: string): Promise<boolean> {
      const row = await db
        .insertInto('newsletterSubscriptions')
        .values({ email: email.trim().toLowerCase() })
        .onConflict((oc) => oc.doNothing())
        .returning('id')
        .executeTakeFirst();
      return !!row;
    },
    count: async () =>
      Number(
        (await db.selectFrom('newsletterSubscriptions').select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow())
          .count,
      ),
  };
}

export type NewsletterRepository = ReturnType<typeof createNewsletterRepository>;
