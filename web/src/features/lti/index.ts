// LTI 1.3 (docs/adr/0042): the learning platforms page of the administration; loaded with its route.
export { LtiAdminPage } from './admin/LtiAdminPage';
