import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { Request } from 'express';
import type { Role } from '@cytocampus/contracts';
import { resolvePermissions, type Actor as RuleActor } from '@cytocampus/permissions';

/** Who is calling: resolved from the session cookie, or a personal access token, on every request. */
export interface Principal {
  userId: string;
  email: string;
  role: Role;
  orgId: string | null;
  /** Effective permissions (role defaults, overrides, dependencies). */
  permissions: Record<string, boolean>;
  /** SHA-256 of the credential (session cookie or access token): what caches per caller key on. */
  sessionHash: string;
  /** The personal access token the caller sent (docs/adr/0034); null for a session. */
  tokenId: string | null;
}

/** The user's row behind a session or a token. */
export interface PrincipalRow {
  user_id: string;
  email: string;
  role: Role;
  org_id: string | null;
  permissions: Record<string, boolean>;
}

/** The principal of a user's row, with the permissions decided as they are now. */
export const principalOf = (row: PrincipalRow, credentialHash: string, tokenId: string | null = null): Principal => ({
  userId: row.user_id,
  email: row.email,
  role: row.role,
  orgId: row.org_id,
  permissions: resolvePermissions({ role: row.role, permissions: row.permissions }),
  sessionHash: credentialHash,
  tokenId,
});

export interface RequestWithPrincipal extends Request {
  principal?: Principal | null;
}

/** The signed-in caller (routes whose policy wants one). */
export const Actor = createParamDecorator((_data: unknown, ctx: ExecutionContext): Principal => {
  const principal = ctx.switchToHttp().getRequest<RequestWithPrincipal>().principal;
  if (!principal) throw new Error('Actor used on a route whose policy lets anyone in');
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
