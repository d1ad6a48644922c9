// The community context: threads, messages and their mail.
// Its public entry: what the app and the contexts above it in the graph may import (docs/adr/0037).
export { CommunityModule } from './community.module.js';
export { CommunityMailModule } from './mail/community-mail.module.js';
