/** Runs a batch of items in one go (one database statement), answering one result per item, in their order. */
export type BatchRunner<I, O> = (items: I[]) => Promise<O[]>;

/**
 * Lets concurrent callers share one database round trip: a call made while no batch is under way runs at once (alone,
 * so a quiet server adds no wait); calls made while one is under way are gathered and run together as the next batch,
 * at most `maxBatch` at a time. Under load each round trip carries many requests instead of one, which is what lets
 * one API process accept thousands of clicks a second on two cores. A batch that fails fails each of its calls.
 */
export function createBatcher<I, O>(run: BatchRunner<I, O>, maxBatch = 500): (item: I) => Promise<O> {
  let waiting: Array<{ item: I; resolve: (result: O) => void; reject: (error: unknown) => void }> = [];
  let running = false;

  async function drain() {
    running = true;
    while (waiting.length) {
      const batch = waiting.slice(0, maxBatch);
      waiting = waiting.slice(maxBatch);
      try {
        const results = await run(batch.map((call) => call.item));
        if (results.length !== batch.length) throw new Error(`A batch of ${batch.length} answered ${results.length} results`);
        batch.forEach((call, i) => call.resolve(results[i]));
      } catch (error) {
        for (const call of batch) call.reject(error);
      }
    }
    running = false;
  }

  return (item) =>
    new Promise<O>((resolve, reject) => {
      waiting.push({ item, resolve, reject });
      if (!running) void drain();
    });
}
