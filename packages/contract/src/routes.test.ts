import { describe, expect, it } from 'vitest';
import { endpoints } from './endpoints.js';
import { routeOf } from './route.js';
import { routes } from './routes.js';

describe('routes', () => {
  it('is every endpoint without its schemas (npm run gen:routes rewrites it)', () => {
    const expected = Object.fromEntries(Object.entries(endpoints).map(([name, e]) => [name, routeOf(name, e)]));
    expect(routes).toEqual(expected);
  });
});
