// The lti context: LTI 1.3 Advantage, CytoCampus as a tool that learning platforms launch (docs/adr/0042).
// Its public entry: what the app may import (docs/adr/0037).
export { LtiModule } from './lti.module.js';
export { LtiGradeSender } from './grades/grade-sender.js';
export { renewLtiToolKey } from './keys/renew-tool-key.js';
