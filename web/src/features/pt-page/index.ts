// The managers' PT page (issue 30 section 4, docs/adr/0035): loaded with its route.
export { PtPage } from './PtPage';
