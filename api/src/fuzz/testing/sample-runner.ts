/**
 * Runs one sample body of the fuzz suite: the valid body, then the body with one place replaced at
 * a time (hostile texts, wrong types, number edges, inherited keys), and for each accepted write a
 * GET of the item: it must equal the reply and show the value sent as the schema cleans it.
 */
import { solveCaptcha } from '../../testing/captcha.js';
import { TestClient } from '../../testing/test-client.js';
import type { FuzzClient, Fuzzer, Reply } from './fuzz-client.js';
import { RawJson, toBody, toJson, type Hostile } from './hostile-values.js';
import { equivalent, getAt, keyAdditions, nodesOf, replacementsFor, setAt, type BodyNode } from './mutations.js';
import { fillPath, type Operation } from './operations.js';
import { AS_REPLIED, pathIds, type Caller, type Fixtures, type Path, type Sample } from './sample-bodies.js';

/** What a value that no JSON number can hold would have to show: nothing can, so an accepted one is a finding. */
const UNREPRESENTABLE = Symbol('unrepresentable');

/** A fresh captcha solution when the last one was spent (only requests that pass validation spend one). */
class Captchas {
  private token: string | null = null;
  constructor(private readonly baseUrl: string) {}
  async current(): Promise<string> {
    this.token ??= await solveCaptcha(new TestClient(this.baseUrl));
    return this.token;
  }
  spent(): void {
    this.token = null;
  }
}

export class SampleRunner {
  private readonly captchas: Captchas;
  /** Seconds and requests per sample, for keeping the run's budget. */
  readonly costs: { key: string; seconds: number; requests: number }[] = [];

  constructor(
    private readonly f: Fuzzer,
    private readonly clients: Record<Caller, FuzzClient>,
    private readonly fx: Fixtures,
    baseUrl: string,
  ) {
    this.captchas = new Captchas(baseUrl);
  }

  async run(sample: Sample, operation: Operation): Promise<void> {
    const [started, requests] = [Date.now(), this.f.requests];
    await this.runSample(sample, operation);
    this.costs.push({ key: sample.key, seconds: (Date.now() - started) / 1000, requests: this.f.requests - requests });
  }

  /** The costliest samples, for the log. */
  costliest(n = 6): string {
    return [...this.costs]
      .sort((a, b) => b.seconds - a.seconds)
      .slice(0, n)
      .map((c) => `${c.key} ${c.seconds.toFixed(1)} s/${c.requests}`)
      .join(', ');
  }

  private async runSample(sample: Sample, operation: Operation): Promise<void> {
    const client = this.clients[sample.as];
    const valid = await this.send(sample, operation, sample.body(this.fx), null, `${sample.key} valid sample`);
    const expected = sample.validStatus ?? 200;
    if (valid && valid.status !== expected)
      this.f.add(
        `the valid sample answers ${valid.status}, not ${expected}`,
        { method: operation.method, path: operation.template, who: sample.as },
        valid.status,
        valid.text,
        sample.key,
      );
    if (sample.as === 'anonymous') client.forget();
    const root: BodyNode = { path: [], value: sample.body(this.fx), container: true };
    for (const node of [root, ...nodesOf(root.value)]) {
      const replacements: Hostile<unknown>[] = [...(node === root ? [] : replacementsFor(node, sample.values)), ...keyAdditions(node)];
      for (const replacement of replacements) {
        const body = node === root ? (replacement.value as Record<string, unknown>) : setAt(sample.body(this.fx), node.path, replacement.value);
        const reply = await this.send(sample, operation, body, node.path, `${sample.key} body ${node.path.join('.') || '(root)'}`, replacement);
        // Only a changed leaf has a value to show; a value that had to be refused is a finding already.
        const mutatedLeaf = node === root || replacement.label.startsWith('an added key') || replacement.refuse ? null : node;
        if (reply && reply.status >= 200 && reply.status < 300) await this.readBack(sample, client, body, mutatedLeaf, node.path, replacement.value, reply);
        if (sample.as === 'anonymous') client.forget();
      }
    }
  }

  private async send(
    sample: Sample,
    operation: Operation,
    body: Record<string, unknown>,
    leaf: Path | null,
    where: string,
    replacement?: Hostile<unknown>,
  ): Promise<Reply | null> {
    const client = this.clients[sample.as];
    if (sample.captcha && leaf?.[0] !== 'captchaToken') body = { ...body, captchaToken: await this.captchas.current() };
    const options = replacement ? { label: `body: ${replacement.label}`, mustRefuse: replacement.refuse } : {};
    const reply = await this.f.send(client, operation.method.toUpperCase(), fillPath(operation, pathIds(operation, this.fx)), toBody(body), where, options);
    if (sample.captcha && reply && (reply.status !== 400 || (reply.json as { field?: unknown } | undefined)?.field === 'captchaToken')) this.captchas.spent();
    return reply;
  }

  /** The value a GET should show for `value` sent at `leaf`: numbers as JSON reads them, form booleans (1, '1', 0, '0') as booleans (null: the default), then the sample's cleaning. */
  private expected(sample: Sample, leaf: Path, value: unknown, body: Record<string, unknown>): unknown {
    if (value instanceof RawJson) {
      const parsed = JSON.parse(value.text) as number;
      return Number.isFinite(parsed) ? parsed : UNREPRESENTABLE;
    }
    if (typeof getAt(sample.body(this.fx), leaf) === 'boolean') {
      if ([1, '1', 0, '0'].includes(value as number | string)) return value === 1 || value === '1';
      // An optional switch sent as null is not given: it takes its default.
      if (value === null) return AS_REPLIED;
    }
    return (sample.clean ?? ((_leaf: Path, v: unknown) => (typeof v === 'string' ? v.trim() : v)))(leaf, value, body);
  }

  private async readBack(
    sample: Sample,
    client: FuzzClient,
    body: Record<string, unknown>,
    node: BodyNode | null,
    path: Path,
    value: unknown,
    reply: Reply,
  ): Promise<void> {
    if (!sample.readBack) return;
    const replied = (reply.json as { data?: Record<string, unknown> } | undefined)?.data ?? {};
    const where = `${sample.key} body ${path.join('.') || '(root)'} read back`;
    const sent = { method: sample.key.split(' ')[0]!, path: sample.key, body: toJson(body), who: sample.as };
    const got = await this.f.send(client, 'GET', sample.readBack.path(this.fx, replied), undefined, where);
    if (!got || got.status !== 200) {
      this.f.add('accepted, but the GET of the item fails', sent, got?.status ?? 0, got?.text ?? '', where);
      return;
    }
    const at = sample.readBack.at ? sample.readBack.at(path) : path;
    if (at === null) return;
    const data = (got.json as { data?: unknown }).data;
    const shown = getAt(data, at);
    if (sample.readBack.replyIsItem !== false && !equivalent(shown, getAt(replied, at))) {
      this.f.add(
        'accepted, but the GET differs from the reply',
        sent,
        got.status,
        `GET shows ${toJson(shown)?.slice(0, 200)}, the reply ${toJson(getAt(replied, at))?.slice(0, 200)}`,
        where,
      );
    }
    if (!node || node.container) return;
    const expected = this.expected(sample, path, value, body);
    if (expected === AS_REPLIED) return;
    if (expected === UNREPRESENTABLE || !equivalent(shown, expected)) {
      const wanted = expected === UNREPRESENTABLE ? 'a refusal (no JSON number holds it)' : JSON.stringify(expected)?.slice(0, 120);
      this.f.add(
        'accepted, but the GET does not show the value sent',
        sent,
        got.status,
        `sent ${toJson(value)?.slice(0, 120)}, expected ${wanted}, GET shows ${JSON.stringify(shown)?.slice(0, 120)}`,
        where,
      );
    }
  }
}
