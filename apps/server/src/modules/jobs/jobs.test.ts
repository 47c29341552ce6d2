import { ifMatchOf } from '@agency/contract/edit-version';
import {
  JOB_CONFIRMED_ELSEWHERE,
  JOB_DAY_REVERSED,
  JOB_DAYS_OVERLAP,
  JOB_EXPIRY_PAST,
  JOB_HIGHER_OPTION,
  JOB_UNKNOWN_ARTIST,
  JOB_UNKNOWN_INQUIRY,
  type ArtistCalendar,
  type Job,
} from '@agency/contract/jobs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestAppWithAdmin } from '@test/build-test-app';
import { artistInput } from '@test/factories/artist-input';
import { readMail, startSmtp } from '@test/smtp-server';

/** Issue 38: jobs, options ranked per day, confirmations that never collide, promotion on release and expiry. */
const smtp = await startSmtp();
afterAll(() => smtp.close());
const app = useTestAppWithAdmin({ env: { SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, MAIL_TO: 'desk@agency.test', SITE_URL: 'https://agency.test' } });

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const admin = (method: Method, url: string, payload?: object, headers: Record<string, string> = {}) =>
  app.t.app.inject({ method, url, headers: { ...app.auth, ...headers }, ...(payload ? { payload } : {}) });
const mailsTo = (address: string) => smtp.received.filter((m) => m.to.includes(address)).map((m) => readMail(m.raw));

const artist: Record<string, number> = {};
beforeAll(async () => {
  for (const urlName of ['job-anna', 'job-ben', 'job-cho']) {
    expect((await admin('POST', '/api/admin/createArtist', artistInput({ urlName, korName: `${urlName.slice(4)} 한글`, engName: urlName.slice(4).toUpperCase() }))).statusCode).toBe(200);
    artist[urlName] = ((await admin('GET', `/api/artist/getDetailsForEdit/${urlName}`)).json() as { id: number }).id;
  }
});

let titles = 0;
async function createJob(body: Record<string, unknown> = {}): Promise<Job> {
  titles++;
  const res = await admin('POST', '/api/admin/jobs', {
    title: `캠페인 ${titles}`,
    client: { company: 'Brand Co.' },
    days: [{ date: '2026-12-03', start: '09:00', end: '18:00' }],
    ...body,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Job;
}
const hold = (jobId: number, artistId: number, body: Record<string, unknown> = {}) => admin('POST', `/api/admin/jobs/${jobId}/artists`, { artistId, status: 'option', ...body });
const setStatus = (jobId: number, artistId: number, status: string) => admin('PUT', `/api/admin/jobs/${jobId}/artists/${artistId}`, { status });
const rankOf = async (jobId: number, artistId: number) => ((await admin('GET', `/api/admin/jobs/${jobId}`)).json() as Job).artists.find((a) => a.artistId === artistId)?.ranks;

describe('jobs (issue 38)', () => {
  it('refuses bad days, links and expiries with a Korean message and stores nothing', async () => {
    const before = (await admin('GET', '/api/admin/jobs')).json() as { jobs: Job[] };
    const bad = async (body: Record<string, unknown>, message: string) => {
      const res = await admin('POST', '/api/admin/jobs', { title: 'x', client: { company: 'C' }, days: [{ date: '2026-12-01', start: '09:00', end: '10:00' }], ...body });
      expect(res.statusCode).toBe(400);
      expect(JSON.stringify(res.json())).toContain(message);
    };
    await bad({ days: [{ date: '2026-12-01', start: '18:00', end: '09:00' }] }, JOB_DAY_REVERSED);
    await bad({ days: [{ date: '2026-12-01', start: '09:00', end: '13:00' }, { date: '2026-12-01', start: '12:00', end: '18:00' }] }, JOB_DAYS_OVERLAP);
    await bad({ inquiryId: 999_999 }, JOB_UNKNOWN_INQUIRY);
    await bad({ optionArtistIds: [999_999] }, JOB_UNKNOWN_ARTIST);
    await bad({ days: [{ date: '2026-02-30', start: '09:00', end: '10:00' }] }, '날짜');
    expect(((await admin('GET', '/api/admin/jobs')).json() as { jobs: Job[] }).jobs).toHaveLength(before.jobs.length);

    const job = await createJob();
    const past = await hold(job.id, artist['job-anna']!, { optionExpiresAt: new Date(app.t.clock.now().getTime() - 1000).toISOString() });
    expect(past.statusCode).toBe(400);
    expect(past.json().message).toBe(JOB_EXPIRY_PAST);
    expect((await hold(job.id, 999_999)).statusCode).toBe(400);
    expect((await admin('GET', `/api/admin/jobs/${job.id}`)).json().artists).toEqual([]);
    // A morning and an afternoon on one day are two slots, not an overlap.
    const split = await createJob({ days: [{ date: '2026-12-02', start: '14:00', end: '18:00' }, { date: '2026-12-02', start: '09:00', end: '12:00' }] });
    expect(split.days.map((d) => d.start)).toEqual(['09:00', '14:00']);
  });

  it('ranks options per day in the order they were taken, and moves the next up when one is released', async () => {
    const anna = artist['job-anna']!;
    const first = await createJob({ days: [{ date: '2026-12-10', start: '09:00', end: '18:00' }], booker: { name: '김부커', email: 'first@agency.test', phone: '' } });
    const second = await createJob({ days: [{ date: '2026-12-10', start: '10:00', end: '15:00' }, { date: '2026-12-11', start: '09:00', end: '18:00' }], booker: { name: '이부커', email: 'second@agency.test', phone: '' } });
    const one = await hold(first.id, anna);
    expect(one.statusCode).toBe(200);
    expect(one.json()).toMatchObject({ artistId: anna, status: 'option', ranks: [{ date: '2026-12-10', rank: 1 }] });
    expect(one.json().job.status).toBe('option');
    const two = await hold(second.id, anna);
    expect(two.json().ranks).toEqual([
      { date: '2026-12-10', rank: 2 },
      { date: '2026-12-11', rank: 1 },
    ]);
    // The same artist twice on one job is a change, not a second option.
    expect((await hold(second.id, anna)).statusCode).toBe(409);

    const released = await setStatus(first.id, anna, 'released');
    expect(released.statusCode).toBe(200);
    expect(released.json()).toMatchObject({ status: 'released', ranks: [] });
    expect(await rankOf(second.id, anna)).toEqual([
      { date: '2026-12-10', rank: 1 },
      { date: '2026-12-11', rank: 1 },
    ]);
    await app.t.app.inquiryOutbox.runOnce();
    await expect.poll(() => mailsTo('second@agency.test').length, { timeout: 10_000 }).toBe(1);
    const mail = mailsTo('second@agency.test')[0]!;
    expect(mail.subject).toContain('[옵션 1순위]');
    expect(mail.text).toContain('2026-12-10');
    expect(mail.text).toContain(`https://agency.test/admin/jobs/${second.id}`);
    expect(mailsTo('first@agency.test')).toHaveLength(0);

    // Taken again after its release, a moment later: at the back of the queue.
    app.t.clock.advance(1000);
    expect((await setStatus(first.id, anna, 'option')).json().ranks).toEqual([{ date: '2026-12-10', rank: 2 }]);
  });

  it('releases an expired option once, across runs, and tells the next option its booker', async () => {
    const ben = artist['job-ben']!;
    const day = [{ date: '2026-12-15', start: '09:00', end: '18:00' }];
    const first = await createJob({ days: day });
    const second = await createJob({ days: day, booker: { name: '', email: 'after-expiry@agency.test', phone: '' } });
    const expires = new Date(app.t.clock.now().getTime() + 2 * 3_600_000).toISOString();
    expect((await hold(first.id, ben, { optionExpiresAt: expires })).json().optionExpiresAt ?? expires).toBeTruthy();
    expect((await hold(second.id, ben)).json().ranks).toEqual([{ date: '2026-12-15', rank: 2 }]);
    expect(await app.t.app.optionExpiry.runOnce()).toBe(0);

    app.t.clock.advance(3 * 3_600_000);
    // Past its expiry the option ranks nothing even before the job runs.
    expect(await rankOf(second.id, ben)).toEqual([{ date: '2026-12-15', rank: 1 }]);
    const [a, b] = await Promise.all([app.t.app.optionExpiry.runOnce(), app.t.app.optionExpiry.runOnce()]);
    expect(a + b).toBe(1);
    const expired = ((await admin('GET', `/api/admin/jobs/${first.id}`)).json() as Job).artists[0]!;
    expect(expired).toMatchObject({ status: 'released', releasedReason: 'expired' });
    await app.t.app.inquiryOutbox.runOnce();
    await expect.poll(() => mailsTo('after-expiry@agency.test').length, { timeout: 10_000 }).toBe(1);
    expect(await app.t.app.optionExpiry.runOnce()).toBe(0);
  });

  it('tells the option that ends up first once, when two ahead of it expire before the job runs', async () => {
    const cho = artist['job-cho']!;
    const day = [{ date: '2026-12-16', start: '09:00', end: '18:00' }];
    const hour = 3_600_000;
    const [a, b, c] = [await createJob({ days: day }), await createJob({ days: day }), await createJob({ days: day, booker: { name: '', email: 'third@agency.test', phone: '' } })];
    expect((await hold(a.id, cho, { optionExpiresAt: new Date(app.t.clock.now().getTime() + hour).toISOString() })).statusCode).toBe(200);
    expect((await hold(b.id, cho, { optionExpiresAt: new Date(app.t.clock.now().getTime() + 2 * hour).toISOString() })).statusCode).toBe(200);
    expect((await hold(c.id, cho)).json().ranks).toEqual([{ date: '2026-12-16', rank: 3 }]);
    // Staff release the first while the second has already expired unnoticed: nobody live moved up to the first yet.
    app.t.clock.advance(3 * hour);
    expect((await setStatus(a.id, cho, 'released')).statusCode).toBe(200);
    expect(await app.t.app.optionExpiry.runOnce()).toBe(1);
    await app.t.app.inquiryOutbox.runOnce();
    await expect.poll(() => mailsTo('third@agency.test').length, { timeout: 10_000 }).toBe(1);
    expect(await app.t.app.optionExpiry.runOnce()).toBe(0);
    await app.t.app.inquiryOutbox.runOnce();
    expect(mailsTo('third@agency.test')).toHaveLength(1);
  });

  it('refuses a confirmation over another confirmed job or a higher option, naming that job', async () => {
    const cho = artist['job-cho']!;
    const shoot = await createJob({ days: [{ date: '2026-12-20', start: '09:00', end: '13:00' }] });
    expect((await admin('POST', `/api/admin/jobs/${shoot.id}/artists`, { artistId: cho, status: 'confirmed', fee: 1_500_000 })).json()).toMatchObject({ status: 'confirmed', ranks: [] });
    expect(((await admin('GET', `/api/admin/jobs/${shoot.id}`)).json() as Job).status).toBe('confirmed');

    const overlapping = await createJob({ days: [{ date: '2026-12-20', start: '12:00', end: '18:00' }] });
    // An option may still be taken on a confirmed day; a confirmation may not.
    expect((await hold(overlapping.id, cho)).statusCode).toBe(200);
    const refused = await setStatus(overlapping.id, cho, 'confirmed');
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ message: JOB_CONFIRMED_ELSEWHERE, conflictJobId: shoot.id });

    // The afternoon after the morning shoot does not overlap it.
    const afternoon = await createJob({ days: [{ date: '2026-12-20', start: '14:00', end: '18:00' }] });
    const behind = await admin('POST', `/api/admin/jobs/${afternoon.id}/artists`, { artistId: cho, status: 'confirmed' });
    expect(behind.statusCode).toBe(409);
    expect(behind.json()).toEqual({ message: JOB_HIGHER_OPTION, conflictJobId: overlapping.id });
    expect((await setStatus(overlapping.id, cho, 'released')).statusCode).toBe(200);
    expect((await admin('POST', `/api/admin/jobs/${afternoon.id}/artists`, { artistId: cho, status: 'confirmed' })).statusCode).toBe(200);

    // Moving the afternoon job onto the morning is refused as well.
    const moved = await admin('PUT', `/api/admin/jobs/${afternoon.id}`, { ...editable(afternoon), days: [{ date: '2026-12-20', start: '10:00', end: '12:00' }] }, { 'if-match': ifMatchOf(((await admin('GET', `/api/admin/jobs/${afternoon.id}`)).json() as Job).version) });
    expect(moved.statusCode).toBe(409);
    expect(moved.json().conflictJobId).toBe(shoot.id);
  });

  it('gives two bookers optioning at once ranks 1 and 2, and of two confirming at once one 200 and one 409', async () => {
    const anna = artist['job-anna']!;
    const day = [{ date: '2026-12-24', start: '09:00', end: '18:00' }];
    for (let round = 0; round < 3; round++) {
      const jobs = await Promise.all([createJob({ days: day }), createJob({ days: day })]);
      const answers = await Promise.all(jobs.map((job) => hold(job.id, anna)));
      expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
      expect(answers.map((a) => a.json().ranks[0].rank).sort()).toEqual([1, 2]);
      for (const job of jobs) expect((await admin('DELETE', `/api/admin/jobs/${job.id}`)).statusCode).toBe(204);
    }
    for (let round = 0; round < 3; round++) {
      const jobs = await Promise.all([createJob({ days: day }), createJob({ days: day })]);
      const answers = await Promise.all(jobs.map((job) => admin('POST', `/api/admin/jobs/${job.id}/artists`, { artistId: anna, status: 'confirmed' })));
      expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
      for (const job of jobs) expect((await admin('DELETE', `/api/admin/jobs/${job.id}`)).statusCode).toBe(204);
    }
  });

  it('keeps a stale edit from overwriting a colleague, records every write in the history and restores it', async () => {
    const job = await createJob({ place: '성수 스튜디오' });
    const ok = await admin('PUT', `/api/admin/jobs/${job.id}`, { ...editable(job), place: '한남 스튜디오' }, { 'if-match': ifMatchOf(job.version) });
    expect(ok.statusCode).toBe(200);
    const stale = await admin('PUT', `/api/admin/jobs/${job.id}`, { ...editable(job), place: '덮어쓰기' }, { 'if-match': ifMatchOf(job.version) });
    expect(stale.statusCode).toBe(409);
    const history = (await admin('GET', `/api/admin/audit?target=job:${job.id}`)).json() as { entries: { id: number; action: string }[] };
    expect(history.entries.map((e) => e.action)).toEqual(['job.update', 'job.create']);
    const restored = await admin('POST', `/api/admin/audit/${history.entries[0]!.id}/restore`);
    expect(restored.statusCode, restored.body).toBe(200);
    expect(((await admin('GET', `/api/admin/jobs/${job.id}`)).json() as Job).place).toBe('성수 스튜디오');
    expect((await admin('DELETE', `/api/admin/jobs/${job.id}`, undefined, { 'if-match': ifMatchOf(job.version) })).statusCode).toBe(409);
  });

  it("shows an artist's month with ranks and unavailable days, and warns when an option falls on one", async () => {
    const ben = artist['job-ben']!;
    const off = await admin('POST', `/api/admin/artists/${ben}/unavailable`, { from: '2027-01-04', to: '2027-01-06', note: '시험' });
    expect(off.statusCode).toBe(200);
    expect((await admin('POST', `/api/admin/artists/${ben}/unavailable`, { from: '2027-01-06', to: '2027-01-04', note: '' })).statusCode).toBe(400);
    const job = await createJob({ days: [{ date: '2027-01-05', start: '09:00', end: '18:00' }] });
    const held = await hold(job.id, ben);
    expect(held.json().warnings).toEqual(['불가 일정과 겹칩니다: 2027-01-04~2027-01-06 (시험)']);
    const month = (await admin('GET', `/api/admin/artists/${ben}/calendar?from=2027-01-01&to=2027-01-31`)).json() as ArtistCalendar;
    expect(month.entries).toEqual([{ jobId: job.id, title: job.title, jobStatus: 'option', status: 'option', date: '2027-01-05', start: '09:00', end: '18:00', rank: 1 }]);
    expect(month.unavailable).toEqual([{ id: off.json().id, from: '2027-01-04', to: '2027-01-06', note: '시험' }]);
    expect((await admin('GET', `/api/admin/artists/${ben}/calendar?from=2027-01-31&to=2027-01-01`)).statusCode).toBe(400);
    expect((await admin('GET', `/api/admin/artists/999999/calendar?from=2027-01-01&to=2027-01-31`)).statusCode).toBe(404);
    expect((await admin('DELETE', `/api/admin/artists/${ben}/unavailable/${off.json().id}`)).statusCode).toBe(204);
    expect((await admin('DELETE', `/api/admin/artists/${ben}/unavailable/${off.json().id}`)).statusCode).toBe(404);

    // The agency's list: by range, artist and status.
    const january = (await admin('GET', `/api/admin/jobs?from=2027-01-01&to=2027-01-31&artistId=${ben}`)).json() as { jobs: Job[] };
    expect(january.jobs.map((j) => j.id)).toEqual([job.id]);
    expect(((await admin('GET', `/api/admin/jobs?from=2027-01-01&to=2027-01-31&status=confirmed`)).json() as { jobs: Job[] }).jobs).toEqual([]);
  });

  it('cancelling a job releases its artists and moves their next options up', async () => {
    const ben = artist['job-ben']!;
    const day = [{ date: '2027-02-01', start: '09:00', end: '18:00' }];
    const first = await createJob({ days: day });
    const second = await createJob({ days: day });
    await hold(first.id, ben);
    await hold(second.id, ben);
    const fresh = (await admin('GET', `/api/admin/jobs/${first.id}`)).json() as Job;
    const cancelled = await admin('PUT', `/api/admin/jobs/${first.id}`, { ...editable(fresh), status: 'cancelled' }, { 'if-match': ifMatchOf(fresh.version) });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().artists[0]).toMatchObject({ status: 'released', releasedReason: 'cancelled' });
    expect(await rankOf(second.id, ben)).toEqual([{ date: '2027-02-01', rank: 1 }]);
    expect((await hold(first.id, artist['job-anna']!)).statusCode).toBe(400);
  });
});

function editable(job: Job) {
  return { title: job.title, client: job.client, days: job.days, place: job.place, usage: job.usage, notes: job.notes, booker: job.booker, fee: job.fee, status: job.status };
}
