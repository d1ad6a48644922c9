import { Query } from '@nestjs/cqrs';
import type { Principal } from '../auth/principal.js';

// The teaching context answers these. Other contexts send them on the buses (docs/adr/0037).

/** Whether the caller runs or joined a live teaching session on this slide (a revision or item id): its image routes then serve them. */
export class AttendsTeachingSlide extends Query<boolean> {
  constructor(
    readonly actor: Principal,
    readonly slideId: string,
  ) {
    super();
  }
}
