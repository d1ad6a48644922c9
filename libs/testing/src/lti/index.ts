/**
 * @cytocampus/testing/lti: a test double of an LMS, an LTI 1.3 Advantage platform, for the tool's
 * tests and for trying the tool by hand (`npm run lti:platform`). No LMS can run here, so this is
 * the boundary: it performs the exchanges as the IMS specifications describe them (LTI 1.3 Core,
 * IMS Security Framework 1.0, Deep Linking 2.0, Assignment and Grade Services 2.0, Names and Role
 * Provisioning Services 2.0), signs with jose, and keeps what the tool sent for the tests to read.
 * It is not a certified platform: what it checks is what those texts ask, no more.
 */
export * from './configuration.js';
export { CookieJar } from '../http/cookie-jar.js';
export * from './drive.js';
export type { ScoreAttempt } from './assignment-grades.js';
export type { DeepLinkingResponseRecord } from './deep-linking.js';
export type { LineItem, RecordedScore } from './grade-book.js';
export { UNKNOWN_DEPLOYMENT_ID, WRONG_AUDIENCE, WRONG_ISSUER, type NegativeLaunchOptions } from './launch-intents.js';
export type { LoginInitiation, LoginParameters } from './login-initiation.js';
export type { ActivityProgress, GradingProgress } from './score-body.js';
export * from './test-platform.js';
export type { PlatformUrls } from './urls.js';
export * from './vocabulary.js';
export { platformRequest } from './registration.js';
