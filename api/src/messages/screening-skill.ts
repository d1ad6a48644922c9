import { Query } from '@nestjs/cqrs';
import type { SkillOutlierAlerts } from '@cytocampus/contracts';
import type { Actor } from '@cytocampus/permissions';

// The screening-skill context answers these. Other contexts send them on the buses (docs/adr/0037).

/** The viewer's unread outlier notifications for the alerts menu (docs/adr/0036); only while they still may list the learner's organization. */
export class GetSkillOutlierAlerts extends Query<SkillOutlierAlerts> {
  constructor(readonly viewer: Actor) {
    super();
  }
}
