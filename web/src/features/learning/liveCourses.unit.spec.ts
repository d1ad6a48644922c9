import { describe, expect, it } from '@jest/globals';
import type { ReadModelChanged } from '@cytocampus/contracts';
import { CourseVersions } from './liveCourses';

const course = (id: string, version: number, removed?: true): ReadModelChanged => ({ model: 'course', id, version, ...(removed ? { removed } : {}) });

describe('course notices', () => {
  it('takes the first notice of a course as news, then only newer versions', () => {
    const versions = new CourseVersions();
    expect(versions.isNews(course('m1', 3))).toBe(true);
    expect(versions.isNews(course('m1', 3))).toBe(false);
    expect(versions.isNews(course('m1', 2))).toBe(false);
    expect(versions.isNews(course('m1', 4))).toBe(true);
    expect(versions.isNews(course('m2', 1))).toBe(true);
  });

  it('always takes a removal, and ignores other models and courses not wanted', () => {
    const versions = new CourseVersions();
    expect(versions.isNews(course('m1', 5))).toBe(true);
    expect(versions.isNews(course('m1', 5, true))).toBe(true);
    expect(versions.isNews({ model: 'content', id: 'm1', version: 9 })).toBe(false);
    expect(versions.isNews(course('m2', 1), (id) => id === 'm1')).toBe(false);
  });
});
