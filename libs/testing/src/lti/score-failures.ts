/** The switch that makes the scores endpoint fail the next N posts, so the tool's retries can be tested. */
export class ScoreFailures {
  #remaining = 0;
  #status = 503;

  failNext(times: number, status = 503): void {
    this.#remaining = times;
    this.#status = status;
  }

  /** The status to fail this post with, or undefined to take it. */
  take(): number | undefined {
    if (this.#remaining <= 0) return undefined;
    this.#remaining -= 1;
    return this.#status;
  }
}
