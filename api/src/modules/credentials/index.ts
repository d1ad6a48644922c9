// The credentials context: P.A.C.E. certificates.
// Its public entry: what the app and the contexts above it in the graph may import (docs/adr/0037).
export { CredentialsModule } from './credentials.module.js';
