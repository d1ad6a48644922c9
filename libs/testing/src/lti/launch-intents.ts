import { randomBytes } from 'node:crypto';

/**
 * What a launch is asked to get wrong, each on purpose, for the tool's refusal tests. The platform
 * builds the bad id_token itself, so the token reaching the tool is exactly the one named.
 */
export interface NegativeLaunchOptions {
  /** Signed by a key the platform never published, under the platform's own kid. */
  wrongSignature?: boolean;
  /** Issued two hours ago, expired one hour ago. */
  expired?: boolean;
  /**
   * A deployment_id the tool was never given, in the id_token and in the login's lti_deployment_id
   * (with omitLoginDeploymentId, in the id_token only: the tool's launch check is then the one tried).
   */
  unknownDeployment?: boolean;
  /** aud another client's id. */
  wrongAudience?: boolean;
  /** iss another platform's issuer; the login's `iss` stays the right one, as the tool found the registration by it. */
  wrongIssuer?: boolean;
}

export const UNKNOWN_DEPLOYMENT_ID = 'deployment-the-tool-never-heard-of';
export const WRONG_AUDIENCE = 'another-tool-client-id';
export const WRONG_ISSUER = 'https://another-lms.invalid';

interface IntentBase {
  contextId: string;
  userId: string;
  deploymentId: string;
  /** launch_presentation.document_target: where the LMS shows the tool. */
  documentTarget: 'iframe' | 'window';
  negatives: NegativeLaunchOptions;
}

export type LaunchIntent = IntentBase &
  ({ messageType: 'LtiResourceLinkRequest'; linkId: string } | { messageType: 'LtiDeepLinkingRequest'; deepLinkingRequestId: string });

/**
 * The launches the platform started, by the opaque lti_message_hint it gave the tool at login. A
 * hint serves one authentication request: a second one with it is refused as a browser never sends it.
 */
export class LaunchIntents {
  readonly #byHint = new Map<string, LaunchIntent>();

  issue(intent: LaunchIntent): string {
    const hint = randomBytes(18).toString('base64url');
    this.#byHint.set(hint, intent);
    return hint;
  }

  take(hint: string): LaunchIntent | undefined {
    const intent = this.#byHint.get(hint);
    this.#byHint.delete(hint);
    return intent;
  }
}
