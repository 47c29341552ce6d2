import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { API } from './api';
import { API_ROUTES, type ApiName } from './api-routes';

const names = Object.keys(API_ROUTES) as ApiName[];
const pathParams = (path: string) => [...path.matchAll(/:([A-Za-z]+)/g)].map((m) => m[1]).sort();

describe('API table', () => {
  it('has the schemas of every route, with the route it was written for', () => {
    expect(Object.keys(API).sort()).toEqual([...names].sort());
    for (const name of names) {
      const { method, path } = API[name];
      expect({ name, method, path }).toEqual({ name, method: API_ROUTES[name].method, path: API_ROUTES[name].path });
    }
  });

  it.each(names)('%s: the params schema names exactly the path parameters', (name) => {
    const endpoint: { path: string; params?: z.ZodType } = API[name];
    const expected = pathParams(endpoint.path);
    if (expected.length === 0) {
      expect(endpoint.params).toBeUndefined();
      return;
    }
    expect(endpoint.params).toBeInstanceOf(z.ZodObject);
    expect(Object.keys((endpoint.params as z.ZodObject).shape).sort()).toEqual(expected);
  });

  it('has one route per method and path', () => {
    const keys = names.map((name) => `${API_ROUTES[name].method} ${API_ROUTES[name].path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('gives a body schema exactly to the calls that send one', () => {
    for (const name of names) {
      const endpoint: { method: string; body?: unknown } = API[name];
      if (endpoint.method === 'GET' || endpoint.method === 'DELETE') expect({ name, body: endpoint.body }).toEqual({ name, body: undefined });
    }
  });
});
