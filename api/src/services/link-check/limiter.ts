/**
 * Runs tasks with at most `total` at once overall and `perHost` at once for any one host (politeness: a merchant's
 * server never sees more than that many checks from us at a time). A task waits in line until both allow it; a task
 * for a free host may pass one whose host is busy.
 */
export function createLimiter(limits: { total: number; perHost: number }) {
  const waiting: { host: string; start: () => void }[] = [];
  const active = new Map<string, number>();
  let running = 0;

  function pump() {
    for (let index = 0; index < waiting.length && running < limits.total; ) {
      const task = waiting[index];
      if ((active.get(task.host) ?? 0) >= limits.perHost) {
        index++;
        continue;
      }
      waiting.splice(index, 1);
      running++;
      active.set(task.host, (active.get(task.host) ?? 0) + 1);
      task.start();
    }
  }

  function release(host: string) {
    running--;
    const count = (active.get(host) ?? 1) - 1;
    if (count) active.set(host, count);
    else active.delete(host);
    pump();
  }

  return {
    run<T>(host: string, task: () => Promise<T>): Promise<T> {
      return new Promise<T>((resolve, reject) => {
        waiting.push({
          host,
          start: () => {
            // A task that throws before returning its promise frees its place as a rejected one does.
            new Promise<T>((settle) => settle(task())).then(resolve, reject).finally(() => release(host));
          },
        });
        pump();
      });
    },
    get running() {
      return running;
    },
    get waiting() {
      return waiting.length;
    },
  };
}

export type Limiter = ReturnType<typeof createLimiter>;
