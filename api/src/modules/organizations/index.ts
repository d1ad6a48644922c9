// The organizations context: organizations and their groups.
// Its public entry: what the app and the contexts above it in the graph may import (docs/adr/0037).
export { OrganizationsModule } from './organizations.module.js';
