import type { CourseDefinition, CourseMember, ResourceLinkDefinition } from './configuration.js';

interface Course extends Omit<CourseDefinition, 'links'> {
  links: ResourceLinkDefinition[];
}

/** The courses as configured, plus the resource links deep linking adds while the platform runs. */
export class CourseRegistry {
  readonly #courses: Map<string, Course>;

  constructor(courses: readonly CourseDefinition[]) {
    this.#courses = new Map(courses.map((course) => [course.id, { ...course, links: [...course.links] }]));
  }

  all(): readonly CourseDefinition[] {
    return [...this.#courses.values()];
  }

  get(contextId: string): CourseDefinition | undefined {
    return this.#courses.get(contextId);
  }

  member(contextId: string, userId: string): CourseMember | undefined {
    return this.#courses.get(contextId)?.members.find((m) => m.userId === userId);
  }

  /** The course holding the link `linkId`: link ids are unique across the platform, as resource link ids must be. */
  findLink(linkId: string): { course: CourseDefinition; link: ResourceLinkDefinition } | undefined {
    for (const course of this.#courses.values()) {
      const link = course.links.find((l) => l.id === linkId);
      if (link) return { course, link };
    }
    return undefined;
  }

  addLink(contextId: string, link: ResourceLinkDefinition): void {
    const course = this.#courses.get(contextId);
    if (!course) throw new Error(`No course ${contextId}.`);
    course.links.push(link);
  }
}
