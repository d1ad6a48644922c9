import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { J2kTileRequest } from './j2k-tile.js';

/**
 * JPEG 2000 decoding on worker threads. A 256² tile is about 5 ms of WebAssembly: on the API's own
 * thread a 20,000² slide would be half a minute of requests waiting behind tiles. Two threads also
 * use both cores (33 s → 28–30 s for that slide: the work is CPU-bound). Tiles go to the least busy
 * thread; each has its own OpenJPEG module (about 50 MiB).
 */
interface Pending {
  resolve: (rgb: Uint8Array) => void;
  reject: (error: Error) => void;
  worker: Worker;
}

const MAX_THREADS = 2;
// Built, the worker is JavaScript. From source (tests, tsx) it is TypeScript: a worker does not
// inherit the parent's loader, so it registers tsx's before importing the file.
const fromSource = import.meta.url.endsWith('.ts');
const WORKER = new URL(`./j2k-decode-worker.${fromSource ? 'ts' : 'js'}`, import.meta.url);
const startWorker = () =>
  fromSource
    ? new Worker(`import('tsx/esm/api').then((tsx) => { tsx.register(); return import(${JSON.stringify(WORKER.href)}); });`, { eval: true })
    : new Worker(WORKER);

export class J2kDecoders {
  private readonly workers: Worker[];
  private readonly pending = new Map<number, Pending>();
  private readonly load = new Map<Worker, number>();
  private nextId = 0;

  constructor(threads = Math.min(MAX_THREADS, availableParallelism())) {
    this.workers = Array.from({ length: Math.max(1, threads) }, () => this.start());
  }

  decode(request: J2kTileRequest): Promise<Uint8Array> {
    const worker = this.workers.reduce((a, b) => (this.load.get(b)! < this.load.get(a)! ? b : a));
    const id = this.nextId++;
    this.load.set(worker, this.load.get(worker)! + 1);
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject, worker });
      worker.postMessage({ id, ...request });
    });
  }

  async close(): Promise<void> {
    await Promise.all(this.workers.map((w) => w.terminate()));
  }

  private start(): Worker {
    const worker = startWorker();
    this.load.set(worker, 0);
    worker.on('message', (message: { id: number; rgb?: Uint8Array; error?: string }) => {
      const job = this.pending.get(message.id);
      if (!job) return;
      this.pending.delete(message.id);
      this.load.set(worker, this.load.get(worker)! - 1);
      // As a Buffer over the transferred memory: a Uint8Array from the worker's message is not one of this realm's under jest's VM.
      if (message.rgb) job.resolve(Buffer.from(message.rgb.buffer, message.rgb.byteOffset, message.rgb.byteLength));
      else job.reject(new Error(message.error ?? 'JPEG 2000 tile did not decode'));
    });
    // A thread that dies takes its tiles with it: they fail, and the import with them.
    const fail = (error: Error) => {
      for (const [id, job] of this.pending) {
        if (job.worker !== worker) continue;
        this.pending.delete(id);
        job.reject(error);
      }
    };
    worker.on('error', fail);
    worker.on('exit', (code) => fail(new Error(`JPEG 2000 decoding thread stopped (exit code ${code})`)));
    return worker;
  }
}
