import type { QueryBus } from '@nestjs/cqrs';
import { ruleActor, type Principal } from '../../../../auth/principal.js';
import { GetUser } from '../../../../messages/accounts.js';

/** Refuses 404 (as GET /users/{id} answers) unless the viewer is the learner or may read them. */
export async function mustReadLearner(queries: QueryBus, viewer: Principal, userId: string): Promise<void> {
  if (userId === viewer.userId) return;
  await queries.execute(new GetUser(ruleActor(viewer), userId));
}
