/**
 * Live teaching over HTTP and socket.io (docs/adr/0030): a manager starts a group session on a slide
 * of the organization, a member of the group joins, follows the instructor's relayed view, answers a
 * poll, sees the solution; the refusals of those outside the audience, and only the one holding
 * control is relayed. A default manager teaches the slides of their organization's courses only,
 * and GET /teaching/slides lists exactly the slides each caller may teach.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import {
  TEACHING_ROUTES,
  TEACHING_TEXT,
  type GroupItem,
  type NameEntry,
  type OrganizationItem,
  type SlideItem,
  type TeachingSession,
  type TeachingSessionSummary,
  type TeachingView,
} from '@cytocampus/contracts';
import { GENERIC } from '@cytocampus/schema';
import { signedIn } from '../../testing/sign-in.js';
import { processedSlide, syntheticSlideFiles } from '../../testing/slides.js';
import type { TestClient } from '../../testing/test-client.js';
import { startTestServer, type TestServer } from '../../testing/test-server.js';
import { account, api, connect, eventually, me, ok, refused, type ClientSocket } from '../community/testing/community-client.js';
import { activeItem } from '../learning/testing/seed-course.js';

let t: TestServer;
let admin: TestClient;
let instructor: TestClient;
let member: { client: TestClient; id: string };
let orgMember: { client: TestClient; id: string };
let outsider: { client: TestClient; id: string };
let slide: SlideItem;
let session: TeachingSession;
const sockets: ClientSocket[] = [];

beforeAll(async () => {
  // Processed slides of a few kilobytes (the slide picker lists only slides whose image is uploaded).
  t = await startTestServer({ env: { SLIDE_MIN_BYTES: '1' } });
  admin = await signedIn(t.url, 'admin');
  const orgId = ok<OrganizationItem>(await admin.post(api('/organizations'), { name: 'Teaching Lab' })).id;
  const otherOrgId = ok<OrganizationItem>(await admin.post(api('/organizations'), { name: 'Elsewhere Lab' })).id;
  const groupId = ok<GroupItem>(await admin.post(api('/groups'), { orgId, name: 'Morning class' })).id;
  instructor = (await account(t.url, admin, { orgId, role: 'manager', permissions: { readOrgContent: true } })).client;
  member = await account(t.url, admin, { orgId, groupId });
  orgMember = await account(t.url, admin, { orgId });
  outsider = await account(t.url, admin, { orgId: otherOrgId });
  slide = ok<SlideItem>(
    await admin.post(api('/slides'), { accession: 'TEACH12345', cellCount: 0, allowedOrgs: [orgId], solution: { type: 'GYN', result: 'HSIL', objects: [] } }),
  );
}, 90_000);
afterAll(async () => {
  sockets.forEach((s) => s.disconnect());
  await t.close();
});

const watch = (socket: ClientSocket, id: string) => new Promise<{ allowed: boolean; view: unknown }>((resolve) => socket.emit('teaching:watch', id, resolve));
const view = (sessionId: string, x: number): TeachingView => ({
  sessionId,
  center: { x, y: 200 },
  magnification: 10,
  rotation: 90,
  flipped: false,
  gamma: 1.2,
  at: Date.now(),
});
/** The views a socket hears. */
function viewsHeard(socket: ClientSocket): (TeachingView & { by: string })[] {
  const heard: (TeachingView & { by: string })[] = [];
  socket.on('teaching:view', (v) => heard.push(v));
  return heard;
}
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('live teaching', () => {
  it('refuses to let a learner start a session', async () => {
    const res = await member.client.post(api(TEACHING_ROUTES.sessions), { slideId: slide.id, title: 'Mine', audience: { kind: 'link' } });
    refused(res, 403, TEACHING_TEXT.cannotStart);
  });

  it('refuses bad input with the field', async () => {
    refused(await instructor.post(api(TEACHING_ROUTES.sessions), { slideId: slide.id, title: '', audience: { kind: 'link' } }), 400, GENERIC.required, 'title');
    refused(
      await instructor.post(api(TEACHING_ROUTES.sessions), { slideId: slide.id, title: 'X', audience: { kind: 'room' } }),
      400,
      GENERIC.mustBeSelected,
      'audience.kind',
    );
    refused(
      await instructor.post(api(TEACHING_ROUTES.sessions), { slideId: slide.id, title: 'X', audience: { kind: 'group' } }),
      400,
      GENERIC.required,
      'audience.groupId',
    );
    refused(await instructor.post(api(TEACHING_ROUTES.control('any')), {}), 400, GENERIC.required, 'userId');
  });

  it('starts a group session that the group lists, live', async () => {
    const groupId = (await me(member.client)).groupId!;
    session = ok<TeachingSession>(
      await instructor.post(api(TEACHING_ROUTES.sessions), { slideId: slide.id, title: 'Squamous lesions', audience: { kind: 'group', groupId } }),
    );
    expect(session).toMatchObject({ status: 'live', title: 'Squamous lesions', participantCount: 0, me: { isInstructor: true, joined: false } });
    expect(session.slide.id).toBe(slide.id);
    const listed = ok<TeachingSessionSummary[]>(await member.client.get(api(TEACHING_ROUTES.sessions)));
    expect(listed.map((s) => s.id)).toEqual([session.id]);
    expect(ok<TeachingSessionSummary[]>(await orgMember.client.get(api(TEACHING_ROUTES.sessions)))).toEqual([]);
  });

  it('answers 404 to those outside the audience: another organization, a member outside the group', async () => {
    refused(await outsider.client.get(api(TEACHING_ROUTES.session(session.id))), 404, TEACHING_TEXT.notFound);
    refused(await outsider.client.post(api(TEACHING_ROUTES.join(session.id)), {}), 404, TEACHING_TEXT.notFound);
    refused(await orgMember.client.post(api(TEACHING_ROUTES.join(session.id)), {}), 404, TEACHING_TEXT.notFound);
  });

  it('lets a member of the group join; the instructor sees them', async () => {
    const joined = ok<TeachingSession>(await member.client.post(api(TEACHING_ROUTES.join(session.id)), {}));
    expect(joined).toMatchObject({ participantCount: 1, participants: [], me: { isInstructor: false, joined: true } });
    const seen = ok<TeachingSession>(await instructor.get(api(TEACHING_ROUTES.session(session.id))));
    expect(seen.participants.map((p) => p.userId)).toEqual([member.id]);
  });

  it('relays the view of the one holding control only, to those who joined', async () => {
    const teacherSocket = (await connect(t.url, instructor, sockets)).socket;
    const memberSocket = (await connect(t.url, member.client, sockets)).socket;
    const orgSocket = (await connect(t.url, orgMember.client, sockets)).socket;
    expect((await watch(teacherSocket, session.id)).allowed).toBe(true);
    expect((await watch(memberSocket, session.id)).allowed).toBe(true);
    expect((await watch(orgSocket, session.id)).allowed).toBe(false);
    const heardByMember = viewsHeard(memberSocket);
    const heardByTeacher = viewsHeard(teacherSocket);
    const heardByOrg = viewsHeard(orgSocket);

    teacherSocket.emit('teaching:view', view(session.id, 100));
    await eventually(() => heardByMember.length > 0, 'the instructor view');
    expect(heardByMember.map((v) => [v.center.x, v.by, v.rotation, v.gamma])).toEqual([[100, session.instructorId, 90, 1.2]]);
    // The participant is not in control: nothing of theirs is relayed.
    memberSocket.emit('teaching:view', view(session.id, 999));
    await sleep(300);
    expect(heardByTeacher).toEqual([]);
    // A late watcher gets the last view with its ack.
    const late = (await connect(t.url, member.client, sockets)).socket;
    expect((await watch(late, session.id)).view).toMatchObject({ center: { x: 100, y: 200 }, by: session.instructorId });

    // Control handed to the participant: now theirs is relayed, and the instructor's is not.
    ok(await instructor.post(api(TEACHING_ROUTES.control(session.id)), { userId: member.id }));
    memberSocket.emit('teaching:view', view(session.id, 300));
    await eventually(() => heardByTeacher.length > 0, 'the participant view');
    expect(heardByTeacher.map((v) => [v.center.x, v.by])).toEqual([[300, member.id]]);
    teacherSocket.emit('teaching:view', view(session.id, 400));
    await sleep(300);
    expect(heardByMember.map((v) => v.center.x)).toEqual([100]);
    // Taken back.
    ok(await instructor.post(api(TEACHING_ROUTES.control(session.id)), { userId: null }));
    teacherSocket.emit('teaching:view', view(session.id, 500));
    await eventually(() => heardByMember.length > 1, 'the instructor view again');
    expect(heardByMember.map((v) => v.center.x)).toEqual([100, 500]);
    expect(heardByOrg).toEqual([]);
    refused(await member.client.post(api(TEACHING_ROUTES.control(session.id)), { userId: null }), 403, TEACHING_TEXT.notInstructor);
  });

  it('opens a poll of the slide results; answers fill the tallies live, the last answer counts', async () => {
    const memberSocket = (await connect(t.url, member.client, sockets)).socket;
    expect((await watch(memberSocket, session.id)).allowed).toBe(true);
    const notices: TeachingSession['poll'][] = [];
    memberSocket.on('changed', (n) => n.model === 'teaching' && n.patch && notices.push(n.patch.poll));

    refused(await member.client.post(api(TEACHING_ROUTES.poll(session.id)), {}), 403, TEACHING_TEXT.notInstructor);
    const opened = ok<TeachingSession>(await instructor.post(api(TEACHING_ROUTES.poll(session.id)), {}));
    const poll = opened.poll!;
    expect(poll.options).toEqual(['UNSATISFACTORY', 'NILM', 'ASCUS', 'LSIL', 'ASCH', 'HSIL', 'SQUAMOUS', 'AGC', 'AIS', 'ADENO', 'OTHER']);
    expect(poll).toMatchObject({ open: true, answered: 0 });

    const answered = ok<TeachingSession>(await member.client.post(api(TEACHING_ROUTES.answer(session.id)), { pollId: poll.pollId, answer: 'LSIL' }));
    expect(answered.me.answer).toBe('LSIL');
    expect(answered.poll?.tallies.LSIL).toBe(1);
    const changed = ok<TeachingSession>(await member.client.post(api(TEACHING_ROUTES.answer(session.id)), { pollId: poll.pollId, answer: 'HSIL' }));
    expect([changed.poll?.tallies.LSIL, changed.poll?.tallies.HSIL, changed.poll?.answered]).toEqual([0, 1, 1]);
    await eventually(() => notices.at(-1)?.tallies.HSIL === 1, 'the tallies notice');

    refused(
      await member.client.post(api(TEACHING_ROUTES.answer(session.id)), { pollId: poll.pollId, answer: 'MAYBE' }),
      400,
      TEACHING_TEXT.notAnOption,
      'answer',
    );
    refused(await orgMember.client.post(api(TEACHING_ROUTES.answer(session.id)), { pollId: poll.pollId, answer: 'HSIL' }), 404, TEACHING_TEXT.notFound);
    ok(await instructor.post(api(TEACHING_ROUTES.closePoll(session.id)), {}));
    refused(await member.client.post(api(TEACHING_ROUTES.answer(session.id)), { pollId: poll.pollId, answer: 'NILM' }), 409, TEACHING_TEXT.noOpenPoll);
  });

  it('reveals the solution, then ends the session: no longer listed, no more joining', async () => {
    const revealed = ok<TeachingSession>(await instructor.post(api(TEACHING_ROUTES.reveal(session.id)), {}));
    expect(revealed.solution).toEqual({ result: 'HSIL', objects: [] });
    expect(ok<TeachingSession>(await member.client.get(api(TEACHING_ROUTES.session(session.id)))).solution?.result).toBe('HSIL');
    refused(await member.client.post(api(TEACHING_ROUTES.end(session.id)), {}), 403, TEACHING_TEXT.notInstructor);
    const ended = ok<TeachingSession>(await instructor.post(api(TEACHING_ROUTES.end(session.id)), {}));
    expect(ended.status).toBe('ended');
    expect(ok<TeachingSessionSummary[]>(await member.client.get(api(TEACHING_ROUTES.sessions)))).toEqual([]);
    refused(await member.client.post(api(TEACHING_ROUTES.join(session.id)), {}), 409, TEACHING_TEXT.ended);
  });
});

describe('a default manager (no permission overrides: no readOrgContent)', () => {
  let orgId: string;
  let manager: TestClient;
  let taught: SlideItem;
  let untaught: SlideItem;
  let imageless: SlideItem;
  let elsewhere: SlideItem;

  const teachable = async (client: TestClient): Promise<string[]> => ok<NameEntry[]>(await client.get(api(TEACHING_ROUTES.slides))).map((s) => s.itemid);

  beforeAll(async () => {
    orgId = ok<OrganizationItem>(await admin.post(api('/organizations'), { name: 'Course Lab' })).id;
    const otherOrgId = ok<OrganizationItem>(await admin.post(api('/organizations'), { name: 'Other Course Lab' })).id;
    manager = (await account(t.url, admin, { orgId, role: 'manager' })).client;
    // Slides visible in the organization (which a default manager still may not read as content), and one of another organization.
    const files = await syntheticSlideFiles(7);
    const slideOf = (accession: string, visibleIn: string) =>
      processedSlide(t.url, admin, { files, fields: { accession, allowedOrgs: [visibleIn], solution: { type: 'GYN', result: 'LSIL', objects: [] } } });
    try {
      taught = await slideOf('TEACH24680', orgId);
      untaught = await slideOf('TEACH13579', orgId);
      elsewhere = await slideOf('TEACH11223', otherOrgId);
    } finally {
      await files.remove();
    }
    // In the course, but without an image: nothing to show.
    imageless = ok<SlideItem>(
      await admin.post(api('/slides'), { accession: 'TEACH99887', cellCount: 0, allowedOrgs: [orgId], solution: { type: 'GYN', result: 'LSIL', objects: [] } }),
    );
    ok(await admin.put(api(`/slides/${imageless.id}`), { activate: true }));
    const course = await activeItem(admin, 'modules', {
      name: 'Squamous cases',
      allowedOrgs: [orgId, otherOrgId],
      items: [
        { type: 'case', itemId: taught.itemId },
        { type: 'case', itemId: imageless.itemId },
      ],
    });
    const assignment = await activeItem(admin, 'curricula', {
      name: 'Course Lab assignment',
      allowedOrgs: [orgId],
      entries: [{ moduleId: course.itemId, passingScore: 70 }],
    });
    ok(await admin.put(api(`/organizations/${orgId}`), { defaultCurriculum: assignment.itemId }));
  }, 120_000);

  it('starts a session on a slide of a course assigned in the organization', async () => {
    const started = ok<TeachingSession>(
      await manager.post(api(TEACHING_ROUTES.sessions), { slideId: taught.id, title: 'LSIL cases', audience: { kind: 'link' } }),
    );
    expect(started).toMatchObject({ status: 'live', slide: { id: taught.id }, me: { isInstructor: true } });
    ok(await manager.post(api(TEACHING_ROUTES.end(started.id)), {}));
  });

  it('is refused a slide in no course of the organization, and one that does not exist, alike', async () => {
    const start = (slideId: string) => manager.post(api(TEACHING_ROUTES.sessions), { slideId, title: 'Not mine', audience: { kind: 'link' } });
    refused(await start(untaught.id), 403, TEACHING_TEXT.cannotStart);
    refused(await start('00000000-0000-4000-8000-000000000000'), 403, TEACHING_TEXT.cannotStart);
  });

  it("is offered exactly the slides of the organization's courses that have an image", async () => {
    expect(await teachable(manager)).toEqual([taught.itemId]);
  });

  it("offers a manager who reads the organization's content its visible slides too, never another organization's", async () => {
    const reader = (await account(t.url, admin, { orgId, role: 'manager', permissions: { readOrgContent: true } })).client;
    expect((await teachable(reader)).sort()).toEqual([taught.itemId, untaught.itemId].sort());
  });

  it("offers nothing of this organization's courses to a manager of another organization", async () => {
    // The other organization sees the course, but no assignment of its members holds it.
    const otherOrgId = elsewhere.allowedOrgs[0]!;
    const otherManager = (await account(t.url, admin, { orgId: otherOrgId, role: 'manager' })).client;
    expect(await teachable(otherManager)).toEqual([]);
  });

  it('offers an administrator every slide with an image, and refuses a learner', async () => {
    const listed = await teachable(admin);
    expect(listed).toEqual(expect.arrayContaining([taught.itemId, untaught.itemId, elsewhere.itemId]));
    expect(listed).not.toContain(imageless.itemId);
    const learner = (await account(t.url, admin, { orgId })).client;
    refused(await learner.get(api(TEACHING_ROUTES.slides)), 403, TEACHING_TEXT.cannotStart);
  });
});
