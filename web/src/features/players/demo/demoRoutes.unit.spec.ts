import { describe, expect, it } from '@jest/globals';
import { demoPaths, demoRun } from './demoRoutes';

describe('demo routes', () => {
  it('a slide test’s play link (spelled cear) clears the run and continues at the test', () => {
    const run = demoRun('test', { role: 'admin', itemId: 't1', clear: 'cear' })!;
    expect(run).toMatchObject({
      type: 'test',
      id: 't1',
      slideId: null,
      testId: 't1',
      clear: true,
      afterClear: '/demo/admin/test/t1',
      storageKey: 'cc-demo:test:t1',
    });
    expect(demoPaths(run).slide('s2')).toBe('/demo/admin/case/s2/t1');
    expect(demoPaths(run).back).toBe('/dashboard/content/tests/t1');
  });

  it('a case inside a test plays the test; a case alone plays the slide; clear may stand where the test would', () => {
    expect(demoRun('case', { role: 'org', itemId: 's1', refId: 't1' })).toMatchObject({ type: 'test', id: 't1', slideId: 's1', clear: false });
    expect(demoRun('case', { role: 'org', itemId: 's1', refId: 't1', clear: 'clear' })).toMatchObject({ clear: true, afterClear: '/demo/org/case/s1/t1' });
    const alone = demoRun('case', { role: 'org', itemId: 's1', refId: 'clear' })!;
    expect(alone).toMatchObject({ type: 'case', id: 's1', testId: null, clear: true, afterClear: '/demo/org/case/s1' });
    expect(demoPaths(alone).back).toBe('/dashboard/content/slides/s1');
  });

  it('a presentation or quiz page number is a page, not a clear; clear resets it', () => {
    expect(demoRun('quiz', { role: 'admin', itemId: 'q1', pageNum: '2' })).toMatchObject({ clear: false, storageKey: 'cc-demo:quiz:q1' });
    expect(demoRun('quiz', { role: 'admin', itemId: 'q1', pageNum: 'clear' })).toMatchObject({ clear: true, afterClear: '/demo/admin/quiz/q1' });
    expect(demoPaths(demoRun('quiz', { role: 'admin', itemId: 'q1' })!).page(3)).toBe('/demo/admin/quiz/q1/3');
    expect(demoRun('known', { role: 'admin' })).toBeNull();
  });
});
