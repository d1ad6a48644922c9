/** An open-loop load generator: requests leave on a fixed schedule, whatever the earlier ones are doing. */

export interface OpenLoopResult {
  /** Response times (send to last body byte) in ms, sorted. */
  latencies: number[];
  /**
   * How late requests left against their schedule, in ms, sorted. When this stays small the
   * generator kept its rate, so slow answers were not hidden by requests that were never sent.
   */
  sendLag: number[];
}

/**
 * Sends `rate` requests a second for `seconds`; each must answer 200. `byKind`, when given, also
 * receives request i's time in list i % byKind.length.
 */
export async function atRate(rate: number, seconds: number, request: (i: number) => Promise<Response>, byKind?: number[][]): Promise<OpenLoopResult> {
  const latencies: number[] = [];
  const sendLag: number[] = [];
  const pending: Promise<void>[] = [];
  const started = performance.now();
  for (let i = 0; i < rate * seconds; i++) {
    const due = started + (i * 1000) / rate;
    const wait = due - performance.now();
    if (wait > 1) await new Promise((r) => setTimeout(r, wait));
    pending.push(
      (async () => {
        const t0 = performance.now();
        sendLag.push(Math.max(0, t0 - due));
        const res = await request(i);
        await res.arrayBuffer();
        if (res.status !== 200) throw new Error(`status ${res.status}`);
        latencies.push(performance.now() - t0);
        byKind?.[i % byKind.length]?.push(performance.now() - t0);
      })(),
    );
  }
  await Promise.all(pending);
  return { latencies: latencies.sort((a, b) => a - b), sendLag: sendLag.sort((a, b) => a - b) };
}
