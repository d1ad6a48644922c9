import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { Request } from 'express';
import type { Role } from '@cytocampus/contracts';
import type { Actor as RuleActor } from '@cytocampus/permissions';

/** Who is calling: resolved from the session cookie on every request. */
export interface Principal {
  userId: string;
  email: string;
  role: Role;
  orgId: string | null;
  /** Effective permissions (role defaults, overrides, dependencies). */
  permissions: Record<string, boolean>;
  sessionToken: string;
  sessionHash: string;
}

export interface RequestWithPrincipal extends Request {
  principal?: Principal | null;
}

/** The signed-in caller (routes behind SignedInGuard). */
export const Actor = createParamDecorator((_data: unknown, ctx: ExecutionContext): Principal => {
  const principal = ctx.switchToHttp().getRequest<RequestWithPrincipal>().principal;
  if (!principal) throw new Error('Actor used on a route without SignedInGuard');
  return principal;
});

/** The caller if signed in, else null. */
export const OptionalActor = createParamDecorator(
  (_data: unknown, ctx: ExecutionContext): Principal | null => ctx.switchToHttp().getRequest<RequestWithPrincipal>().principal ?? null,
);

/** The caller as the pure rules of @cytocampus/permissions see them (permissions already decided). */
export const ruleActor = (principal: Principal): RuleActor => ({
  id: principal.userId,
  role: principal.role,
  orgId: principal.orgId,
  effectivePermissions: principal.permissions,
});
