import type { LtiToolRegistration } from '@cytocampus/contracts';
import { DetailSection } from '../../../shared/detail/DetailView';
import { CopyableValue } from '../../../shared/forms/CopyableValue';
import { LTI_SCREEN_TEXT as T } from '../ltiTexts';

/** The order a platform's "add a tool" form asks for them in (Moodle, Canvas). */
const ADDRESSES: readonly (keyof LtiToolRegistration)[] = ['loginUrl', 'launchUrl', 'keySetUrl', 'deepLinkingUrl'];

/** What a platform's administrator enters to add CytoCampus as an LTI 1.3 tool. */
export function ToolRegistrationSection({ tool }: { tool: LtiToolRegistration }) {
  return (
    <DetailSection title={T.registerTitle} description={T.registerExplain}>
      {ADDRESSES.map((address) => (
        <CopyableValue key={address} label={T.tool[address]} value={tool[address]} />
      ))}
    </DetailSection>
  );
}
