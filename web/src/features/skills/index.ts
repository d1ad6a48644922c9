// The Skills pages (issue 31, docs/adr/0036): loaded with their routes.
export { LearnerSkillsPage } from './LearnerSkillsPage';
export { OrgSkillsPage } from './OrgSkillsPage';
