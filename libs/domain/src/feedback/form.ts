import type { FeedbackSection } from '@cytocampus/contracts';

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** The sections of an evaluation form's stored fields (`formData`), as the form page shows them. */
export function feedbackSectionsOf(fields: Record<string, unknown>): FeedbackSection[] {
  const sections = Array.isArray(fields.formData) ? (fields.formData as unknown[]) : [];
  return sections.flatMap((section): FeedbackSection[] => {
    if (typeof section !== 'object' || section === null) return [];
    const s = section as Record<string, unknown>;
    const items = Array.isArray(s.items) ? s.items.filter((item): item is string => typeof item === 'string') : [];
    return [{ title: text(s.title), description: text(s.description), items }];
  });
}

/** How many items a submission rates: every item of every section. */
export const feedbackItemCount = (sections: readonly FeedbackSection[]): number => sections.reduce((sum, section) => sum + section.items.length, 0);
