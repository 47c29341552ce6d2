import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { registerErrorHandler } from '../plugins/error-handler';
import { registerResponseCheck } from '../plugins/response-check';
import { registerZodValidation } from '../plugins/zod-validation';
import { endpoint } from './endpoint';

let app: FastifyInstance;
afterEach(() => app.close());

async function appWith(register: (app: FastifyInstance) => void, options: { check?: boolean } = {}) {
  app = Fastify({ logger: false });
  registerZodValidation(app);
  registerErrorHandler(app);
  if (options.check) registerResponseCheck(app);
  app.decorate('requireAdmin', async () => {
    throw Object.assign(new Error('no token'), { statusCode: 401 });
  });
  register(app);
  await app.ready();
  return app;
}

const video = { id: 3, priority: 0, isYoutube: true, title: 'T', titleENG: '', date: '', thumbnailImageUrl: '', videoUrl: 'https://youtu.be/x' };

describe('endpoint', () => {
  it('takes method and path from the API table, validates params and serializes by the response schema', async () => {
    await appWith((a) => endpoint(a, 'getVideo', (request) => ({ ...video, id: request.params.videoId, secret: 'not declared' })));
    const res = await app.inject({ method: 'GET', url: '/api/pageContent/fetchOneVideo/7' });
    expect(res.statusCode).toBe(200);
    // Only the declared fields are written.
    expect(res.json()).toEqual({ ...video, id: 7 });
    expect((await app.inject({ method: 'GET', url: '/api/pageContent/fetchOneVideo/abc' })).statusCode).toBe(400);
    expect((await app.inject({ method: 'POST', url: '/api/pageContent/fetchOneVideo/7' })).statusCode).toBe(404);
  });

  it('puts the admin guard in front of admin calls, before the body is read', async () => {
    let reached = false;
    await appWith((a) =>
      endpoint(a, 'setArtistVisibility', () => {
        reached = true;
        return { id: 1, isHidden: true, version: 2 };
      }),
    );
    const res = await app.inject({ method: 'PUT', url: '/api/artist/1/visibility', payload: 'not json', headers: { 'content-type': 'application/json' } });
    expect(res.statusCode).toBe(401);
    expect(reached).toBe(false);
  });

  it('an answer the response schema cannot write, or that misses a field, is a 500', async () => {
    const card = { id: 1, urlName: 'a', korName: '가', engName: 'A', mainImage: '', priority: 0 };
    await appWith(
      (a) => {
        endpoint(a, 'listArtists', () => [{ ...card, id: 'one' }] as never);
        endpoint(a, 'getVideo', () => ({ ...video, videoUrl: undefined }) as never);
      },
      { check: true },
    );
    expect((await app.inject({ method: 'GET', url: '/api/artist/getAll' })).statusCode).toBe(500);
    expect((await app.inject({ method: 'GET', url: '/api/pageContent/fetchOneVideo/3' })).statusCode).toBe(500);
  });

  it('with the response check, ready JSON (the read cache) is checked too, and a right answer passes', async () => {
    await appWith(
      (a) => {
        endpoint(a, 'getVideo', (_request, reply) => reply.type('application/json').send(JSON.stringify({ ...video, title: 5 })));
        endpoint(a, 'getPageVideos', (_request, reply) => reply.type('application/json').send(JSON.stringify([video])));
      },
      { check: true },
    );
    const wrong = await app.inject({ method: 'GET', url: '/api/pageContent/fetchOneVideo/3' });
    expect(wrong.statusCode).toBe(500);
    expect(wrong.json().message).toMatch(/^The answer of getVideo does not match its response schema: title/);
    expect((await app.inject({ method: 'GET', url: '/api/pageContent/fetchVideosByCode/NEWS_CONTENT' })).statusCode).toBe(200);
  });
});
