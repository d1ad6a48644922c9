import type { ComponentType, ReactNode } from 'react';
import type { UseFormReturnType } from '@mantine/form';
import type { ContentItem, CurrentUser } from '@cytocampus/contracts';
import type { ListColumn } from '../../shared/list/ListTable';
import type { SchemaFieldInfo, SchemaValues } from '../../shared/schema-form';

/** Whose slides a page works on: the whole site's (admin) or one organization's. */
export type SlideScope = { kind: 'admin' } | { kind: 'org'; orgId: string };

/** What the content editor's shared field renderings read (features/content's ContentFieldContext). */
export interface KitFieldContext {
  form: UseFormReturnType<SchemaValues>;
  readOnly: boolean;
  item: ContentItem | undefined;
  scope: SlideScope;
  user: CurrentUser;
}

/**
 * The parts of the content screens a slide screen shows too. A feature may not import another
 * (docs/architecture.md), so the app hands features/content's own pieces in (app/router.tsx):
 * one content area, one look, nothing written twice.
 */
export interface ContentKit {
  /** The content area's scope for this user (admins site-wide, managers their organization), or null. */
  scopeOf: (user: CurrentUser) => SlideScope | null;
  /** 'Active' / 'Inactive' and 'Locked'. */
  StateBadges: ComponentType<{ item: Pick<ContentItem, 'active' | 'locked'>; size?: 'xs' | 'sm' | 'md' }>;
  /** Name, description, state, owner, updated. */
  columns: (href: (item: ContentItem) => string) => ListColumn<ContentItem>[];
  /** Name with its creation date, and sharing by organization names. */
  commonFields: (context: KitFieldContext) => (info: SchemaFieldInfo) => ReactNode | undefined;
  /** Fields an organization's own area neither shows nor sends (isPublic...). */
  orgHiddenFields: readonly string[];
}
