/**
 * The polling loop both delivery workers share (the forms' outbox, `DeliveryWorker`; the analytics
 * queue, `AnalyticsDeliveryWorker`): a round every `pollMs`, a nudge that runs one now or joins
 * the one running, more rounds at once while a round claimed a full batch, and a stop that waits
 * for the round in flight. A subclass says what one round does and how a failed round is logged.
 */
export abstract class PollingWorker {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private again = false;
  private stopped = false;

  /**
   * @param polling `pollMs` between rounds; `batchSize`, the most rows a round claims (a full
   *   round means more may be due); `holdProcess`, whether the poll timer keeps the process alive
   *   (true in a worker process of its own, `npm run worker`).
   */
  protected constructor(private readonly polling: { pollMs: number; batchSize: number; holdProcess: boolean }) {}

  /** Claims one batch and delivers it; answers how many rows were claimed. */
  protected abstract runRound(): Promise<number>;

  /** Logs a round that threw (the next poll tries again). */
  protected abstract roundFailed(error: unknown): void;

  /** Polls every `pollMs`. Idempotent. */
  start(): void {
    if (this.timer || this.stopped) return;
    this.timer = setInterval(() => void this.nudge(), this.polling.pollMs);
    if (!this.polling.holdProcess) this.timer.unref();
    void this.nudge();
  }

  /** Runs a round now; joins the running one if any. */
  nudge(): Promise<void> {
    if (this.stopped) return Promise.resolve();
    if (this.running) {
      this.again = true;
      return this.running;
    }
    this.running = this.loop().finally(() => {
      this.running = undefined;
    });
    return this.running;
  }

  /** Rounds until nothing is due now (tests, the benchmarks); rows waiting for a retry stay waiting. */
  async drain(): Promise<void> {
    await this.nudge();
    while ((await this.runRound()) > 0) {
      // keep going while rows were due
    }
  }

  /** Stops polling and waits for the round in flight (its outcomes are recorded); later nudges do nothing. */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
    await this.running;
  }

  private async loop(): Promise<void> {
    do {
      this.again = false;
      let claimed = 0;
      try {
        claimed = await this.runRound();
      } catch (error) {
        this.roundFailed(error);
        return;
      }
      if (claimed === this.polling.batchSize) this.again = true;
    } while (this.again && !this.stopped);
  }
}
